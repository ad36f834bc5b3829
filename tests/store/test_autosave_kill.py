"""SIGKILL at any moment leaves a loadable autosave (tests/store/kill_writer.py does the killing).

``DAGER_KILL_RUNS`` sets the number of kills of the fork run (default 120,
a few seconds); set it to a few thousand for a long soak.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dager_desktop.store import Autosave

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("DAGER_KILL_RUNS", "120"))

posix_only = pytest.mark.skipif(not hasattr(os, "fork"), reason="fork and SIGKILL are POSIX")


def run_helper(*args: str, timeout: float) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tests.store.kill_writer", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=timeout, check=False,
    )


@posix_only
def test_a_writer_killed_at_random_moments_always_leaves_a_loadable_autosave(tmp_path):
    done = run_helper("--dir", str(tmp_path), "--kills", str(KILLS), "--seed", "7",
                      timeout=60 + KILLS)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    print("kill test:", figures)  # pytest -s shows the figures
    assert figures["failures"] == []
    assert figures["loaded_ok"] == KILLS
    assert figures["killed_mid_write"] > 0  # some kills did land inside a write
    assert figures["saves_per_writer_max"] > 1


def test_a_fresh_process_killed_while_saving_leaves_a_loadable_autosave(tmp_path):
    """The same with whole processes (``Popen.kill``: SIGKILL, or TerminateProcess on Windows)."""
    path = tmp_path / "autosave.json"
    rng = random.Random(3)
    for _ in range(4):
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.store.kill_writer", "--write", str(path)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )
        assert proc.stdout is not None
        first = proc.stdout.readline()  # the first save has landed
        assert first.strip() == b"1", proc.stderr.read() if proc.stderr else ""
        time.sleep(rng.uniform(0, 0.05))
        proc.kill()
        rest = proc.communicate()[0]
        last = int((first + rest).split(b"\n")[:-1][-1])
        resume, notices = Autosave(path).load()
        assert notices == [] and resume is not None
        assert resume.extra["n"] in (last, last + 1)
