"""Practice rounds — the deal played again, the hard player in my seat — never count in
the match or the statistics; they are counted apart, written to their own file, and
shown in the Statistics' Practice tab."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtWidgets import QApplication

from dager_desktop import store
from dager_desktop.engine import Game
from dager_desktop.store.practice import AGAIN, STAND_IN
from dager_desktop.ui.review import stand_in as stand_in_module
from dager_desktop.ui.review.window import ReviewWindow
from dager_desktop.ui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def quick_stand_in(monkeypatch):
    monkeypatch.setattr(stand_in_module, "STAND_IN_ITERATIONS", 2)


def _one_round(window, qtbot) -> None:
    """Let the computer play every seat of a round of the match in the window."""
    qtbot.waitUntil(lambda: window.session.game is not None and window.session.game.over
                    and window.round_dialog is not None, timeout=20000)


def _practice_table(window: MainWindow) -> MainWindow:
    [table] = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, MainWindow) and w is not window and w.isVisible()]
    return table


def _as_booked(window: MainWindow, persistence):
    match = window.session.match
    return (copy.deepcopy(persistence.stats.to_dict()), len(match.results), dict(match.totals))


def _played_round(open_window, qtbot):
    window, persistence, _ = open_window(autoplay=True)
    _one_round(window, qtbot)
    assert persistence.files.flush()
    return window, persistence, window.session.game.to_record()


def test_a_deal_played_again_counts_as_practice_not_in_the_statistics(open_window, qtbot):
    window, persistence, record = _played_round(open_window, qtbot)
    booked = _as_booked(window, persistence)
    on_disk = store.load_stats()[0].to_dict()
    window.play_deal_again(record)
    table = _practice_table(window)
    assert table.practice_books is persistence.practice
    again = Game.from_record(record)  # the same deal, played as before
    table.flow.roundOver.emit(again)
    first = Game.from_record(record).result.payments[0]
    entry = persistence.practice.practice.entry("standard", AGAIN)
    assert (entry.rounds, entry.points, entry.compared, entry.difference) == (1, first, 1, 0)
    assert _as_booked(window, persistence) == booked  # neither the match nor the statistics
    assert persistence.files.flush()
    assert store.load_stats()[0].to_dict() == on_disk
    assert store.load_practice()[0] == persistence.practice.practice  # its own file
    table.close()


def test_a_further_round_at_the_practice_table_is_practice_without_a_first_time(
        open_window, qtbot):
    window, persistence, record = _played_round(open_window, qtbot)
    window.play_deal_again(record)
    table = _practice_table(window)
    other = Game.from_record(window.session.match.finished[-1])
    other = Game.new(other.rules, seed=99)
    while not other.over:  # any other deal, played out by the first legal choices
        decision = other.decisions()[0]
        other.apply(decision.seat, decision.options[0])
    table.flow.roundOver.emit(other)
    entry = persistence.practice.practice.entry("standard", AGAIN)
    assert entry.rounds == 1 and entry.compared == 0
    assert "first time" not in table.statusBar().currentMessage()
    table.close()


def test_the_hard_player_in_my_seat_counts_as_practice_once(open_window, qtbot):
    window, persistence, record = _played_round(open_window, qtbot)
    booked = _as_booked(window, persistence)
    window.open_review(record)
    review = window.findChild(ReviewWindow)
    review.let_hard_sit_in()
    qtbot.waitUntil(lambda: review.stand_in.result is not None, timeout=60_000)
    entry = persistence.practice.practice.entry("standard", STAND_IN)
    assert entry.rounds == 1 and entry.compared == 1
    assert _as_booked(window, persistence) == booked
    # the same deal played the same way by the hard player is the same round
    persistence.practice.stood_in(review.stand_in.result, 0, review.stand_in.own_points)
    assert persistence.practice.practice.entry("standard", STAND_IN).rounds == 1
    review.close()


def test_the_statistics_show_practice_apart(open_window, qtbot):
    window, persistence, record = _played_round(open_window, qtbot)
    window.play_deal_again(record)
    table = _practice_table(window)
    table.flow.roundOver.emit(Game.from_record(record))
    persistence.stats_action.trigger()
    dialog = persistence.stats_dialog
    assert dialog.table.item(0, 1).text() == "1"  # the player's own round, once
    assert dialog.practice_tab.table.item(0, 1).text() == "1"  # the practice round, apart
    table.flow.roundOver.emit(Game.from_record(record))
    assert dialog.practice_tab.table.item(0, 1).text() == "2"  # followed while open
    table.close()


def test_played_again_from_a_practice_table_the_first_time_is_still_the_first(
        open_window, qtbot):
    window, persistence, record = _played_round(open_window, qtbot)
    window.play_deal_again(record)
    table = _practice_table(window)
    first = 99  # what the deal's first time (at the main table) paid, say
    table.first_time = (table.first_time[0], first)
    # the practice round's record (the same deal, played otherwise), played again from
    # the practice table's own round-over dialog: compared with the first time still
    table.play_deal_again(record)
    [second] = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)
                and w not in (window, table) and w.isVisible()]
    assert second.first_time[1] == first and second.practice_books is persistence.practice
    second.close()
    table.close()


def test_a_damaged_practice_file_is_set_aside_and_said_at_start(open_window, qtbot):
    path = store.paths.practice_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "dager-desktop/prac', encoding="utf-8")
    _window, persistence, notices = open_window(start=False)
    assert [n.params.get("what") for n in notices] == ["practice file"]
    assert not path.exists() and persistence.practice.practice == store.Practice()
