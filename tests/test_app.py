"""The command line: --version and --help without Qt, --selftest, python -m."""

from __future__ import annotations

import subprocess
import sys

import pytest

from dager_desktop.app import build_parser

PROBE = (
    "import sys\n"
    "from dager_desktop.app import main\n"
    "try:\n"
    "    main({args!r})\n"
    "except SystemExit as exc:\n"
    "    code = exc.code\n"
    "print('QT' if any(m.startswith('PySide6') for m in sys.modules) else 'NOQT')\n"
)


@pytest.mark.parametrize("args", [["--version"], ["--help"]])
def test_version_and_help_answer_without_starting_qt(args):
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(args=args)],
        capture_output=True, text=True, timeout=60, check=True,
    )
    assert done.stdout.strip().endswith("NOQT")
    if args == ["--version"]:
        assert done.stdout.startswith("dager-desktop ")


def test_the_command_line_options():
    args = build_parser().parse_args(["--lang", "zh_TW", "--rules", "mingtang", "--seed", "7"])
    assert (args.lang, args.rules, args.seed, args.selftest) == ("zh_TW", "mingtang", 7, False)
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--rules", "nonsense"])


def test_selftest_plays_a_round_and_says_so():
    done = subprocess.run(
        [sys.executable, "-m", "dager_desktop", "--selftest", "--seed", "3"],
        capture_output=True, text=True, timeout=120,
        env={**_env(), "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("selftest ok:")
    assert "; sound: " in lines[0]  # QtMultimedia loaded, or why it is silent


def _env() -> dict[str, str]:
    import os

    return dict(os.environ)


class _FakeKernel32:
    def __init__(self, attached: bool) -> None:
        self.attached = attached
        self.asked: list[int] = []

    def AttachConsole(self, pid: int) -> int:  # the Windows API's own name
        self.asked.append(pid)
        return int(self.attached)


def _as_windows_window_program(monkeypatch, attached: bool):
    """sys as a window program on Windows sees it (no standard streams), with a fake
    console API and a console file that is a StringIO."""
    import builtins
    import ctypes
    import io
    import types

    kernel32 = _FakeKernel32(attached)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(ctypes, "windll", types.SimpleNamespace(kernel32=kernel32),
                        raising=False)
    console = io.StringIO()
    real_open = builtins.open
    monkeypatch.setattr(builtins, "open",
                        lambda name, *a, **k: console if name == "CONOUT$"
                        else real_open(name, *a, **k))
    return kernel32, console


def test_on_windows_the_version_is_printed_in_the_terminal_that_started_the_game(monkeypatch):
    from dager_desktop.app import main

    kernel32, console = _as_windows_window_program(monkeypatch, attached=True)
    with pytest.raises(SystemExit):
        main(["--version"])
    assert kernel32.asked == [-1]  # the parent's console
    assert console.getvalue().startswith("dager-desktop ")


@pytest.mark.parametrize(("args", "attached"), [(["--rules", "standard"], True),
                                                (["--version"], False)])
def test_a_game_window_or_a_double_click_attaches_no_console(monkeypatch, args, attached):
    from dager_desktop.app import attach_parent_console

    kernel32, console = _as_windows_window_program(monkeypatch, attached)
    assert attach_parent_console(args) is False
    assert sys.stdout is None and console.getvalue() == ""
    assert kernel32.asked == ([] if args[0] != "--version" else [-1])
