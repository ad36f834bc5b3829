"""Kill an autosave writer at random moments and check that the autosave still loads.

Two modes, both run by ``test_autosave_kill``:

``--write PATH``: save a growing match to PATH in a loop for ever, printing
the number of each finished save (the parent kills it).

``--kills N --dir DIR``: N times, fork a writer, let it run for a random
0–``--max-ms`` milliseconds, SIGKILL it, then load the autosave and check it:
it must load without a notice, and hold the last save the writer reported
or the one after it (the one being written when it died).  Prints one JSON
object with the figures.  POSIX only (fork and SIGKILL).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sys
import time
from pathlib import Path

from dager_desktop.engine import Match
from dager_desktop.store import Autosave

from .helpers import pick, play_match


def write_forever(path: Path, match: Match, seed: int, out: int, tag: int = 0) -> None:
    """Play on and save after every move; report each finished save on ``out``."""
    rng = random.Random(seed)
    autosave = Autosave(path)
    n = 0
    while True:
        game = match.game
        if game.over:
            game = match.next_round()
        game.apply(*pick(game, rng))
        n += 1
        autosave.save(match, extra={"tag": tag, "n": n})
        os.write(out, f"{n}\n".encode())


def base_match(seed: int) -> Match:
    """Three rounds played and one move into the fourth: a file of some 15 KB."""
    return play_match("standard", seed, rounds=3, extra_steps=1)


def _reported(data: bytes) -> int:
    """The last save number fully written to the pipe (a cut-off line does not count)."""
    lines = data.split(b"\n")[:-1]
    return int(lines[-1]) if lines else 0


def _drain(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    return b"".join(chunks)


def kill_once(path: Path, match: Match, tag: int, delay: float, seed: int) -> dict[str, object]:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the writer
        os.close(read_end)
        try:
            write_forever(path, match, seed, write_end, tag)
        finally:
            os._exit(1)
    os.close(write_end)
    time.sleep(delay)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    last = _reported(_drain(read_end))
    os.close(read_end)
    temps = len(list(path.parent.glob(f".{path.name}.*.tmp")))
    return {"last": last, "temps": temps, **check_load(path, tag, last)}


def check_load(path: Path, tag: int, last: int) -> dict[str, object]:
    """Load the autosave; say what is wrong, if anything."""
    resume, notices = Autosave(path).load()
    if notices:
        return {"error": f"notices: {[n.text for n in notices]}"}
    if resume is None:
        return {"error": None} if last == 0 and not path.exists() else {"error": "no autosave"}
    got_tag, got_n = resume.extra.get("tag"), resume.extra.get("n")
    if got_tag != tag:  # killed before this writer's first save landed: the older file
        return {"error": None if last == 0 else f"tag {got_tag} after {last} saves", "n": 0}
    if got_n not in (last, last + 1):
        return {"error": f"save {got_n} loaded, {last} reported"}
    return {"error": None, "n": got_n}


def run_kills(folder: Path, kills: int, max_ms: float, seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    path = folder / "autosave.json"
    started = time.perf_counter()
    match = base_match(seed)  # built once; every forked writer plays on from it
    results = [kill_once(path, match, tag, rng.uniform(0, max_ms) / 1000, seed + tag)
               for tag in range(1, kills + 1)]
    failures = [r["error"] for r in results if r["error"]]
    return {
        "kills": kills,
        "loaded_ok": kills - len(failures),
        "failures": failures[:10],
        "killed_mid_write": sum(1 for r in results if r["temps"]),
        "killed_before_first_save": sum(1 for r in results if r["last"] == 0),
        "saves_per_writer_max": max(int(r["last"]) for r in results),
        "seconds": round(time.perf_counter() - started, 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", type=Path)
    parser.add_argument("--dir", type=Path)
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--max-ms", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.write:
        write_forever(args.write, base_match(args.seed), args.seed, sys.stdout.fileno())
        return 0
    print(json.dumps(run_kills(args.dir, args.kills, args.max_ms, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
