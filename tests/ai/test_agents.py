"""Every level answers every legal state with one of the offered options."""

from __future__ import annotations

import copy

import pytest

from dager_desktop.ai import LEVELS, make_agent
from dager_desktop.ai.playout import play_round
from dager_desktop.engine import PRESETS, Game

from .helpers import random_states


def _agent(level: str, seed: int = 0):
    return make_agent(level, seed, iterations=2) if level == "hard" else make_agent(level, seed)


def test_make_agent_levels():
    for level in LEVELS:
        agent = make_agent(level, 3)
        assert agent.level == level
        assert callable(agent.choose)


def test_make_agent_refuses_unknown_level_and_options():
    with pytest.raises(ValueError, match="unknown AI level"):
        make_agent("grandmaster")
    with pytest.raises(ValueError):
        make_agent("easy", 0, budget_ms=10)
    with pytest.raises(ValueError):
        make_agent("hard", 0, budget_ms=-1)
    with pytest.raises(ValueError):
        make_agent("hard", 0, colour="red")


def test_hard_defaults_to_a_300_ms_budget():
    agent = make_agent("hard")
    assert agent.budget_ms == 300.0
    assert agent.iterations is None


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("level", LEVELS)
def test_agents_choose_an_offered_option(preset, level):
    count = 12 if level == "hard" else 40
    for game, decision in random_states(preset, count, seed=len(level)):
        view = game.view(decision.seat)
        before = copy.deepcopy((view, decision.options))
        action = _agent(level).choose(view, decision.options)
        assert action in decision.options
        assert (view, decision.options) == before  # nothing given is changed
        game.apply(decision.seat, action)  # and the engine accepts it


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_whole_rounds_by_one_level(level, preset):
    rules = PRESETS[preset]
    for seed in range(3):
        game = Game.new(rules, seed, seed % rules.seats)
        agents = {seat: make_agent(level, seat) for seat in game.order}
        result = play_round(game, agents)
        assert sum(result.payments.values()) == 0


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choices(level):
    states = list(random_states("standard", 15, seed=7))
    first = [_agent(level, 5).choose(g.view(d.seat), d.options) for g, d in states]
    again = [_agent(level, 5).choose(g.view(d.seat), d.options) for g, d in states]
    assert first == again


def test_a_single_option_is_returned_at_once():
    for game, decision in random_states("standard", 60, seed=3):
        if len(decision.options) == 1:
            agent = make_agent("hard", 0, budget_ms=10_000)
            assert agent.choose(game.view(decision.seat), decision.options) is decision.options[0]
            assert agent.last_iterations == 0
            return
    pytest.skip("no single-option decision among the states")


def test_hard_restores_the_cycle_collector_after_deciding():
    import gc

    game, decision = next(random_states("standard", 1, seed=3))
    agent = make_agent("hard", 0, iterations=2)
    assert gc.isenabled()
    agent.choose(game.view(decision.seat), decision.options)
    assert gc.isenabled()
    gc.disable()
    try:
        agent.choose(game.view(decision.seat), decision.options)
        assert not gc.isenabled()  # left as the caller had it
    finally:
        gc.enable()


def _claim_calls(rounds: int):
    """Claim decisions of normal self-play, none offering 胡: (view, options, hard's
    ranking of them)."""
    from dager_desktop.ai.hard import HardAgent
    from dager_desktop.engine import ActionKind, Phase

    hard = HardAgent(1, iterations=1)
    for seed in range(rounds):
        game = Game.new(PRESETS["standard"], seed=seed, dealer=seed % 3)
        while not game.over:
            decision = game.decisions()[0]
            view, options = game.view(decision.seat), decision.options
            wins = any(o.kind is ActionKind.HU for o in options)
            if view.phase is Phase.CLAIM and len(options) > 1 and not wins:
                yield view, options, hard.policy.ranked(view, options)
            game.apply(decision.seat, hard.model.choose(view, options))


def test_hard_searches_whether_to_claim_not_which_way():
    from dager_desktop.ai.hard import HardAgent
    from dager_desktop.engine import ActionKind

    hard = HardAgent(1, iterations=1)
    met = set()
    for view, options, ranked in _claim_calls(12):
        (best_value, best), (second_value, second) = ranked[0], ranked[1]
        passing = best.kind is ActionKind.PASS
        other_value, other = next((v, a) for v, a in ranked
                                  if (a.kind is ActionKind.PASS) != passing)
        close = other_value >= best_value - hard.claim_window
        assert hard._candidates_for(view, options) == ([best, other] if close else [best])
        if second_value >= best_value - hard.claim_window:  # the two best are close
            met.add((second is other, close))
    # met: two close answers of each sort; two close ways to claim, with 过
    # close behind them and far behind them
    assert met == {(True, True), (False, True), (False, False)}


def test_the_search_begins_no_guess_its_average_playouts_would_take_past_the_deadline():
    from dager_desktop.ai.search_rules import Clock

    clock = Clock(deadline=1.0)
    assert clock.room_for(2, 0.9)  # no playout yet: nothing to go by
    clock.played(0.1)
    clock.played(0.2)
    assert clock.room_for(2, 0.7) and not clock.out  # 0.7 + 2 × 0.15 reaches the deadline
    assert not clock.room_for(2, 0.71) and clock.out
    untimed = Clock(deadline=None)  # a budget in guesses: always room
    untimed.played(5.0)
    assert untimed.room_for(3, 1e9) and not untimed.spent()


def test_a_stopped_search_begins_no_more_guesses():
    """A helper's search ends once the deciding side has finished."""
    from dager_desktop.ai.search_rules import Clock

    stopped = False
    clock = Clock(deadline=None, stop=lambda: stopped)
    assert clock.room_for(2, 0.0) and not clock.spent()
    stopped = True
    assert clock.stopped() and not clock.room_for(2, 0.0) and clock.out and clock.spent()
