"""The application icon, from the PNG set in ``assets/icons`` (made by packaging/make_icons.py)."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from dager_desktop.resources import ICONS

#: The desktop entry's name on Linux (``packaging/linux/<APP_ID>.desktop``), so that
#: Wayland compositors and docks match the window to its entry and icon.
APP_ID = "io.github.dagerdesktop.DagerDesktop"


def app_icon() -> QIcon:
    """Every size shipped, so each place (title bar, task bar, switcher) gets a sharp one.

    An empty icon when the files are missing: the platform's default is shown.
    """
    icon = QIcon()
    for path in sorted(ICONS.glob("dager-desktop-*.png")):
        icon.addFile(str(path))
    return icon
