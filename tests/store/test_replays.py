"""Replays: kept, listed, pruned, exported; imports checked fully, refused with the reason."""

from __future__ import annotations

import json
import os
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dager_desktop.engine import Game
from dager_desktop.store import Replays, StoreError
from dager_desktop.store.notices import (
    FOLDER_UNREADABLE,
    IMPORT_REFUSED,
    MOVED_ASIDE,
    REPLAY_MISSING,
)
from dager_desktop.store.stats import round_fingerprint

from .helpers import TEN_MB, aside_files, huang_round, luan_hu_round, play_out, won_round


@pytest.fixture
def replays(tmp_path) -> Replays:
    return Replays(tmp_path / "replays")


def test_a_kept_round_is_listed_and_loads(replays):
    game = won_round("mingtang")
    info = replays.add(game)
    [listed], notices = replays.entries()
    assert notices == [] and listed == info
    assert info.id == round_fingerprint(game.to_record())
    assert info.preset == "mingtang" and info.winner == 0 and info.dealer == game.dealer
    assert info.points(0) == game.result.payments[0] and info.hu == game.result.arrangement.hu
    assert info.mingtang == game.result.score.mingtang and not info.imported
    assert info.date[:4].isdigit()
    assert replays.load(info.id).to_record() == game.to_record()
    assert replays.find(info.id) == info


def test_steps_from_the_replay_store(tmp_path):
    replays = Replays(tmp_path)
    game = won_round("standard")
    steps = replays.steps(replays.add(game).id)
    assert steps.game_at(steps.count).result == game.result


def test_huang_rounds_are_kept_too(replays):
    info = replays.add(huang_round())
    assert info.winner is None and info.hu is None


def test_a_luan_hu_win_carries_the_engines_flag(replays):
    game = luan_hu_round("standard")
    info = replays.add(game)
    [listed], _ = replays.entries()
    assert listed == info and info.luan_hu and info.hu == 0
    assert not replays.add(won_round("standard")).luan_hu
    assert not replays.add(huang_round()).luan_hu


def test_a_summary_without_luan_hu_has_no_luan_hu_key(replays):
    """The flag is written only when true: any other summary is the one earlier versions
    wrote."""
    for game in (won_round("standard"), huang_round()):
        data = json.loads(replays.add(game).path.read_text(encoding="utf-8"))
        assert "luan_hu" not in data["summary"]
        assert set(data["summary"]) == {"dealer", "winner", "hu", "mingtang", "payments"}
    luan = json.loads(replays.add(luan_hu_round()).path.read_text(encoding="utf-8"))
    assert luan["summary"]["luan_hu"] is True


def test_a_summary_with_a_false_luan_hu_still_reads(replays):
    """Files kept by the version that wrote the flag always, false included."""
    info = replays.add(won_round("standard"))
    data = json.loads(info.path.read_text(encoding="utf-8"))
    data["summary"]["luan_hu"] = False
    info.path.write_text(json.dumps(data), encoding="utf-8")
    assert replays.entries() == ([info], [])


def test_unknown_summary_keys_are_no_damage(replays):
    info = replays.add(won_round("standard"))
    data = json.loads(info.path.read_text(encoding="utf-8"))
    data["summary"]["stars"] = 3  # a later version's
    info.path.write_text(json.dumps(data), encoding="utf-8")
    assert replays.entries() == ([info], [])


def _without_the_flag(info) -> None:
    """Make ``info``'s file one written before the summary kept the 乱胡 flag."""
    data = json.loads(info.path.read_text(encoding="utf-8"))
    data["summary"].pop("luan_hu", None)  # written only when true
    info.path.write_text(json.dumps(data), encoding="utf-8")


