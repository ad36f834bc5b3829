"""What the hard player's search is worth on the arena's own deals, judged by the truth.

    .venv/bin/python benchmarks/search_overrides.py [--games N] [--seed S]
        [--iterations K] [--truth M]

Plays the arena's deals of seed S (``--seats hard,normal,normal``, every
rotation) with hard searching K guesses a decision (no helper, so the run
repeats exactly).  Each time the search overrides its ranking's choice, both
moves are valued by M whole-round playouts from the true hidden hands
(``search_oracle.truth``: only the stock nobody knows is reshuffled).  Prints
the true gain of an override, mean and standard error, by kind of decision.

The arena's own figure for the search — hard's lead less that of its ranking
alone (``tune_weights.py``) on the same deals — is the difference of two runs
whose rounds part ways after the first different choice, so it carries the
luck of both.  This one asks only whether the choices that differ were right.
About 8 minutes for 200 deals at 25 guesses and 100 playouts.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections import defaultdict

from search_oracle import truth

from dager_desktop.ai import make_agent
from dager_desktop.ai.arena import deal_seed
from dager_desktop.ai.hard import HardAgent
from dager_desktop.engine import PRESETS, Action, ActionKind, Game, SeatView

LEVELS = ("hard", "normal", "normal")
#: One override: the round at it, the view, the candidates and the one chosen.
Override = tuple[Game, SeatView, list[Action], int]


def overrides(games: int, seed: int, iterations: int) -> list[Override]:
    """The searched choices that differ from the ranking's, over the arena's deals."""
    rules = PRESETS["standard"]
    found: list[Override] = []
    for deal in range(games):
        shuffle = deal_seed(seed, deal)
        for rotation in range(len(LEVELS)):
            game = Game.new(rules, shuffle, deal % rules.seats)
            agents = {}
            for i, seat in enumerate(game.order):
                p = (i + rotation) % len(LEVELS)
                opts = {"iterations": iterations} if LEVELS[p] == "hard" else {}
                agents[seat] = make_agent(LEVELS[p], shuffle * 7 + rotation * 3 + p, **opts)
            while not game.over:
                decision = game.decisions()[0]
                agent, view = agents[decision.seat], game.view(decision.seat)
                candidates = _searched(agent, view, decision.options)
                action = agent.choose(view, decision.options)
                if len(candidates) > 1 and action != candidates[0]:
                    found.append((game.clone(), view, candidates, candidates.index(action)))
                game.apply(decision.seat, action)
    return found


def _searched(agent: object, view: SeatView, options: tuple[Action, ...]) -> list[Action]:
    """The candidates hard's search will choose between (none: it will not search;
    a 胡 on offer is taken at once, ``Agent.choose``)."""
    if not isinstance(agent, HardAgent) or len(options) < 2:
        return []
    if any(o.kind is ActionKind.HU for o in options):
        return []
    return agent._candidates_for(view, options)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=25, help="guesses per search")
    parser.add_argument("--truth", type=int, default=100, help="true-hand playouts per move")
    args = parser.parse_args()
    start = time.perf_counter()
    found = overrides(args.games, args.seed, args.iterations)
    by_kind: dict[str, list[float]] = defaultdict(list)
    for n, (game, view, candidates, chosen) in enumerate(found):
        results = truth(game, view, candidates, args.truth, n)
        means = [sum(r) / len(r) for r in results]
        kind = f"{view.phase.name.lower()}: {candidates[chosen].kind.name.lower()} " \
               f"for {candidates[0].kind.name.lower()}"
        by_kind[kind].append(means[chosen] - means[0])
    rounds = args.games * len(LEVELS)
    every = [g for gains in by_kind.values() for g in gains]
    print(f"seed {args.seed}: {len(every)} overrides in {rounds} rounds, "
          f"{args.iterations} guesses, {args.truth} true playouts a move, "
          f"{time.perf_counter() - start:.0f} s")
    if len(every) > 1:
        se = statistics.stdev(every) / math.sqrt(len(every))
        print(f"  true gain of an override {statistics.fmean(every):+.3f} (se {se:.3f}); "
              f"a round {sum(every) / rounds:+.3f}")
    for kind, gains in sorted(by_kind.items(), key=lambda kv: -len(kv[1])):
        print(f"  {kind}: {len(gains)}, mean {statistics.fmean(gains):+.3f}")


if __name__ == "__main__":
    main()
