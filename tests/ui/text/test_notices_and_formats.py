"""The store's notices and facts, worded for the player."""

from __future__ import annotations

import re

import pytest

from dager_desktop.store import Notice
from dager_desktop.store import notices as codes
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.notices import _setting_names, notice_text

PARAMS = {"path": "/p/settings.json", "moved_to": "/p/settings.json.unreadable-1",
          "reason": "it is empty", "error": "disk full", "copy": "/p/copy.json",
          "key": "speed", "value": "'warp'", "id": "abc", "who": "process 12", "pid": "12",
          "what": "statistics file"}


@pytest.mark.parametrize("code", [codes.MOVED_ASIDE, codes.NOT_MOVED, codes.COPY_KEPT,
                                  codes.BAD_VALUE, codes.WRITE_FAILED,
                                  codes.IMPORT_REFUSED, codes.REPLAY_MISSING,
                                  codes.ALREADY_RUNNING, codes.FOLDER_UNUSABLE,
                                  codes.LEFT_IN_PLACE, codes.NO_COPY,
                                  codes.FOLDER_UNREADABLE])
def test_every_code_has_a_sentence_with_every_placeholder_filled(qapp, code):
    text = notice_text(Notice(code, "the store's words", PARAMS))
    assert "{" not in text and text != "the store's words"


def test_an_unknown_code_shows_the_store_s_own_words(qapp):
    assert notice_text(Notice("new_kind", "Something new.")) == "Something new."


def test_the_resume_summary_names_the_facts(qapp):
    text = formats.resume_summary({"preset": "mingtang", "rounds_played": 4,
                                      "in_round": False, "totals": {0: -6, 1: 6},
                                      "saved_at": "2025-03-01T20:15:00+08:00"})
    lines = text.splitlines()
    assert lines[:3] == ["Rules: Mingtang scoring", "Rounds played: 4", "Saved between rounds"]
    assert lines[3] == "Your points: -6" and lines[4].startswith("Saved on ")



DAMAGED = {  # file content → what is wrong with it
    "settings.json": b'{"format": "dager-desktop/settings", "version": 1, "speed": "warp"}',
    "stats.json": b'{"format": "dager-desktop/statistics", ',
    "empty.json": b"",
    "binary.json": b"\xff\xfe\x00junk",
    "list.json": b"[1, 2, 3]",
    "newer.json": b'{"format": "dager-desktop/replay", "version": 99}',
    "newer-stats.json": b'{"format": "dager-desktop/statistics", "version": 99}',
    "in-the-way": b"a file where a folder should be",
}


def _notices_about_damaged_files(tmp_path) -> list[Notice]:
    """What the store really says about damaged files: a bad setting, a file cut
    short, an empty one, a binary one, another kind of file, a newer version, a folder;
    a newer version's statistics left in place, a file in the way of a folder."""
    from dager_desktop.store import Replays, StoreError, load_settings, load_stats
    from dager_desktop.store.atomic import write_json

    for name, content in DAMAGED.items():
        (tmp_path / name).write_bytes(content)
    (tmp_path / "folder.json").mkdir()
    found = list(load_settings(tmp_path / "settings.json")[1])
    found += load_stats(tmp_path / "stats.json")[1]
    replays = Replays(tmp_path / "replays")
    for name in ("empty.json", "binary.json", "list.json", "newer.json", "folder.json"):
        with pytest.raises(StoreError) as refused:
            replays.import_file(tmp_path / name)
        found.append(refused.value.notice)
    found += load_stats(tmp_path / "newer-stats.json")[1]
    for path in (tmp_path / "in-the-way" / "settings.json", tmp_path / "newer-stats.json"):
        with pytest.raises(StoreError) as refused:  # a folder in the way; a file left
            write_json(path, {}, what="settings file")
        found.append(refused.value.notice)
    return found


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_a_chinese_message_about_a_damaged_file_has_no_english_in_it(qapp, tmp_path, language):
    from dager_desktop.ui.text.i18n import switch_language

    notices = _notices_about_damaged_files(tmp_path)
    assert len(notices) == 10
    switch_language(language, qapp)
    try:
        for notice in notices:
            text = notice_without_paths(notice_text(notice), tmp_path)
            assert not re.search(r"[A-Za-z]{3,}", text), text
    finally:
        switch_language("en", qapp)
    assert "not valid JSON" in notice_text(notices[1])  # English keeps the details


def notice_without_paths(text: str, tmp_path) -> str:
    """The sentence with the file names taken out (a path is what it is in any language)."""
    return re.sub(re.escape(str(tmp_path)) + r"\S*", "", text).replace('"warp"', "")


