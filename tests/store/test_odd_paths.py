"""A data folder whose name is not UTF-8: its odd bytes are shown as ``\\xff``, never lost."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

import pytest

from dager_desktop.store import load_stats, setup_logging
from dager_desktop.store.logs import LOGGER_NAME
from dager_desktop.store.notices import MOVED_ASIDE
from dager_desktop.store.words import shown

pytestmark = pytest.mark.skipif(sys.platform != "linux",
                                reason="names of any bytes: Linux file systems")


@pytest.fixture
def odd_folder(tmp_path: Path) -> Path:
    folder = tmp_path / os.fsdecode(b"caf\xe9-\xff")  # Latin-1 bytes in a UTF-8 system
    folder.mkdir()
    return folder


def test_a_message_names_the_folder_with_its_odd_bytes_visible(odd_folder):
    # Before, the message box dropped the odd bytes and named a folder that does not exist.
    stats = odd_folder / "statistics.json"
    stats.write_text("{not json", encoding="utf-8")
    _, [told] = load_stats(stats)
    assert told.code == MOVED_ASIDE
    for text in (told.text, told.params["moved_to"]):
        assert "caf\\xe9-\\xff" in text
        text.encode("utf-8")  # what Qt is given: no lone surrogate to drop
    assert os.path.exists(os.fsencode(odd_folder / Path(told.params["moved_to"]).name))


def test_a_log_line_naming_the_folder_is_written_with_its_odd_bytes_visible(
        odd_folder, capsys, monkeypatch):
    # Before, the handler dropped the record ("Logging error ... UnicodeEncodeError").
    # The test runner's own capture, on the root logger, would keep the raw path, which
    # a report sent between processes cannot carry: the game's handlers alone hear it.
    monkeypatch.setattr(logging.getLogger(LOGGER_NAME), "propagate", False)
    log_file = setup_logging(path=odd_folder / "log" / "dager-desktop.log")
    assert log_file is not None
    try:
        logging.getLogger(LOGGER_NAME).warning("kept in %s", odd_folder)
        for handler in logging.getLogger(LOGGER_NAME).handlers:
            handler.flush()
        written = log_file.read_bytes().decode("utf-8")
        assert f"kept in {shown(odd_folder)}" in written and "caf\\xe9-\\xff" in written
        assert "Logging error" not in capsys.readouterr().err
    finally:
        setup_logging(path=odd_folder.parent / "plain.log")


def test_shown_leaves_a_plain_name_as_it_is():
    assert shown(Path("/tmp/泸州")) == "/tmp/泸州"
    assert shown("a\udcffb") == "a\\xffb"
