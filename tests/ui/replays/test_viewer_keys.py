"""The replay viewer's keys: the slider keeps them after the step buttons are clicked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dager_desktop.store import Replays
from tests.store.helpers import won_round
from tests.ui.helpers import open_viewer


def test_arrows_and_end_still_step_after_a_button_is_clicked(qtbot, tmp_path):
    viewer = open_viewer(qtbot, Replays(tmp_path / "replays"), won_round("standard"))
    viewer.show()
    qtbot.waitExposed(viewer)
    QTest.mouseClick(viewer.forward_button, Qt.MouseButton.LeftButton)
    assert viewer.step == 1
    QTest.keyClick(viewer.focusWidget() or viewer, Qt.Key.Key_Right)
    assert viewer.step == 2  # not the focus moving on to the next button
    QTest.keyClick(viewer.focusWidget() or viewer, Qt.Key.Key_End)
    assert viewer.step == viewer.steps.count