def test_a_chinese_lock_message_names_the_process_in_chinese(qapp):
    from dager_desktop.ui.text.i18n import switch_language

    switch_language("zh_CN", qapp)
    try:
        text = notice_text(Notice(codes.ALREADY_RUNNING, "x", {"who": "process 7",
                                                                          "pid": "7"}))
        other = notice_text(Notice(codes.ALREADY_RUNNING, "x", {"who": "another "
                                                                           "process", "pid": ""}))
    finally:
        switch_language("en", qapp)
    assert "7" in text and "process" not in text and "process" not in other


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_a_match_too_long_to_save_is_told_in_chinese(qapp, tmp_path, monkeypatch, language):
    from dager_desktop.store import Autosave, StoreError
    from dager_desktop.store import autosave as autosave_module
    from dager_desktop.ui.text.i18n import switch_language
    from tests.store.helpers import play_match

    monkeypatch.setattr(autosave_module, "MAX_BYTES", 100)
    with pytest.raises(StoreError) as refused:
        Autosave(tmp_path / "autosave.json").save(play_match("standard", 2, rounds=1))
    switch_language(language, qapp)
    try:
        text = notice_without_paths(notice_text(refused.value.notice), tmp_path)
    finally:
        switch_language("en", qapp)
    assert not re.search(r"[A-Za-z]{3,}", text), text


def test_a_file_the_system_finds_too_large_is_not_called_a_long_match(qapp):
    from dager_desktop.ui.text.i18n import switch_language

    notice = Notice(codes.WRITE_FAILED, "x", {"what": "statistics file", "path": "/p/s.json",
                                              "error": "File too large", "errno": "EFBIG"})
    switch_language("zh_CN", qapp)
    try:
        text = notice_text(notice)
    finally:
        switch_language("en", qapp)
    assert "这一场" not in text and "EFBIG" in text


def test_lists_take_the_enumeration_comma_in_chinese(qapp):
    from types import SimpleNamespace

    from dager_desktop.ui.text import terms
    from dager_desktop.ui.text.i18n import switch_language

    luan, twelve = SimpleNamespace(hu=0, luan_hu=True), SimpleNamespace(hu=12, luan_hu=False)
    assert terms.listed(["a", "b"]) == "a, b"
    switch_language("zh_TW", qapp)
    try:
        assert terms.listed(["甲", "乙"]) == "甲、乙"
        assert terms.hu_count(luan) == "0（亂胡）" and terms.hu_count(luan, ["luan_hu"]) == "0"
    finally:
        switch_language("en", qapp)
    assert terms.hu_count(twelve) == "12" and terms.hu_count(luan) == "0 (Luan Hu)"


def test_a_damaged_replay_leaves_the_list_and_the_game_is_not_said_to_go_on(qapp):
    replay = Notice(codes.MOVED_ASIDE, "x", {**PARAMS, "what": "replay file"})
    settings = Notice(codes.MOVED_ASIDE, "x", {**PARAMS, "what": "settings file"})
    assert "left out of the list" in notice_text(replay)
    assert "game goes on" in notice_text(settings)


def test_a_time_the_clock_cannot_hold_is_shown_as_written(qapp):
    assert formats.when("0001-01-01T00:00:00") == "0001-01-01T00:00:00"
    assert formats.when("not a time") == "not a time"
    summary = formats.resume_summary({"preset": "standard", "rounds_played": 1,
                                         "saved_at": "0001-01-01T00:00:00"})
    assert summary.splitlines()[-1].endswith("0001-01-01T00:00:00")



def test_every_setting_has_a_name_for_the_player(qapp):
    # a notice about a bad value names the setting: never the file's raw key
    from dataclasses import fields

    from dager_desktop.store import Settings

    keys = {f.name for f in fields(Settings)} - {"unknown_keys"}  # not a key of its own
    assert keys <= set(_setting_names())


@pytest.mark.parametrize("locale", ["zh_TW", "zh_CN", "en_US"])
def test_times_are_written_in_24_hours(qapp, locale):
    """zh_TW's 12-hour times add 下午, whose 午 the subset fonts lack (a blank box)."""
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale(locale))
    try:
        text = formats.when("2026-11-30T18:19:00")
    finally:
        QLocale.setDefault(before)
    assert text.endswith(" 18:19") and re.fullmatch(r"[\d/. :-]+", text), text


@pytest.mark.parametrize(("why", "words"), [
    (codes.WHY_PRESET, "它的玩法不是本游戏的玩法之一"),
    (codes.WHY_RULES, "它的规则无效"),
    (codes.WHY_UNFINISHED, "这一局还没打完"),
    (codes.WHY_DOES_NOT_REPLAY, "按规则无法重新打一遍"),
])
def test_a_refused_import_says_why_in_chinese(qapp, why, words):
    # Before, an unknown preset, rules not the preset's and an unfinished round all
    # read "its content is damaged", and a bad deal "a recorded move breaks the rules".
    from dager_desktop.ui.text.i18n import switch_language

    refused = Notice(codes.IMPORT_REFUSED, "English words.",
                     {"path": "/p/round.json", "reason": "the detail", "why": why})
    switch_language("zh_CN", qapp)
    try:
        assert words in notice_text(refused)
    finally:
        switch_language("en", qapp)
