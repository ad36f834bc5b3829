"""A round shown at once (a resumed match) or replayed from its start (Undo) stands the
human's hand in the same columns as live play did: pairs and runs kept, not broken up."""

from __future__ import annotations

import random

from dager_desktop.engine import PRESETS, ActionKind, Match
from dager_desktop.ui.table.projection import HUMAN, TableModels


def _mid_round(seed: int):
    """A round in which the human has discarded a few times (None if it never does)."""
    match = Match.new(PRESETS["standard"], seed)
    game = match.next_round()
    if HUMAN not in game.order:
        return None
    live = TableModels()
    live.start_round(game, match)
    rng, discards = random.Random(seed), 0
    while not game.over and discards < 4:
        decision = game.decisions()[0]
        plain = [o for o in decision.options if o.kind not in (ActionKind.HU, ActionKind.CHI)]
        action = rng.choice(plain or list(decision.options))
        game.apply(decision.seat, action)
        discards += decision.seat == HUMAN and action.kind is ActionKind.DISCARD
    if game.over:
        return None
    for event in game.events:  # live play: each event as it happens
        live.apply(event)
    live.reconcile(game)
    return match, game, live.hand.columns()


def test_the_hand_stands_as_in_live_play_after_a_catch_up(qapp):
    rounds = [r for r in map(_mid_round, range(16)) if r is not None]
    assert len(rounds) >= 6
    for match, game, live in rounds:
        replayed = TableModels()  # Undo: the round's events again, from its start
        replayed.start_round(game, match)
        for event in game.events:
            replayed.apply(event)
        replayed.reconcile(game)
        resumed = TableModels()  # Continue: the table put as it stands, at once
        resumed.start_round(game, match)
        resumed.reconcile(game)
        assert replayed.hand.columns() == live
        assert resumed.hand.columns() == live
