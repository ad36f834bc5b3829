"""The rules reference: one source document, rendered as HTML in any of the three languages.

``assets/help/rules.json`` holds every section once, with the English,
simplified and traditional text of each paragraph side by side, so the three
versions cannot drift apart in structure.  Card pictures are written in the
card notation (``"一二三 壹贰叁"``: a space separates groups) and drawn by the
sprite renderer in the script of the language (贰 or 貳).

Blocks of a section:

* ``{"p": text}`` — a paragraph;
* ``{"list": [text, ...]}`` — a bulleted list;
* ``{"cards": notation, "caption": text}`` — a picture of cards;
* ``{"table": {"head": [cell, ...], "rows": [[cell, ...], ...]}}`` — a cell
  is a text, a plain string (the same in every language) or ``{"cards": ...}``;
* ``{"terms": [{"zh_CN", "zh_TW", "pinyin", "en", "gloss"}, ...]}`` — glossary.

A text is ``{"en": ..., "zh_CN": ..., "zh_TW": ...}``; ``**bold**`` is the
only markup.  Nothing here needs Qt: the pictures are PNG bytes from pillow.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image

from dager_desktop.engine import Card, parse_cards
from dager_desktop.resources import HELP
from dager_desktop.ui.cards.sprites import png_bytes, render_card

HELP_FILE = HELP / "rules.json"
LANGUAGES = ("en", "zh_CN", "zh_TW")
#: Logical size of a card in the pictures; drawn at twice that for sharp HiDPI text.
CARD_W, CARD_H = 24, 80
_SCALE = 2
_GAP = 10  # logical px between groups

_BOLD = re.compile(r"\*\*(.+?)\*\*")


@lru_cache(maxsize=1)
def load_document(path: Path = HELP_FILE) -> dict[str, Any]:
    with path.open(encoding="utf-8") as f:
        return json.load(f)


def text_of(value: Any, language: str) -> str:
    """The text of ``value`` in ``language`` (a plain string is the same in all)."""
    if isinstance(value, str):
        return value
    return value[language]


def markup(value: Any, language: str) -> str:
    """Escaped HTML of a text, with ``**bold**``."""
    return _BOLD.sub(r"<b>\1</b>", html.escape(text_of(value, language), quote=False))


def card_groups(notation: str) -> list[tuple[Card, ...]]:
    """``"一二三 壹贰叁"`` → the groups of cards, in order."""
    return [tuple(parse_cards(part)) for part in notation.split()]


# -- pictures ---------------------------------------------------------------------


@lru_cache(maxsize=64)
def _card_image(card: Card, script: str) -> Image.Image:
    return render_card(card, CARD_W, CARD_H, script, "normal", _SCALE)


def picture_size(notation: str) -> tuple[int, int]:
    """Logical width and height of the picture of ``notation``."""
    groups = card_groups(notation)
    cards = sum(len(g) for g in groups)
    return cards * (CARD_W + 2) + (len(groups) - 1) * _GAP, CARD_H


def picture_png(notation: str, script: str) -> bytes:
    """The cards of ``notation`` side by side, groups apart, as PNG (at twice the size)."""
    width, height = picture_size(notation)
    image = Image.new("RGBA", (width * _SCALE, height * _SCALE), (0, 0, 0, 0))
    x = 0
    for group in card_groups(notation):
        for card in group:
            image.alpha_composite(_card_image(card, script), (x * _SCALE, 0))
            x += CARD_W + 2
        x += _GAP
    return png_bytes(image)


# -- HTML -------------------------------------------------------------------------


@dataclass
class Rendered:
    """The HTML of one language and the pictures it refers to (name → notation)."""

    html: str
    pictures: dict[str, str] = field(default_factory=dict)
    script: str = "simplified"

    def picture_name(self, notation: str) -> str:
        name = f"cards/{self.script}/{len(self.pictures)}.png"
        self.pictures[name] = notation
        return name


def render(language: str, preset_label: str = "", preset: str = "standard",
           document: dict[str, Any] | None = None) -> Rendered:
    """The whole reference in ``language``; ``preset_label`` names the rules in play."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    doc = document or load_document()
    out = Rendered("", script="traditional" if language == "zh_TW" else "simplified")
    parts = [f"<h1>{markup(doc['title'], language)}</h1>"]
    if preset_label:
        line = markup(doc["current"], language).replace("%1", html.escape(preset_label))
        if any(s.get("preset") == preset for s in doc["sections"]):
            line = f'<a href="#{preset}">{line}</a>'
        parts.append(f"<p>{line}</p>")  # not <i>: Qt would slant the Chinese glyphs
    parts.append(_contents(doc, language))
    for section in doc["sections"]:
        parts.append(f'<h2><a name="{section["id"]}"></a>{markup(section["title"], language)}</h2>')
        parts.extend(_block(block, language, out) for block in section["blocks"])
    out.html = "\n".join(parts)
    return out


