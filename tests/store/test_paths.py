"""The user folders come from appdirs, follow the XDG variables, and are not created by asking."""

from __future__ import annotations

import sys

import pytest

from dager_desktop.store import paths

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="XDG variables are honoured on Linux only"
)


@linux_only
def test_dirs_follow_the_xdg_variables(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert paths.user_config_dir() == tmp_path / "config" / "dager-desktop"
    assert paths.user_data_dir() == tmp_path / "data" / "dager-desktop"
    assert paths.user_cache_dir() == tmp_path / "cache" / "dager-desktop"
    assert paths.user_log_dir().is_relative_to(tmp_path / "cache" / "dager-desktop")


@linux_only
def test_the_environment_is_read_on_every_call(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "one"))
    first = paths.user_config_dir()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "two"))
    assert paths.user_config_dir() != first


def test_dirs_are_distinct_and_named_after_the_app():
    dirs = [paths.user_config_dir(), paths.user_data_dir(), paths.user_cache_dir()]
    assert all(paths.APP_NAME in d.parts for d in dirs)
    assert len({paths.user_data_dir(), paths.user_cache_dir()}) == 2


def test_asking_creates_nothing_and_ensure_dir_does(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    for get in (paths.user_data_dir, paths.user_cache_dir, paths.user_log_dir):
        assert not get().exists() or not sys.platform.startswith("linux")
    made = paths.ensure_dir(tmp_path / "data" / "dager-desktop" / "replays")
    assert made.is_dir()
    assert paths.ensure_dir(made) == made  # already there: fine


def test_each_file_lives_in_its_folder():
    assert paths.settings_file().parent == paths.user_config_dir()
    for file in (paths.autosave_file(), paths.stats_file(), paths.lock_file()):
        assert file.parent == paths.user_data_dir()
    assert paths.replays_dir().parent == paths.user_data_dir()
    assert paths.log_file().parent == paths.user_log_dir()
    assert len({paths.autosave_file(), paths.stats_file(), paths.lock_file()}) == 3
