"""Undo of the human's last decision (practice mode): the table's side of it only.

Whether a decision can be taken back, and the rewinding itself, are the
engine's (``Match.rewind_refusal``, ``Match.rewind_to_before_last_decision``:
the round's record replayed without that decision and what followed).  Here
the table lets go of the round in play and shows the rewound one.
"""

from __future__ import annotations

from dager_desktop.engine import Game, Match
from dager_desktop.ui.round.flow import RoundFlow


def can_take_back(match: Match | None, seat: int) -> bool:
    """Does the engine let ``seat`` take back its last decision now?"""
    return match is not None and match.rewind_refusal(seat) is None


def take_back(match: Match | None, flow: RoundFlow, seat: int) -> Game | None:
    """Take back ``seat``'s last decision in ``match`` and go on from there in ``flow``;
    the rewound round, or None (and nothing touched) when the engine refuses."""
    if not can_take_back(match, seat):
        return None
    assert match is not None
    # Rewound first: should the replay fail, the round in play goes on untouched.  No
    # worker answer can arrive in between (they come through the event loop), and the
    # flow is stopped before the table shows the rewound round.
    # (The window closes an open 吃 chooser as the flow starts the rewound round,
    # ``RoundFlow.roundStarted``: its answer can never reach that round.)
    game = match.rewind_to_before_last_decision(seat)
    flow.stop()
    flow.start_round(game, catch_up=True)  # which empties the table for it
    return game
