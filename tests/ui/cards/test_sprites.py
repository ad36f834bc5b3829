"""Card sprites: every face readable at 40 px, colours right, big/small apart, cache robust."""

from __future__ import annotations

import ast
import importlib.util
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image

from dager_desktop.engine.cards import Card
from dager_desktop.ui.cards import sprites
from dager_desktop.ui.cards.sprites import STATES, card_height, render_card

ROOT = Path(__file__).resolve().parents[3]
FONTS = ROOT / "assets" / "fonts"
W = 40
H = card_height(W)
FACES: list[Card | None] = [*Card, None]


def _make_font_module():
    """packaging/make_font.py, which owns the character sets of the fonts."""
    spec = importlib.util.spec_from_file_location("make_font", ROOT / "packaging" / "make_font.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_font", module)  # its dataclass looks itself up there
    spec.loader.exec_module(module)
    return module


def _pixels(img: Image.Image) -> list[tuple[int, int, int, int]]:
    raw = img.convert("RGBA").tobytes()
    return [tuple(raw[i : i + 4]) for i in range(0, len(raw), 4)]


def _red_ink(img: Image.Image) -> int:
    return sum(1 for r, g, b, a in _pixels(img) if a > 200 and r > 150 and g < 90 and b < 90)


def _top(img: Image.Image) -> Image.Image:
    """The part of a card that shows when cards overlap in a hand column."""
    return img.crop((0, 0, img.width, img.width))


@pytest.mark.parametrize("script", ["simplified", "traditional"])
def test_every_face_renders_at_40px_and_is_distinct(script):
    tops = set()
    for card in FACES:
        img = render_card(card, W, H, script)
        assert img.size == (W, H)
        assert img.mode == "RGBA"
        tops.add(_top(img).tobytes())
    assert len(tops) == len(FACES), "two faces look the same in the visible top part"


def test_scale_multiplies_the_pixel_size():
    assert render_card(Card.D7, W, H, scale=2.0).size == (2 * W, 2 * H)
    assert render_card(None, W, H, scale=1.5).size == (60, round(1.5 * H))


@pytest.mark.parametrize("script", ["simplified", "traditional"])
def test_red_ranks_in_red_ink_and_the_rest_without(script):
    for card in Card:
        red = _red_ink(render_card(card, W, H, script))
        if card.red:
            assert red > 40, f"{card.glyph(script)} should be red"
        else:
            assert red == 0, f"{card.glyph(script)} should be black"


def test_big_and_small_cards_differ_by_frame_at_a_glance():
    # The left margin beside the numeral holds no ink: any difference there is
    # the frame/paper cue, not the glyph.
    def margin(card: Card) -> list[tuple[int, int, int, int]]:
        return _pixels(render_card(card, W, H).crop((1, 10, 6, H - 10)))

    for rank in range(1, 11):
        small, big = margin(Card.of(rank, False)), margin(Card.of(rank, True))
        pairs = zip(small, big, strict=True)
        diff = sum(abs(a - b) for ps, pb in pairs for a, b in zip(ps, pb, strict=True))
        assert diff / len(small) > 60, f"rank {rank}: big and small frames look alike"


def test_traditional_script_changes_exactly_the_big_two_three_and_six():
    changed = {
        card
        for card in Card
        if render_card(card, W, H, "simplified").tobytes()
        != render_card(card, W, H, "traditional").tobytes()
    }
    assert changed == {Card.D2, Card.D3, Card.D6}


def test_numeral_is_not_clipped_by_the_frame():
    w = 80
    for card in Card:
        img = render_card(card, w, card_height(w)).crop((0, 0, w, w))
        ink = [
            i % w
            for i, (r, g, b, a) in enumerate(_pixels(img))
            if a > 200 and (max(r, g, b) < 90 or (r > 150 and g < 90 and b < 90))
        ]
        assert ink, f"no numeral drawn on {card}"
        assert min(ink) >= 0.1 * w and max(ink) <= 0.9 * w, f"{card} numeral touches the frame"


