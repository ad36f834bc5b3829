"""Every claim window of random rounds checked against a second reading of §C.

``expected_claims`` re-derives, from RULES.md C1 and C4–C14 alone, what each
playing seat may answer to the card on offer: 胡, 招, 碰, each 吃 with its 比,
and 过.  It shares nothing with the engine's claim code but the shapes of a
吃 (``chi_options``, checked against its own vectors) and a hand's 胡
(``analyze``).  The windows come from seeded random rounds of every preset and
of the option switches no preset uses.  Over them the rarer branches come up
too: a claim lapsing under C14, a 报 seat's 招, a second 招 that needs no
discard, 吃 with 比 (a model without C14 fails two of the eleven runs).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dager_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    ActiveCard,
    Card,
    Game,
    Phase,
    RuleSet,
    analyze,
    chi_options,
)

STANDARD = PRESETS["standard"]
#: Option switches (RULES.md §H.2) that no preset uses.
VARIANTS = {
    "chi_from_upper_flip=false": STANDARD.replace(chi_from_upper_flip=False),
    "peng_zhao_own_flip=false": STANDARD.replace(peng_zhao_own_flip=False),
    "mandatory_peng=false": STANDARD.replace(mandatory_peng=False),
    "mandatory_zhao=false": STANDARD.replace(mandatory_zhao=False),
    "guo_on_*=false": STANDARD.replace(
        guo_on_discard=False, guo_on_declined_chi=False, guo_on_declined_hu=False
    ),
    "bao_window=any_time_ready": STANDARD.replace(bao_window="any_time_ready", bao_multiplier=2),
}
RULES = {**PRESETS, **VARIANTS}
ROUNDS = 12

Answer = tuple  # ("hu",), ("zhao",), ("peng",), ("chi", meld, bi) or ("pass",)


def leaves_a_card(hand: Counter[Card], used: Counter[Card], discard_follows: bool) -> bool:
    """C14: one card left, or, when a discard follows, two with one outside every 坎."""
    left = hand - used
    if not discard_follows:
        return left.total() >= 1
    return left.total() >= 2 and any(n < 3 for n in left.values())


def expected_claims(game: Game, seat: int, active: ActiveCard) -> set[Answer]:
    """What ``seat`` may answer to the card on offer, read from §C alone."""
    rules: RuleSet = game.rules
    state = game.seats[seat]
    card, source = active.card, active.seat
    if seat == source and not active.turned:
        return set()  # C1: one's own discard is never claimed
    hand = Counter(state.hand)
    guo = card in state.guo
    # C5, C10, C11: a discard follows a claim unless 报 or a free discard (八块)
    discard_follows = not state.bao and state.credits == 0
    answers: set[Answer] = set()
    arrangement = analyze(state.hand, state.melds, card, rules)
    if arrangement is not None and arrangement.is_win and not guo:
        answers.add(("hu",))
    own_turned = seat == source
    zhao = peng = False
    if not (own_turned and not rules.peng_zhao_own_flip):
        if hand[card] == 3:
            # a second 招 or 垅 earns the free discard it would need (C10)
            zhao = leaves_a_card(hand, Counter({card: 3}), discard_follows and state.quads == 0)
        elif hand[card] == 2 and not guo and not state.bao:
            peng = leaves_a_card(hand, Counter({card: 2}), discard_follows)
    if zhao:
        answers.add(("zhao",))
    if peng:
        answers.add(("peng",))
    lower = game.order[(game.order.index(source) + 1) % len(game.order)]
    if active.turned:
        may_chi = own_turned or (rules.chi_from_upper_flip and seat == lower)
    else:
        may_chi = seat == lower
    if may_chi and not guo and not state.bao:
        for option in chi_options(state.hand, card, rules):
            used = Counter(option.meld.cards) - Counter({card: 1})
            for bi in option.bi:
                used.update(bi.cards)
            if leaves_a_card(hand, used, discard_follows):
                answers.add(("chi", option.meld, option.bi))
    forced = (zhao and rules.mandatory_zhao) or (peng and rules.mandatory_peng)
    if forced and rules.claim_enforcement == "auto":
        # C2a, C4: the mandatory claim (and 胡, if any) without 过 and without 吃
        return {a for a in answers if a[0] != "chi"}
    if answers:
        answers.add(("pass",))
    return answers


def as_answer(action: Action) -> Answer:
    if action.kind is ActionKind.CHI:
        return ("chi", action.meld, action.bi)
    return (action.kind.value,)


def play_randomly(game: Game, rng: random.Random) -> None:
    decision = rng.choice(game.decisions())
    wins = [a for a in decision.options if a.kind is ActionKind.HU]
    # wins taken often, so that rounds also end by 胡 and not only by 黄牌
    choice = wins[0] if wins and rng.random() < 0.7 else rng.choice(decision.options)
    game.apply(decision.seat, choice)


@pytest.mark.parametrize("name", sorted(RULES))
def test_every_claim_window_offers_what_section_c_allows(name: str) -> None:
    rules = RULES[name]
    rng = random.Random(name)
    windows = 0
    for number in range(ROUNDS):
        game = Game.new(rules, seed=number, dealer=number % rules.seats)
        while not game.over:
            window = game.window
            if game.phase is Phase.CLAIM and window is not None and not window.answers:
                windows += 1
                for seat in game.order:
                    offered = {as_answer(a) for a in window.options.get(seat, ())}
                    assert offered == expected_claims(game, seat, window.active), (
                        f"{name}, round {number}, seat {seat}, {window.active}"
                    )
            play_randomly(game, rng)
    assert windows > 10 * ROUNDS  # (about 16 a round)
