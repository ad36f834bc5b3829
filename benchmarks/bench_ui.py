"""Speed of the table (targets: first paint <= 0.8 s, GUI stall < 16 ms, RSS < 300 MB).

Prints five figures:

* **start-up**: from launching a fresh ``python`` process to the first paint of
  the table with a round dealt (the process reports the paint; the clock runs
  in the parent, so interpreter start and every import are included);
* **GUI stall**: while a hard computer seat thinks on its worker thread, a
  10 ms ``QTimer`` on the GUI thread measures how late it fires; the longest
  gap beyond its interval is the stall;
* **animated play**: the same timer over rounds of normal seats at normal speed
  in a 1920 × 1050 window, where the cards fly and the turn highlight fades:
  its longest lateness and its 99th percentile (what painting costs), and the
  longest by what was happening — a deal (the match's first, when the table's
  widgets are first shown at that size, apart), the round's end (the round-over
  window opening) or play itself —, each with the most processor time the
  window's thread spent between two ticks: on a machine shared with other work
  the lateness grows with the load, the work does not;
* **memory**: resident set size after 10 rounds played at instant speed, and
  that of the hard search's helper processes (``ai.search_pool``) after the
  stall rounds;
* **chart**: one repaint of the statistics chart holding a full series
  (``stats.SERIES_LIMIT`` rounds), on the GUI thread.

Runs offscreen, on a screen of 1920 × 1080 (the offscreen platform's own is
800 × 600, and the round-over window, which fits itself to its screen, would
shrink its cards step by step as no player's screen makes it).
``.venv/bin/python benchmarks/bench_ui.py [--rounds N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SCREEN = (1920, 1080)


def _offscreen_platform() -> str:
    """The offscreen platform with a screen of ``SCREEN``'s size."""
    config = Path(tempfile.gettempdir()) / "dager-bench-screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "screen", "x": 0, "y": 0, "width": SCREEN[0], "height": SCREEN[1],
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    return f"offscreen:configfile={config}"


os.environ.setdefault("QT_QPA_PLATFORM", _offscreen_platform())

CHILD = """
import sys, time
sys.path.insert(0, {root!r})
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from dager_desktop.ui.window.main_window import MainWindow
from dager_desktop.ui.round.session import Session
from dager_desktop.ui.platform.style import apply_style

app = QApplication([])
apply_style(app)
window = MainWindow(Session("standard", 1))
window.resize(1280, 800)

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and window.session.game is not None:
            QTimer.singleShot(0, lambda: (print("painted", flush=True), app.quit()))
            obj.removeEventFilter(self)
        return False

probe = FirstPaint()
window.table.installEventFilter(probe)
window.show()
window.new_match()
app.exec()
"""


def startup_seconds() -> float:
    started = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD.format(root=str(ROOT))],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert child.stdout is not None
    for line in child.stdout:
        if line.startswith("painted"):
            elapsed = time.perf_counter() - started
            break
    else:
        raise RuntimeError("the table was never painted")
    child.wait(timeout=30)
    return elapsed


def _quiet_offscreen(mode: object, context: object, message: str) -> None:
    """Qt's messages, less the offscreen platform's note on every dialog it sizes."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def _window(seed: int, levels: dict[int, str], speed: str = "instant",
            size: tuple[int, int] = (1280, 800)):
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from dager_desktop.ui.platform.style import apply_style
    from dager_desktop.ui.round.session import Session
    from dager_desktop.ui.window.main_window import MainWindow

    qInstallMessageHandler(_quiet_offscreen)
    app = QApplication.instance() or QApplication([])
    apply_style(app)
    session = Session("standard", seed)
    session.levels.update(levels)
    session.speed = speed
    window = MainWindow(session)
    window.flow.autoplay_human = True
    window.resize(*size)
    window.show()
    return app, window


def _play_rounds(app, window, rounds: int, on_round=None, pause_ms: int = 0) -> None:
    """Play ``rounds``, dealing the next ``pause_ms`` after each round's end."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    played = [0]

    def over(game) -> None:
        played[0] += 1
        if on_round is not None:
            on_round(played[0])
        if played[0] >= rounds:
            loop.quit()
        else:
            QTimer.singleShot(pause_ms, window.next_round)

    window.flow.roundOver.connect(over)
    window.new_match()
    QTimer.singleShot(600_000, loop.quit)
    loop.exec()


