"""Finished reviews kept beside the replays, so that a round is not reviewed twice.

The files are the store's (``store.reviews``: ``<replays>/reviews/<round id>-<seat>.json``,
written atomically, a damaged one moved aside with a Notice, deleted with their
replay); here a review is turned into a file and back, against its round
(``ai.review.review_from_json``): one that does not fit its round is moved aside
too, with a Notice, and valued again.  No Qt here: it runs on the task runner.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from dager_desktop.ai.review import Review, ReviewError, review_from_json
from dager_desktop.engine import RuleSet
from dager_desktop.engine.rules import preset_name
from dager_desktop.store import Notice, StoreError
from dager_desktop.store.reviews import Kept, ReviewFiles, wrap
from dager_desktop.store.stats import round_fingerprint

log = logging.getLogger(__name__)

__all__ = ["Kept", "KeptReviews", "preset_of"]


class KeptReviews:
    """The reviews of kept rounds, in ``folder`` (the replays folder's ``reviews``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.files = ReviewFiles(folder)

    @classmethod
    def beside(cls, replays_folder: Path) -> KeptReviews:
        return cls(ReviewFiles.beside(replays_folder).folder)

    def path_of(self, record: Mapping[str, Any], seat: int) -> Path:
        return self.files.path_of(round_fingerprint(record), seat)

    def load(self, record: Mapping[str, Any], seat: int) -> tuple[Review | None, list[Notice]]:
        """The kept review of ``seat`` in ``record``'s round, or None (none, or unusable:
        then set aside, the Notice saying so)."""
        round_id = round_fingerprint(record)
        loaded = self.files.load(round_id, seat)
        if loaded.data is None:
            return None, loaded.notices
        try:
            return review_from_json(loaded.data["review"], record), []
        except Exception as exc:  # ReviewError, or a shape it did not foresee: never a crash
            why = exc if isinstance(exc, ReviewError) else f"{type(exc).__name__}: {exc}"
            reason = f"it does not fit its round ({why})"
            return None, [self.files.set_aside(round_id, seat, reason)]

    def save(self, record: Mapping[str, Any], review: Review) -> bool:
        """Keep a finished review; False (and logged) when it cannot be written."""
        summary = Kept(datetime.now().astimezone().isoformat(timespec="seconds"),
                       preset_of(record), len(review.decisions), review.agreement,
                       review.expected_loss)
        try:
            self.files.save(round_fingerprint(record), review.seat,
                            wrap(summary, review.to_json()))
        except StoreError as exc:
            log.warning("the review could not be kept: %s", exc)
            return False
        return True

    def history(self, preset: str | None) -> tuple[list[Kept], list[Notice]]:
        """The kept reviews' summaries of ``preset``'s rounds, oldest first, and what was
        said of damaged files (``store.reviews.ReviewFiles.history``)."""
        return self.files.history(preset)


def preset_of(record: Mapping[str, Any]) -> str | None:
    """The name of the preset ``record`` was played under; None for other or bad rules."""
    try:
        return preset_name(RuleSet.from_dict(dict(record["rules"])))
    except (KeyError, TypeError, ValueError):
        return None
