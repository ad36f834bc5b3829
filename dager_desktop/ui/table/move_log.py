"""The move log beside the table: what happened this round, line by line, foldable.

``MoveLogView`` lists a ``MoveLogModel`` (one event a line, in the language in
use; claims in bold, another seat taking the player's card in a warmer ink),
following the newest line unless the player has scrolled back to read.
``MoveLogDock`` holds it at the side of the window under a bar that folds it
away and back: on a small window (under ``OPEN_FROM``) it starts folded, the
table and the hint panel needing the room, until the player unfolds it; from
then on it stays as the player left it.  The dock is fed from outside
(the playback's events); it keeps no game state.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QListView,
    QMainWindow,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.ui.platform.style import POINTS
from dager_desktop.ui.table.hand_model import Index
from dager_desktop.ui.table.move_log_model import MoveLogModel, ToneRole
from dager_desktop.ui.widgets.fold_bar import FoldBar

# From this window size up the log starts open; below, folded (the table and the
# hint panel take the room) until the player opens it.
OPEN_FROM = QSize(1200, 760)
ANY_SIZE = (1 << 24) - 1  # Qt's QWIDGETSIZE_MAX: no limit
# The unfolded log's width: this share of the window's, within these bounds (px).
WINDOW_SHARE = 0.15
LEAST_WIDTH, MOST_WIDTH = 210, 340

_CLOTH = QColor("#134f38")  # the log's own cloth (STYLE)
MOST_PICTURES_KEPT = 2048  # lines drawn and kept: a few rounds' at a few widths
DOCK_STYLE = "QDockWidget#MoveLogDock { color: #ffe08a; }"  # its title, in the bar's ink
STYLE = """
QListView#MoveLog { background: #134f38; border: none; padding: 2px 0px; }
QListView#MoveLog::item { padding: 2px 6px; border: none; }
"""


class _ToneDelegate(QStyledItemDelegate):
    """Lines of a claim, a win or the player's card taken in bold.

    Each line is measured once and drawn once into a picture, and the picture is
    what a repaint copies: at each line added the view measures every line again
    and repaints every line in sight, and wrapping and shaping their text took
    13-15 ms of the GUI thread at 1920×1050 — a frame's whole budget, at every
    event of the round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sizes: dict[tuple[object, ...], QSize] = {}
        self._pictures: dict[tuple[object, ...], QPixmap] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        key = (index.data(), index.data(ToneRole), option.rect.width(), option.font.key())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > MOST_PICTURES_KEPT:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return QSize(size)

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        super().initStyleOption(option, index)
        if index.data(ToneRole) in ("call", "yours"):
            option.font.setBold(True)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        ratio = painter.device().devicePixelRatioF()
        size = option.rect.size()
        key = (index.data(), index.data(ToneRole), size.width(), size.height(),
               option.font.key(), ratio, int(option.state.value))
        picture = self._pictures.get(key)
        if picture is None:
            if len(self._pictures) > MOST_PICTURES_KEPT:
                self._pictures.clear()
            picture = self._pictures[key] = self._picture(option, index, ratio)
        painter.drawPixmap(option.rect.topLeft(), picture)

    def _picture(self, option: QStyleOptionViewItem, index: Index, ratio: float) -> QPixmap:
        """The line drawn on the log's own cloth (opaque: its text keeps the screen's
        own smoothing)."""
        picture = QPixmap(option.rect.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(_CLOTH)
        at_origin = QStyleOptionViewItem(option)
        at_origin.rect = QRect(QPoint(0, 0), option.rect.size())
        painter = QPainter(picture)
        super().paint(painter, at_origin, index)
        painter.end()
        return picture


class MoveLogView(QListView):
    """The log's lines, the newest in sight: in a column, each line wrapped to the
    width (beside the table), or — ``columns`` — in columns side by side, read down
    and then across, for a wide and low place (under the replay viewer's seats)."""

    def __init__(self, model: MoveLogModel, parent: QWidget | None = None,
                 columns: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("MoveLog")
        self.setModel(model)
        self.setItemDelegate(_ToneDelegate(self))
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # lines re-wrap as it widens
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        if columns:
            self.setFlow(QListView.Flow.TopToBottom)
            self.setWrapping(True)
            self.setSpacing(1)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        else:
            self.setWordWrap(True)
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # the arrow keys are the hand's: the log is read with the mouse wheel
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setStyleSheet(STYLE)
        self._follow = True  # at the newest line: stay there as lines come
        self._bar = self.horizontalScrollBar() if columns else self.verticalScrollBar()
        self._bar.valueChanged.connect(self._scrolled)
        self._bar.rangeChanged.connect(self._grown)
        model.modelReset.connect(lambda: setattr(self, "_follow", True))

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self._bar.maximum() - 2

    def _grown(self, _least: int, most: int) -> None:
        if self._follow:
            self._bar.setValue(most)

    def relayout(self) -> None:
        """Lay the lines out again (their words, and so their heights, changed)."""
        self.scheduleDelayedItemsLayout()


class MoveLogDock(QDockWidget):
    """The move log in a dock at the side of the window, foldable.

    It shares its side with the hint panel when that is shown open (below it, so
    a small window gives the table no width for it) and folds there to its title
    bar; alone at its side, or beside the folded panel, it folds to an upright
    strip at the window's edge."""

    def __init__(self, model: MoveLogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MoveLogDock")
        self.setStyleSheet(DOCK_STYLE)
        self.model = model
        self.view = MoveLogView(model, self)
        self.bar = FoldBar(self)
        self.bar.toggled.connect(lambda _folded: self._fit())
        self.bar.clicked.connect(self._chosen)
        self.setTitleBarWidget(self.bar)
        # The view sits in a box that stays when the view is folded away: a dock whose
        # own widget is hidden takes its title bar's width for its greatest.
        self.box = QWidget(self)
        column = QVBoxLayout(self.box)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.view)
        self.setWidget(self.box)
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self._auto = True  # folds with the window's size until the player chooses
        self._window = QSize(parent.size()) if parent is not None else QSize()
        self._scale = 1.0
        self._fitted: tuple[bool, bool, int] | None = None  # (folded, alone, width) shown
        self._shared = False  # given half the side since it was last folded or alone
        # folded until the window is known to be roomy: the window's first size must
        # not be held wider than a small screen by a log it has no room for
        self.bar.setChecked(True)
        if parent is not None:
            parent.installEventFilter(self)
        self.retranslate()

    # -- folding -------------------------------------------------------------------------------

    def folded(self) -> bool:
        return self.bar.folded()

    def set_folded(self, folded: bool) -> None:
        """Fold or unfold, as the player's own choice (kept from now on)."""
        self._auto = False
        self.bar.setChecked(folded)

    def _chosen(self) -> None:
        self._auto = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.parentWidget():  # a dock beside it shown or hidden
            if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
                QTimer.singleShot(0, self, self._fit)  # once the side is laid out anew
            return False
        if event.type() == QEvent.Type.Resize:
            size = watched.size() if isinstance(watched, QWidget) else QSize()
            if size != self._window:
                self._window = QSize(size)
                if self._auto:
                    self.bar.setChecked(not roomy(size))
                self._fit()
        return False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # the other docks (the hint panel) exist by now: hear them come and go
        window = self.parentWidget()
        for dock in window.findChildren(QDockWidget) if window is not None else ():
            if dock is not self:
                dock.installEventFilter(self)
                if dock.widget() is not None:  # folded, it hides what it holds
                    dock.widget().installEventFilter(self)
        self._fit()

    def _neighbours(self) -> list[QDockWidget]:
        """The other docks shown open at this side of the window (the hint panel).
        One folded to a strip (its contents hidden) leaves the side narrow: beside
        it the log folds to a strip of its own, not to a bar as wide as its title."""
        window = self.parentWidget()
        if not isinstance(window, QMainWindow):
            return []
        area = window.dockWidgetArea(self)
        return [dock for dock in window.findChildren(QDockWidget)
                if dock is not self and dock.isVisible() and not dock.isFloating()
                and window.dockWidgetArea(dock) == area
                and (dock.widget() is None or dock.widget().isVisibleTo(dock))]

    def _alone(self) -> bool:
        return not self._neighbours()

    def _fit(self) -> None:
        """Show the fold and take the width it needs: the strip's, alone and folded;
        alone and open, a share of the window's (not one that follows the text: a
        wider log narrows the table, which takes smaller cards); beside the hint
        panel, that panel's (the log asks for none of its own)."""
        folded, alone = self.folded(), self._alone()
        self._share_when_shown(folded or alone)
        share = round(self._window.width() * WINDOW_SHARE)
        width = max(round(LEAST_WIDTH * min(self._scale, 1.3)), min(share, MOST_WIDTH))
        if self._fitted == (folded, alone, width):
            return
        self._fitted = (folded, alone, width)
        strip = folded and alone
        self.view.setVisible(not folded)
        self.box.setMaximumHeight(0 if folded else ANY_SIZE)
        self.bar.set_upright(strip)
        vertical = QDockWidget.DockWidgetFeature.DockWidgetVerticalTitleBar
        features = self.features() & ~vertical
        self.setFeatures(features | vertical if strip else features)
        if strip:
            self.setMinimumWidth(self.bar.thickness())
            self.setMaximumWidth(self.bar.thickness())
        elif alone:
            self.setMinimumWidth(width)
            self.setMaximumWidth(width + 60)
        else:
            self.setMinimumWidth(0)
            self.setMaximumWidth(ANY_SIZE)
        self.setMaximumHeight(self.bar.thickness() if folded and not alone else ANY_SIZE)

    def _share_when_shown(self, apart: bool) -> None:
        """Each time the log comes into sight open below the hint panel (the window
        shown, the log unfolded, the hints turned on), it takes half the side."""
        if apart:
            self._shared = False
        elif not self._shared and self.isVisible():
            self._shared = True
            QTimer.singleShot(0, self, self._share_the_side)  # once the side is laid out

    def _share_the_side(self) -> None:
        """Open below the hint panel: take half the side's height (the panel scrolls),
        not the few lines the panel would leave it."""
        window, others = self.parentWidget(), self._neighbours()
        if not isinstance(window, QMainWindow) or not others or self.folded():
            return
        height = sum(dock.height() for dock in others) + self.height()
        window.resizeDocks([*others, self], [*(height // 2 // len(others) for _ in others),
                                             height - height // 2], Qt.Orientation.Vertical)

    # -- words ---------------------------------------------------------------------------------

    def set_text_scale(self, scale: float) -> None:
        """The log's text grows with the table's (``TableWidget.lend_text_scale``)."""
        self._scale = scale
        size = f"font-size: {POINTS * scale:g}pt;"
        self.view.setStyleSheet(STYLE + f"QListView#MoveLog {{ {size} }}")
        font = self.bar.font()
        font.setPointSizeF(POINTS * scale)
        self.bar.setFont(font)
        self.bar.updateGeometry()
        self.view.relayout()
        self._refit()

    def retranslate(self) -> None:
        #: title of the move log beside the table (what happened this round).
        #: Chinese: 出牌记录 (zh_TW 出牌記錄)
        title = self.tr("Moves")
        self.setWindowTitle(title)
        self.bar.setText(title)
        #: tooltip of the move log's title bar
        self.bar.setToolTip(self.tr("Fold or unfold the list of this round's moves"))
        self.bar.updateGeometry()
        self.model.retranslate()
        self.view.relayout()
        self._refit()

    def _refit(self) -> None:
        """The bar's size changed with its words or its font: fit again."""
        self._fitted = None
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def roomy(window: QSize) -> bool:
    """Is a window of this size roomy enough to show the log open at first?"""
    return window.width() >= OPEN_FROM.width() and window.height() >= OPEN_FROM.height()
