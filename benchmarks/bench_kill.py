"""Kill the game's writer at random moments, resume, and count what a crash cost.

    .venv/bin/python benchmarks/bench_kill.py                  # a few kills per disk
    DAGER_KILLS=1000 nice .venv/bin/python benchmarks/bench_kill.py

``DAGER_KILLS`` kills per disk (default 5; ``--kills`` overrides it), on a
normal disk and on one slowed to 0.3 s a write (``--slow``).  For each kill a
fresh data folder holds a match of two booked rounds and a third near its
end; a child process resumes it and plays on with random legal moves,
writing as the window does (``ui/files/persistence.py``): the autosave after
every move on its writer thread, each next move held (polled) until the save
of the one before has landed, for at most ``HOLD_MOST_MS``; at a round's end
the autosave first, then the statistics and the replay once it has landed
(``Autosave.after_saves``), booked by match id and round (``store.booking``).
The child says each move on a pipe before it is saved.  The parent kills it
(SIGKILL; TerminateProcess on Windows) at a random moment, reads the folder as
the next start would, resumes the match, books what the statistics lack,
finishes the round and then checks it all.  Printed per disk:

* kills, and resumes that matched (every file read, and the statistics, the
  replays and the match totals agree once the resumed round is booked);
* moves lost per kill, max and mean: moves said minus moves in the autosave;
* rounds counted twice (must be 0) and files unreadable (must be 0);
* kills that came between a round's autosave and its statistics (the gap the
  ordering closes: the resume books that round).
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dager_desktop.engine import PRESETS, ActionKind, Game, Match  # noqa: E402
from dager_desktop.store import Autosave, Replays, Stats, atomic, load_stats, save_stats  # noqa: E402
from dager_desktop.store.booking import (  # noqa: E402
    HOLD_MOST_MS,
    MATCH_KEY,
    new_match_id,
    resumed_match_id,
    round_index,
    unbooked_rounds,
)
from dager_desktop.store.stats import round_fingerprint  # noqa: E402

HUMAN = 0
PRESET = "standard"
SLOW_S = 0.3
KILLS = int(os.environ.get("DAGER_KILLS", "5"))
#: kill within this many seconds of the child being ready (normal disk, slow disk)
WINDOW_S = {False: 0.8, True: 3.0}


def pick(game: Game, rng: random.Random) -> tuple[int, Any]:
    """A random legal move, 胡 whenever it is offered (random play rarely wins)."""
    decision = rng.choice(game.decisions())
    hu = [a for a in decision.options if a.kind is ActionKind.HU]
    return decision.seat, (hu[0] if hu else rng.choice(decision.options))


def moves_of(match: Match) -> int:
    current = match.game if match.game is not None and not match.round_booked else None
    return sum(len(r["actions"]) for r in match.finished) + (
        len(current.actions) if current is not None else 0)


# -- the child: the window's order of writes, without the window --------------------------


class Writer:
    """The autosave, statistics and replays of one folder, written as Persistence does."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.autosave = Autosave(folder / "autosave.json", background=True)
        self.stats, _ = load_stats(folder / "statistics.json")
        self.replays = Replays(folder / "replays")
        self.files = ThreadPoolExecutor(1)  # FileWriter: one write after another
        self.match_id = ""

    def save(self, match: Match) -> None:
        self.autosave.save(match, {"assisted": False, MATCH_KEY: self.match_id})

    def book(self, stats_due: bool, games: list[Game]) -> None:
        """The statistics, then the replays: each once the autosave has landed."""
        if stats_due:
            snapshot = copy.deepcopy(self.stats)
            path = self.folder / "statistics.json"
            self.files.submit(self.autosave.after_saves, lambda: save_stats(snapshot, path),
                              what="statistics file", path=path)
        for game in games:
            self.files.submit(self.autosave.after_saves, lambda g=game: self.replays.add(g),
                              what="replay file", path=self.replays.folder)

    def resume(self, match: Match, extra: dict[str, Any]) -> None:
        """Persistence.resume: the id, a save, and the rounds the statistics lack."""
        self.match_id = resumed_match_id(self.stats, match, extra)
        self.save(match)
        rounds = unbooked_rounds(self.stats, match, self.match_id)
        for index, game, assisted in rounds:
            self.stats.record_round(game, human_seat=HUMAN, assisted=assisted,
                                    match_id=self.match_id, index=index)
        last = [Game.from_record(match.finished[-1])] if match.finished else []
        self.book(bool(rounds), [g for _, g, _ in rounds] or last)

    def round_over(self, match: Match, game: Game) -> None:
        """Persistence.round_finished: the save that holds the end, then what counts it."""
        self.save(match)
        booked = self.stats.record_round(game, human_seat=HUMAN, match_id=self.match_id,
                                         index=round_index(match, game))
        self.book(booked, [game])

    def hold(self) -> None:
        """AIScheduler's hold: the next move waits for this one's save (polled)."""
        began = time.perf_counter()
        while self.autosave.pending() and (time.perf_counter() - began) * 1000 < HOLD_MOST_MS:
            time.sleep(0.002)


