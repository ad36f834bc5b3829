"""On a slow disk, a crash between any two writes leaves files that agree, and a resume
books every round once.

Every write of the store is slowed (``SLOW_S``, the autosave more) and, as it lands, the data
folder is copied: each copy is the folder a crash at that moment leaves.  In
every copy the statistics and the replays count no round the saved match does
not hold.  From the copies around the last round's statistics, the game is started
again, the match continued and played on, and the statistics, the replays and
the match totals must then agree.  (Before, the statistics of a finished
round could land while the autosave was still moves behind: resumed there,
the round was played again and counted twice.)
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dager_desktop import store
from dager_desktop.store import atomic as atomic_module
from dager_desktop.store import paths
from dager_desktop.store.stats import round_fingerprint

SLOW_S = 0.01  # every write of the store takes this long, and more
AUTOSAVE_SLOW_S = 0.05  # the saved match, the largest file, longer
ROUNDS = 2
HUMAN = 0

Folder = dict[str, bytes]


class Landings:
    """The data folder as each write of the store leaves it."""

    def __init__(self, monkeypatch) -> None:
        self.copies: list[tuple[str, Folder]] = []  # (the file that landed, the folder)
        self._lock = threading.Lock()
        self.on = True
        self._write = atomic_module.write_bytes
        monkeypatch.setattr(atomic_module, "write_bytes", self.write)

    def write(self, path: Path, data: bytes, **kwargs) -> None:
        if not self.on:  # the resumed games: at full speed
            self._write(path, data, **kwargs)
            return
        time.sleep(AUTOSAVE_SLOW_S if path.name == "autosave.json" else SLOW_S)
        with self._lock:  # a copy of the folder as this write left it, and nothing later
            self._write(path, data, **kwargs)
            if path.name != "settings.json":
                self.copies.append((path.name, _copy(paths.user_data_dir())))


def _copy(folder: Path) -> Folder:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*.json")
            if p.is_file() and not p.name.startswith(".")}


def _restore(folder: Folder, into: Path) -> None:
    for name, data in folder.items():
        (into / name).parent.mkdir(parents=True, exist_ok=True)
        (into / name).write_bytes(data)


def _facts(folder: Folder) -> tuple[list[dict], dict | None, set[str]]:
    """The saved match's finished rounds, the statistics (or None), the replays' ids."""
    saved = json.loads(folder["autosave.json"]) if "autosave.json" in folder else None
    rounds = saved["match"]["rounds"] if saved else []
    stats = json.loads(folder["statistics.json"]) if "statistics.json" in folder else None
    replays = {round_fingerprint(json.loads(data)["round"])
               for name, data in folder.items() if name.startswith("replays")}
    return rounds, stats, replays


def _human_points(rounds: list[dict]) -> float:
    from dager_desktop.engine import Game

    return sum(Game.from_record(r).result.payments.get(HUMAN, 0) for r in rounds)


def _agree(folder: Folder) -> None:
    """The statistics and replays count only rounds the saved match holds, as it does."""
    rounds, stats, replays = _facts(folder)
    ids = {round_fingerprint(r) for r in rounds}
    assert replays <= ids, "a replay of a round the saved match does not hold"
    entry = (stats or {}).get("presets", {}).get("standard", {"rounds": 0, "points": 0})
    assert entry["rounds"] <= len(rounds), "a round counted that the saved match does not hold"
    assert entry["points"] == _human_points(rounds[: entry["rounds"]])


def _play_until(window, qtbot, rounds: int) -> None:
    def done() -> bool:
        match = window.session.match
        if match is None or window.session.game is None:
            return False
        if window.session.game.over and window.round_dialog is not None:
            if len(match.results) >= rounds:
                return True
            window.next_round()
        return False

    qtbot.waitUntil(done, timeout=60000)


def _critical(copies: list[tuple[str, Folder]]) -> list[int]:
    """The copies of the last round's end: as its statistics landed, and just before
    (the other copies are checked without a resume: it takes a window each)."""
    last = max(i for i, (name, _) in enumerate(copies) if name == "statistics.json")
    return [last - 1, last]


def test_a_crash_between_any_two_writes_leaves_files_that_agree_and_books_once(
        open_window, qtbot, monkeypatch, tmp_path):
    landings = Landings(monkeypatch)
    window, persistence, _ = open_window(autoplay=True)
    _play_until(window, qtbot, ROUNDS)
    assert persistence.files.flush() and persistence.autosave.flush()
    copies = list(landings.copies)
    assert sum(name == "statistics.json" for name, _ in copies) == ROUNDS
    for _, folder in copies:
        _agree(folder)
    window.close()
    landings.on = False
    for n, i in enumerate(_critical(copies)):
        home = tmp_path / f"death-{n}"
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            monkeypatch.setenv(var, str(home / var.lower()))
        store.save_settings(store.Settings(speed="instant"))
        _restore(copies[i][1], paths.user_data_dir())
        again, other, _ = open_window(autoplay=True)
        if other.resume_dialog is not None:
            QTest.mouseClick(other.resume_dialog.continue_button, Qt.MouseButton.LeftButton)
        _play_until(again, qtbot, len(_facts(copies[i][1])[0]) + 1)
        assert other.files.flush() and other.autosave.flush()
        match = again.session.match
        stats = other.stats.presets["standard"]
        assert stats.rounds == len(match.results), f"copy {i}: rounds booked"
        assert stats.points == match.totals[HUMAN], f"copy {i}: points"
        kept = {info.id for info in other.replays.entries()[0]}
        assert kept == {round_fingerprint(r) for r in match.finished}, f"copy {i}: replays"
        _agree(_copy(paths.user_data_dir()))
        again.close()


def test_rounds_the_statistics_lack_are_booked_though_a_new_match_is_chosen(
        open_window, qtbot):
    # The crash came between the saved match's last round and its statistics; the player
    # then chooses New match: the round still counts.
    from tests.store.helpers import play_match

    match = play_match("standard", seed=8, rounds=2, book_last=False)
    store.Autosave().save(match, extra={"match": "m-before-the-crash"})
    window, persistence, _ = open_window()
    QTest.mouseClick(persistence.resume_dialog.new_button, Qt.MouseButton.LeftButton)
    assert persistence.stats.presets["standard"].rounds == 2
    assert persistence.files.flush() and persistence.autosave.flush()
    saved, _ = store.load_stats()
    assert saved.presets["standard"].rounds == 2 and saved.booked("m-before-the-crash") == 2
    assert len(persistence.replays.entries()[0]) == 2
    assert window.session.match is not match and not window.session.match.results
