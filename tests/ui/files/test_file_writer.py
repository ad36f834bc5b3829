"""Files written off the GUI thread: in order, newest settings only, every outcome told."""

from __future__ import annotations

import threading

from dager_desktop.ui.files.writer import FileWriter


def test_writes_run_in_order_off_the_gui_thread_and_are_told(qtbot):
    writer = FileWriter()
    done, told = [], []
    writer.written.connect(lambda kind, error: told.append((kind, error)))
    for n in range(3):
        writer.submit(f"replay {n}", lambda n=n: done.append((n, threading.current_thread())),
                      latest_only=False)
    assert writer.flush()
    assert [n for n, _ in done] == [0, 1, 2]
    assert all(thread is not threading.main_thread() for _, thread in done)
    assert told == [("replay 0", None), ("replay 1", None), ("replay 2", None)]


def test_only_the_newest_queued_write_of_a_kind_runs(qtbot):
    writer = FileWriter()
    gate, written = threading.Event(), []
    writer.submit("slow", gate.wait)  # holds the thread while the others queue up
    for n in range(5):
        writer.submit("settings file", lambda n=n: written.append(n))
    gate.set()
    assert writer.flush()
    assert written == [4]


def test_a_failure_is_told_on_the_gui_thread_with_its_error(qtbot):
    writer = FileWriter()
    told = []
    writer.written.connect(
        lambda kind, error: told.append((kind, error, threading.current_thread())))

    def fail():
        raise OSError(28, "No space left on device")

    writer.submit("statistics file", fail)
    qtbot.waitUntil(lambda: bool(told), timeout=5000)  # collected by a timer, no flush
    [(kind, error, thread)] = told
    assert kind == "statistics file" and isinstance(error, OSError)
    assert thread is threading.main_thread()
