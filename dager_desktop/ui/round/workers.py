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

A seat whose player failed (raised, or answered what was not offered) is told
once per round (``failing``, until ``new_round``); the details go to the log
each time.  An answer may be held before it is told (``hold``, polled without
blocking, at most ``hold_most_ms``): the window holds it until the save of the
move before it has landed, so a crash loses at most the move being saved.
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
#: how often a held answer looks whether it may go (ms)
HOLD_POLL_MS = 5


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
    #: a seat's computer player failed and it plays safe moves: once a round per seat
    failing = Signal(int)

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
        # an answer is held while ``hold()`` is true, for at most ``hold_most_ms``
        self.hold: Callable[[], bool] = lambda: False
        self.hold_most_ms = 0
        self._held: tuple[int, Action, Any, float] | None = None  # ... and since when
        self._hold_timer = QTimer(self)
        self._hold_timer.setInterval(HOLD_POLL_MS)
        self._hold_timer.timeout.connect(self._tell_held)
        self._told: set[int] = set()  # seats told of this round as failing

    def busy(self) -> bool:
        return self._asked is not None or self._held is not None

    def new_round(self) -> None:
        """A new round: a seat that fails in it is told again."""
        self._told.clear()

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
        if self.busy():
            return False
        options = tuple(options)
        self._asked = (seat, options, token)
        self._started = time.perf_counter()
        if agent is None or self._still_stuck(agent):
            log.error("seat %d has no working computer player; it takes a safe move", seat)
            self._tell_failing(seat)
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
        self._held = None
        self._hold_timer.stop()

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
            self._tell_failing(seat)
        elif action not in options:
            log.error("seat %d answered %r, which was not offered; it takes a safe move",
                      seat, action)
            action = safe_option(options)
            self._tell_failing(seat)
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
        if self.hold_most_ms > 0 and self.hold():
            self._held = (seat, action, token, time.perf_counter())
            self._hold_timer.start()
            return
        self.decided.emit(seat, action, token)

    def _tell_held(self) -> None:
        """Tell the held answer once ``hold`` lets it go, or its time is up."""
        if self._held is None:
            self._hold_timer.stop()
            return
        seat, action, token, since = self._held
        waited_ms = (time.perf_counter() - since) * 1000
        if self.hold() and waited_ms < self.hold_most_ms:
            return
        self._held = None
        self._hold_timer.stop()
        self.decided.emit(seat, action, token)

    def _tell_failing(self, seat: int) -> None:
        if seat not in self._told:
            self._told.add(seat)
            self.failing.emit(seat)
