"""Speed of the hand analysis (DESIGN.md: analyze ≥ 10,000 hands/s, waiting_cards median < 2 ms).

Builds a fixed, seeded set of 20–21-card hands — half put together from random
列 (so most of them win), half dealt at random — and times, in one process:

* ``analyze`` over every hand once (the memo starts empty, as in a new game);
* with ``--reference``, the plain exhaustive search the property tests check
  ``analyze`` against (``tests/engine/brute_force.py``), over the
  same hands, its own memo empty too: the ratio says how much faster ``analyze`` is
  (both timed ``--repeat`` times, each from empty memos, the best time kept);
* ``waiting_cards`` on the ready hands (those with at least one wait), per call.

Run: ``.venv/bin/python benchmarks/bench_hand.py [--hands N] [--seed S] [--rules PRESET]
[--reference] [--repeat K]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dager_desktop.engine.arrangement import analyze, waiting_cards
from dager_desktop.engine.cards import COPIES, Card
from dager_desktop.engine.rules import PRESETS, RuleSet

Hand = tuple[list[Card], Card | None]


def _group_menu() -> list[tuple[Card, ...]]:
    """Every 3-card 列 shape a concealed hand can hold."""
    menu: list[tuple[Card, ...]] = []
    for face in Card:
        menu.append((face,) * 3)  # a 坎, or a 碰 once its third copy is the winning card
        if face.rank <= 8:
            menu.append((face, Card(face + 1), Card(face + 2)))
        if face.rank == 2:
            menu.append((face, Card(face + 5), Card(face + 8)))
        if not face.big:
            menu.append((face, face, face.other_case))
            menu.append((face, face.other_case, face.other_case))
    return menu


def _built_hand(rng: random.Random, menu: list[tuple[Card, ...]]) -> list[Card]:
    """21 cards made of 7 random 列.

    Three or four copies of a face that do not come from one triple would be
    locked as a 坎/垅 and break the 列 they were drawn for, so such draws are
    redrawn: the hand then has a complete shape.
    """
    while True:
        cards: list[Card] = []
        triples: set[Card] = set()
        for _ in range(7):
            group = rng.choice(menu)
            cards.extend(group)
            if len(set(group)) == 1:
                triples.add(group[0])
        counts = [cards.count(c) for c in Card]
        if all(n < 3 or (n == 3 and c in triples) for c, n in zip(Card, counts, strict=True)):
            return cards


def make_hands(count: int, seed: int) -> list[Hand]:
    """``count`` hands: (concealed cards, winning card or None for a dealt 21-card hand)."""
    rng = random.Random(seed)
    menu = _group_menu()
    deck = [c for c in Card for _ in range(COPIES)]
    hands: list[Hand] = []
    for i in range(count):
        cards = _built_hand(rng, menu) if i % 2 == 0 else rng.sample(deck, 21)
        rng.shuffle(cards)
        if rng.random() < 0.2:
            hands.append((cards, None))  # the dealer's dealt hand (天胡 check)
        else:
            hands.append((cards[:20], cards[20]))
    return hands


def bench_analyze(hands: list[Hand], rules: RuleSet) -> tuple[float, int]:
    start = time.perf_counter()
    wins = 0
    for cards, win in hands:
        result = analyze(cards, (), win, rules)
        wins += bool(result is not None and result.is_win)
    return len(hands) / (time.perf_counter() - start), wins


def _clear_memos() -> None:
    from dager_desktop.engine import arrangement_search

    for search in arrangement_search._SEARCHES.values():
        search.summary.cache_clear()
        search.partitions.cache_clear()
        search.partial.cache_clear()


def bench_reference(hands: list[Hand], rules: RuleSet, repeat: int) -> tuple[float, float]:
    """Best seconds of ``analyze`` and of the plain reference over ``hands``, each from
    empty memos, ``repeat`` times in turn."""
    from tests.engine.brute_force import reference, splits

    best_analyze = best_reference = float("inf")
    for _ in range(repeat):
        _clear_memos()
        start = time.perf_counter()
        for cards, win in hands:
            analyze(cards, (), win, rules)
        best_analyze = min(best_analyze, time.perf_counter() - start)
        splits.cache_clear()
        start = time.perf_counter()
        for cards, win in hands:
            reference((cards, (), win), rules)
        best_reference = min(best_reference, time.perf_counter() - start)
    return best_analyze, best_reference


def bench_waits(hands: list[Hand], rules: RuleSet, limit: int) -> list[float]:
    """Milliseconds per ``waiting_cards`` call on ready 20-card hands."""
    times: list[float] = []
    for cards, win in hands:
        if win is None:
            continue
        start = time.perf_counter()
        waits = waiting_cards(cards, (), rules)
        elapsed = (time.perf_counter() - start) * 1000
        if waits:
            times.append(elapsed)
            if len(times) >= limit:
                break
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--ready", type=int, default=1_000, help="ready hands to time")
    parser.add_argument("--rules", choices=sorted(PRESETS), default="standard")
    parser.add_argument("--reference", action="store_true", help="time the plain search too")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each for --reference")
    args = parser.parse_args()
    rules = PRESETS[args.rules]
    hands = make_hands(args.hands, args.seed)
    print(f"rules: {args.rules}")
    rate, wins = bench_analyze(hands, rules)
    print(
        f"analyze: {len(hands)} hands, {wins} wins ({wins / len(hands):.0%}): {rate:,.0f} hands/s"
    )
    if args.reference:
        ours, plain = bench_reference(hands, rules, args.repeat)
        print(
            f"reference: analyze {ours:.3f} s, plain exhaustive search {plain:.3f} s "
            f"(best of {args.repeat}): analyze {plain / ours:.1f}× the reference"
        )
    times = bench_waits(hands, rules, args.ready)
    if times:
        median = statistics.median(times)
        p95 = statistics.quantiles(times, n=20)[-1] if len(times) > 1 else times[0]
        print(f"waiting_cards: {len(times)} ready hands: median {median:.3f} ms, p95 {p95:.3f} ms")


if __name__ == "__main__":
    main()
