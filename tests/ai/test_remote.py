"""A computer player that thinks in a helper process: the same choices, never lost."""

from __future__ import annotations

import time

import pytest

from dager_desktop.ai import make_agent, remote
from dager_desktop.ai.remote import RemoteAgent
from dager_desktop.ai.search_pool import SearchPool

from .helpers import random_states


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
