"""An animation cut short — a language switch, a resize — leaves every zone drawn from
the engine's view: the table agrees with it once still, and no card is left a
placeholder (a 坎's bottom card drew blank after a language switch)."""

from __future__ import annotations

import pytest

from dager_desktop.ui.round.watch import TableWatch
from dager_desktop.ui.table.agreement import table_differences
from dager_desktop.ui.table.hand_model import CardRole
from dager_desktop.ui.table.projection import HUMAN


def _in_flight(window) -> bool:
    return any(card is not None for card in window.table.layer.in_flight())


def _still(window) -> bool:
    flow = window.flow
    return flow.state_name in ("human", "ai", "over") and not window.table.layer.busy()


def _hand_drawn_from_sprites(window) -> list:
    """The hand's cards whose sprite at the hand's size is not there (a placeholder)."""
    table, pixmaps = window.table, window.pixmaps
    size = table.metrics.hand
    model = table.hand.model()
    missing = []
    for row in range(model.rowCount()):
        card = model.index(row, 0).data(CardRole)
        key = (card, size.width(), size.height(), pixmaps.script)
        if not any(k[:4] == key for k in pixmaps._pixmaps):
            missing.append(card)
    return missing


@pytest.mark.parametrize("cut", ["language", "resize"])
def test_a_step_cut_short_leaves_the_table_as_the_engine_says(make_window, qtbot, cut):
    window = make_window(seed=6, speed="normal")
    window.flow.autoplay_human = True
    watch = TableWatch(window.flow, window.player, window.table, window)
    window.new_match()
    for n in range(3):  # three steps cut short, one after another
        qtbot.waitUntil(lambda: _in_flight(window) or watch.failure is not None, timeout=20000)
        if cut == "language":
            window.set_language(("en", "zh_TW", "zh_CN")[n])
        else:
            window.resize(window.width() - 60 if n % 2 else window.width() + 60, window.height())
    qtbot.waitUntil(lambda: _still(window), timeout=20000)
    assert watch.failure is None, watch.failure
    game = window.session.game
    result = game.result if game.over else None
    prompt = window.flow.prompt_words()()
    assert table_differences(window.table, game.view(HUMAN), prompt, result) == []
    qtbot.waitUntil(lambda: window.pixmaps.pending() == 0, timeout=20000)
    assert _hand_drawn_from_sprites(window) == []
