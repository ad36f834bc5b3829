"""Decision time of the computer players, per level: mean and 95th percentile.

    .venv/bin/python benchmarks/bench_ai.py [--deals N] [--budget-ms B] [--rules PRESET]
        [--playouts R]

Plays N deals with one seat per level (easy, normal, hard), the levels rotated
over the three playing seats, and times every decision that offers a real
choice (more than one option), each made as the app makes it (``arena.Hosted``:
the cycle collector kept out of the decision).  Targets (issue "Computer players"): easy and
normal p95 under 20 ms; hard p95 within its budget + 20%.  Hard also reports
how many guesses (iterations) its searches managed.

First it plays R rounds (default 200) with the normal level on every seat — the
search's playouts are such rounds, cut short — and prints their rate and how much
of it the players' decisions took (the rest is the engine), after a first pass
of R/4 rounds that fills the players' caches as a long search has.  The time is
this process's processor time, so that other work on a shared machine moves it less.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dager_desktop.ai import LEVELS, Agent, NormalAgent, make_agent
from dager_desktop.ai.arena import Hosted, percentile
from dager_desktop.ai.playout import play_round
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


def playouts(rounds: int, rules_name: str) -> None:
    """Rounds per second of normal self-play, and the players' share of the time."""
    rules = PRESETS[rules_name]
    agent = NormalAgent(0)
    thinking = [0.0]

    class Timed(Agent):
        level = "normal"

        def decide(self, view, options):  # type: ignore[no-untyped-def]
            start = time.process_time()  # (``choose`` kept: a playout skips what it may)
            try:
                return agent.decide(view, options)
            finally:
                thinking[0] += time.process_time() - start

    timed = Timed()
    for seed in range(max(1, rounds // 4)):  # warm the caches
        game = Game.new(rules, seed=100_000 + seed, dealer=seed % rules.seats)
        play_round(game, {s: agent for s in game.order})
    thinking[0] = 0.0
    start = time.process_time()
    for seed in range(rounds):
        game = Game.new(rules, seed=seed, dealer=seed % rules.seats)
        play_round(game, {s: timed for s in game.order})
    elapsed = time.process_time() - start
    print(f"normal playouts: {rounds} rounds in {elapsed:.2f} s of processor time, "
          f"{rounds / elapsed:.1f} rounds/s, "
          f"decisions {100 * thinking[0] / elapsed:.0f}% of the time")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--budget-ms", type=float, default=300.0)
    parser.add_argument("--rules", default="standard", choices=sorted(PRESETS))
    parser.add_argument("--playouts", type=int, default=200, help="normal rounds (0: none)")
    args = parser.parse_args()
    if args.playouts:
        playouts(args.playouts, args.rules)
    if args.deals:
        bench(args.deals, args.budget_ms, args.rules)


if __name__ == "__main__":
    main()
