"""The heuristic's weights: the normal level keeps its own, the hard player ranks with SHARP."""

from __future__ import annotations

import dataclasses

import pytest

from dager_desktop.ai import make_agent
from dager_desktop.ai.context import Context
from dager_desktop.ai.evaluate import fan_of, hand_value, reading
from dager_desktop.ai.normal import NormalAgent
from dager_desktop.ai.safety import discard_danger
from dager_desktop.ai.weights import NORMAL, SHARP, Weights
from dager_desktop.engine import PRESETS, ActionKind, Card, Phase, parse_cards
from dager_desktop.engine.cards import counts_of

from .helpers import random_states


def test_the_normal_level_plays_the_normal_weights():
    assert make_agent("normal").weights == NORMAL
    assert NormalAgent(3).weights is NORMAL


def test_hard_ranks_its_own_options_sharply_and_models_the_others_as_normal():
    hard = make_agent("hard", 1, iterations=2)
    assert hard.policy.weights == SHARP
    assert hard.model.weights == NORMAL
    assert SHARP != NORMAL


def test_weights_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        NORMAL.danger = 2.0  # type: ignore[misc]


@pytest.mark.parametrize("preset", ["standard", "mingtang"])
def test_sharp_agent_chooses_an_offered_option(preset):
    agent = NormalAgent(5, weights=SHARP)
    for game, decision in random_states(preset, 40, seed=11):
        options = decision.options
        assert agent.choose(game.view(decision.seat), options) in options


def _hand_with_chi_partials():
    # 一二 and 四五 wait for 吃 faces; five 坎 and a stray 拾 make up the rest
    faces = [0, 1, 3, 4, 12, 12, 12, 15, 15, 15, 17, 17, 17, 6, 6, 6, 8, 8, 8, 19]
    return [Card(f) for f in faces]


def _slow_hand_value(weights: Weights) -> float:
    """The value of ``_hand_with_chi_partials`` (two partials short of 叫牌) under ``weights``."""
    game, decision = next(
        (g, d) for g, d in random_states("standard", 200, seed=3) if g.phase is Phase.DISCARD
    )
    counts = [0] * 20
    for card in _hand_with_chi_partials():
        counts[card] += 1
    return hand_value(counts, (), Context(game.view(decision.seat), weights))


def test_the_chi_weight_changes_how_much_a_chi_partial_is_worth():
    assert _slow_hand_value(Weights(chi=1.0)) > _slow_hand_value(Weights(chi=0.1))


def test_the_outs_weights_value_the_live_copies_a_slow_hand_waits_on():
    plain = _slow_hand_value(NORMAL)
    assert _slow_hand_value(Weights(outs=0.0)) < plain
    assert _slow_hand_value(Weights(outs_rate=0.5)) > plain


def test_the_danger_weights_scale_the_discard_penalty():
    game, decision = next(
        (g, d)
        for g, d in random_states("standard", 200, seed=4)
        if g.phase is Phase.DISCARD and any(o.kind is ActionKind.DISCARD for o in d.options)
    )
    view = game.view(decision.seat)
    faces = {int(o.card) for o in decision.options if o.kind is ActionKind.DISCARD}

    def danger(weights: Weights) -> list[float]:
        ctx = Context(view, weights)
        return [discard_danger(view, ctx, f) for f in sorted(faces)]

    plain = danger(NORMAL)
    assert any(d > 0 for d in plain)
    assert danger(Weights(danger=0.0)) == [0.0] * len(plain)
    assert danger(Weights(danger=2.0)) == pytest.approx([2 * d for d in plain])
    assert all(a <= b for a, b in zip(danger(Weights(pair_danger=0.0)), plain, strict=True))
    assert all(a <= b for a, b in zip(danger(Weights(chi_danger=0.0)), plain, strict=True))


def _counts(text: str) -> tuple[int, ...]:
    return tuple(counts_of(parse_cards(text)))


def test_fan_of_counts_the_red_cards_the_reading_keeps():
    def fan(text: str, preset: str = "standard") -> float:
        counts = _counts(text)
        read = reading(counts, (), PRESETS[preset])
        assert read is not None
        return fan_of(counts, (), read, PRESETS[preset])

    assert fan("二七十 二七十 贰柒拾 贰柒拾 一二三 四五六 柒捌") == 2.0  # 14 red: 红
    assert fan("一二三 四五六 八九十 壹贰叁 肆伍陆 柒捌 玖玖") == 1.0  # 4 red
    assert fan("二七十 二七十 贰柒拾 三四五 四五六 八九 叁肆") == 1.5  # 9: the tenth may come
    assert fan("三四五 四五六 三四五 叁肆伍 肆伍陆 八九 捌玖") == 4.0  # none: 乌
    assert fan("二七十 二七十 贰柒拾 贰柒拾 一二三 四五六 柒捌", "mingtang") == 1.0


def test_the_fan_weight_values_a_red_hand_and_nothing_else():
    game, decision = next(
        (g, d) for g, d in random_states("standard", 200, seed=3) if g.phase is Phase.DISCARD
    )
    view = game.view(decision.seat)
    red = list(_counts("二七十 二七十 贰柒拾 贰柒拾 一二三 四五六 柒捌"))
    plain = list(_counts("一二三 四五六 八九十 壹贰叁 肆伍陆 柒捌 玖玖"))

    def value(counts: list[int], weights: Weights) -> float:
        return hand_value(counts, (), Context(view, weights))

    assert NORMAL.fan == 0.0  # the normal level is blind to 番
    assert value(red, Weights(fan=0.5)) == pytest.approx(value(red, NORMAL) + 0.5)
    assert value(plain, Weights(fan=0.5)) == pytest.approx(value(plain, NORMAL))
