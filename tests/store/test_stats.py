"""Statistics: counts per preset, the best hand, the chart series, and files that survive damage."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dager_desktop.engine import PRESETS, Game
from dager_desktop.store import PresetStats, Stats, load_stats, save_stats
from dager_desktop.store.notices import COPY_KEPT, MOVED_ASIDE
from dager_desktop.store.stats import SERIES_LIMIT, round_fingerprint, stats_from_dict

from .helpers import (
    aside_files,
    damaged_variants,
    huang_round,
    luan_hu_round,
    play_out,
    won_round,
)


def test_a_won_round_counts_and_becomes_the_best_hand():
    stats = Stats()
    game = won_round("mingtang")
    assert stats.record_round(game, human_seat=0, assisted=True)
    entry = stats.presets["mingtang"]
    result = game.result
    assert (entry.rounds, entry.won, entry.huang, entry.assisted) == (1, 1, 0, 1)
    assert entry.points == result.payments[0] > 0
    best = entry.best
    assert best.points == result.payments[0] and best.hu == result.arrangement.hu
    assert best.mingtang == list(result.score.mingtang)
    assert best.round_id == round_fingerprint(game.to_record())
    assert len(best.groups) == len(result.arrangement.groups)


def test_a_luan_hu_best_hand_carries_the_engines_flag(tmp_path):
    stats = Stats()
    stats.record_round(luan_hu_round("standard"))
    best = stats.presets["standard"].best
    assert best.luan_hu and best.hu == 0
    path = tmp_path / "statistics.json"
    save_stats(stats, path)
    assert load_stats(path) == (stats, [])
    other = Stats()
    other.record_round(won_round("standard"))
    assert not other.presets["standard"].best.luan_hu


def test_a_file_written_before_the_luan_hu_flag_still_reads(tmp_path):
    """Older versions wrote the best hand without ``luan_hu``: it reads as no 乱胡."""
    stats = Stats()
    stats.record_round(luan_hu_round("standard"))
    data = stats.to_dict()
    del data["presets"]["standard"]["best"]["luan_hu"]
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, notices = load_stats(path)
    assert notices == [] and loaded.presets["standard"].best.luan_hu is False
    assert loaded.presets["standard"].best.hu == 0 and loaded.seen == stats.seen


def test_a_best_hand_whose_luan_hu_is_not_true_or_false_is_dropped():
    stats = Stats()
    stats.record_round(luan_hu_round("standard"))
    data = stats.to_dict()
    data["presets"]["standard"]["best"]["luan_hu"] = "yes"
    loaded, [problem] = stats_from_dict(data)
    assert loaded.presets["standard"].best is None and "乱胡" in problem
    assert loaded.presets["standard"].rounds == 1  # the counts are not the best hand's fault


def test_a_best_hand_without_luan_hu_writes_no_luan_hu_key(tmp_path):
    """The key is left out unless true: the file is then what earlier versions wrote,
    whose reader took a best hand's unknown key for damage and dropped the preset."""
    stats = Stats()
    stats.record_round(won_round("standard"))
    assert stats.presets["standard"].best.luan_hu is False
    path = tmp_path / "statistics.json"
    save_stats(stats, path)
    best = json.loads(path.read_text(encoding="utf-8"))["presets"]["standard"]["best"]
    assert "luan_hu" not in best
    assert set(best) == {"points", "hu", "mingtang", "deng", "multiplier", "groups", "date",
                         "round_id"}  # the fields of the version before the flag
    assert load_stats(path) == (stats, [])
    luan = Stats()
    luan.record_round(luan_hu_round("standard"))
    assert luan.to_dict()["presets"]["standard"]["best"]["luan_hu"] is True


def test_an_unknown_key_in_a_best_hand_is_ignored_not_damage(tmp_path, caplog):
    """A later version may add to the best hand: what this one knows is kept."""
    stats = Stats()
    stats.record_round(won_round("standard"))
    data = stats.to_dict()
    data["presets"]["standard"]["best"].update(flower="plum", stars=[1, 2])
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with caplog.at_level("WARNING", logger="dager_desktop.store.stats"):
        loaded, notices = load_stats(path)
    assert notices == [] and loaded == stats
    assert list(tmp_path.iterdir()) == [path]  # no copy kept: nothing was damaged
    assert "flower, stars" in caplog.text


