"""The table's keys: Space passes, Enter plays the selected card or confirms the
picked button, Shift+Enter plays the selected card and declares 报 bào (when
that is offered), 1–9 pick a claim button or a column of the hand.

They are the window's shortcuts (``WindowShortcut``), so they work wherever the
focus is in the window, the hand included.  A key that can do nothing says why,
by the hand and in the status bar (``status``): Enter before a button or a card is
picked says how to pick one, a number beyond the buttons or columns says how many
there are, and Space or Shift+Enter where that move is not offered gives the
engine's reason (``refuse``), as a card that may not be played does.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from dager_desktop.engine import Action, ActionKind, Card
from dager_desktop.ui.table.table_widget import TableWidget
from dager_desktop.ui.text.prompts import (
    no_button_prompt,
    no_column_prompt,
    pick_first_prompt,
    select_first_prompt,
)

#: Says something to the player: the function that words it, for how many ms.
Status = Callable[[Callable[[], str], int], None]
#: Tells the player why an action is not offered now (the engine's reason).
Refuse = Callable[[Action], None]
SAY_MS = 4000


def install_table_keys(host: QWidget, table: TableWidget,
                       play_card: Callable[[Card | None], None], status: Status,
                       refuse: Refuse) -> None:
    """Give the window ``host`` the keys of ``table``: a card is played through
    ``play_card`` (which refuses an illegal one), a word for the player goes to
    ``status``, and a move the key cannot make is explained by ``refuse``."""

    def key(sequence: Qt.Key | str, handler: Callable[[], object]) -> None:
        shortcut = QShortcut(QKeySequence(sequence), host)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        # a held key answers once: its repeats would answer questions not yet seen
        shortcut.setAutoRepeat(False)
        shortcut.activated.connect(handler)

    enter = partial(_enter, table, play_card, status, refuse)
    key(Qt.Key.Key_Space, partial(_space, table, refuse))
    key(Qt.Key.Key_Return, enter)
    key(Qt.Key.Key_Enter, enter)
    key("Shift+Return", partial(_enter_with_bao, table, refuse))
    key("Shift+Enter", partial(_enter_with_bao, table, refuse))
    for n in range(1, 10):
        key(str(n), partial(_digit, table, status, n))


def _enter(table: TableWidget, play_card: Callable[[Card | None], None], status: Status,
           refuse: Refuse) -> None:
    responses = table.centre.responses
    buttons = len(responses.enabled_buttons())
    if responses.mode == "discard":
        card = table.selected_card()
        if card is None:
            status(select_first_prompt, SAY_MS)
        else:
            play_card(card)
    elif responses.confirm():
        return
    elif buttons:
        # nothing picked yet: say how, rather than let the key seem dead
        status(partial(pick_first_prompt, buttons), SAY_MS)
    else:
        refuse(Action(ActionKind.PASS))  # no decision of the player's: the engine says why


def _space(table: TableWidget, refuse: Refuse) -> None:
    if not table.centre.responses.pass_turn():
        refuse(Action(ActionKind.PASS))


def _enter_with_bao(table: TableWidget, refuse: Refuse) -> None:
    """The "Discard + Bao" button's key: without it that choice needed the mouse."""
    responses = table.centre.responses
    button = responses.buttons["discard_bao"]
    if responses.mode == "discard" and button.isVisible() and button.isEnabled():
        responses.press("discard_bao")
    else:
        refuse(Action(ActionKind.BAO, table.selected_card()))


def _digit(table: TableWidget, status: Status, n: int) -> None:
    responses = table.centre.responses
    if responses.mode in ("claim", "opening", "bao"):
        buttons = len(responses.enabled_buttons())
        if not responses.pick(n - 1) and buttons:
            status(partial(no_button_prompt, n, buttons), SAY_MS)
    elif not table.hand.select_column(n - 1):
        columns = table.hand.hand_model().column_count()
        if columns:
            status(partial(no_column_prompt, n, columns), SAY_MS)