def test_a_file_kept_before_the_luan_hu_flag_still_reads(replays):
    """Older files have no ``luan_hu`` in their summary: they are listed as before, a win
    with 胡 reads as no 乱胡, and for a 0-胡 win the engine is asked by replaying it."""
    luan, plain, huang = (replays.add(g) for g in (luan_hu_round(), won_round(), huang_round()))
    for info in (luan, plain, huang):
        _without_the_flag(info)
    infos, notices = replays.entries()
    assert notices == [] and {i.id: i.luan_hu for i in infos} == {
        luan.id: True, plain.id: False, huang.id: False}
    assert replays.find(luan.id) == luan


def test_the_list_is_newest_first_and_the_same_round_is_kept_once(replays):
    games = [won_round("standard", nth=n) for n in range(3)]
    for game in games:
        replays.add(game)
    replays.add(games[0])
    infos, _ = replays.entries()
    assert [i.id for i in infos] == [round_fingerprint(g.to_record()) for g in reversed(games)]


def test_the_oldest_rounds_are_pruned(tmp_path):
    replays = Replays(tmp_path / "replays", limit=3)
    games = [won_round("standard", nth=n) for n in range(5)]
    for game in games:
        replays.add(game)
    infos, _ = replays.entries()
    assert [i.id for i in infos] == [round_fingerprint(g.to_record()) for g in games[:1:-1]]
    assert len(list((tmp_path / "replays").iterdir())) == 3


def test_an_unfinished_round_is_not_kept(replays):
    with pytest.raises(ValueError):
        replays.add(Game.new(seed=2))


def test_listing_five_hundred_rounds_is_quick(tmp_path):
    replays = Replays(tmp_path / "replays")
    replays.add(won_round("standard"))
    [path] = (tmp_path / "replays").iterdir()
    for n in range(499):  # copies under other names: the list reads files, not rounds
        (path.parent / f"2020{n:04d}-000000-000000-{n:024x}.json").write_bytes(path.read_bytes())
    started = time.perf_counter()
    infos, _ = replays.entries()
    assert len(infos) == 500 and time.perf_counter() - started < 1.5


def test_no_folder_yet_is_an_empty_list_without_a_word(replays):
    assert not replays.folder.exists()
    assert replays.entries() == ([], [])


def test_a_folder_that_cannot_be_read_is_said_not_shown_as_empty(tmp_path):
    # An empty list would read as every kept round deleted.
    blocker = tmp_path / "replays"
    blocker.write_text("a file where the folder should be")
    infos, [note] = Replays(blocker).entries()
    assert infos == [] and note.code == FOLDER_UNREADABLE
    assert note.params["path"] == str(blocker) and note.params["errno"] == "ENOTDIR"
    assert blocker.read_text() == "a file where the folder should be"  # left as it was


def test_a_damaged_kept_file_is_moved_aside_when_listed(replays):
    info = replays.add(won_round("standard"))
    info.path.write_bytes(info.path.read_bytes()[:100])
    infos, [note] = replays.entries()
    assert infos == [] and note.code == MOVED_ASIDE
    assert len(aside_files(info.path)) == 1


@pytest.mark.parametrize("damage", [
    lambda d: d["summary"].pop("dealer"),
    lambda d: d["summary"].update(winner=7),
    lambda d: d["summary"].update(winner=[1]),
    lambda d: d["summary"].update(dealer="0"),
    lambda d: d["summary"].update(mingtang=5),
    lambda d: d["summary"].update(mingtang=[1]),
    lambda d: d["summary"].update(hu="12"),
    lambda d: d["summary"].update(payments={"x": 1}),
    lambda d: d.update(preset=["x"]),
    lambda d: d["summary"].pop("winner"),
    lambda d: d["summary"].update(winner=4, payments={**d["summary"]["payments"], "4": 0}),
    lambda d: d["summary"].update(dealer=-1, payments={**d["summary"]["payments"], "-1": 0}),
    lambda d: d["summary"].update(luan_hu="yes"),
    # 乱胡 is a win with 0 胡
    lambda d: d["summary"].update(luan_hu=True, hu=12),
    lambda d: d["summary"].update(luan_hu=True, hu=None),
    lambda d: d["summary"].update(luan_hu=True, hu=0, winner=None),
    # JSON text may hold NaN and Infinity: they are no points ("+nan" in the list)
    lambda d: d["summary"].update(payments={**d["summary"]["payments"], "0": float("nan")}),
    lambda d: d["summary"].update(payments={**d["summary"]["payments"], "1": float("inf")}),
    lambda d: d["summary"].update(payments={**d["summary"]["payments"], "1": 10**400}),
], ids=["no-dealer", "winner-7", "winner-list", "dealer-text", "mingtang-5", "mingtang-ints",
        "hu-text", "seat-x", "preset-list", "no-winner", "seat-4", "seat-minus-1",
        "luan-hu-text", "luan-hu-12-hu", "luan-hu-no-hu", "luan-hu-huang", "nan", "infinity",
        "400 digits"])
