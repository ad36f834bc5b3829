"""One double-click on a response button answers one question; one on Undo takes
back one decision.

At the Instant speed the next question can be up before the second click of a
double-click lands on the same spot; that click must not answer it unseen.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from dager_desktop.engine import Action, ActionKind, Card
from dager_desktop.ui.practice.panel import HintPanel
from dager_desktop.ui.table.responses import ResponseBar

PASS = Action(ActionKind.PASS)
CLAIM = (Action(ActionKind.PENG, Card.X7), PASS)


def _mouse(widget, kind: QEvent.Type, buttons: Qt.MouseButton) -> None:
    at = QPointF(widget.rect().center())
    event = QMouseEvent(kind, at, widget.mapToGlobal(at), Qt.MouseButton.LeftButton, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


@pytest.fixture
def bar(qtbot):
    bar = ResponseBar()
    qtbot.addWidget(bar)
    bar.show()
    chosen: list[Action] = []
    # as the game does at the Instant speed: the next question at once
    bar.chosen.connect(lambda action: (chosen.append(action), bar.offer(CLAIM, "claim")))
    bar.offer(CLAIM, "claim")
    bar.answers = chosen
    return bar


def test_a_double_click_on_pass_answers_one_question(bar):
    button = bar.buttons["pass"]
    _mouse(button, QEvent.Type.MouseButtonPress, Qt.MouseButton.LeftButton)
    _mouse(button, QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton)
    _mouse(button, QEvent.Type.MouseButtonDblClick, Qt.MouseButton.LeftButton)
    _mouse(button, QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton)
    assert bar.answers == [PASS]


def test_a_click_after_the_interval_answers_the_next_question(bar, qtbot):
    interval = QApplication.doubleClickInterval()
    QApplication.setDoubleClickInterval(150)
    try:
        bar.buttons["pass"].click()
        bar.buttons["pass"].click()  # the echo
        assert bar.answers == [PASS]
        qtbot.wait(200)
        bar.buttons["pass"].click()
        assert bar.answers == [PASS, PASS]
    finally:
        QApplication.setDoubleClickInterval(interval)


def test_keys_answer_every_question_at_once(bar):
    assert bar.pass_turn() and bar.pass_turn()
    bar.pick(1)
    assert bar.confirm()
    assert bar.answers == [PASS, PASS, PASS]


def test_a_double_click_on_undo_takes_back_one_decision(qtbot):
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.set_enabled(True, True)
    undone: list[bool] = []
    panel.undoRequested.connect(lambda: undone.append(True))
    button = panel.undo_button
    for kind, buttons in ((QEvent.Type.MouseButtonPress, Qt.MouseButton.LeftButton),
                          (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
                          (QEvent.Type.MouseButtonDblClick, Qt.MouseButton.LeftButton),
                          (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton)):
        _mouse(button, kind, buttons)
    assert len(undone) == 1
    qtbot.wait(QApplication.doubleClickInterval() + 20)
    button.click()
    assert len(undone) == 2
