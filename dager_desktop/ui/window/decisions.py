"""The human's decisions at the table: what the engine offers, shown; a choice passed on.

Each decision the round flow asks of the human (``RoundFlow.humanDecision``)
lights the response buttons by the middle card and, when a card is to be
played, the hand's legal cards.  A card played (a double click, Enter, a drop
on the table) goes to the round flow when it is one of the options; anything
else is refused with the engine's reason (``why_not``), said by the hand and in
the status bar.  A 吃 with more than one way opens the 吃 chooser, which closes
when that 吃 is no longer offered or a new round begins (Undo included).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject

from dager_desktop.engine import Action, ActionKind, Card, Decision, Phase, Refusal, why_not
from dager_desktop.ui.dialogs.chi_chooser import ChiChooser
from dager_desktop.ui.dialogs.round_over import dispose
from dager_desktop.ui.table.hand_model import CardRole
from dager_desktop.ui.table.projection import HUMAN
from dager_desktop.ui.text.hint_text import refusal_text

if TYPE_CHECKING:
    from dager_desktop.ui.window.main_window import MainWindow

# how the response buttons read a decision that is not a discard
_MODES = {Phase.OPENING: "opening", Phase.BAO: "bao", Phase.CLAIM: "claim"}


class HumanDecisions(QObject):
    """The human's side of the window's round: the options shown, a card played, a
    choice refused, the 吃 chooser (``chi_dialog``, while it is open)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.chi_dialog: ChiChooser | None = None
        table, flow, models = window.table, window.flow, window.models
        table.centre.responses.chiChoice.connect(self.choose_chi)
        table.hand.doubleClicked.connect(lambda index: self.play_card(index.data(CardRole)))
        table.hand.playRequested.connect(lambda row: self.play_card(models.hand.card_at(row)))
        table.hand.selectionModel().currentChanged.connect(self._hand_selection)
        flow.humanDecision.connect(self.show_decision)
        # a new round, or the same rewound by Undo: a 吃 chooser's answer is for no round
        flow.roundStarted.connect(lambda _game: self.close_chi_chooser())

    def show_decision(self, decision: Decision | None) -> None:
        """Light the buttons and the legal cards for ``decision`` (None: nothing is asked)."""
        window = self.window
        responses = window.table.centre.responses
        game = window.session.game
        if self.chi_dialog is not None and not self.chi_dialog.still_offered(game):
            self.close_chi_chooser()
        if decision is None or game is None:
            responses.clear()
            window.models.hand.set_legal(())
            return
        if game.phase is Phase.DISCARD:
            faces = {a.card for a in decision.options if a.card is not None}
            window.models.hand.set_legal(faces)
            responses.offer(decision.options, "discard")
            responses.set_selected_card(window.table.selected_card())
        else:
            responses.offer(decision.options, _MODES.get(game.phase, "claim"))
        window.table.hand.setFocus()

    def _hand_selection(self, current: QModelIndex, previous: QModelIndex) -> None:
        table = self.window.table
        table.centre.responses.set_selected_card(table.selected_card())

    def play_card(self, card: Card | None) -> None:
        """Play ``card`` if the engine allows; else say why not."""
        if card is None or self.window.session.game is None:
            return
        action = Action(ActionKind.DISCARD, card)
        if action in self.window.flow.human_options():
            self.window.flow.human_chose(action)
            return
        self.refuse_action(action)

    def refuse_action(self, action: Action) -> None:
        """Say why ``action`` is not the human's to make now (a key's move, a card)."""
        game = self.window.session.game
        if game is None:
            return
        offered = {d.seat: d.options for d in game.decisions()}
        if action not in offered.get(HUMAN, ()):
            self.refuse(why_not(game, HUMAN, action, offered))

    def refuse(self, refusal: Refusal, ms: int = 5000) -> None:
        """Why a choice was refused (the engine's reason), by the hand and in the status bar."""
        window = self.window
        window.show_status(lambda: refusal_text(refusal, window.pixmaps.script), ms)

    def choose_chi(self, options: tuple[Action, ...]) -> None:
        """The 吃 chooser for a 吃 with more than one way, over the table."""
        self.close_chi_chooser()
        window = self.window
        game = window.session.game
        active = game.view(HUMAN).active if game is not None else None
        card = active.card if active is not None else None
        m = window.table.metrics
        self.chi_dialog = ChiChooser(options, window.pixmaps, window, card, m.meld, m.text)
        self.chi_dialog.chosen.connect(window.flow.human_chose)
        self.chi_dialog.open()

    def close_chi_chooser(self) -> None:
        dispose(self.chi_dialog)
        self.chi_dialog = None
