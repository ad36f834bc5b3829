"""The measuring of ``ai.outlook``'s tables (``benchmarks/outlook_samples.py``)."""

from __future__ import annotations

import pytest

from benchmarks import outlook_samples
from dager_desktop.ai import outlook
from dager_desktop.ai.outlook_points import OUTLOOKS
from dager_desktop.engine import PRESETS


def test_bands_cover_every_value_in_order():
    values = [-9.0, -3.0, -2.2, -1.7, -1.2, -0.8, -0.5, -0.1, 0.5]
    bands = [outlook_samples.band(v) for v in values]
    assert bands == sorted(bands)
    assert bands[0] == 0 and bands[-1] == outlook_samples.BANDS - 1


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_has_a_table_with_a_cell_for_every_feature(preset):
    assert preset in OUTLOOKS
    found = outlook.outlook_for(PRESETS[preset])
    assert len(found.own_centres) == len(found.threat_centres) == outlook_samples.BANDS
    assert list(found.own_centres) == sorted(set(found.own_centres))
    table = found.points
    assert len(table) == outlook.STAGES
    for stage in table:
        assert len(stage) == outlook_samples.BANDS
        assert all(len(row) == outlook_samples.BANDS for row in stage)


def test_fit_leans_rare_cells_on_the_coarser_estimate():
    common = [((0, -0.1, -1.7, 5.0), 4.0, True)] * 400  # own band 7, threat band 3
    rare = [((1, -0.1, -1.7, 5.0), -4.0, False)]
    table = outlook_samples.fit(common + rare).points
    assert table[0][7][3] > 3.5  # plenty of samples: their mean
    assert table[1][7][3] > 2.0  # one sample: still near the common cell's mean


def test_fit_centres_are_the_mean_value_of_each_band():
    samples = [((0, -0.1, -2.2, 5.0), 1.0, True), ((0, -0.2, -2.4, 9.0), 1.0, False)]
    found = outlook_samples.fit(samples)
    own = found.own_centres
    assert own[outlook_samples.band(-0.1)] == pytest.approx(-0.15)
    assert found.threat_centres[outlook_samples.band(-2.2)] == pytest.approx(-2.3)
    assert list(own) == sorted(own)  # empty bands sit between their edges
    assert found.mean_win_points == 5.0  # the winners' estimate only


def test_samples_come_from_whole_rounds():
    rows = outlook_samples.samples(3, seed=4)
    assert rows
    for (stage, own, threat, win), points, won in rows:
        assert 0 <= stage < outlook.STAGES
        assert isinstance(own, float) and isinstance(threat, float)
        assert win >= 0.0 and isinstance(points, float) and isinstance(won, bool)
