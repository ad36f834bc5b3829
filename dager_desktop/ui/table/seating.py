"""Who sits where around the table, as the human sees it.

The human is always at the bottom, and everybody keeps their place for the
whole match, as at a real table: seat 1 on the right, seat 2 across, seat 3 on
the left.  Turn order runs through the seat numbers, so it goes round
counter-clockwise as seen (bottom, right, top, left); the 庄 and 底家 tags move
from round to round, the seats do not.  At a three-seat table the place across
(the top) stays empty: seat 1 sits on the right and seat 2 on the left.
"""

from __future__ import annotations

from dager_desktop.engine import SeatView

HUMAN = 0

#: The places in turn order from the human's, counter-clockwise as seen.
PLACES = ("bottom", "right", "top", "left")


def places_for(view: SeatView | int) -> dict[str, int | None]:
    """``bottom``/``right``/``top``/``left`` → seat (``None``: nobody sits there), for a
    table of ``view``'s seats (or of that many seats): the same every round."""
    seats = view if isinstance(view, int) else view.rules.seats
    if seats == 4:
        return dict(zip(PLACES, range(4), strict=True))
    return {"bottom": HUMAN, "right": 1, "top": None, "left": 2}
