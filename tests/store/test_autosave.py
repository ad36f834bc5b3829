"""The autosave: save→load gives the same match; bad files are moved aside, never crash."""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dager_desktop.engine import Match
from dager_desktop.store import Autosave, StoreError
from dager_desktop.store import atomic as atomic_module
from dager_desktop.store.notices import COPY_KEPT, MOVED_ASIDE

from .helpers import aside_files, damaged_variants, pick, play_match, play_out


def test_no_autosave_means_nothing_to_resume_and_no_message(tmp_path):
    autosave = Autosave(tmp_path / "autosave.json")
    assert not autosave.exists()
    assert autosave.load() == (None, [])


@settings(max_examples=25, deadline=None)
@given(
    preset=st.sampled_from(["standard", "standard_3p", "online001"]),
    seed=st.integers(0, 10_000),
    rounds=st.integers(0, 3),
    steps=st.integers(0, 40),
)
def test_save_then_load_gives_the_same_match(tmp_path_factory, preset, seed, rounds, steps):
    match = play_match(preset, seed, rounds, steps)
    path = tmp_path_factory.mktemp("a") / "autosave.json"
    Autosave(path).save(match, extra={"levels": ["hard", "easy", "normal"]})
    resume, notices = Autosave(path).load()
    assert notices == []
    assert resume.match.to_record() == match.to_record()  # the same, a just-ended round booked
    game = match.game
    unbooked = game is not None and game.over and all(r is not game.result for r in match.results)
    pending = game.result.payments if unbooked else {}
    assert resume.match.totals == {s: t + pending.get(s, 0) for s, t in match.totals.items()}
    assert resume.preset == preset and resume.extra == {"levels": ["hard", "easy", "normal"]}
    if match.game is not None and not match.game.over:
        assert resume.match.game.view(0) == match.game.view(0)
        assert resume.match.game.decisions() == match.game.decisions()


def test_saving_after_every_move_keeps_up_with_the_match(tmp_path):
    """Every save is whole and current, across round ends (the text cache stays right)."""
    path = tmp_path / "autosave.json"
    autosave = Autosave(path)
    rng = random.Random(5)
    match = Match.new(seed=5)
    for _ in range(3):
        game = match.next_round()
        while not game.over:
            game.apply(*pick(game, rng))
            autosave.save(match)
        autosave.save(match)
        assert Autosave(path).load()[0].match.to_record() == match.to_record()
    match.record_result(match.game.result)
    autosave.save(match)
    assert Autosave(path).load()[0].match.to_record() == match.to_record()


def test_a_round_just_ended_but_not_booked_is_not_lost(tmp_path):
    match = play_match("standard", 2, rounds=1, book_last=False)
    rng = random.Random(2)
    game = play_out(match.next_round(), rng)  # over, but record_result not called
    assert game.over and len(match.results) == 1
    autosave = Autosave(tmp_path / "autosave.json")
    autosave.save(match)
    resume, _ = autosave.load()
    assert resume.rounds_played == 2 and not resume.in_round
    assert resume.match.game.over
    assert resume.match.game.result.payments == game.result.payments


def test_the_summary_for_the_continue_dialog(tmp_path):
    match = play_match("standard_3p", 4, rounds=2, extra_steps=5)
    autosave = Autosave(tmp_path / "autosave.json")
    autosave.save(match)
    summary = autosave.load()[0].summary()
    assert summary["preset"] == "standard_3p" and summary["rounds_played"] == 2
    assert summary["in_round"] and summary["totals"] == match.totals
    assert summary["saved_at"][:4].isdigit()


@pytest.mark.parametrize("preset", ["zzz", "mingtang", None])
def test_a_match_whose_rules_are_not_its_presets_is_put_aside_not_offered(tmp_path, preset):
    # A later version may change a preset's rules: the saved match cannot go on as that
    # preset, and Continue must not quietly deal a new match over it.
    path = tmp_path / "autosave.json"
    Autosave(path).save(play_match("standard", 3, rounds=1, extra_steps=4))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["preset"] = preset
    path.write_text(json.dumps(data), encoding="utf-8")
    resume, [note] = Autosave(path).load()
    assert resume is None and note.code == MOVED_ASIDE and note.params["why"] == "version"
    assert len(aside_files(path)) == 1


def test_a_new_match_in_the_same_autosave_object_is_saved_whole(tmp_path):
    path = tmp_path / "autosave.json"
    autosave = Autosave(path)
    autosave.save(play_match("standard", 1, rounds=2, extra_steps=3))
    second = play_match("standard", 9, rounds=1, extra_steps=2)
    autosave.save(second)
    assert Autosave(path).load()[0].match.to_record() == second.to_record()


def test_discard_keeps_the_old_autosave_as_previous(tmp_path):
    path = tmp_path / "autosave.json"
    autosave = Autosave(path)
    autosave.save(play_match("standard", 1, rounds=1))
    before = path.read_bytes()
    autosave.discard()
    assert not path.exists()
    assert (tmp_path / "autosave-previous.json").read_bytes() == before
    autosave.discard()  # nothing to discard: fine
    assert autosave.load() == (None, [])


