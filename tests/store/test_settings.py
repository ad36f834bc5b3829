"""Settings: defaults, round-trip, bad values fall back one by one, bad files moved aside."""

from __future__ import annotations

import base64
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dager_desktop.engine import PRESETS
from dager_desktop.store import Settings, load_settings, save_settings
from dager_desktop.store.notices import BAD_VALUE, MOVED_ASIDE
from dager_desktop.store.settings import AI_LEVELS, LANGUAGES, SPEEDS, VOLUMES

from .helpers import aside_files, damaged_variants


def write(path, **values):
    data = Settings().to_dict()
    data.update(values)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_first_start_gives_the_defaults_and_no_message(tmp_path):
    settings_, notices = load_settings(tmp_path / "settings.json")
    assert settings_ == Settings() and notices == []
    assert settings_.language is None and settings_.rules == "standard"
    assert settings_.ai_levels == ("normal",) * 3 and settings_.hints


def test_the_default_path_is_in_the_user_config_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    save_settings(Settings(speed="fast"))
    assert (tmp_path / "dager-desktop" / "settings.json").is_file()
    assert load_settings()[0].speed == "fast"


blobs = st.binary(max_size=200).map(lambda b: base64.b64encode(b).decode())
tip_names = st.text(min_size=1, max_size=20)

all_settings = st.builds(
    Settings,
    language=st.sampled_from((None, *LANGUAGES)),
    rules=st.sampled_from(sorted(PRESETS)),
    ai_levels=st.tuples(*[st.sampled_from(AI_LEVELS)] * 3),
    hints=st.booleans(),
    hint_level=st.sampled_from(("normal", "hard")),
    speed=st.sampled_from(SPEEDS),
    sound=st.booleans(),
    volume=st.sampled_from(VOLUMES),
    geometry=st.none() | blobs,
    window_state=st.none() | blobs,
    dismissed=st.frozensets(tip_names, max_size=5),
)


@settings(max_examples=60, deadline=None)
@given(all_settings)
def test_save_then_load_gives_the_same_settings(tmp_path_factory, value):
    path = tmp_path_factory.mktemp("s") / "settings.json"
    save_settings(value, path)
    loaded, notices = load_settings(path)
    assert loaded == value and notices == []


def test_the_file_is_readable_json_with_format_and_version(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(language="zh_TW", dismissed=frozenset({"b", "a"})), path)
    text = path.read_text(encoding="utf-8")
    assert "\n  " in text  # indented for a person
    data = json.loads(text)
    assert data["format"] == "dager-desktop/settings" and data["version"] == 1
    assert data["dismissed"] == ["a", "b"]


def test_lists_and_sets_from_the_ui_are_accepted():
    s = Settings(ai_levels=["easy", "hard", "normal"], dismissed={"a"})
    assert s.ai_levels == ("easy", "hard", "normal") and s.dismissed == frozenset({"a"})
    assert hash(s) == hash(Settings(ai_levels=("easy", "hard", "normal"),
                                    dismissed=frozenset({"a"})))


def test_per_seat_helpers():
    s = Settings().with_ai_level(2, "hard").with_tip_dismissed("claim-buttons")
    assert s.ai_level(1) == "normal" and s.ai_level(2) == "hard"
    assert "claim-buttons" in s.dismissed


@pytest.mark.parametrize(
    "changes",
    [
        {"language": "fr"},
        {"rules": "nope"},
        {"speed": "warp"},
        {"hints": 1},
        {"sound": "off"},
        {"volume": 11},
        {"ai_levels": ("hard",)},
        {"ai_levels": ("hard", "hard", "genius")},
        {"geometry": "not base64!"},
        {"dismissed": frozenset({""})},
    ],
)
def test_the_ui_cannot_set_a_value_the_file_would_refuse(changes):
    with pytest.raises(ValueError):
        Settings().replace(**changes)


def test_an_unknown_key_is_not_used_but_kept_and_only_logged(tmp_path, caplog):
    # Told at every start of an older version, it would be a box to click away each time.
    import logging

    path = tmp_path / "settings.json"
    write(path, speed="fast", theme="night")
    with caplog.at_level(logging.INFO, logger="dager_desktop.store.settings"):
        loaded, notices = load_settings(path)
    assert notices == [] and "'theme'" in caplog.text
    assert loaded.replace(unknown_keys=()) == Settings(speed="fast")
    assert loaded.unknown_keys == (("theme", '"night"'),)


