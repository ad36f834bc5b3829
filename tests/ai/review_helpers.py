"""Finished rounds for the review's tests: short self-play of the normal level."""

from __future__ import annotations

from functools import cache
from typing import Any

from dager_desktop.ai import make_agent
from dager_desktop.ai.playout import play_round
from dager_desktop.engine import PRESETS, Game


@cache
def _played(preset: str, seed: int) -> Game:
    rules = PRESETS[preset]
    game = Game.new(rules, seed, seed % rules.seats)
    play_round(game, {s: make_agent("easy" if s == game.order[0] else "normal", s)
                      for s in game.order})
    return game


def finished_record(preset: str = "standard", seed: int = 3) -> dict[str, Any]:
    """A finished round of ``preset`` whose first playing seat played as easy does."""
    return _played(preset, seed).to_record()


def first_seat(record: dict[str, Any]) -> int:
    return Game.from_record(record).order[0]