@pytest.mark.parametrize("hu", [12, 1])
def test_a_best_hand_marked_luan_hu_with_hu_is_dropped(tmp_path, hu):
    """乱胡 is a win with 0 胡: a flag on a hand with 胡 is damage, as other bad values are."""
    stats = Stats()
    stats.record_round(won_round("standard"))
    stats.record_round(won_round("mingtang"))
    data = stats.to_dict()
    data["presets"]["mingtang"]["best"].update(luan_hu=True, hu=hu)
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, [note] = load_stats(path)
    assert loaded.presets["mingtang"].best is None and note.code == COPY_KEPT
    assert loaded.presets["mingtang"].rounds == stats.presets["mingtang"].rounds
    assert "mingtang" in note.text and "乱胡" in note.text


def test_a_lost_round_and_a_huang_round():
    stats = Stats()
    lost = won_round("standard", seat=1)
    stats.record_round(lost, human_seat=0)
    huang = huang_round("standard")
    stats.record_round(huang, human_seat=0)
    entry = stats.presets["standard"]
    assert (entry.rounds, entry.won, entry.huang) == (2, 0, 1)
    assert entry.points == lost.result.payments[0] + huang.result.payments[0]
    assert entry.best is None  # only the human's wins are candidates


def test_the_best_hand_is_the_one_worth_most():
    stats = Stats()
    games = [won_round("standard", nth=n) for n in range(4)]
    for game in games:
        stats.record_round(game)
    top = max(games, key=lambda g: (g.result.payments[0], g.result.arrangement.hu))
    assert stats.presets["standard"].best.round_id == round_fingerprint(top.to_record())


def test_a_round_is_booked_once():
    stats = Stats()
    game = won_round("standard")
    assert stats.record_round(game)
    assert not stats.record_round(game)  # say, again after a crash and resume
    assert stats.presets["standard"].rounds == 1


def test_a_round_an_earlier_version_booked_is_not_booked_again():
    import hashlib

    game = won_round("standard")
    text = json.dumps(game.to_record(), sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)
    stats = Stats(seen=[hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]])
    assert not stats.record_round(game)


def test_an_unfinished_round_is_refused():
    with pytest.raises(ValueError, match="not over"):
        Stats().record_round(Game.new(seed=1))


def test_custom_rules_and_dijia_rounds():
    rules = PRESETS["standard"].replace(min_hu=12)
    game = play_out(Game.new(rules, seed=3, dealer=2), random.Random(3))  # seat 0 is 底家
    stats = Stats()
    stats.record_round(game)
    assert stats.presets["custom"].dijia == 1


def test_the_chart_series_is_cumulative_and_bounded():
    entry = PresetStats()
    for points in [3, -1, -1, 5]:
        entry.add(points, points > 0, False, False, False)
    assert entry.cumulative() == [(1, 3), (2, 2), (3, 1), (4, 6)]
    for _ in range(SERIES_LIMIT):
        entry.add(1, True, False, False, False)
    assert len(entry.series) == SERIES_LIMIT and entry.rounds == SERIES_LIMIT + 4
    first_kept, last = entry.cumulative()[0], entry.cumulative()[-1]
    assert first_kept == (5, 7) and last == (SERIES_LIMIT + 4, entry.points)


def test_totals_over_every_preset():
    stats = Stats()
    stats.record_round(won_round("standard"))
    stats.record_round(won_round("standard_3p"))
    total = stats.total()
    assert total.rounds == 2 and total.won == 2
    assert total.points == sum(s.points for s in stats.presets.values())


# -- save and load ---------------------------------------------------------------------


def preset_stats():
    def build(rounds, won, huang, series, best):
        won, huang = min(won, rounds), min(huang, rounds - min(won, rounds))
        return PresetStats(rounds=rounds, won=won, huang=huang, dijia=0, assisted=rounds // 2,
                           points=sum(series), series=series[:rounds], best=best)

    points = st.integers(-500, 500) | st.sampled_from([0.5, -1.5, 2.5])
    return st.builds(build, st.integers(0, 50), st.integers(0, 50), st.integers(0, 50),
                     st.lists(points, max_size=50), st.none())


@settings(max_examples=50, deadline=None)
@given(presets=st.dictionaries(st.sampled_from(["standard", "mingtang", "custom"]),
                               preset_stats(), max_size=3),
       seen=st.lists(st.text("0123456789abcdef", min_size=24, max_size=24), max_size=5))
def test_save_then_load_gives_the_same_statistics(tmp_path_factory, presets, seen):
    stats = Stats(presets=presets, seen=seen)
    path = tmp_path_factory.mktemp("s") / "statistics.json"
    save_stats(stats, path)
    assert load_stats(path) == (stats, [])


