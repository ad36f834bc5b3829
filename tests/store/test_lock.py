"""One instance at a time: a second one is told and touches nothing; a dead one's lock is taken."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dager_desktop.store import AlreadyRunning, InstanceLock, acquire_instance_lock
from dager_desktop.store import lock as lock_module
from dager_desktop.store.notices import ALREADY_RUNNING

from .helpers import finishes_within

ROOT = Path(__file__).resolve().parents[2]
HOLDER = """
import sys
from pathlib import Path
from dager_desktop.store import InstanceLock, save_settings, Settings
lock = InstanceLock(Path(sys.argv[1]), use_os_lock=sys.argv[2] == "os").acquire()
save_settings(Settings(speed="fast"), Path(sys.argv[3]))
print("locked", flush=True)
sys.stdin.read()  # hold it until the test closes stdin (or kills us)
lock.release()
print("released", flush=True)
"""


def start_holder(tmp_path: Path, mode: str = "os") -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path / "instance.lock"), mode,
         str(tmp_path / "settings.json")],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    return proc


@pytest.mark.parametrize("mode", ["os", "exclusive"])
def test_a_second_instance_is_told_and_the_first_ones_files_are_untouched(tmp_path, mode):
    first = start_holder(tmp_path, mode)
    try:
        lock_path = tmp_path / "instance.lock"
        lock_before = lock_path.read_bytes()
        settings_before = (tmp_path / "settings.json").read_bytes()
        with pytest.raises(AlreadyRunning) as told:
            InstanceLock(lock_path, use_os_lock=mode == "os").acquire()
        assert told.value.pid == first.pid
        assert told.value.notice.code == ALREADY_RUNNING
        assert f"process {first.pid}" in told.value.notice.text
        assert lock_path.read_bytes() == lock_before
        assert (tmp_path / "settings.json").read_bytes() == settings_before
        out, _ = first.communicate("", timeout=10)  # the first one runs on and exits cleanly
        assert out.strip() == "released" and first.returncode == 0
    finally:
        first.kill()
        first.wait()
    InstanceLock(tmp_path / "instance.lock", use_os_lock=mode == "os").acquire().release()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize("mode", ["os", "exclusive"])
def test_the_lock_of_a_killed_instance_is_taken_over(tmp_path, mode):
    first = start_holder(tmp_path, mode)
    first.kill()
    first.wait()
    assert lock_module.read_owner(tmp_path / "instance.lock") == first.pid  # left behind
    lock = InstanceLock(tmp_path / "instance.lock", use_os_lock=mode == "os").acquire()
    assert lock.held and lock_module.read_owner(tmp_path / "instance.lock") == os.getpid()
    lock.release()


def test_within_one_process_a_second_lock_is_refused_too(tmp_path):
    path = tmp_path / "instance.lock"
    with InstanceLock(path) as first:
        assert first.held
        with pytest.raises(AlreadyRunning) as told:
            InstanceLock(path).acquire()
        assert told.value.pid == os.getpid()
    with InstanceLock(path):
        pass  # released by the with block


def test_an_empty_or_garbage_lock_file_is_taken_over_without_locks(tmp_path):
    path = tmp_path / "instance.lock"
    for content in (b"", b"not a pid\n", b"-5 host\n"):
        path.write_bytes(content)
        lock = InstanceLock(path, use_os_lock=False).acquire()
        assert lock_module.read_owner(path) == os.getpid()
        lock.release()
        assert not path.exists()


def test_a_live_owner_on_another_host_is_respected(tmp_path):
    path = tmp_path / "instance.lock"
    path.write_text("1 some-other-machine\n")
    with pytest.raises(AlreadyRunning):
        InstanceLock(path, use_os_lock=False).acquire()


def test_a_file_system_without_locks_falls_back(tmp_path, monkeypatch):
    def no_locks(fd):
        raise OSError(37, "No locks available")

    monkeypatch.setattr(lock_module, "_lock", no_locks)
    lock = acquire_instance_lock(tmp_path / "instance.lock")
    assert lock.held and lock._exclusive
    lock.release()


def test_the_default_lock_lives_in_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    lock = acquire_instance_lock()
    assert (tmp_path / "dager-desktop" / "instance.lock").is_file()
    assert lock.acquire() is lock  # acquiring again while held is a no-op
    lock.release()
    lock.release()  # and releasing twice is harmless


def test_pid_alive():
    assert lock_module.pid_alive(os.getpid())
    assert not lock_module.pid_alive(0)
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    assert not lock_module.pid_alive(int(done.stdout))


def _make_odd(path: Path, kind: str) -> None:
    if kind == "folder":
        path.mkdir()
        (path / "something").write_text("kept")
    elif kind == "link_loop":
        path.symlink_to(path.name)
    elif kind == "dangling_link":
        path.symlink_to("nowhere/at/all")
    else:
        os.mkfifo(path)


@pytest.mark.skipif(sys.platform == "win32", reason="links and pipes as on POSIX")
@pytest.mark.parametrize("mode", ["os", "exclusive"])
@pytest.mark.parametrize("kind", ["folder", "link_loop", "dangling_link", "pipe"])
def test_something_that_cannot_be_a_lock_file_is_moved_aside_and_the_lock_still_taken(
        tmp_path, mode, kind):
    # Before, a folder there made the game say that nothing could be saved, and let a
    # second copy start on the same files.
    path = tmp_path / "instance.lock"
    _make_odd(path, kind)
    lock = finishes_within(10, InstanceLock(path, use_os_lock=mode == "os").acquire)
    try:
        assert lock.held and lock_module.read_owner(path) == os.getpid()
        with pytest.raises(AlreadyRunning):
            InstanceLock(path, use_os_lock=mode == "os").acquire()
        [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("instance.lock.odd-")]
        if kind == "folder":
            assert (aside / "something").read_text() == "kept"
    finally:
        lock.release()


def test_a_live_lock_is_never_moved_aside_by_a_late_look(tmp_path, monkeypatch):
    # Two copies start while a folder stands there: the other one moves it and makes its
    # lock file between this one's look and its move.  That file must come back.
    path = tmp_path / "instance.lock"
    with InstanceLock(path):
        monkeypatch.setattr(lock_module, "_is_odd", lambda p: True)  # the look came first
        with pytest.raises(AlreadyRunning):
            InstanceLock(path).acquire()
        assert path.is_file() and lock_module.read_owner(path) == os.getpid()
        assert not list(tmp_path.glob("instance.lock.odd-*"))


@pytest.mark.skipif(sys.platform == "win32", reason="links as on POSIX")
@pytest.mark.parametrize("mode", ["os", "exclusive"])
def test_a_link_as_the_lock_is_moved_aside_and_the_file_it_names_is_untouched(tmp_path, mode):
    # Before, the lock opened through the link and truncated the notes to a pid.
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    link = tmp_path / "instance.lock"
    link.symlink_to(notes)
    with InstanceLock(link, use_os_lock=mode == "os"):
        assert notes.read_text() == "my notes\n"
        assert not link.is_symlink() and lock_module.read_owner(link) == os.getpid()
        [aside] = tmp_path.glob("instance.lock.odd-*")
        assert aside.is_symlink() and aside.resolve() == notes
    assert notes.read_text() == "my notes\n"


@pytest.mark.skipif(sys.platform == "win32", reason="hard links as on POSIX")
@pytest.mark.parametrize("content", ["", "my notes\n"])
def test_a_file_the_game_did_not_make_is_moved_aside_not_truncated(tmp_path, content):
    notes = tmp_path / "notes.txt"
    notes.write_text(content or "more notes\n")
    path = tmp_path / "instance.lock"
    if content:
        path.write_text(content)  # a document under the lock's name
    else:
        os.link(notes, path)  # another name of a document
    before = notes.read_text()
    with InstanceLock(path):
        assert lock_module.read_owner(path) == os.getpid()
    assert notes.read_text() == before
    [aside] = tmp_path.glob("instance.lock.odd-*")
    assert aside.read_text() == (content or before)


def test_the_games_own_lock_file_is_taken_over(tmp_path):
    path = tmp_path / "instance.lock"
    for content in ("", "12345 some-host\n"):
        path.write_text(content)
        with InstanceLock(path):
            assert lock_module.read_owner(path) == os.getpid()
    assert not list(tmp_path.glob("instance.lock.odd-*"))
