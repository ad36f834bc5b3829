"""Who sits where around the table, as the human sees it.

The human is always at the bottom.  The 底家 (or the empty fourth place of a
three-player table) is at the top, the human's 下家 on the right and 上家 on
the left — turn order runs counter-clockwise.  When the human is the 底家,
the three players keep their places around the table: seat 1 on the right,
seat 2 across, seat 3 on the left.
"""

from __future__ import annotations

from dager_desktop.engine import SeatView

HUMAN = 0


def places_for(view: SeatView) -> dict[str, int | None]:
    """``bottom``/``right``/``top``/``left`` → seat (``None``: nobody sits there)."""
    if view.dijia == HUMAN:
        return {"bottom": HUMAN, "right": 1, "top": 2, "left": 3}
    return {
        "bottom": HUMAN,
        "right": view.lower(HUMAN),
        "top": view.dijia,
        "left": view.upper(HUMAN),
    }
