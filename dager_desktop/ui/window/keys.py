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

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from dager_desktop.engine import Card
from dager_desktop.ui.table.table_widget import TableWidget
from dager_desktop.ui.text.prompts import pick_first_prompt

#: Says something in the status bar: the function that words it, for how many ms.
Status = Callable[[Callable[[], str], int], None]


def install_table_keys(host: QWidget, table: TableWidget,
                       play_card: Callable[[Card | None], None], status: Status) -> None:
    """Give the window ``host`` the keys of ``table``: a card is played through
    ``play_card`` (which refuses an illegal one), a word for the player goes to
    ``status``."""

    def key(sequence: Qt.Key | str, handler: Callable[[], object]) -> None:
        shortcut = QShortcut(QKeySequence(sequence), host)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        # a held key answers once: its repeats would answer questions not yet seen
        shortcut.setAutoRepeat(False)
        shortcut.activated.connect(handler)

    enter = partial(_enter, table, play_card, status)
    key(Qt.Key.Key_Space, table.centre.responses.pass_turn)
    key(Qt.Key.Key_Return, enter)
    key(Qt.Key.Key_Enter, enter)
    key("Shift+Return", partial(_enter_with_bao, table))
    key("Shift+Enter", partial(_enter_with_bao, table))
    for n in range(1, 10):
        key(str(n), partial(_digit, table, n))


def _enter(table: TableWidget, play_card: Callable[[Card | None], None], status: Status) -> None:
    responses = table.centre.responses
    if responses.mode == "discard":
        play_card(table.selected_card())
    elif not responses.confirm() and responses.enabled_buttons():
        # nothing picked yet: say how, rather than let the key seem dead
        status(partial(pick_first_prompt, len(responses.enabled_buttons())), 4000)


def _enter_with_bao(table: TableWidget) -> None:
    """The "Discard + Bao" button's key: without it that choice needed the mouse."""
    responses = table.centre.responses
    if responses.mode == "discard":
        responses.press("discard_bao")


def _digit(table: TableWidget, n: int) -> None:
    responses = table.centre.responses
    if responses.mode in ("claim", "opening", "bao"):
        responses.pick(n - 1)
    else:
        table.hand.select_column(n - 1)
