"""The reviewer (复盘): values from the seat's view, marks, summary, determinism."""

from __future__ import annotations

import math
import random

import pytest

from dager_desktop.ai.hard import HardAgent
from dager_desktop.ai.review import (
    BLUNDER,
    INACCURACY,
    MARKS,
    MISTAKE,
    Moment,
    ReviewError,
    mark_of,
    moments,
    notation,
    review,
    value_moment,
)
from dager_desktop.ai.sampler import sample
from dager_desktop.engine import PRESETS, Game

from .review_helpers import finished_record, first_seat


def test_every_decision_of_the_seat_with_a_choice_is_reviewed() -> None:
    record = finished_record()
    seat = first_seat(record)
    done = review(record, seat, iterations=3, seed=1)
    steps = [m.step for m in moments(record, seat)]
    assert [d.step for d in done.decisions] == steps
    assert steps and all(record["actions"][s]["seat"] == seat for s in steps)
    for d in done.decisions:
        offered = moments(record, seat)[steps.index(d.step)].options
        assert len(d.options) >= min(3, len(offered))
        assert d.chosen in [o.action for o in d.options]
        assert d.best in [o.action for o in d.options]
        assert d.options[0].action == d.best
        assert d.loss >= 0 and d.mark in MARKS
        assert (d.reason is None) == (d.mark == "agrees")
        for o in d.options:
            lo, hi = o.ci95
            assert lo <= o.points <= hi


def test_the_same_seed_and_iterations_give_the_same_review() -> None:
    record = finished_record("standard", 7)
    seat = first_seat(record)
    one = review(record, seat, iterations=3, seed=4).to_json()
    assert one == review(record, seat, iterations=3, seed=4).to_json()


def test_the_review_never_reads_the_hidden_cards() -> None:
    """Two rounds alike in everything the seat saw get the same values at its first
    decision, however the other hands were dealt."""
    record = finished_record()
    seat = first_seat(record)
    first = moments(record, seat)[0]
    game = Game.from_record(dict(record, actions=record["actions"][: first.step]))
    view = game.view(seat)
    guess = sample(view, random.Random(5))  # the other hands, dealt otherwise
    twin = Game.from_view(view, guess.hands, guess.stock)
    assert twin.view(seat) == view
    agent = HardAgent(0, iterations=3, workers=0)
    a = value_moment(agent, Moment(first.step, game, seat, first.options, first.chosen))
    b = value_moment(agent, Moment(first.step, twin, seat, first.options, first.chosen))
    assert a.options == b.options


def test_marks_follow_the_thresholds_and_the_uncertainty() -> None:
    assert mark_of(0.0, math.inf) == "agrees"
    assert mark_of(BLUNDER + 1, math.inf) == "agrees"  # not beyond its uncertainty
    assert mark_of(INACCURACY / 2, 0.0) == "agrees"
    assert mark_of(INACCURACY, 0.1) == "inaccuracy"
    assert mark_of(MISTAKE, 0.1) == "mistake"
    assert mark_of(BLUNDER, 0.1) == "blunder"


def test_the_summary_counts_marks_and_losses() -> None:
    record = finished_record("standard", 11)
    done = review(record, first_seat(record), iterations=3)
    n = len(done.decisions)
    assert done.agreement == pytest.approx(sum(not d.differs for d in done.decisions) / n)
    assert done.expected_loss == pytest.approx(
        sum(d.loss for d in done.decisions if d.loss > d.margin) / n)
    costly = done.costliest()
    assert len(costly) <= 3 and all(d.differs for d in costly)
    assert [d.loss for d in costly] == sorted((d.loss for d in costly), reverse=True)


def test_progress_is_told_of_each_decision_as_it_is_valued() -> None:
    record = finished_record()
    told: list[tuple[int, int]] = []
    done = review(record, first_seat(record), iterations=2,
                  progress=lambda i, n, d: told.append((i, n)))
    n = len(done.decisions)
    assert told == [(i, n) for i in range(1, n + 1)]


def test_a_budget_in_time_reviews_too() -> None:
    record = finished_record()
    done = review(record, first_seat(record), budget_ms=20)
    assert all(d.guesses >= 0 for d in done.decisions)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_rounds_of_every_preset_are_reviewed(preset: str) -> None:
    record = finished_record(preset, 2)
    done = review(record, first_seat(record), iterations=2)
    for d in done.decisions:
        assert notation(d.chosen) in {notation(o.action) for o in d.options}


def test_an_unfinished_round_is_refused() -> None:
    record = finished_record()
    with pytest.raises(ReviewError, match="not finished"):
        review(dict(record, actions=record["actions"][:5]), 0, iterations=1)


def test_a_round_with_a_wrong_move_is_refused() -> None:
    record = finished_record()
    actions = [dict(a) for a in record["actions"]]
    actions[1] = dict(actions[0])  # the same seat twice in a row
    with pytest.raises(ReviewError, match="step 2"):
        review(dict(record, actions=actions), 0, iterations=1)


def test_a_seat_without_cards_is_refused() -> None:
    record = finished_record()
    game = Game.from_record(record)
    empty = next(s for s in range(4) if s not in game.order)
    with pytest.raises(ReviewError, match="holds no cards"):
        review(record, empty, iterations=1)


def test_iterations_and_a_budget_together_are_refused() -> None:
    with pytest.raises(ValueError):
        review(finished_record(), 0, iterations=2, budget_ms=10)
