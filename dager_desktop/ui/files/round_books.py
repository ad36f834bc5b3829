"""The finished rounds of the window's matches: booked once, written after the autosave.

``RoundBooks`` books each finished round in the statistics (by match id and
round, ``store.booking``) and keeps its replay.  Both files are written by
``FileWriter``'s thread once the autosave that holds the round's end has
landed (``Autosave.after_saves``), so a crash at any moment leaves the
statistics and replays counting no round the saved match does not hold; on
resume, or when the player declines the saved match, the rounds it holds and
the statistics lack are booked then.  A replay the disk refuses (a full
disk) is tried again with the next round's.
"""

from __future__ import annotations

import copy
import logging
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any

from dager_desktop import store
from dager_desktop.engine import Game, Match
from dager_desktop.store import StoreError, paths
from dager_desktop.store.booking import (
    MATCH_KEY,
    new_match_id,
    resumed_match_id,
    round_index,
    unbooked_rounds,
)
from dager_desktop.ui.files.writer import FileWriter
from dager_desktop.ui.table.seating import HUMAN

# Rounds whose replay could not be written that are kept to try again.
UNKEPT_MOST = 20

log = logging.getLogger(__name__)


class RoundBooks:
    """The statistics and replays of finished rounds, and the id of the match in play."""

    def __init__(self, stats: store.Stats, replays: store.Replays, autosave: store.Autosave,
                 files: FileWriter, booked: Callable[[], None]) -> None:
        self.stats = stats
        self.replays = replays
        self.autosave = autosave
        self.files = files
        self._booked = booked  # told when the statistics in memory changed
        # Finished rounds whose replay is not written yet: one that failed (a full disk)
        # is tried again with the next round's; beyond ``UNKEPT_MOST`` rounds waiting,
        # a new one is not kept.
        self._unkept: deque[Game] = deque()
        # The id of the match in play (kept in its autosave), and that match.
        self.match_id = new_match_id()
        self._match: Match | None = None

    def follow(self, match: Match | None) -> None:
        """The match in play: a new one gets an id (a resumed one has its own)."""
        if match is not self._match:
            self.match_id, self._match = new_match_id(), match

    def extra(self) -> dict[str, str]:
        """What the autosave keeps of the match for the statistics: its id."""
        return {MATCH_KEY: self.match_id}

    def saved_match(self, match: Match, extra: Mapping[str, Any]) -> None:
        """A saved match, resumed or declined: its id, and the rounds it holds that the
        statistics lack (a crash between the two) booked, and the last round's replay
        kept should it be missing."""
        self.match_id, self._match = resumed_match_id(self.stats, match, extra), match
        rounds = unbooked_rounds(self.stats, match, self.match_id)
        for index, finished, assisted in rounds:
            self.stats.record_round(finished, human_seat=HUMAN, assisted=assisted,
                                    match_id=self.match_id, index=index)
            self._keep(finished)
        if rounds:
            self._save_stats()
        elif match.finished:  # the crash may have come between the statistics and the replay
            game = match.game
            self._keep(game if game is not None and game.over and match.round_booked
                       else Game.from_record(match.finished[-1]))
        if self._unkept:
            self._submit_replays()

    def round_finished(self, match: Match | None, game: Game, assisted: bool) -> None:
        """Book ``game``, round of ``match``, and keep its replay; the caller has handed
        over the autosave that holds its end, and both are written after it."""
        index = round_index(match, game) if match is not None else 0
        if self.stats.record_round(game, human_seat=HUMAN, assisted=assisted,
                                   match_id=self.match_id if match is not None else None,
                                   index=index):
            self._save_stats()
        self._keep(game)
        self._submit_replays()

    def _save_stats(self) -> None:
        snapshot = copy.deepcopy(self.stats)  # the next round must not change it mid-write
        self.files.submit("statistics file", lambda: self.autosave.after_saves(
            lambda: store.save_stats(snapshot), what="statistics file",
            path=paths.stats_file()))
        self._booked()

    def _keep(self, game: Game) -> None:
        """Have the finished round's replay written with the next replays (the round is
        over: its game no longer changes)."""
        if len(self._unkept) < UNKEPT_MOST:  # (the writer thread takes from the other end)
            self._unkept.append(game)
        else:
            log.error("%d replays wait to be written: this round's is not kept", UNKEPT_MOST)

    def _submit_replays(self) -> None:
        self.files.submit("replay file", lambda: self.autosave.after_saves(
            self._keep_replays, what="replay file", path=self.replays.folder))

    def _keep_replays(self) -> None:
        """Write the replays due, oldest first (on the writer's thread): one the disk
        refuses stays due, with those after it; one that fails with a bug is dropped
        and reported.  Either way the error is told as usual."""
        while self._unkept:
            try:
                self.replays.add(self._unkept[0])
            except StoreError:
                raise  # the disk: this round is tried again with the next round's
            except Exception:
                self._unkept.popleft()  # a bug with this round: the others must not wait
                raise
            self._unkept.popleft()
