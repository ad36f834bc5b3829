"""Where the review is asked for: the round-over dialog, the Replays window, the table."""

from __future__ import annotations

from dager_desktop.engine import Game
from dager_desktop.ui.dialogs.round_over import RoundOverDialog
from dager_desktop.ui.replays.dialog import ReplaysDialog
from dager_desktop.ui.review.window import ReviewWindow
from tests.ai.review_helpers import finished_record


def test_the_round_over_dialog_asks_for_the_review(qtbot, host):
    game = Game.from_record(finished_record())
    dialog = RoundOverDialog(game, dict(game.result.payments), host.pixmaps, host)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.reviewRequested):
        dialog.review_button.click()
    assert dialog.review_button.text() == "Review"


def test_the_replays_window_reviews_the_selected_round(qtbot, host, replays):
    asked = []
    host.open_review = lambda record, info: asked.append((record, info))
    dialog = ReplaysDialog(replays, host)
    qtbot.addWidget(dialog)
    dialog.refresh()
    qtbot.waitUntil(lambda: not dialog.listing())
    assert dialog.review_button.isVisibleTo(dialog) and dialog.review_button.isEnabled()
    dialog.review_selected()
    qtbot.waitUntil(lambda: bool(asked))
    record, info = asked[0]
    assert info.id == dialog.selected().id and record == replays.record(info.id)


def test_without_a_reviewer_the_replays_window_shows_no_review_button(qtbot, replays):
    dialog = ReplaysDialog(replays)
    qtbot.addWidget(dialog)
    assert not dialog.review_button.isVisibleTo(dialog)


def test_the_table_window_opens_the_review(qtbot, make_window):
    window = make_window()
    window.open_review(finished_record())
    review = window.findChild(ReviewWindow)
    assert review is not None and review.isVisible()
    review.close()


def test_the_round_over_dialog_asks_for_the_deal_again(qtbot, host):
    game = Game.from_record(finished_record())
    dialog = RoundOverDialog(game, dict(game.result.payments), host.pixmaps, host)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.againRequested):
        dialog.again_button.click()


def test_the_replays_window_plays_the_selected_deal_again(qtbot, host, replays):
    asked = []
    host.play_deal_again = asked.append
    dialog = ReplaysDialog(replays, host)
    qtbot.addWidget(dialog)
    dialog.refresh()
    qtbot.waitUntil(lambda: not dialog.listing())
    assert dialog.again_button.isVisibleTo(dialog)
    dialog.play_selected_again()
    qtbot.waitUntil(lambda: bool(asked))
    assert asked[0] == replays.record(dialog.selected().id)
