"""Replays polish: an empty list says so; the viewer has no default button (⏮ looked
pressed, Enter jumped to the deal), joins a step and the round's end with a
translatable separator, and opens no larger than the screen's free area."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSize, Qt, QTranslator
from PySide6.QtTest import QTest

from dager_desktop.store import Replays
from dager_desktop.ui.platform import screens
from dager_desktop.ui.replays.dialog import ReplaysDialog
from dager_desktop.ui.replays.viewer import ReplayViewer
from tests.store.helpers import huang_round, won_round
from tests.ui.helpers import open_viewer

ROOT = Path(__file__).resolve().parents[3]


# -- 15: an empty list -------------------------------------------------------------------


def test_an_empty_list_says_no_rounds_are_kept(qtbot, tmp_path):
    replays = Replays(tmp_path / "replays")
    dialog = ReplaysDialog(replays)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.list.isVisible()  # not read yet: "no rounds" is not known
    dialog.refresh()
    assert dialog.empty.isVisible() and not dialog.list.isVisible()
    assert dialog.empty.text() == "No rounds kept yet."
    assert dialog.import_button.isEnabled()  # a round can still be read from a file
    replays.add(won_round("standard"))
    dialog.refresh()
    assert dialog.list.isVisible() and not dialog.empty.isVisible()
    assert dialog.list.topLevelItemCount() == 1


# -- 18: the viewer ----------------------------------------------------------------------


def test_no_viewer_button_is_the_default_and_enter_does_not_jump(qtbot, tmp_path):
    viewer = open_viewer(qtbot, Replays(tmp_path / "replays"), won_round("standard"))
    viewer.show()
    QTest.mouseClick(viewer.last_button, Qt.MouseButton.LeftButton)
    end = viewer.steps.count
    assert viewer.step == end and viewer.first_button.isEnabled()
    buttons = (viewer.first_button, viewer.back_button, viewer.play_button,
               viewer.forward_button, viewer.last_button)
    assert not any(b.isDefault() for b in buttons)  # ⏮ was, and drawn as if pressed
    QTest.keyClick(viewer, Qt.Key.Key_Return)
    assert viewer.step == end


def _last_step_not_a_win(viewer: ReplayViewer) -> None:
    viewer.go_to(viewer.steps.count)
    assert viewer.steps.game_at(viewer.step).result.winner is None  # a 黄牌: step, then end


def test_the_end_is_joined_to_the_step_without_ascii_spacing(qtbot, tmp_path):
    viewer = open_viewer(qtbot, Replays(tmp_path / "replays"), huang_round())
    _last_step_not_a_win(viewer)
    text = viewer.caption.text()
    assert text.endswith(" — Huang Pai") and "  " not in text, text


@pytest.fixture
def separator_in_chinese(qapp, tmp_path):
    """A catalogue that gives the separator as a Chinese text writes it: whatever the
    shipped catalogues say, the separator must be a string they can translate."""
    sys.path.insert(0, str(ROOT / "packaging"))
    import translations as tools

    ts = tmp_path / "separator.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="zh_CN">'
        "<context><name>ReplayViewer</name><message><source>%1 — %2</source>"
        "<translation>%1——%2</translation></message></context></TS>", encoding="utf-8")
    tools.lrelease(ts, tmp_path / "separator.qm")
    translator = QTranslator()
    assert translator.load(str(tmp_path / "separator.qm"))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_the_separator_is_translatable(qtbot, tmp_path, separator_in_chinese):
    viewer = open_viewer(qtbot, Replays(tmp_path / "replays"), huang_round())
    _last_step_not_a_win(viewer)
    assert "——" in viewer.caption.text() and " — " not in viewer.caption.text()


def test_the_viewer_fits_the_screens_free_area(qtbot, tmp_path, monkeypatch):
    replays = Replays(tmp_path / "replays")
    viewer = open_viewer(qtbot, replays, won_round("standard"))
    room = viewer.screen().availableGeometry()  # offscreen: 800x800
    assert viewer.width() <= room.width() and viewer.height() <= room.height()
    # a 1280x720 screen less a 40-px taskbar: the window, title bar included, fits
    monkeypatch.setattr(screens, "free_area", lambda widget: QSize(1280, 680))
    small = open_viewer(qtbot, replays, won_round("standard"))
    framed = small.size() + screens.FRAME
    assert framed.width() <= 1280 and framed.height() <= 680
    assert small.size() == QSize(1060, 680 - screens.FRAME.height())


def test_the_card_on_offer_says_whether_it_was_turned_or_played(qtbot):
    # "On offer: 九 from Zhang" under "Wang: Discard 五" read as if Zhang had played it
    from dager_desktop.engine import ReplaySteps

    game = won_round()
    steps = ReplaySteps.from_game(game)
    viewer = ReplayViewer(steps, None)
    qtbot.addWidget(viewer)
    said = set()
    for step in range(steps.count + 1):
        viewer.go_to(step)
        game_then = steps.game_at(step)
        active = game_then.view(game_then.order[0]).active
        if active is None:
            continue
        turned = active.turned
        line = viewer.table_line.text()
        assert ("turned by" in line) == turned and ("played by" in line) != turned
        said.add(turned)
    assert said == {True, False}
