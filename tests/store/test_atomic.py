"""Atomic writes, and reads that move a bad file aside (never delete it) and say where."""

from __future__ import annotations

import json
import os
import re
import time

import pytest

from dager_desktop.store import aside, atomic
from dager_desktop.store.aside import check_version
from dager_desktop.store.atomic import load_json, write_bytes, write_json
from dager_desktop.store.notices import MOVED_ASIDE, NOT_MOVED, WRITE_FAILED, Refused, StoreError

from .helpers import aside_files, damaged_variants

GOOD = json.dumps({"format": "x", "version": 1, "value": 3}).encode()


def check_header(data):
    if not isinstance(data, dict):
        raise Refused(f"it holds a JSON {type(data).__name__}")
    if data.get("format") != "x":
        raise Refused("wrong format")
    check_version(data, 1, "test")


def test_write_replaces_whole_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "sub" / "f.json"
    write_bytes(path, b"one")
    write_bytes(path, b"two")
    assert path.read_bytes() == b"two"
    assert sorted(p.name for p in path.parent.iterdir()) == ["f.json"]


def test_a_failed_write_keeps_the_old_file_and_cleans_up(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    write_bytes(path, b"old")

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", broken_fsync)
    with pytest.raises(StoreError) as info:
        write_json(path, {"new": 1}, what="test file")
    assert info.value.notice.code == WRITE_FAILED
    assert "No space left on device" in str(info.value) and str(path) in str(info.value)
    assert path.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]


posix_only = pytest.mark.skipif(os.name != "posix", reason="links, pipes and modes of POSIX")


@posix_only
def test_a_shared_file_has_the_usual_permissions_the_game_s_own_are_private(tmp_path):
    # (the temporary file is owner-only: an exported replay came out unreadable to others)
    umask = os.umask(0o022)
    os.umask(umask)
    shared, own = tmp_path / "export.json", tmp_path / "settings.json"
    write_bytes(shared, b"one", shared=True)
    write_bytes(own, b"one")
    assert shared.stat().st_mode & 0o7777 == 0o666 & ~umask
    assert own.stat().st_mode & 0o7777 == 0o600
    for path, mode in ((shared, 0o640), (own, 0o644)):
        path.chmod(mode | 0o4000)  # (a set-user-ID bit is never copied)
        write_bytes(path, b"two")
        assert path.stat().st_mode & 0o7777 == mode  # a replaced file keeps its own


@posix_only
def test_the_temporary_files_of_a_link_are_found_beside_its_file(tmp_path):
    (tmp_path / "real").mkdir()
    target, link = tmp_path / "real" / "autosave.json", tmp_path / "autosave.json"
    target.write_bytes(b"{}")
    link.symlink_to(target)
    (tmp_path / "real" / ".autosave.json.x1.tmp").write_bytes(b"half")  # a killed writer's
    assert atomic.remove_stale_temps(link) == 1


@posix_only
def test_a_link_is_written_through_and_stays_a_link(tmp_path):
    target, link = tmp_path / "target.json", tmp_path / "link.json"
    target.write_bytes(b"old")
    link.symlink_to(target)
    write_bytes(link, b"new")
    assert link.is_symlink() and target.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "target.json"]


@posix_only
def test_a_dangling_link_makes_no_folders_where_it_points(tmp_path):
    link, gone = tmp_path / "data" / "autosave.json", tmp_path / "gone" / "deep"
    link.parent.mkdir()
    link.symlink_to(gone / "autosave.json")
    with pytest.raises(StoreError) as info:
        write_json(link, {}, what="autosave")
    assert info.value.notice.code == WRITE_FAILED
    assert link.is_symlink() and not (tmp_path / "gone").exists()


def test_a_new_file_gets_its_folders(tmp_path):
    path = tmp_path / "new" / "folders" / "settings.json"
    write_json(path, {"a": 1}, what="settings file")
    assert json.loads(path.read_text()) == {"a": 1}


