"""The window attached to the store: the one place where the files meet the table.

``Persistence`` (``ui.files``) is given what it follows and asks of the window
as a ``WindowLink``, never the window itself; here the link is made from the
main window, the store's menu entries join the Game menu, and the language
chosen in the Options menu is remembered.
"""

from __future__ import annotations

from dager_desktop.ui.files.persistence import Persistence, WindowLink
from dager_desktop.ui.files.startup import Startup
from dager_desktop.ui.window.main_window import MainWindow


def attach_store(window: MainWindow, persistence: Persistence) -> None:
    """Let ``persistence`` keep ``window``'s match, options and layout on disk."""
    persistence.attach(WindowLink(
        window=window,
        session=window.session,
        flow=window.flow,
        table=window.table,
        tasks=window.tasks,
        new_match=window.new_match,
        resume_match=window.resume_match,
        # looked up at each question: tests answer for the player (``window.confirm``)
        confirm=lambda question: window.confirm(question),
        hold_new_matches=window.menus.hold_new_matches,
    ))
    window.menus.insert_above_quit(*persistence.menu_actions)
    window.review_folder = persistence.replays.folder  # reviews are kept with the replays
    window.practice_books = persistence.practice  # practice rounds are counted apart
    window.menus.languageChosen.connect(persistence.remember_language)


def attach_startup(window: MainWindow, boot: Startup) -> None:
    """What start-up opened, attached to ``window``: the store, then the crash hook."""
    attach_store(window, boot.persistence)
    boot.watch_crashes(window)
