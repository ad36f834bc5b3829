"""The arena runs, rotates seats over duplicated deals and prints one JSON object."""

from __future__ import annotations

import gc
import json
import subprocess
import sys

from dager_desktop.ai.arena import Arena, confidence, main, percentile, run
from dager_desktop.ai.easy import EasyAgent
from dager_desktop.engine import PRESETS


def test_arena_json_smoke(capsys):
    assert main(["--games", "2", "--seed", "3", "--seats", "hard,normal,easy",
                 "--budget-ms", "20", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["rounds"] == 6
    assert report["rules"] == "standard" and report["seed"] == 3
    assert [s["level"] for s in report["seats"]] == ["hard", "normal", "easy"]
    for i, seat in enumerate(report["seats"]):
        assert seat["seat"] == i and seat["rounds"] == 6
        low, high = seat["ci95"]
        assert low <= seat["mean_points"] <= high
        assert {"wins", "decision_ms_mean", "decision_ms_p95"} <= set(seat)


def test_duplicated_deals_cancel_for_equal_players():
    report = run(4, 1, ["easy", "easy", "easy"], "standard_3p")
    # no 底家 in 3-seat rules: everything the seats win, the seats lose
    total = sum(s["mean_points"] * s["rounds"] for s in report["seats"])
    assert abs(total) < 0.05  # means are rounded to 3 decimals


def test_table_output_and_module_entry_point():
    out = subprocess.run(
        [sys.executable, "-m", "dager_desktop.ai.arena", "--games", "1",
         "--seats", "normal,easy,easy", "--rules", "mingtang"],
        capture_output=True, text=True, check=True,
    ).stdout
    assert "normal" in out and "95% CI" in out


def test_bad_arguments_are_refused(capsys):
    for argv in (["--seats", "normal,easy"], ["--seats", "normal,easy,god"], ["--games", "0"]):
        try:
            main(argv)
        except SystemExit as exc:
            assert exc.code == 2
        else:  # pragma: no cover
            raise AssertionError(f"{argv} accepted")


def test_statistics_helpers():
    assert confidence([]) == (0.0, 0.0)
    low, high = confidence([1.0, 2.0, 3.0])
    assert low < 2.0 < high
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.95) == 4.0
    assert percentile([5.0], 0.5) == 5.0


def test_each_decision_is_made_as_the_app_makes_it_with_what_it_keeps_frozen():
    # The cycle collector must not walk the players' caches inside a timed decision.
    class Remembers(EasyAgent):
        def choose(self, view, options):
            decisions.append((gc.isenabled(), [{"entry": i} for i in range(10)]))
            return super().choose(view, options)

    class RemembersArena(Arena):
        def _agent(self, level, seed):
            return Remembers(seed)

    decisions = []
    gc.unfreeze()
    try:
        RemembersArena(PRESETS["standard"], ["easy"] * 3, seed=2).play_deal(0)
        assert decisions and not any(enabled for enabled, _kept in decisions)
        assert gc.isenabled()
        walked = {id(o) for generation in range(3) for o in gc.get_objects(generation)}
        assert not any(id(kept) in walked for _enabled, kept in decisions)
    finally:
        gc.unfreeze()
