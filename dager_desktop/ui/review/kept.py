"""Finished reviews kept beside the replays, so that a round is not reviewed twice.

A review lives in the replays folder's ``reviews`` folder, one JSON file per
round and seat (``<round id>-<seat>.json``, the id being the replay's
fingerprint), written atomically by the store's ``write_json`` and read by its
``load_json`` (a damaged file is moved aside with a Notice, as the store does for
its own).  A kept review is read back against its round
(``ai.review.review_from_json``): one that does not fit is not used.  No Qt here.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dager_desktop.ai.review import Review, ReviewError, review_from_json
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
        data = {"format": FORMAT, "version": VERSION, "review": review.to_json()}
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_json(self.path_of(record, review.seat), data, what=_WHAT)
        except (StoreError, OSError) as exc:
            log.warning("the review could not be kept: %s", exc)
            return False
        return True


def _check(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("it is not a review")
    if data.get("version") != VERSION:
        raise ValueError(f"review version {data.get('version')!r} is not read here")
    if not isinstance(data.get("review"), dict):
        raise ValueError("it holds no review")
