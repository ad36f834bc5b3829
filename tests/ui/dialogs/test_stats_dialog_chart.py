"""The statistics dialog and its chart: a full series paints in one pass, the
"helped" column says what it counts, no rounds and one round look deliberate."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from dager_desktop.store import PresetStats, Stats
from dager_desktop.store.stats import SERIES_LIMIT
from dager_desktop.ui.dialogs import chart as chart_module
from dager_desktop.ui.dialogs.chart import PointsChart
from dager_desktop.ui.dialogs.statistics import StatsDialog


def _stats(*series: float, assisted: int = 0) -> Stats:
    entry = PresetStats()
    for n, points in enumerate(series):
        entry.add(points, points > 0, points == 0, False, n < assisted)
    return Stats(presets={"standard": entry}) if series else Stats()


@pytest.fixture
def counted(monkeypatch):
    """How often the chart works out its axes' ranges."""
    calls = {"ranges": 0}
    ranges = chart_module.ranges

    def counting_ranges(points, *hold):
        calls["ranges"] += 1
        return ranges(points, *hold)

    monkeypatch.setattr(chart_module, "ranges", counting_ranges)
    return calls


def test_a_full_series_is_scanned_once_not_once_per_point(qtbot, counted):
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.resize(560, 240)
    chart.set_points([(n, float(n % 97 - 40)) for n in range(1, SERIES_LIMIT + 1)])
    assert not chart.grab().isNull()
    assert not chart.grab().isNull()
    # An earlier chart scanned all 5,000 for every point painted (1.2 s a repaint); the
    # ranges come from set_points alone, whatever is painted after.
    assert counted == {"ranges": 1}
    assert chart.line.count() == SERIES_LIMIT and chart.dots.count() == 0  # too many to dot


def test_the_extremes_are_inside_the_frame(qtbot):
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.resize(560, 240)
    chart.set_points([(3, -6.0), (4, 12.0), (5, 0.0)])
    chart.grab()
    plot = chart.plot_rect()
    low, high, last = (chart.position_of(p) for p in ((3, -6.0), (4, 12.0), (5, 0.0)))
    assert plot.left() < low.x() < high.x() < last.x() < plot.right()
    assert plot.top() < high.y() < last.y() < low.y() < plot.bottom()
    assert chart.y_axis.categoriesLabels() == ["-6", "0", "+12"]
    assert chart.x_axis.categoriesLabels() == ["3", "5"]


def test_one_round_is_a_dot_in_the_middle(qtbot):
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.resize(560, 240)
    chart.set_points([(1, 6.0)])
    image = chart.grab().toImage()
    plot = chart.plot_rect()
    dot = chart.position_of((1, 6.0))
    assert dot.x() == pytest.approx(plot.center().x(), abs=1)
    assert plot.top() < dot.y() < plot.bottom()  # not drawn on the frame's corner
    assert image.pixelColor(round(dot.x()), round(dot.y())) == chart_module._LINE
    assert chart.x_axis.categoriesLabels() == ["1"]  # named once, under its dot


def test_the_charts_text_reads_on_its_background(qtbot):
    """WCAG AA: 4.5 : 1 for the axes' labels, titles and the empty text."""
    chart = PointsChart()
    for axis in (chart.x_axis, chart.y_axis):
        for brush in (axis.labelsBrush(), axis.titleBrush()):
            assert contrast(brush.color(), chart_module.BACKGROUND) >= 4.5
    assert contrast(chart_module._TEXT, chart.chart().backgroundBrush().color()) >= 4.5


@pytest.mark.parametrize(("language", "rounds"), [("zh_CN", "局数"), ("zh_TW", "局數"),
                                                  ("en", "Rounds")])
def test_the_axis_is_named_in_each_language(qtbot, language, rounds):
    from dager_desktop.ui.text.i18n import switch_language

    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.resize(560, 240)
    chart.set_points([(1, 6.0), (2, -3.0)])
    switch_language(language)
    qtbot.waitUntil(lambda: chart.x_axis.titleText() == rounds)  # at the next event loop
    assert chart.x_axis.titleFont().family() == chart.font().family()  # the style's font
    assert not chart.grab().isNull()


def contrast(one: QColor, two: QColor) -> float:
    def luminance(colour: QColor) -> float:
        def channel(c: int) -> float:
            s = c / 255
            return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

        return (0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green())
                + 0.0722 * channel(colour.blue()))

    a, b = sorted((luminance(one), luminance(two)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def test_with_no_rounds_only_the_empty_text_shows(qtbot):
    dialog = StatsDialog(Stats())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.isHidden() and dialog.chart_preset.isHidden()
    assert dialog.tabs.tabBar().isHidden()  # no Practice or Review to show either
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