@posix_only
def test_a_pipe_or_a_folder_is_never_replaced_by_a_file(tmp_path):
    pipe, folder = tmp_path / "pipe", tmp_path / "folder"
    os.mkfifo(pipe)
    folder.mkdir()
    for path, words in ((pipe, "not an ordinary file"), (folder, "a folder")):
        with pytest.raises(StoreError) as info:
            write_json(path, {}, what="exported replay")
        assert info.value.notice.code == WRITE_FAILED and words in str(info.value)
    assert pipe.is_fifo() and folder.is_dir()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder", "pipe"]


def test_json_is_utf8_and_readable(tmp_path):
    path = tmp_path / "f.json"
    write_json(path, {"名堂": "天胡"}, what="test file", indent=2)
    assert "天胡" in path.read_text(encoding="utf-8")
    assert load_json(path, what="test file", max_bytes=1000).data == {"名堂": "天胡"}


def test_a_missing_file_is_not_a_problem(tmp_path):
    loaded = load_json(tmp_path / "none.json", what="test file", max_bytes=1000)
    assert loaded.missing and loaded.data is None and loaded.notices == []


def test_a_byte_order_mark_is_tolerated(tmp_path):
    path = tmp_path / "f.json"
    path.write_bytes(b"\xef\xbb\xbf" + GOOD)
    assert load_json(path, what="test file", max_bytes=1000, check=check_header).data["value"] == 3


@pytest.mark.parametrize("case", sorted(damaged_variants(GOOD)))
def test_every_damaged_file_is_moved_aside_with_its_content(tmp_path, case):
    path = tmp_path / "f.json"
    damaged_variants(GOOD)[case](path)
    original = path.read_bytes()
    started = time.perf_counter()
    loaded = load_json(path, what="test file", max_bytes=64 * 1024, check=check_header)
    assert time.perf_counter() - started < 0.5  # even the 10 MB one: a stat, no read
    assert loaded.data is None and not loaded.missing
    [note] = loaded.notices
    assert note.code == MOVED_ASIDE
    [aside] = aside_files(path)
    assert not path.exists()
    assert aside.read_bytes() == original  # moved, never deleted or rewritten
    assert note.params["moved_to"] == str(aside) and str(aside) in note.text
    assert re.search(r"\.unreadable-\d{8}-\d{6}$", aside.name)


def test_the_reason_is_in_plain_words(tmp_path):
    path = tmp_path / "f.json"
    path.write_bytes(GOOD[:-5])
    note = load_json(path, what="test file", max_bytes=1000).notices[0]
    assert "not valid JSON" in note.text and "cut short" in note.text
    assert note.text.startswith("The test file could not be read")
    path.write_bytes(b"x" * 2000)
    note = load_json(path, what="test file", max_bytes=1000).notices[0]
    assert "2 KB" in note.text and "1000 bytes" in note.text


@pytest.mark.parametrize("raw", [b'{"a": "cut', b'{"a": "x\x01y"}'])
def test_a_json_error_says_where_once(raw):
    # json's own message ends in "starting at" / "character ... at": no "at at"
    with pytest.raises(Refused) as caught:
        atomic.parse_json(raw)
    assert "at line 1, column" in str(caught.value) and " at at " not in str(caught.value)


def test_two_files_moved_aside_in_the_same_second_do_not_collide(tmp_path):
    path = tmp_path / "f.json"
    for content in (b"one", b"two", b"three"):
        path.write_bytes(content)
        load_json(path, what="test file", max_bytes=1000)
    assert sorted(p.read_bytes() for p in aside_files(path)) == [b"one", b"three", b"two"]


def test_a_folder_in_the_way_is_moved_aside(tmp_path):
    path = tmp_path / "f.json"
    path.mkdir()
    (path / "inside").write_text("keep me")
    loaded = load_json(path, what="test file", max_bytes=1000)
    [aside] = aside_files(path)
    assert loaded.notices[0].code == MOVED_ASIDE
    assert (aside / "inside").read_text() == "keep me"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_in_the_way_is_refused_without_waiting_on_it(tmp_path):
    path = tmp_path / "f.json"
    os.mkfifo(path)  # opening it to read would wait for a writer for ever
    loaded = load_json(path, what="test file", max_bytes=1000)
    assert loaded.data is None and loaded.notices[0].code == MOVED_ASIDE
    assert loaded.notices[0].params["why"] == "wrong_kind"


