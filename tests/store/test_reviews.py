"""Kept reviews go with their replay: deleted, pruned, swept at start; a damaged one is
moved aside with a Notice, never read as a review and never a crash."""

from __future__ import annotations

import pytest

from dager_desktop.store import Replays
from dager_desktop.store.notices import LEFT_IN_PLACE, MOVED_ASIDE
from dager_desktop.store.reviews import Kept, ReviewFiles, wrap

from .helpers import aside_files, won_round


def _review(preset: str | None = "standard", date: str = "2026-01-01T10:00:00+08:00",
            decisions: int = 12, agreement: float = 0.75, loss: float = 0.4) -> dict:
    return wrap(Kept(date, preset, decisions, agreement, loss), {"seat": 0, "decisions": []})


@pytest.fixture
def replays(tmp_path) -> Replays:
    return Replays(tmp_path / "replays")


def _kept_with_reviews(replays: Replays, games) -> list[str]:
    ids = [replays.add(game).id for game in games]
    for round_id in ids:
        replays.reviews.save(round_id, 0, _review())
        replays.reviews.save(round_id, 1, _review())
    return ids


def test_deleting_a_replay_deletes_its_reviews(replays):
    one, two = _kept_with_reviews(replays, [won_round(nth=0), won_round(nth=1)])
    assert replays.delete(one)
    folder = replays.reviews.folder
    assert sorted(p.name for p in folder.iterdir()) == [f"{two}-0.json", f"{two}-1.json"]


def test_pruning_old_replays_prunes_their_reviews(tmp_path):
    replays = Replays(tmp_path / "replays", limit=2)
    first = _kept_with_reviews(replays, [won_round(nth=0)])
    later = _kept_with_reviews(replays, [won_round(nth=1), won_round(nth=2)])
    assert first[0] not in {i.id for i in replays.entries()[0]}
    left = {p.name.rsplit("-", 1)[0] for p in replays.reviews.folder.iterdir()}
    assert left == set(later)


def test_orphan_reviews_are_swept_at_start(replays):
    [kept] = _kept_with_reviews(replays, [won_round(nth=0)])
    replays.reviews.save("abc123", 0, _review())  # its replay went in a crash
    (replays.reviews.folder / "notes.txt").write_text("mine")  # not the game's: left alone
    assert replays.remove_orphan_reviews() == 1
    names = sorted(p.name for p in replays.reviews.folder.iterdir())
    assert names == [f"{kept}-0.json", f"{kept}-1.json", "notes.txt"]


def test_an_unreadable_replays_folder_sweeps_nothing(replays, monkeypatch):
    _kept_with_reviews(replays, [won_round(nth=0)])

    def unreadable(self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Replays, "_listed", unreadable)
    assert replays.remove_orphan_reviews() == 0  # every round would look deleted
    assert len(list(replays.reviews.folder.iterdir())) == 2


@pytest.mark.parametrize("damage", [b"{\"format\": \"dager-desktop/re", b"",
                                    b"[1, 2]", b"{\"format\": \"dager-desktop/review\", "
                                    b"\"version\": 1, \"review\": {}, \"summary\": "
                                    b"{\"date\": \"x\", \"decisions\": -4}}"])
def test_a_damaged_review_is_moved_aside_with_a_notice(tmp_path, damage):
    files = ReviewFiles(tmp_path / "reviews")
    files.save("ab12", 0, _review())
    path = files.path_of("ab12", 0)
    path.write_bytes(damage)
    loaded = files.load("ab12", 0)
    assert loaded.data is None and [n.code for n in loaded.notices] == [MOVED_ASIDE]
    assert not path.exists() and len(aside_files(path)) == 1
    assert files.load("ab12", 0).missing  # valued again, and kept anew


def test_the_history_reads_one_preset_oldest_first_and_sets_damage_aside(tmp_path):
    files = ReviewFiles(tmp_path / "reviews")
    files.save("aa", 0, _review(date="2026-03-02T10:00:00+08:00", agreement=0.5))
    files.save("bb", 0, _review(date="2026-03-01T10:00:00+08:00", agreement=1.0))
    files.save("cc", 0, _review(preset="mingtang"))
    files.save("dd", 0, _review(decisions=0))  # no decision with a choice: no measure
    files.path_of("ee", 0).write_text("{", encoding="utf-8")
    kept, notices = files.history("standard")
    assert [k.agreement for k in kept] == [1.0, 0.5]
    assert [n.code for n in notices] == [MOVED_ASIDE]
    assert files.history("standard") == (kept, [])  # said once: the file is aside now


def test_a_newer_versions_review_is_left_in_place(tmp_path):
    files = ReviewFiles(tmp_path / "reviews")
    files.save("ab12", 0, {**_review(), "version": 99})
    loaded = files.load("ab12", 0)
    assert [n.code for n in loaded.notices] == [LEFT_IN_PLACE]
    assert files.path_of("ab12", 0).exists()
