"""Every reason a hint gives about a card is true of the hand it was given for.

Rounds are played with random choices under several presets, and at every
decision each option is explained twice — by the advisor (``reason_for``, the
Hint's reason) and, for the moves not offered, by the engine (``why_not``,
the practice tooltips) — and each claim the sentence makes is checked
against the engine's own reading of the full round: the hand's counts, its
吃 (``chi_options``), its waits (``waiting_cards``), ``analyze``, and what the
other seats really hold.  A hint once said 九 "fits no set or pair in your
hand" while the hand held 九九.
"""

from __future__ import annotations

import random
from collections import Counter

from dager_desktop.ai.advice import reason_for
from dager_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    Card,
    Game,
    Phase,
    SeatView,
    analyze,
    chi_options,
    waiting_cards,
    why_not,
)

PRESETS_PLAYED = ("standard", "standard_3p", "mingtang", "online001")
ROUNDS_PER_PRESET = 3


def _ready_faces(view: SeatView, hand: list[Card]) -> int:
    waits = waiting_cards(hand, tuple(view.melds.get(view.seat, ())), view.rules)
    return sum(1 for face in waits if face not in view.guo)


def _without(hand: tuple[Card, ...], card: Card) -> list[Card]:
    rest = list(hand)
    rest.remove(card)
    return rest


def check_advice(game: Game, seat: int, options: tuple[Action, ...], action: Action) -> str:
    """The reason for ``action``; fails when what its sentence says is false."""
    view = game.view(seat)
    reason, params = reason_for(view, options, action)
    card = params.get("card")
    where = f"{reason} {action} hand {sorted(view.hand)}"
    if reason == "isolated":  # "It fits no set or pair in your hand."
        assert view.hand.count(card) == 1, where  # no pair, no 坎
        assert chi_options(_without(view.hand, card), card, view.rules) == [], where
    elif reason == "keeps_ready" and action.kind in (ActionKind.DISCARD, ActionKind.BAO):
        assert _ready_faces(view, _without(view.hand, card)) == params["faces"] > 0, where
    elif reason == "keeps_ready":  # a pass: the hand as it stands
        assert _ready_faces(view, list(view.hand)) == params["faces"] > 0, where
    elif reason == "safe_dead":  # "every other %1 is in sight, so nobody can Peng it"
        for other in game.order:
            if other != seat:
                assert game.view(other).hand.count(card) < 2, where
    elif reason == "safe_lower_guo":  # 过张 for the 下家: no 吃, 碰 or 胡 of it
        assert card in game.view(view.lower(seat)).guo, where
    elif reason == "win":
        assert action.kind is ActionKind.HU, where
    elif reason == "forced":
        assert ActionKind.PASS not in {o.kind for o in options}, where
        assert action.kind in (ActionKind.PENG, ActionKind.ZHAO), where
    elif reason == "bao_doubles":
        assert _ready_faces(view, list(view.hand)) == params["faces"], where
    return reason


def check_refusal(game: Game, seat: int, offered: dict[int, tuple[Action, ...]],
                  action: Action) -> str | None:
    """The engine's reason ``action`` is not offered; fails when it says what is false."""
    refusal = why_not(game, seat, action, offered)
    if refusal is None:
        return None
    view = game.view(seat)
    card = refusal.params.get("card")
    held = view.hand.count(card) if card is not None else 0
    where = f"{refusal.code} {action} hand {sorted(view.hand)}"
    melds = tuple(view.melds.get(seat, ()))
    if refusal.code == "kan_locked" and action.kind is ActionKind.DISCARD:
        assert held >= 3, where
    elif refusal.code == "not_in_hand":
        assert held == 0, where
    elif refusal.code == "no_pair":
        assert held < 2, where
    elif refusal.code == "kan_is_zhao":
        assert held == 3, where
    elif refusal.code == "no_kan":
        assert held < 3, where
    elif refusal.code == "pair_forces_peng":
        assert held >= 2, where
    elif refusal.code == "guo":
        assert card in view.guo, where
    elif refusal.code == "no_chi":
        assert chi_options(view.hand, card, view.rules) == [], where
    elif refusal.code == "no_win":
        won = analyze(view.hand, melds, card, view.rules)
        assert won is None or not won.is_win, where
    return refusal.code


def _asked(game: Game) -> list[tuple[int, Action]]:
    """Moves not offered to a deciding seat that a player might still try: playing
    each card of the hand, and each claim of the card on offer."""
    tried = []
    for decision in game.decisions():
        view = game.view(decision.seat)
        if game.phase is Phase.DISCARD:
            tried += [(decision.seat, Action(ActionKind.DISCARD, c)) for c in set(view.hand)]
        elif view.active is not None:
            card = view.active.card
            tried += [(decision.seat, Action(kind, card))
                      for kind in (ActionKind.PENG, ActionKind.ZHAO, ActionKind.CHI)]
            tried.append((decision.seat, Action(ActionKind.HU)))
    return tried


def play_and_check(preset: str, seed: int, seen: Counter[str]) -> None:
    game = Game.new(PRESETS[preset], seed=seed, dealer=seed % PRESETS[preset].seats)
    rng = random.Random(seed)
    while not game.over:
        decisions = game.decisions()
        offered = {d.seat: d.options for d in decisions}
        for decision in decisions:
            for option in decision.options:
                seen[check_advice(game, decision.seat, decision.options, option)] += 1
        for seat, action in _asked(game):
            code = check_refusal(game, seat, offered, action)
            if code is not None:
                seen["refusal " + code] += 1
        decision = decisions[0]
        game.apply(decision.seat, rng.choice(decision.options))


def test_every_reason_a_hint_gives_is_true_of_the_hand():
    seen: Counter[str] = Counter()
    for preset in PRESETS_PLAYED:
        for seed in range(ROUNDS_PER_PRESET):
            play_and_check(preset, seed, seen)
    # the check had something to check: each claim about a card came up
    for reason in ("isolated", "keeps_ready", "safe_dead", "safe_lower_guo", "best_shape",
                   "refusal kan_locked", "refusal no_pair", "refusal no_win"):
        assert seen[reason] > 0, (reason, seen)

