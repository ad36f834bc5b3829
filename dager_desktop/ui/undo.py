"""Undo of the human's last decision (practice mode).

A round is its deal plus its list of actions (``Game.to_record``), so the
state just before the human's last decision is that record replayed without
that action and everything after it — the computer players' answers that came
before it are replayed as they were, the ones after it are dropped and asked
again.  Nothing depends on the computer players answering the same way twice.

``rewound`` is pure (no Qt); ``restore`` puts the rewound round on the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dager_desktop.engine import Game

if TYPE_CHECKING:
    from dager_desktop.ui.main_window import MainWindow


def undo_point(game: Game | None, seat: int) -> int | None:
    """Index in ``game.actions`` of ``seat``'s last action, or ``None`` (nothing to undo).

    A finished round is never undone: it is booked in the match already.
    """
    if game is None or game.over:
        return None
    for index in range(len(game.actions) - 1, -1, -1):
        if game.actions[index][0] == seat:
            return index
    return None


def rewound(game: Game, seat: int) -> Game:
    """``game`` as it stood when ``seat`` made its last decision (ValueError if none)."""
    index = undo_point(game, seat)
    if index is None:
        raise ValueError(f"seat {seat} has no decision to undo in this round")
    record = game.to_record()
    record["actions"] = record["actions"][:index]
    return Game.from_record(record)


def restore(window: MainWindow, game: Game) -> None:
    """Show ``game`` (a rewound copy of the round in play) in ``window`` and go on from it."""
    match = window.session.match
    assert match is not None, "no match"
    window.flow.stop()
    if window.chi_dialog is not None:
        window.chi_dialog.close()
    match.game = game
    window.models.start_round(game, match)
    window.flow.start_round(game, catch_up=True)
