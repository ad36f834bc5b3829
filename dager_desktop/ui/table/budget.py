"""The table's height budget: how tall each of its three rows is at a card size step.

The table (``table_widget``) takes the largest step of ``cards.sizes`` whose rows
fit its height and whose hand fits its width.  Heights are budgeted per step,
fonts included, from the step's ``Metrics`` and the few facts of the table they
depend on (``Room``): the window can always shrink to the smallest step, and the
cards grow when there is room.

The three rows: the top (the seat across, the round's facts, the scoreboard),
the middle (the side seats and the centre) and the bottom (the player's hand).
"""

from __future__ import annotations

from dataclasses import dataclass

from dager_desktop.ui.cards.sizes import LEAST_SIDE, PLAYED_BUDGET, Metrics
from dager_desktop.ui.cards.sprites import visible_top
from dager_desktop.ui.platform.style import line_height
from dager_desktop.ui.table.delegates import CardDelegate
from dager_desktop.ui.table.hand_view import hand_size
from dager_desktop.ui.table.seat_parts import SideBody

# The grid's margin above and below, and the gap between its three rows (px).
GRID_MARGIN, GRID_SPACING = 3, 4


@dataclass(frozen=True)
class Room:
    """What of the table, beside the card size, its rows' heights depend on."""

    width: int  #: the table's width (the side panels take a share of it)
    hand_shown: bool  #: False while the player sits out as the 底家
    top_plays: bool  #: the seat across plays this round (its 列 stand in the top row)


def header_height(m: Metrics) -> int:
    """A seat's header on one line, in its padded box (the player's own)."""
    return line_height(m.text) + 24


def meld_height(m: Metrics) -> int:
    """A 列 of four cards, fanned."""
    return visible_top(m.meld.width()) * 3 + m.meld.height() + 8


def two_line_header(m: Metrics) -> int:
    """A seat's header on two lines (name and role; score, cards, thinking)."""
    return line_height(m.text, "#SeatName", bold=True) + line_height(m.text, bold=True) + 3


def top_height(m: Metrics, plays: bool) -> int:
    """The top row at ``m``, for a seat across that plays or sits out."""
    # its header's two lines stand beside its 列 or its note (SeatPanel), and the
    # round's facts beside it all: three lines in a padded box, which lays them
    # out a pixel or two taller than three single lines measure once the text
    # grows (89 px against 3 × 29 at 15 pt, measured)
    info = 3 * line_height(m.text, wrapped=True) + 24 + round(4 * (m.text - 1))
    beside = meld_height(m) if plays else line_height(m.text, wrapped=True) * 2
    return max(max(two_line_header(m), beside) + 16, info)


def bottom_height(m: Metrics, hand_shown: bool) -> int:
    """The player's row: a header over the hand, or over three lines of text while
    the player sits out as the 底家."""
    if hand_shown:
        return header_height(m) + hand_size(m.hand, 1).height()
    return header_height(m) + line_height(m.text, wrapped=True) * 3


def side_width(m: Metrics, width: int) -> int:
    """A side panel's width: a fifth of the table, within bounds that grow with the text."""
    return max(LEAST_SIDE, min(round(300 * m.text), width // 5))


def played_row_height(m: Metrics) -> int:
    """One row of a seat's played-out cards."""
    return m.tile.height() + 8


def played_height(m: Metrics, width: int) -> int:
    """``PLAYED_BUDGET`` played cards wrapped across a side panel of a table ``width`` wide."""
    step = m.tile.width() + CardDelegate.spacing
    # The panel has 10-px margins; an item must end before the last pixel (SideBody).
    per_row = max(1, (side_width(m, width) - 20 - 1) // step)
    rows = -(-PLAYED_BUDGET // per_row)
    return played_row_height(m) + (rows - 1) * (m.tile.height() + CardDelegate.spacing)


def side_height(m: Metrics, width: int) -> int:
    """A side seat: its two header lines (name; score), one 列 of four cards, a
    round's played cards; the panel's margins (16) and gaps."""
    gaps = 16 + 4 + SideBody.GAP
    return two_line_header(m) + meld_height(m) + played_height(m, width) + gaps


def needed_height(m: Metrics, room: Room) -> int:
    """The table's height at ``m``: its three rows, margins and gaps."""
    centre = m.active.height() + line_height(m.text, wrapped=True) * 4 + 24
    middle = max(centre, side_height(m, room.width))
    rows = top_height(m, room.top_plays) + middle + bottom_height(m, room.hand_shown)
    return 2 * GRID_MARGIN + 2 * GRID_SPACING + rows


def hand_fits(m: Metrics, width: int, columns: int) -> bool:
    """The hand of ``columns`` columns fits a table ``width`` wide at ``m``."""
    # The hand gets about 3/5 of the bottom panel (its 列 and played cards the rest);
    # budget for ten columns, as many as a dealt hand usually stands in.
    return hand_size(m.hand, max(10, columns)).width() <= (width - 36) * 3 // 5