def _contents(doc: dict[str, Any], language: str) -> str:
    items = "".join(
        f'<li><a href="#{s["id"]}">{markup(s["title"], language)}</a></li>' for s in doc["sections"]
    )
    return f"<p><b>{markup(doc['contents'], language)}</b></p><ul>{items}</ul>"


def _block(block: dict[str, Any], language: str, out: Rendered) -> str:
    if "p" in block:
        return f"<p>{markup(block['p'], language)}</p>"
    if "list" in block:
        items = "".join(f"<li>{markup(item, language)}</li>" for item in block["list"])
        return f"<ul>{items}</ul>"
    if "cards" in block:
        caption = markup(block["caption"], language) if "caption" in block else ""
        return f"<p>{_img(block['cards'], out)}<br/><small>{caption}</small></p>"
    if "table" in block:
        return _table(block["table"], language, out)
    if "terms" in block:
        return _terms(block["terms"], language)
    raise ValueError(f"unknown help block {sorted(block)}")


def _img(notation: str, out: Rendered) -> str:
    width, height = picture_size(notation)
    return f'<img src="{out.picture_name(notation)}" width="{width}" height="{height}"/>'


def _cell(cell: Any, language: str, out: Rendered) -> str:
    if isinstance(cell, dict) and "cards" in cell:
        return _img(cell["cards"], out)
    return markup(cell, language)


def _table(table: dict[str, Any], language: str, out: Rendered) -> str:
    head = "".join(f"<th>{_cell(c, language, out)}</th>" for c in table["head"])
    rows = "".join(
        "<tr>" + "".join(f"<td>{_cell(c, language, out)}</td>" for c in row) + "</tr>"
        for row in table["rows"]
    )
    return f'<table border="1" cellspacing="0" cellpadding="4"><tr>{head}</tr>{rows}</table>'


def _terms(entries: list[dict[str, Any]], language: str) -> str:
    """Chinese: 招（zhāo）：gloss.  English: **Zhao** 招 *zhāo* — gloss."""
    rows = []
    for entry in entries:
        gloss = markup(entry["gloss"], language)
        pinyin = html.escape(entry["pinyin"])
        if language == "en":
            hanzi = html.escape(entry["zh_CN"])
            name = html.escape(entry["en"])
            rows.append(f"<li><b>{name}</b> {hanzi} <i>{pinyin}</i> — {gloss}</li>")
        else:
            rows.append(f"<li><b>{html.escape(entry[language])}</b>（{pinyin}）：{gloss}</li>")
    return f"<ul>{''.join(rows)}</ul>"


def texts(key: str, document: dict[str, Any] | None = None) -> list[str]:
    """Every string kept under ``key`` ("en", "zh_TW", "pinyin" …), in document order
    (for the tests: quotes, fonts, scripts)."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for name, item in value.items():
                if name == key and isinstance(item, str):
                    found.append(item)
                else:
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(document or load_document())
    return found


def missing_texts(document: dict[str, Any] | None = None) -> list[str]:
    """Where a text lacks one of the three languages (for the tests)."""
    doc = document or load_document()
    problems: list[str] = []

    def check(value: Any, where: str) -> None:
        if isinstance(value, dict):
            if isinstance(value.get("en"), str):
                problems.extend(f"{where}: no {lang}" for lang in LANGUAGES if not value.get(lang))
            for key, item in value.items():
                if key not in LANGUAGES:
                    check(item, f"{where}.{key}")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                check(item, f"{where}[{i}]")

    check(doc, "help")
    return problems
