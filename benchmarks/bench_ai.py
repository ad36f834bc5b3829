"""Decision time of the computer players, per level: mean and 95th percentile.

    .venv/bin/python benchmarks/bench_ai.py [--deals N] [--budget-ms B] [--rules PRESET]

Plays N deals with one seat per level (easy, normal, hard), the levels rotated
over the three playing seats, and times every decision that offers a real
choice (more than one option), each made as the app makes it (``arena.Hosted``:
the cycle collector kept out of the decision).  Targets (issue "Computer players"): easy and
normal p95 under 20 ms; hard p95 within its budget + 20%.  Hard also reports
how many guesses (iterations) its searches managed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dager_desktop.ai import LEVELS, make_agent
from dager_desktop.ai.arena import Hosted, percentile
from dager_desktop.engine import PRESETS, Game


def bench(deals: int, budget_ms: float, rules_name: str) -> None:
    rules = PRESETS[rules_name]
    times: dict[str, list[float]] = {level: [] for level in LEVELS}
    iterations: list[int] = []
    for deal in range(deals):
        game = Game.new(rules, seed=deal, dealer=deal % rules.seats)
        agents = {}
        for i, seat in enumerate(game.order):
            level = LEVELS[(i + deal) % len(LEVELS)]
            opts = {"budget_ms": budget_ms} if level == "hard" else {}
            agents[seat] = Hosted(make_agent(level, deal, **opts))  # as the app hosts them
        while not game.over:
            decision = game.decisions()[0]
            agent = agents[decision.seat]
            start = time.perf_counter()
            action = agent.choose(game.view(decision.seat), decision.options)
            elapsed = (time.perf_counter() - start) * 1000.0
            if len(decision.options) > 1:
                times[agent.level].append(elapsed)
                if agent.level == "hard" and getattr(agent.agent, "last_iterations", 0):
                    iterations.append(agent.agent.last_iterations)
            game.apply(decision.seat, action)
    print(f"{deals} deals, rules {rules_name}, hard budget {budget_ms:g} ms")
    print(f"{'level':<7} {'decisions':>9} {'mean ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for level in LEVELS:
        ts = sorted(times[level])
        if ts:
            print(
                f"{level:<7} {len(ts):>9} {statistics.fmean(ts):>8.2f} "
                f"{percentile(ts, 0.95):>8.2f} {ts[-1]:>8.2f}"
            )
    if iterations:
        print(f"hard searches: {len(iterations)}, guesses per search "
              f"mean {statistics.fmean(iterations):.1f}, median {statistics.median(iterations)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--budget-ms", type=float, default=300.0)
    parser.add_argument("--rules", default="standard", choices=sorted(PRESETS))
    args = parser.parse_args()
    bench(args.deals, args.budget_ms, args.rules)


if __name__ == "__main__":
    main()
