"""Every text on the table is readable: WCAG AA, a contrast of 4.5 : 1 or more.

The window is shown at two sizes with practice mode on, at moments that show
most of what the table can say (a discard turn with a refused move in the
status bar, a claim window with enabled and disabled buttons, the hint panel
with a dead wait); then every widget with text is walked.  The text's colour
is the one Qt resolved for it — its palette after the style sheets were
applied (``platform/style.py``, the panel's and the bar's own), and any colour
written into a label's rich text; what it is drawn on is read from the
window's picture, where translucent panels, gradients and parents' backgrounds
have all been painted.  Text a widget paints itself (the centre's captions) is
measured in the picture alone.  Tooltips are drawn in windows of their own:
each is painted on black and on white — what shows behind a window without a
background of its own differs from one window system to the next — and must
read on both.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PIL import Image
from PySide6.QtCore import QModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QHeaderView,
    QLabel,
    QStatusBar,
    QStyledItemDelegate,
    QToolTip,
    QWidget,
)

from dager_desktop.engine import HandHints, WaitHint, parse_cards
from tests.ui.helpers import human_deciding, install, peng_on_offer, practice_window

AA = 4.5
SIZES = [(1024, 700), (1600, 1000)]
Rgb = tuple[int, int, int]


# -- colour arithmetic (WCAG 2.x) ----------------------------------------------------------


def luminance(rgb: Rgb) -> float:
    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Rgb, b: Rgb) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def over(colour: QColor, under: Rgb) -> Rgb:
    """``colour`` as it shows, painted with its alpha over ``under``."""
    a = colour.alphaF()
    top = (colour.red(), colour.green(), colour.blue())
    return tuple(round(t * a + u * (1 - a)) for t, u in zip(top, under, strict=True))


def colours_in(image: QImage, rect: QRect) -> list[tuple[int, Rgb]]:
    """(pixels, colour) of every colour painted in ``rect`` of ``image``."""
    rect = rect.intersected(image.rect())
    if rect.isEmpty():
        return []
    part = image.copy(rect).convertToFormat(QImage.Format.Format_RGB888)
    line = part.bytesPerLine()
    data = bytes(part.constBits())[: line * part.height()]
    picture = Image.frombuffer("RGB", (part.width(), part.height()), data, "raw", "RGB", line, 1)
    return picture.getcolors(maxcolors=picture.width * picture.height) or []


def drawn_background(image: QImage, rect: QRect) -> Rgb:
    """The colour most of ``rect`` is painted in: text takes far fewer pixels than
    what it stands on.  Colours within a few steps count as one (a gradient)."""
    buckets: Counter[Rgb] = Counter()
    sums: dict[Rgb, list[int]] = {}
    for count, pixel in colours_in(image, rect):
        key = tuple(c // 8 for c in pixel)
        buckets[key] += count
        total = sums.setdefault(key, [0, 0, 0, 0])
        for i, c in enumerate(pixel):
            total[i] += c * count
        total[3] += count
    key = buckets.most_common(1)[0][0]
    r, g, b, n = sums[key]
    return round(r / n), round(g / n), round(b / n)


def drawn_ink(image: QImage, rect: QRect, background: Rgb) -> Rgb:
    """The pixel of ``rect`` that stands out most from ``background``: the ink of text
    a widget paints itself."""
    return max((pixel for _count, pixel in colours_in(image, rect)),
               key=lambda p: contrast(p, background))


# -- the texts of a window -----------------------------------------------------------------

_INLINE = re.compile(r"color\s*:\s*(#[0-9a-fA-F]{3,8}|rgba?\([^)]*\))")


@dataclass
class Text:
    what: str  #: which text, for the failure message
    ink: QColor  #: its colour as Qt resolved it (may be translucent)
    rect: QRect  #: where it is drawn, in the picture's coordinates


def _where(widget: QWidget, top: QWidget, rect: QRect | None = None) -> QRect:
    rect = widget.rect() if rect is None else rect
    return QRect(widget.mapTo(top, rect.topLeft()), rect.size())


def _ink(widget: QWidget, role: QPalette.ColorRole | None = None) -> QColor:
    group = QPalette.ColorGroup.Active if widget.isEnabled() else QPalette.ColorGroup.Disabled
    return widget.palette().color(group, role if role is not None else widget.foregroundRole())


def _inline_inks(text: str) -> list[QColor]:
    found = []
    for value in _INLINE.findall(text):
        if value.startswith("rgb"):
            parts = [float(p) for p in value[value.index("(") + 1:-1].split(",")]
            colour = QColor(*[round(p) for p in parts[:3]])
            if len(parts) == 4:
                colour.setAlphaF(parts[3] if parts[3] <= 1 else parts[3] / 255)
        else:
            colour = QColor(value)
        found.append(colour)
    return found


def texts_of(top: QWidget) -> Iterator[Text]:
    """Every text the widgets of ``top`` show, with the colour Qt draws it in."""
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top) or widget.width() <= 1 or widget.height() <= 1:
            continue
        name = f"{type(widget).__name__}#{widget.objectName()}"
        if isinstance(widget, QLabel) and widget.text().strip():
            rect = _where(widget, top, widget.contentsRect())
            yield Text(f"{name} {widget.text()[:40]!r}", _ink(widget), rect)
            for ink in _inline_inks(widget.text()):
                yield Text(f"{name} inline {ink.name()}", ink, rect)
        elif isinstance(widget, QAbstractButton) and widget.text().strip():
            yield Text(f"{name} {widget.text()!r}", _ink(widget), _where(widget, top))
        elif isinstance(widget, QStatusBar) and widget.currentMessage():
            yield Text(f"status bar {widget.currentMessage()[:40]!r}", _ink(widget),
                       _where(widget, top))
        elif isinstance(widget, QDockWidget) and widget.windowTitle():
            inside = widget.widget()
            title = QRect(0, 0, widget.width(), inside.geometry().top() if inside else 20)
            yield Text(f"dock title {widget.windowTitle()!r}", _ink(widget),
                       _where(widget, top, title))
        elif isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView) \
                and type(widget.itemDelegate()) is QStyledItemDelegate:
            yield from _item_texts(widget, top, name)  # (cards are drawn by delegates)


def _item_texts(view: QAbstractItemView, top: QWidget, name: str) -> Iterator[Text]:
    model = view.model()
    if model is None:
        return
    try:
        columns = model.columnCount(QModelIndex())
    except TypeError:  # a list model's is private: it has one
        columns = 1
    for row in range(model.rowCount(QModelIndex())):
        for column in range(columns):
            index = model.index(row, column)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if not isinstance(text, str) or not text.strip():
                continue
            ink = index.data(Qt.ItemDataRole.ForegroundRole)
            ink = QColor(ink.color() if hasattr(ink, "color") else ink) if ink is not None \
                else view.palette().color(QPalette.ColorRole.Text)
            rect = view.visualRect(index)
            if rect.isValid():
                yield Text(f"{name} cell {text!r}", ink, _where(view.viewport(), top, rect))


def header_texts(top: QWidget, picture: QImage) -> Iterator[tuple[str, Rgb, Rgb]]:
    """The scoreboard's headers, painted by the style from a ``::section`` rule the
    palette does not carry: measured in the picture."""
    for header in top.findChildren(QHeaderView):
        if not header.isVisibleTo(top) or header.model() is None:
            continue
        across = header.orientation() is Qt.Orientation.Horizontal
        for section in range(header.count()):
            label = header.model().headerData(section, header.orientation())
            if header.isSectionHidden(section) or not str(label or "").strip():
                continue
            at, size = header.sectionViewportPosition(section), header.sectionSize(section)
            rect = QRect(at, 0, size, header.height()) if across else \
                QRect(0, at, header.width(), size)
            if not header.viewport().rect().contains(rect):
                continue  # scrolled out of sight (the scoreboard shows its latest rounds)
            box = _where(header.viewport(), top, rect.adjusted(1, 1, -1, -1))
            ground = drawn_background(picture, box)
            yield f"header {label!r}", drawn_ink(picture, box, ground), ground


def centre_captions(window, picture: QImage) -> Iterator[tuple[str, Rgb, Rgb]]:
    """The captions the centre paints under its cards (the stock's count, who played
    the card on offer), measured in the picture."""
    centre = window.table.centre
    lines = centre.fontMetrics().height() * 2
    cards = [("stock", centre.stock_rect())]
    if centre.state.active is not None:
        cards.append(("card on offer", centre.active_rect()))
    for what, card in cards:
        box = _where(centre, window, centre.caption_box(card, lines))
        ground = drawn_background(picture, box)
        yield f"centre caption under the {what}", drawn_ink(picture, box, ground), ground


def failures(window) -> list[str]:
    """What is drawn below AA contrast in ``window`` now."""
    QApplication.processEvents()
    picture = window.grab().toImage()
    scale = picture.width() / window.width()  # a device pixel ratio above 1
    if os.environ.get("CONTRAST_PICTURES"):  # to look at what was judged
        picture.save(os.path.join(os.environ["CONTRAST_PICTURES"], f"{id(window)}.png"))
    bad = []
    checked = 0
    for text in texts_of(window):
        rect = QRect(round(text.rect.x() * scale), round(text.rect.y() * scale),
                     round(text.rect.width() * scale), round(text.rect.height() * scale))
        ground = drawn_background(picture, rect)
        ink = over(text.ink, ground)
        checked += 1
        if contrast(ink, ground) < AA:
            bad.append(f"{text.what}: {ink} on {ground} = {contrast(ink, ground):.2f}")
    for what, ink, ground in [*header_texts(window, picture), *centre_captions(window, picture)]:
        checked += 1
        if contrast(ink, ground) < AA:
            bad.append(f"{what}: {ink} on {ground} = {contrast(ink, ground):.2f}")
    assert checked > 20, "the walk found too little text to judge"
    return bad


# -- the moments ---------------------------------------------------------------------------


def to_my_discard(window, qtbot) -> None:
    """Pass (as one who read the 过张 tip) until the human must play a card."""

    def step() -> bool:
        game = window.session.game
        if game is not None and game.over:
            window.next_round()
            return False
        if not human_deciding(window):
            return False
        if window.table.centre.responses.mode == "discard":
            return True
        options = window.flow.human_options()
        passes = [a for a in options if a.kind.value == "pass"]
        window.flow.human_chose((passes or list(options))[0], checked=True)
        return False

    qtbot.waitUntil(step, timeout=20000)


@pytest.mark.parametrize("size", SIZES)
def test_a_discard_turn_and_a_refused_move_read_everywhere(make_window, qtbot, size):
    window = practice_window(make_window, size=size)
    window.new_match()
    to_my_discard(window, qtbot)
    model = window.table.hand.hand_model()
    legal = {a.card for a in window.flow.human_options() if a.card is not None}
    refused = next((c for c in model.cards() if c not in legal), None)
    window.table.hand.setCurrentIndex(model.index(0, 0))  # a card selected
    if refused is not None:
        window.play_card(refused)  # its reason in the status bar (and by the hand)
    else:
        window.show_status(lambda: "A word in the status bar", 5000)
    assert window.statusBar().currentMessage()
    bad = failures(window)
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("size", SIZES)
def test_a_claim_window_reads_everywhere(make_window, qtbot, size):
    window, game = peng_on_offer(make_window)
    window.resize(*size)
    install(window, game)
    qtbot.waitUntil(lambda: human_deciding(window))
    responses = window.table.centre.responses
    shown = [b for b in responses.buttons.values() if b.isVisible()]
    assert any(b.isEnabled() for b in shown) and any(not b.isEnabled() for b in shown)
    bad = failures(window)
    assert not bad, "\n".join(bad)


def test_the_hint_panel_reads_with_a_wait_that_is_dead(make_window, qtbot):
    window = practice_window(make_window, size=SIZES[0])
    window.new_match()
    to_my_discard(window, qtbot)  # the round waits: nothing redraws the panel meanwhile
    card = parse_cards("七")[0]
    dead = WaitHint(card=card, hu=12, left=0, guo=False, mingtang=(), points=2)
    guo = WaitHint(card=parse_cards("三")[0], hu=14, left=2, guo=True, mingtang=(), points=2)
    panel = window.practice.panel
    panel.set_facts(HandHints(3, 6, (dead, guo), (), False))
    panel.set_blocked(["A reason the card on offer cannot be claimed."])
    panel.set_hint("The Normal player would: Pass. It keeps your most useful cards.")
    bad = failures(window)
    assert "color" in panel.facts.text()  # the dead wait is written in a colour of its own
    assert not bad, "\n".join(bad)


# -- tooltips --------------------------------------------------------------------------------


def _painted_on(label: QWidget, ground: Qt.GlobalColor) -> QImage:
    picture = QPixmap(label.size())
    picture.fill(ground)
    label.render(picture, QPoint(), label.rect(),
                 QWidget.RenderFlag.DrawWindowBackground | QWidget.RenderFlag.DrawChildren)
    return picture.toImage()


def tooltip_failures(widget: QWidget, point: QPoint, text: str) -> list[str]:
    QToolTip.showText(widget.mapToGlobal(point), text, widget)
    QApplication.processEvents()
    tips = [w for w in QApplication.topLevelWidgets()
            if w.isVisible() and w.metaObject().className() == "QTipLabel"]
    assert tips, "no tooltip shown"
    label = tips[0]
    bad = []
    for ground in (Qt.GlobalColor.black, Qt.GlobalColor.white):
        image = _painted_on(label, ground)
        back = drawn_background(image, image.rect())
        ink = over(_ink(label), back)
        if contrast(ink, back) < AA:
            bad.append(f"tooltip over {widget.objectName() or type(widget).__name__} on "
                       f"{ground.name}: {ink} on {back} = {contrast(ink, back):.2f}")
    QToolTip.hideText()
    return bad


def test_tooltips_draw_their_text_on_any_window_system(make_window, qtbot):
    window = practice_window(make_window, size=SIZES[0])
    window.new_match()
    to_my_discard(window, qtbot)
    hand = window.table.hand
    model = hand.hand_model()
    centre = window.table.centre
    places = [
        # over the hand (a 坎 card's tooltip is the model's; a refused card's the practice's)
        (hand.viewport(), hand.visualRect(model.index(0, 0)).center()),
        (hand, QPoint(4, 4)),
        (centre.responses.buttons["discard"], QPoint(4, 4)),
        (window.table.info, QPoint(4, 4)),
        (window.practice.panel.hint_button, QPoint(4, 4)),
        (window, QPoint(10, 10)),
    ]
    bad = []
    for widget, point in places:
        for text in ("<p>「六」属于坎或垅：这些牌不能打出，也不能拆开。</p>", "Kan: three alike"):
            bad += tooltip_failures(widget, point, text)
    assert not bad, "\n".join(bad)
