"""Practice rounds booked apart: the practice table's and the hard player's in my seat.

``PracticeBooks`` holds the practice counts (``store.practice``) read at start
and writes them on ``FileWriter``'s thread after each practice round, a copy
handed over, so nothing of it is written on the GUI thread nor changes under
the writer.  It is the window's ``practice_books`` (``window.store_link``): the
practice table (``window.practice_table``) and the review window's stand-in
(``review.window``) book their rounds here, and nothing else does — the
match, its autosave and ``statistics.json`` never see a practice round.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from dager_desktop.engine import Game
from dager_desktop.engine.rules import preset_name
from dager_desktop.store import Practice, save_practice
from dager_desktop.store.practice import AGAIN, STAND_IN, WHAT
from dager_desktop.store.stats import round_fingerprint
from dager_desktop.ui.files.writer import FileWriter


class PracticeBooks:
    """The practice counts in memory, and their file."""

    def __init__(self, practice: Practice, files: FileWriter,
                 booked: Callable[[], None] = lambda: None) -> None:
        self.practice = practice
        self.files = files
        self._booked = booked  # told when the counts in memory changed

    def played_again(self, game: Game, seat: int, first: float | None) -> None:
        """A round of the practice table is over: ``seat`` won what ``game`` says;
        ``first``: what it won when the deal was first played (None: another deal)."""
        self._book(AGAIN, game, seat, first, None)

    def stood_in(self, game: Game, seat: int, first: float) -> None:
        """The hard player played the deal in ``seat`` (the player had ``first``); the
        same deal played by it again is the same round, counted once."""
        self._book(STAND_IN, game, seat, first, f"{round_fingerprint(game.to_record())}-{seat}")

    def _book(self, kind: str, game: Game, seat: int, first: float | None,
              round_id: str | None) -> None:
        result = game.result
        if result is None:
            raise ValueError("the round is not over")
        points = result.payments.get(seat, 0)
        if not self.practice.record(kind, preset_name(game.rules), points, first, round_id):
            return
        snapshot = copy.deepcopy(self.practice)  # the next round must not change it mid-write
        self.files.submit(WHAT, lambda: save_practice(snapshot))
        self._booked()
