"""The worth of a position (``ai.outlook``) and the short playouts it ends."""

from __future__ import annotations

import random

import pytest

from dager_desktop.ai import make_agent, outlook
from dager_desktop.ai.playout import OfferCounter, play_ahead, play_round
from dager_desktop.engine import PRESETS, EventKind, Game
from dager_desktop.engine.cards import counts_of
from tests.engine.deals import c

from .helpers import advance


def _agents(game: Game) -> dict:
    return {seat: make_agent("normal", 0) for seat in game.order}


def test_a_custom_rule_set_uses_the_standard_table():
    custom = PRESETS["standard"].replace(min_hu=12)
    assert outlook.outlook_for(custom) == outlook.outlook_for(PRESETS["standard"])


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_ready_seat_is_worth_more_than_a_hopeless_one(preset):
    for stage in outlook.outlook_for(PRESETS[preset]).points:
        for threat in range(len(stage[0])):
            assert stage[-1][threat] > stage[0][threat]


def test_a_finished_round_is_worth_its_payment():
    game = Game.new(PRESETS["standard"], 5, 0)
    result = play_round(game, _agents(game))
    for seat in game.order:
        assert outlook.position_points(game, seat) == float(result.payments[seat])


def test_a_round_in_play_is_worth_its_table_cell():
    game = Game.new(PRESETS["standard"], 8, 1)
    advance(game, 6, random.Random(1))
    assert not game.over
    for seat in game.order:
        expected = outlook.outlook_for(game.rules).value(*outlook.features(game, seat))
        assert outlook.position_points(game, seat) == expected


#: Bands of the toy table (as many as the measured ones have).
TOY_BANDS = 8


def _toy(size: float = 0.0) -> outlook.Outlook:
    centres = tuple(float(b) for b in range(TOY_BANDS))
    bands = range(TOY_BANDS)
    points = tuple(
        tuple(tuple(float(10 * own - threat + stage) for threat in bands) for own in bands)
        for stage in range(outlook.STAGES)
    )
    chances = tuple(
        tuple(tuple(own / 10 for _ in bands) for own in bands) for _ in range(outlook.STAGES)
    )
    return outlook.Outlook(centres, centres, points, chances, size)


def test_a_value_at_a_band_centre_is_that_cell():
    toy = _toy()
    assert toy.value(0, 3.0, 5.0, 0.0) == toy.points[0][3][5]
    assert toy.value(1, 7.0, 0.0, 0.0) == toy.points[1][7][0]


def test_values_between_centres_are_interpolated_and_clamped_beyond():
    toy = _toy()
    assert toy.value(0, 2.5, 1.0, 0.0) == pytest.approx(24.0)
    assert toy.value(0, 2.0, 1.25, 0.0) == pytest.approx(18.75)
    assert toy.value(0, -5.0, 0.0, 0.0) == toy.points[0][0][0]
    assert toy.value(0, 99.0, 99.0, 0.0) == toy.points[0][-1][-1]


def test_a_bigger_win_adds_its_excess_times_the_chance_of_winning():
    toy = _toy(size=5.0)
    base = toy.points[0][6][2]
    assert toy.value(0, 6.0, 2.0, 5.0) == pytest.approx(base)
    assert toy.value(0, 6.0, 2.0, 15.0) == pytest.approx(base + 0.6 * 10.0)
    assert toy.value(0, 6.0, 2.0, 3.0) == pytest.approx(base - 0.6 * 2.0)


def test_win_points_follow_deng_and_the_red_multiplier():
    rules = PRESETS["standard"]
    plain = counts_of(c("一二三 四五六 八九十 壹贰叁 肆伍陆 柒捌 玖玖"))  # 12 胡, 4 red
    red = counts_of(c("二七十 二七十 贰柒拾 贰柒拾 一二三 四五六 柒捌"))  # 39 胡, 14 red
    assert outlook.win_points(plain, (), rules) == 2 * (2 + 1) - 1  # P 2: W = 2L − D
    assert outlook.win_points(red, (), rules) == 2 * (4 + 1) * 2 - 2  # P 4, 红 ×2
    assert outlook.win_points(plain, (), PRESETS["standard_3p"]) == 2 * 2  # no 底家: W = 2L
    assert outlook.win_points(plain, (), PRESETS["mingtang"]) == 0.0  # not 算等


def test_play_ahead_stops_after_the_offered_cards():
    game = Game.new(PRESETS["standard"], 11, 2)
    counter = OfferCounter(game)
    play_ahead(game, _agents(game), 3)
    offered = sum(
        1 for e in game.events if e.kind in (EventKind.TURNED, EventKind.DISCARDED)
    )
    assert counter.offered() == offered
    assert game.over or offered >= 3
    if not game.over:
        assert game.decisions()  # stopped at a decision, not between steps
