"""A kept round's summary: what the Replays list shows without replaying the round.

A replay file (``replays.py``) holds the round record and, beside it, a
``summary`` made here from the finished ``Game``: dealer, winner, the win's
胡, 名堂, every seat's points, and the 乱胡 flag (only when true, so that any
other summary is the same as earlier versions wrote).  ``info`` reads it back
into a ``ReplayInfo``; ``summary_usable`` says whether a file's summary can be
shown.  Listing 500 rounds reads these summaries, never the rounds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import Game

#: seats at a table at most (RULES.md §B1): seat numbers are 0..3
MOST_SEATS = 4
#: More points than any round pays: a bigger number is damage, not a score.
MOST_POINTS = 1e12


@dataclass(frozen=True)
class ReplayInfo:
    """One line of the Replays list."""

    id: str  #: the round's fingerprint
    path: Path
    date: str  #: ISO 8601 local time the round was kept (or imported)
    preset: str | None  #: None: custom rules
    dealer: int
    winner: int | None  #: None: 黄牌
    hu: int | None  #: the winner's 胡
    mingtang: tuple[str, ...]
    payments: Mapping[int, float]  #: seat → points of the round
    imported: bool
    luan_hu: bool = False  #: the engine's ``Arrangement.luan_hu``: a win with 0 胡

    def points(self, seat: int = 0) -> float:
        return self.payments.get(seat, 0)


def summary_of(game: Game) -> dict[str, Any]:
    """The summary of a finished round, as a replay file keeps it."""
    result = game.result
    assert result is not None
    won = result.arrangement if result.winner is not None else None
    summary: dict[str, Any] = {
        "dealer": game.dealer,
        "winner": result.winner,
        "hu": won.hu if won is not None else None,
        "mingtang": list(result.score.mingtang) if result.score else [],
        "payments": {str(s): p for s, p in sorted(result.payments.items())},
    }
    if won is not None and won.luan_hu:
        # The engine's word, kept so that the list can say 乱胡 without replaying; only
        # when true, so that any other summary is the one earlier versions wrote.
        summary["luan_hu"] = True
    return summary


def info(path: Path, wrapper: Mapping[str, Any]) -> ReplayInfo:
    """The list's line for the replay file at ``path`` holding ``wrapper``."""
    summary = wrapper["summary"]
    return ReplayInfo(
        id=path.stem.rsplit("-", 1)[-1],
        path=path,
        date=str(wrapper.get("date", "")),
        preset=wrapper.get("preset"),
        dealer=summary["dealer"],
        winner=summary["winner"],
        hu=summary.get("hu"),
        mingtang=tuple(summary.get("mingtang", ())),
        payments={int(s): p for s, p in summary["payments"].items()},
        imported=bool(wrapper.get("imported", False)),
        luan_hu=_luan_hu(wrapper),
    )


def _luan_hu(wrapper: Mapping[str, Any]) -> bool:
    """The engine's 乱胡 flag of the win.  It is stored only when true, and files kept
    before the flag was stored lack it: where it is missing, the engine is asked again
    by replaying the round (about 2 ms), but only where the summary leaves the question
    open — a win of 0 胡 — so that a long list of old files still reads quickly.  A
    round that does not replay is refused when opened, not here."""
    summary = wrapper["summary"]
    if "luan_hu" in summary:
        return bool(summary["luan_hu"])
    if summary["winner"] is None or summary.get("hu") != 0:
        return False
    # A 0-胡 win without the flag: a file of an older version, or (rarely) an instant win.
    try:
        result = Game.from_record(wrapper["round"]).result
    except Exception:  # RecordError, or an engine bug: say no more than the old file did
        return False
    won = result.arrangement if result is not None and result.winner is not None else None
    return won is not None and won.luan_hu


def summary_usable(summary: Any) -> bool:
    """Seats that are seats, 胡 a whole number, 名堂 a list of names, points numbers, and
    乱胡 only on a win with 0 胡.  Keys it does not know are no damage: a later version's."""
    if not isinstance(summary, dict) or not isinstance(summary.get("payments"), dict):
        return False
    payments = summary["payments"]
    if not payments or not all(_is_number(p) for p in payments.values()):
        return False
    try:
        seats = {int(s) for s in payments}
    except ValueError:
        return False
    mingtang = summary.get("mingtang", [])
    return (
        seats <= set(range(MOST_SEATS))
        and _is_int(summary.get("dealer")) and summary["dealer"] in seats
        and "winner" in summary  # None for 黄牌
        and (summary["winner"] is None
             or (_is_int(summary["winner"]) and summary["winner"] in seats))
        and (summary.get("hu") is None or _is_int(summary["hu"]))
        and type(summary.get("luan_hu", False)) is bool  # absent unless true
        # 乱胡 is a win with 0 胡: a flag on anything else is damage
        and (summary.get("luan_hu") is not True
             or (summary["winner"] is not None and summary.get("hu") == 0))
        and isinstance(mingtang, list) and all(isinstance(m, str) for m in mingtang)
    )


def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_number(value: Any) -> bool:
    """A JSON number the list can show: NaN, infinity and 400-digit numbers are not
    points (``math.isfinite`` would raise on the last)."""
    return type(value) in (int, float) and value == value and abs(value) <= MOST_POINTS
