"""The arena-only levels: ``oracle`` sees the true hands, ``hard0`` stays frozen."""

from __future__ import annotations

import json
import random
import zlib

import pytest

from dager_desktop.ai import LEVELS, make_agent
from dager_desktop.ai.advice import LEVELS as HINT_LEVELS
from dager_desktop.ai.arena import main
from dager_desktop.ai.bench_levels import (
    ARENA_LEVELS,
    HARD0_WEIGHTS,
    Hard0Agent,
    OracleAgent,
    arena_agent,
)
from dager_desktop.ai.hard import HardAgent
from dager_desktop.ai.sampler import Truth
from dager_desktop.engine import Game
from dager_desktop.store import AI_LEVELS

from .helpers import random_states


def test_benchmark_levels_are_offered_to_no_player():
    for level in ("oracle", "hard0"):
        assert level in ARENA_LEVELS
        assert level not in LEVELS and level not in AI_LEVELS and level not in HINT_LEVELS
        with pytest.raises(ValueError):
            make_agent(level, 1)


def test_the_oracle_guesses_the_true_hands_and_reshuffles_only_the_unknown_stock():
    for n, (game, decision) in enumerate(random_states("standard", 6, seed=4)):
        seat = decision.seat
        view = game.view(seat)
        truth = Truth.of(game, seat)
        guess = truth.guess(view, random.Random(n))
        for other, hand in guess.hands.items():
            assert sorted(hand) == sorted(game.view(other).hand)
        assert sorted(guess.stock) == sorted(game.stock)
        rebuilt = Game.from_view(view, guess.hands, guess.stock)
        assert rebuilt.view(seat) == view


def test_the_oracle_decides_only_in_a_round_it_is_shown():
    game, decision = next(s for s in random_states("standard", 20, seed=2)
                          if len(s[1].options) > 1)
    oracle = OracleAgent(3, iterations=2)
    view = game.view(decision.seat)
    with pytest.raises(RuntimeError):
        oracle.decide(view, decision.options)
    oracle.watch(game)
    assert oracle.decide(view, decision.options) in decision.options


def test_the_oracle_tells_its_helpers_the_truth():
    class Pool:
        def share(self, task, *args):
            shared.append(args)

    shared: list[tuple] = []
    game, decision = next(s for s in random_states("standard", 20, seed=2)
                          if len(s[1].options) > 1)
    oracle = OracleAgent(3, workers=0)
    oracle.pool = Pool()  # type: ignore[assignment]
    oracle.watch(game)
    oracle.truth = Truth.of(game, decision.seat)
    oracle._share(game.view(decision.seat), list(decision.options[:2]), 1e9)
    assert shared and shared[0][-1] is oracle.truth


def test_searching_levels_take_the_arenas_budget():
    for level in ("hard", "hard0", "oracle"):
        agent = arena_agent(level, 1, budget_ms=50.0)
        assert isinstance(agent, HardAgent) and agent.budget_ms == 50.0
        fixed = arena_agent(level, 1, iterations=7)
        assert isinstance(fixed, HardAgent) and fixed.iterations == 7 and fixed.pool is None
    assert arena_agent("normal", 1, iterations=7).level == "normal"


def test_hard0_keeps_the_parameters_it_was_frozen_with():
    agent = Hard0Agent(0, iterations=1)
    assert (agent.max_candidates, agent.value_window, agent.horizon) == (2, 0.6, 5)
    assert (agent.claim_window, agent.switch_z, agent.sampler) == (0.5, 0.0, "shaped")
    assert agent.policy.weights == HARD0_WEIGHTS
    assert agent.model.weights == make_agent("normal").weights  # type: ignore[attr-defined]


#: The choices hard0 made on these states when it was frozen.  A change of this
#: digest means hard0 no longer plays as it did: fine only if the normal level or
#: the engine changed a decision on purpose (then record the new digest).
HARD0_DIGEST = 928472930


def test_hard0_plays_as_it_did_when_frozen():
    choices = []
    for game, decision in random_states("standard", 14, seed=3):
        if len(decision.options) > 1:
            agent = Hard0Agent(5, iterations=3)
            choices.append(repr(agent.choose(game.view(decision.seat), decision.options)))
    assert len(choices) >= 8
    assert zlib.crc32("|".join(choices).encode()) == HARD0_DIGEST


def test_arena_iterations_repeat_exactly(capsys):
    argv = ["--games", "1", "--seed", "5", "--seats", "oracle,hard0,hard",
            "--iterations", "2", "--json"]
    reports = []
    for _ in range(2):
        assert main(argv) == 0
        reports.append(json.loads(capsys.readouterr().out))
    one, two = reports
    assert one["iterations"] == 2 and one["budget_ms"] is None
    assert [s["mean_points"] for s in one["seats"]] == [s["mean_points"] for s in two["seats"]]
    assert [s["level"] for s in one["seats"]] == ["oracle", "hard0", "hard"]


def test_arena_refuses_a_bad_budget():
    for argv in (["--iterations", "0"], ["--iterations", "3", "--budget-ms", "50"]):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 2
