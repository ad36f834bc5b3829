"""Play this deal again: a practice table with the same deal, nothing of it counted."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from dager_desktop.engine import Game
from dager_desktop.ui.review.window import ReviewWindow
from dager_desktop.ui.window.main_window import MainWindow
from dager_desktop.ui.window.practice_table import _compare
from tests.ai.review_helpers import finished_record


def _practice_tables(table: MainWindow) -> list[MainWindow]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, MainWindow) and w is not table and w.isVisible()]


def test_the_deal_is_played_again_at_a_table_of_its_own(qtbot, make_window):
    table = make_window()
    table.new_match()
    match = table.session.match
    booked = (len(match.results), dict(match.totals)) if match else None
    record = finished_record()
    table.play_deal_again(record)
    [practice] = _practice_tables(table)
    game = practice.session.game
    assert game.to_record()["deal"] == record["deal"] and game.dealer == record["dealer"]
    assert practice.session.levels == table.session.levels
    assert practice.session.match.seed == table.session.match.seed
    assert practice.review_folder is None  # no store: nothing saved, booked or counted
    match = table.session.match
    assert ((len(match.results), dict(match.totals)) if match else None) == booked
    table.close()
    qtbot.waitUntil(lambda: not _practice_tables(table))


def test_the_two_results_stand_side_by_side(qtbot, make_window):
    table = make_window()
    record = finished_record()
    table.play_deal_again(record)
    [practice] = _practice_tables(table)
    first = Game.from_record(record)
    _compare(practice, first, -3)
    assert "The first time: -3 points" in practice.statusBar().currentMessage()
    practice.close()


def test_the_review_window_plays_the_deal_again(qtbot, make_window):
    table = make_window()
    table.open_review(finished_record())
    review = table.findChild(ReviewWindow)
    assert review.again_button.isVisibleTo(review)
    review.play_again()
    qtbot.waitUntil(lambda: bool(_practice_tables(table)))
    for practice in _practice_tables(table):
        practice.close()