def test_background_saves_land_and_the_latest_wins(tmp_path):
    path = tmp_path / "autosave.json"
    autosave = Autosave(path, background=True)
    match = play_match("standard", 6, rounds=1, extra_steps=1)
    rng = random.Random(6)
    for n in range(30):
        match.game.apply(*pick(match.game, rng))
        autosave.save(match, extra={"n": n})
        if match.game.over:
            break
    assert autosave.flush()
    resume, _ = Autosave(path).load()
    assert resume.extra == {"n": n} and resume.match.to_record() == match.to_record()


def test_a_background_discard_comes_between_the_saves_before_and_after(tmp_path, monkeypatch):
    """The writer thread puts the old match aside: after the old match's last save,
    before the new match's first, and without the caller waiting on the disk."""
    from dager_desktop.store import atomic

    path = tmp_path / "autosave.json"
    gate = threading.Event()
    real_write = atomic.write_bytes

    def slow_write(*args, **kwargs):
        gate.wait(10)
        real_write(*args, **kwargs)

    monkeypatch.setattr(atomic, "write_bytes", slow_write)
    autosave = Autosave(path, background=True)
    old, new = (play_match("standard", seed, rounds=1, extra_steps=2) for seed in (1, 2))
    autosave.save(old)
    started = time.perf_counter()
    autosave.discard()
    autosave.save(new)
    assert time.perf_counter() - started < 0.5  # nothing waited for the held-up disk
    gate.set()
    assert autosave.flush()
    previous = Autosave(tmp_path / "autosave-previous.json").load()[0]
    assert previous.match.to_record() == old.to_record()
    assert Autosave(path).load()[0].match.to_record() == new.to_record()


def test_a_save_that_cannot_finish_in_time_is_not_called_saved(tmp_path, monkeypatch):
    from dager_desktop.store import atomic

    gate = threading.Event()
    monkeypatch.setattr(atomic, "write_bytes", lambda *args, **kwargs: gate.wait(10))
    autosave = Autosave(tmp_path / "autosave.json", background=True)
    monkeypatch.setattr(autosave, "flush", lambda timeout=10.0: False)
    try:
        with pytest.raises(StoreError, match="did not finish"):
            autosave.save(play_match("standard", 1, rounds=0, extra_steps=1), wait=True)
    finally:
        gate.set()


def test_a_background_write_error_is_raised_by_the_next_save(tmp_path, monkeypatch):
    autosave = Autosave(tmp_path / "autosave.json", background=True)
    match = play_match("standard", 6, rounds=0, extra_steps=2)

    def full(path, data, **_options):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("dager_desktop.store.atomic.write_bytes", full)
    with pytest.raises(StoreError, match="No space left"):
        autosave.save(match, wait=True)
    monkeypatch.undo()
    autosave.save(match, wait=True)
    assert Autosave(tmp_path / "autosave.json").load()[0] is not None


def test_a_foreground_write_error_raises_and_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    match = play_match("standard", 6, rounds=0, extra_steps=2)
    Autosave(path).save(match)
    before = path.read_bytes()

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_module.os, "fsync", full)
    with pytest.raises(StoreError) as info:
        Autosave(path).save(match)
    assert str(path) in info.value.notice.text
    assert path.read_bytes() == before


def test_a_match_too_long_to_read_back_is_not_written_and_says_why(tmp_path, monkeypatch):
    """A save past the read limit would be refused at the next start: the last
    readable save stays, and the failure names the cause (thousands of rounds)."""
    from dager_desktop.store import autosave as autosave_module

    path = tmp_path / "autosave.json"
    autosave = Autosave(path, background=True)
    short = play_match("standard", 6, rounds=1, extra_steps=2)
    autosave.save(short, wait=True)
    before = path.read_bytes()
    monkeypatch.setattr(autosave_module, "MAX_BYTES", len(before) + 10)
    with pytest.raises(StoreError) as info:
        autosave.save(play_match("standard", 6, rounds=3, extra_steps=2), wait=True)
    assert info.value.notice.params["why"] == "match_too_long"
    assert "3 rounds" in info.value.notice.text
    assert path.read_bytes() == before
    assert Autosave(path).load()[0] is not None


def test_stale_temporary_files_from_a_kill_are_cleared_on_load(tmp_path):
    path = tmp_path / "autosave.json"
    Autosave(path).save(play_match("standard", 1, rounds=0, extra_steps=1))
    (tmp_path / ".autosave.json.dead.tmp").write_bytes(b'{"half')
    assert Autosave(path).load()[0] is not None
    assert not (tmp_path / ".autosave.json.dead.tmp").exists()


def test_a_save_is_cheap_however_long_the_match(tmp_path):
    """The caller pays for the round in play, not for the whole match (no fsync here)."""
    match = play_match("standard", 3, rounds=25, extra_steps=10)
    autosave = Autosave(tmp_path / "autosave.json")
    autosave._encode(match, {})  # fills the cache of finished rounds
    started = time.perf_counter()
    for _ in range(20):
        autosave._encode(match, {})
    assert (time.perf_counter() - started) / 20 < 0.005


