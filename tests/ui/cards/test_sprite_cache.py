"""The sprite cache on disk: round trip, damaged files, odd files, an unwritable folder."""

from __future__ import annotations

import io
import os
import sys

import pytest
from PIL import Image

from dager_desktop.engine.cards import Card
from dager_desktop.store import paths
from dager_desktop.ui.cards import sprite_cache, sprites
from dager_desktop.ui.cards.sprite_cache import SpriteCache
from dager_desktop.ui.cards.sprites import FACES, card_height
from tests.store.helpers import finishes_within

W = 40
H = card_height(W)


def _is_png_of(data: bytes, size: tuple[int, int]) -> bool:
    with Image.open(io.BytesIO(data)) as im:
        im.load()
        return im.format == "PNG" and im.size == size


def test_default_cache_lives_in_the_user_cache_dir():
    root = SpriteCache().root
    assert root.is_relative_to(paths.user_cache_dir())
    assert sprites.RENDERER_VERSION in root.parts


def test_cache_round_trip(tmp_path, monkeypatch):
    cache = SpriteCache(tmp_path / "sprites")
    data = cache.get(Card.D2, W, H, "traditional", "selected", 2.0)
    assert _is_png_of(data, (2 * W, 2 * H))
    path = cache.path_for(Card.D2, W, H, "traditional", "selected", 2.0)
    assert path.read_bytes() == data
    assert cache.get_path(Card.D2, W, H, "traditional", "selected", 2.0) == path

    def no_rendering(*args, **kwargs):
        raise AssertionError("a cached sprite was rendered again")

    monkeypatch.setattr(sprite_cache, "render_card", no_rendering)
    assert cache.get(Card.D2, W, H, "traditional", "selected", 2.0) == data


@pytest.mark.parametrize("damage", ["truncate", "garbage", "empty", "wrong_size"])
def test_a_broken_cache_file_is_rendered_again(tmp_path, damage):
    cache = SpriteCache(tmp_path / "sprites")
    good = cache.get(Card.X7, W, H)
    path = cache.path_for(Card.X7, W, H)
    if damage == "truncate":
        path.write_bytes(good[: len(good) // 2])
    elif damage == "garbage":
        path.write_bytes(b"\x89PNG\r\n\x1a\n" + b"not really a picture" * 20)
    elif damage == "empty":
        path.write_bytes(b"")
    else:
        path.write_bytes(sprites.png_bytes(Image.new("RGBA", (3, 3))))
    again = cache.get(Card.X7, W, H)
    assert _is_png_of(again, (W, H))
    assert again == good
    assert path.read_bytes() == good  # repaired on disk too


def test_an_unwritable_cache_dir_still_gives_sprites(tmp_path):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the cache folder should be")
    cache = SpriteCache(blocker / "sprites")
    data = cache.get(Card.D10, W, H)
    assert _is_png_of(data, (W, H))
    assert cache.get_path(Card.D10, W, H) is None
    assert _is_png_of(cache.get(None, W, H, state="locked"), (W, H))


def test_warm_fills_the_cache_for_a_size(tmp_path):
    cache = SpriteCache(tmp_path / "sprites")
    assert cache.warm(W, H, "simplified", states=("normal", "locked")) == 2 * len(FACES)
    files = list((tmp_path / "sprites").rglob("*.png"))
    assert len(files) == 2 * len(FACES)
    assert not list((tmp_path / "sprites").rglob("*.tmp"))


@pytest.mark.skipif(sys.platform == "win32", reason="no named pipes in the file system")
def test_a_pipe_in_place_of_a_sprite_is_replaced_not_read(tmp_path):
    # Opening a pipe to read would wait for a writer for ever, and hold the worker.
    cache = SpriteCache(tmp_path / "sprites")
    path = cache.path_for(Card.X3, W, H)
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    data = finishes_within(10, lambda: cache.get(Card.X3, W, H))
    assert _is_png_of(data, (W, H))
    assert path.is_file() and path.read_bytes() == data


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_link_to_a_device_in_place_of_a_sprite_is_not_read(tmp_path):
    # /dev/zero would be read without end.
    cache = SpriteCache(tmp_path / "sprites")
    path = cache.path_for(Card.D9, W, H)
    path.parent.mkdir(parents=True)
    path.symlink_to("/dev/zero")
    assert _is_png_of(finishes_within(10, lambda: cache.get(Card.D9, W, H)), (W, H))


def test_a_huge_file_in_place_of_a_sprite_is_not_read(tmp_path, monkeypatch):
    cache = SpriteCache(tmp_path / "sprites")
    good = cache.get(Card.X1, W, H)
    monkeypatch.setattr(sprite_cache, "MAX_SPRITE_BYTES", len(good) - 1)
    path = cache.path_for(Card.X1, W, H)
    read = []
    real_open = type(path).open
    monkeypatch.setattr(type(path), "open", lambda self, *a, **k: read.append(self) or
                        real_open(self, *a, **k))
    assert cache.get(Card.X1, W, H) == good  # rendered again, not read
    assert path not in read


def test_a_folder_where_a_sprite_should_be_costs_only_that_sprite(tmp_path):
    # It turned the whole disk cache off, every session.
    cache = SpriteCache(tmp_path / "sprites")
    odd = cache.path_for(Card.X4, W, H)
    odd.mkdir(parents=True)
    assert _is_png_of(cache.get(Card.X4, W, H), (W, H))
    assert cache.get_path(Card.X5, W, H) is not None  # the others are still cached
    assert not list(odd.parent.glob("*.tmp"))