def child(folder: Path, seed: int, slow: bool) -> None:
    if slow:
        write = atomic.write_bytes

        def slow_write(path: Path, data: bytes, **kwargs: Any) -> None:
            time.sleep(SLOW_S)
            write(path, data, **kwargs)

        atomic.write_bytes = slow_write  # type: ignore[assignment]
    writer = Writer(folder)
    resume, _ = writer.autosave.load()
    assert resume is not None
    match = resume.match
    writer.resume(match, dict(resume.extra))
    rng = random.Random(seed)
    played = moves_of(match)
    out = sys.stdout.fileno()
    os.write(out, b"ready\n")
    while True:
        game = match.game
        if game is None or game.over:
            game = match.next_round()
        game.apply(*pick(game, rng))
        played += 1
        os.write(out, f"{played}\n".encode())  # said before it is saved: it was played
        writer.save(match)
        if game.over:
            match.record_result(game.result)  # Session.book_round
            writer.round_over(match, game)
        writer.hold()


# -- the parent: a folder per kill, a resume and the checks --------------------------------


def prepare(folder: Path, seed: int) -> None:
    """Two booked rounds (statistics, replays) and a third a few moves from its end."""
    rng = random.Random(seed)
    match, stats, replays = Match.new(PRESETS[PRESET], seed), Stats(), Replays(folder / "replays")
    match_id = new_match_id()
    for index in range(2):
        game = match.next_round()
        while not game.over:
            game.apply(*pick(game, rng))
        match.record_result(game.result)
        stats.record_round(game, human_seat=HUMAN, match_id=match_id, index=index)
        replays.add(game)
    game = match.next_round()
    while not game.over:
        game.apply(*pick(game, rng))
    match.game = game.replayed_to(max(0, len(game.actions) - rng.randint(1, 6)))
    Autosave(folder / "autosave.json").save(match, {"assisted": False, MATCH_KEY: match_id})
    save_stats(stats, folder / "statistics.json")


def check(folder: Path, said: int, seed: int) -> dict[str, Any]:
    """Read the folder as the next start does, resume, book, finish the round; compare."""
    autosave = Autosave(folder / "autosave.json")
    resume, notices = autosave.load()
    stats, more = load_stats(folder / "statistics.json")
    replays = Replays(folder / "replays")
    _, listed = replays.entries()
    unreadable = len(notices) + len(more) + len(listed) + (resume is None)
    if resume is None:
        return {"unreadable": unreadable, "matched": False, "lost": 0, "twice": 0, "gap": 0}
    match = resume.match
    lost = said - moves_of(match)
    match_id = resumed_match_id(stats, match, resume.extra)
    rounds = unbooked_rounds(stats, match, match_id)
    for index, game, assisted in rounds:
        stats.record_round(game, human_seat=HUMAN, assisted=assisted, match_id=match_id,
                           index=index)
    for finished in match.finished:
        replays.add(Game.from_record(finished))
    game = match.game
    if game is not None and not game.over:
        rng = random.Random(seed)
        while not game.over:
            game.apply(*pick(game, rng))
        match.record_result(game.result)
        stats.record_round(game, human_seat=HUMAN, match_id=match_id,
                           index=round_index(match, game))
        replays.add(game)
    entry = stats.presets[PRESET]
    kept = {info.id for info in replays.entries()[0]}
    agree = (entry.rounds == len(match.results) and entry.points == match.totals[HUMAN]
             and kept == {round_fingerprint(r) for r in match.finished})
    return {"unreadable": unreadable, "matched": agree and unreadable == 0 and lost >= 0,
            "lost": lost, "twice": max(0, entry.rounds - len(match.results)),
            "gap": int(bool(rounds))}


