"""Practice rounds are counted apart: per preset and kind, with the difference from the
first time; written atomically, a damaged file moved aside, bad entries dropped alone."""

from __future__ import annotations

import json

import pytest

from dager_desktop.store import load_practice, save_practice
from dager_desktop.store.notices import COPY_KEPT, LEFT_IN_PLACE, MOVED_ASIDE
from dager_desktop.store.practice import AGAIN, STAND_IN, Practice, PracticeEntry

from .helpers import aside_files


@pytest.fixture
def path(tmp_path):
    return tmp_path / "practice.json"


def test_rounds_points_and_the_difference_from_the_first_time():
    practice = Practice()
    assert practice.record(AGAIN, "standard", points=6, first=-3)
    assert practice.record(AGAIN, "standard", points=-2, first=None)  # a new deal there
    assert practice.record(STAND_IN, "standard", points=4, first=-3, round_id="ab")
    entry = practice.entry("standard", AGAIN)
    assert entry == PracticeEntry(rounds=2, points=4, compared=1, difference=9)
    assert entry.mean_difference == 9
    assert practice.entry("standard", STAND_IN).rounds == 1
    assert practice.entry("mingtang", AGAIN) == PracticeEntry()
    assert practice.entry("mingtang", AGAIN).mean_difference is None


def test_the_same_stand_in_round_is_counted_once():
    practice = Practice()
    assert practice.record(STAND_IN, "standard", points=4, first=-3, round_id="ab")
    assert not practice.record(STAND_IN, "standard", points=4, first=-3, round_id="ab")
    assert practice.entry("standard", STAND_IN).rounds == 1


def test_custom_rules_are_filed_apart():
    practice = Practice()
    practice.record(AGAIN, None, points=1.5, first=0)
    assert practice.entry("custom", AGAIN).points == 1.5


def test_saved_and_read_back(path):
    practice = Practice()
    practice.record(AGAIN, "standard", points=6, first=-3)
    practice.record(STAND_IN, "mingtang", points=-1.5, first=2, round_id="cd")
    save_practice(practice, path)
    again, notices = load_practice(path)
    assert notices == [] and again == practice
    assert not list(path.parent.glob(".*.tmp"))  # written whole, then put in place


def test_no_file_is_no_practice_and_no_notice(path):
    practice, notices = load_practice(path)
    assert practice == Practice() and notices == []


@pytest.mark.parametrize("damage", [b"", b"{\"format\": \"dager-desk", b"[1]",
                                    b"{\"format\": \"dager-desktop/statistics\"}"])
def test_a_damaged_file_is_moved_aside_with_a_notice(path, damage):
    path.write_bytes(damage)
    practice, notices = load_practice(path)
    assert practice == Practice() and [n.code for n in notices] == [MOVED_ASIDE]
    assert not path.exists() and len(aside_files(path)) == 1


def test_a_bad_entry_is_dropped_alone_and_a_copy_kept(path):
    good = Practice()
    good.record(AGAIN, "standard", points=6, first=-3)
    data = good.to_dict()
    data["presets"]["mingtang"] = {AGAIN: {"rounds": 1, "compared": 5}}
    path.write_text(json.dumps(data), encoding="utf-8")
    practice, notices = load_practice(path)
    assert practice.presets == good.presets
    assert [n.code for n in notices] == [COPY_KEPT]
    assert len(list(path.parent.glob("practice.json.damaged-*"))) == 1


def test_a_newer_versions_file_is_left_in_place(path):
    path.write_text(json.dumps({**Practice().to_dict(), "version": 7}), encoding="utf-8")
    _, notices = load_practice(path)
    assert [n.code for n in notices] == [LEFT_IN_PLACE] and path.exists()
