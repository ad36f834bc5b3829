"""Kept reviews (复盘) on disk: one file per round and seat, beside the round's replay.

Use::

    files = ReviewFiles.beside(replays.folder)       # <replays>/reviews/
    loaded = files.load(round_id, seat)              # a ``Loaded``: data, or notices
    files.save(round_id, seat, data)                 # StoreError if it cannot be written
    kept, notices = files.history("standard")        # summaries, oldest first
    every, notices = files.summaries()               # every preset's
    files.delete_round(round_id)                     # with its replay (``Replays``)
    files.remove_orphans(kept_ids)                   # at start: reviews of no kept round

A file is ``<round id>-<seat>.json``, the round id being the replay's
fingerprint (``stats.round_fingerprint``), so that ``Replays.delete`` and
``Replays.prune`` take a round's reviews with its replay.  It is written
atomically and read by ``atomic.load_json``: a damaged file is moved aside with
a Notice, one a newer version wrote is left in place.  The review itself is
``ai.review``'s JSON (the window layer reads it back against its round); the
store reads only the ``summary`` beside it — date, preset, decisions, agreement
and expected loss — for the measures over time.  No Qt and no ``ai`` here.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .aside import check_version, move_aside
from .atomic import Loaded, load_json, write_json
from .notices import WHY_CONTENT, WHY_WRONG_KIND, Notice, Refused
from .words import json_kind

FORMAT = "dager-desktop/review"
VERSION = 1
MAX_BYTES = 1 << 20  # a review of 25 decisions is a few KB
FOLDER = "reviews"  # inside the replays folder
WHAT = "review file"
#: A kept review's name: the round's fingerprint (as the replays write it) and the seat.
_NAME = re.compile(r"([0-9a-f]{1,64})-([0-9])\.json")


@dataclass(frozen=True)
class Kept:
    """One kept review's summary: when, which rules, and its two measures."""

    date: str  #: ISO 8601 local time the review was kept
    preset: str | None  #: None: custom rules
    decisions: int  #: decisions with a choice that were valued
    agreement: float  #: share of them that agree with the hard player, 0..1
    expected_loss: float  #: points lost a decision, on average


class ReviewFiles:
    """The ``reviews`` folder: reviews of kept rounds, by round id and seat."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @classmethod
    def beside(cls, replays_folder: Path) -> ReviewFiles:
        return cls(replays_folder / FOLDER)

    def path_of(self, round_id: str, seat: int) -> Path:
        return self.folder / f"{round_id}-{seat}.json"

    def load(self, round_id: str, seat: int) -> Loaded:
        """The file of ``seat``'s review of the round; one that is damaged is moved aside
        (its Notice in ``notices``), none at all is ``missing``."""
        return load_json(self.path_of(round_id, seat), what=WHAT, max_bytes=MAX_BYTES,
                         check=check_file)

    def save(self, round_id: str, seat: int, data: dict[str, Any]) -> None:
        """Write a review atomically; ``StoreError`` (with its Notice) when it cannot."""
        write_json(self.path_of(round_id, seat), data, what=WHAT)

    def set_aside(self, round_id: str, seat: int, reason: str) -> Notice:
        """Move a review that does not fit its round aside (never deleted), and say so."""
        return move_aside(self.path_of(round_id, seat), reason, what=WHAT, why=WHY_CONTENT)

    def history(self, preset: str | None) -> tuple[list[Kept], list[Notice]]:
        """The summaries of ``preset``'s kept reviews, oldest first (``summaries``)."""
        kept, notices = self.summaries()
        return [k for k in kept if k.preset == preset], notices

    def summaries(self) -> tuple[list[Kept], list[Notice]]:
        """Every kept review's summary, oldest first (rounds without a decision left
        out): the review's measures over time.  A damaged file is moved aside, with a
        Notice."""
        kept: list[Kept] = []
        notices: list[Notice] = []
        for path in self._files():
            loaded = load_json(path, what=WHAT, max_bytes=MAX_BYTES, check=check_file)
            notices.extend(loaded.notices)
            if loaded.data is not None:
                summary = summary_of(loaded.data)
                if summary.decisions:
                    kept.append(summary)
        return sorted(kept, key=lambda k: k.date), notices

    def delete_round(self, round_id: str) -> int:
        """Delete every review of round ``round_id`` (its replay is gone); how many went.
        One that cannot be deleted stays until the next start's ``remove_orphans``."""
        gone = 0
        for path in self._files():
            match = _NAME.fullmatch(path.name)
            if match is not None and match.group(1) == round_id:
                with contextlib.suppress(OSError):
                    path.unlink()
                    gone += 1
        return gone

    def remove_orphans(self, kept_ids: set[str]) -> int:
        """Delete the reviews of rounds whose replay is not kept (``kept_ids``): a crash
        between a replay's deletion and its reviews', or a review kept of a round whose
        replay could not be written.  Only at start, before anything is written here."""
        gone = 0
        for path in self._files():
            match = _NAME.fullmatch(path.name)
            if match is not None and match.group(1) not in kept_ids:
                with contextlib.suppress(OSError):
                    path.unlink()
                    gone += 1
        return gone

    def _files(self) -> list[Path]:
        """The review files, by name; none when the folder is missing or unreadable."""
        try:
            names = os.listdir(self.folder)
        except OSError:
            return []
        return sorted(self.folder / n for n in names if _NAME.fullmatch(n))


def round_id_of(path: Path) -> str | None:
    """The round id a review file's name gives; None for a name the game did not give."""
    match = _NAME.fullmatch(path.name)
    return match.group(1) if match is not None else None


def wrap(summary: Kept, review: dict[str, Any]) -> dict[str, Any]:
    """What a review file holds: the summary the measures read, and the review."""
    return {"format": FORMAT, "version": VERSION,
            "summary": {"date": summary.date, "preset": summary.preset,
                        "decisions": summary.decisions, "agreement": summary.agreement,
                        "expected_loss": summary.expected_loss},
            "review": review}


def summary_of(data: dict[str, Any]) -> Kept:
    """The summary of a checked file (``check_file`` saw to its values)."""
    s = data["summary"]
    return Kept(str(s["date"]), s.get("preset"), int(s["decisions"]), float(s["agreement"]),
                float(s["expected_loss"]))


def check_file(data: Any) -> None:
    """``Refused`` unless ``data`` is a review file with a usable summary."""
    if not isinstance(data, dict):
        raise Refused(f"it holds {json_kind(data)}, not a review", WHY_WRONG_KIND)
    if data.get("format") != FORMAT:
        raise Refused("it is not a review", WHY_WRONG_KIND)
    check_version(data, VERSION, "review")
    if not isinstance(data.get("review"), dict):
        raise Refused("it holds no review")
    if not _summary_usable(data.get("summary")):
        raise Refused("its summary is unreadable")


def _summary_usable(summary: Any) -> bool:
    if not isinstance(summary, dict):
        return False
    decisions: Any = summary.get("decisions")
    agreement: Any = summary.get("agreement")
    loss: Any = summary.get("expected_loss")
    return (isinstance(summary.get("date"), str)
            and isinstance(summary.get("preset"), (str, type(None)))
            and type(decisions) is int and 0 <= decisions <= 10_000
            and _finite(agreement) and 0 <= agreement <= 1
            and _finite(loss) and 0 <= loss <= 1e6)


def _finite(value: Any) -> bool:
    return type(value) in (int, float) and math.isfinite(value)
