"""A finished round and what may follow it: the round-over dialog, the review, the deal again.

The round-over dialog opens over the table when a round ends; from it, and
from the Replays list (``replays.dialog``, which finds the window's
``open_review`` and ``play_deal_again``), the player may have the round
reviewed (复盘, ``ui.review``: kept beside the replays in the window's
``review_folder`` once the store is attached) or play the same deal again at a
practice table of its own (``practice_table``: counted in the window's
``practice_books``).  The review window and the practice table are imported
when first asked for: the practice table is a main window itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from dager_desktop.ai.heap import settle_the_heap
from dager_desktop.engine import Game
from dager_desktop.ui.dialogs.round_over import RoundOverDialog
from dager_desktop.ui.table.projection import HUMAN

if TYPE_CHECKING:
    from dager_desktop.store import ReplayInfo
    from dager_desktop.ui.window.main_window import MainWindow


def show_round_over(window: MainWindow, game: Game) -> RoundOverDialog:
    """Open the round-over dialog of ``game`` over ``window``: the next round, the
    review or the deal again are asked for from it."""
    match = window.session.match
    totals = dict(match.totals) if match else {}
    # the dialogs' cards grow with the table's (its 列's size: sprites drawn already)
    metrics = window.table.metrics
    dialog = RoundOverDialog(game, totals, window.pixmaps, window, metrics.meld, metrics.text)
    dialog.nextRequested.connect(window.next_round)
    dialog.reviewRequested.connect(lambda: window.open_review(game.to_record()))
    dialog.againRequested.connect(lambda: window.play_deal_again(game.to_record()))
    dialog.open()
    QTimer.singleShot(0, settle_the_heap)  # once the dialog is up
    return dialog


def open_review(window: MainWindow, record: dict[str, Any], info: ReplayInfo | None = None) -> None:
    """The review (复盘) of the player's decisions in a finished round (``ui.review``)."""
    from dager_desktop.ui.review.window import open_review as open_review_window

    open_review_window(window, record, HUMAN, info)


def play_deal_again(window: MainWindow, record: dict[str, Any]) -> None:
    """The same deal again, at a practice table of its own (``practice_table``)."""
    from dager_desktop.ui.window.practice_table import play_deal_again as practice_table

    practice_table(window, record)
