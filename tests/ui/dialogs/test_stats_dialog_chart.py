"""The statistics dialog and its chart: a full series paints in one pass, the
"helped" column says what it counts, no rounds and one round look deliberate."""

from __future__ import annotations

import pytest

from dager_desktop.store import PresetStats, Stats
from dager_desktop.store.stats import SERIES_LIMIT
from dager_desktop.ui.dialogs import chart as chart_module
from dager_desktop.ui.dialogs.chart import PointsChart, Scale
from dager_desktop.ui.dialogs.statistics import StatsDialog


def _stats(*series: float, assisted: int = 0) -> Stats:
    entry = PresetStats()
    for n, points in enumerate(series):
        entry.add(points, points > 0, points == 0, False, n < assisted)
    return Stats(presets={"standard": entry}) if series else Stats()


@pytest.fixture
def counted(monkeypatch):
    """How often the chart works out its axes' ranges and its scale."""
    calls = {"ranges": 0, "scale": 0}
    ranges, scale_of = chart_module.ranges, Scale.of

    def counting_ranges(points):
        calls["ranges"] += 1
        return ranges(points)

    def counting_scale(span, plot):
        calls["scale"] += 1
        return scale_of(span, plot)

    monkeypatch.setattr(chart_module, "ranges", counting_ranges)
    monkeypatch.setattr(Scale, "of", staticmethod(counting_scale))
    return calls


def test_a_full_series_is_scanned_once_not_once_per_point(qtbot, counted):
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.resize(560, 240)
    chart.set_points([(n, float(n % 97 - 40)) for n in range(1, SERIES_LIMIT + 1)])
    assert not chart.grab().isNull()
    assert not chart.grab().isNull()
    # Before: every point painted scanned all 5,000 (1.2 s a repaint); now the ranges come
    # from set_points alone and each paint builds one scale.
    assert counted == {"ranges": 1, "scale": 2}


def test_the_scale_puts_the_extremes_inside_the_frame():
    chart = PointsChart()
    chart.resize(560, 240)
    chart.set_points([(3, -6.0), (4, 12.0), (5, 0.0)])
    plot = chart.plot_rect()
    scale = Scale.of(chart.ranges, plot)
    low, high = scale.at((3, -6.0)), scale.at((4, 12.0))
    assert plot.left() < low.x() < high.x() < scale.x(5) < plot.right()
    assert plot.top() < high.y() < scale.y(0.0) < low.y() < plot.bottom()


def test_one_round_is_a_dot_in_the_middle(qtbot):
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.resize(560, 240)
    chart.set_points([(1, 6.0)])
    plot = chart.plot_rect()
    dot = Scale.of(chart.ranges, plot).at((1, 6.0))
    assert dot.x() == pytest.approx(plot.center().x())
    assert plot.top() < dot.y() < plot.bottom()  # not drawn on the frame's corner
    image = chart.grab().toImage()
    assert image.pixelColor(round(dot.x()), round(dot.y())) == chart_module._LINE


def test_with_no_rounds_only_the_empty_text_shows(qtbot):
    dialog = StatsDialog(Stats())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.isHidden() and dialog.chart_preset.isHidden()
    assert dialog.chart_label.isHidden()
    assert dialog.chart.points == [] and dialog.chart.empty_text == "No rounds played yet."
    assert dialog.width() < 820  # no room kept for a table that is not there


def test_played_rounds_show_the_table_and_the_chart(qtbot):
    dialog = StatsDialog(_stats(6, -3, 12, assisted=2), current="standard")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.isVisible() and dialog.chart_preset.isVisible()
    assert dialog.chart_preset.currentData() == "standard"
    assert dialog.chart.points == [(1, 6), (2, 3), (3, 15)]


def test_the_helped_column_names_hint_and_undo(qtbot):
    dialog = StatsDialog(_stats(6, -3, 12, assisted=2))
    qtbot.addWidget(dialog)
    column = dialog.table.columnCount() - 1
    assert dialog.table.horizontalHeaderItem(column).text() == "Helped (Hint/Undo)"
    assert dialog.table.item(0, column).text() == "2"
