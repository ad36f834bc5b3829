"""The animation layer lets go of what it stops."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QVariantAnimation
from PySide6.QtWidgets import QWidget

from dager_desktop.ui.table.animation import AnimationLayer


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


class _PaintedAreas(QObject):
    """Records the areas a widget is asked to repaint."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.rects: list[QRect] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.rects.append(event.region().boundingRect())
        return False


def test_a_card_in_flight_repaints_its_path_not_the_whole_table(make_window, qtbot):
    # The layer is transparent: each frame that repainted all of it repainted the
    # whole table beneath, and at full HD that held the GUI thread 50-120 ms.
    window = make_window(speed="slow")
    window.resize(1280, 800)
    window.show()
    layer = window.table.layer
    qtbot.waitExposed(window)
    QCoreApplication.processEvents()
    painted = _PaintedAreas(layer)
    # a second long: enough frames to judge even on a loaded machine
    layer.fly(None, QRect(100, 100, 40, 120), QRect(300, 200, 40, 120), 1000)
    layer.call_out("Peng", QRect(600, 100, 120, 120), 1000)
    qtbot.waitUntil(lambda: not layer.busy(), timeout=6000)
    # The first frame (the layer raised) and a change of the table beneath may cover
    # it all; the frames of the flight do not.
    whole = [r for r in painted.rects if r == layer.rect()]
    assert len(painted.rects) >= 6 and len(whole) <= 2


def test_the_turn_highlight_fades_without_repainting_the_cards_inside(make_window, qtbot):
    # A panel repainted whole at each frame of the fade repainted every card in it.
    window = make_window()
    panel = window.table.panels["bottom"]
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.pixmaps.pending() == 0, timeout=10000)  # card art in
    QCoreApplication.processEvents()
    inside = _PaintedAreas(window.table.hand)
    ring = _PaintedAreas(panel)
    panel.set_active(True, 300)
    qtbot.waitUntil(lambda: panel._glow == 1.0, timeout=3000)
    QCoreApplication.processEvents()
    assert len(ring.rects) >= 3 and inside.rects == []


def test_a_card_drawn_where_its_flight_starts_is_wiped_from_there(make_window, qtbot):
    # The first frame of a flight comes a tick after it starts, and the layer painted
    # the card at its start meanwhile (anything beneath that repainted did so): that
    # picture stayed in the seat's panel, over its 列, after the card had gone on.
    window = make_window(speed="slow")
    layer = window.table.layer
    asked: list[QRect] = []  # the areas the layer asks to repaint
    update = layer.update
    layer.update = lambda *area: (asked.append(QRect(*area)), update(*area))  # type: ignore
    src = QRect(100, 100, 40, 120)
    layer.fly(None, src, QRect(600, 300, 40, 120), 300)
    qtbot.waitUntil(lambda: not layer.busy(), timeout=3000)
    wiped = QRect()
    for rect in asked:
        wiped = wiped.united(rect) if rect.intersects(src) else wiped
    assert wiped.contains(src), asked
