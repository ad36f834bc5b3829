"""Window sizes that fit the screen the window will open on.

A first window of 1280×800 is taller than the free area of a 1366×768 laptop
screen, or of a 1920×1080 one at 150% scaling (1280×720 in logical pixels):
its bottom row, the player's own hand, would open below the taskbar.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPoint, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: What the window frame and title bar add around the client area; the screen's
#: available geometry (without the taskbar) does not count them.
FRAME = QSize(16, 48)


def free_area(widget: QWidget) -> QSize | None:
    """The free area (no taskbar, no dock) of the screen ``widget`` opens on, if known.
    A dialog not shown yet has no screen of its own: it opens over its parent."""
    screen = (widget.parentWidget() or widget).screen() or QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry().size()


def room_for(widget: QWidget) -> QSize:
    """The most a window of ``widget`` may take: its screen's free area less the frame
    (no limit when no screen is known)."""
    room = free_area(widget)
    return QSize(100_000, 100_000) if room is None else room - FRAME


def fitted(widget: QWidget, wanted: QSize) -> QSize:
    """``wanted``, made smaller where the free area of ``widget``'s screen is smaller
    (never below the widget's own minimum size: the layout would overrule it)."""
    least = widget.minimumSize().expandedTo(widget.minimumSizeHint())
    return wanted.boundedTo(room_for(widget)).expandedTo(least)


def resize_to_fit(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width``×``height``, or to what its screen has room for."""
    widget.resize(fitted(widget, QSize(width, height)))


class ScaledWindow(Protocol):
    """A window beside the table whose text follows the table's
    (``TableWidget.lend_text_scale``, ``scale_window``)."""

    def set_text_scale(self, scale: float) -> None: ...


def scale_window(widget: QWidget, scale: float, width: int, height: int) -> None:
    """Give a window beside the table (the rules, statistics, replays) the table's text
    ``scale`` (``style.dialog_style``) and a size in proportion to ``width``×``height``:
    on a big screen the table's text grows, and these windows looked small beside it."""
    from dager_desktop.ui.platform.style import dialog_style

    widget.setStyleSheet(dialog_style(scale) if scale != 1.0 else "")
    resize_to_fit(widget, round(width * scale), round(height * scale))


def centre_on_screen(widget: QWidget) -> None:
    """Put a top-level window in the middle of its screen's free area: a system's own
    first placement (a cascade down from the top left) could push the bottom of a
    window as tall as that area under the taskbar."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    room = screen.availableGeometry()
    outer = widget.size() + FRAME  # move() places the frame, title bar included
    widget.move(room.topLeft() + QPoint(max(0, (room.width() - outer.width()) // 2),
                                        max(0, (room.height() - outer.height()) // 2)))


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` over the others and give it the keyboard (a second Help ▸ Rules
    finds it behind the table)."""
    window.show()
    window.raise_()
    window.activateWindow()
