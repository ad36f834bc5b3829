"""Odd clicks: a player who clicks, types and picks menu items at random.

Each step does one thing a restless player might do — click or double-click
anywhere in the window or in a dialog that is open, press a key the game
answers to, or choose a menu item (a new match, another language, the rule
hints, another speed or rule set, full screen) — at any moment, in the middle
of a deal, an animation or a seat's thinking.  pytest-qt fails the test on any
exception raised in a slot or an event handler.  After the storm the window
must still be in step with the engine: the hand shown is the seat's hand, the
round record replays to the same round, and a round can be played to its end.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QWidget

from dager_desktop.engine import Game
from dager_desktop.ui.table.hand_model import CardRole
from dager_desktop.ui.table.projection import HUMAN
from tests.ui.driver import HumanDriver

KEYS = (
    Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_1, Qt.Key.Key_2,
    Qt.Key.Key_3, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Delete,
)
#: Quit would end the session: it has tests of its own.
SKIPPED = {"quit_action"}


def _menu_actions(window) -> list[QAction]:
    """Every item a player can reach in the menu bar, submenus included."""
    skipped = {id(getattr(window.menus, name)) for name in SKIPPED}
    found, menus = [], [a.menu() for a in window.menuBar().actions()]
    while menus:
        for action in menus.pop().actions():
            if action.menu() is not None:
                menus.append(action.menu())
            elif action.text() and not action.isSeparator() and id(action) not in skipped:
                found.append(action)
    return found


def _target(window, rng: random.Random) -> QWidget:
    """Where a click lands: mostly a dialog in front of the window, else the window."""
    modal = QApplication.activeModalWidget()
    if modal is not None and modal.isVisible():
        return modal
    others = [w for w in QApplication.topLevelWidgets()
              if w is not window and w.isVisible() and isinstance(w, QDialog)]
    if others and rng.random() < 0.7:
        return rng.choice(others)  # the round's end, the 吃 chooser, Statistics, Replays ...
    return window


def _click_somewhere(window, rng: random.Random) -> None:
    top = _target(window, rng)
    point = QPoint(rng.randrange(max(1, top.width())), rng.randrange(max(1, top.height())))
    widget = top.childAt(point) or top
    local = widget.mapFrom(top, point) if widget is not top else point
    button = rng.choice((Qt.MouseButton.LeftButton,) * 4 + (Qt.MouseButton.RightButton,))
    if rng.random() < 0.3:
        QTest.mouseDClick(widget, button, Qt.KeyboardModifier.NoModifier, local)
    else:
        QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier, local)


def _press_a_key(window, rng: random.Random) -> None:
    target = QApplication.focusWidget() or _target(window, rng)
    QTest.keyClick(target, rng.choice(KEYS))


def _play_something(window, rng: random.Random) -> None:
    """A click where the game is: a response button, a card of the hand (legal or not),
    or a button of the dialog in front."""
    for dialog in (window.chi_dialog, window.round_dialog):
        if dialog is not None and dialog.isVisible():
            buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
            if buttons:
                QTest.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
                return
    buttons = window.table.centre.responses.enabled_buttons()
    if buttons and rng.random() < 0.6:
        QTest.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        return
    hand = window.table.hand
    model = hand.model()
    if model.rowCount():
        rect = hand.visualRect(model.index(rng.randrange(model.rowCount()), 0))
        point = rect.topLeft() + QPoint(8, 8)
        left, plain = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        QTest.mouseClick(hand.viewport(), left, plain, point)
        QTest.mouseDClick(hand.viewport(), left, plain, point)


def _choose_a_menu_item(window, rng: random.Random) -> None:
    action = rng.choice(_menu_actions(window))
    if action.isEnabled():
        action.trigger()


def _restless_player(window, qtbot, rng: random.Random, steps: int) -> int:
    """Do ``steps`` random things; returns how many moves the round records took."""
    moves = (_click_somewhere,) * 4 + (_play_something,) * 4 + (_press_a_key,) * 3 + (
        _choose_a_menu_item,)
    made = []
    window.flow.applied.connect(lambda: made.append(1))
    for _ in range(steps):
        rng.choice(moves)(window, rng)
        qtbot.wait(rng.choice((0, 0, 1, 5, 20)))
    return len(made)


def _in_step_with_the_engine(window) -> None:
    session = window.session
    game = session.game
    replayed = Game.from_record(game.to_record())
    assert replayed.to_record() == game.to_record()
    if window.flow.state_name == "human":
        model = window.models.hand
        shown = sorted(int(model.index(r, 0).data(CardRole)) for r in range(model.rowCount()))
        assert shown == sorted(int(c) for c in game.view(HUMAN).hand)


def _close_what_is_open(window) -> None:
    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible() and widget is not window.round_dialog:
            widget.close()


@pytest.mark.parametrize("seed", [3, 8])
def test_a_restless_player_breaks_nothing(make_window, qtbot, seed):
    window = make_window(seed=seed)
    window.new_match()
    made = _restless_player(window, qtbot, random.Random(seed), steps=250)
    assert made >= 5  # the storm really played: cards went out, claims were answered
    _close_what_is_open(window)
    window.session.set_speed("instant")
    qtbot.waitUntil(lambda: window.flow.state_name in ("human", "over"), timeout=10_000)
    _in_step_with_the_engine(window)
    # and the table still plays a round to its end
    driver = HumanDriver(window, rounds=1)
    if window.flow.state_name == "over":
        window.round_dialog.close() if window.round_dialog is not None else None
        window.next_round()
    else:
        driver._decision(True)
    qtbot.waitUntil(driver.done, timeout=20_000)
    _in_step_with_the_engine(window)