# -- damaged files --------------------------------------------------------------------------


def good_bytes(tmp_path) -> bytes:
    path = tmp_path / "good.json"
    Autosave(path).save(play_match("standard", 8, rounds=1, extra_steps=6))
    return path.read_bytes()


@pytest.mark.parametrize("case", sorted(damaged_variants(b'{"format": 1}')))
def test_a_damaged_autosave_is_moved_aside_and_nothing_resumes(tmp_path, case):
    path = tmp_path / "autosave.json"
    damaged_variants(good_bytes(tmp_path))[case](path)
    original = path.read_bytes()
    resume, notices = Autosave(path).load()
    assert resume is None
    [note] = notices
    assert note.code == MOVED_ASIDE
    [aside] = aside_files(path)
    assert aside.read_bytes() == original and str(aside) in note.text


def tampered(tmp_path, change) -> tuple:
    data = json.loads(good_bytes(tmp_path))
    change(data["match"])
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, Autosave(path).load()


def test_a_tampered_action_is_refused_naming_the_step(tmp_path):
    def change(match):
        actions = match["current"]["actions"]  # six moves; the second one tampered
        actions[1] = {"seat": actions[1]["seat"], "kind": "hu"}

    path, (resume, [note]) = tampered(tmp_path, change)
    assert resume is None and note.code == MOVED_ASIDE
    assert "current round" in note.text and "step 2" in note.text
    assert len(aside_files(path)) == 1


@pytest.mark.parametrize(
    "change",
    [
        lambda m: m["rounds"][0]["deal"].update(stock="x1 x1 x1"),  # not the 80 cards
        lambda m: m["rules"].update(seats=5),  # a bad rules value
        lambda m: m["rules"].update(colour="blue"),  # an unknown rules key
        lambda m: m.update(version=7),  # a wrong match record version
        lambda m: m.update(seed="seven"),
        lambda m: m["rounds"][0].update(actions=m["rounds"][0]["actions"][:3]),  # unfinished
        lambda m: m.update(rounds="many"),
    ],
    ids=["deal", "rules value", "rules key", "version", "seed", "unfinished round", "rounds"],
)
def test_a_tampered_match_is_moved_aside_with_the_reason(tmp_path, change):
    path, (resume, notices) = tampered(tmp_path, change)
    assert resume is None
    [note] = notices
    assert note.code == MOVED_ASIDE and "does not replay" in note.text
    assert len(aside_files(path)) == 1


def test_a_last_move_that_does_not_replay_is_dropped_and_a_copy_kept(tmp_path):
    """The crash hook saves the move that crashed; the match resumes from just before it."""
    match = play_match("standard", 8, rounds=1, extra_steps=6)
    before = match.to_record()
    path = tmp_path / "autosave.json"
    Autosave(path).save(match)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["match"]["current"]["actions"].append({"seat": 0, "kind": "hu"})
    original = json.dumps(data).encode()
    path.write_bytes(original)
    resume, [note] = Autosave(path).load()
    assert resume.match.to_record() == before
    assert note.code == COPY_KEPT and "last move could not be replayed" in note.text
    [copy] = tmp_path.glob("autosave.json.damaged-*")
    assert copy.read_bytes() == original


def test_an_engine_failure_while_replaying_never_escapes(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    Autosave(path).save(play_match("standard", 8, rounds=0, extra_steps=3))

    def broken(record):
        raise IndexError("engine bug")

    monkeypatch.setattr(Match, "from_record", staticmethod(broken))
    resume, [note] = Autosave(path).load()
    assert resume is None and note.code == MOVED_ASIDE and "IndexError: engine bug" in note.text


def test_what_counts_a_round_is_written_after_the_save_that_holds_its_end(
        tmp_path, monkeypatch):
    order: list[str] = []
    write = atomic_module.write_bytes

    def slow(path, data, **kwargs):
        time.sleep(0.05)
        write(path, data, **kwargs)
        order.append(path.name)

    monkeypatch.setattr(atomic_module, "write_bytes", slow)
    autosave = Autosave(tmp_path / "autosave.json", background=True)
    autosave.save(play_match("standard", 3, 1))
    assert autosave.pending()
    autosave.after_saves(lambda: order.append("statistics"), what="statistics file",
                         path=tmp_path / "statistics.json")
    assert order == ["autosave.json", "statistics"] and not autosave.pending()


def test_when_the_save_fails_what_counts_the_round_waits(tmp_path, monkeypatch):
    def refuse(path, data, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_module, "write_bytes", refuse)
    autosave = Autosave(tmp_path / "autosave.json", background=True)
    # the writer's failure is told at once if it came first, else by a later call
    with contextlib.suppress(StoreError):
        autosave.save(play_match("standard", 3, 1))
    written: list[str] = []
    with pytest.raises(StoreError, match="waits for the saved match"):
        autosave.after_saves(lambda: written.append("statistics"), what="statistics file",
                             path=tmp_path / "statistics.json")
    assert written == [] and not autosave.pending()
