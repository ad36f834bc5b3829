"""The round flow: a ``QStateMachine`` that sequences a round on the table.

States: *dealing* (the deal is animated), *reveal* (the 底牌 and anything
else before the first decision), *playing* (the events of the last answers are
shown — claim resolution, the turn passing), *routing* (who decides now?),
*waiting for the human*, *waiting for a computer seat*, and *round over*.
The engine decides what is legal and resolves every claim window; this
machine only sequences animation, input and the workers.

In a claim window several seats decide at once: the human's buttons are live
while the computer seats are asked one after another, and every answer is
applied as it comes — the engine resolves the window when it can.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, Signal
from PySide6.QtStateMachine import QState, QStateMachine

from dager_desktop.engine import (
    Action,
    Decision,
    Event,
    EventKind,
    Game,
    IllegalAction,
    Phase,
)
from dager_desktop.ui.round.playback import EventPlayer
from dager_desktop.ui.round.session import Session
from dager_desktop.ui.round.workers import BUDGETS_MS, AIScheduler
from dager_desktop.ui.table.projection import HUMAN, TableModels
from dager_desktop.ui.text.prompts import claim_prompt, discard_prompt, waiting_prompt

log = logging.getLogger(__name__)


class RoundFlow(QObject):
    """Drives one round after another through the state machine."""

    # transitions of the machine
    begin = Signal()
    aborted = Signal()
    dealt = Signal()
    revealed = Signal()
    settled = Signal()
    toHuman = Signal()
    toAI = Signal()
    toOver = Signal()
    applied = Signal()
    nextRound = Signal()
    # for the window
    humanDecision = Signal(object)  # the human's Decision, or None when it has none
    waitingFor = Signal(object)  # the seat a computer decision is awaited from, or None
    roundOver = Signal(object)  # the finished Game
    roundStarted = Signal(object)  # the Game about to be shown (a new round, or one rewound)
    #: the line under the cards: a function that words it in the language in use
    promptChanged = Signal(object)

    def __init__(
        self,
        session: Session,
        models: TableModels,
        player: EventPlayer,
        scheduler: AIScheduler,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.models = models
        self.player = player
        self.scheduler = scheduler
        scheduler.budget_for = self._budget
        self.autoplay_human = False  # --selftest: the human's seat is played by an agent
        #: Asked before a choice of the human's is applied (practice mode's 过张
        #: explanation): True lets it through; False holds it, and whoever holds it
        #: applies it later, if at all, with ``human_chose(action, checked=True)``.
        self.choice_guard: Callable[[Action], bool] | None = None
        self.game: Game | None = None
        self._shown = 0  # events of the round already on the table
        self._pending: tuple[int, Action, object] | None = None  # an answer that came early
        self._catching_up = False  # showing a resumed round's past at once
        self.state_name = "idle"
        scheduler.decided.connect(self._ai_decided)
        player.finished.connect(self._played)
        self._build_machine()

    # -- the machine ------------------------------------------------------------------------

    def _build_machine(self) -> None:
        m = self.machine = QStateMachine(self)
        idle = QState(m)
        running = QState(m)
        self.states: dict[str, QState] = {"idle": idle}
        for name in ("dealing", "reveal", "playing", "routing", "human", "ai", "over"):
            self.states[name] = QState(running)
        s = self.states
        running.setInitialState(s["dealing"])
        idle.addTransition(self.begin, running)
        running.addTransition(self.aborted, idle)
        s["dealing"].addTransition(self.dealt, s["reveal"])
        s["reveal"].addTransition(self.revealed, s["routing"])
        s["playing"].addTransition(self.settled, s["routing"])
        s["routing"].addTransition(self.toHuman, s["human"])
        s["routing"].addTransition(self.toAI, s["ai"])
        s["routing"].addTransition(self.toOver, s["over"])
        s["human"].addTransition(self.applied, s["playing"])
        s["ai"].addTransition(self.applied, s["playing"])
        s["over"].addTransition(self.nextRound, s["dealing"])
        for name, state in s.items():
            state.entered.connect(lambda n=name: self._entered(n))
        s["human"].exited.connect(lambda: self.humanDecision.emit(None))
        m.setInitialState(idle)
        m.start()

    def _entered(self, name: str) -> None:
        self.state_name = name
        if name not in ("idle", "routing"):
            # before the state's own signals (humanDecision ...): they find it said
            self.promptChanged.emit(self.prompt_words())
        handler = getattr(self, f"_enter_{name}", None)
        if handler is not None:
            handler()

    # -- starting and stopping ---------------------------------------------------------------

    def start_round(self, game: Game, catch_up: bool = False) -> None:
        """Show ``game`` from its first event.

        ``catch_up``: a round already under way (a resumed match) — what has
        happened so far is shown at once, without animation.
        """
        self.roundStarted.emit(game)
        self.game = game
        self._shown = 0
        self._pending = None
        self._catching_up = catch_up
        self.player.skipping = catch_up
        match = self.session.match
        assert match is not None, "no match"  # the round shown is one of the match's
        self.models.start_round(game, match)
        if self.state_name == "over":
            self.nextRound.emit()
        elif self.machine.isRunning():
            self.begin.emit()
        else:
            # The machine starts with the event loop; begin as soon as it runs.
            self.machine.started.connect(self._begin_once)

    def _begin_once(self) -> None:
        self.machine.started.disconnect(self._begin_once)
        if self.game is not None and self.state_name == "idle":
            self.begin.emit()

    def stop(self) -> None:
        """Abandon the round in play (new match, closing): no worker answer is heard."""
        self.scheduler.cancel()
        self.player.abort()
        self._pending = None
        self.models.set_thinking(())
        self.game = None
        if self.state_name != "idle":
            self.aborted.emit()

    def skip(self) -> None:
        self.player.skip()

    # -- states ------------------------------------------------------------------------------

    def _enter_dealing(self) -> None:
        self._show_new_events(lambda e: e.kind is EventKind.DEALT)

    def _enter_reveal(self) -> None:
        self._show_new_events()

    def _enter_playing(self) -> None:
        self._show_new_events()

    def _show_new_events(self, keep: Callable[[Event], bool] | None = None) -> None:
        game = self.game
        assert game is not None
        events = game.events[self._shown :]
        if keep is not None:
            count = 0
            while count < len(events) and keep(events[count]):
                count += 1
            events = events[:count]
        self._shown += len(events)
        self.player.play(game, events, last=self._shown == len(game.events))

    def _played(self) -> None:
        transition = {"dealing": self.dealt, "reveal": self.revealed, "playing": self.settled}
        signal = transition.get(self.state_name)
        if signal is not None:
            signal.emit()

    def _enter_routing(self) -> None:
        if self._catching_up:  # the past is on the table: animate from here on
            self._catching_up = False
            self.player.skipping = False
        game = self.game
        if game is None:
            return
        if game.over:
            self.toOver.emit()
        elif self._human_decision() is not None:
            self.toHuman.emit()
        else:
            self.toAI.emit()

    def _enter_human(self) -> None:
        decision = self._human_decision()
        self.models.set_active(HUMAN if decision and self._single_decider() else None)
        self.humanDecision.emit(decision)
        self._ask_next_ai()

    def _enter_ai(self) -> None:
        self._ask_next_ai()

    def _enter_over(self) -> None:
        game = self.game
        assert game is not None and game.result is not None
        self.models.set_thinking(())
        self.models.set_active(game.result.winner)
        match = self.session.match
        if match is not None and match.game is game:
            self.session.book_round()
            self.models.book_round(match, game.result.payments)
        self.roundOver.emit(game)

    # -- decisions ------------------------------------------------------------------------

    def _human_decision(self) -> Decision | None:
        if self.game is None or self.autoplay_human:
            return None
        for decision in self.game.decisions():
            if decision.seat == HUMAN:
                return decision
        return None

    def prompt_words(self) -> Callable[[], str]:
        """What the line under the cards says now, as a function that words it: the
        player's question while their buttons are live, else whom the table waits
        for (nobody, while the table shows what led to the player's question)."""
        game = self.game
        if game is None or game.over:
            return str
        decision = self._human_decision()
        if decision is not None and self.state_name == "human":
            if game.phase is Phase.DISCARD:
                return discard_prompt
            phase, options = game.phase, decision.options
            return lambda: claim_prompt(phase, options)
        waiting = [d.seat for d in self._computer_decisions()]
        return partial(waiting_prompt, waiting) if waiting else str

    def _single_decider(self) -> bool:
        return self.game is not None and len(self.game.decisions()) == 1

    def human_options(self) -> tuple[Action, ...]:
        decision = self._human_decision() if self.state_name == "human" else None
        return decision.options if decision else ()

    def human_chose(self, action: Action, checked: bool = False) -> bool:
        """The human's answer, applied (True) if it is one of the options shown and the
        ``choice_guard`` lets it through (``checked``: it did already)."""
        if action not in self.human_options():
            return False
        guard = self.choice_guard
        if not checked and guard is not None and not guard(action):
            return False  # held by the guard
        return self._apply(HUMAN, action)

    def _computer_decisions(self) -> list[Decision]:
        """The open decisions a computer player answers (the human's too under --selftest)."""
        game = self.game
        if game is None:
            return []
        return [
            d for d in game.decisions() if d.seat != HUMAN or self.autoplay_human
        ]

    def _ask_next_ai(self) -> None:
        if self._pending is not None:
            seat, action, token = self._pending
            self._pending = None
            if self._take(seat, action, token):
                return
        if self.scheduler.busy():
            return  # one decision at a time; the next is asked when it answers
        waiting = self._computer_decisions()
        if not waiting:
            return
        decision = waiting[0]
        game = self.game
        assert game is not None
        token = self._token(decision)
        view = game.view(decision.seat)
        agent = self.session.agent(decision.seat)
        self.scheduler.ask(decision.seat, agent, view, decision.options, token)
        self.models.set_thinking([decision.seat])
        if decision.seat != HUMAN and len(game.decisions()) == 1:
            self.models.set_active(decision.seat)
        self.waitingFor.emit(decision.seat)

    def _budget(self, seat: int) -> int:
        return BUDGETS_MS.get(self.session.levels.get(seat, "normal"), BUDGETS_MS["normal"])

    def _token(self, decision: Decision) -> object:
        game = self.game
        assert game is not None
        return (id(game), game.offers, game.phase, decision.seat, decision.options)

    def _ai_decided(self, seat: int, action: Action, token: object) -> None:
        self.models.set_thinking(())
        self.waitingFor.emit(None)
        if self.state_name in ("human", "ai"):
            if not self._take(seat, action, token):
                self._ask_next_ai()
        else:
            self._pending = (seat, action, token)  # applied once the table is still

    def _take(self, seat: int, action: Action, token: object) -> bool:
        """Apply a computer answer if its question still stands."""
        game = self.game
        if game is None:
            return False
        current = {d.seat: d for d in game.decisions()}
        decision = current.get(seat)
        if decision is None or self._token(decision) != token:
            return False
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> bool:
        game = self.game
        if game is None or game.phase is Phase.OVER:
            return False
        try:
            game.apply(seat, action)
        except IllegalAction as exc:
            log.error("seat %d: %s refused: %s", seat, action, exc)
            return False
        self.applied.emit()
        return True
