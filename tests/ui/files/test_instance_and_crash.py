"""One instance at a time; an uncaught exception saves the match, then says where the log is."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time

import pytest

from dager_desktop import store
from dager_desktop.app import main
from dager_desktop.store import InstanceLock, paths
from dager_desktop.ui.files import startup
from tests.ui.helpers import until_my_discard

from .conftest import XDG, random_factory

HOLD_LOCK = (
    "import sys\n"
    "from dager_desktop.store import acquire_instance_lock\n"
    "lock = acquire_instance_lock()\n"
    "print('locked', flush=True)\n"
    "sys.stdin.read()\n"
)


def files_of(folder) -> dict[str, tuple[int, int]]:
    return {str(p): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file()}


@pytest.fixture
def other_instance(user_dirs):
    """A second process holding the lock, as a running game does."""
    env = {**os.environ, **{v: os.environ[v] for v in XDG}}
    child = subprocess.Popen([sys.executable, "-c", HOLD_LOCK], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, env=env)
    assert child.stdout.readline().strip() == "locked"
    yield child
    child.stdin.close()
    child.wait(timeout=10)


def test_a_second_instance_says_so_and_touches_nothing(other_instance, user_dirs, monkeypatch):
    shown = []
    monkeypatch.setattr(startup, "show_message", lambda box: shown.append(box.text()))
    (paths.user_data_dir() / "autosave.json").write_text("{}")  # the first one's files
    before = files_of(user_dirs)
    assert main([]) == 1
    assert len(shown) == 1 and "already running" in shown[0]
    assert f"process {other_instance.pid}" in shown[0]
    assert files_of(user_dirs) == before
    assert not paths.log_file().exists()


@pytest.mark.parametrize(("argv", "system", "words"), [
    (["--lang", "zh_CN"], "en", "已经在运行"),
    ([], "zh_TW", "已經在執行"),
])
def test_a_second_instance_speaks_the_players_language(other_instance, user_dirs, monkeypatch,
                                                       qapp, argv, system, words):
    """It may not read the settings (the lock comes first): --lang, else the system's."""
    from dager_desktop.ui.text import i18n

    shown = []
    monkeypatch.setattr(startup, "show_message", lambda box: shown.append(box.text()))
    monkeypatch.setattr(i18n, "system_language", lambda: system)
    try:
        assert main(argv) == 1
    finally:
        i18n.switch_language("en", qapp)
    assert len(shown) == 1 and words in shown[0], shown


def test_a_data_folder_that_cannot_be_made_is_named_first(user_dirs, tmp_path, qapp):
    from dager_desktop.store.notices import FOLDER_UNUSABLE
    from dager_desktop.ui.text.notices import notice_text

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    boot = startup.open_store(blocker / "instance.lock")
    assert boot is not None and boot.lock is None
    first = boot.notices[0]
    assert first.code == FOLDER_UNUSABLE and first.params["path"] == str(blocker)
    assert "cannot be saved" in notice_text(first)
    boot.close()


def test_the_lock_is_taken_once_and_given_back_at_close(user_dirs, monkeypatch):
    monkeypatch.setattr(startup, "show_message", lambda box: None)
    boot = startup.open_store()
    assert boot is not None and startup.open_store() is None
    boot.close()
    again = InstanceLock().acquire()
    again.release()


def test_an_uncaught_exception_saves_the_match_then_shows_the_log(user_dirs, qtbot, monkeypatch):
    from dager_desktop.ui.round.session import Session
    from dager_desktop.ui.window.main_window import MainWindow
    from dager_desktop.ui.window.store_link import attach_startup

    boot = startup.open_store()
    session = Session("standard", 3, agent_factory=random_factory)
    boot.persistence.apply_to(session)
    window = MainWindow(session)
    qtbot.addWidget(window)
    attach_startup(window, boot)
    window.show()
    boot.start()
    try:
        until_my_discard(window, qtbot, min_actions=4)
        autosave = paths.autosave_file()
        autosave.unlink()  # so that only the crash hook can write it again
        boom = threading.Thread(target=_fail, name="worker")  # a worker thread fails
        boom.start()
        boom.join()
        crash = boot.crash
        qtbot.waitUntil(lambda: crash.dialog is not None and crash.dialog.isVisible())
        report = crash.reports[0]
        assert report.autosaved and report.thread == "worker"
        resume, _ = store.Autosave().load()
        assert list(resume.match.game.actions) == list(session.game.actions)
        text = crash.dialog.informativeText()
        assert "Your match was saved first." in text and str(paths.log_file()) in text
        assert "ValueError: a bug in a worker" in paths.log_file().read_text()

        crash.dialog.close()
        try:  # the GUI thread's turn: Qt hands an exception in a slot to sys.excepthook
            raise KeyError("a bug in a slot")
        except KeyError:
            sys.excepthook(*sys.exc_info())
        qtbot.waitUntil(lambda: len(crash.reports) == 2 and crash.dialog.isVisible())
        assert crash.reports[1].thread == "MainThread"
    finally:
        window.close()
        boot.close()
    assert type(sys.excepthook).__name__ != "_CrashHandler"  # the hook went with the window


def _fail() -> None:
    raise ValueError("a bug in a worker")


HUNG_SEATS = """
import sys, threading
from dager_desktop import app
from dager_desktop.ui.window import main_window

class Hangs:
    def choose(self, view, options):
        print("asked", file=sys.stderr, flush=True)
        threading.Event().wait(120)  # a computer player that never comes back
        return options[0]

import dager_desktop.ai
dager_desktop.ai.make_agent = lambda level, seed: Hangs()
shown = main_window.MainWindow.show
def show_then_close(window):
    shown(window)
    window.flow.autoplay_human = True  # so that the computer seats are asked soon
    from PySide6.QtCore import QTimer
    QTimer.singleShot(1500, window.close)  # the player gives up on the table
main_window.MainWindow.show = show_then_close
sys.exit(app.main(["--seed", "3", "--lang", "en"]))
"""


def test_closing_while_a_computer_seat_hangs_still_quits_and_saves(user_dirs, tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           **{var: os.environ[var] for var in XDG}}
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-c", HUNG_SEATS], env=env, timeout=60,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "asked" in done.stderr
    assert time.monotonic() - started < 30  # not the 120 s the seat would hang
    assert (paths.user_data_dir() / "autosave.json").is_file()
