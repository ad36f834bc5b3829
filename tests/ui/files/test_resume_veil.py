""""Continue the match?" stands over plain cloth, not over an empty table whose
all-zero scoreboard reads as the saved match's scores wiped out."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dager_desktop import store
from dager_desktop.ui.files.resume import VEIL
from tests.store.helpers import play_match


def _veiled(window) -> bool:
    picture = window.grab().toImage()
    table = window.table
    for widget in (table.scoreboard if hasattr(table, "scoreboard") else table, table.info):
        centre = widget.mapTo(window, widget.rect().center())
        ratio = picture.width() / window.width()
        if picture.pixelColor(round(centre.x() * ratio), round(centre.y() * ratio)) != VEIL:
            return False
    return True


def test_the_resume_question_veils_the_empty_table_until_it_is_answered(open_window, qtbot):
    store.Autosave().save(play_match("standard", seed=5, rounds=1, extra_steps=6))
    window, persistence, _ = open_window()
    dialog = persistence.resume_dialog
    assert dialog is not None and dialog.isVisible()
    veil = dialog.veil
    assert veil is not None and veil.isVisible()
    assert veil.geometry() == window.centralWidget().geometry()
    assert _veiled(window)
    window.resize(window.width() + 40, window.height() + 20)
    qtbot.waitUntil(lambda: veil.geometry() == window.centralWidget().geometry(), timeout=2000)
    QTest.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.game is not None, timeout=5000)
    assert dialog.veil is None
    qtbot.waitUntil(lambda: not _veiled(window), timeout=2000)  # the saved match, shown


def test_closing_the_question_lifts_the_veil_too(open_window, qtbot):
    store.Autosave().save(play_match("standard", seed=5, rounds=1, extra_steps=6))
    window, persistence, _ = open_window()
    dialog = persistence.resume_dialog
    dialog.reject()  # Esc or the title bar: the match goes on
    assert dialog.veil is None
    qtbot.waitUntil(lambda: not _veiled(window), timeout=2000)