def test_a_kept_file_with_a_damaged_summary_is_moved_aside_not_listed(replays, damage):
    info = replays.add(won_round("standard"))
    data = json.loads(info.path.read_text(encoding="utf-8"))
    damage(data)
    info.path.write_text(json.dumps(data), encoding="utf-8")
    infos, [note] = replays.entries()
    assert infos == [] and note.code == MOVED_ASIDE
    assert len(aside_files(info.path)) == 1


def test_a_tampered_kept_file_is_refused_on_load_and_moved_aside(replays):
    info = replays.add(won_round("standard"))
    data = json.loads(info.path.read_text(encoding="utf-8"))
    actions = data["round"]["actions"]
    step = next(i for i, a in enumerate(actions) if a["kind"] == "discard")
    actions[step]["card"] = "d10" if actions[step]["card"] != "d10" else "x1"
    info.path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(StoreError) as refused:
        replays.load(info.id)
    assert refused.value.notice.code == MOVED_ASIDE
    assert refused.value.notice.params["why"] == "does_not_replay"  # not just "damaged"
    assert f"step {step + 1}:" in str(refused.value)
    assert not info.path.exists() and len(aside_files(info.path)) == 1


def test_a_missing_replay_says_so(replays):
    with pytest.raises(StoreError) as missing:
        replays.load("0123456789abcdef01234567")
    assert missing.value.notice.code == REPLAY_MISSING
    with pytest.raises(StoreError):
        replays.load("../../etc/passwd")


# -- export and import ---------------------------------------------------------------------


@settings(max_examples=12, deadline=None)
@given(preset=st.sampled_from(["standard", "standard_3p", "mingtang", "seed000", "online001"]),
       nth=st.integers(0, 2))
def test_export_then_import_gives_the_same_round(tmp_path_factory, preset, nth):
    folder = tmp_path_factory.mktemp("r")
    game = won_round(preset, nth=nth)
    source = Replays(folder / "mine")
    info = source.add(game)
    source.export(info.id, folder / "round.json")
    other = Replays(folder / "theirs")
    imported = other.import_file(folder / "round.json")
    assert imported.id == info.id and imported.imported and imported.preset == preset
    assert other.load(imported.id).to_record() == game.to_record()


def test_a_bare_round_record_imports(replays, tmp_path):
    game = won_round("standard")
    (tmp_path / "bare.json").write_text(json.dumps(game.to_record()), encoding="utf-8")
    info = replays.import_file(tmp_path / "bare.json")
    assert replays.load(info.id).to_record() == game.to_record()


@pytest.mark.parametrize("seed", [12345, None])
def test_a_round_whose_seed_was_changed_but_deal_kept_is_kept_once(replays, tmp_path, seed):
    # Before, the seed was part of the id: the same round was kept twice, under two ids.
    game = won_round("standard")
    first = replays.add(game)
    record = game.to_record()
    if seed is None:
        del record["seed"]
    else:
        record["seed"] = seed
    (tmp_path / "edited.json").write_text(json.dumps(record), encoding="utf-8")
    again = replays.import_file(tmp_path / "edited.json")
    infos, _ = replays.entries()
    assert again.id == first.id and [i.id for i in infos] == [first.id]