def test_when_it_cannot_be_renamed_a_copy_is_kept(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    path.write_bytes(b"garbage")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic.os, "rename", refuse)
    note = load_json(path, what="test file", max_bytes=1000).notices[0]
    assert note.code == MOVED_ASIDE
    assert [p.read_bytes() for p in aside_files(path)] == [b"garbage"]


def test_when_nothing_can_be_done_the_user_is_told(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    path.write_bytes(b"garbage")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic.os, "rename", refuse)
    monkeypatch.setattr(aside, "_copy", refuse)
    note = load_json(path, what="test file", max_bytes=1000).notices[0]
    assert note.code == NOT_MOVED and "Permission denied" in note.text
    assert path.read_bytes() == b"garbage"
    with pytest.raises(StoreError) as refused:  # nor is it written over: nowhere else has it
        write_json(path, {"new": 1}, what="test file")
    assert refused.value.notice.params["why"] == "left"
    assert path.read_bytes() == b"garbage"


def test_stale_temporary_files_are_removed_and_nothing_else(tmp_path):
    path = tmp_path / "f.json"
    write_bytes(path, b"data")
    (tmp_path / ".f.json.abc123.tmp").write_bytes(b"half")
    (tmp_path / ".other.json.abc.tmp").write_bytes(b"not ours")
    (tmp_path / "f.json.unreadable-20240101-000000").write_bytes(b"kept")
    assert atomic.remove_stale_temps(path) == 1
    names = sorted(os.listdir(tmp_path))
    assert names == [".other.json.abc.tmp", "f.json", "f.json.unreadable-20240101-000000"]


def test_a_killed_writers_temporary_files_go_at_the_next_start(tmp_path):
    from dager_desktop.store import Replays, load_settings, load_stats

    from .helpers import won_round

    settings, stats = tmp_path / "settings.json", tmp_path / "statistics.json"
    replays = Replays(tmp_path / "replays")
    replays.add(won_round())
    left = [tmp_path / ".settings.json.k1.tmp", tmp_path / ".statistics.json.k2.tmp",
            replays.folder / ".20260101-000000-abc.json.k3.tmp"]
    for temp in left:
        temp.write_bytes(b"x" * 1000)
    load_settings(settings)
    load_stats(stats)
    assert replays.remove_stale_temps() == 1
    assert not any(temp.exists() for temp in left)
    assert len(replays.entries()[0]) == 1


@pytest.mark.parametrize("name", ["r" * 250 + ".json", "大贰回合" * 20 + ".json"],
                         ids=["latin", "chinese"])
def test_a_name_near_the_length_limit_is_written_and_its_leftovers_found(tmp_path, name):
    # The temporary file repeats the target's name: a player's long export name
    # (up to the 255 bytes a file name may have) must not make it too long.
    path = tmp_path / name
    assert len(name.encode()) > 240
    write_json(path, {"value": 1}, what="exported replay", shared=True)
    assert json.loads(path.read_text(encoding="utf-8")) == {"value": 1}
    assert os.listdir(tmp_path) == [name]
    fd, _temp = atomic.tempfile.mkstemp(prefix=atomic._temp_prefix(path), suffix=".tmp",
                                        dir=tmp_path)
    os.close(fd)
    assert atomic.remove_stale_temps(path) == 1
    assert os.listdir(tmp_path) == [name]


def test_a_name_with_glob_characters_finds_only_its_own_leftovers(tmp_path):
    path = tmp_path / "round[1].json"
    write_bytes(path, b"data")
    (tmp_path / ".round[1].json.k1.tmp").write_bytes(b"half")
    (tmp_path / ".round1.json.k2.tmp").write_bytes(b"another file's")
    assert atomic.remove_stale_temps(path) == 1
    assert sorted(os.listdir(tmp_path)) == [".round1.json.k2.tmp", "round[1].json"]
