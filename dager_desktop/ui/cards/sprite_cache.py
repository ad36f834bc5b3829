"""The card sprites on disk: PNG files under the user's cache folder, rendered on demand.

The cache is an optimisation only: a broken file is rendered again, anything in
the cache that cannot be a sprite (a folder, a pipe, a device, a huge file) is
ignored and replaced, and an unwritable folder means rendering in memory.  Pure
pillow, no Qt, like ``sprites``: the window's worker uses it off the GUI thread.
"""

from __future__ import annotations

import io
import logging
import os
import stat
import tempfile
from pathlib import Path

from PIL import Image

from dager_desktop.engine import Card
from dager_desktop.store import paths
from dager_desktop.ui.cards.sprites import (
    FACES,
    RENDERER_VERSION,
    STATES,
    check_args,
    pixel_size,
    png_bytes,
    render_card,
)

log = logging.getLogger(__name__)


def _valid_png(data: bytes, size: tuple[int, int]) -> bool:
    """True when ``data`` is a complete PNG of ``size``: a cut-off or garbled file is not."""
    try:
        with Image.open(io.BytesIO(data)) as im:
            if im.format != "PNG" or im.size != size:
                return False
            im.verify()  # walks every chunk and checks its CRC
        return data.rstrip().endswith(b"IEND\xaeB`\x82")
    except Exception:  # pillow raises many kinds for bad data; all mean "re-render"
        return False


#: Far more than any sprite's PNG (the largest, at 2× scale, is under 200 KB): a
#: bigger file in the cache is not a sprite.
MAX_SPRITE_BYTES = 4 * 1024 * 1024


def _read_cached(path: Path) -> bytes:
    """A cached file's bytes; ``OSError`` for anything that cannot be a sprite: a
    folder, a pipe or a device (reading a pipe would wait for ever, a device such as
    /dev/zero without end), or a file too big."""
    info = path.stat()
    if not stat.S_ISREG(info.st_mode):
        raise OSError(f"{path} is not an ordinary file")
    if info.st_size > MAX_SPRITE_BYTES:
        raise OSError(f"{path} is too big for a sprite")
    with path.open("rb") as handle:
        return handle.read(MAX_SPRITE_BYTES + 1)


class SpriteCache:
    """PNG sprites under ``<user cache>/sprites/<RENDERER_VERSION>/``, rendered on demand.

    Safe to share between threads: files are written to a temporary name and
    renamed into place, so a reader sees the old file, the new one, or none.
    """

    def __init__(self, root: Path | None = None) -> None:
        default = paths.user_cache_dir() / "sprites" / RENDERER_VERSION
        self.root = root if root is not None else default
        self._writable = True

    def path_for(
        self,
        card: Card | None,
        width: int,
        height: int,
        script: str = "simplified",
        state: str = "normal",
        scale: float = 1.0,
    ) -> Path:
        """Where the sprite is (or would be) cached."""
        name = "back" if card is None else card.name.lower()
        return self.root / f"{width}x{height}-{scale:g}x" / script / f"{name}-{state}.png"

    def get(
        self,
        card: Card | None,
        width: int,
        height: int,
        script: str = "simplified",
        state: str = "normal",
        scale: float = 1.0,
    ) -> bytes:
        """The sprite as PNG bytes: from the cache, or rendered (and stored when possible)."""
        check_args(width, height, script, state, scale)
        path = self.path_for(card, width, height, script, state, scale)
        expected = pixel_size(width, height, scale)
        try:
            data = _read_cached(path)
            if _valid_png(data, expected):
                return data
        except OSError:
            pass  # not cached yet, unreadable, or not a sprite: render it
        data = png_bytes(render_card(card, width, height, script, state, scale))
        self._store(path, data)
        return data

    def get_path(
        self,
        card: Card | None,
        width: int,
        height: int,
        script: str = "simplified",
        state: str = "normal",
        scale: float = 1.0,
    ) -> Path | None:
        """The cached PNG file, rendered first if needed; ``None`` if the cache is unwritable."""
        self.get(card, width, height, script, state, scale)
        path = self.path_for(card, width, height, script, state, scale)
        return path if self._writable and path.is_file() else None

    def warm(
        self,
        width: int,
        height: int,
        script: str = "simplified",
        scale: float = 1.0,
        states: tuple[str, ...] = STATES,
    ) -> int:
        """Make sure every face and the back are cached at this size; returns how many sprites."""
        count = 0
        for state in states:
            for card in FACES:
                self.get(card, width, height, script, state, scale)
                count += 1
        return count

    def _store(self, path: Path, data: bytes) -> None:
        """Write a sprite: the folder failing turns the disk cache off for the session
        (sprites can always be drawn again); one odd entry in the way (a folder where
        a sprite should be) costs only that sprite."""
        if not self._writable:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}-", suffix=".tmp")
        except OSError as exc:
            log.warning("sprite cache %s not writable (%s); rendering in memory", self.root, exc)
            self._writable = False
            return
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except OSError as exc:
            log.info("sprite %s not cached (%s)", path, exc)
            Path(tmp).unlink(missing_ok=True)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
