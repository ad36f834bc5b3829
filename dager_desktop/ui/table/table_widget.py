"""The card table: four places around the centre, the hand, the scoreboard.

The human always sits at the bottom and every seat keeps its place for the
whole match (``seating.places_for``: seat 1 on the right, 2 across, 3 on the
left; the 底家 tag moves, not the seats).  ``place_seats`` binds the panels to
seats at the start of each round; the panels and views then follow their models.

Card sizes (and on big screens the text) follow the window, in the steps of
``cards.sizes`` so that sprites are reused (``budget``: each step's heights);
the table tells the animations where each place is, in the animation layer's
coordinates.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGridLayout,
    QLayout,
    QListView,
    QToolTip,
    QWidget,
)

from dager_desktop.engine import Card
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.cards.sizes import LEAST_SIDE, STEPS, Metrics
from dager_desktop.ui.platform.screens import ScaledWindow
from dager_desktop.ui.platform.style import table_font, table_style
from dager_desktop.ui.table import budget
from dager_desktop.ui.table.animation import AnimationLayer
from dager_desktop.ui.table.budget import GRID_MARGIN, GRID_SPACING
from dager_desktop.ui.table.centre import CentreWidget
from dager_desktop.ui.table.delegates import CardDelegate, MeldDelegate
from dager_desktop.ui.table.hand_view import HandView
from dager_desktop.ui.table.projection import TableModels
from dager_desktop.ui.table.scoreboard_view import ScoreboardView
from dager_desktop.ui.table.seat_panel import SeatPanel
from dager_desktop.ui.table.seating import HUMAN
from dager_desktop.ui.widgets.elided_label import ElidedLines


class TableWidget(QWidget):
    """All the table's widgets; it holds no game state of its own."""

    #: the text scale of the card size step just taken (``Metrics.text``)
    textScaled = Signal(float)

    def __init__(
        self, models: TableModels, pixmaps: CardPixmaps, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("Table")
        self.models = models
        self.pixmaps = pixmaps
        # Start from the smallest cards: the fixed heights of the panels follow the
        # step, so starting large would hold the window at that step's height.
        self.metrics = STEPS[-1]
        self.hand_delegate = CardDelegate(pixmaps, self.metrics.hand, self)
        self.tile_delegate = CardDelegate(pixmaps, self.metrics.tile, self)
        self.meld_delegate = MeldDelegate(pixmaps, self.metrics.meld, self)
        self._build()
        # apply_metrics skips the step the table starts at: the centre must hear it here
        self.centre.set_sizes(self.metrics.active, self.metrics.meld, STEPS[-1].active)
        self.layer = AnimationLayer(pixmaps, self)
        self._cloth = QPixmap()  # the cloth's gradient at the table's size (paintEvent)
        self.layer.setGeometry(self.rect())
        self.places: dict[str, int | None] = {"bottom": 0, "right": 1, "top": 2, "left": 3}

    def _build(self) -> None:
        md, td = self.meld_delegate, self.tile_delegate
        self.panels = {
            "top": SeatPanel(md, td, "row", self),
            "left": SeatPanel(md, td, "side", self),
            "right": SeatPanel(md, td, "side", self),
            "bottom": SeatPanel(md, td, "bottom", self),
        }
        self.centre = CentreWidget(self.models.centre, self.pixmaps, self)
        self.hand = HandView(self.hand_delegate, self.panels["bottom"])
        self.hand.setModel(self.models.hand)
        self.hand.drop_target = self._over_centre
        self.panels["bottom"].hand_slot.addWidget(self.hand)
        self.info = ElidedLines(self)
        self.info.setObjectName("RoundInfo")
        self.info.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.scoreboard = ScoreboardView(self.models.scoreboard, self._size_panels, self)
        grid = QGridLayout(self)
        # little above, below and between the rows: the three rows' budget
        # (``budget.needed_height``) must fit a 640-px window beside the menu and status bars
        grid.setContentsMargins(8, GRID_MARGIN, 8, GRID_MARGIN)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(GRID_SPACING)
        grid.addWidget(self.info, 0, 0)
        grid.addWidget(self.panels["top"], 0, 1)
        grid.addWidget(self.scoreboard, 0, 2)
        grid.addWidget(self.panels["left"], 1, 0)
        grid.addWidget(self.centre, 1, 1)
        grid.addWidget(self.panels["right"], 1, 2)
        grid.addWidget(self.panels["bottom"], 2, 0, 1, 3)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(1, 1)

    # -- seats ---------------------------------------------------------------------------

    def place_seats(self, places: dict[str, int | None]) -> None:
        """Bind each place (bottom, right, top, left) to a seat, or ``None`` for nobody."""
        self.places = dict(places)
        m = self.models
        for place, panel in self.panels.items():
            seat = places.get(place)
            melds = m.melds.get(seat) if seat is not None else None
            discards = m.discards.get(seat) if seat is not None else None
            panel.bind(seat, m.seats, melds, discards)
        self.hand.setVisible(m.seats.rowCount() > 0 and self._human_plays())
        self.fit(grow=False)

    def _human_plays(self) -> bool:
        return self.models.seats.info(HUMAN).playing

    def panel_of(self, seat: int | None) -> SeatPanel | None:
        for place, s in self.places.items():
            if s == seat:
                return self.panels[place]
        return None

    # -- sizes ----------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.layer.land()  # aimed at the table as it was
        self.layer.setGeometry(self.rect())
        self.fit()

    def fit(self, grow: bool = True) -> None:
        """Take the largest card sizes whose layout fits the table's height and whose
        hand fits its width (a side panel, such as the hints, may narrow the table).

        Without ``grow`` (a new round's seats) the cards keep their size while it
        still fits: the room a seat sitting out as the 底家 leaves changes from round
        to round, and the cards and every label grew and shrank with it — at each
        deal, with a restyling that held the window's thread up to 135 ms."""
        room = self.room()
        fitting = [
            m for m in STEPS
            if budget.needed_height(m, room) <= self.height()
            and budget.hand_fits(m, room.width, self.models.hand.column_count())
        ]
        best = fitting[0] if fitting else STEPS[-1]
        if not grow and self.metrics in fitting:
            best = self.metrics
        self.apply_metrics(best)
        self._size_panels()
        if self.metrics.text == 1.0:  # once the plain text has been laid out
            QTimer.singleShot(0, self, self._release_least_size)

    def apply_metrics(self, metrics: Metrics) -> None:
        if metrics == self.metrics and self.hand_delegate.card_size == metrics.hand:
            return
        rescaled = metrics.text != self.metrics.text
        if rescaled:
            self._keep_least_size(metrics.text)
            self._scale_text(metrics.text)
        self.metrics = metrics
        self.hand_delegate.set_card_size(metrics.hand)
        self.tile_delegate.set_card_size(metrics.tile)
        self.meld_delegate.set_card_size(metrics.meld)
        self.centre.set_sizes(metrics.active, metrics.meld, STEPS[-1].active)
        self.hand.updateGeometry()
        self.warm()
        if rescaled:
            self.textScaled.emit(metrics.text)

    def _scale_text(self, scale: float) -> None:
        """Every label on the table at text ``scale`` (module ``style``)."""
        self.setFont(table_font(scale))
        # The labels with a size of their own take it from the table's sheet, which
        # wins over the application's; at scale 1 the application's is the same.
        self.setStyleSheet(table_style(scale) if scale != 1.0 else "")
        QToolTip.setFont(table_font(scale))  # the "why not"s over the table, mostly

    def _keep_least_size(self, scale: float) -> None:
        """While the text is scaled up, the window keeps its plain-text least size: the
        grown labels and panels would raise it, and a window told to shrink (say,
        un-maximised) was held hundreds of pixels larger than asked."""
        window, layout = self.window(), self.window().layout()
        if window is self or layout is None or scale == 1.0 or self.metrics.text != 1.0:
            return
        # measured with the panels sized for the smallest cards, whatever the step
        current, self.metrics = self.metrics, STEPS[-1]
        self._size_panels()
        least = layout.totalMinimumSize()
        self.metrics = current
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # keeps off it
        window.setMinimumSize(least)

    def _release_least_size(self) -> None:
        """The layout's own least size again, once the text is plain (not before: with
        the big text it would hold the window taller)."""
        window, layout = self.window(), self.window().layout()
        if self.metrics.text == 1.0 and window is not self and layout is not None and (
                layout.sizeConstraint() == QLayout.SizeConstraint.SetNoConstraint):
            layout.setSizeConstraint(QLayout.SizeConstraint.SetDefaultConstraint)
            window.setMinimumSize(0, 0)  # a minimum set by hand would stay

    def lend_text_scale(self, window: ScaledWindow) -> None:
        """``window`` beside the table takes its text scale, now and whenever the window
        is resized across a card size (``textScaled``)."""
        window.set_text_scale(self.metrics.text)
        self.textScaled.connect(window.set_text_scale)

    def selected_card(self) -> Card | None:
        """The card selected in the hand, which Enter and the Discard buttons play."""
        index = self.hand.currentIndex()
        return self.models.hand.card_at(index.row()) if index.isValid() else None

    def warm(self) -> None:
        """Have the sprites of the current sizes rendered in the background."""
        dpr = self.devicePixelRatioF()
        for size in self.metrics.all_sizes():
            self.pixmaps.warm(size.width(), size.height(), dpr, ("normal",))
        hand = self.metrics.hand
        self.pixmaps.warm(hand.width(), hand.height(), dpr, ("selected", "locked", "highlighted"))

    def room(self) -> budget.Room:
        """The facts of the table its height budget reads (``budget``), this round."""
        return budget.Room(self.width(), not self.hand.isHidden(), self._top_plays())

    def _size_panels(self) -> None:
        m, smallest, room = self.metrics, STEPS[-1], self.room()
        side_width = budget.side_width(m, room.width)
        # The right column also holds the scoreboard, whose seat names must not clip.
        right_width = max(side_width, self.scoreboard.least_width())
        # The side columns take these widths, but may give them up down to the least
        # (the scoreboard's names): a window told to shrink is not held wide by them.
        least_right = min(right_width, max(LEAST_SIDE, self.scoreboard.least_width()))
        for widget, least, width in ((self.panels["left"], LEAST_SIDE, side_width),
                                     (self.info, LEAST_SIDE, side_width),
                                     (self.panels["right"], least_right, right_width),
                                     (self.scoreboard, least_right, right_width)):
            widget.setMinimumWidth(least)
            widget.setMaximumWidth(width)
        self.panels["left"].preferred_width = side_width
        self.panels["right"].preferred_width = right_width
        for place in ("left", "right"):  # a whole 列 of four and the played cards
            self.panels[place].updateGeometry()
            self.panels[place].set_side_heights(
                (budget.meld_height(smallest), budget.played_row_height(smallest)),
                budget.meld_height(m))
        self.scoreboard.share(right_width)
        # The seat across keeps its place when it plays: the row may then give up what
        # its 列 need beyond the row of a seat sitting out (at the smallest cards), so
        # the window still fits a 640-px screen; its 列 are cut at the bottom there,
        # their numerals (at the cards' tops) in sight.
        top = budget.top_height(m, room.top_plays)
        least_top = budget.top_height(smallest, plays=False)
        for widget in (self.panels["top"], self.scoreboard, self.info):
            if top <= least_top:
                widget.setFixedHeight(top)
            else:
                widget.setMinimumHeight(least_top)
                widget.setMaximumHeight(top)
        self.panels["top"].preferred_height = top
        bottom = self.panels["bottom"]
        bottom.setMinimumHeight(budget.bottom_height(smallest, room.hand_shown))
        bottom.setMaximumHeight(budget.bottom_height(m, room.hand_shown))
        bottom.preferred_height = budget.bottom_height(m, room.hand_shown)
        bottom.updateGeometry()

    def _top_plays(self) -> bool:
        seat = self.places.get("top")
        if seat is None or seat >= self.models.seats.rowCount():
            return False
        return self.models.seats.info(seat).playing

    # -- where things are, in the animation layer's coordinates ------------------------

    def to_layer(self, widget: QWidget, rect: QRect) -> QRect:
        return QRect(widget.mapTo(self, rect.topLeft()), rect.size())

    def active_rect(self) -> QRect:
        return self.to_layer(self.centre, self.centre.active_rect())

    def stock_rect(self) -> QRect:
        return self.to_layer(self.centre, self.centre.stock_rect())

    def seat_rect(self, seat: int | None) -> QRect:
        panel = self.panel_of(seat)
        if panel is None:
            return self.active_rect()
        if panel is self.panels["bottom"] and not self.hand.isHidden():
            return self.to_layer(self.hand, self.hand.rect())
        return self.to_layer(panel, panel.rect())

    def discard_slot(self, seat: int) -> QRect:
        """Where the next played-out card of ``seat`` will lie."""
        panel = self.panel_of(seat)
        if panel is None:
            return self.active_rect()
        return self._after_last_item(panel.discards, 2, self.metrics.tile)

    def meld_slot(self, seat: int) -> QRect:
        """Where the next 列 of ``seat`` will lie."""
        panel = self.panel_of(seat)
        if panel is None:
            return self.active_rect()
        return self._after_last_item(panel.melds, 3, self.metrics.meld)

    def _after_last_item(self, view: QListView, gap: int, size: QSize) -> QRect:
        """A ``size`` box ``gap`` px right of ``view``'s last item (at its start when empty)."""
        model = view.model()
        rows = model.rowCount() if model is not None else 0
        point = QPoint(0, 0)
        if rows:
            point = view.visualRect(model.index(rows - 1, 0)).topRight() + QPoint(gap, 0)
        return self.to_layer(view.viewport(), QRect(point, size))

    def _over_centre(self, global_point: QPoint) -> bool:
        return self.centre.rect().contains(self.centre.mapFromGlobal(global_point))

    # -- painting: the cloth ----------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """The cloth, a gradient kept as a picture of the table's size: each card
        flying, each panel repainted repaints the cloth below it, and a copy of the
        part in question costs less than the gradient worked out pixel by pixel."""
        ratio = self.devicePixelRatioF()
        if self._cloth.size() != self.size() * ratio:
            self._cloth = QPixmap(self.size() * ratio)
            self._cloth.setDevicePixelRatio(ratio)
            gradient = QLinearGradient(0, 0, 0, self.height())
            gradient.setColorAt(0.0, QColor(22, 88, 60))
            gradient.setColorAt(1.0, QColor(12, 58, 40))
            cloth = QPainter(self._cloth)
            cloth.fillRect(self.rect(), gradient)
            cloth.end()
        painter = QPainter(self)
        rect = QRectF(event.rect())
        source = QRectF(rect.x() * ratio, rect.y() * ratio, rect.width() * ratio,
                        rect.height() * ratio)
        painter.drawPixmap(rect, self._cloth, source)
        painter.end()

