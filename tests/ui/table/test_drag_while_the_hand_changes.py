"""A card held by the mouse while the hand changes under it (a key, a menu, a card
landing) stays the card the player picked up, or is dropped as nothing."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dager_desktop.engine import ActionKind
from dager_desktop.ui.table.hand_model import LockedRole
from tests.ui.helpers import play_until

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def _move_held(widget, point: QPoint) -> None:
    """A mouse move with the left button held down."""
    QApplication.sendEvent(widget, QMouseEvent(
        QEvent.Type.MouseMove, QPointF(point), QPointF(widget.mapToGlobal(point)),
        Qt.MouseButton.NoButton, LEFT, NONE))


def _pick_up(window, row: int) -> QPoint:
    """Press on the hand's card at ``row`` and drag it a little; returns where the
    centre of the table is, in the hand's coordinates."""
    hand = window.table.hand
    viewport = hand.viewport()
    start = hand.visualRect(hand.model().index(row, 0)).topLeft() + QPoint(8, 8)
    QTest.mousePress(viewport, LEFT, NONE, start)
    _move_held(viewport, start + QPoint(30, -40))
    assert hand._drag is not None
    table, centre = window.table, window.table.centre
    return viewport.mapFrom(table, centre.mapTo(table, centre.rect().center()))


def _drop(window, point: QPoint) -> None:
    viewport = window.table.hand.viewport()
    _move_held(viewport, point)
    QTest.mouseRelease(viewport, LEFT, NONE, point)


def test_a_card_played_while_held_is_dropped_as_nothing(make_window, qtbot):
    # The held card was played with Enter; its row was gone when the mouse let go
    # (IndexError in the hand model).
    window = make_window(seed=3)
    window.new_match()
    play_until(window, qtbot, lambda options: window.table.centre.responses.mode == "discard")
    hand = window.table.hand
    row = hand.model().rowCount() - 1
    hand.setCurrentIndex(hand.model().index(row, 0))
    centre = _pick_up(window, row)
    game = window.session.game
    QTest.keyClick(hand, Qt.Key.Key_Return)  # plays the card that is held
    after_enter = len(game.actions)
    assert game.actions[-1][0] == 0
    _drop(window, centre)
    qtbot.wait(20)
    assert [seat for seat, _ in game.actions[after_enter:]].count(0) == 0  # (others play on)
    assert hand._drag is None


def test_the_card_held_is_the_card_played_after_the_hand_changed(make_window, qtbot):
    # A 碰 made while a card was held took two cards out of the hand before it, and
    # the drop played the card that had moved into its row.
    window = make_window(seed=3)
    window.new_match()
    play_until(window, qtbot, lambda options: any(a.kind is ActionKind.PENG for a in options))
    model = window.table.hand.model()
    peng = next(a for a in window.flow.human_options() if a.kind is ActionKind.PENG)
    row = max(r for r in range(model.rowCount()) if model.card_at(r) != peng.card
              and not model.index(r, 0).data(LockedRole))
    held = model.card_at(row)
    assert any(model.card_at(r) == peng.card for r in range(row))  # rows shift under it
    centre = _pick_up(window, row)
    window.flow.human_chose(peng)
    qtbot.waitUntil(lambda: window.table.centre.responses.mode == "discard", timeout=5000)
    game = window.session.game
    before = len(game.actions)
    _drop(window, centre)
    qtbot.waitUntil(lambda: len(game.actions) > before, timeout=5000)
    seat, action = game.actions[before]
    assert (seat, action.kind, action.card) == (0, ActionKind.DISCARD, held)


def test_playing_the_other_copy_of_the_face_held_ends_the_drag(make_window, qtbot):
    # Enter plays the held card's face, but the hand gives up the lowest copy: with
    # one of a pair held, the held card stayed, and its drop was refused out loud.
    window = make_window(seed=3)
    window.new_match()
    play_until(window, qtbot, lambda options: window.table.centre.responses.mode == "discard"
           and _pair_rows(window) is not None)
    hand = window.table.hand
    upper, _lower = _pair_rows(window)
    hand.setCurrentIndex(hand.model().index(upper, 0))
    centre = _pick_up(window, upper)
    game = window.session.game
    QTest.keyClick(hand, Qt.Key.Key_Return)
    after_enter = len(game.actions)
    assert game.actions[-1][0] == 0
    assert hand._drag is None
    _drop(window, centre)
    qtbot.wait(20)
    assert [seat for seat, _ in game.actions[after_enter:]].count(0) == 0
    assert not window.statusBar().currentMessage()


def _pair_rows(window) -> tuple[int, int] | None:
    """The rows of two loose copies of one legal face in the hand, upper first."""
    model = window.table.hand.model()
    legal = {a.card for a in window.flow.human_options() if a.kind is ActionKind.DISCARD}
    rows: dict[object, list[int]] = {}
    for row in range(model.rowCount()):
        card = model.card_at(row)
        if card in legal and not model.index(row, 0).data(LockedRole):
            rows.setdefault(card, []).append(row)
    pairs = [found for found in rows.values() if len(found) == 2]
    return (pairs[0][0], pairs[0][1]) if pairs else None
