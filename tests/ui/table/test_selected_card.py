"""The selected card of the hand is unmistakable: raised off its place, in a broad
orange frame — not one more thin outline among practice mode's green ones."""

from __future__ import annotations

from PySide6.QtGui import QColor

from dager_desktop.ui.table.delegates import LIFT, SELECTED_FRAME, frame_width
from tests.ui.helpers import practice_window, until_my_discard


def _near(colour: QColor, wanted: QColor, slack: int = 40) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour.getRgb()[:3], wanted.getRgb()[:3],
                                                     strict=True))


def test_the_selected_card_stands_raised_in_its_own_frame(make_window, qtbot):
    window = practice_window(make_window, seed=3)
    window.new_match()
    until_my_discard(window, qtbot, min_actions=1)
    hand = window.table.hand
    model = hand.hand_model()
    legal = [r for r in range(model.rowCount())
             if model.card_at(r) in window.practice.marks.legal]
    assert len(legal) >= 2
    chosen, other = legal[-1], legal[0]
    hand.setCurrentIndex(model.index(chosen, 0))
    qtbot.wait(20)
    picture = hand.viewport().grab().toImage()
    ratio = picture.width() / hand.viewport().width()

    def pixel(x: int, y: int) -> QColor:
        return picture.pixelColor(round(x * ratio), round(y * ratio))

    place = hand.visualRect(model.index(chosen, 0))
    middle = place.top() + min(place.height(), hand.step()) // 2
    inside = round(frame_width(place.width()) / 2)
    # its left edge, half way down its visible part, is the orange frame ...
    assert _near(pixel(place.left() + inside, middle), SELECTED_FRAME)
    # ... and it stands higher than its place: the frame runs above the place's top
    assert _near(pixel(place.center().x(), place.top() - LIFT + inside), SELECTED_FRAME)
    # a card that may be played but is not selected has no such frame
    rest = hand.visualRect(model.index(other, 0))
    assert not _near(pixel(rest.left() + inside, rest.top() + hand.step() // 2),
                     SELECTED_FRAME)
