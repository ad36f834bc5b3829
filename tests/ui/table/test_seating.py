"""Seats keep their places for the whole match; the tags and 上家/下家 follow the turns."""

from __future__ import annotations

import pytest

from dager_desktop.ai import make_agent
from dager_desktop.engine import PRESETS, Game, Match
from dager_desktop.ui.cards.sizes import STEPS
from dager_desktop.ui.table import budget
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


def test_the_seat_across_writes_its_header_beside_its_melds(make_window, qtbot):
    """The seat across plays in most rounds: its name and score stand at the left of its
    列 rather than on a line above them, so its row is as tall as the 列 alone, a
    line shorter than with its header above: at 1280 × 800 a card size larger."""
    window = make_window(seed=9, size=(1280, 800))
    window.flow.autoplay_human = True
    window.new_match()
    qtbot.waitUntil(lambda: window.session.game.over, timeout=20000)
    table = window.table
    assert table._top_plays()
    qtbot.waitUntil(lambda: table.panels["top"].melds.isVisible())
    top = table.panels["top"]
    name, melds = top.name.geometry(), top.melds.geometry()
    assert name.right() < melds.left()  # beside, not above
    assert name.top() < melds.bottom()
    m = table.metrics
    header_above = budget.header_height(m) + budget.meld_height(m)
    assert budget.top_height(m, plays=True) < header_above
    fitting = [s for s in STEPS if budget.needed_height(s, table.room()) <= table.height()]
    assert m == fitting[0]
    # with the header above, this window's table would have taken the next step down
    above = budget.needed_height(m, table.room()) + header_above - budget.top_height(m, True)
    assert above > table.height()
