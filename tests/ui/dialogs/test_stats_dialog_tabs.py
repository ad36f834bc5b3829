"""The Statistics' Practice and Review tabs: practice rounds apart and labelled as such,
the review's measures per preset with their charts, damaged review files said."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from dager_desktop.store import Practice, PresetStats, Stats
from dager_desktop.store.practice import AGAIN, STAND_IN
from dager_desktop.store.reviews import Kept, ReviewFiles, wrap
from dager_desktop.ui.dialogs.statistics import StatsDialog


def _played(rounds: int = 2) -> Stats:
    entry = PresetStats()
    for _ in range(rounds):
        entry.add(3, True, False, False, False)
    return Stats(presets={"standard": entry})


def _practice() -> Practice:
    practice = Practice()
    practice.record(AGAIN, "standard", points=6, first=-3)
    practice.record(AGAIN, "standard", points=-1, first=-3)
    practice.record(STAND_IN, "standard", points=4, first=-3, round_id="ab-0")
    return practice


def _reviews(tmp_path) -> ReviewFiles:
    files = ReviewFiles(tmp_path / "reviews")
    for n, (preset, agreement, loss) in enumerate([("standard", 0.5, 0.8),
                                                   ("standard", 0.75, 0.4),
                                                   ("mingtang", 1.0, 0.0)]):
        summary = Kept(f"2026-03-0{n + 1}T10:00:00+08:00", preset, 10, agreement, loss)
        files.save(f"a{n}", 0, wrap(summary, {"seat": 0, "decisions": []}))
    return files


def _row(table, row: int) -> list[str]:
    return [table.item(row, c).text() for c in range(table.columnCount())]


def test_practice_rounds_have_a_tab_of_their_own(qtbot):
    stats = _played()
    dialog = StatsDialog(stats, practice=_practice(), current="standard")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.tabs.tabText(1) == "Practice"
    assert "practice" in dialog.practice_tab.note.text().lower()
    assert "never in the match or in your statistics" in dialog.practice_tab.note.text()
    assert _row(dialog.practice_tab.table, 0) == [
        "Standard", "2", "+5", "+5.5 a round", "1", "+4", "+7 a round"]
    assert _row(dialog.table, 0)[:2] == ["Standard", "2"]  # the player's own: untouched


def test_practice_alone_is_no_empty_dialog(qtbot):
    dialog = StatsDialog(Stats(), practice=_practice())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.tabs.tabBar().isVisible() and dialog.practice_tab.table.rowCount() == 1


def test_the_review_tab_shows_each_presets_measures_and_charts(qtbot, tmp_path):
    dialog = StatsDialog(_played(), reviews=_reviews(tmp_path), current="standard")
    qtbot.addWidget(dialog)
    dialog.show()
    tab = dialog.review_tab
    assert dialog.tabs.tabText(2) == "Review"
    rows = {_row(tab.table, r)[0]: _row(tab.table, r)[1:] for r in range(tab.table.rowCount())}
    assert rows == {"Mingtang scoring": ["1", "100%", "0.00"], "Standard": ["2", "62%", "0.60"]}
    assert tab.chart_preset.currentData() == "standard"  # the rules in play
    assert tab.measures.agreement.points == [(1, 50), (2, 75)]
    assert tab.measures.loss.points == [(1, 0.8), (2, 0.4)]
    assert tab.measures.agreement.y_axis.categoriesLabels() == ["0%", "100%"]  # all of it
    assert "2 rounds reviewed" in tab.measures.heading.text()
    tab.chart_preset.setCurrentIndex(tab.chart_preset.findData("mingtang"))
    assert tab.measures.agreement.points == [(1, 100)]


def test_the_kept_reviews_are_read_off_the_gui_thread(qtbot, host, tmp_path):
    dialog = StatsDialog(_played(), reviews=_reviews(tmp_path), run=host.tasks.run)
    qtbot.addWidget(dialog)
    assert dialog.review_tab.kept == []  # asked for, not read yet
    qtbot.waitUntil(lambda: len(dialog.review_tab.kept) == 3)


def test_a_damaged_review_file_is_said_and_set_aside(qtbot, tmp_path):
    files = _reviews(tmp_path)
    files.path_of("a0", 0).write_text("{", encoding="utf-8")
    dialog = StatsDialog(_played(), reviews=files)
    qtbot.addWidget(dialog)
    box = dialog.findChild(QMessageBox, "StoreNotices")
    assert box is not None and "review file" in box.text()
    assert len(dialog.review_tab.kept) == 2
    assert not files.path_of("a0", 0).exists()