@pytest.mark.parametrize("size", [(18, 24), (24, 32), (22, 68)])
def test_the_bar_of_yi_stays_a_solid_line_on_the_smallest_cards(size):
    # A played 一 on a 24-px tile was a grey hairline that read as a blank card.
    w, h = size
    img = render_card(Card.X1, w, h).convert("L")
    column = [img.getpixel((w // 2, y)) for y in range(h // 2)]
    assert sum(1 for value in column if value < 140) >= 2
    assert min(column) < 40


def test_states_are_distinct_and_locked_is_darker():
    def luminance(img: Image.Image) -> float:
        px = [p for p in _pixels(img) if p[3] == 255]
        return sum(0.3 * r + 0.6 * g + 0.1 * b for r, g, b, _ in px) / len(px)

    for card in (Card.X3, Card.D10, None):
        images = {state: render_card(card, W, H, state=state) for state in STATES}
        assert len({img.tobytes() for img in images.values()}) == len(STATES)
        assert luminance(images["locked"]) < 0.8 * luminance(images["normal"])


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        render_card(Card.X1, W, H, script="klingon")
    with pytest.raises(ValueError):
        render_card(Card.X1, W, H, state="glowing")
    with pytest.raises(ValueError):
        render_card(Card.X1, 0, H)


def test_a_missing_font_is_not_fatal(tmp_path, monkeypatch):
    monkeypatch.setattr(sprites, "FONT_PATH", tmp_path / "gone.otf")
    sprites._fonts.__dict__.clear()  # forget the faces already loaded by this thread
    try:
        assert render_card(Card.D8, W, H).size == (W, H)
    finally:
        sprites._fonts.__dict__.clear()


def test_render_deck_has_every_face_and_the_back():
    deck = sprites.render_deck(W, H, "traditional")
    assert set(deck) == set(FACES)


def test_sprites_module_imports_no_qt():
    # Sprites are rendered on worker threads: the module must stay pure pillow.
    tree = ast.parse(Path(sprites.__file__).read_text(encoding="utf-8"))
    imported = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            imported.append(node.module or "")
    assert not [name for name in imported if name.startswith("PySide6")]


def test_rendering_from_several_threads_at_once():
    cards = [*FACES] * 3
    with ThreadPoolExecutor(max_workers=4) as pool:
        images = list(pool.map(lambda c: render_card(c, W, H), cards))
    for card, img in zip(cards, images, strict=True):
        assert img.tobytes() == render_card(card, W, H).tobytes()


# --- the bundled font -----------------------------------------------------------


def _covered(qapp, font_file: str, chars: set[str]) -> list[str]:
    from PySide6.QtGui import QRawFont

    raw = QRawFont(str(FONTS / font_file), 20)
    assert raw.isValid(), font_file
    return sorted(c for c in chars if not raw.supportsCharacter(ord(c)))


def test_card_font_covers_every_card_glyph_of_both_scripts(qapp):
    glyphs = {card.glyph(script) for card in Card for script in ("simplified", "traditional")}
    assert len(glyphs) == 23
    assert _covered(qapp, "DagerSerif-Bold.otf", glyphs | {"參", " "}) == []


def test_fonts_cover_their_character_sets(qapp):
    make_font = _make_font_module()
    cards = make_font.printable(make_font.card_characters())
    base = make_font.printable(make_font.base_characters())
    assert _covered(qapp, "DagerSerif-Bold.otf", cards) == []
    for name in ("DagerSans-Regular.otf", "DagerSans-Bold.otf"):
        assert _covered(qapp, name, base) == []


def test_ui_font_covers_translations_and_help(qapp):
    make_font = _make_font_module()
    text = make_font.printable(make_font.ui_text_characters())
    missing = _covered(qapp, "DagerSans-Regular.otf", text)
    assert missing == [], f"run `make font`: the UI font lacks {''.join(missing)}"


def test_fonts_are_renamed_and_licensed():
    from PIL import ImageFont

    expected = {
        "DagerSerif-Bold.otf": ("Dager Serif", "Bold"),
        "DagerSans-Regular.otf": ("Dager Sans", "Regular"),
        "DagerSans-Bold.otf": ("Dager Sans", "Bold"),
    }
    for name, family_style in expected.items():
        assert ImageFont.truetype(str(FONTS / name), 12).getname() == family_style
    assert "SIL OPEN FONT LICENSE Version 1.1" in (FONTS / "OFL.txt").read_text(encoding="utf-8")
