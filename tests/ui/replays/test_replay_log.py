"""The replay viewer's move log: every event up to the step shown, in the language in use."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from dager_desktop.store import Replays
from dager_desktop.ui.text.i18n import switch_language
from tests.store.helpers import won_round
from tests.ui.helpers import open_viewer


def test_the_log_lists_the_events_up_to_the_step_shown(qtbot, tmp_path):
    viewer = open_viewer(qtbot, Replays(tmp_path / "replays"), won_round("standard", seat=1))
    viewer.show()
    log = viewer.log
    assert log.events() == tuple(viewer.steps.game_at(0).events)  # the deal
    assert log.lines()[0].endswith("cards dealt")
    for step in (5, 12, 3):  # forward, and back again
        viewer.go_to(step)
        assert log.events() == tuple(viewer.steps.game_at(step).events)
    viewer.go_to(viewer.steps.count)
    assert log.lines()[-1].startswith("Zhang: Hu")  # seat 1 won
    assert viewer.log_view.isVisibleTo(viewer) and viewer.log_caption.text() == "Moves"


def test_a_language_switch_rewords_the_replays_log(qtbot, tmp_path):
    viewer = open_viewer(qtbot, Replays(tmp_path / "replays"), won_round("standard", seat=1))
    viewer.show()
    viewer.go_to(viewer.steps.count)
    rows = viewer.log.rowCount()
    switch_language("zh_TW")
    qtbot.waitUntil(lambda: viewer.log_caption.text() == "出牌記錄", timeout=3000)
    lines = viewer.log.lines()
    assert len(lines) == rows and lines[-1].startswith("老張胡")
    assert not re.search(r"[A-Za-z]", "".join(lines))
    switch_language("en")
    QCoreApplication.processEvents()
