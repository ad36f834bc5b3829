"""Rounds per second of the round engine with a seeded random-legal player on every seat.

    .venv/bin/python benchmarks/bench_rounds.py [--rounds N] [--rules PRESET]

One process, standard preset by default.  Each step picks a random deciding
seat and a random offered action, so the figure measures the engine alone.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's engine

from dager_desktop.engine import PRESETS, Game


def play(rules_name: str, seed: int) -> int:
    """Play one round; return the number of decisions taken."""
    rules = PRESETS[rules_name]
    rng = random.Random(seed)
    game = Game.new(rules, seed=seed, dealer=seed % rules.seats)
    steps = 0
    while not game.over:
        decision = rng.choice(game.decisions())
        game.apply(decision.seat, rng.choice(decision.options))
        steps += 1
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--rules", default="standard", choices=sorted(PRESETS))
    args = parser.parse_args()
    start = time.perf_counter()
    steps = sum(play(args.rules, seed) for seed in range(args.rounds))
    elapsed = time.perf_counter() - start
    print(f"rules {args.rules}: {args.rounds} rounds in {elapsed:.2f} s")
    print(f"  {args.rounds / elapsed:.0f} rounds/s, {steps / elapsed:.0f} decisions/s")


if __name__ == "__main__":
    main()
