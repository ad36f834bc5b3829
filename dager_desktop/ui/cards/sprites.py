"""Card sprites: pillow draws the 20 faces and the back, and caches them as PNG.

A 字牌 card is a long narrow strip.  Its numeral is written large at the top
and again, turned round, at the bottom, so it reads from either end and from
the top part alone when cards overlap in a hand column; there is no corner
index.  Ranks 2, 7 and 10 are in red ink, the others in black.  Big cards
(壹..拾) differ from small ones (一..十) by the glyph itself and, at a glance,
by the card: tinted paper inside a blue double frame, where small cards are
plain paper with a thin grey edge.

States: ``normal``; ``selected`` (amber rim); ``highlighted`` (a legal move:
sky-blue rim, which stands out on a green table too); ``locked`` (a 坎/垅
that cannot move: the whole card darker).

Everything here is pure pillow with no Qt, so sprites can be rendered on any
thread (the window's worker renders them ahead of need: ``pixmaps``).  The numerals
come from the bundled ``Dager Serif`` font, so the faces look the same on
every machine.  ``sprite_cache`` keeps them on disk.
"""

from __future__ import annotations

import io
import logging
import math
import threading
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from dager_desktop.engine import Card
from dager_desktop.resources import FONTS

log = logging.getLogger(__name__)

#: Bump whenever the drawing changes, so old cached sprites are not reused.
RENDERER_VERSION = "3"

STATES = ("normal", "selected", "highlighted", "locked")
#: Every face and the back (``None``): a whole deck of sprites at one size.
FACES: tuple[Card | None, ...] = (*Card, None)
SCRIPTS = ("simplified", "traditional")
#: Height : width of a card; the UI may choose others between about 3 and 4.
ASPECT = 3.4

FONT_PATH = FONTS / "DagerSerif-Bold.otf"

# Cards are drawn larger, then reduced: pillow's shapes have no anti-aliasing
# of their own, and thin frames at 40 px need it.  Small sprites get more
# oversampling than large ones, which have pixels enough already.
_MAX_SUPERSAMPLE = 4
_SUPERSAMPLED_WIDTH = 240
#: The thinnest stroke of a numeral (the bars of 一二三 in the bundled serif) as a share of
#: its em, and the least it may come out, in final pixels.
THIN_STROKE_OF_EM = 0.03
THINNEST_STROKE = 2.0

Rgb = tuple[int, int, int]

INK_BLACK: Rgb = (24, 22, 20)
INK_RED: Rgb = (198, 24, 28)
_SELECTED_RIM: Rgb = (242, 172, 20)
_HIGHLIGHT_RIM: Rgb = (30, 150, 240)
LOCK_SHADE = 0.68  # brightness kept by a locked card


@dataclass(frozen=True)
class CardStyle:
    paper: Rgb
    edge: Rgb
    frame: Rgb | None  # the inner frame of big cards


SMALL_CARD = CardStyle(paper=(252, 250, 243), edge=(120, 116, 108), frame=None)
BIG_CARD = CardStyle(paper=(240, 222, 176), edge=(30, 62, 122), frame=(30, 62, 122))
BACK_FIELD: Rgb = (28, 92, 72)
_BACK_LINE: Rgb = (78, 146, 118)
BACK_EDGE: Rgb = (236, 228, 204)

_fonts = threading.local()  # FreeType faces are not shared between threads


def card_height(width: int, aspect: float = ASPECT) -> int:
    """The usual height for a card ``width`` pixels wide."""
    return round(width * aspect)


def visible_top(width: int) -> int:
    """How much of a card ``width`` wide must show when the next card of a column covers it:
    its numeral, drawn from 0.12 to 0.88 of the width down (``_draw_numerals``), and a margin."""
    return round(width * 0.92)


