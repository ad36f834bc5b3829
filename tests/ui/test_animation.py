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


def test_a_resize_lands_the_cards_in_flight_and_the_round_goes_on(make_window, qtbot):
    # A card in flight flew on to where its slot had been, at its old size.
    window = make_window(speed="slow")
    layer = window.table.layer
    landed = []
    flight = layer.fly(None, QRect(0, 0, 10, 30), QRect(50, 50, 10, 30), 5000)
    flight.finished.connect(lambda: landed.append("card"))
    layer.call_out("Peng", QRect(100, 100, 60, 60), 5000)
    layer.idle.connect(lambda: landed.append("idle"))
    window.resize(window.width() + 80, window.height())
    qtbot.waitUntil(lambda: "idle" in landed, timeout=2000)
    assert landed[0] == "card" and not layer.busy()