def _play_with_timer(app, window, rounds: int, tick, pause_ms: int = 0) -> None:
    """Play ``rounds`` with ``tick`` on a 10 ms timer of the window's thread, then close."""
    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    _play_rounds(app, window, rounds, pause_ms=pause_ms)
    timer.stop()
    window.close()


def gui_stall_ms(seed: int, rounds: int) -> tuple[float, float, int]:
    """Longest lateness of a 10 ms timer while a hard seat is thinking — at a round's
    first decision (the table's first paint after the deal falls in it) and at the
    others — and the decisions seen."""
    app, window = _window(seed, {1: "hard", 2: "hard", 3: "hard"})
    stats = {"first": 0.0, "worst": 0.0, "last": None, "decisions": 0, "busy_seat": None,
             "round_start": True}
    hard = {1, 2, 3}

    def tick() -> None:
        now = time.perf_counter()
        seat = window.scheduler.asking()
        thinking = seat in hard
        last = stats["last"]
        if thinking and last is not None and stats["busy_seat"] == seat:
            which = "first" if stats["round_start"] else "worst"
            stats[which] = max(stats[which], (now - last) * 1000 - 10)
        stats["last"] = now if thinking else None
        stats["busy_seat"] = seat

    def decided(*_args) -> None:
        stats["decisions"] += 1
        stats["last"] = None  # a new decision starts a new measurement
        stats["round_start"] = False

    window.scheduler.decided.connect(decided)
    window.flow.roundStarted.connect(lambda _game: stats.update(round_start=True))
    _play_with_timer(app, window, rounds, tick, pause_ms=READ_MS)
    return stats["first"], stats["worst"], stats["decisions"]


def animated_stall_ms(seed: int, rounds: int) -> tuple[float, float, dict[str, Stall]]:
    """Longest and 99th-percentile lateness of a 10 ms timer while rounds are animated,
    and by what was happening (``PHASES``) the longest lateness and the most processor
    time the window's thread spent between two ticks — the stall a machine with nothing
    else running would show, whatever the load on this one."""
    app, window = _window(seed, {1: "normal", 2: "normal", 3: "normal"}, "normal", (1920, 1050))
    late: list[float] = []
    last = [time.perf_counter(), time.thread_time()]
    phase = _Phases(window)
    worst = {what: Stall() for what in PHASES}

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        lateness = max(0.0, (now - last[0]) * 1000 - 10)
        late.append(lateness)
        worst[phase.at(now)].add(lateness, (cpu - last[1]) * 1000)
        last[0], last[1] = now, cpu

    # a player reads the round's end before the next deal: the two stalls stay apart
    _play_with_timer(app, window, rounds, tick, pause_ms=READ_MS)
    late.sort()
    return late[-1], late[int(len(late) * 0.99)], worst


class Stall:
    """The longest lateness of a phase's ticks, and the most processor time before one."""

    def __init__(self) -> None:
        self.late = 0.0
        self.cpu = 0.0

    def add(self, late_ms: float, cpu_ms: float) -> None:
        self.late = max(self.late, late_ms)
        self.cpu = max(self.cpu, cpu_ms)

    def __str__(self) -> str:
        return f"{self.late:.1f} ms ({self.cpu:.1f} ms of work)"


#: What the table was doing when its timer was late: the match's first deal, a deal,
#: the round's end (the round-over window built and first painted), play.
PHASES = ("first deal", "deal", "round end", "play")
#: How long after a deal or a round's end a late tick is put down to it: its work
#: and the first paint it causes come within a few ticks.
PHASE_MS = 150
#: How long the round's end is looked at before the next deal.
READ_MS = 1000


