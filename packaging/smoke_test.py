#!/usr/bin/env python3
"""Smoke-test a built bundle: run its ``--version`` and ``--selftest`` and check both.

    python packaging/smoke_test.py [DIST]      (DIST defaults to ./dist)

Finds the executable PyInstaller made (``dist/dager-desktop/dager-desktop[.exe]``,
or inside ``Luzhou Da Er.app`` on macOS), runs it with Qt's offscreen platform and
a throw-away home for its settings and saves, and exits non-zero unless the
self-test round ends well.  It also starts the bundle as a helper of the hard
player's search (``--search-helper``, ``dager_desktop.ai.search_pool``) and has it
answer one task, then load QtCharts (the Statistics' and the review's charts,
which the self-test never opens; its library links QtOpenGL's).  Also prints
the bundle's unpacked size.  The Windows executable is a GUI program: its
output may not reach a pipe, so there only the exit status is judged.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "Luzhou Da Er.app"
TIMEOUT_S = 300
# Run by the bundle's search helper: loads QtCharts' bindings and so its Qt libraries.
CHARTS_PROBE = "__import__('PySide6.QtCharts', fromlist=['QChart']).QChart.__name__"


def executable(dist: Path) -> Path:
    """The bundled program under ``dist`` (the .app's copy first on macOS)."""
    candidates = [
        dist / APP_NAME / "Contents" / "MacOS" / "dager-desktop",
        dist / "dager-desktop" / "dager-desktop.exe",
        dist / "dager-desktop" / "dager-desktop",
    ]
    for path in candidates:
        if path.is_file():
            return path
    raise SystemExit(f"no bundle in {dist}: build it first (make bundle)")


def folder_size(path: Path) -> int:
    """Bytes in the files under ``path`` (symbolic links not followed)."""
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for name in files:
            file = Path(dirpath) / name
            if not file.is_symlink():
                total += file.stat().st_size
    return total


def run(exe: Path, args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"), XDG_STATE_HOME=str(home / "state"))
    return subprocess.run([str(exe), *args], env=env, capture_output=True, text=True,
                          encoding="utf-8", errors="replace", timeout=TIMEOUT_S, check=False)


def _sound_left_out(selftest_output: str) -> bool:
    """Whether the self-test's word on sound blames the bundle: QtMultimedia must load,
    except on a Linux host without PulseAudio's client library, which the bundle takes
    from the system (the spec's HOST_PROVIDED).  No audio device is no fault either."""
    _, found, sound = selftest_output.partition("sound:")
    if not found:
        return True
    if "QtMultimedia loaded" in sound:
        return False
    return not (sys.platform.startswith("linux") and "libpulse" in sound)


def search_helper_fault(exe: Path) -> str | None:
    """Why the bundle cannot serve as a search helper, or None if it answers a task
    (and loads QtCharts: ``CHARTS_PROBE``)."""
    from dager_desktop.ai.search_pool import (
        HELPER_FLAG,
        receive_message,
        send_message,
        task_message,
    )

    helper = subprocess.Popen([str(exe), HELPER_FLAG], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE)
    assert helper.stdin is not None and helper.stdout is not None
    try:
        if receive_message(helper.stdout)[0] != "ready":
            return "the search helper did not say it was ready"
        send_message(helper.stdin, task_message(1, sum, [2, 3]))
        if receive_message(helper.stdout) != ("done", 1, 5):
            return "the search helper answered a task wrongly"
        send_message(helper.stdin, task_message(2, eval, CHARTS_PROBE))
        if receive_message(helper.stdout) != ("done", 2, "QChart"):
            return "QtCharts (the charts) does not load in the bundle"
        helper.stdin.close()
        if helper.wait(timeout=TIMEOUT_S) != 0:
            return f"the search helper exited {helper.returncode}"
    except (EOFError, OSError, subprocess.TimeoutExpired) as exc:
        helper.kill()
        return f"the search helper failed: {exc!r}"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist", nargs="?", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    exe = executable(args.dist)
    bundle = exe.parents[2] if exe.parent.name == "MacOS" else exe.parent
    print(f"bundle: {bundle} ({folder_size(bundle) / 1e6:.1f} MB unpacked)")
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="dager-smoke-") as tmp:
        home = Path(tmp)
        version = run(exe, ["--version"], home)
        print(f"--version: exit {version.returncode}: {version.stdout.strip()}")
        expected = metadata.version("dager-desktop")
        if version.returncode != 0:
            failures.append(f"--version exited {version.returncode}: {version.stderr.strip()}")
        elif version.stdout and expected not in version.stdout:
            failures.append(f"--version says {version.stdout.strip()!r}, expected {expected}")
        test = run(exe, ["--selftest"], home)
        print(f"--selftest: exit {test.returncode}: {test.stdout.strip()}")
        if test.stderr.strip():
            print(test.stderr.strip(), file=sys.stderr)
        if test.returncode != 0:
            failures.append(f"--selftest exited {test.returncode}")
        elif test.stdout and "selftest ok" not in test.stdout:
            failures.append("--selftest did not report 'selftest ok'")
        elif test.stdout and _sound_left_out(test.stdout):
            failures.append("QtMultimedia or a Qt library it needs is not in the bundle")
    helper_fault = search_helper_fault(exe)
    print(f"--search-helper: {helper_fault or 'answered a task, loaded QtCharts'}")
    if helper_fault:
        failures.append(helper_fault)
    for failure in failures:
        print(f"FAILED: {failure}", file=sys.stderr)
    if not failures:
        print("bundle smoke test passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
