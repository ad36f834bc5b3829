"""The store's notices and facts, worded for the player."""

from __future__ import annotations

import pytest

from dager_desktop.store import Notice
from dager_desktop.store import notices as codes
from dager_desktop.ui import store_text

PARAMS = {"path": "/p/settings.json", "moved_to": "/p/settings.json.unreadable-1",
          "reason": "it is empty", "error": "disk full", "copy": "/p/copy.json",
          "key": "speed", "value": "'warp'", "id": "abc", "who": "process 12", "pid": "12",
          "what": "statistics file"}


@pytest.mark.parametrize("code", [codes.MOVED_ASIDE, codes.NOT_MOVED, codes.COPY_KEPT,
                                  codes.BAD_VALUE, codes.UNKNOWN_KEY, codes.WRITE_FAILED,
                                  codes.IMPORT_REFUSED, codes.REPLAY_MISSING,
                                  codes.ALREADY_RUNNING])
def test_every_code_has_a_sentence_with_every_placeholder_filled(qapp, code):
    text = store_text.notice_text(Notice(code, "the store's words", PARAMS))
    assert "{" not in text and text != "the store's words"


def test_an_unknown_code_shows_the_store_s_own_words(qapp):
    assert store_text.notice_text(Notice("new_kind", "Something new.")) == "Something new."


def test_the_resume_summary_names_the_facts(qapp):
    text = store_text.resume_summary({"preset": "mingtang", "rounds_played": 4,
                                      "in_round": False, "totals": {0: -6, 1: 6},
                                      "saved_at": "2025-03-01T20:15:00+08:00"})
    lines = text.splitlines()
    assert lines[:3] == ["Rules: Mingtang scoring", "Rounds played: 4", "Saved between rounds"]
    assert lines[3] == "Your points: -6" and lines[4].startswith("Saved on ")
