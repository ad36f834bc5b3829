"""The arena: computer players against each other, the yardstick of their strength.

``python -m dager_desktop.ai.arena --games N --seed S --seats hard,normal,normal
--rules standard [--budget-ms B | --iterations K] [--json]``

The seats take the players' levels (easy, normal, hard) and two levels kept for
measuring (``bench_levels``): ``hard0``, the hard player frozen as it was before
it read the table, and ``oracle``, hard's search told the true hidden hands.  The
searching levels (hard, hard0, oracle) think ``--budget-ms`` a decision, or, with
``--iterations K``, play exactly K guesses a decision and no helper process: the
run then repeats exactly, whatever the machine's load.

Each of the N deals is played once per rotation of the seat assignment (three
rounds: every ``--seats`` position holds every playing seat of that deal once),
so the luck of the deal cancels out.  The dealer rotates from deal to deal.
With 4-seat rules the agents sit on the three playing seats of each round; the
底家 dǐjiā is nobody's, and what it receives is credited to no one.

Per ``--seats`` position the arena reports the rounds played, the wins, the
mean points per round with a 95% confidence interval (over deals: the three
rotations of a deal are not independent), and the time of its decisions —
those with more than one option — mean and 95th percentile in milliseconds.
Each decision is made as the app makes it: inside ``heap.survivors_frozen``, so
that the cycle collector's passes over the players' caches (0.15–0.4 s each)
do not land in a decision's time.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TextIO, TypedDict

from ..engine import PRESETS, Action, Game, RuleSet, SeatView
from .agent import Agent
from .bench_levels import ARENA_LEVELS, arena_agent
from .heap import survivors_frozen
from .playout import play_round

#: Runs shorter than this show no progress bar.
PROGRESS_AFTER_S = 3.0


class SeatSummary(TypedDict):
    """One ``--seats`` position of the report."""

    seat: int
    level: str
    rounds: int
    wins: int
    mean_points: float
    ci95: list[float]
    decision_ms_mean: float
    decision_ms_p95: float


class Report(TypedDict):
    """The arena's report: the ``--json`` object."""

    games: int
    rounds: int
    rules: str
    seed: int
    budget_ms: float | None
    iterations: int | None
    seats: list[SeatSummary]


@dataclass
class SeatStats:
    """What one ``--seats`` position did over the run."""

    level: str
    rounds: int = 0
    wins: int = 0
    points: float = 0.0
    per_deal: list[float] = field(default_factory=list)  #: mean points per round, per deal
    times_ms: list[float] = field(default_factory=list)

    def summary(self, position: int) -> SeatSummary:
        mean = self.points / self.rounds if self.rounds else 0.0
        low, high = confidence(self.per_deal)
        times = sorted(self.times_ms)
        return {
            "seat": position,
            "level": self.level,
            "rounds": self.rounds,
            "wins": self.wins,
            "mean_points": round(mean, 3),
            "ci95": [round(low, 3), round(high, 3)],
            "decision_ms_mean": round(sum(times) / len(times), 2) if times else 0.0,
            "decision_ms_p95": round(percentile(times, 0.95), 2) if times else 0.0,
        }


def confidence(samples: Sequence[float]) -> tuple[float, float]:
    """Normal-approximation 95% interval of the mean of ``samples``."""
    n = len(samples)
    if n == 0:
        return 0.0, 0.0
    mean = sum(samples) / n
    if n == 1:
        return mean, mean
    var = sum((x - mean) ** 2 for x in samples) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean - half, mean + half


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of already sorted values."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q * len(sorted_values)))
    return sorted_values[rank - 1]


def deal_seed(seed: int, deal: int) -> int:
    """The shuffle seed of deal number ``deal`` in a run seeded ``seed``."""
    return random.Random(f"arena:{seed}:{deal}").getrandbits(32)


class Hosted(Agent):
    """``agent`` as the app hosts it: each decision inside ``survivors_frozen``."""

    def __init__(self, agent: Agent) -> None:
        super().__init__(agent.seed)
        self.agent = agent
        self.level = agent.level

    def choose(self, view: SeatView, options: Sequence[Action]) -> Action:
        with survivors_frozen():
            return self.agent.choose(view, options)


