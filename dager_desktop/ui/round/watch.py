"""Watching the table against the engine while a round is played (``--selftest``, tests).

``TableWatch`` follows the round flow and the playback of a window: at each
step the playback shows, the card in the air must be drawn nowhere else
(``agreement.FlightCheck``); once the last event of a decision has landed —
the table then shows what the engine showed the player after that decision —
every zone of the table and the line under the cards are compared with that
view (``agreement.table_differences``), and again whenever the player is asked
or a computer player is waited for.  The engine runs ahead of the table by at
most the decision being shown, so the view of each decision is taken as it is
applied.  The first difference is kept, with the round and the event, and
``failed`` is emitted.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from dager_desktop.engine import Event, Game, Phase, RoundResult, SeatView
from dager_desktop.ui.round.flow import RoundFlow
from dager_desktop.ui.round.playback import EventPlayer
from dager_desktop.ui.table.agreement import (
    FlightCheck,
    score_differences,
    table_differences,
)
from dager_desktop.ui.table.seating import HUMAN
from dager_desktop.ui.table.table_widget import TableWidget
from dager_desktop.ui.text.events import event_line


class TableWatch(QObject):
    """Compares ``table`` with the engine at every step ``player`` shows."""

    failed = Signal(str)

    def __init__(self, flow: RoundFlow, player: EventPlayer, table: TableWidget,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.flow, self.player, self.table = flow, player, table
        self.flights = FlightCheck(table)
        self.failure: str | None = None
        self.rounds = 0  #: rounds started
        self.events = 0  #: events checked
        self.checks = 0  #: whole-table comparisons made
        self._game: Game | None = None
        self._landed = 0  # events of the round on the table
        self._views: dict[int, SeatView] = {}  # events so far → the view then
        self._result: RoundResult | None = None  # the round's, once it is over
        flow.roundStarted.connect(self._round_started)
        flow.applied.connect(self._decided)
        player.shown.connect(self._took_off)
        player.landed.connect(self._landed_event)
        flow.humanDecision.connect(lambda decision: self._asked() if decision else None)
        flow.waitingFor.connect(lambda seat: self._asked() if seat is not None else None)
        flow.roundOver.connect(lambda _game: self._scores())

    def _round_started(self, game: Game) -> None:
        self.rounds += 1
        self._game, self._landed, self._result = game, 0, game.result
        self._views = {len(game.events): game.view(HUMAN)}

    def _scores(self) -> None:
        """The round is booked: the scoreboard and the seats show the match's totals."""
        match = self.flow.session.match
        if match is not None:
            self._report(score_differences(self.table, match.totals), None)

    def _decided(self) -> None:
        game = self._game
        if game is not None and game is self.flow.game:
            self._views[len(game.events)] = game.view(HUMAN)
            self._result = game.result

    def _took_off(self, event: Event) -> None:
        self._report(self.flights.took_off(event), event)

    def _landed_event(self, event: Event) -> None:
        self._landed += 1
        self.events += 1
        self._report(self.flights.landed(event), event)
        view = self._views.get(self._landed)
        if view is not None:
            self._compare(view, event)

    def _asked(self) -> None:
        game = self._game
        if game is not None and game is self.flow.game and self._landed == len(game.events):
            self._compare(game.view(HUMAN), None)

    def _compare(self, view: SeatView, event: Event | None) -> None:
        self.checks += 1
        prompt = self.flow.prompt_words()()
        result = self._result if view.phase is Phase.OVER else None
        self._report(table_differences(self.table, view, prompt, result), event)

    def _report(self, found: list[str], event: Event | None) -> None:
        if not found or self.failure is not None:
            return
        game = self._game
        where = f"round {self.rounds}"
        if event is not None and game is not None:
            index = self._landed - 1
            words = event_line(game.events, index) if 0 <= index < len(game.events) else None
            where += f", event {index + 1} ({event.kind.value}: {words or '-'})"
        else:
            where += f", after {self._landed} events"
        self.failure = f"{where}: " + "; ".join(found)
        self.failed.emit(self.failure)
