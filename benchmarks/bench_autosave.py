"""What an autosave costs the GUI thread, after every decision of a long match.

    .venv/bin/python benchmarks/bench_autosave.py [--rounds N]

Plays N rounds with random legal moves, then the next round, saving after
every decision as the window does: once with ``Autosave(background=True)``
(the app's way: the caller only serialises the round in play, the writer
thread writes and fsyncs) and once in the foreground, for comparison.
Prints the median and the worst time per save seen by the caller, and for
the background writer how long each save took to land: what the next
computer move waits for it (``store.booking.HOLD_MOST_MS`` at most), so that
a crash loses at most the move being saved.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from dager_desktop.engine import PRESETS, Match
from dager_desktop.store import Autosave


def play_round(match: Match, rng: random.Random, save=None, hold=None) -> list[float]:
    """Play the next round to its end; the caller's time of each save, in ms (``hold``
    then waits, as the window's next computer move does, untimed here)."""
    game = match.next_round()
    costs = []
    while not game.over:
        decision = rng.choice(game.decisions())
        game.apply(decision.seat, rng.choice(decision.options))
        if save is not None:
            started = time.perf_counter()
            save(match)
            costs.append((time.perf_counter() - started) * 1000)
            if hold is not None:
                hold()
    return costs


def measure(rounds: int, background: bool) -> tuple[list[float], list[float]]:
    """The caller's time of each save, and (background) the time until each landed (ms)."""
    rng = random.Random(7)
    match = Match.new(PRESETS["standard"], 7)
    landing: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        autosave = Autosave(Path(folder) / "autosave.json", background=background)
        for _ in range(rounds):
            play_round(match, rng)
        autosave.save(match, wait=True)  # the finished rounds' text is cached from here on

        def hold() -> None:
            started = time.perf_counter()
            while autosave.pending():  # the window's hold, without its 400 ms cap
                time.sleep(0.0005)
            landing.append((time.perf_counter() - started) * 1000)

        costs = play_round(match, rng, autosave.save, hold if background else None)
        autosave.flush()
    return costs, landing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=50)
    args = parser.parse_args()
    for background in (True, False):
        costs, landing = measure(args.rounds, background)
        how = "background writer" if background else "foreground write "
        print(f"{how}: {len(costs)} saves after {args.rounds} rounds: median "
              f"{statistics.median(costs):.2f} ms, worst {max(costs):.2f} ms")
        if landing:
            print(f"  each save landed after: median {statistics.median(landing):.1f} ms, "
                  f"worst {max(landing):.1f} ms (what the next computer move waits)")


if __name__ == "__main__":
    main()
