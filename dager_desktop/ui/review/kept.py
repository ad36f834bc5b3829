"""Finished reviews kept beside the replays, so that a round is not reviewed twice.

A review lives in the replays folder's ``reviews`` folder, one JSON file per
round and seat (``<round id>-<seat>.json``, the id being the replay's
fingerprint), written atomically by the store's ``write_json`` and read by its
``load_json`` (a damaged file is moved aside with a Notice, as the store does for
its own).  A kept review is read back against its round
(``ai.review.review_from_json``): one that does not fit is not used.  No Qt here.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from dager_desktop.ai.review import Review, ReviewError, review_from_json
from dager_desktop.engine import RuleSet
from dager_desktop.engine.rules import preset_name
from dager_desktop.store import StoreError, load_json, write_json
from dager_desktop.store.stats import round_fingerprint

log = logging.getLogger(__name__)

FORMAT = "dager-desktop/review"
VERSION = 1
MAX_BYTES = 1 << 20
_WHAT = "review file"


class KeptReviews:
    """The reviews of kept rounds, in ``folder`` (the replays folder's ``reviews``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @classmethod
    def beside(cls, replays_folder: Path) -> KeptReviews:
        return cls(replays_folder / "reviews")

    def path_of(self, record: Mapping[str, Any], seat: int) -> Path:
        return self.folder / f"{round_fingerprint(record)}-{seat}.json"

    def load(self, record: Mapping[str, Any], seat: int) -> Review | None:
        """The kept review of ``seat`` in ``record``'s round, or None (none, or unusable)."""
        path = self.path_of(record, seat)
        if not path.exists():
            return None
        loaded = load_json(path, what=_WHAT, max_bytes=MAX_BYTES, check=_check)
        for notice in loaded.notices:
            log.warning("a kept review was not used: %s", notice)
        if loaded.data is None:
            return None
        try:
            return review_from_json(loaded.data["review"], record)
        except ReviewError as exc:
            log.warning("the review %s does not fit its round: %s", path.name, exc)
            return None

    def save(self, record: Mapping[str, Any], review: Review) -> bool:
        """Keep a finished review; False (and logged) when it cannot be written."""
        summary = {"date": datetime.now().astimezone().isoformat(timespec="seconds"),
                   "preset": preset_of(record), "decisions": len(review.decisions),
                   "agreement": review.agreement, "expected_loss": review.expected_loss}
        data = {"format": FORMAT, "version": VERSION, "summary": summary,
                "review": review.to_json()}
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_json(self.path_of(record, review.seat), data, what=_WHAT)
        except (StoreError, OSError) as exc:
            log.warning("the review could not be kept: %s", exc)
            return False
        return True


    def history(self, preset: str | None) -> list[Kept]:
        """The kept reviews' summaries of ``preset``'s rounds, oldest first (rounds
        without a decision left out): the review's measures over time.  Files that
        cannot be read are passed over (``load`` says why when the round is asked for)."""
        try:
            paths = sorted(self.folder.glob("*.json"))
        except OSError:
            return []
        found = []
        for path in paths:
            try:
                if path.stat().st_size > MAX_BYTES:
                    continue
                summary = json.loads(path.read_text(encoding="utf-8")).get("summary")
                kept = Kept(str(summary["date"]), summary.get("preset"),
                            int(summary["decisions"]), float(summary["agreement"]),
                            float(summary["expected_loss"]))
            except (OSError, ValueError, TypeError, KeyError, AttributeError):
                continue
            if kept.preset == preset and kept.decisions:
                found.append(kept)
        return sorted(found, key=lambda k: k.date)


@dataclass(frozen=True)
class Kept:
    """One kept review's summary: when, which rules, and its two measures."""

    date: str
    preset: str | None
    decisions: int
    agreement: float
    expected_loss: float


def preset_of(record: Mapping[str, Any]) -> str | None:
    """The name of the preset ``record`` was played under; None for other or bad rules."""
    try:
        return preset_name(RuleSet.from_dict(dict(record["rules"])))
    except (KeyError, TypeError, ValueError):
        return None


def _check(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("it is not a review")
    if data.get("version") != VERSION:
        raise ValueError(f"review version {data.get('version')!r} is not read here")
    if not isinstance(data.get("review"), dict):
        raise ValueError("it holds no review")
