"""A dangling link where a data file should be, and settings that JSON cannot hold."""

from __future__ import annotations

import json
import logging
import sys

import pytest

from dager_desktop.store import (
    Autosave,
    Settings,
    Stats,
    load_settings,
    load_stats,
    save_settings,
    save_stats,
)
from dager_desktop.store.notices import MOVED_ASIDE

from .helpers import aside_files, play_match


@pytest.mark.skipif(sys.platform == "win32", reason="links as on POSIX")
@pytest.mark.parametrize("name", ["autosave.json", "statistics.json", "settings.json"])
def test_a_dangling_link_is_moved_aside_told_and_a_real_file_written(tmp_path, name):
    # Before, it read as "no file": a new match began without a word, then every save
    # failed with "No such file or directory".
    path = tmp_path / name
    path.symlink_to(tmp_path / "gone" / "away.json")
    if name == "autosave.json":
        resume, notices = Autosave(path).load()
        assert resume is None
        Autosave(path).save(play_match("standard", 3, 0, extra_steps=5))
    elif name == "statistics.json":
        _, notices = load_stats(path)
        save_stats(Stats(), path)
    else:
        _, notices = load_settings(path)
        save_settings(Settings(), path)
    [told] = notices
    assert told.code == MOVED_ASIDE and "does not exist" in told.params["reason"]
    assert not path.is_symlink() and path.is_file()
    json.loads(path.read_text(encoding="utf-8"))
    [aside] = aside_files(path)
    assert aside.is_symlink()


def test_an_unknown_setting_with_infinity_is_dropped_with_a_log_line(tmp_path, caplog):
    # Before, it was written back as Infinity: not JSON to any strict reader.
    path = tmp_path / "settings.json"
    path.write_text('{"format": "dager-desktop/settings", "version": 1, "speed": "fast", '
                    '"zoom": Infinity, "marks": [1, NaN], "theme": "night"}', encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="dager_desktop.store.settings"):
        loaded, notices = load_settings(path)
    assert notices == [] and "'zoom'" in caplog.text and "'marks'" in caplog.text
    assert loaded.speed == "fast" and loaded.unknown_keys == (("theme", '"night"'),)
    save_settings(loaded, path)
    data = json.loads(path.read_text(encoding="utf-8"), parse_constant=_refuse)
    assert "zoom" not in data and "marks" not in data and data["theme"] == "night"


def test_settings_never_hold_a_number_json_has_not():
    with pytest.raises(ValueError):
        Settings(unknown_keys=(("zoom", "Infinity"),))


def _refuse(name: str) -> None:
    raise AssertionError(f"{name} written to the settings")
