"""The table is a projection of the engine: after every event it shows, each zone agrees
with the human's view (the check ``--selftest`` runs, ``ui.round.watch``)."""

from __future__ import annotations

import pytest

from dager_desktop.ui.round.watch import TableWatch


def _watch_rounds(window, qtbot, rounds: int, timeout_s: float, events: int = 0) -> TableWatch:
    """Rounds (or the first ``events`` of the first) played by computer players in
    every seat, the table watched."""
    window.flow.autoplay_human = True
    watch = TableWatch(window.flow, window.player, window.table, window)
    over = []

    def round_over(_game) -> None:
        over.append(True)
        if len(over) < rounds and watch.failure is None:
            window.next_round()

    window.flow.roundOver.connect(round_over)
    window.new_match()
    qtbot.waitUntil(lambda: len(over) >= rounds or watch.failure is not None
                    or 0 < events <= watch.events, timeout=round(timeout_s * 1000))
    return watch


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_the_table_agrees_with_the_engine_at_every_step(make_window, qtbot, seed):
    window = make_window(seed=seed)
    watch = _watch_rounds(window, qtbot, rounds=2, timeout_s=30)
    assert watch.failure is None, watch.failure
    assert watch.events > 40 and watch.checks > 20


def test_the_animated_table_agrees_with_the_engine(make_window, qtbot):
    # a round at fast takes half a minute: its first forty events, with claims among them
    window = make_window(seed=5, speed="fast")
    watch = _watch_rounds(window, qtbot, rounds=1, timeout_s=60, events=40)
    assert watch.failure is None, watch.failure
    assert watch.events >= 40 and watch.checks > 10
