"""The rotating log file, and the crash hook: autosave first, then log, then report."""

from __future__ import annotations

import logging
import sys
import threading

import pytest

from dager_desktop.store import install_excepthook, setup_logging
from dager_desktop.store.logs import LOGGER_NAME, current_log_path


@pytest.fixture
def log_path(tmp_path):
    path = setup_logging(path=tmp_path / "logs" / "dager-desktop.log", max_bytes=2000, backups=2)
    yield path
    logger = logging.getLogger(LOGGER_NAME)
    for handler in [h for h in logger.handlers if getattr(h, "_dager", False)]:
        logger.removeHandler(handler)
        handler.close()


def read(path) -> str:
    return path.read_text(encoding="utf-8")


def test_the_app_log_goes_to_the_file(log_path):
    logging.getLogger("dager_desktop.ui.table.table_widget").info("dealt round %d", 3)
    for handler in logging.getLogger(LOGGER_NAME).handlers:
        handler.flush()
    assert "dealt round 3" in read(log_path) and current_log_path() == log_path


def test_the_log_rotates(log_path):
    logger = logging.getLogger("dager_desktop.test")
    for n in range(200):
        logger.info("line %03d %s", n, "x" * 40)
    names = sorted(p.name for p in log_path.parent.iterdir())
    assert names == ["dager-desktop.log", "dager-desktop.log.1", "dager-desktop.log.2"]
    assert all(p.stat().st_size <= 2000 for p in log_path.parent.iterdir())


def test_setting_up_twice_keeps_one_handler(tmp_path, log_path):
    setup_logging(path=tmp_path / "other.log")
    ours = [h for h in logging.getLogger(LOGGER_NAME).handlers if getattr(h, "_dager", False)]
    assert len(ours) == 1 and current_log_path() == tmp_path / "other.log"


def test_the_default_log_is_in_the_user_log_folder(tmp_path, monkeypatch, log_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = setup_logging()
    assert path is not None and path.is_relative_to(tmp_path / "cache")


def test_an_unwritable_log_folder_falls_back_to_stderr(tmp_path, log_path):
    (tmp_path / "blocked").write_text("a file where the folder should be")
    assert setup_logging(path=tmp_path / "blocked" / "x.log") is None
    assert current_log_path() is None


def raise_and_hook(exc: BaseException) -> None:
    try:
        raise exc
    except BaseException as caught:
        sys.excepthook(type(caught), caught, caught.__traceback__)


def test_a_crash_autosaves_first_then_logs_then_reports(log_path):
    order: list[str] = []
    reports = []

    def autosave():
        order.append("autosave " + ("logged" if "boom" in read(log_path) else "not logged"))
        return True  # a match was saved

    def on_crash(report):
        order.append("report " + ("logged" if "boom" in read(log_path) else "not logged"))
        reports.append(report)

    uninstall = install_excepthook(on_crash=on_crash, autosave=autosave)
    try:
        raise_and_hook(RuntimeError("boom"))
    finally:
        uninstall()
    assert order == ["autosave not logged", "report logged"]
    [report] = reports
    assert report.kind == "RuntimeError" and report.message == "boom"
    assert report.autosaved and report.autosave_error is None
    assert report.log_path == log_path and "raise exc" in report.traceback
    assert "Traceback" in read(log_path)


def test_a_failing_autosave_does_not_hide_the_report(log_path):
    reports = []

    def autosave():
        raise OSError(28, "No space left on device")

    uninstall = install_excepthook(on_crash=reports.append, autosave=autosave)
    try:
        raise_and_hook(ValueError("bad"))
    finally:
        uninstall()
    [report] = reports
    assert not report.autosaved and "No space left" in report.autosave_error
    assert "autosave before the crash report failed" in read(log_path)


def test_with_no_match_in_play_the_report_does_not_claim_a_save(log_path):
    reports = []
    uninstall = install_excepthook(on_crash=reports.append, autosave=lambda: False)
    try:
        raise_and_hook(ValueError("before the first deal"))
    finally:
        uninstall()
    [report] = reports
    assert not report.autosaved and report.autosave_error is None  # "No match was in play."


def test_a_crash_in_the_report_itself_is_logged_not_looped(log_path, capsys):
    calls = []

    def on_crash(report):
        calls.append(report)
        raise RuntimeError("the dialog broke")

    uninstall = install_excepthook(on_crash=on_crash)
    try:
        raise_and_hook(KeyError("x"))
    finally:
        uninstall()
    assert len(calls) == 1
    assert "the dialog broke" in read(log_path)
    assert "KeyError" in capsys.readouterr().err  # still printed as Python would


def test_a_worker_thread_crash_is_reported_with_its_name(log_path):
    reports = []
    uninstall = install_excepthook(on_crash=reports.append)
    try:
        worker = threading.Thread(target=lambda: 1 / 0, name="ai-seat-2")
        worker.start()
        worker.join()
    finally:
        uninstall()
    [report] = reports
    assert report.thread == "ai-seat-2" and report.kind == "ZeroDivisionError"


def test_uninstall_restores_the_previous_hooks():
    before = sys.excepthook, threading.excepthook
    install_excepthook()()
    assert (sys.excepthook, threading.excepthook) == before


def test_keyboard_interrupt_is_left_to_python(log_path, capsys):
    reports = []
    uninstall = install_excepthook(on_crash=reports.append, autosave=lambda: reports.append(1))
    try:
        raise_and_hook(KeyboardInterrupt())
    finally:
        uninstall()
    assert reports == [] and "KeyboardInterrupt" in capsys.readouterr().err
