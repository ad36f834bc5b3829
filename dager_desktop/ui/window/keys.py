"""The table's keys: Space passes, Enter plays the selected card or confirms the
picked button, Shift+Enter plays the selected card and declares 报 bào (when
that is offered), 1–9 pick a claim button or a column of the hand.

They are the window's shortcuts (``WindowShortcut``), so they work wherever the
focus is in the window, the hand included; a key with nothing to do does nothing,
but Enter in a claim window before a button is picked says, in the status bar,
how to pick one.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut

from dager_desktop.ui.text.prompts import pick_first_prompt

if TYPE_CHECKING:
    from dager_desktop.ui.window.main_window import MainWindow


def install_table_keys(window: MainWindow) -> None:
    """Give ``window`` the table's keys."""

    def key(sequence: Qt.Key | str, handler: Callable[[], None]) -> None:
        shortcut = QShortcut(QKeySequence(sequence), window)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        # a held key answers once: its repeats would answer questions not yet seen
        shortcut.setAutoRepeat(False)
        shortcut.activated.connect(handler)

    key(Qt.Key.Key_Space, window.table.centre.responses.pass_turn)
    key(Qt.Key.Key_Return, partial(_enter, window))
    key(Qt.Key.Key_Enter, partial(_enter, window))
    key("Shift+Return", partial(_enter_with_bao, window))
    key("Shift+Enter", partial(_enter_with_bao, window))
    for n in range(1, 10):
        key(str(n), partial(_digit, window, n))


def _enter(window: MainWindow) -> None:
    responses = window.table.centre.responses
    if responses.mode == "discard":
        window.play_card(window.selected_card())
    elif not responses.confirm() and responses.enabled_buttons():
        # nothing picked yet: say how, rather than let the key seem dead
        window.show_status(partial(pick_first_prompt, len(responses.enabled_buttons())), 4000)


def _enter_with_bao(window: MainWindow) -> None:
    """The "Discard + Bao" button's key: without it that choice needed the mouse."""
    responses = window.table.centre.responses
    if responses.mode == "discard":
        responses.press("discard_bao")


def _digit(window: MainWindow, n: int) -> None:
    responses = window.table.centre.responses
    if responses.mode in ("claim", "opening", "bao"):
        responses.pick(n - 1)
    else:
        window.table.hand.select_column(n - 1)
