"""The check of the table against a view: the events replayed onto the table's models
agree with the engine after every decision, and a difference is named."""

from __future__ import annotations

import pytest

from dager_desktop.ai import make_agent
from dager_desktop.engine import PRESETS, Card, Match
from dager_desktop.ui.table.agreement import table_differences
from dager_desktop.ui.table.projection import HUMAN
from dager_desktop.ui.table.seating import places_for


@pytest.mark.parametrize("preset", ["standard", "online001"])
def test_the_events_replayed_agree_with_every_view(make_window, preset):
    window = make_window()
    models, table = window.models, window.table
    match = Match.new(PRESETS[preset], 4)
    game = match.next_round()
    models.start_round(game, match)
    table.place_seats(places_for(game.view(HUMAN)))
    agents = {seat: make_agent("easy", 40 + seat) for seat in range(4)}
    shown = 0
    while True:
        for event in game.events[shown:]:
            models.apply(event)
        shown = len(game.events)
        view = game.view(HUMAN)
        result = game.result if game.over else None
        assert table_differences(table, view, None, result) == []
        if game.over:
            break
        decision = game.decisions()[0]
        action = agents[decision.seat].choose(game.view(decision.seat), decision.options)
        game.apply(decision.seat, action)


def test_a_turned_card_one_is_told_from_a_played_one(make_window):
    # 一 is card 0: the check took it for no card, and its "turned" for False
    window = make_window()
    match = Match.new(PRESETS["standard"], 4)
    game = match.next_round()
    window.models.start_round(game, match)
    window.table.place_seats(places_for(game.view(HUMAN)))
    for event in game.events:
        window.models.apply(event)
    view = game.view(HUMAN)
    centre = window.models.centre
    centre.set(active=Card(0), active_seat=1, active_turned=True)
    found = table_differences(window.table, view)
    assert any("一 turned by seat 1" in line for line in found), found
