"""How a set of heuristic weights plays against the normal level.

    .venv/bin/python benchmarks/tune_weights.py [--games N] [--seed S] [--rules PRESET]
                                                [--set NAME=VALUE ...]

One seat plays the normal heuristic with the weights given (``ai/weights.py``;
without ``--set``, the hard player's ``SHARP`` set), the others the normal
level, on duplicated deals (each deal once per rotation of the seats, as in
the arena).  Prints the weighted seat's lead: its mean points per round less
the normal seats' mean, with a 95% interval over the deals.  The normal
heuristic takes under a millisecond a decision, so 2,000 deals (6,000
rounds) take about 45 s.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import time

from dager_desktop.ai.agent import Agent
from dager_desktop.ai.arena import Arena
from dager_desktop.ai.normal import NormalAgent
from dager_desktop.ai.weights import NORMAL, SHARP, Weights
from dager_desktop.engine import PRESETS

WEIGHTED = "weighted"


class WeightsArena(Arena):
    """The arena with one more level: the normal heuristic under other weights."""

    def __init__(self, weights: Weights, rules_name: str, seed: int) -> None:
        rules = PRESETS[rules_name]
        super().__init__(rules, [WEIGHTED] + ["normal"] * (rules.players - 1), seed)
        self.weights = weights

    def _agent(self, level: str, seed: int) -> Agent:
        if level == WEIGHTED:
            return NormalAgent(seed, weights=self.weights)
        return super()._agent(level, seed)


def parse_weights(settings: list[str]) -> Weights:
    """``SHARP``, or ``NORMAL`` changed by NAME=VALUE settings."""
    if not settings:
        return SHARP
    names = {f.name for f in dataclasses.fields(Weights)}
    changes = {}
    for setting in settings:
        name, _, value = setting.partition("=")
        if name not in names:
            raise SystemExit(f"unknown weight {name!r}; expected one of {', '.join(sorted(names))}")
        changes[name] = float(value)
    return dataclasses.replace(NORMAL, **changes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="standard", choices=sorted(PRESETS))
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    weights = parse_weights(args.set)
    arena = WeightsArena(weights, args.rules, args.seed)
    start = time.perf_counter()
    for deal in range(args.games):
        arena.play_deal(deal)
    elapsed = time.perf_counter() - start
    mine, *normals = (s.per_deal for s in arena.stats)
    leads = [m - sum(n) / len(n) for m, *n in zip(mine, *normals, strict=True)]
    mean = sum(leads) / len(leads)
    var = sum((x - mean) ** 2 for x in leads) / max(1, len(leads) - 1)
    half = 1.96 * math.sqrt(var / len(leads))
    print(f"weights: {weights}")
    print(
        f"rules {args.rules}, seed {args.seed}: {args.games} deals, {arena.stats[0].rounds} rounds "
        f"in {elapsed:.0f} s"
    )
    for stats in arena.stats:
        print(f"  {stats.level:8s} {stats.points / stats.rounds:+.3f} points a round")
    print(f"  lead over the normal seats: {mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}]")


if __name__ == "__main__":
    main()
