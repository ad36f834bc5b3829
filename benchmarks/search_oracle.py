"""How much the hard player's searched decisions gain, judged against the true cards.

    .venv/bin/python benchmarks/search_oracle.py [--deals N] [--truth M] [--iterations K]
                                                 [--true-hands] [--horizon H|none]

Normal self-play deals give the decisions the hard player would search (two
close candidates from its ranking; every second one is kept).  Each candidate
is then valued by M whole-round playouts from the *true* hidden hands (only
the unknown stock reshuffled) with the normal policy at every seat: an
estimate of what the move is really worth.  The hard player's search (K
guesses, fixed) then chooses, and the figure is its mean gain per decision
over the first candidate (the ranking's own choice), beside the gain of a
perfect chooser (split-half, so not flattered by the truth's own noise).

``--true-hands`` lets the search see the true hands (the ceiling of a better
sampler); ``--horizon none`` plays its playouts to the end of the round.
120 deals (about 700 decisions) take about 8 minutes.
"""

from __future__ import annotations

import argparse
import math
import random
import time

from dager_desktop.ai import hard as hard_module
from dager_desktop.ai.hard import HardAgent, _pick
from dager_desktop.ai.normal import NormalAgent
from dager_desktop.ai.playout import play_round
from dager_desktop.ai.sampler import Guess, framed_stock, stock_frame
from dager_desktop.engine import PRESETS, Game, SeatView
from dager_desktop.engine.cards import cards_of

Decision = tuple[Game, SeatView, list]


def decisions(deals: int, rules_name: str) -> list[Decision]:
    """Every second decision of normal self-play that the hard player would search."""
    rules = PRESETS[rules_name]
    ranker = HardAgent(1, iterations=1)
    ranker.policy = NormalAgent(1)  # candidates from the normal ranking: the oracle's view
    out: list[Decision] = []
    searched = 0
    for deal in range(deals):
        game = Game.new(rules, seed=9000 + deal, dealer=deal % rules.seats)
        agent = NormalAgent(deal)
        while not game.over:
            decision = game.decisions()[0]
            view = game.view(decision.seat)
            if len(decision.options) > 1:
                candidates = ranker._candidates_for(view, decision.options)
                if len(candidates) > 1:
                    if searched % 2 == 0:
                        out.append((game.clone(), view, candidates))
                    searched += 1
            game.apply(decision.seat, agent.choose(view, decision.options))
    return out


def true_guess(game: Game, view: SeatView, rng: random.Random) -> Guess:
    """The true hidden hands, with the stock cards nobody knows reshuffled."""
    hands = {s: cards_of(game.seats[s].counts) for s in view.players if s != view.seat}
    top, bottom, free = stock_frame(view)
    rest = game.stock[(1 if top is not None else 0) : len(game.stock) - (bottom is not None)]
    assert len(rest) == free
    rest = list(rest)
    rng.shuffle(rest)
    return Guess(hands, framed_stock(top, rest, bottom))


def truth(game: Game, view: SeatView, candidates: list, playouts: int, seed: int) -> list:
    """Whole-round points of each candidate over ``playouts`` true-hand deals."""
    rng = random.Random(seed)
    policy = NormalAgent(0)
    agents = {s: policy for s in view.players}
    results: list[list[float]] = [[] for _ in candidates]
    for _ in range(playouts):
        guess = true_guess(game, view, rng)
        for i, candidate in enumerate(candidates):
            played = Game.from_view(view, guess.hands, guess.stock)
            played.apply(view.seat, candidate)
            results[i].append(float(play_round(played, agents).payments[view.seat]))
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=120)
    parser.add_argument("--truth", type=int, default=100, help="true-hand playouts per move")
    parser.add_argument("--iterations", type=int, default=25, help="guesses per search")
    parser.add_argument("--true-hands", action="store_true")
    parser.add_argument("--horizon", default=str(hard_module.HORIZON))
    parser.add_argument("--rules", default="standard", choices=sorted(PRESETS))
    args = parser.parse_args()
    start = time.perf_counter()
    searcher = HardAgent(1, iterations=args.iterations)
    searcher.policy = NormalAgent(1)  # choose among the candidates the truth was measured for
    searcher.horizon = None if args.horizon == "none" else int(args.horizon)
    gains, perfect = [], []
    for n, (game, view, candidates) in enumerate(decisions(args.deals, args.rules)):
        results = truth(game, view, candidates, args.truth, n)
        means = [sum(r) / len(r) for r in results]
        if args.true_hands:
            hard_module.shaped_sample = lambda v, rng, g=game: true_guess(g, v, rng)
        found = searcher._search(view, candidates, math.inf)
        gains.append(means[candidates.index(_pick(candidates, found, 0.0))] - means[0])
        half = len(results[0]) // 2
        best = max(range(len(results)), key=lambda i: sum(results[i][:half]))
        rest = [sum(r[half:]) / (len(r) - half) for r in results]
        perfect.append(rest[best] - rest[0])
    mean = sum(gains) / len(gains)
    se = math.sqrt(sum((g - mean) ** 2 for g in gains) / (len(gains) - 1) / len(gains))
    print(
        f"{len(gains)} searched decisions from {args.deals} deals in "
        f"{time.perf_counter() - start:.0f} s"
    )
    print(f"  search's gain over the ranking's choice: {mean:+.3f} points (se {se:.3f})")
    print(f"  a perfect chooser's (split-half): {sum(perfect) / len(perfect):+.3f}")


if __name__ == "__main__":
    main()
