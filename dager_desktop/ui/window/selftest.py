"""``--selftest``: rounds with computer players in every seat, the table checked throughout.

Starts the real window (offscreen works), lets an agent play the human's seat
too and plays ``rounds`` rounds (one by default) at ``speed`` (``instant`` by
default; ``fast``, ``normal`` and ``slow`` animate them as a player sees them)
through the same playback a player watches.  After every event the table
shows it is compared with the engine's view (``ui.round.watch.TableWatch``):
the cards of each seat's 列 and played-out row, the hand, the card in the
middle and who offered it, the stock count and the line under the cards.

Success prints one line — ``selftest ok: N rounds``, the rules, the seed, the
events checked, the last round's outcome, the match's totals, the time, and
whether sound can play (QtMultimedia loaded and the audio outputs it found, or
why it could not be loaded) — and exits 0.  Otherwise it prints the reason and
exits 1: the first difference between the table and the engine (with the round
and the event), an exception in the event loop, no computer players, or no end
within the time limit.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QWidget

from dager_desktop.engine import Game
from dager_desktop.ui.round.flow import RoundFlow
from dager_desktop.ui.round.session import Session
from dager_desktop.ui.round.sound import SoundBank
from dager_desktop.ui.round.watch import TableWatch
from dager_desktop.ui.table.table_widget import TableWidget
from dager_desktop.ui.text import terms

#: the time a round may take, at most (a round at ``slow`` takes about two minutes)
TIME_LIMIT_S = 120
SLOW_LIMIT_S = 400


@dataclass
class Plan:
    """What the self-test plays: how many rounds, at which speed, within what time."""

    rounds: int = 1
    speed: str = "instant"
    limit_s: float | None = None  #: for all the rounds (None: a round's limit each)

    def time_limit(self) -> float:
        if self.limit_s is not None:
            return self.limit_s
        return self.rounds * (SLOW_LIMIT_S if self.speed == "slow" else TIME_LIMIT_S)


def selftest(window: QWidget, session: Session, flow: RoundFlow, new_match: Callable[[], None],
             sounds: SoundBank, plan: Plan | None = None) -> int:
    """Play ``plan``'s rounds in ``window`` (``new_match`` deals the first, ``flow``
    plays them, every seat a computer's) and print the summary with what ``sounds``
    could load."""
    errors: list[str] = []
    previous_hook = sys.excepthook
    sys.excepthook = lambda t, v, tb: errors.append("".join(traceback.format_exception(t, v, tb)))
    try:
        return _run(window, session, flow, new_match, errors, plan or Plan(), sounds)
    finally:
        window.close()
        sys.excepthook = previous_hook


def _run(window: QWidget, session: Session, flow: RoundFlow, new_match: Callable[[], None],
         errors: list[str], plan: Plan, bank: SoundBank) -> int:
    session.set_speed(plan.speed)
    session.set_sound(False)  # a self-test is not to be heard
    flow.autoplay_human = True
    window.resize(1280, 800)
    window.show()
    table = window.findChild(TableWidget)
    assert table is not None, "the window has no table"
    watch = TableWatch(flow, flow.player, table, window)
    loop = QEventLoop()
    finished: list[Game] = []

    def round_over(game: Game) -> None:
        finished.append(game)
        if len(finished) >= plan.rounds:
            loop.quit()
        else:
            QTimer.singleShot(0, next_round)

    def next_round() -> None:
        if not loop.isRunning() or watch.failure is not None:
            return
        window.next_round()  # type: ignore[attr-defined]  # MainWindow's

    flow.roundOver.connect(round_over)
    watch.failed.connect(lambda _why: loop.quit())
    limit = plan.time_limit()
    QTimer.singleShot(round(limit * 1000), loop.quit)
    started = time.perf_counter()
    new_match()
    missing = [seat for seat, agent in session.agents.items() if agent is None]
    if missing:
        print(f"selftest FAILED: no computer player for seats {missing} (see the log)")
        return 1
    if watch.failure is None:
        loop.exec()
    elapsed = time.perf_counter() - started
    if watch.failure is not None:
        match = session.match
        seed = f" (seed {match.seed})" if match is not None else ""
        print(f"selftest FAILED{seed}: the table differs from the engine in {watch.failure}")
        return 1
    if errors:
        print("selftest FAILED: an error in the event loop:\n" + errors[0])
        return 1
    if len(finished) < plan.rounds:
        print(f"selftest FAILED: {len(finished)} of {plan.rounds} rounds ended "
              f"within {limit:.0f} s")
        return 1
    match = session.match
    assert match is not None  # new_match() made it
    bank.load()  # (with the window only while sound is on)
    summary = _summary(finished, session.preset, match.seed, match.totals, watch, elapsed)
    print(f"{summary}; sound: {bank.describe()}")
    return 0


def _summary(games: list[Game], preset: str, seed: int, totals: dict[int, float],
             watch: TableWatch, elapsed: float) -> str:
    result = games[-1].result
    assert result is not None  # the round is over
    if result.winner is None:
        outcome = "huang pai (no winner)"
    else:
        hu = result.arrangement.hu if result.arrangement else 0
        outcome = f"{terms.seat_name(result.winner)} (seat {result.winner}) won with {hu} hu"
    scores = " ".join(f"{s}:{p:+g}" for s, p in sorted(totals.items()))
    decisions = sum(len(g.actions) for g in games)
    rounds = f"{len(games)} round" + ("s" if len(games) != 1 else "")
    return (
        f"selftest ok: {rounds}, rules {preset}, seed {seed}, {decisions} decisions, "
        f"{watch.events} events checked against the engine; last round: {outcome}; "
        f"totals {scores}; {elapsed:.2f} s"
    )
