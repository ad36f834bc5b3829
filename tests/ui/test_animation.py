"""The animation layer lets go of what it stops."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QVariantAnimation
from PySide6.QtWidgets import QWidget

from dager_desktop.ui.animation import AnimationLayer


def test_stopped_animations_are_deleted_not_kept(make_window, qtbot):
    window = make_window()
    parent = QWidget()
    qtbot.addWidget(parent)
    layer = AnimationLayer(window.pixmaps, parent)
    for _ in range(3):
        layer.fly(None, QRect(0, 0, 10, 30), QRect(50, 50, 10, 30), 5000)
        layer.pause(5000)
    assert layer.busy()
    idle = []
    layer.idle.connect(lambda: idle.append(True))
    layer.stop_all()  # Skip, or a new match, in the middle of it all
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not layer.busy() and idle == [True]
    assert layer.findChildren(QVariantAnimation) == []
