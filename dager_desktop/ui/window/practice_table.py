"""Play this deal again: a finished round dealt anew at a practice table of its own.

The practice table is a second table window over a match of its own that holds
only this deal: the same cards, the same dealer, and computer players of the
same levels and seeds as the table's (a computer player's choice depends only
on its seed and what it sees, so they answer as before wherever the round goes
the same way), so a different choice shows what it changes.  No store is
attached to it: nothing of it is saved, booked in the table's match or counted
in the statistics.  Its rounds are counted apart, as practice, in the table's
``practice_books`` (``files.practice_books``, when the store is attached): the
deal played again with the difference from the first time, and any further
round of its match (Next round) as a practice round of its own.  When the deal
ends the two results stand side by side in its status line.  It closes with the
table window.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

from dager_desktop.engine import Game, Match
from dager_desktop.engine.rules import preset_name
from dager_desktop.ui.round.session import Session
from dager_desktop.ui.table.projection import HUMAN
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.i18n import card_script, current_language, fill
from dager_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
# How long the two results stay in the status line (they stay on the note too).
RESULT_MS = 60_000


def play_deal_again(window: MainWindow, record: Mapping[str, Any]) -> MainWindow | None:
    """Open a practice table playing ``record``'s deal again; None if its rules are no
    preset's (the table plays presets only)."""
    played = Game.from_record(record)
    preset = preset_name(played.rules)
    if preset is None or played.result is None:
        return None
    source = window.session
    session = Session(preset, agent_factory=source.agent_factory)
    session.levels = dict(source.levels)
    session.speed, session.sound, session.volume = source.speed, source.sound, source.volume
    session.hints, session.hint_level = source.hints, source.hint_level
    seed = source.match.seed if source.match is not None else int(record.get("seed") or 0)
    match = Match(played.rules, seed, played.dealer)
    match.game = Game.from_record({**record, "actions": []})
    table = MainWindow(session, card_script(current_language()))
    table.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    table.confirm = window.confirm
    table.practice_books = window.practice_books  # counted apart, as practice
    deal = _deal_of(record)
    first = getattr(window, "first_time", None)  # played again from a practice table
    before = first[1] if first is not None and first[0] == deal else played.result.payments[HUMAN]
    table.first_time = (deal, before)  # type: ignore[attr-defined]
    table.flow.roundOver.connect(lambda game: _practice_over(table, game, deal, before))
    _CloseWith(window, table)
    table.resume_match(match, preset)
    table.show()
    return table


def _deal_of(record: Mapping[str, Any]) -> tuple[Any, ...]:
    """What makes a deal the same one: its rules, dealer and cards."""
    return (record.get("rules"), record.get("dealer"), record.get("deal"))


def _practice_over(table: MainWindow, game: Game, deal: tuple[Any, ...], before: float) -> None:
    """A round of the practice table is over: counted as practice (the deal again, with
    its first result; a later round of the practice match alone), and the deal's two
    results shown side by side."""
    again = _deal_of(game.to_record()) == deal
    books = table.practice_books
    if books is not None:
        books.played_again(game, HUMAN, before if again else None)
    if again:
        _compare(table, game, before)


def _compare(table: MainWindow, game: Game, before: float) -> None:
    """The practice round's result beside the first one's."""
    if game.result is None:
        return
    now = game.result.payments[HUMAN]
    #: after the same deal was played again: %1 the points this time, %2 the first time
    table.show_status(lambda: fill(translate("PracticeTable", "This time: %1 points. The "
                                             "first time: %2 points."),
                                   formats.points(now), formats.points(before)), RESULT_MS)


class _CloseWith(QObject):
    """Closes ``table`` when ``window`` closes (the app ends with its last window)."""

    def __init__(self, window: MainWindow, table: MainWindow) -> None:
        super().__init__(table)
        self.table = table
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close:
            self.table.close()
        return False
