"""Helpers for scripted rounds: complete partial deals and drive a Game step by step."""

from __future__ import annotations

from collections import Counter

from dager_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    Card,
    Game,
    Phase,
    RuleSet,
    full_deck,
    parse_cards,
)

STANDARD = PRESETS["standard"]


def rest_of_deck(*used: list[Card]) -> list[Card]:
    """The deck minus ``used`` cards, in face order."""
    left = Counter(full_deck())
    for cards in used:
        left.subtract(cards)
    assert all(n >= 0 for n in left.values()), "a face appears more than four times"
    return sorted(c for c, n in left.items() for _ in range(n))


def deal(
    hands: dict[int, str],
    dealer: int = 0,
    rules: RuleSet = STANDARD,
    stock_top: str = "",
    bottom: str | None = None,
) -> Game:
    """A Game from partial hands, completed to 21/20 cards with *quiet* cards:
    faces the scripted cards don't use, at most one of each per seat where the
    deck allows, so the filling adds as few options as possible.  The stock
    starts with ``stock_top`` and ends with ``bottom`` (a black card by
    default, so the bottom-card rule leaves it in place)."""
    parsed = {s: parse_cards(h) for s, h in hands.items()}
    top = parse_cards(stock_top)
    scripted = {card for cards in [*parsed.values(), top] for card in cards}
    pool = rest_of_deck(*parsed.values(), top)
    for seat in _order(rules, dealer):
        want = 21 if seat == dealer else 20
        cards = parsed.setdefault(seat, [])
        for allow_pairs in (False, True):
            for card in list(pool):
                if len(cards) == want:
                    break
                if card in scripted and not allow_pairs:
                    continue
                if cards.count(card) < (2 if allow_pairs else 1):
                    cards.append(card)
                    pool.remove(card)
        assert len(cards) == want
    if bottom is not None:
        b = parse_cards(bottom)[0]
        pool.remove(b)
        pool.append(b)
    else:
        black = next(c for c in reversed(pool) if not c.red)
        pool.remove(black)
        pool.append(black)
    return Game.from_deal(rules, dealer, parsed, top + pool)


def after_quiet_discard(
    hands: dict[int, str], stock_top: str, rules: RuleSet = STANDARD
) -> Game:
    """The dealer (seat 0, holding ``hands[0]`` + one more card) makes an opening
    discard that nobody claims — preferably one nobody can claim, else one every
    seat may pass — so that seat 1 turns ``stock_top`` next."""
    dealer_cards = hands.get(0, "")
    used = [parse_cards(h) for h in hands.values()] + [parse_cards(stock_top)]
    candidates = [
        extra
        for extra in dict.fromkeys(rest_of_deck(*used))
        if dealer_cards.count(str(extra)) < 2 and str(extra) != stock_top
    ]
    for allow_passing in (False, True):
        for extra in candidates:
            game = deal({**hands, 0: dealer_cards + str(extra)}, rules=rules, stock_top=stock_top)
            pass_opening(game)
            play(game, 0, f"discard {extra}")
            if allow_passing:
                _everyone_passes(game)
            if game.window is not None and game.window.active.turned:
                return game
    raise AssertionError("every extra card for the dealer is claimed")


def _everyone_passes(game: Game) -> None:
    while game.window is not None and not game.window.active.turned:
        if not all(any(a.kind is ActionKind.PASS for a in d.options) for d in game.decisions()):
            return
        for d in game.decisions():
            game.apply(d.seat, Action(ActionKind.PASS))


def _order(rules: RuleSet, dealer: int) -> list[int]:
    from dager_desktop.engine.table import playing_order

    return list(playing_order(rules, dealer))


def pass_opening(game: Game) -> None:
    """Answer PASS to every opening 报/HU offer."""
    while game.phase is Phase.OPENING:
        d = game.decisions()[0]
        game.apply(d.seat, Action(ActionKind.PASS))


def declare_bao_at_opening(game: Game, seat: int) -> None:
    """Answer the opening: ``seat`` declares 报 (it must be offered), every other answer
    is PASS."""
    while game.phase is Phase.OPENING:
        d = game.decisions()[0]
        play(game, d.seat, "bao" if d.seat == seat and "bao" in options_of(game)[seat] else "pass")
    assert game.seats[seat].bao


def options_of(game: Game) -> dict[int, set[str]]:
    """Decisions as {seat: {"chi 七八九", "peng 七", "pass", ...}} for readable asserts."""
    return {d.seat: {_label(a) for a in d.options} for d in game.decisions()}


def _label(action: Action) -> str:
    if action.kind is ActionKind.CHI:
        assert action.meld is not None
        text = f"chi {action.meld}"
        return text + "".join(f" bi {m}" for m in action.bi)
    if action.kind in (ActionKind.PENG, ActionKind.ZHAO):
        return f"{action.kind.value} {action.card}"
    if action.card is not None:
        return f"{action.kind.value} {action.card}"
    return action.kind.value


def find(game: Game, seat: int, label: str) -> Action:
    """The offered action of ``seat`` with this label."""
    for d in game.decisions():
        if d.seat == seat:
            for a in d.options:
                if _label(a) == label:
                    return a
    raise AssertionError(f"seat {seat} is not offered {label!r}: {options_of(game)}")


def play(game: Game, seat: int, label: str) -> None:
    game.apply(seat, find(game, seat, label))


def c(text: str) -> Card | tuple[Card, ...]:
    """One card, or a tuple of cards for longer text (handy for 列)."""
    cards = parse_cards(text)
    return cards[0] if len(cards) == 1 else tuple(cards)