def test_a_newer_versions_settings_survive_a_save_by_this_one(tmp_path):
    # Before, one change of an option here dropped them for good.
    path = tmp_path / "settings.json"
    write(path, speed="fast", card_back={"colour": "红", "pattern": 3}, table=["green"])
    loaded, _ = load_settings(path)
    save_settings(loaded.replace(speed="slow"), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["speed"] == "slow"
    assert data["card_back"] == {"colour": "红", "pattern": 3} and data["table"] == ["green"]
    again, _ = load_settings(path)
    assert again.unknown_keys == loaded.unknown_keys


def test_a_newer_versions_key_named_like_the_kept_ones_field_is_kept_too(tmp_path):
    path = tmp_path / "settings.json"
    write(path, unknown_keys=[1, 2], speed="fast")
    loaded, _ = load_settings(path)
    save_settings(loaded, path)
    assert json.loads(path.read_text(encoding="utf-8"))["unknown_keys"] == [1, 2]


@pytest.mark.parametrize("pairs", [(("speed", '"fast"'),), (("theme", "{not json"),),
                                   (("theme",),), [("theme", '"x"')]])
def test_kept_unknown_keys_must_be_unknown_and_json(pairs):
    with pytest.raises(ValueError):
        Settings(unknown_keys=pairs)


@pytest.mark.parametrize(
    ("key", "bad"),
    [
        ("language", "klingon"),
        ("language", 3),
        ("rules", "no_such_preset"),
        ("speed", None),
        ("hints", "yes"),
        ("hints", 1),
        ("sound", "loud"),
        ("sound", 0),
        ("volume", "max"),
        ("volume", 0.5),
        ("geometry", "%%%"),
        ("geometry", ["x"]),
        ("window_state", 12),
        ("ai_levels", "hard"),
        ("ai_levels", ["hard"]),
        ("dismissed", "tip"),
    ],
)
def test_a_bad_value_falls_back_to_its_default_and_the_rest_is_kept(tmp_path, key, bad):
    path = tmp_path / "settings.json"
    good_key, good = ("hints", False) if key != "hints" else ("speed", "instant")
    write(path, **{good_key: good, key: bad})
    loaded, notices = load_settings(path)
    assert getattr(loaded, good_key) == good
    assert getattr(loaded, key) == getattr(Settings(), key)
    [note] = notices
    assert note.code == BAD_VALUE and note.params["key"] == key
    assert "default" in note.text
    assert path.exists() and aside_files(path) == []  # readable: not moved aside


def test_one_bad_seat_keeps_the_other_two(tmp_path):
    path = tmp_path / "settings.json"
    write(path, ai_levels=["hard", 7, "easy"])
    loaded, notices = load_settings(path)
    assert loaded.ai_levels == ("hard", "normal", "easy")
    assert [n.params["key"] for n in notices] == ["ai_levels"]


def test_bad_tip_names_are_dropped_and_good_ones_kept(tmp_path):
    path = tmp_path / "settings.json"
    write(path, dismissed=["ok", 5, ""])
    loaded, notices = load_settings(path)
    assert loaded.dismissed == frozenset({"ok"}) and len(notices) == 2


GOOD = json.dumps(Settings(speed="fast").to_dict()).encode()


@pytest.mark.parametrize("case", sorted(damaged_variants(GOOD)))
def test_an_unreadable_file_is_moved_aside_and_the_defaults_used(tmp_path, case):
    path = tmp_path / "settings.json"
    damaged_variants(GOOD)[case](path)
    original = path.read_bytes()
    loaded, notices = load_settings(path)
    assert loaded == Settings()
    [note] = notices
    assert note.code == MOVED_ASIDE
    [aside] = aside_files(path)
    assert aside.read_bytes() == original and str(aside) in note.text
    save_settings(loaded, path)  # the next save does not touch the file set aside
    assert aside.read_bytes() == original


def test_a_file_from_a_newer_version_says_so(tmp_path):
    path = tmp_path / "settings.json"
    write(path, version=2)
    _, [note] = load_settings(path)
    assert "newer version" in note.text


def test_tampered_settings_never_crash(tmp_path):
    path = tmp_path / "settings.json"
    write(path, language={"nested": [1, 2]}, rules=["standard"], ai_levels={"1": "hard"},
          dismissed=[None, {"x": 1}], geometry="A" * 100_000)
    loaded, notices = load_settings(path)
    assert loaded == Settings()
    assert {n.params["key"] for n in notices} == {"language", "rules", "ai_levels",
                                                   "dismissed", "geometry"}


@pytest.mark.parametrize(("raw", "quoted"), [(None, "null"), ("warp", '"warp"'), (True, "true"),
                                             ("快", '"快"')])
def test_a_bad_value_is_quoted_as_the_file_writes_it(tmp_path, raw, quoted):
    """Not in Python's words ("None", "'warp'"): the player may open the file."""
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "speed": raw}), encoding="utf-8")
    _, [note] = load_settings(path)
    assert note.code == BAD_VALUE and note.params["value"] == quoted