def render_card(
    card: Card | None,
    width: int,
    height: int,
    script: str = "simplified",
    state: str = "normal",
    scale: float = 1.0,
) -> Image.Image:
    """An RGBA image of ``card`` (``None``: the back) of ``width`` × ``height`` × ``scale`` px.

    ``width``/``height`` are logical pixels and ``scale`` the device-pixel
    ratio, so a 40 × 136 card on a 2× screen is an 80 × 272 image.
    """
    check_args(width, height, script, state, scale)
    w, h = pixel_size(width, height, scale)
    ss = max(2, min(_MAX_SUPERSAMPLE, math.ceil(_SUPERSAMPLED_WIDTH / w)))
    big = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    if card is None:
        _draw_back(draw, big.size)
    else:
        _draw_face(big, draw, card, script, ss)
    _draw_state_rim(draw, big.size, state)
    img = big.resize((w, h), Image.Resampling.LANCZOS)
    return _darken(img) if state == "locked" else img


def render_deck(
    width: int,
    height: int,
    script: str = "simplified",
    state: str = "normal",
    scale: float = 1.0,
) -> dict[Card | None, Image.Image]:
    """All 20 faces and the back (key ``None``) at one size."""
    return {card: render_card(card, width, height, script, state, scale) for card in FACES}


# --- drawing ------------------------------------------------------------------


def check_args(width: int, height: int, script: str, state: str, scale: float) -> None:
    """``ValueError`` for a size, script or state no sprite can have."""
    if width < 1 or height < 1 or not scale > 0:
        raise ValueError(f"bad sprite size {width}x{height} at scale {scale}")
    if script not in SCRIPTS:
        raise ValueError(f"unknown script {script!r}; expected one of {SCRIPTS}")
    if state not in STATES:
        raise ValueError(f"unknown state {state!r}; expected one of {STATES}")


def pixel_size(width: int, height: int, scale: float) -> tuple[int, int]:
    """The sprite's size in pixels: its size in the layout times the screen's scale."""
    return max(1, round(width * scale)), max(1, round(height * scale))


def _radius(w: int) -> int:
    return round(w * 0.11)


def _line(w: int, fraction: float) -> int:
    """A stroke ``fraction`` of the card width (at least 2 px drawn, ~1 px after reducing)."""
    return max(2, round(w * fraction))


def _draw_face(
    img: Image.Image, draw: ImageDraw.ImageDraw, card: Card, script: str, ss: int
) -> None:
    w, h = img.size
    style = BIG_CARD if card.big else SMALL_CARD
    edge = _line(w, 0.035)
    draw.rounded_rectangle(
        (0, 0, w - 1, h - 1), _radius(w), fill=style.paper, outline=style.edge, width=edge
    )
    if style.frame is not None:
        inset = round(w * 0.085)
        draw.rounded_rectangle(
            (inset, inset, w - 1 - inset, h - 1 - inset),
            max(1, _radius(w) - inset),
            outline=style.frame,
            width=_line(w, 0.045),
        )
    ink = INK_RED if card.red else INK_BLACK
    # only the plain numerals (一 to 十) are thickened: the bars of 一二三 fade first,
    # and the crowded strokes of 壹 to 拾 would run together
    _draw_numerals(img, card.glyph(script), ink, ss, thicken=not card.big)
    _draw_ornament(draw, (w, h), ink, card.big)


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    cache = getattr(_fonts, "by_size", None)
    if cache is None:
        cache = _fonts.by_size = {}
    if size not in cache:
        try:
            cache[size] = ImageFont.truetype(str(FONT_PATH), size)
        except OSError:
            # A missing font must not stop the game; the faces show boxes instead.
            log.warning("card font %s not readable; using pillow's default", FONT_PATH)
            cache[size] = ImageFont.load_default(size)
    return cache[size]


def _numeral_tile(glyph: str, em: int, ink: Rgb, ss: int, thicken: bool) -> Image.Image:
    """The glyph centred on a transparent em square (ideographs fill their em box),
    outlined in its own ink where its thinnest strokes would come out under
    ``THINNEST_STROKE`` px once reduced by the supersampling ``ss``, if ``thicken``:
    a played 一 on a 24-px tile was a hairline that read as a blank card.  The
    square has the outline's width as a margin all round, so that it is not cut."""
    stroke = 0
    if thicken:
        thin = THIN_STROKE_OF_EM * em / ss
        stroke = round(ss * max(0.0, (THINNEST_STROKE - thin) / 2))
    side = em + 2 * stroke
    tile = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    ImageDraw.Draw(tile).text((side / 2, side / 2), glyph, font=_font(em), fill=ink,
                              anchor="mm", stroke_width=stroke, stroke_fill=ink)
    return tile


