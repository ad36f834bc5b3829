"""The review's command line: JSON as the issue gives it, refusals with status 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dager_desktop.ai.review_cli import main
from dager_desktop.engine import PRESETS, Game
from dager_desktop.store import Replays

from .review_helpers import finished_record, first_seat


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _write(tmp_path: Path, data: object, name: str = "round.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_json_of_every_preset(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                              preset: str) -> None:
    record = finished_record(preset, 5)
    seat = first_seat(record)
    path = _write(tmp_path, record)
    code, out, _ = _run(capsys, str(path), "--seat", str(seat), "--iterations", "2",
                        "--seed", "3", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["seat"] == seat
    assert set(data) >= {"seat", "decisions", "agreement", "expected_loss"}
    for d in data["decisions"]:
        assert record["actions"][d["step"]]["seat"] == seat
        actions = [o["action"] for o in d["options"]]
        assert d["chosen"] in actions and d["best"] in actions
        assert d["loss"] >= 0 and d["mark"] in ("agrees", "inaccuracy", "mistake", "blunder")
        for o in d["options"]:
            assert o["ci95"][0] <= o["points"] <= o["ci95"][1]
    again = _run(capsys, str(path), "--seat", str(seat), "--iterations", "2", "--seed", "3",
                 "--json")
    assert again[1] == out


def test_an_exported_replay_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = finished_record()
    replays = Replays(tmp_path / "kept")
    kept = replays.add(Game.from_record(record))
    target = tmp_path / "export.json"
    replays.export(kept.id, target)
    code, out, _ = _run(capsys, str(target), "--seat", str(first_seat(record)),
                        "--iterations", "1")
    assert code == 0 and "agreement" in out


@pytest.mark.parametrize(
    ("data", "why"),
    [
        ("not a dict", "no round record"),
        ({"format": "other"}, "not a round record"),
    ],
)
def test_what_is_no_record_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                      data: object, why: str) -> None:
    code, _, err = _run(capsys, str(_write(tmp_path, data)), "--seat", "0")
    assert code == 2 and why in err


def test_unfinished_illegal_and_unreadable_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = finished_record()
    unfinished = _write(tmp_path, dict(record, actions=record["actions"][:3]), "a.json")
    assert _run(capsys, str(unfinished), "--seat", "0")[0] == 2
    actions = list(record["actions"])
    actions[2] = {"seat": 9, "kind": "pass"}
    illegal = _write(tmp_path, dict(record, actions=actions), "b.json")
    code, _, err = _run(capsys, str(illegal), "--seat", "0")
    assert code == 2 and "step 3" in err
    broken = tmp_path / "c.json"
    broken.write_text("{", encoding="utf-8")
    assert _run(capsys, str(broken), "--seat", "0")[0] == 2
    assert _run(capsys, str(tmp_path / "missing.json"), "--seat", "0")[0] == 2
    assert _run(capsys, str(illegal), "--seat", "0", "--iterations", "0")[0] == 2


def test_a_reader_that_stops_early_is_no_error(tmp_path: Path) -> None:
    # as `... --json | head -c 20`: the pipe closes before the review is printed
    record = finished_record("standard", 3)
    path = _write(tmp_path, record)
    command = [sys.executable, "-m", "dager_desktop.ai.review", str(path),
               "--seat", str(first_seat(record)), "--iterations", "1"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as run:
        assert run.stdout is not None and run.stderr is not None
        run.stdout.close()  # the reader is gone before a line is written
        err = run.stderr.read().decode()
        code = run.wait(timeout=120)
    assert code == 0, err
    assert "Traceback" not in err and "BrokenPipe" not in err
