"""Let the hard player sit in my seat: the same deal, hard in the seat, in the background."""

from __future__ import annotations

import pytest

from dager_desktop.ai.remote import RemoteAgent
from dager_desktop.engine import Game
from dager_desktop.ui.review import stand_in as stand_in_module
from dager_desktop.ui.review.stand_in import StandIn
from dager_desktop.ui.review.window import ReviewWindow
from tests.ai.review_helpers import finished_record, first_seat


@pytest.fixture(autouse=True)
def quick_stand_in(monkeypatch):
    """A few guesses a decision: the suite is not here to measure the hard player."""
    monkeypatch.setattr(stand_in_module, "STAND_IN_ITERATIONS", 2)


def _played(qtbot, host, record, helper=False):
    stand_in = StandIn(record, first_seat(record), host.tasks, parent=host, helper=helper)
    stand_in.start()
    assert stand_in.running() and stand_in.result is None  # the GUI thread did not wait
    qtbot.waitUntil(lambda: stand_in.result is not None, timeout=60_000)
    return stand_in


def test_the_stand_in_plays_the_same_deal_to_its_end_the_same_way(qtbot, host):
    record = finished_record()
    one, two = _played(qtbot, host, record), _played(qtbot, host, record)
    assert one.result.over and one.result.to_record() == two.result.to_record()
    deal = Game.from_record(record).to_record()
    assert one.result.to_record()["deal"] == deal["deal"]
    assert one.result.dealer == deal["dealer"]
    assert one.own_points == Game.from_record(record).result.payments[first_seat(record)]


def test_the_stand_in_plays_as_well_in_the_helper_process(qtbot, host):
    # a fixed number of guesses: the same choices there as here
    record = finished_record()
    here, there = _played(qtbot, host, record), _played(qtbot, host, record, helper=True)
    assert isinstance(there.agents[first_seat(record)], RemoteAgent)
    assert there.result.to_record() == here.result.to_record()


def test_the_review_window_shows_both_results_and_opens_the_stand_ins_round(qtbot, host):
    record = finished_record()
    window = ReviewWindow(record, first_seat(record), tasks=host.tasks, parent=host,
                          iterations=1)
    qtbot.addWidget(window)
    window.start()
    window.let_hard_sit_in()
    assert not window.stand_in_button.isEnabled()
    qtbot.waitUntil(lambda: window.stand_in.result is not None, timeout=60_000)
    assert "Hard player" in window.stand_in_text.text()
    assert window.stand_in_round.isVisibleTo(window)
    window.open_stand_in_round()
    viewer = window.stand_in_viewer
    assert viewer is not None and viewer.step == viewer.steps.count
    window.close()


def test_nothing_of_the_stand_in_is_booked_in_the_match(qtbot, make_window):
    table = make_window()
    match = table.session.match
    booked = (list(match.results), dict(match.totals)) if match else None
    table.open_review(finished_record())
    review = table.findChild(ReviewWindow)
    review.let_hard_sit_in()
    qtbot.waitUntil(lambda: review.stand_in.result is not None, timeout=60_000)
    match = table.session.match
    assert ((list(match.results), dict(match.totals)) if match else None) == booked
    review.close()