class _Phases:
    """When each deal and round's end happened, to name what a late tick waited on."""

    def __init__(self, window) -> None:
        self.marks: list[tuple[float, str]] = []
        window.flow.roundStarted.connect(self._started)
        window.flow.roundOver.connect(lambda _game: self._mark("round end"))

    def _started(self, _game) -> None:
        self._mark("deal" if self.marks else "first deal")

    def _mark(self, what: str) -> None:
        self.marks.append((time.perf_counter(), what))

    def at(self, now: float) -> str:
        for when, what in reversed(self.marks):
            if now - when <= PHASE_MS / 1000:
                return what
            break
        return "play"


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def children_mb() -> float:
    """Resident memory of this process's descendants (the hard player's helper and the
    search's helpers it starts), on Linux."""
    parents, rss = {}, {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text(encoding="ascii").rsplit(")", 1)[1].split()
            pid = int(stat.parent.name)
            parents[pid] = int(fields[1])
            rss[pid] = int(fields[21]) * os.sysconf("SC_PAGE_SIZE") / 2**20  # pages
        except (OSError, IndexError, ValueError):
            continue  # gone meanwhile, or not Linux
    mine, total, grew = {os.getpid()}, 0.0, True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in mine and pid not in mine:
                mine.add(pid)
                total += rss[pid]
                grew = True
    return total


def memory_after_rounds(seed: int, rounds: int) -> float:
    app, window = _window(seed, {1: "normal", 2: "normal", 3: "normal"})
    _play_rounds(app, window, rounds)
    mb = rss_mb()
    window.close()
    return mb


def chart_repaint_ms() -> float:
    """Median of five repaints of the statistics chart with a full series of rounds."""
    import random

    from PySide6.QtWidgets import QApplication

    from dager_desktop.store.stats import SERIES_LIMIT
    from dager_desktop.ui.dialogs.chart import PointsChart

    app = QApplication.instance() or QApplication([])  # noqa: F841  (the chart needs one)
    chart = PointsChart()
    chart.resize(560, 240)
    rng, total, points = random.Random(1), 0.0, []
    for n in range(1, SERIES_LIMIT + 1):  # a running total: wins, losses, 黄牌
        total += rng.choice((-12, -6, -3, 0, 3, 6, 24))
        points.append((n, total))
    chart.set_points(points)
    times = []
    for _ in range(5):
        started = time.perf_counter()
        chart.grab()
        times.append((time.perf_counter() - started) * 1000)
    return sorted(times)[2]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10, help="rounds for the memory figure")
    parser.add_argument("--stall-rounds", type=int, default=1, help="rounds with hard seats")
    parser.add_argument("--animated-rounds", type=int, default=2,
                        help="rounds at normal speed for the animated-play figure")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    starts = sorted(startup_seconds() for _ in range(3))
    print(f"start-up to first painted table: {starts[1]:.2f} s (median of 3; target <= 0.8 s)")
    first, stall, decisions = gui_stall_ms(args.seed, args.stall_rounds)
    print(f"longest GUI stall while a hard seat thinks: {max(first, stall):.1f} ms "
          f"over {decisions} decisions (target < 16 ms, one frame at 60 Hz); at a round's "
          f"first decision, with the deal's first paint, {first:.1f} ms; at the others "
          f"{stall:.1f} ms")
    print(f"search helpers' resident memory after those rounds: {children_mb():.0f} MB")
    worst, p99, by_phase = animated_stall_ms(args.seed, args.animated_rounds)
    phases = ", ".join(f"{what} {stall}" for what, stall in by_phase.items())
    print(f"animated play at 1920x1050, {args.animated_rounds} rounds: longest GUI stall "
          f"{worst:.1f} ms, 99th percentile {p99:.1f} ms (target < 16 ms); longest at "
          f"{phases}")
    mb = memory_after_rounds(args.seed, args.rounds)
    print(f"resident memory after {args.rounds} rounds: {mb:.0f} MB (target < 300 MB)")
    print(f"statistics chart of a full series: {chart_repaint_ms():.1f} ms a repaint "
          "(target < 16 ms, a GUI stall)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
