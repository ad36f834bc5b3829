"""How fast the review (复盘) is, and how often its marks are right by the true cards.

    .venv/bin/python benchmarks/bench_review.py [--rounds N] [--seed S]
        [--iterations K | --budget-ms B] [--truth M]
    .venv/bin/python benchmarks/bench_review.py --stall N
    .venv/bin/python benchmarks/bench_review.py --pool DUMP [DUMP ...]

Rounds of self-play — the reviewed seat (the first to play) as the normal level
plays, the others as hard with a fixed 6 guesses — are reviewed at the default
budget (``ai.review.BUDGET_MS`` a decision, or ``--iterations``/``--budget-ms``):
the time for a round's review and until its first decision is valued (when the
window shows it), mean and worst over ``--rounds`` rounds (default 20).

With ``--truth M`` each marked decision is then judged as ``search_oracle.py``
judges the search: the option chosen and the review's best, each played to the
end of the round M times from the *true* hidden hands (only the unknown stock
reshuffled).  The figures: the share of marked decisions where the truth agrees
that the best beats the choice, and the mean true loss of the marked decisions
per mark.  About 4 s a marked decision at ``--truth 100`` on one core.  ``--dump``
keeps every judged decision; ``--pool`` reports over the dumps of several runs.

``--stall N`` reviews N rounds in the review window instead (offscreen, its own
task runner) and gives the longest lateness of a 10 ms timer of the GUI thread
meanwhile, as ``bench_ui.py`` measures the table's: with the search in the helper
process, as the game reviews, and on a thread of the window's process.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.search_oracle import truth
from dager_desktop.ai import make_agent
from dager_desktop.ai.hard import HORIZON
from dager_desktop.ai.playout import play_round
from dager_desktop.ai.review import DecisionReview, moments, review
from dager_desktop.engine import PRESETS, Game


def self_play(seed: int, rules_name: str = "standard") -> dict[str, Any]:
    """A finished round: the first seat plays as normal does, the others as hard."""
    rules = PRESETS[rules_name]
    game = Game.new(rules, seed, seed % rules.seats)
    agents = {s: make_agent("hard", seed + s, iterations=6, workers=0) for s in game.order}
    agents[game.order[0]] = make_agent("normal", seed)
    play_round(game, agents)
    return game.to_record()


def timed(record: dict[str, Any], seat: int, args: argparse.Namespace) -> tuple[Any, float, float]:
    """The review, its time in seconds, and the time until its first decision came."""
    start = time.perf_counter()
    first: list[float] = []

    def progress(done: int, total: int, decision: DecisionReview) -> None:
        if not first:
            first.append(time.perf_counter() - start)

    done = review(record, seat, iterations=args.iterations, budget_ms=args.budget_ms,
                  seed=args.seed, progress=progress, horizon=args.horizon)
    return done, time.perf_counter() - start, first[0] if first else 0.0


def judge(record: dict[str, Any], seat: int, judged: list[DecisionReview],
          playouts: int) -> list[dict[str, Any]]:
    """Each decision's mark, the review's loss and margin, and the true loss (true
    best − true chosen) with its standard error."""
    at = {m.step: m for m in moments(record, seat)}
    out = []
    for d in judged:
        moment = at[d.step]
        rows = truth(moment.game, moment.view, [d.best, d.chosen], playouts, d.step)
        diffs = [a - b for a, b in zip(rows[0], rows[1], strict=True)]
        out.append({"mark": d.mark, "loss": d.loss, "margin": d.margin, "ahead": d.ahead,
                    "guesses": d.guesses,
                    "true": statistics.fmean(diffs),
                    "true_se": statistics.stdev(diffs) / len(diffs) ** 0.5})
    return out


def gui_stall_ms(records: list[dict[str, Any]], helper: bool = True) -> tuple[float, float]:
    """Longest lateness of a 10 ms timer on the GUI thread while the review window,
    shown offscreen at 1100×720 (its opening aside), reviews each round in the background at the
    default budget, and then while the hard player plays the deal in the seat;
    searching in the helper process as the game does (``helper``) or on a thread
    of this one."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from dager_desktop.ui.review.window import ReviewWindow

    app = QApplication.instance() or QApplication([])
    worst = [0.0, 0.0]
    for record in records:
        window = ReviewWindow(record, Game.from_record(record).order[0], helper=helper)
        window.resize(1100, 720)
        window.show()  # painted as decisions come in, as a player sees it
        settle = QEventLoop()  # its first paint is the opening, not the review's work
        QTimer.singleShot(200, settle.quit)
        settle.exec()
        for phase, task, done, start in (
                (0, window.job, window.job.finished, window.start),
                (1, window.stand_in, window.stand_in.finished, window.let_hard_sit_in)):
            worst[phase] = max(worst[phase], _late_ms(task, done, start))
        window.close()
        app.processEvents()
    return worst[0], worst[1]


