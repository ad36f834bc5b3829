"""A stand-in for the person at the table: acts through the widgets, as a player would.

On a discard turn it double-clicks the first legal card of the hand view; in a
claim window it clicks the first enabled response button (and in the 吃
chooser the first way); at the end of a round it clicks "Next round".
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dager_desktop.engine import ActionKind
from dager_desktop.ui.table.hand_model import LegalRole


class HumanDriver:
    def __init__(self, window, rounds: int = 1, on_decision=None) -> None:
        self.window = window
        self.rounds_wanted = rounds
        self.rounds_seen = 0
        self.dialogs_seen = 0
        self.decisions = 0
        self.on_decision = on_decision
        window.flow.humanDecision.connect(self._decision)
        window.flow.roundOver.connect(self._round_over)

    def done(self) -> bool:
        return self.rounds_seen >= self.rounds_wanted and not self._dialog_open()

    def _dialog_open(self) -> bool:
        dialog = self.window.round_dialog
        return dialog is not None and dialog.isVisible()

    def _decision(self, decision) -> None:
        if decision is not None:
            QTimer.singleShot(0, self._act)

    def _act(self) -> None:
        window = self.window
        if window.flow.state_name != "human" or not window.flow.human_options():
            return
        self.decisions += 1
        if self.on_decision is not None:
            before = len(window.session.game.actions)
            self.on_decision(self)
            if len(window.session.game.actions) != before:
                return  # the hook made the move itself
        responses = window.table.centre.responses
        if responses.mode == "discard":
            self._double_click_first_legal_card()
            return
        buttons = responses.enabled_buttons()
        before = len(window.session.game.actions)
        QTest.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        if self._click_held_back(before):
            # a click this soon after the last answer counts as its double-click: a
            # person would have read the new question first
            self.decisions -= 1
            QTimer.singleShot(QApplication.doubleClickInterval() + 10, self._act)
            return
        chooser = window.chi_dialog
        if chooser is not None and chooser.isVisible():
            QTest.mouseClick(chooser.buttons[0], Qt.MouseButton.LeftButton)

    def _click_held_back(self, actions_before: int) -> bool:
        window = self.window
        chooser = window.chi_dialog
        return (len(window.session.game.actions) == actions_before
                and window.flow.state_name == "human"
                and not (chooser is not None and chooser.isVisible()))

    def _double_click_first_legal_card(self) -> None:
        hand = self.window.table.hand
        model = hand.model()
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            if index.data(LegalRole):
                point = hand.visualRect(index).topLeft() + _inset()
                # The visible top part of the card is what a player clicks.  QTest's
                # double-click sends only the second press: the first comes before.
                left, plain = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
                QTest.mouseClick(hand.viewport(), left, plain, point)
                QTest.mouseDClick(hand.viewport(), left, plain, point)
                return
        raise AssertionError("no legal card in the hand on a discard turn")

    def _round_over(self, game) -> None:
        self.rounds_seen += 1
        QTimer.singleShot(0, self._close_dialog)

    def _close_dialog(self) -> None:
        dialog = self.window.round_dialog
        assert dialog is not None and dialog.isVisible(), "no round-over dialog"
        self.dialogs_seen += 1
        if self.rounds_seen < self.rounds_wanted:
            QTest.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
        else:
            dialog.close()


def _inset():
    from PySide6.QtCore import QPoint

    return QPoint(8, 8)


def play_until(window, qtbot, wanted) -> None:
    """Pass (or throw the last card) until the human is asked and ``wanted(options)``."""
    def step() -> bool:
        flow = window.flow
        if flow.state_name != "human":
            return False
        options = flow.human_options()
        if wanted(options):
            return True
        passes = [a for a in options if a.kind is ActionKind.PASS]
        discards = [a for a in options if a.kind is ActionKind.DISCARD]
        flow.human_chose((passes or discards[-1:] or options)[0])
        return False

    qtbot.waitUntil(step, timeout=20000)
