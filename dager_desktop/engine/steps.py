"""A finished round, step by step, for the replay viewer (forward, back, play/pause).

Use::

    steps = ReplaySteps(game.to_record())  # or store.Replays().steps(info.id)
    steps.count                           # actions in the round; steps run 0..count
    game = steps.game_at(k)               # the round after k actions (0: just dealt)
    seat, action = steps.action_at(k)     # the action that led to step k (k >= 1)
    steps.hands_at(k)                     # every playing seat's concealed cards: all open
    steps.events_at(k)                    # the events step k added (what to animate)

The viewer keeps an index and a QTimer for play/pause; everything it shows
comes from ``game_at(k)`` (``view(seat)`` for melds and discards) and
``hands_at(k)``.  Every state is computed once, on first use, by replaying the
record action by action (each read as ``record`` reads it); a state handed out
is a copy, so the viewer cannot disturb the others.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .actions import Action, Event
from .cards import Card
from .game import Game
from .record import RecordError, read_step


class ReplaySteps:
    """The states of one round, from the deal to its end."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        actions = record.get("actions")
        if not isinstance(actions, list):
            raise RecordError("actions: expected a list")
        self._start = Game.from_record({**record, "actions": []})
        self._actions = [read_step(step, entry) for step, entry in enumerate(actions, start=1)]
        self._states: list[Game] = [self._start]

    @classmethod
    def from_game(cls, game: Game) -> ReplaySteps:
        return cls(game.to_record())

    @property
    def count(self) -> int:
        """How many actions the round has: the last step's number."""
        return len(self._actions)

    def game_at(self, step: int) -> Game:
        """The round after ``step`` actions; a private copy."""
        self._check(step)
        while len(self._states) <= step:
            game = self._states[-1].clone()
            seat, action = self._actions[len(self._states) - 1]
            try:
                game.apply(seat, action)
            except Exception as exc:  # IllegalAction, or an engine bug: say which step
                raise RecordError(f"step {len(self._states)}: {exc}") from None
            self._states.append(game)
        return self._states[step].clone()

    def action_at(self, step: int) -> tuple[int, Action]:
        """(seat, action) that led from step ``step - 1`` to ``step``."""
        self._check(step)
        if step == 0:
            raise IndexError("step 0 is the deal: no action led to it")
        return self._actions[step - 1]

    def hands_at(self, step: int) -> dict[int, tuple[Card, ...]]:
        """Every playing seat's concealed cards after ``step`` actions (the round is over)."""
        game = self.game_at(step)
        return {seat: game.view(seat).hand for seat in game.order}

    def events_at(self, step: int) -> list[Event]:
        """The events that step ``step`` added to the log (the deal's for step 0)."""
        now = self.game_at(step).events
        before = len(self.game_at(step - 1).events) if step > 0 else 0
        return list(now[before:])

    def _check(self, step: int) -> None:
        if not 0 <= step <= self.count:
            raise IndexError(f"step {step} is not in 0..{self.count}")
