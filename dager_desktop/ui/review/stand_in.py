"""Let the hard player sit in my seat: the same deal played again with hard in it.

The deal, the dealer and the other seats' computer players are the round's
(the session's agents: a choice depends only on the agent's seed and what it
sees, so they answer as they did wherever the round goes the same way); the
player's seat is played by the hard level with a fixed number of guesses, so
the stand-in's round is the same every time; with ``helper`` (in the game) it
searches in the computer players' helper process (``ai.remote``), so that it
does not hold the interpreter's lock beside the window.  It is played in the background
a few decisions at a time (``STEPS`` a task) on the window's task runner, so
the table's own work goes between; ``finished`` gives the round over.  Nothing
of it is booked in the match or the statistics; the review window counts it
apart, as practice (``files.practice_books``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal

from dager_desktop.ai import make_agent
from dager_desktop.ai.agent import Agent
from dager_desktop.ai.remote import RemoteAgent
from dager_desktop.engine import Game
from dager_desktop.ui.platform.tasks import OneTask, TaskRunner

#: Guesses a decision of the stand-in (the review's reproducible budget of the hard level).
STAND_IN_ITERATIONS = 20
#: Decisions played in one task.
STEPS = 8
STAND_IN_PRIORITY = -1


def stand_in_agents(game: Game, seat: int, others: Mapping[int, Any] | None,
                    seed: int, helper: bool = False) -> dict[int, Any]:
    """Hard in ``seat`` (in the helper process with ``helper``), the round's computer
    players (``others``) elsewhere; a seat without one plays as the normal level does."""
    agents: dict[int, Any] = {}
    for s in game.order:
        agent = (others or {}).get(s)
        agents[s] = agent if agent is not None else make_agent("normal", seed * 10 + s)
    hard = RemoteAgent if helper else make_agent
    agents[seat] = hard("hard", seed, iterations=STAND_IN_ITERATIONS, workers=0)
    return agents


def play_some(game: Game, agents: Mapping[int, Agent], steps: int) -> bool:
    """Play up to ``steps`` decisions of ``game``; True once it is over."""
    for _ in range(steps):
        if game.over:
            break
        decision = game.decisions()[0]
        view = game.view(decision.seat)
        game.apply(decision.seat, agents[decision.seat].choose(view, decision.options))
    return game.over


class StandIn(QObject):
    """Plays ``record``'s deal with the hard player in ``seat``."""

    #: the stand-in's round, over (a ``Game``)
    finished = Signal(object)

    def __init__(self, record: Mapping[str, Any], seat: int, tasks: TaskRunner | None,
                 others: Mapping[int, Any] | None = None, parent: QObject | None = None,
                 helper: bool = False) -> None:
        super().__init__(parent)
        self.record = dict(record)
        self.seat = seat
        self.game = Game.from_record({**record, "actions": []})
        seed = record.get("seed") if isinstance(record.get("seed"), int) else 0
        self.agents = stand_in_agents(self.game, seat, others, int(seed or 0), helper)
        self.tasks = tasks if tasks is not None else TaskRunner(1, self)
        self.task = OneTask(self.tasks, STAND_IN_PRIORITY)
        self.result: Game | None = None
        self.own_points: float | None = None  #: the seat's points in the round as played

    def start(self) -> None:
        self.task.run(self._work, self._played)

    def _work(self) -> bool:
        """A task's share (on the worker: no Qt): the round as played once, then a few
        decisions of the stand-in's."""
        if self.own_points is None:
            played = Game.from_record(self.record)
            assert played.result is not None  # the review checked the round is over
            self.own_points = float(played.result.payments[self.seat])
        return play_some(self.game, self.agents, STEPS)

    def running(self) -> bool:
        return self.task.running()

    def cancel(self) -> None:
        self.task.cancel()

    def _played(self, over: Any, error: BaseException | None) -> None:
        if error is not None:
            raise error
        if over:
            self.result = self.game
            self.finished.emit(self.game)
        else:
            self.start()
