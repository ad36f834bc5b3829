"""Files that may be sound are left where they are and never written over.

A newer version of the game wrote them (the player went back to an older
bundle), or the system would not let this run read them (a permission, a
drive): moving them aside and writing a fresh file would cost the player their
statistics, settings, replays or match when they go back, so they stay as
they are until the next start.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from dager_desktop.store import (
    Autosave,
    Replays,
    Settings,
    Stats,
    load_settings,
    load_stats,
    save_settings,
    save_stats,
)
from dager_desktop.store.atomic import load_json, write_json
from dager_desktop.store.notices import (
    LEFT_IN_PLACE,
    WHY_NEWER,
    WHY_OS_ERROR,
    WRITE_FAILED,
    StoreError,
)

from .helpers import aside_files, play_match, won_round


def _newer(path: Path) -> bytes:
    """Make ``path`` a file of a later version (its version number + 1); its bytes."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] += 1
    data["from the future"] = {"cards": 84}
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    return raw


def test_newer_settings_are_left_and_not_written_over(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(language="en"), path)
    raw = _newer(path)
    settings, [note] = load_settings(path)
    assert settings == Settings()
    assert note.code == LEFT_IN_PLACE and note.params["why"] == WHY_NEWER
    assert "newer version" in note.text and str(path) in note.text
    with pytest.raises(StoreError) as refused:  # the status bar says it is not saved
        save_settings(Settings(language="zh_TW"), path)
    refusal = refused.value.notice
    assert refusal.code == WRITE_FAILED and refusal.params["why"] == "left"
    assert path.read_bytes() == raw and aside_files(path) == []


def test_newer_statistics_are_left_and_this_runs_rounds_not_written_over_them(tmp_path):
    path = tmp_path / "statistics.json"
    stats = Stats()
    stats.record_round(won_round())
    save_stats(stats, path)
    raw = _newer(path)
    loaded, [note] = load_stats(path)
    assert loaded == Stats() and note.code == LEFT_IN_PLACE
    loaded.record_round(won_round(nth=1))
    with pytest.raises(StoreError):
        save_stats(loaded, path)
    assert path.read_bytes() == raw


def test_a_newer_saved_match_is_left_and_neither_saved_over_nor_discarded(tmp_path):
    path = tmp_path / "autosave.json"
    autosave = Autosave(path)
    match = play_match("standard", 3, rounds=1, extra_steps=5)
    autosave.save(match)
    raw = _newer(path)
    resume, [note] = autosave.load()
    assert resume is None and note.code == LEFT_IN_PLACE
    with pytest.raises(StoreError):
        autosave.save(play_match("standard", 4, rounds=0, extra_steps=3))
    autosave.discard()
    assert path.read_bytes() == raw
    assert not path.with_name("autosave-previous.json").exists()


def test_a_newer_replay_is_not_listed_told_once_and_never_pruned(tmp_path):
    replays = Replays(tmp_path, limit=2)
    first = replays.add(won_round(nth=0))
    raw = _newer(first.path)
    infos, [note] = replays.entries()
    assert infos == [] and note.code == LEFT_IN_PLACE
    assert replays.entries() == ([], [])  # said once a run, not at every listing
    for nth in (1, 2, 3):
        replays.add(won_round(nth=nth))
    assert first.path.read_bytes() == raw
    assert len(replays.entries()[0]) == 2  # the limit counts this version's rounds


def test_a_file_the_system_will_not_read_is_left_and_not_written_over(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    path.write_bytes(b'{"mine": 1}')
    real_open = Path.open

    def refuse(self, *args, **kwargs):
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", refuse)
    loaded = load_json(path, what="test file", max_bytes=1000)
    [note] = loaded.notices
    assert loaded.data is None and note.code == LEFT_IN_PLACE
    assert note.params["why"] == WHY_OS_ERROR and "Permission denied" in note.text
    with pytest.raises(StoreError):
        write_json(path, {"theirs": 2}, what="test file")
    monkeypatch.undo()
    assert path.read_bytes() == b'{"mine": 1}' and aside_files(path) == []


@pytest.mark.parametrize("version", [0, -1, "2", 1.0, True, None])
def test_a_version_that_is_no_newer_one_is_damage(tmp_path, version):
    """Only a whole number above the game's own is a newer version's: the rest is moved
    aside like any damaged file (``True`` once passed for version 1)."""
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "version": version}), encoding="utf-8")
    _, [note] = load_settings(path)
    assert note.code != LEFT_IN_PLACE and len(aside_files(path)) == 1


def test_a_file_in_the_way_of_the_folder_is_no_file_to_read(tmp_path):
    """The data folder's path runs through a file (ENOTDIR): nothing is there to read,
    and nothing claims a file could not be read or moved."""
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    loaded = load_json(blocker / "statistics.json", what="statistics file", max_bytes=1000)
    assert loaded.missing and loaded.notices == []



def test_a_saved_match_that_cannot_become_the_previous_one_is_left(tmp_path, monkeypatch):
    """New match renames the save; if the system refuses, the save stays whole and the
    new match's saves are refused (and told), rather than written over it."""
    path = tmp_path / "autosave.json"
    autosave = Autosave(path)
    autosave.save(play_match("standard", 3, rounds=1))
    raw = path.read_bytes()
    real_replace = os.replace

    def refuse(source, target):
        if Path(source) == path:
            raise PermissionError(13, "Permission denied")
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(StoreError) as refused:
        autosave.discard()
    assert refused.value.notice.code == LEFT_IN_PLACE
    monkeypatch.undo()
    with pytest.raises(StoreError):
        autosave.save(play_match("standard", 4, rounds=0, extra_steps=3))
    assert path.read_bytes() == raw


def test_a_partly_bad_file_without_a_copy_is_left_and_says_so(tmp_path, monkeypatch):
    from dager_desktop.store import aside
    from dager_desktop.store.notices import NO_COPY

    path = tmp_path / "statistics.json"
    stats = Stats()
    stats.record_round(won_round())
    data = stats.to_dict()
    data["presets"]["standard"]["best"]["hu"] = "lots"
    path.write_text(json.dumps(data), encoding="utf-8")

    def full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(aside, "_copy", full)
    loaded, [note] = load_stats(path)
    assert note.code == NO_COPY and loaded.presets["standard"].rounds == 1
    with pytest.raises(StoreError):
        save_stats(loaded, path)
    assert json.loads(path.read_text(encoding="utf-8")) == data


def test_on_windows_a_file_held_a_moment_is_read_after_all(tmp_path, monkeypatch):
    """A virus scanner may hold a file for a moment: not a reason to leave it in place."""
    from dager_desktop.store import atomic

    path = tmp_path / "settings.json"
    save_settings(Settings(language="en"), path)
    real_open, refusals = Path.open, [1, 1]

    def held(self, *args, **kwargs):
        if self == path and refusals:
            refusals.pop()
            raise PermissionError(13, "The process cannot access the file")
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(atomic.sys, "platform", "win32")
    monkeypatch.setattr(Path, "open", held)
    settings, notices = load_settings(path)
    assert settings.language == "en" and notices == []
