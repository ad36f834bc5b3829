"""Seats keep their places for the whole match; the tags and 上家/下家 follow the turns."""

from __future__ import annotations

import pytest

from dager_desktop.ai import make_agent
from dager_desktop.engine import PRESETS, Game, Match
from dager_desktop.ui.table.seating import HUMAN, PLACES, places_for


def _play_out(game: Game, seed: int) -> None:
    """The round played to its end by easy players."""
    agents = {seat: make_agent("easy", seed * 10 + seat) for seat in range(4)}
    while not game.over:
        decision = game.decisions()[0]
        view = game.view(decision.seat)
        game.apply(decision.seat, agents[decision.seat].choose(view, decision.options))


def _rounds(preset: str, seed: int, count: int) -> list[Game]:
    match = Match.new(PRESETS[preset], seed)
    games = []
    for _ in range(count):
        game = match.next_round()
        games.append(game)
        _play_out(game, seed)
        match.record_result(game.result)
    return games


#: seeds whose first rounds are dealt by more than one seat
SEEDS = {"standard": 6, "standard_3p": 5}


@pytest.mark.parametrize("preset", ["standard", "standard_3p"])
def test_every_seat_keeps_its_place_while_the_dealer_moves(preset):
    games = _rounds(preset, SEEDS[preset], 4)
    assert len({g.dealer for g in games}) > 1  # the 庄 (and the 底家) moved
    places = [places_for(g.view(HUMAN)) for g in games]
    assert all(p == places[0] for p in places)
    assert places[0]["bottom"] == HUMAN
    seated = [s for s in places[0].values() if s is not None]
    assert sorted(seated) == list(range(PRESETS[preset].seats))


@pytest.mark.parametrize("preset", ["standard", "standard_3p"])
def test_the_turn_goes_round_counter_clockwise(preset):
    """Each playing seat's 下家 sits at the next occupied, playing place counter-clockwise
    (bottom → right → top → left), whoever is the 底家 this round."""
    for game in _rounds(preset, SEEDS[preset], 4):
        view = game.view(HUMAN)
        places = places_for(view)
        ring = [places[p] for p in PLACES if places[p] is not None and places[p] != view.dijia]
        for i, seat in enumerate(ring):
            assert view.lower(seat) == ring[(i + 1) % len(ring)]
            assert view.upper(seat) == ring[i - 1]


def test_the_window_keeps_the_panels_across_rounds(make_window, qtbot):
    window = make_window(seed=6)
    window.flow.autoplay_human = True
    bound, dealers = [], []
    window.new_match()
    for _ in range(3):
        qtbot.waitUntil(lambda: window.session.game.over, timeout=20000)
        bound.append({place: panel.seat for place, panel in window.table.panels.items()})
        dealers.append(window.session.game.dealer)
        window.next_round()
    assert len(set(dealers)) > 1
    assert all(b == bound[0] for b in bound)
    assert bound[0] == {"bottom": 0, "right": 1, "top": 2, "left": 3}
