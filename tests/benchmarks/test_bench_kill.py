"""The kill benchmark (``benchmarks/bench_kill.py``), a few kills per disk.

``DAGER_KILLS`` sets the number of kills per disk (default 2 here); the
figures of 1,000 are in docs/DATA.md.
"""

from __future__ import annotations

import os

import pytest

from benchmarks import bench_kill

KILLS = int(os.environ.get("DAGER_KILLS", "2"))


@pytest.mark.parametrize("slow", [False, True], ids=["normal disk", "slow disk"])
def test_kills_count_no_round_twice_leave_every_file_readable_and_lose_little(slow):
    figures = bench_kill.run(KILLS, slow, seed=3)
    print(figures)
    assert figures["rounds_counted_twice"] == 0 and figures["files_unreadable"] == 0
    assert figures["resumes_matched"] == KILLS
    assert figures["moves_lost_max"] <= (3 if slow else 1)  # the slow disk: docs/DATA.md
