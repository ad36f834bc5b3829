"""The match is saved after every move for real: on a disk that takes a while to write,
a crash at any moment loses at most the move being saved."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from dager_desktop.store import atomic as atomic_module

SLOW_S = 0.03  # each write of the store, on a disk slower than most


def _moves(data: bytes) -> int:
    match = json.loads(data)["match"]
    rounds = [*match["rounds"], *([match["current"]] if match["current"] else [])]
    return sum(len(r["actions"]) for r in rounds)


def test_a_crash_at_any_moment_loses_at_most_the_move_being_saved(
        open_window, qtbot, monkeypatch):
    # Before, computer players answered while the saves were still being written, and
    # the saves of several moves were merged: a kill lost up to 3 moves (14 on a slow disk).
    landed = [0]
    lock = threading.Lock()
    write = atomic_module.write_bytes

    def slow_write(path: Path, data: bytes, **kwargs) -> None:
        time.sleep(SLOW_S)
        write(path, data, **kwargs)
        if path.name == "autosave.json":
            with lock:
                landed[0] = _moves(data)

    monkeypatch.setattr(atomic_module, "write_bytes", slow_write)
    window, _, _ = open_window(autoplay=True)
    lost: list[int] = []

    def applied() -> None:  # (after the window's own slot: this move's save is handed over)
        match = window.session.match
        played = sum(len(r["actions"]) for r in match.finished) + len(window.session.game.actions)
        if window.session.game.over and match.round_booked:
            played -= len(window.session.game.actions)  # (counted in finished already)
        with lock:
            lost.append(played - landed[0])

    window.flow.applied.connect(applied)
    qtbot.waitUntil(lambda: window.session.game is not None and window.session.game.over,
                    timeout=60000)
    assert len(lost) > 20
    assert max(lost) <= 1, f"moves a crash would have lost: {sorted(lost)[-5:]}"
