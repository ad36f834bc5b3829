"""The questions the window asks before giving something up: New match while a match is
under way, and No as every question's default answer."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.ui.helpers import HumanDriver


def test_new_match_asks_first_once_the_match_is_under_way(make_window, qtbot):
    # Before, a stray Ctrl+N reset every score at once.
    window = make_window(seed=3)
    asked = []
    window.confirm = lambda question: asked.append(question) or False  # "No"
    window.menus.newMatch.emit()  # no match yet: nothing to give up
    assert asked == [] and window.session.match is not None
    driver = HumanDriver(window, rounds=1)
    qtbot.waitUntil(driver.done, timeout=30000)
    match = window.session.match
    assert match.results
    window.menus.newMatch.emit()
    assert len(asked) == 1 and "start again from zero" in asked[0]
    assert window.session.match is match  # "No": the match goes on
    window.confirm = lambda question: asked.append(question) or True
    window.menus.newMatch.emit()
    assert window.session.match is not match and not window.session.match.results


def _press_enter_soon(seen: list[bool]) -> None:
    """Answer the question box about to open as Enter would: with its default button.
    ``seen`` hears whether that default was No (answered first, checked after: a
    failed check in the timer would leave the box open)."""

    def press_enter() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            default = box.defaultButton()
            seen.append(default is box.button(QMessageBox.StandardButton.No))
            (default or box.buttons()[0]).click()

    QTimer.singleShot(100, press_enter)


def test_a_question_answers_no_to_enter(make_window, qtbot):
    # Enter by habit must not give the match up.
    window = make_window(seed=3)
    seen: list[bool] = []
    _press_enter_soon(seen)
    assert window._ask_confirmation("Give it all up?") is False
    assert seen == [True]


def test_deleting_a_replay_answers_no_to_enter(qtbot, dialog):
    # It defaulted to Yes: Enter by habit deleted the round.
    seen: list[bool] = []
    _press_enter_soon(seen)
    assert dialog.ask_delete(dialog.selected()) is False
    assert seen == [True]
