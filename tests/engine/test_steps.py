"""A round step by step (``ReplaySteps``): forward and back through it with every hand open."""

from __future__ import annotations

import pytest

from dager_desktop.engine import Game, RecordError, ReplaySteps
from tests.store.helpers import won_round


def test_every_step_is_the_round_replayed_that_far():
    game = won_round("standard")
    record = game.to_record()
    steps = ReplaySteps(record)
    assert steps.count == len(record["actions"])
    for k in (0, 1, steps.count // 2, steps.count):
        partial = Game.from_record({**record, "actions": record["actions"][:k]})
        assert steps.game_at(k).to_record() == partial.to_record()
    assert steps.game_at(steps.count).result == game.result


def test_back_and_forth_gives_the_same_states():
    steps = ReplaySteps.from_game(won_round("mingtang"))
    last = steps.game_at(steps.count).to_record()
    assert steps.game_at(3).to_record() == steps.game_at(3).to_record()
    assert steps.game_at(steps.count).to_record() == last


def test_a_state_handed_out_cannot_disturb_the_others():
    steps = ReplaySteps.from_game(won_round("standard"))
    first = steps.game_at(0)
    decision = first.decisions()[0]
    first.apply(decision.seat, decision.options[0])
    assert steps.game_at(0).actions == []


def test_every_hand_is_open_and_the_cards_add_up():
    steps = ReplaySteps.from_game(won_round("standard"))
    hands = steps.hands_at(0)
    game = steps.game_at(0)
    assert sorted(hands) == sorted(game.order)
    dealt = {s: len(h) + sum(len(m.cards) for m in game.view(s).melds[s])
             for s, h in hands.items()}
    assert sorted(dealt.values()) == [20, 20, 21]  # a 垅 laid at the deal is a meld
    assert all(hands_ == game.view(s).hand for s, hands_ in hands.items())


def test_actions_and_events_per_step():
    game = won_round("standard")
    steps = ReplaySteps.from_game(game)
    assert [steps.action_at(k) for k in range(1, steps.count + 1)] == game.actions
    with pytest.raises(IndexError):
        steps.action_at(0)
    with pytest.raises(IndexError):
        steps.game_at(steps.count + 1)
    events = [e for k in range(steps.count + 1) for e in steps.events_at(k)]
    assert events == game.events


def test_a_tampered_record_is_refused():
    record = won_round("standard").to_record()
    record["actions"][0] = {"seat": "x"}
    with pytest.raises(RecordError, match="step 1"):
        ReplaySteps(record)
    record["actions"] = "none"
    with pytest.raises(RecordError):
        ReplaySteps(record)
