"""``advise``: the hint of practice mode — the normal or hard player's move and why."""

from __future__ import annotations

import pytest

from dager_desktop.ai import make_agent
from dager_desktop.ai.advice import advise, reason_for
from dager_desktop.engine import Action, ActionKind, Game
from tests.engine.deals import c, deal, pass_opening
from tests.engine.vectors import v35_game

V40_DEALER = "一二三壹贰叁二七十五六七八九十捌玖拾肆伍四"  # ready after playing 四


def options(game: Game, seat: int) -> tuple[Action, ...]:
    return {d.seat: d.options for d in game.decisions()}[seat]


def test_a_mandatory_peng_is_advised_as_forced() -> None:
    game = v35_game()
    advice = advise(game.view(3), options(game, 3))
    assert advice.action == Action(ActionKind.PENG, c("七"))
    assert advice.reason == "forced" and advice.params["claim"] == "peng"


def test_a_discard_that_keeps_the_hand_ready_says_on_how_many_faces() -> None:
    game = deal({1: V40_DEALER}, dealer=1)
    pass_opening(game)
    advice = advise(game.view(1), options(game, 1))
    assert advice.action.kind is ActionKind.DISCARD
    assert advice.reason == "keeps_ready" and advice.params["faces"] >= 2


def test_a_win_is_advised_as_a_win() -> None:
    game = v35_game("五六一二三壹贰叁八九十捌玖拾肆伍陆贰柒拾")  # V36: seat 1 may 胡 七
    assert Action(ActionKind.HU) in options(game, 1)
    assert advise(game.view(1), options(game, 1)).reason == "win"


def test_the_advice_is_the_agents_choice() -> None:
    game = v35_game()
    view, opts = game.view(1), options(game, 1)
    assert advise(view, opts, "normal", 5).action == make_agent("normal", 5).choose(view, opts)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_hints_are_deterministic_for_a_seed(level: str) -> None:
    game = Game.new(seed=8)
    agents = {s: make_agent("normal", s) for s in game.order}
    asked = 0
    while not game.over and asked < 6:
        decision = game.decisions()[0]
        view = game.view(decision.seat)
        if len(decision.options) > 1:
            first = advise(view, decision.options, level, seed=42, iterations=3)
            again = advise(view, decision.options, level, seed=42, iterations=3)
            assert first == again and first.params == again.params
            assert first.action in decision.options
            asked += 1
        game.apply(decision.seat, agents[decision.seat].choose(view, decision.options))
    assert asked == 6


def test_advice_never_plays() -> None:
    game = v35_game()
    before = game.to_record()
    advise(game.view(1), options(game, 1), "hard", seed=1, iterations=2)
    assert game.to_record() == before


def test_every_reason_names_a_known_code() -> None:
    known = {"win", "forced", "keeps_ready", "claim_ready", "claim_closer", "claim_no_gain",
             "safe_lower_guo", "safe_dead", "isolated", "best_shape", "bao_doubles",
             "bao_locks"}
    game = Game.new(seed=3)
    while not game.over:
        decision = game.decisions()[0]
        view = game.view(decision.seat)
        for option in decision.options:
            assert reason_for(view, decision.options, option)[0] in known
        game.apply(decision.seat, make_agent("normal", 0).choose(view, decision.options))


def test_only_the_normal_and_hard_players_give_hints() -> None:
    game = v35_game()
    with pytest.raises(ValueError, match="normal or hard"):
        advise(game.view(1), options(game, 1), "easy")
