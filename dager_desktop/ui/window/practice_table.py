"""Play this deal again: a finished round dealt anew at a practice table of its own.

The practice table is a second table window over a match of its own that holds
only this deal: the same cards, the same dealer, and computer players of the
same levels and seeds as the table's (a computer player's choice depends only
on its seed and what it sees, so they answer as before wherever the round goes
the same way), so a different choice shows what it changes.  No store is
attached to it: nothing of it is saved, booked in the table's match or counted
in the statistics.  When its round ends the two results stand side by side in
its status line.  It closes with the table window.
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
    before = played.result.payments[HUMAN]
    table.flow.roundOver.connect(lambda game: _compare(table, game, before))
    _CloseWith(window, table)
    table.resume_match(match, preset)
    table.show()
    return table


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