def exported(tmp_path) -> dict:
    replays = Replays(tmp_path / "source")
    info = replays.add(won_round("standard"))
    replays.export(info.id, tmp_path / "good.json")
    return json.loads((tmp_path / "good.json").read_text(encoding="utf-8"))


def set_action(index, **changes):
    def change(data):
        data["round"]["actions"][index].update(changes)
    return change


REFUSED = {
    "bad JSON": (lambda d: "{not json", "not valid JSON"),
    "empty": (lambda d: "", "empty"),
    "truncated": (lambda d: json.dumps(d)[:300], "not valid JSON"),
    "a list": (lambda d: [1, 2], "it holds a list, not a replay"),
    "newer version": (lambda d: {**d, "version": 2}, "newer version of the game"),
    "unknown version": (lambda d: {**d, "version": 0}, "version 0 is not supported"),
    "round version": (lambda d: {**d, "round": {**d["round"], "version": 0}}, "version 0"),
    "other format": (lambda d: {**d, "format": "chess/pgn"}, "not a replay"),
    "unknown preset": (lambda d: {**d, "preset": "las_vegas"}, "unknown rules preset"),
    "rules not the preset": (
        lambda d: {**d, "round": {**d["round"], "rules": {**d["round"]["rules"],
                                                          "min_hu": 14}}},
        "do not match the preset 'standard' (they differ in min_hu)"),
    "unknown rules key": (
        lambda d: {**d, "preset": None, "round": {**d["round"], "rules": {"colour": "red"}}},
        "unknown rules key: 'colour'"),
    "bad rules value": (
        lambda d: {**d, "preset": None, "round": {**d["round"], "rules": {"seats": 9}}},
        "seats"),
    "no round": (lambda d: {**d, "round": None}, "holds no round"),
    "not the 80 cards": (
        lambda d: {**d, "round": {**d["round"], "deal": {**d["round"]["deal"],
                                                         "stock": "x1 " * 19}}},
        "deal"),
    "unfinished": (lambda d: {**d, "round": {**d["round"], "actions": d["round"]["actions"][:2]}},
                   "not finished"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_a_bad_import_is_refused_naming_the_problem_and_nothing_is_kept(tmp_path, replays, case):
    make, words = REFUSED[case]
    data = make(exported(tmp_path))
    source = tmp_path / "import.json"
    source.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    before = source.read_bytes()
    with pytest.raises(StoreError) as refused:
        replays.import_file(source)
    note = refused.value.notice
    assert note.code == IMPORT_REFUSED and words in note.text, note.text
    assert str(source) in note.text and note.text.endswith(".")
    assert replays.entries() == ([], [])
    assert source.read_bytes() == before  # the user's own file is left alone


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [("card", "d10", "step 4"), ("kind", "hu", "step 4"), ("seat", 7, "step 4"),
     ("kind", "fly", "unknown action kind")],
)
def test_a_tampered_action_is_refused_naming_the_step(tmp_path, replays, field, value, words):
    data = exported(tmp_path)
    data["round"]["actions"][3][field] = value
    source = tmp_path / "import.json"
    source.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(StoreError) as refused:
        replays.import_file(source)
    assert words in str(refused.value) and "does not replay" in str(refused.value)
    assert replays.entries() == ([], [])


def test_a_tampered_summary_is_replaced_by_the_truth(tmp_path, replays):
    data = exported(tmp_path)
    data["summary"]["winner"] = 2
    data["summary"]["payments"] = {"0": -1000, "1": 1000}
    (tmp_path / "import.json").write_text(json.dumps(data), encoding="utf-8")
    info = replays.import_file(tmp_path / "import.json")
    assert info.winner == 0 and info.points(0) > 0


def test_a_10_mb_import_is_refused_quickly(tmp_path, replays):
    source = tmp_path / "big.json"
    source.write_bytes(b"[" * TEN_MB)
    started = time.perf_counter()
    with pytest.raises(StoreError, match="at most 2 MB"):
        replays.import_file(source)
    assert time.perf_counter() - started < 0.5


def test_a_missing_or_unreadable_import_is_refused(tmp_path, replays):
    with pytest.raises(StoreError, match="No such file"):
        replays.import_file(tmp_path / "nothing.json")
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(StoreError):
        replays.import_file(tmp_path / "folder.json")


def test_export_writes_a_readable_file(tmp_path, replays):
    game = play_out(won_round("standard"), None)
    info = replays.add(game)
    replays.export(info.id, tmp_path / "out" / "round.json")
    data = json.loads((tmp_path / "out" / "round.json").read_text(encoding="utf-8"))
    assert data["format"] == "dager-desktop/replay" and data["round"] == game.to_record()
    if os.name == "posix":  # made to be shared: others may read it, as umask allows
        umask = os.umask(0o022)
        os.umask(umask)
        assert (tmp_path / "out" / "round.json").stat().st_mode & 0o777 == 0o666 & ~umask


def test_an_engine_failure_on_import_is_a_refusal_not_a_crash(tmp_path, replays, monkeypatch):
    data = exported(tmp_path)
    (tmp_path / "import.json").write_text(json.dumps(data), encoding="utf-8")

    def broken(record):
        raise AttributeError("engine bug")

    monkeypatch.setattr(Game, "from_record", staticmethod(broken))
    with pytest.raises(StoreError, match="AttributeError: engine bug"):
        replays.import_file(tmp_path / "import.json")


def test_adding_a_round_whose_kept_copy_is_damaged_writes_it_anew(replays):
    game = won_round("standard")
    info = replays.add(game)
    info.path.write_bytes(b"garbage")
    again = replays.add(game)
    assert replays.load(again.id).to_record() == game.to_record()
    assert len(aside_files(info.path)) == 1


def test_a_deleted_round_leaves_the_list(replays):
    games = [won_round("standard", nth=n) for n in range(2)]
    kept = [replays.add(game) for game in games]
    assert replays.delete(kept[0].id)
    assert [i.id for i in replays.entries()[0]] == [kept[1].id]
    assert not replays.delete(kept[0].id)
    assert not replays.delete("../settings")  # not an id: never reaches the file system


@pytest.mark.parametrize(("case", "why"), [
    ("unknown preset", "preset"), ("rules not the preset", "rules"),
    ("unknown rules key", "does_not_replay"), ("not the 80 cards", "does_not_replay"),
    ("unfinished", "unfinished"),
])
def test_a_refused_import_names_the_kind_of_problem(tmp_path, replays, case, why):
    """The player's language says the kind (``why``); the English detail is the reason."""
    make, _words = REFUSED[case]
    source = tmp_path / "import.json"
    source.write_text(json.dumps(make(exported(tmp_path))), encoding="utf-8")
    with pytest.raises(StoreError) as refused:
        replays.import_file(source)
    assert refused.value.notice.params["why"] == why


@pytest.mark.parametrize("name", ["my favourite round.json", "abc.json", "ROUND.JSON",
                                  "backup-{id}.json"])
def test_a_replay_copied_into_the_folder_by_hand_is_listed_and_opens(tmp_path, name):
    # Before, it was listed under an id taken from its name, and opening it said the
    # replay was no longer there.
    source = Replays(tmp_path / "source")
    kept = source.add(won_round("standard"))
    name = name.format(id=kept.id)  # named like a kept one, but not by the game
    replays = Replays(tmp_path / "replays")
    replays.folder.mkdir()
    (replays.folder / name).write_bytes(kept.path.read_bytes())
    [listed], notices = replays.entries()
    assert notices == [] and listed.id == kept.id
    assert listed.path.name[:8] == kept.path.name[:8]  # named by the day it was played
    assert replays.load(listed.id).to_record() == source.load(kept.id).to_record()
    assert [p.name for p in replays.folder.iterdir()] == [listed.path.name]  # renamed
    (replays.folder / name).write_bytes(kept.path.read_bytes())  # a second copy
    [again], _ = replays.entries()
    assert again == listed  # listed once; the copy is left as it is
    assert (replays.folder / name).exists()
