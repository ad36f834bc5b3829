"""Windows open within the screen's free area (the offscreen screen is 800×800)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from dager_desktop.ui.platform.screens import FRAME, fitted


def _room(widget: QWidget) -> QSize:
    return widget.screen().availableGeometry().size() - FRAME


def test_the_first_window_fits_a_screen_smaller_than_its_usual_size(qtbot):
    from dager_desktop.ui.round.session import Session
    from dager_desktop.ui.window.main_window import MainWindow

    window = MainWindow(Session("standard", 1))
    qtbot.addWidget(window)
    room = _room(window)
    assert room.width() < 1280 and room.height() < 800  # else the test proves nothing
    assert window.width() <= room.width() and window.height() <= room.height()


def test_a_size_the_screen_has_room_for_is_kept(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    assert fitted(widget, QSize(400, 300)) == QSize(400, 300)


def test_a_fitted_size_is_never_below_what_the_layout_needs(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.setMinimumSize(900, 100)  # wider than the screen's free area
    assert fitted(widget, QSize(1200, 1200)).width() >= 900


def test_a_window_is_centred_in_the_free_area(qtbot):
    from dager_desktop.ui.platform.screens import centre_on_screen

    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(400, 300)
    centre_on_screen(widget)
    room = widget.screen().availableGeometry()
    outer = widget.size() + FRAME
    left, right = widget.x() - room.x(), room.right() + 1 - widget.x() - outer.width()
    top, bottom = widget.y() - room.y(), room.bottom() + 1 - widget.y() - outer.height()
    assert left > 0 and abs(left - right) <= 1
    assert top > 0 and abs(top - bottom) <= 1


def test_the_first_window_opens_within_the_free_area(qtbot):
    from dager_desktop.ui.round.session import Session
    from dager_desktop.ui.window.main_window import MainWindow

    window = MainWindow(Session("standard", 1))
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    outer = window.size() + FRAME
    assert window.x() >= room.x() and window.y() >= room.y()
    assert window.x() + outer.width() <= room.right() + 1
    assert window.y() + outer.height() <= room.bottom() + 1
