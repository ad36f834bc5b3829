"""A computer player, or a review, that thinks in a helper process: the same choices and
values, never lost."""

from __future__ import annotations

import time

import pytest

from dager_desktop.ai import make_agent, remote
from dager_desktop.ai.remote import RemoteAgent, RemoteReviewer
from dager_desktop.ai.review import moments, reviewer, value_moment
from dager_desktop.ai.search_pool import SearchPool

from .helpers import random_states
from .review_helpers import finished_record, first_seat


@pytest.fixture
def fresh_pool(monkeypatch):
    """A helper of the tests' own, started and ready, ended afterwards."""
    pool = SearchPool(1)
    give_up = time.monotonic() + 30
    while not pool.ready():
        assert time.monotonic() < give_up, "the helper never became ready"
        time.sleep(0.05)
    monkeypatch.setattr(remote, "_pool", pool)
    yield pool
    pool.close()


def test_the_helper_chooses_as_the_same_agent_here_would(fresh_pool):
    # a fixed number of guesses: the choice depends on the seed and the view alone
    there = RemoteAgent("hard", 11, iterations=6)
    here = make_agent("hard", 11, iterations=6)
    asked = 0
    for game, decision in random_states("standard", 6, seed=4):
        view = game.view(decision.seat)
        assert there.choose(view, decision.options) == here.choose(view, decision.options)
        asked += 1
    assert asked == 6 and not fresh_pool.broken


def test_a_helper_that_cannot_answer_leaves_the_decision_to_this_process(fresh_pool):
    agent = RemoteAgent("normal", 3)
    fresh_pool.close()
    fresh_pool.broken = True  # as after a helper died
    game, decision = next(random_states("standard", 1, seed=9))
    view = game.view(decision.seat)
    assert agent.choose(view, decision.options) == agent.local.choose(view, decision.options)


def test_a_wrong_level_or_option_fails_at_once_as_make_agent_does(fresh_pool):
    with pytest.raises(ValueError):
        RemoteAgent("grandmaster", 1)
    with pytest.raises(ValueError):
        RemoteAgent("normal", 1, budget_ms=100)


def test_the_first_decision_waits_for_a_helper_still_starting(monkeypatch):
    # deciding here meanwhile would hold the interpreter's lock beside the window
    pool = SearchPool(1)
    monkeypatch.setattr(remote, "_pool", pool)
    try:
        agent = RemoteAgent("normal", 5)  # starts the helper, which takes a moment

        def not_here(*_args):
            raise AssertionError("decided in this process")

        monkeypatch.setattr(agent.local, "choose", not_here)
        game, decision = next(random_states("standard", 1, seed=2))
        assert agent.choose(game.view(decision.seat), decision.options) in decision.options
    finally:
        pool.close()


def test_a_review_valued_in_the_helper_is_the_review_made_here(fresh_pool):
    # the same seed and guesses, in the same order: the same values, marks and reasons
    record = finished_record("standard", 3)
    seat = first_seat(record)
    there = RemoteReviewer(reviewer(7, iterations=3), 7)
    here = reviewer(7, iterations=3)
    for moment in moments(record, seat)[:4]:
        assert there.value(moment) == value_moment(here, moment)
    assert not fresh_pool.broken


def test_a_review_whose_helper_cannot_answer_is_valued_here(fresh_pool, monkeypatch):
    record = finished_record("standard", 3)
    moment = moments(record, first_seat(record))[0]
    fresh_pool.close()
    fresh_pool.broken = True
    valued_here = []
    monkeypatch.setattr(remote, "value_moment",
                        lambda agent, m: valued_here.append(m) or value_moment(agent, m))
    there = RemoteReviewer(reviewer(7, iterations=2), 7)
    assert there.value(moment).step == moment.step
    assert valued_here == [moment]
