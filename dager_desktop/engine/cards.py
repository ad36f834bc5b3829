"""Cards of 泸州大贰: the 80-card deck, faces, colours and the text notation.

Implements RULES.md §A (A1 deck, A2 colour, A3 glyphs) and the notation of §0.2.

A card is one of 20 *faces* (rank 1..10, small 小字 or big 大字); the deck holds
four copies of each.  ``Card`` is an ``IntEnum`` so a card is an int underneath:
hashable, ordered, and usable directly as an index into a 20-slot count vector,
which is what the hand analysis works on.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from enum import IntEnum

#: Number of distinct faces and of copies of each.
FACES = 20
COPIES = 4

RED_RANKS = frozenset({2, 7, 10})

SMALL_GLYPHS = "一二三四五六七八九十"
BIG_GLYPHS_SIMPLIFIED = "壹贰叁肆伍陆柒捌玖拾"
BIG_GLYPHS_TRADITIONAL = "壹貳叄肆伍陸柒捌玖拾"

SCRIPTS = ("simplified", "traditional", "ascii")


class Card(IntEnum):
    """One face.  ``X1..X10`` are the small cards 一..十, ``D1..D10`` the big 壹..拾.

    The value is the face index 0..19 (small ranks first), so
    ``Card(i)`` indexes a count vector and ``sorted`` orders small before big.
    """

    X1 = 0
    X2 = 1
    X3 = 2
    X4 = 3
    X5 = 4
    X6 = 5
    X7 = 6
    X8 = 7
    X9 = 8
    X10 = 9
    D1 = 10
    D2 = 11
    D3 = 12
    D4 = 13
    D5 = 14
    D6 = 15
    D7 = 16
    D8 = 17
    D9 = 18
    D10 = 19

    @classmethod
    def of(cls, rank: int, big: bool) -> Card:
        """The face of ``rank`` (1..10) in the given case."""
        if not 1 <= rank <= 10:
            raise ValueError(f"rank must be 1..10, not {rank!r}")
        return cls(rank - 1 + (10 if big else 0))

    @property
    def rank(self) -> int:
        """1..10."""
        return self.value % 10 + 1

    @property
    def big(self) -> bool:
        """True for 大字 (壹..拾)."""
        return self.value >= 10

    @property
    def red(self) -> bool:
        """Ranks 2, 7, 10 are red in both cases (RULES.md A2)."""
        return self.rank in RED_RANKS

    @property
    def other_case(self) -> Card:
        """The same rank in the other case (一 ↔ 壹)."""
        return Card((self.value + 10) % 20)

    def glyph(self, script: str = "simplified") -> str:
        """The hanzi of this face, or ``x3``/``d3`` for ``script="ascii"``."""
        return _GLYPH[script][self.value]

    def __str__(self) -> str:
        return self.glyph()

    def __repr__(self) -> str:
        return f"Card.{self.name}"


RED_CARDS: frozenset[Card] = frozenset(c for c in Card if c.red)

_GLYPH: dict[str, tuple[str, ...]] = {
    "simplified": tuple(SMALL_GLYPHS + BIG_GLYPHS_SIMPLIFIED),
    "traditional": tuple(SMALL_GLYPHS + BIG_GLYPHS_TRADITIONAL),
    "ascii": tuple([f"x{r}" for r in range(1, 11)] + [f"d{r}" for r in range(1, 11)]),
}

# Every accepted hanzi → face; the traditional forms and the variant 參 are aliases.
_FROM_GLYPH: dict[str, Card] = {}
for _script in ("simplified", "traditional"):
    for _i, _g in enumerate(_GLYPH[_script]):
        _FROM_GLYPH[_g] = Card(_i)
_FROM_GLYPH["參"] = Card.D3

_ASCII_TOKEN = re.compile(r"([xXdD])(10|[1-9])(?!\d)")  # "x11" is one bad token, not x1 + 1
_SEPARATORS = " \t\n,，|、"


def parse_cards(text: str) -> list[Card]:
    """Read cards written as hanzi (一..十, 壹..拾; 貳叄參陸 accepted) or ASCII ``x1``..``d10``.

    Spaces, tabs, newlines, commas (also ， and 、) and ``|`` are ignored.  Anything
    else raises ``ValueError`` naming the offending token and its position.
    """
    cards: list[Card] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in _SEPARATORS:
            i += 1
            continue
        if ch in _FROM_GLYPH:
            cards.append(_FROM_GLYPH[ch])
            i += 1
            continue
        match = _ASCII_TOKEN.match(text, i)
        if match:
            rank = int(match.group(2))
            cards.append(Card.of(rank, match.group(1) in "dD"))
            i = match.end()
            continue
        bad = re.match(r"\S+?(?=[\s,，|、]|$)", text[i:])
        token = bad.group(0) if bad else ch
        raise ValueError(f"not a card: {token!r} at position {i} in {text!r}")
    return cards


def format_cards(cards: Iterable[Card], script: str = "simplified") -> str:
    """Write cards in ``script`` ("simplified", "traditional" or "ascii").

    Hanzi are written without separators (the book's notation); ASCII tokens
    are separated by spaces.  ``parse_cards`` reads both back.
    """
    if script not in _GLYPH:
        raise ValueError(f"unknown script {script!r}; expected one of {SCRIPTS}")
    glyphs = _GLYPH[script]
    sep = " " if script == "ascii" else ""
    return sep.join(glyphs[int(c)] for c in cards)


def full_deck() -> list[Card]:
    """The 80 cards, four of each face, in face order (RULES.md A1)."""
    return [c for c in Card for _ in range(COPIES)]


#: Every face in order: ``CARDS[i]`` is ``Card(i)`` without the enum lookup (a hot path).
CARDS: tuple[Card, ...] = tuple(Card)


def cards_of(counts: Sequence[int]) -> list[Card]:
    """The cards of a 20-slot count vector, in face order (``counts_of`` undone)."""
    return [CARDS[f] for f, n in enumerate(counts) for _ in range(n)]


def counts_of(cards: Iterable[Card]) -> list[int]:
    """A 20-slot count vector of ``cards`` (index = face)."""
    counts = [0] * FACES
    for c in cards:
        counts[c] += 1
    return counts
