"""The review's command line (``python -m dager_desktop.ai.review``; see ``review``).

FILE is a round record as ``Game.to_record()`` writes it, or a replay file the
game exports (the record in a wrapper, under ``"round"``).  A file that cannot
be read, or a record that is not valid, not finished or whose moves do not
follow the rules, is refused with the reason and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .review import DecisionReview, Review, ReviewError, notation, review

REPLAY_FORMAT = "dager-desktop/replay"


def read_record(path: Path) -> dict[str, Any]:
    """The round record in ``path``; ``ReviewError`` saying why there is none."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReviewError(f"{path} cannot be read: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise ReviewError(f"{path} is not JSON: {exc}") from None
    if isinstance(data, dict) and data.get("format") == REPLAY_FORMAT:
        data = data.get("round")
    if not isinstance(data, dict):
        raise ReviewError(f"{path} holds no round record")
    return data


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m dager_desktop.ai.review",
        description="Review one seat's decisions of a finished round against the hard "
                    "player's search (复盘).")
    p.add_argument("file", type=Path, help="a round record (JSON) or an exported replay")
    p.add_argument("--seat", type=int, required=True, help="the seat whose decisions to review")
    budget = p.add_mutually_exclusive_group()
    budget.add_argument("--iterations", type=int, help="guesses per decision (reproducible)")
    budget.add_argument("--budget-ms", type=float, help="search time per decision")
    p.add_argument("--seed", type=int, default=0, help="the search's seed (default 0)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.iterations is not None and args.iterations < 1:
        return _refuse("--iterations must be at least 1")
    if args.budget_ms is not None and args.budget_ms <= 0:
        return _refuse("--budget-ms must be positive")
    try:
        record = read_record(args.file)
        done = review(record, args.seat, iterations=args.iterations,
                      budget_ms=args.budget_ms, seed=args.seed)
    except ReviewError as exc:
        return _refuse(str(exc))
    _emit(json.dumps(done.to_json(), ensure_ascii=False) if args.json else text_report(done))
    return 0


def _emit(text: str) -> None:
    """Print ``text``; a reader that has gone (``| head``) is no error of the review."""
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:
        # Python would report the pipe again when it flushes at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _refuse(reason: str) -> int:
    print(f"review refused: {reason}", file=sys.stderr)
    return 2


def text_report(done: Review) -> str:
    """A plain-text table of the review, for a terminal."""
    lines = [f"seat {done.seat}: {len(done.decisions)} decisions, "
             f"agreement {done.agreement:.0%}, expected loss {done.expected_loss:.2f} "
             "points a decision"]
    for d in done.decisions:
        lines.append(_line(d))
    costly = done.costliest()
    if costly:
        lines.append("costliest: " + ", ".join(f"step {d.step} (−{d.loss:.2f})" for d in costly))
    return "\n".join(lines)


def _line(d: DecisionReview) -> str:
    head = f"step {d.step:3d}  {d.mark:10s} chose {notation(d.chosen)}"
    if d.differs:
        head += f", best {notation(d.best)} (−{d.loss:.2f}, {d.reason})"
    values = "; ".join(f"{notation(o.action)} {o.points:+.2f}" for o in d.options)
    return f"{head}\n         {values}"