def _draw_numerals(img: Image.Image, glyph: str, ink: Rgb, ss: int, thicken: bool) -> None:
    w, h = img.size
    em = round(w * 0.76)
    x = (w - em) // 2
    top = round(w * 0.12)
    tile = _numeral_tile(glyph, em, ink, ss, thicken)
    margin = (tile.width - em) // 2  # the outline's, around the em square
    img.alpha_composite(tile, (x - margin, top - margin))
    # The second numeral, turned round, reads from the other end; skipped
    # when the card is too short for two without crowding.
    if h >= 2 * (top + em) + em // 2:
        img.alpha_composite(tile.rotate(180), (w - x - em - margin, h - top - em - margin))


def _draw_ornament(draw: ImageDraw.ImageDraw, size: tuple[int, int], ink: Rgb, big: bool) -> None:
    """A small lozenge mid-card, in the card's ink, so even the middle shows red or black."""
    w, h = size
    cx, cy, r = w / 2, h / 2, w * 0.13
    if h < w * 2.6:
        return  # no middle to speak of
    diamond = [(cx, cy - r * 1.6), (cx + r, cy), (cx, cy + r * 1.6), (cx - r, cy)]
    draw.polygon(diamond, outline=ink, width=_line(w, 0.04))
    if big:
        inner = r * 0.45
        draw.polygon(
            [(cx, cy - inner * 1.6), (cx + inner, cy), (cx, cy + inner * 1.6), (cx - inner, cy)],
            fill=ink,
        )


def _draw_back(draw: ImageDraw.ImageDraw, size: tuple[int, int]) -> None:
    w, h = size
    draw.rounded_rectangle(
        (0, 0, w - 1, h - 1), _radius(w), fill=BACK_FIELD, outline=BACK_EDGE, width=_line(w, 0.06)
    )
    inset = round(w * 0.16)
    step = max(2, round(w * 0.22))
    line = _line(w, 0.025)
    # A diagonal lattice inside the border: the classic card back.
    for x in range(inset - h, w + h, step):
        draw.line((x, inset, x + h, inset + h), fill=_BACK_LINE, width=line)
        draw.line((x, inset, x - h, inset + h), fill=_BACK_LINE, width=line)
    # Clear what the lattice drew over the border and beyond.
    border = _line(w, 0.06)
    for box in ((0, 0, w, inset), (0, h - inset, w, h), (0, 0, inset, h), (w - inset, 0, w, h)):
        draw.rectangle(box, fill=BACK_FIELD)
    draw.rounded_rectangle((0, 0, w - 1, h - 1), _radius(w), outline=BACK_EDGE, width=border)
    draw.rectangle((inset, inset, w - 1 - inset, h - 1 - inset), outline=BACK_EDGE, width=line)


def _draw_state_rim(draw: ImageDraw.ImageDraw, size: tuple[int, int], state: str) -> None:
    colour = {"selected": _SELECTED_RIM, "highlighted": _HIGHLIGHT_RIM}.get(state)
    if colour is None:
        return
    w, h = size
    draw.rounded_rectangle((0, 0, w - 1, h - 1), _radius(w), outline=colour, width=_line(w, 0.08))


def _darken(img: Image.Image) -> Image.Image:
    r, g, b, a = img.split()
    shade = [round(v * LOCK_SHADE) for v in range(256)]
    return Image.merge("RGBA", (r.point(shade), g.point(shade), b.point(shade), a))


def png_bytes(img: Image.Image) -> bytes:
    """``img`` encoded as PNG."""
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=False)
    return buf.getvalue()