class Arena:
    """Plays the duplicated deals and gathers ``SeatStats``."""

    def __init__(
        self,
        rules: RuleSet,
        levels: Sequence[str],
        seed: int,
        budget_ms: float | None = None,
        iterations: int | None = None,
    ) -> None:
        if len(levels) != rules.players:
            raise ValueError(f"--seats needs {rules.players} levels, got {len(levels)}")
        self.rules = rules
        self.levels = list(levels)
        self.seed = seed
        self.budget_ms = budget_ms
        self.iterations = iterations
        self.stats = [SeatStats(level) for level in levels]

    def _agent(self, level: str, seed: int) -> Agent:
        return arena_agent(level, seed, self.budget_ms, self.iterations)

    def play_deal(self, deal: int) -> None:
        """Play deal ``deal`` once per rotation of the seat assignment."""
        shuffle = deal_seed(self.seed, deal)
        dealer = deal % self.rules.seats
        totals = [0.0] * len(self.levels)
        for rotation in range(len(self.levels)):
            game = Game.new(self.rules, shuffle, dealer)
            position = {
                seat: (i + rotation) % len(self.levels) for i, seat in enumerate(game.order)
            }
            agents = {
                seat: Hosted(self._agent(self.levels[p], shuffle * 7 + rotation * 3 + p))
                for seat, p in position.items()
            }
            for hosted in agents.values():
                watch = getattr(hosted.agent, "watch", None)
                if watch is not None:
                    watch(game)  # the oracle is shown the round it plays

            def timer(seat: int, seconds: float, position: dict[int, int] = position) -> None:
                self.stats[position[seat]].times_ms.append(seconds * 1000.0)

            result = play_round(game, agents, timer)
            for seat, p in position.items():
                stats = self.stats[p]
                stats.rounds += 1
                stats.points += result.payments[seat]
                totals[p] += result.payments[seat]
                stats.wins += int(result.winner == seat)
        for p, stats in enumerate(self.stats):
            stats.per_deal.append(totals[p] / len(self.levels))

    def report(self, games: int, rules_name: str) -> Report:
        return {
            "games": games,
            "rounds": games * len(self.levels),
            "rules": rules_name,
            "seed": self.seed,
            "budget_ms": self.budget_ms,
            "iterations": self.iterations,
            "seats": [s.summary(i) for i, s in enumerate(self.stats)],
        }


def _progress(done: int, total: int, started: float, stream: TextIO) -> None:
    elapsed = time.monotonic() - started
    width = 30
    filled = int(width * done / total)
    eta = elapsed / done * (total - done) if done else 0.0
    bar = "#" * filled + "-" * (width - filled)
    stream.write(f"\r[{bar}] {done}/{total} deals  {elapsed:5.0f}s  eta {eta:5.0f}s")
    stream.flush()


def run(
    games: int,
    seed: int,
    levels: Sequence[str],
    rules_name: str = "standard",
    budget_ms: float | None = None,
    progress: TextIO | None = None,
    iterations: int | None = None,
) -> Report:
    """Play ``games`` duplicated deals and return the report (the ``--json`` object)."""
    rules = PRESETS[rules_name]
    arena = Arena(rules, levels, seed, budget_ms, iterations)
    started = time.monotonic()
    shown = 0.0
    for deal in range(games):
        arena.play_deal(deal)
        now = time.monotonic()
        if progress is not None and now - started > PROGRESS_AFTER_S and now - shown > 0.5:
            _progress(deal + 1, games, started, progress)
            shown = now
    if progress is not None and shown:
        _progress(games, games, started, progress)
        progress.write("\n")
    return arena.report(games, rules_name)


def format_table(report: Report) -> str:
    """The report as a plain-text table."""
    lines = [
        f"{report['games']} deals, {report['rounds']} rounds, rules {report['rules']}, "
        f"seed {report['seed']}{_budget(report)}",
        f"{'seat':>4} {'level':<7} {'rounds':>6} {'wins':>5} {'mean pts':>9} "
        f"{'95% CI':>17} {'ms mean':>8} {'ms p95':>8}",
    ]
    for s in report["seats"]:
        low, high = s["ci95"]
        lines.append(
            f"{s['seat']:>4} {s['level']:<7} {s['rounds']:>6} {s['wins']:>5} "
            f"{s['mean_points']:>9.3f} {f'[{low:.3f}, {high:.3f}]':>17} "
            f"{s['decision_ms_mean']:>8.2f} {s['decision_ms_p95']:>8.2f}"
        )
    return "\n".join(lines)


def _budget(report: Report) -> str:
    if report["iterations"] is not None:
        return f", {report['iterations']} guesses a search"
    if report["budget_ms"] is not None:
        return f", {report['budget_ms']:g} ms a search"
    return ""


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m dager_desktop.ai.arena",
        description="Play computer players against each other on duplicated deals.",
    )
    parser.add_argument("--games", type=int, default=100, help="deals (each played 3 times)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals and agents")
    parser.add_argument(
        "--seats", default="hard,normal,normal", help="three levels, comma-separated"
    )
    parser.add_argument("--rules", default="standard", choices=sorted(PRESETS))
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument(
        "--budget-ms", type=float, default=None, help="time per decision of hard, hard0, oracle"
    )
    budget.add_argument(
        "--iterations", type=int, default=None, help="guesses per search instead (repeatable)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    levels = [s.strip() for s in args.seats.split(",")]
    bad = [s for s in levels if s not in ARENA_LEVELS]
    if bad:
        parser.error(f"unknown level {bad[0]!r}; expected one of {', '.join(ARENA_LEVELS)}")
    if len(levels) != 3:
        parser.error("--seats needs three levels")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.budget_ms is not None and args.budget_ms <= 0:
        parser.error("--budget-ms must be positive")
    if args.iterations is not None and args.iterations < 1:
        parser.error("--iterations must be at least 1")
    args.levels = levels
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(argv)
    report = run(
        args.games, args.seed, args.levels, args.rules, args.budget_ms, sys.stderr, args.iterations
    )
    print(json.dumps(report) if args.json else format_table(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
