"""Which rounds of which match are booked, and in what order their files land.

A finished round is counted in three files: the autosave (the match, with
the round's end), the statistics and the replays.  Written by separate
threads, on a slow disk the statistics could land while the autosave was
still moves behind; a crash then left statistics that count a round beside a
saved match from before its end, and on Continue that round was played
again, differently, and counted twice.  Now:

* the autosave that holds the round's end lands first; the statistics and
  the replay are written after it (``Autosave.after_saves``), so at any
  moment the statistics count no round the saved match does not hold;
* every match has an id, kept in the autosave beside it (``MATCH_KEY`` of its
  ``extra``), and the statistics remember how many rounds of each match
  they booked (``Stats.matches``): a round is booked as round ``index`` of
  its match once, whatever is played after a resume;
* on resume, the finished rounds the statistics have not booked yet (a
  crash between the autosave and the statistics) are booked then
  (``unbooked_rounds``), and their replays kept.

Use::

    match_id = new_match_id()                          # a new match
    match_id = resumed_match_id(stats, resume.match, resume.extra)   # a saved one
    for index, game, assisted in unbooked_rounds(stats, match, match_id): ...
    stats.record_round(game, match_id=match_id, index=round_index(match, game))
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from typing import Any

from ..engine import Game, Match
from .stats import Stats

#: The key of the autosave's ``extra`` that holds the match id.
MATCH_KEY = "match"
#: The longest the next move waits for the save of the one before (ms): on a disk
#: slower than that, the moves made meanwhile are saved together by the next save.
HOLD_MOST_MS = 400


def new_match_id() -> str:
    return uuid.uuid4().hex[:16]


def resumed_match_id(stats: Stats, match: Match, extra: Mapping[str, Any]) -> str:
    """The id of a saved match.  One an earlier version saved has none: it gets one,
    and its finished rounds are taken as booked (that version booked each as it
    ended; a round just over is still checked by its fingerprint)."""
    saved = extra.get(MATCH_KEY)
    if isinstance(saved, str) and 0 < len(saved) <= 64:
        return saved
    match_id = new_match_id()
    game = match.game
    just_over = game is not None and game.over and match.round_booked
    stats.mark_booked(match_id, len(match.results) - just_over)
    return match_id


def round_index(match: Match, game: Game) -> int:
    """The number (from 0) of the finished round ``game`` in ``match``."""
    if match.game is game and match.round_booked:
        return len(match.results) - 1
    return len(match.results)


def unbooked_rounds(stats: Stats, match: Match,
                    match_id: str) -> list[tuple[int, Game, bool]]:
    """The finished rounds of ``match`` its statistics have not booked — a crash came
    after the autosave that holds them and before the statistics — as (index, the
    round, was it assisted), in order."""
    out = []
    last = len(match.finished) - 1
    for index in range(stats.booked(match_id), len(match.finished)):
        record = match.finished[index]
        game = match.game if index == last and match.round_booked else None
        if game is None:
            game = Game.from_record(record)
        out.append((index, game, record.get("assisted") is True))
    return out