def kill_once(seed: int, slow: bool, rng: random.Random, fork: bool) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="dager-kill-") as name:
        folder = Path(name)
        prepare(folder, seed)
        start = _fork_child if fork else _spawn_child
        out = start(folder, seed, slow, rng.uniform(0, WINDOW_S[slow]))
        lines = out.split(b"\n")[:-1]  # a line cut by the kill does not count
        said = int(lines[-1]) if lines and lines[-1] != b"ready" else moves_of(
            Autosave(folder / "autosave.json").load()[0].match)  # type: ignore[union-attr]
        return check(folder, said, seed)


def _spawn_child(folder: Path, seed: int, slow: bool, after: float) -> bytes:
    """A fresh interpreter (any system), killed ``after`` seconds after it is ready."""
    proc = subprocess.Popen(
        [sys.executable, __file__, "--child", str(folder), "--seed", str(seed)]
        + (["--slow"] if slow else []),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    assert proc.stdout is not None
    ready = proc.stdout.readline()
    if ready.strip() != b"ready":
        proc.kill()
        raise RuntimeError(f"the child did not start: {proc.communicate()[1].decode()}")
    time.sleep(after)
    proc.kill()
    return proc.communicate()[0]


def _fork_child(folder: Path, seed: int, slow: bool, after: float) -> bytes:
    """A fork of this process (POSIX; no start-up cost), SIGKILLed ``after`` seconds
    after it is ready.  Only from a process without threads (the benchmark's own)."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(read_end)
            os.dup2(write_end, 1)
            child(folder, seed, slow)
        finally:
            os._exit(1)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        ready = pipe.readline()
        if ready.strip() != b"ready":
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            raise RuntimeError("the child did not start")
        time.sleep(after)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return pipe.read()


def run(kills: int, slow: bool, seed: int, fork: bool = False) -> dict[str, Any]:
    """``kills`` kills on one disk; ``fork`` children instead of fresh interpreters."""
    rng = random.Random(seed)
    started = time.perf_counter()
    results = [kill_once(seed * 100_000 + k, slow, rng, fork) for k in range(kills)]
    lost = [r["lost"] for r in results]
    return {
        "disk": f"slowed to {SLOW_S} s a write" if slow else "normal",
        "kills": kills,
        "resumes_matched": sum(r["matched"] for r in results),
        "moves_lost_max": max(lost),
        "moves_lost_mean": round(statistics.fmean(lost), 3),
        "rounds_counted_twice": sum(r["twice"] for r in results),
        "files_unreadable": sum(r["unreadable"] for r in results),
        "kills_between_autosave_and_statistics": sum(r["gap"] for r in results),
        "seconds": round(time.perf_counter() - started, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=KILLS)
    parser.add_argument("--disk", choices=("both", "normal", "slow"), default="both")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--slow", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, args.seed, args.slow)
        return 0
    disks = {"both": (False, True), "normal": (False,), "slow": (True,)}[args.disk]
    failed = False
    for slow in disks:
        figures = run(args.kills, slow, args.seed + slow, fork=hasattr(os, "fork"))
        print(json.dumps(figures), flush=True)
        failed |= figures["rounds_counted_twice"] > 0 or figures["files_unreadable"] > 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
