"""Matches (RULES.md §B5, §B6): first dealer, the winner deals, 黄牌 keeps the dealer,
running totals, and a record that replays."""

from __future__ import annotations

import json
import random
from itertools import pairwise

import pytest

from dager_desktop.engine import PRESETS, Game, Match, RecordError
from dager_desktop.engine.match import first_dealer


def play_rounds(match: Match, rounds: int, rng: random.Random) -> list[tuple[int, int | None]]:
    """Play ``rounds`` rounds randomly; return (dealer, winner) of each."""
    seen = []
    for _ in range(rounds):
        game = match.next_round()
        while not game.over:
            d = rng.choice(game.decisions())
            game.apply(d.seat, rng.choice(d.options))
        match.record_result(game.result)
        seen.append((game.dealer, game.result.winner))
    return seen


@pytest.mark.parametrize("rules_name", ["standard", "standard_3p", "online001"])
def test_winner_deals_next_and_huang_keeps_the_dealer(rules_name: str) -> None:
    match = Match.new(PRESETS[rules_name], seed=4)
    rounds = play_rounds(match, 25, random.Random(1))
    for (dealer, winner), (next_dealer, _) in pairwise(rounds):
        assert next_dealer == (dealer if winner is None else winner)
    assert any(w is None for _, w in rounds) and any(w is not None for _, w in rounds)


def test_totals_are_the_sum_of_the_payments_and_sum_to_zero() -> None:
    match = Match.new(PRESETS["standard"], seed=9)
    play_rounds(match, 12, random.Random(2))
    expected = {s: sum(r.payments[s] for r in match.results) for s in range(4)}
    assert match.totals == expected
    assert sum(match.totals.values()) == 0


def test_dijia_is_always_opposite_the_dealer() -> None:
    match = Match.new(PRESETS["standard"], seed=3)
    for _ in range(6):
        game = match.next_round()
        assert game.dijia == (game.dealer + 2) % 4
        while not game.over:
            d = game.decisions()[0]
            game.apply(d.seat, d.options[-1])
        match.record_result(game.result)


def test_first_dealer_is_deterministic_and_any_seat_can_deal() -> None:
    rules = PRESETS["standard"]
    assert first_dealer(rules, 5) == first_dealer(rules, 5)
    assert {first_dealer(rules, s) for s in range(60)} == {0, 1, 2, 3}
    assert {first_dealer(PRESETS["online001"], s) for s in range(60)} == {0, 1, 2, 3}


def test_match_record_replays_with_the_round_in_play() -> None:
    match = Match.new(PRESETS["mingtang"], seed=2)
    rng = random.Random(5)
    play_rounds(match, 3, rng)
    game = match.next_round()
    for _ in range(7):
        d = rng.choice(game.decisions())
        game.apply(d.seat, rng.choice(d.options))
    record = json.loads(json.dumps(match.to_record()))
    again = Match.from_record(record)
    assert again.totals == match.totals and again.dealer == match.dealer
    assert again.game is not None and again.game.view(0) == game.view(0)
    assert again.round_index == match.round_index


def test_a_finished_round_is_booked_once_even_if_next_round_books_it() -> None:
    match = Match.new(PRESETS["standard"], seed=8)
    game = match.next_round()
    while not game.over:
        d = game.decisions()[0]
        game.apply(d.seat, d.options[0])
    match.next_round()  # books the previous result itself
    assert len(match.results) == 1


def test_bad_match_record_is_refused() -> None:
    match = Match.new(PRESETS["standard"], seed=1)
    play_rounds(match, 1, random.Random(0))
    record = match.to_record()
    record["rounds"][0]["actions"] = record["rounds"][0]["actions"][:3]
    with pytest.raises(RecordError, match="round 1"):
        Match.from_record(record)
    with pytest.raises(RecordError, match="version"):
        Match.from_record({**match.to_record(), "version": 7})


@pytest.mark.parametrize("change", [{"rounds": {}}, {"rounds": None}, {"rounds": "r"},
                                    {"version": True}, {"version": 1.0}])
def test_a_match_record_of_the_wrong_shape_is_refused_not_emptied(change) -> None:
    """``{}`` or ``null`` for the rounds read as a match of no rounds, and ``true`` passed
    for version 1: hand-edited saves lost their rounds without a word."""
    match = Match.new(PRESETS["standard"], seed=1)
    play_rounds(match, 1, random.Random(0))
    with pytest.raises(RecordError):
        Match.from_record({**match.to_record(), **change})


@pytest.mark.parametrize("version", [True, 1.0])
def test_a_round_record_version_must_be_the_number(version) -> None:
    match = Match.new(PRESETS["standard"], seed=1)
    play_rounds(match, 1, random.Random(0))
    record = match.to_record()["rounds"][0]
    with pytest.raises(RecordError, match="version"):
        Game.from_record({**record, "version": version})


def test_recording_then_dealing_books_the_round_once() -> None:
    match = Match.new(PRESETS["standard"], seed=8)
    game = match.next_round()
    while not game.over:
        d = game.decisions()[0]
        game.apply(d.seat, d.options[0])
    match.record_result(game.result)
    match.record_result(game.result)
    match.next_round()
    assert len(match.results) == 1 and len(match.finished) == 1
    assert match.totals == game.result.payments


def test_a_record_taken_before_booking_keeps_the_ended_round() -> None:
    match = Match.new(PRESETS["standard"], seed=6)
    game = match.next_round()
    while not game.over:
        d = game.decisions()[0]
        game.apply(d.seat, d.options[0])
    again = Match.from_record(match.to_record())  # not booked yet
    assert len(again.results) == 1 and again.totals == game.result.payments
    match.record_result(game.result, assisted=True)
    assert match.round_booked and match.finished[-1]["assisted"] is True
    assert Match.from_record(match.to_record()).totals == match.totals


def test_a_round_helped_by_hint_or_undo_stays_marked_through_a_save() -> None:
    match = Match.new(PRESETS["standard"], seed=6)
    for assisted in (True, False):
        game = match.next_round()
        while not game.over:
            d = game.decisions()[0]
            game.apply(d.seat, d.options[0])
        match.record_result(game.result, assisted=assisted)
    match.next_round()
    again = Match.from_record(match.to_record())
    assert [r.get("assisted") for r in again.finished] == [True, None]
    assert again.to_record() == match.to_record()
