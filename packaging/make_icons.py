#!/usr/bin/env python3
"""Draw the application icon and write it in every format the bundles need.

The motif is the game's own: long 字牌 cards on the green of the table.  From
48 px up the icon shows two cards fanned, a big 贰 (tinted paper, blue frame,
red numeral) in front of a small 二 — 大贰 is the game's name.  At 16–32 px a
numeral would be a smudge, so those sizes are drawn pixel by pixel: one upright
card with the two red strokes of 二 at each end, which stays readable at 16 px.

Outputs (all reproducible: the same font gives byte-identical files):

* ``assets/icons/dager-desktop-<N>.png`` — the window icon,
  loaded at run time (16–256 px);
* ``packaging/icons/dager-desktop.ico`` — Windows, 16–256 px in one file;
* ``packaging/icons/dager-desktop.icns`` — macOS, 32–1024 px;
* ``packaging/linux/icons/hicolor/<N>x<N>/apps/<APP_ID>.png`` — the Linux
  icon theme layout, 16–512 px.

Run ``make icons`` (or ``python packaging/make_icons.py``); pillow is the only
requirement.  ``--preview FILE`` also writes every size side by side,
enlarged, for a quick look.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.dagerdesktop.DagerDesktop"
FONT = ROOT / "assets" / "fonts" / "DagerSerif-Bold.otf"

PACKAGE_ICONS = ROOT / "assets" / "icons"
BUNDLE_ICONS = ROOT / "packaging" / "icons"
HICOLOR = ROOT / "packaging" / "linux" / "icons" / "hicolor"

WINDOW_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (32, 64, 128, 256, 512, 1024)
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
#: Up to this size the pixel-drawn icon is used, above it the reduced master.
PIXEL_ART_MAX = 32
MASTER = 1024

Rgb = tuple[int, int, int]
RED: Rgb = (198, 24, 28)
FELT_TOP: Rgb = (28, 122, 82)
FELT_BOTTOM: Rgb = (12, 70, 48)
FELT_EDGE: Rgb = (8, 46, 32)
SMALL_PAPER: Rgb = (252, 250, 243)
SMALL_EDGE: Rgb = (120, 116, 108)
BIG_PAPER: Rgb = (240, 222, 176)
BIG_FRAME: Rgb = (30, 62, 122)


# --- the large icon -------------------------------------------------------------------


def _felt(size: int) -> Image.Image:
    """The rounded green tile, lighter at the top like a lit table."""
    gradient = Image.new("RGB", (1, size))
    for y in range(size):
        t = y / max(1, size - 1)
        gradient.putpixel((0, y), _mix(FELT_TOP, FELT_BOTTOM, t))
    tile = gradient.resize((size, size))
    mask = Image.new("L", (size, size), 0)
    margin = round(size * 0.06)
    radius = round(size * 0.2)
    box = (margin, margin, size - 1 - margin, size - 1 - margin)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius, fill=255)
    out = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    out.paste(tile, (0, 0), mask)
    ImageDraw.Draw(out).rounded_rectangle(
        box, radius, outline=FELT_EDGE, width=max(1, round(size * 0.012))
    )
    return out


def _card(width: int, height: int, glyph: str, big: bool) -> Image.Image:
    """One upright card as in the game: the numeral at the top and, turned, at the bottom."""
    img = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    radius = round(width * 0.11)
    paper, edge = (BIG_PAPER, BIG_FRAME) if big else (SMALL_PAPER, SMALL_EDGE)
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1), radius, fill=paper, outline=edge,
        width=round(width * 0.035),
    )
    if big:
        inset = round(width * 0.085)
        draw.rounded_rectangle(
            (inset, inset, width - 1 - inset, height - 1 - inset), radius - inset,
            outline=BIG_FRAME, width=round(width * 0.045),
        )
    em = round(width * 0.68)
    tile = Image.new("RGBA", (em, em), (0, 0, 0, 0))
    font = ImageFont.truetype(str(FONT), em)
    ImageDraw.Draw(tile).text((em / 2, em / 2), glyph, font=font, fill=RED, anchor="mm")
    x, top = (width - em) // 2, round(width * 0.13)
    img.alpha_composite(tile, (x, top))
    img.alpha_composite(tile.rotate(180), (width - x - em, height - top - em))
    cx, cy, r = width / 2, height / 2, width * 0.12
    lozenge = [(cx, cy - r * 1.6), (cx + r, cy), (cx, cy + r * 1.6), (cx - r, cy)]
    draw.polygon(lozenge, outline=RED, width=round(width * 0.04))
    if big:
        s = 0.45
        draw.polygon([(cx, cy - r * s * 1.6), (cx + r * s, cy), (cx, cy + r * s * 1.6),
                      (cx - r * s, cy)], fill=RED)
    return img


def _place(canvas: Image.Image, card: Image.Image, angle: float, centre: tuple[float, float]
           ) -> None:
    """Turn ``card`` by ``angle`` degrees and lay it, with a soft shadow, centred on ``centre``."""
    turned = card.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    size = canvas.width
    shadow = Image.new("RGBA", turned.size, (0, 0, 0, 0))
    shadow.putalpha(turned.getchannel("A").point(lambda a: a * 110 // 255))
    shadow = shadow.filter(ImageFilter.GaussianBlur(size * 0.012))
    x = round(centre[0] - turned.width / 2)
    y = round(centre[1] - turned.height / 2)
    offset = round(size * 0.012)
    canvas.alpha_composite(shadow, (x + offset, y + offset * 2))
    canvas.alpha_composite(turned, (x, y))


def master(size: int = MASTER) -> Image.Image:
    """The full icon at ``size`` px: two cards fanned on the felt."""
    canvas = _felt(size)
    width, height = round(size * 0.30), round(size * 0.70)
    _place(canvas, _card(width, height, "二", big=False), -14, (size * 0.615, size * 0.49))
    _place(canvas, _card(width, height, "贰", big=True), 8, (size * 0.405, size * 0.52))
    return canvas


# --- the small icons ------------------------------------------------------------------


def pixel_icon(size: int) -> Image.Image:
    """The icon drawn on the pixel grid for ``size`` ≤ 32: one card, 二 at both ends."""
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    last = size - 1
    radius = max(2, round(size * 0.19))
    for y in range(size):
        draw.line((0, y, last, y), fill=_mix(FELT_TOP, FELT_BOTTOM, y / last))
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, last, last), radius, fill=255)
    img.putalpha(mask)
    draw.rounded_rectangle((0, 0, last, last), radius, outline=FELT_EDGE)
    # The card: about half the tile wide, one pixel short of its height.
    cw = max(8, round(size * 0.5)) & ~1  # even, so 二 centres exactly
    left = (size - cw) // 2
    top, bottom = 1, last - 1
    right = left + cw - 1
    draw.rounded_rectangle((left, top, right, bottom), max(1, size // 16),
                           fill=SMALL_PAPER, outline=SMALL_EDGE)
    # 二: a short stroke over a longer one, twice as thick from 24 px up.
    stroke = 1 if size < 24 else 2
    gap = max(1, round(size * 0.09))
    inner = cw - 2  # inside the edge
    long_len = inner - 2 * max(1, round(inner * 0.12))
    short_len = long_len - 2 * max(1, round(long_len * 0.2))
    y_short = top + max(2, round(size * 0.12))
    y_long = y_short + stroke + gap
    for y0, length in ((y_short, short_len), (y_long, long_len)):
        x0 = left + (cw - length) // 2
        draw.rectangle((x0, y0, x0 + length - 1, y0 + stroke - 1), fill=RED)
        # the same numeral turned round at the other end
        ym = top + bottom - y0
        draw.rectangle((x0, ym - stroke + 1, x0 + length - 1, ym), fill=RED)
    return img


def icon(size: int, big: Image.Image | None = None) -> Image.Image:
    """The icon at ``size`` px (``big``: a master to reduce, made when not given)."""
    if size <= PIXEL_ART_MAX:
        return pixel_icon(size)
    big = big or master()
    return big if big.width == size else big.resize((size, size), Image.Resampling.LANCZOS)


# --- writing --------------------------------------------------------------------------


def write_all(root: Path = ROOT) -> list[Path]:
    """Write every icon file under ``root``; returns the paths written."""
    big = master()
    sizes = sorted({*WINDOW_SIZES, *ICO_SIZES, *ICNS_SIZES, *HICOLOR_SIZES})
    images = {size: icon(size, big) for size in sizes}
    written: list[Path] = []

    def out(path: Path) -> Path:
        path = root / path.relative_to(ROOT)
        path.parent.mkdir(parents=True, exist_ok=True)
        written.append(path)
        return path

    for size in WINDOW_SIZES:
        images[size].save(out(PACKAGE_ICONS / f"dager-desktop-{size}.png"), optimize=True)
    for size in HICOLOR_SIZES:
        images[size].save(out(HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"),
                          optimize=True)
    largest_ico = images[max(ICO_SIZES)]
    largest_ico.save(out(BUNDLE_ICONS / "dager-desktop.ico"), format="ICO",
                     sizes=[(s, s) for s in ICO_SIZES],
                     append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)])
    images[max(ICNS_SIZES)].save(out(BUNDLE_ICONS / "dager-desktop.icns"), format="ICNS",
                                 append_images=[images[s] for s in ICNS_SIZES])
    return written


def preview(path: Path, scale: int = 4) -> None:
    """Every small size enlarged ``scale`` times, then 48–256 as they are, on light grey."""
    small = [pixel_icon(s).resize((s * scale, s * scale), Image.Resampling.NEAREST)
             for s in (16, 24, 32)]
    big = master()
    large = [icon(s, big) for s in (16, 24, 32, 48, 64, 128, 256)]
    tiles = small + large
    width = sum(t.width for t in tiles) + 10 * (len(tiles) + 1)
    height = max(t.height for t in tiles) + 20
    sheet = Image.new("RGBA", (width, height), (228, 228, 228, 255))
    x = 10
    for tile in tiles:
        sheet.alpha_composite(tile, (x, 10))
        x += tile.width + 10
    sheet.save(path)


def _mix(a: Rgb, b: Rgb, t: float) -> Rgb:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preview", type=Path, help="also write a contact sheet here")
    args = parser.parse_args(argv)
    for path in write_all():
        print(path.relative_to(ROOT))
    if args.preview:
        preview(args.preview)
        print(f"preview: {args.preview}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
