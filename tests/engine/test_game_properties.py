"""Property tests over seeded random rounds, for every preset.

Every round ends; the 80 cards are accounted for at every step; payments sum to
zero; every offered action applies; a random action that was not offered raises
``IllegalAction`` and changes nothing; a record replays to identical views and
result; no view holds another seat's concealed cards or the stock order; every
seat's view shows the open claim window's card (``active``), which is how code
outside the engine reads it.

``DAGER_PROP_ROUNDS`` sets the rounds per preset: 1000 by default, 5,000
rounds over the five presets, which keeps the whole suite within its five
minutes; raise it for a long run (``DAGER_PROP_ROUNDS=10000``, about two
minutes a preset).
"""

from __future__ import annotations

import dataclasses
import os
import random
from collections import Counter

import pytest

from dager_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    Card,
    Game,
    IllegalAction,
    Meld,
    MeldKind,
    Phase,
    full_deck,
)

ROUNDS = int(os.environ.get("DAGER_PROP_ROUNDS", "1000"))
DECK = Counter(full_deck())
MAX_STEPS = 400  # far above any real round: every round must end well before


def random_action(rng: random.Random) -> Action:
    kind = rng.choice(list(ActionKind))
    card = Card(rng.randrange(20)) if rng.random() < 0.8 else None
    meld = None
    if kind is ActionKind.CHI and card is not None and card.rank <= 8:
        meld = Meld(MeldKind.SHUN, (card, Card(card + 1), Card(card + 2)))
    return Action(kind, card, meld)


def check_refusal(game: Game, rng: random.Random) -> None:
    """A random action that was not offered is refused and changes nothing."""
    offered = {d.seat: d.options for d in game.decisions()}
    seat = rng.randrange(game.rules.seats)
    action = random_action(rng)
    if action in offered.get(seat, ()):
        return
    before = (len(game.actions), len(game.events), game.view(seat))
    with pytest.raises(IllegalAction) as err:
        game.apply(seat, action)
    assert str(err.value)
    assert (len(game.actions), len(game.events), game.view(seat)) == before


def check_view_secrecy(game: Game) -> None:
    for seat in range(game.rules.seats):
        view = game.view(seat)
        own = game.seats.get(seat)
        assert view.hand == (own.hand if own else ())
        # What the view shows plus what it hides is the deck exactly once:
        # no hidden card (another hand, the stock) appears in the view.
        hidden = Counter(game.stock)
        for other, st in game.seats.items():
            if other != seat:
                hidden.update(st.hand)
        in_stock_and_shown = Counter(c for c in view.bottom_cards if c not in game.dead)
        assert Counter(view.visible_cards()) + hidden - in_stock_and_shown == DECK
        names = {f.name for f in dataclasses.fields(view)}
        assert "stock" not in names and "hands" not in names


def check_claim_window_in_view(game: Game) -> None:
    """``view(seat).active`` is the open claim window's card, for every seat alike."""
    window = game.window.active if game.window is not None else None
    for seat in range(game.rules.seats):
        assert game.view(seat).active == window
    assert (window is not None) == (game.phase is Phase.CLAIM)


def play_round(rules_name: str, seed: int) -> Game:
    rules = PRESETS[rules_name]
    rng = random.Random(seed)
    game = Game.new(rules, seed=seed, dealer=rng.randrange(rules.seats))
    thorough = seed % 10 == 0  # the costly checks on every tenth round
    for _ in range(MAX_STEPS):
        if game.over:
            break
        if thorough:
            check_refusal(game, rng)
            check_view_secrecy(game)
            check_claim_window_in_view(game)
        decision = rng.choice(game.decisions())
        action = rng.choice(decision.options)
        game.apply(decision.seat, action)
        assert Counter(game.all_cards()) == DECK
    else:
        raise AssertionError(f"seed {seed}: the round did not end in {MAX_STEPS} steps")
    assert game.decisions() == ()
    assert sum(game.result.payments.values()) == 0
    assert set(game.result.payments) == set(range(rules.seats))
    return game


@pytest.mark.parametrize("rules_name", sorted(PRESETS))
def test_random_rounds_hold_every_invariant(rules_name: str) -> None:
    outcomes = Counter()
    for seed in range(ROUNDS):
        game = play_round(rules_name, seed)
        outcomes["won" if game.result.winner is not None else "huang"] += 1
        if seed % 20 == 0:
            replay = Game.from_record(game.to_record())
            assert replay.result == game.result
            for seat in range(game.rules.seats):
                assert replay.view(seat) == game.view(seat)
    assert outcomes["won"] > 0 and outcomes["huang"] > 0


@pytest.mark.parametrize("rules_name", sorted(PRESETS))
def test_every_offered_action_applies(rules_name: str) -> None:
    """At each step of some rounds, every option (not just the one taken) applies."""
    rules = PRESETS[rules_name]
    for seed in range(max(10, ROUNDS // 100)):
        rng = random.Random(seed)
        game = Game.new(rules, seed=seed + 10_000, dealer=0)
        while not game.over:
            for decision in game.decisions():
                for action in decision.options:
                    twin = game.clone()
                    twin.apply(decision.seat, action)
                    assert Counter(twin.all_cards()) == DECK
            decision = rng.choice(game.decisions())
            game.apply(decision.seat, rng.choice(decision.options))


def test_mid_round_record_replays_to_the_same_views() -> None:
    rng = random.Random(7)
    for seed in range(30):
        game = Game.new(PRESETS["standard"], seed=seed)
        for _ in range(rng.randrange(1, 40)):
            if game.over:
                break
            d = rng.choice(game.decisions())
            game.apply(d.seat, rng.choice(d.options))
        replay = Game.from_record(game.to_record())
        assert replay.decisions() == game.decisions()
        for seat in range(4):
            assert replay.view(seat) == game.view(seat)
