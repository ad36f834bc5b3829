"""The side seats: every played-out card in sight, a header that fits, no stale "thinking".

The review found the left and right panels giving the played-out cards one row
(the second was cut in half behind a tiny scroll bar at 1024x640 and 1280x720)
and an English header line, "Score -120 · 20 cards · thinking...", wider than a
180-px panel.
"""

from __future__ import annotations

import pytest

from dager_desktop.engine import Card, Meld, MeldKind
from tests.ui.helpers import HumanDriver

SIDES = ("left", "right")
#: a seat with a 垅 (the tallest 列), a 碰 and a run exposed
MELDS = [
    Meld(MeldKind.LONG, (Card.D5,) * 4),
    Meld(MeldKind.PENG, (Card.X2,) * 3),
    Meld(MeldKind.SHUN, (Card.X1, Card.X2, Card.X3)),
]
#: about as many cards as a seat plays out in a round
PLAYED = [Card(i % 20) for i in range(12)]


def _waiting_for_the_human(window) -> bool:
    """The table stands still: only the human has a decision, no computer is asked."""
    game = window.session.game
    return (window.flow.state_name == "human" and not window.scheduler.busy()
            and all(d.seat == 0 for d in game.decisions()))


def _a_table_mid_round(make_window, qtbot, size):
    # (seed 6: the first round's 底家 sits across, both side seats play)
    window = make_window(seed=6, size=size)
    window.session.set_hints(True)  # the narrowest side panels
    window.new_match()
    qtbot.waitUntil(lambda: _waiting_for_the_human(window), timeout=10000)
    return window


def _side_seats(window) -> list[int]:
    seats = [window.table.places[place] for place in SIDES]
    assert all(seat is not None and window.models.seats.info(seat).playing for seat in seats)
    return seats


def _cards_cut_or_scrolled(view) -> list[int]:
    """Rows of ``view`` not wholly in sight (a scroll bar counts as out of sight)."""
    model, shown = view.model(), view.viewport().rect()
    if view.verticalScrollBar().maximum() > 0:
        return list(range(model.rowCount()))
    return [r for r in range(model.rowCount())
            if not shown.contains(view.visualRect(model.index(r, 0)))]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_every_played_card_of_a_side_seat_is_in_sight(make_window, qtbot, size):
    window = _a_table_mid_round(make_window, qtbot, size)
    qtbot.wait(300)  # the claim buttons and the hint panel settle
    least = window.table.minimumSizeHint()
    for seat in _side_seats(window):
        window.models.melds[seat].sync(MELDS)
        window.models.discards[seat].sync(PLAYED)
    window.resize(*size)
    panels = [window.table.panels[place] for place in SIDES]

    def all_in_sight() -> bool:  # the views lay their items out a moment later
        return all(not _cards_cut_or_scrolled(p.discards) and not _cards_cut_or_scrolled(p.melds)
                   for p in panels)

    qtbot.waitUntil(all_in_sight, timeout=3000)
    for place, panel in zip(SIDES, panels, strict=True):
        assert panel.discards.model().rowCount() == len(PLAYED)
        assert _cards_cut_or_scrolled(panel.discards) == [], (place, size)
        assert panel.discards.geometry().top() >= panel.melds.geometry().bottom()
    # The room comes from the 列's spare height: the table may still shrink as far.
    assert window.table.minimumSizeHint() == least


def _header_widgets(panel):
    return [w for w in (panel.name, panel.role, panel.score, panel.count, panel.thinking)
            if w.isVisible()]


def _clipped(panel) -> list[str]:
    """Header widgets narrower than they ask for or reaching past the panel's margin."""
    right = panel.width() - panel.layout().contentsMargins().right()
    return [w.objectName() for w in _header_widgets(panel)
            if w.width() < w.sizeHint().width() or w.geometry().right() >= right]


@pytest.mark.parametrize("least", [False, True])
@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_side_headers_fit_a_1024_pixel_window(make_window, qtbot, language, least):
    window = _a_table_mid_round(make_window, qtbot, (1024, 640))
    window.set_language(language)
    extra = {}
    if least:  # and the narrowest the window goes, where a non-dealer's 报 badge was cut
        window.session.set_hints(True)
        window.resize(400, 300)
        extra = {"role": "player"}
    for seat, score in zip(_side_seats(window), (115, -120), strict=True):
        window.models.seats.update(seat, score=score, concealed=20, bao=True, thinking=True,
                                   **extra)
    qtbot.wait(50)
    for place in SIDES:
        panel = window.table.panels[place]
        assert panel.thinking.isVisible()
        geometry = [w.geometry() for w in _header_widgets(panel)]
        assert _clipped(panel) == [], (place, language, [w.objectName() for w in
                                                          _header_widgets(panel)])
        for _ in range(3):  # the dots turn without moving or widening anything
            panel._tick()
            qtbot.wait(10)
            assert [w.geometry() for w in _header_widgets(panel)] == geometry


class _LeavesTheResultOpen(HumanDriver):
    def _round_over(self, game) -> None:
        self.rounds_seen += 1


def test_no_seat_is_thinking_once_the_round_is_over(make_window, qtbot):
    # The review's picture of a 黄牌 with 思考中 at every seat was its own doing (its
    # script turned every mark on); the flow clears them when the round ends.
    window = make_window(seed=7)
    driver = _LeavesTheResultOpen(window, rounds=1)
    window.new_match()
    qtbot.waitUntil(lambda: driver.rounds_seen == 1, timeout=30000)
    qtbot.wait(50)
    seats = window.models.seats
    assert not any(seats.info(s).thinking for s in range(seats.rowCount()))
    for panel in window.table.panels.values():
        assert not panel._dot_timer.isActive() and not panel.thinking.isVisible()
