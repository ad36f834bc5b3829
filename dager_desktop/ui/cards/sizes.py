"""The card sizes of the table: eight steps, from a 1024×640 window to 2560×1440.

The table takes the largest step whose layout fits its height (``TableWidget.fit``);
a few fixed steps, rather than sizes that follow every pixel, let the card
sprites be drawn once per step and reused.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSize


@dataclass(frozen=True)
class Metrics:
    """Card sizes (logical px) for one window size step, and the text scale that goes
    with them (``style.table_font``)."""

    hand: QSize
    meld: QSize
    tile: QSize
    active: QSize
    text: float = 1.0

    def all_sizes(self) -> list[QSize]:
        return [self.hand, self.meld, self.tile, self.active]


#: card sizes from large to small; the table uses the largest that fits its height
#: (the first five for big screens, from a window of about 1600×900 up, where the
#: text grows too, more slowly than the cards: it only has to stay in proportion)
STEPS = (
    Metrics(QSize(90, 292), QSize(51, 155), QSize(45, 61), QSize(113, 369), 1.5),
    Metrics(QSize(76, 246), QSize(43, 131), QSize(38, 51), QSize(95, 312), 1.35),
    # a 1920×1080 window (its menu and status bars leave the table ~1030 px)
    Metrics(QSize(70, 228), QSize(40, 121), QSize(35, 47), QSize(88, 288), 1.28),
    Metrics(QSize(64, 208), QSize(36, 110), QSize(32, 43), QSize(80, 262), 1.2),
    Metrics(QSize(54, 176), QSize(31, 94), QSize(28, 37), QSize(68, 222), 1.1),
    Metrics(QSize(46, 150), QSize(26, 80), QSize(24, 32), QSize(58, 190)),
    Metrics(QSize(40, 130), QSize(22, 68), QSize(21, 28), QSize(50, 164)),
    Metrics(QSize(34, 110), QSize(19, 58), QSize(18, 24), QSize(42, 138)),
)

#: the played-out cards a side seat has room for at every card size: about as many
#: as a seat plays out in a round (more take the 列's spare height, if any)
PLAYED_BUDGET = 12

#: a side column's least width (a 1024-px window's fifth), at every card size
LEAST_SIDE = 180
