"""Undo of the human's last decision (practice mode): the table's side of it only.

Whether a decision can be taken back, and the rewinding itself, are the
engine's (``Match.rewind_refusal``, ``Match.rewind_to_before_last_decision``:
the round's record replayed without that decision and what followed).  Here
the table lets go of the round in play and shows the rewound one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dager_desktop.engine import Game, Match

if TYPE_CHECKING:
    from dager_desktop.ui.window.main_window import MainWindow


def can_take_back(match: Match | None, seat: int) -> bool:
    """Does the engine let ``seat`` take back its last decision now?"""
    return match is not None and match.rewind_refusal(seat) is None


def take_back(window: MainWindow, seat: int) -> Game | None:
    """Take back ``seat``'s last decision and go on from there; the rewound round, or
    None (and nothing touched) when the engine refuses."""
    match = window.session.match
    if not can_take_back(match, seat):
        return None
    assert match is not None
    # Rewound first: should the replay fail, the round in play goes on untouched.  No
    # worker answer can arrive in between (they come through the event loop), and the
    # flow is stopped before the table shows the rewound round.
    game = match.rewind_to_before_last_decision(seat)
    window.flow.stop()
    window._close_chi_chooser()  # disposed, so its answer can never reach the new round
    window.flow.start_round(game, catch_up=True)  # which empties the table for it
    return game
