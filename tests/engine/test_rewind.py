"""Taking back a seat's last decision (practice mode's Undo): ``Game.last_decision_of``,
``Game.replayed_to``, ``Match.rewind_refusal`` and ``Match.rewind_to_before_last_decision``."""

from __future__ import annotations

import random

import pytest

from dager_desktop.engine import PRESETS, ActionKind, Game, Match, Phase, RewindRefused

from .deals import c, deal, options_of, pass_opening, play


def match_with(game: Game) -> Match:
    """A match whose round in play is ``game`` (a scripted deal)."""
    match = Match.new(game.rules, seed=1)
    match.game = game
    return match


def replay_without_last_decision(game: Game, seat: int) -> Game:
    """What the rewound round must equal: the record cut before ``seat``'s last action."""
    record = game.to_record()
    last = max(i for i, entry in enumerate(record["actions"]) if entry["seat"] == seat)
    record["actions"] = record["actions"][:last]
    return Game.from_record(record)


def assert_same_round(a: Game, b: Game) -> None:
    assert a.to_record() == b.to_record()
    assert a.events == b.events and a.decisions() == b.decisions() and a.phase is b.phase
    for seat in range(a.rules.seats):
        assert a.view(seat) == b.view(seat)


def peng_window() -> Game:
    """Dealer 0 discards 十: seat 1 (下家) may 吃 it, seat 3 must 碰 it — both asked at once."""
    game = deal({0: "十", 1: "八九", 3: "十十"})
    pass_opening(game)
    play(game, 0, "discard 十")
    assert set(options_of(game)) == {1, 3}
    return game


def test_last_decision_of_is_the_index_of_the_seats_last_action() -> None:
    game = peng_window()
    assert game.last_decision_of(0) == len(game.actions) - 1  # the discard
    assert game.actions[game.last_decision_of(3)][0] == 3  # its opening PASS
    assert game.last_decision_of(2) is None  # the 底家 never decides


def test_undo_before_a_claim_puts_the_card_back_in_the_hand() -> None:
    game = peng_window()
    match = match_with(game)
    rewound = match.rewind_to_before_last_decision(0)
    assert match.game is rewound and rewound is not game
    assert rewound.phase is Phase.DISCARD and rewound.to_act == 0 and rewound.window is None
    assert c("十") in rewound.view(0).hand
    assert_same_round(rewound, replay_without_last_decision(game, 0))


def test_undo_of_a_claim_opens_its_window_again_keeping_the_earlier_answers() -> None:
    game = peng_window()
    play(game, 1, "pass")
    play(game, 3, "peng 十")
    assert game.window is None and game.phase is Phase.DISCARD and game.to_act == 3
    actions = list(game.actions)
    rewound = match_with(game).rewind_to_before_last_decision(3)
    assert game.actions == actions  # the round rewound from is left as it was
    assert rewound.window is not None and rewound.window.active.card == c("十")
    assert set(options_of(rewound)) == {3}  # seat 1's PASS, given before, stands
    assert "peng 十" in options_of(rewound)[3]
    assert_same_round(rewound, replay_without_last_decision(game, 3))


def test_undo_after_a_claim_rewinds_only_to_the_seats_own_last_decision() -> None:
    game = peng_window()
    play(game, 1, "pass")
    play(game, 3, "peng 十")
    rewound = match_with(game).rewind_to_before_last_decision(1)
    assert set(options_of(rewound)) == {1, 3}  # the 碰 came after: it is asked again
    assert_same_round(rewound, replay_without_last_decision(game, 1))


def test_undo_in_an_open_claim_window_takes_back_only_that_answer() -> None:
    game = peng_window()
    play(game, 1, "pass")
    assert game.window is not None  # seat 3's 碰 could still beat the pass: it waits
    rewound = match_with(game).rewind_to_before_last_decision(1)
    assert set(options_of(rewound)) == {1, 3}
    assert ActionKind.PASS in {a.kind for d in rewound.decisions() if d.seat == 1
                               for a in d.options}
    assert_same_round(rewound, replay_without_last_decision(game, 1))


def test_a_round_that_is_over_is_never_undone() -> None:
    match = Match.new(PRESETS["standard"], seed=5)
    game = match.next_round()
    rng = random.Random(5)
    while not game.over:
        d = rng.choice(game.decisions())
        game.apply(d.seat, rng.choice(d.options))
    seat = game.actions[-1][0]
    assert match.rewind_refusal(seat) == "the round is over: its result stands"
    with pytest.raises(RewindRefused, match="over"):
        match.rewind_to_before_last_decision(seat)
    match.record_result(game.result)  # booked: still refused
    assert match.rewind_refusal(seat) is not None
    assert match.game is game  # a refusal changes nothing


def test_nothing_to_undo_is_refused_with_a_reason() -> None:
    match = Match.new(PRESETS["standard"], seed=2)
    assert match.rewind_refusal(0) == "no round has been dealt"
    game = match.next_round()
    assert match.rewind_refusal(game.dealer) == f"seat {game.dealer} has made no decision " \
                                                "in this round"
    assert "no seat 7" in (match.rewind_refusal(7) or "")
    with pytest.raises(RewindRefused):
        match.rewind_to_before_last_decision(game.dealer)
    assert match.game is game and game.actions == []


def test_replayed_to_refuses_a_count_outside_the_actions() -> None:
    game = peng_window()
    with pytest.raises(ValueError):
        game.replayed_to(len(game.actions) + 1)
    with pytest.raises(ValueError):
        game.replayed_to(-1)
    assert_same_round(game.replayed_to(len(game.actions)), game)


@pytest.mark.parametrize("preset", ["standard", "standard_3p", "mingtang"])
def test_a_rewound_round_equals_the_replay_of_the_shortened_record(preset: str) -> None:
    rng = random.Random(preset)
    match = Match.new(PRESETS[preset], seed=11)
    game = match.next_round()
    checked = 0
    while not game.over:
        seat = rng.choice(game.order)
        if match.rewind_refusal(seat) is None and rng.random() < 0.2:
            expected = replay_without_last_decision(game, seat)
            rewound = match.rewind_to_before_last_decision(seat)
            assert_same_round(rewound, expected)
            checked += 1
            match.game = game  # carry on with the round as played
        d = rng.choice(game.decisions())
        game.apply(d.seat, rng.choice(d.options))
    assert checked > 3