def test_real_rounds_round_trip_with_the_best_hand(tmp_path):
    stats = Stats()
    for n in range(3):
        stats.record_round(won_round("mingtang", nth=n))
    stats.record_round(huang_round("mingtang"))
    path = tmp_path / "statistics.json"
    save_stats(stats, path)
    loaded, notices = load_stats(path)
    assert loaded == stats and notices == []
    assert not loaded.record_round(won_round("mingtang", nth=0))  # still known after a reload


def test_no_file_means_empty_statistics_and_no_message(tmp_path):
    assert load_stats(tmp_path / "statistics.json") == (Stats(), [])


def good_bytes() -> bytes:
    stats = Stats()
    stats.record_round(won_round("standard"))
    return json.dumps(stats.to_dict()).encode()


@pytest.mark.parametrize("case", sorted(damaged_variants(b"{}")))
def test_an_unreadable_file_is_moved_aside(tmp_path, case):
    path = tmp_path / "statistics.json"
    damaged_variants(good_bytes())[case](path)
    original = path.read_bytes()
    stats, [note] = load_stats(path)
    assert stats == Stats() and note.code == MOVED_ASIDE
    [aside] = aside_files(path)
    assert aside.read_bytes() == original


@pytest.mark.parametrize(
    "change",
    [
        {"won": 5},  # more wins than rounds
        {"rounds": -1},
        {"rounds": 10**40},  # shown as 40 digits, and a chart axis of no meaning
        {"points": "lots"},
        {"points": float("inf")},
        {"huang": True},
        {"series": [1, 2, 3, 4]},  # more points than rounds
        {"series": ["x"]},
    ],
    ids=lambda c: f"{next(iter(c))}={next(iter(c.values()))!r}",
)
def test_a_tampered_entry_is_dropped_the_rest_kept_and_a_copy_kept(tmp_path, change):
    stats = Stats()
    stats.record_round(won_round("standard"))
    stats.record_round(won_round("mingtang"))
    data = stats.to_dict()
    data["presets"]["mingtang"].update(change)
    path = tmp_path / "statistics.json"
    original = json.dumps(data, allow_nan=True).encode()
    path.write_bytes(original)
    loaded, [note] = load_stats(path)
    assert set(loaded.presets) == {"standard"}
    assert loaded.presets["standard"] == stats.presets["standard"]
    assert note.code == COPY_KEPT and "mingtang" in note.text
    [copy] = tmp_path.glob("statistics.json.damaged-*")
    assert copy.read_bytes() == original and str(copy) in note.text


@pytest.mark.parametrize(
    "best",
    [{"date": None}, {"hu": 1.5}, {"groups": "一二三"}, {"points": "lots"}],
    ids=repr,
)
@pytest.mark.parametrize("whole", [False, True], ids=["a bad value", "a bad whole"])
def test_a_bad_best_hand_costs_only_itself(tmp_path, best, whole):
    stats = Stats()
    stats.record_round(won_round("standard"))
    stats.record_round(won_round("mingtang"))
    data = stats.to_dict()
    kept = data["presets"]["mingtang"]["best"]
    data["presets"]["mingtang"]["best"] = best if whole else {**kept, **best}
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, [note] = load_stats(path)
    assert loaded.presets["standard"] == stats.presets["standard"]
    mingtang = loaded.presets["mingtang"]
    assert mingtang.best is None and mingtang.rounds == 1 and mingtang.won == 1
    assert mingtang.series == stats.presets["mingtang"].series
    assert note.code == COPY_KEPT and "best hand" in note.text


def test_stats_from_a_dict_with_odd_seen_entries():
    stats, problems = stats_from_dict({"presets": {}, "seen": ["ok", 3, None]})
    assert stats.seen == ["ok"] and problems == []


def test_a_round_of_a_match_is_booked_once_however_it_is_played_again():
    # A resume from a save before the round's end plays it again, differently.
    stats = Stats()
    first, other = won_round("standard", nth=0), won_round("standard", nth=1)
    assert stats.record_round(first, match_id="m1", index=0)
    assert not stats.record_round(other, match_id="m1", index=0)
    assert stats.record_round(other, match_id="m1", index=1)
    assert stats.presets["standard"].rounds == 2 and stats.booked("m1") == 2
    again, _ = stats_from_dict(json.loads(json.dumps(stats.to_dict())))
    assert again.matches == {"m1": 2}
    assert not again.record_round(won_round("standard", nth=2), match_id="m1", index=1)
