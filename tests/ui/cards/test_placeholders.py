"""Placeholders: what a card looks like until its sprite comes from the worker.

A sprite of another size stands in only when it has about the same shape, so a
played-out tile is never a whole tall card squashed; the plain stand-in card
shows the ``locked`` state (darker) as the sprite will.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtGui import QImage, QPixmap

from dager_desktop.engine import Card
from dager_desktop.ui.cards.pixmaps import CardPixmaps, _plain_card
from dager_desktop.ui.cards.sprite_cache import SpriteCache

CARD = Card(4)  # 五: a black small card
TALL = (34, 110)  # the smallest hand card
MELD = (19, 58)  # the smallest meld card: about the hand's shape
TILE = (24, 32)  # a played-out tile


class _HeldRunner:
    """A task runner that keeps the work until ``finish``: meanwhile placeholders show."""

    def __init__(self) -> None:
        self.queued: list[tuple[Callable[[], Any], Callable[[Any, BaseException | None], None]]]
        self.queued = []

    def run(self, func: Callable[[], Any], callback: Callable[..., None], priority: int = 0) -> int:
        self.queued.append((func, callback))
        return len(self.queued)

    def finish(self) -> None:
        queued, self.queued = self.queued, []
        for func, callback in queued:
            callback(func(), None)


@pytest.fixture
def held(qapp, tmp_path) -> tuple[CardPixmaps, _HeldRunner]:
    runner = _HeldRunner()
    return CardPixmaps(runner, SpriteCache(tmp_path), "simplified"), runner  # type: ignore[arg-type]


def _with_tall_sprites(pixmaps: CardPixmaps, runner: _HeldRunner, state: str = "normal") -> None:
    """The deck at the hand's size has arrived, nothing else has."""
    pixmaps.pixmap(CARD, *TALL, state)
    runner.finish()
    assert pixmaps.pending() == 0


def _image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _ink_rows(pixmap: QPixmap) -> list[int]:
    """Rows holding dark (ink) pixels."""
    image = _image(pixmap)
    return [
        y
        for y in range(image.height())
        if any(
            image.pixelColor(x, y).alpha() > 200 and image.pixelColor(x, y).lightness() < 110
            for x in range(2, image.width() - 2)  # not the grey edge
        )
    ]


def _brightness(pixmap: QPixmap) -> float:
    image = _image(pixmap)
    values = [
        image.pixelColor(x, y).lightness()
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() == 255
    ]
    return sum(values) / len(values)


def _same(a: QPixmap, b: QPixmap) -> bool:
    return _image(a) == _image(b)


def test_a_tile_placeholder_is_not_a_tall_card_squashed(held):
    pixmaps, runner = held
    _with_tall_sprites(pixmaps, runner)
    placeholder = pixmaps.pixmap(CARD, *TILE)
    assert (placeholder.width(), placeholder.height()) == TILE
    # a squashed tall card shows its turned numeral at the bottom, cut; the stand-in
    # card of a tile has its one numeral at the top
    assert _same(placeholder, _plain_card(CARD, *TILE, "simplified", 1.0))
    rows = _ink_rows(placeholder)
    assert rows and max(rows) < TILE[1] * 0.8


def test_a_sprite_of_about_the_same_shape_still_stands_in(held):
    pixmaps, runner = held
    _with_tall_sprites(pixmaps, runner)
    placeholder = pixmaps.pixmap(CARD, *MELD)
    assert (placeholder.width(), placeholder.height()) == MELD
    assert not _same(placeholder, _plain_card(CARD, *MELD, "simplified", 1.0))
    rows = _ink_rows(placeholder)  # the scaled sprite: numerals at the top and the bottom
    assert max(rows) > MELD[1] * 0.8


@pytest.mark.parametrize("size", [TALL, TILE])
def test_a_locked_placeholder_is_darker_than_a_normal_one(held, size):
    pixmaps, runner = held
    _with_tall_sprites(pixmaps, runner)  # normal sprites held: none of them may stand in
    locked = pixmaps.pixmap(CARD, *size, "locked")
    normal = _plain_card(CARD, *size, "simplified", 1.0)
    assert (locked.width(), locked.height()) == size
    assert _brightness(locked) < 0.8 * _brightness(normal)


def test_a_locked_sprite_of_about_the_same_shape_stands_in_for_a_locked_card(held):
    pixmaps, runner = held
    _with_tall_sprites(pixmaps, runner, "locked")
    placeholder = pixmaps.pixmap(CARD, *MELD, "locked")
    assert not _same(placeholder, _plain_card(CARD, *MELD, "simplified", 1.0, "locked"))
    assert _brightness(placeholder) < 0.8 * _brightness(pixmaps.pixmap(CARD, *MELD))


def test_a_locked_placeholder_keeps_its_corners_transparent(qapp):
    image = _image(_plain_card(CARD, *TALL, "simplified", 1.0, "locked"))
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(TALL[0] // 2, TALL[1] // 2).alpha() == 255


@pytest.mark.parametrize("size", [(0, 110), (34, 0), (0, 0)])
def test_a_card_of_no_size_is_an_empty_picture_not_an_error(held, size):
    pixmaps, runner = held
    _with_tall_sprites(pixmaps, runner)  # a held sprite of the face, as mid-game
    assert pixmaps.pixmap(Card(3), *size).isNull()
