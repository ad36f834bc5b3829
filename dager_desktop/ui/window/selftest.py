"""``--selftest``: one round with computer players in every seat, at instant speed.

Starts the real window (offscreen works), lets an agent play the human's seat
too, waits for the round-over signal and prints one line: the round, and
whether sound can play (QtMultimedia loaded and the audio outputs it found,
or why it could not be loaded).  Exit status 0 on
success; otherwise 1 and the reason (an exception in the event loop, no
computer players, or no end within the time limit).
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QWidget

from dager_desktop.engine import Game
from dager_desktop.ui.round.flow import RoundFlow
from dager_desktop.ui.round.session import Session
from dager_desktop.ui.round.sound import SoundBank
from dager_desktop.ui.text import terms

TIME_LIMIT_S = 120


def selftest(window: QWidget, session: Session, flow: RoundFlow, new_match: Callable[[], None],
             sounds: SoundBank, limit_s: float = TIME_LIMIT_S) -> int:
    """Play one round in ``window`` (``new_match`` deals it, ``flow`` plays it, every
    seat a computer's) and print the summary with what ``sounds`` could load."""
    errors: list[str] = []
    previous_hook = sys.excepthook
    sys.excepthook = lambda t, v, tb: errors.append("".join(traceback.format_exception(t, v, tb)))
    try:
        return _run(window, session, flow, new_match, errors, limit_s, sounds)
    finally:
        window.close()
        sys.excepthook = previous_hook


def _run(window: QWidget, session: Session, flow: RoundFlow, new_match: Callable[[], None],
         errors: list[str], limit_s: float, bank: SoundBank) -> int:
    session.set_speed("instant")
    flow.autoplay_human = True
    window.resize(1280, 800)
    window.show()
    loop = QEventLoop()
    finished: list[Game] = []

    def round_over(game: Game) -> None:
        finished.append(game)
        loop.quit()

    flow.roundOver.connect(round_over)
    QTimer.singleShot(round(limit_s * 1000), loop.quit)
    started = time.perf_counter()
    new_match()
    missing = [seat for seat, agent in session.agents.items() if agent is None]
    if missing:
        print(f"selftest FAILED: no computer player for seats {missing} (see the log)")
        return 1
    loop.exec()
    elapsed = time.perf_counter() - started
    if errors:
        print("selftest FAILED: an error in the event loop:\n" + errors[0])
        return 1
    if not finished:
        print(f"selftest FAILED: the round did not end within {limit_s:.0f} s")
        return 1
    game, match = finished[0], session.match
    assert match is not None  # new_match() made it
    bank.load()  # (with the window only while sound is on)
    print(f"{_summary(game, session.preset, match.seed, elapsed)}; sound: {bank.describe()}")
    return 0


def _summary(game: Game, preset: str, seed: int, elapsed: float) -> str:
    result = game.result
    assert result is not None  # the round is over
    if result.winner is None:
        outcome = "huang pai (no winner)"
    else:
        hu = result.arrangement.hu if result.arrangement else 0
        outcome = f"{terms.seat_name(result.winner)} (seat {result.winner}) won with {hu} hu"
    pays = " ".join(f"{s}:{p:+g}" for s, p in sorted(result.payments.items()))
    return (
        f"selftest ok: rules {preset}, seed {seed}, {len(game.actions)} decisions, "
        f"{outcome}; payments {pays}; {elapsed:.2f} s"
    )
