"""The worth of a position (``ai.outlook``) and the short playouts it ends."""

from __future__ import annotations

import random

import pytest

from dager_desktop.ai import make_agent, outlook
from dager_desktop.ai.outlook_points import OUTLOOKS
from dager_desktop.ai.playout import OfferCounter, play_ahead, play_round
from dager_desktop.engine import PRESETS, EventKind, Game
from dager_desktop.engine.cards import counts_of
from tests.engine.deals import c

from .helpers import advance


def _agents(game: Game) -> dict:
    return {seat: make_agent("normal", 0) for seat in game.order}


def test_bands_cover_every_value_in_order():
    values = [-9.0, -3.0, -2.2, -1.7, -1.2, -0.8, -0.5, -0.1, 0.5]
    bands = [outlook.band(v) for v in values]
    assert bands == sorted(bands)
    assert bands[0] == 0 and bands[-1] == outlook.BANDS - 1


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_has_a_table_with_a_cell_for_every_feature(preset):
    assert preset in OUTLOOKS
    found = outlook.outlook_for(PRESETS[preset])
    assert len(found.own_centres) == len(found.threat_centres) == outlook.BANDS
    assert list(found.own_centres) == sorted(set(found.own_centres))
    table = found.points
    assert len(table) == outlook.STAGES
    for stage in table:
        assert len(stage) == outlook.BANDS
        assert all(len(row) == outlook.BANDS for row in stage)


def test_a_custom_rule_set_uses_the_standard_table():
    custom = PRESETS["standard"].replace(min_hu=12)
    assert outlook.outlook_for(custom) == outlook.outlook_for(PRESETS["standard"])


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_ready_seat_is_worth_more_than_a_hopeless_one(preset):
    for stage in outlook.outlook_for(PRESETS[preset]).points:
        for threat in range(outlook.BANDS):
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


def _toy(size: float = 0.0) -> outlook.Outlook:
    centres = tuple(float(b) for b in range(outlook.BANDS))
    bands = range(outlook.BANDS)
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


def test_fit_leans_rare_cells_on_the_coarser_estimate():
    common = [((0, -0.1, -1.7, 5.0), 4.0, True)] * 400  # own band 7, threat band 3
    rare = [((1, -0.1, -1.7, 5.0), -4.0, False)]
    table = outlook.fit(common + rare).points
    assert table[0][7][3] > 3.5  # plenty of samples: their mean
    assert table[1][7][3] > 2.0  # one sample: still near the common cell's mean


def test_fit_centres_are_the_mean_value_of_each_band():
    samples = [((0, -0.1, -2.2, 5.0), 1.0, True), ((0, -0.2, -2.4, 9.0), 1.0, False)]
    found = outlook.fit(samples)
    own = found.own_centres
    assert own[outlook.band(-0.1)] == pytest.approx(-0.15)
    assert found.threat_centres[outlook.band(-2.2)] == pytest.approx(-2.3)
    assert list(own) == sorted(own)  # empty bands sit between their edges
    assert found.mean_win_points == 5.0  # the winners' estimate only


def test_samples_come_from_whole_rounds():
    rows = outlook.samples(3, seed=4)
    assert rows
    for (stage, own, threat, win), points, won in rows:
        assert 0 <= stage < outlook.STAGES
        assert isinstance(own, float) and isinstance(threat, float)
        assert win >= 0.0 and isinstance(points, float) and isinstance(won, bool)