def _late_ms(task: Any, done: Any, start: Any) -> float:
    """The longest lateness of a 10 ms timer from ``start()`` until ``done`` is
    emitted, while ``task`` is running."""
    from PySide6.QtCore import QEventLoop, QTimer

    worst, last = 0.0, [time.perf_counter()]

    def tick() -> None:
        nonlocal worst
        now = time.perf_counter()
        if task.running():
            worst = max(worst, (now - last[0]) * 1000 - 10)
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    loop = QEventLoop()
    done.connect(lambda *_: loop.quit())
    start()
    timer.start()
    loop.exec()
    timer.stop()
    return worst


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rounds", type=int, default=20)
    p.add_argument("--seed", type=int, default=0)
    budget = p.add_mutually_exclusive_group()
    budget.add_argument("--iterations", type=int)
    budget.add_argument("--budget-ms", type=float)
    p.add_argument("--truth", type=int, default=0, help="true-hand playouts a marked decision")
    p.add_argument("--horizon", type=lambda s: None if s == "round" else int(s), default=HORIZON,
                   help="cards each option is played ahead ('round': to the round's end)")
    p.add_argument("--dump", help="write every judged decision to this JSON file")
    p.add_argument("--pool", nargs="+", metavar="DUMP",
                   help="report the truth over these --dump files, and nothing else")
    p.add_argument("--stall", type=int, default=0,
                   help="rounds reviewed in the window (offscreen) to time the GUI stall")
    args = p.parse_args()
    if args.pool:
        report_pooled(args.pool)
        return 0
    if args.stall:
        records = [self_play(7000 + args.seed * 1000 + n) for n in range(args.stall)]
        for helper, where in ((True, "in the helper process"), (False, "on a thread")):
            review_ms, stand_in_ms = gui_stall_ms(records, helper)
            print(f"searching {where}, longest GUI stall (target < 16 ms) while "
                  f"{args.stall} rounds are reviewed: {review_ms:.1f} ms, while hard plays "
                  f"them in the seat: {stand_in_ms:.1f} ms")
        return 0
    totals, firsts, counts = [], [], []
    judged: list[dict[str, Any]] = []
    marks: dict[str, int] = defaultdict(int)
    for n in range(args.rounds):
        record = self_play(7000 + args.seed * 1000 + n)
        seat = Game.from_record(record).order[0]
        done, total, first = timed(record, seat, args)
        totals.append(total)
        firsts.append(first)
        counts.append(len(done.decisions))
        for d in done.decisions:
            marks[d.mark] += 1
        # every decision the review would change is judged; the marked ones are the figure
        differing = [d for d in done.decisions if d.best != d.chosen]
        if args.truth and differing:
            judged += judge(record, seat, differing, args.truth)
        print(f"round {n}: {len(done.decisions)} decisions, {total:.1f} s, first {first:.2f} s, "
              f"agreement {done.agreement:.0%}, loss {done.expected_loss:.2f}", flush=True)
    print(f"{args.rounds} rounds, {statistics.fmean(counts):.1f} decisions a round "
          f"({min(counts)}–{max(counts)})")
    print(f"review of a round: mean {statistics.fmean(totals):.1f} s, worst {max(totals):.1f} s")
    print(f"first decision shown: mean {statistics.fmean(firsts):.2f} s, "
          f"worst {max(firsts):.2f} s")
    print("marks: " + ", ".join(f"{k} {v}" for k, v in sorted(marks.items())))
    if judged:
        report_truth(judged, args.truth)
        if args.dump:
            Path(args.dump).write_text(json.dumps(judged), encoding="utf-8")
    return 0


def report_truth(judged: list[dict[str, Any]], playouts: int | None) -> None:
    """The marks against the truth: confirmed (the best did better on the true hands),
    tied (the true hands make the two the same in every playout) or refuted."""
    marked = [j for j in judged if j["mark"] != "agrees"]
    if marked:
        right = sum(1 for j in marked if j["true"] > 0)
        ties = sum(1 for j in marked if j["true"] == 0 and j["true_se"] == 0)
        each = f" ({playouts} playouts)" if playouts else ""
        print(f"truth{each}: {right} of {len(marked)} marked decisions "
              f"agree, {right / len(marked):.0%}; {ties} tied by the true hands, "
              f"{right / max(1, len(marked) - ties):.0%} of the rest")
    for mark in ("inaccuracy", "mistake", "blunder"):
        losses = [j["true"] for j in marked if j["mark"] == mark]
        if losses:
            agree = sum(1 for t in losses if t > 0) / len(losses)
            print(f"  {mark}: {len(losses)}, {agree:.0%} agree, mean true loss "
                  f"{statistics.fmean(losses):+.2f}")
    unmarked = [j["true"] for j in judged if j["mark"] == "agrees"]
    if unmarked:
        share = sum(1 for t in unmarked if t > 0) / len(unmarked)
        print(f"  changed but not marked: {len(unmarked)}, the truth prefers the review's "
              f"best in {share:.0%}, mean true loss {statistics.fmean(unmarked):+.2f}")


def report_pooled(paths: list[str]) -> None:
    """The truth report over the ``--dump`` files of several runs."""
    judged: list[dict[str, Any]] = []
    for path in paths:
        judged += json.loads(Path(path).read_text(encoding="utf-8"))
    print(f"{len(paths)} runs, {len(judged)} decisions the review would change")
    report_truth(judged, None)


if __name__ == "__main__":
    sys.exit(main())
