"""A seat is a plain ``int``: ``True`` (== 1) and ``1.0`` are refused, changing nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dager_desktop.engine import PRESETS, Game, IllegalAction


def _game_waiting_on(seats: tuple[int, ...]) -> tuple[Game, int]:
    """A round played on with first options until one of ``seats`` has a decision."""
    game = Game.new(PRESETS["standard"], 7, 1)
    while True:
        decisions = game.decisions()
        waiting = [d.seat for d in decisions if d.seat in seats]
        if waiting:
            return game, waiting[0]
        game.apply(decisions[0].seat, decisions[0].options[0])


@pytest.mark.parametrize("like", [bool, float, str], ids=["bool", "float", "str"])
def test_a_seat_equal_to_an_int_but_not_one_is_refused_and_nothing_changes(
        like: Callable[[int], object]) -> None:
    game, seat = _game_waiting_on((0, 1))
    action = next(d for d in game.decisions() if d.seat == seat).options[0]
    before = game.to_record()
    with pytest.raises(IllegalAction, match="not a seat number"):
        game.apply(like(seat), action)  # type: ignore[arg-type]
    assert game.to_record() == before
    game.apply(seat, action)  # the seat itself still may
    record = game.to_record()
    assert all(type(entry["seat"]) is int for entry in record["actions"])
    assert Game.from_record(record).to_record() == record  # the game's own record replays
