"""Computer seats decide on a worker thread, one decision at a time.

``AIScheduler.ask`` hands ``agent.choose(view, options)`` to a ``TaskRunner``
and reports the answer with ``decided`` on the GUI thread.  Only one decision
runs at a time, on the runner's one thread, which the card sprites share:
two CPU-bound Python threads at once would stall the GUI thread.  A decision
goes before the sprites still queued, and its budget counts from when the
agent starts thinking, not from the wait for the batch of sprites in hand.
An agent that raises, answers something not offered, or overruns its budget
gives its seat a safe legal option instead — 过 if it is offered, else the
first option — and the event is logged; the round goes on.  An agent that
overran is written off (``TaskRunner.write_off``): the others do not queue
behind it, and while it still runs it is not asked again — its seat plays safe
moves.  ``cancel``
forgets the decision in progress (new match, window closed) and writes it off
too, should it still be running.
"""

from __future__ import annotations

import contextlib
import logging
import time
import weakref
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from dager_desktop.ai.heap import survivors_frozen
from dager_desktop.engine import Action, ActionKind, SeatView
from dager_desktop.ui.platform.tasks import TaskRunner

log = logging.getLogger(__name__)

#: how long a level may think before its seat is given a safe move (ms)
BUDGETS_MS = {"easy": 4000, "normal": 6000, "hard": 15000}
#: a decision goes before queued sprite batches (``TaskRunner.run``'s priority)
DECISION_PRIORITY = 1
#: how many budgets a decision may wait for the thread before it is given up on
MOST_BUDGETS_WAITED = 3


class Agent(Protocol):
    def choose(self, view: SeatView, options: Sequence[Action]) -> Action: ...


def safe_option(options: Sequence[Action]) -> Action:
    """过 when it is offered, otherwise the first option."""
    for action in options:
        if action.kind is ActionKind.PASS:
            return action
    return options[0]


class AIScheduler(QObject):
    """Asks one computer seat at a time; answers come back as ``decided``."""

    #: (seat, action, token) — the token is the caller's, returned as given
    decided = Signal(int, object, object)

    def __init__(self, runner: TaskRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self._task: int | None = None
        self._asked: tuple[int, tuple[Action, ...], Any] | None = None
        self._started = 0.0
        self._began: list[float] = []  # set by the worker when the agent starts
        # agents whose overrun decision is still running → that task
        self._stuck: weakref.WeakKeyDictionary[Agent, int] = weakref.WeakKeyDictionary()
        self._agent: Agent | None = None  # the one asked now
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._overrun)
        # a seat's time budget in ms (the flow sets it from the seats' levels)
        self.budget_for: Callable[[int], int] = lambda seat: BUDGETS_MS["normal"]

    def busy(self) -> bool:
        return self._asked is not None

    def asking(self) -> int | None:
        """The seat whose decision is in progress."""
        return self._asked[0] if self._asked else None

    def ask(
        self,
        seat: int,
        agent: Agent | None,
        view: SeatView,
        options: Sequence[Action],
        token: Any,
    ) -> bool:
        """Start a decision; False (and nothing done) if one is already running."""
        if self._asked is not None:
            return False
        options = tuple(options)
        self._asked = (seat, options, token)
        self._started = time.perf_counter()
        if agent is None or self._still_stuck(agent):
            log.error("seat %d has no working computer player; it takes a safe move", seat)
            QTimer.singleShot(0, lambda: self._finish(safe_option(options), token))
            return True
        self._agent = agent
        began = self._began = []

        def think() -> Action:
            began.append(time.perf_counter())
            with survivors_frozen():
                return agent.choose(view, options)

        self._task = self._runner.run(
            think, lambda r, e: self._answered(token, r, e), DECISION_PRIORITY
        )
        self._watchdog.start(self.budget_for(seat))
        return True

    def cancel(self) -> None:
        """Forget the decision in progress; its answer, if it still comes, is dropped."""
        if self._task is not None:
            self._runner.write_off(self._task)  # if it still runs, the next ones need a thread
        self._task = None
        self._asked = None
        self._watchdog.stop()

    # -- answers --------------------------------------------------------------------------

    def _answered(self, token: Any, action: Any, error: BaseException | None) -> None:
        if self._asked is None or self._asked[2] is not token:
            return
        seat, options, _ = self._asked
        if error is not None:
            log.error(
                "the computer player of seat %d failed; it takes a safe move",
                seat,
                exc_info=(type(error), error, error.__traceback__),
            )
            action = safe_option(options)
        elif action not in options:
            log.error("seat %d answered %r, which was not offered; it takes a safe move",
                      seat, action)
            action = safe_option(options)
        self._finish(action, token)

    def _overrun(self) -> None:
        if self._asked is None:
            return
        seat, options, token = self._asked
        left = self._time_left(self.budget_for(seat) / 1000)
        if left > 0:
            self._watchdog.start(max(1, round(left * 1000)))
            return
        asked_ms = (time.perf_counter() - self._started) * 1000
        if self._began:
            log.warning("the computer player of seat %d overran its budget (%.0f ms asked); "
                        "it takes a safe move", seat, asked_ms)
            self._remember_stuck(self._agent, self._task)
        else:
            log.warning("the computer player of seat %d waited %.0f ms for a thread; it takes "
                        "a safe move", seat, asked_ms)
        if self._task is not None:
            self._runner.write_off(self._task)
        self._finish(safe_option(options), token)

    def _still_stuck(self, agent: Agent) -> bool:
        """The agent's overrun decision is still running: asking it again would only
        queue another thread behind it."""
        try:
            task = self._stuck.get(agent)
        except TypeError:  # an agent that cannot be weakly referenced: never remembered
            return False
        return task is not None and self._runner.is_running(task)

    def _remember_stuck(self, agent: Agent | None, task: int | None) -> None:
        with contextlib.suppress(TypeError):
            if agent is not None and task is not None:
                self._stuck[agent] = task

    def _time_left(self, budget_s: float) -> float:
        """Seconds the decision in progress may still take: its budget counts from when
        the agent began to think (it may have waited for the thread, behind sprites),
        and the wait for the thread is bounded too."""
        now = time.perf_counter()
        if self._began:
            return budget_s - (now - self._began[0])
        return min(budget_s, MOST_BUDGETS_WAITED * budget_s - (now - self._started))

    def _finish(self, action: Action, token: Any) -> None:
        if self._asked is None or self._asked[2] is not token:
            return
        seat = self._asked[0]
        self._asked = None
        self._task = None
        self._watchdog.stop()
        self.decided.emit(seat, action, token)
