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


def _env() -> dict[str, str]:
    import os

    return dict(os.environ)
