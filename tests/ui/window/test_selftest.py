"""--selftest: rounds played through the table's own playback, the table checked
against the engine after every event; the first difference fails it, named."""

from __future__ import annotations

from dager_desktop.ui.round.sound import SoundBank
from dager_desktop.ui.table.projection import TableModels
from dager_desktop.ui.window.selftest import Plan, selftest


def _selftest(window, plan: Plan) -> int:
    return selftest(window, window.session, window.flow, window.new_match, SoundBank(), plan)


def test_two_rounds_pass_and_say_so_in_one_line(make_window, capsys):
    window = make_window(seed=4)
    assert _selftest(window, Plan(rounds=2)) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("selftest ok: 2 rounds")
    assert "events checked against the engine" in lines[0] and "; sound: " in lines[0]


def test_a_table_that_differs_from_the_engine_fails_with_the_round_and_event(
        make_window, capsys, monkeypatch):
    shown_twice = TableModels._on_played_out

    def played_out_twice(self, event):  # a card drawn twice in the played-out row
        shown_twice(self, event)
        shown_twice(self, event)

    monkeypatch.setattr(TableModels, "_on_played_out", played_out_twice)
    window = make_window(seed=4)
    assert _selftest(window, Plan(rounds=1)) == 1
    out = capsys.readouterr().out
    assert out.startswith("selftest FAILED (seed 4): the table differs from the engine in "
                          "round 1, event "), out
    assert "played-out row shows" in out
