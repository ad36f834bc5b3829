"""Files that are never half-written and never lost.

Writing: ``write_json`` / ``write_bytes`` put the data in a temporary file in
the same folder, flush and fsync it, then ``os.replace`` it over the target
and fsync the folder (where the platform allows), so a reader — or the next
start after a crash, a kill or a power cut — sees the old file or the new
one, never a mixture.  The temporary name starts with a dot and ends in
``.tmp``; one left behind by a killed process is removed by
``remove_stale_temps``.

Reading: ``load_json`` never raises for a bad file.  A file that is too big,
empty, not UTF-8, not JSON, or refused by the caller's ``check`` is moved
aside — renamed in place with a timestamp suffix, never deleted — and the
caller gets ``Loaded(data=None, notices=[...])`` with a ``Notice`` naming
where the file went.  One that a newer version of the game wrote, or that the
system would not let us read, is left in place and not written over
(``aside``).  The size is checked before reading, so a 10 MB garbage file
costs one ``stat``.
"""

from __future__ import annotations

import contextlib
import glob
import json
import logging
import os
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .aside import leave_in_place, left_in_place, move_aside
from .notices import (
    WHY_CONTENT,
    WHY_EMPTY,
    WHY_FOLDER,
    WHY_LEFT,
    WHY_NEWER,
    WHY_NOT_JSON,
    WHY_NOT_TEXT,
    WHY_OS_ERROR,
    WHY_TOO_BIG,
    WHY_WRONG_KIND,
    WRITE_FAILED,
    Notice,
    Refused,
    StoreError,
    notice,
)
from .words import os_error_params, os_error_text, size_text

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"
#: The most bytes of the target's name a temporary file's name repeats: with the
#: dot, the random part and the suffix it stays within the 255 bytes most file
#: systems allow, however long the name a player gives an export.
TEMP_NAME_BYTES = 200


# -- writing ---------------------------------------------------------------------------


#: The process's umask, read once (at import, before any writer thread): a file made
#: to be shared (an exported replay) gets the permissions any program's new file would.
_UMASK = os.umask(0o022)
os.umask(_UMASK)


def write_bytes(path: Path, data: bytes, *, shared: bool = False) -> None:
    """Replace ``path`` by ``data`` atomically and durably.

    ``OSError`` on failure, and ``Refused`` for a folder, a device or a pipe: the
    rename would put an ordinary file in its place (as root, over ``/dev/null``).
    A symbolic link is written through: the file it names is replaced and the link
    stays.  A new file is the owner's alone unless ``shared``; a replaced one keeps
    its permissions.
    """
    # the folders of the path as given, not of a link's target: a dangling link
    # makes no folders where it points, its write fails instead
    path.parent.mkdir(parents=True, exist_ok=True)
    path, mode = _ordinary_target(path)
    if mode is None:  # a new file
        mode = 0o666 & ~_UMASK if shared else 0o600
    directory = path.parent
    fd, temp = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=TEMP_SUFFIX, dir=directory)
    try:
        if os.name == "posix":  # (on Windows a read-only temporary file could not be deleted)
            os.chmod(temp, mode)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        _replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _fsync_dir(directory)


def _temp_prefix(path: Path) -> str:
    """``.<name>.``, the name cut to ``TEMP_NAME_BYTES`` (never inside a character)."""
    name = path.name.encode("utf-8", "surrogateescape")[:TEMP_NAME_BYTES]
    return f".{name.decode('utf-8', 'ignore')}."


def _ordinary_target(path: Path) -> tuple[Path, int | None]:
    """The file a write of ``path`` replaces — the one a link names, never a folder,
    device or pipe (``Refused``) — and its permissions (None: there is none yet)."""
    real = Path(os.path.realpath(path))
    try:
        info = real.stat()
    except FileNotFoundError:
        return real, None
    _check_ordinary(info)
    return real, info.st_mode & 0o777  # (never a set-ID bit)


def save_bytes(path: Path, data: bytes, *, what: str, shared: bool = False) -> None:
    """``write_bytes``, with a failure raised as ``StoreError`` naming the file for the user.

    ``what`` names the file for the message ("settings file", "autosave").  A file
    this run left in place (``aside.leave_in_place``) is not written: that too is a
    ``StoreError``, so the player sees it is not saved.
    """
    if left_in_place(path):
        raise StoreError(notice(
            WRITE_FAILED, "The {what} {path} could not be saved: {error}.", what=what,
            path=path, why=WHY_LEFT, error="it is left as the game found it at start"))
    try:
        write_bytes(path, data, shared=shared)
    except Refused as exc:
        raise StoreError(
            notice(WRITE_FAILED, "The {what} {path} could not be saved: {error}.",
                   what=what, path=path, error=str(exc), why=exc.why)
        ) from exc
    except OSError as exc:
        raise StoreError(
            notice(WRITE_FAILED, "The {what} {path} could not be saved: {error}.",
                   what=what, path=path, **os_error_params(exc))
        ) from exc


def write_json(path: Path, data: Any, *, what: str, indent: int | None = None,
               shared: bool = False) -> None:
    """Write ``data`` as UTF-8 JSON atomically; a failure raises ``StoreError``.

    ``indent`` makes files a person may open (settings) readable; the others
    are written compact because they are rewritten often.  ``shared``: a new file
    others may read (an export), not the owner's alone (``write_bytes``).
    """
    separators = (",", ": ") if indent is not None else (",", ":")
    # allow_nan=False: standard JSON only (Infinity or NaN is a bug's ValueError, not a file
    # that other programs, and strict readers, would refuse)
    text = json.dumps(data, ensure_ascii=False, indent=indent, separators=separators,
                      allow_nan=False)
    save_bytes(path, text.encode("utf-8"), what=what, shared=shared)


def _replace(source: str, target: Path) -> None:
    # On Windows a virus scanner or indexer may hold the target open for a
    # moment; replacing then fails with PermissionError and succeeds soon after.
    for attempt in range(5):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == 4:
                raise
            time.sleep(0.02 * (attempt + 1))


def _fsync_dir(directory: Path) -> None:
    """Make the rename itself durable; folders cannot be opened on Windows, so skip there."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the data itself is synced
    finally:
        os.close(fd)


def remove_stale_temps(path: Path) -> int:
    """Delete temporary files that a killed writer of ``path`` left behind; return how many.

    Only names this module makes (``.<name>.*.tmp``) are touched, and only one
    instance of the app runs at a time (``lock``), so none is in use.
    """
    path = Path(os.path.realpath(path))  # they are made beside the file a link names
    return _remove(path.parent, f"{glob.escape(_temp_prefix(path))}*{TEMP_SUFFIX}")


def remove_stale_temps_in(folder: Path) -> int:
    """``remove_stale_temps`` for every file of ``folder`` (the replays): only before
    this run writes there, or its own temporary files would go too."""
    return _remove(folder, f".*{TEMP_SUFFIX}")


def _remove(folder: Path, pattern: str) -> int:
    removed = 0
    with contextlib.suppress(OSError):
        for temp in folder.glob(pattern):
            with contextlib.suppress(OSError):
                temp.unlink()
                removed += 1
    return removed


# -- reading ---------------------------------------------------------------------------


@dataclass
class Loaded:
    """The outcome of ``load_json``: ``data`` is ``None`` when there is nothing usable."""

    data: Any = None
    notices: list[Notice] = field(default_factory=list)
    missing: bool = False  #: no file at all (the first start): not a problem


def why_of(exc: BaseException) -> str:
    """The kind of ``exc`` as a reason a file was refused (``notices.WHY_*``)."""
    if isinstance(exc, OSError):
        return WHY_OS_ERROR
    return getattr(exc, "why", WHY_CONTENT)


def load_json(
    path: Path,
    *,
    what: str,
    max_bytes: int,
    check: Callable[[Any], None] | None = None,
) -> Loaded:
    """Read a JSON file; one that cannot be used is moved aside or, when it may be
    sound (``aside.leave_in_place``), left in place, with a Notice either way.

    ``check(data)`` may raise ``ValueError`` (``Refused``, ``RecordError`` …)
    to refuse the content — a wrong format or version, say; the message
    becomes the reason given to the user.
    """
    if left_in_place(path):
        return Loaded()  # this run said so when it first met the file
    try:
        raw = _read_capped(path, max_bytes)
    except (FileNotFoundError, NotADirectoryError):  # (a file where a folder should be)
        if os.path.islink(path):  # a link that leads nowhere: every save would fail on it
            return Loaded(notices=[move_aside(
                path, f"it is a link to {os.readlink(path)}, which does not exist",
                what=what, why=WHY_WRONG_KIND)])
        return Loaded(missing=True)
    except Refused as exc:  # not a file, or far too big: not worth reading
        return Loaded(notices=[move_aside(path, str(exc), what=what, why=exc.why)])
    except OSError as exc:  # the file may be sound: the system would not let us read it
        return Loaded(notices=[leave_in_place(path, os_error_text(exc), what=what,
                                              why=WHY_OS_ERROR)])
    try:
        data = parse_json(raw)
        if check is not None:
            check(data)
    except (ValueError, TypeError, KeyError) as exc:
        if why_of(exc) == WHY_NEWER:  # sound, for the version that wrote it
            return Loaded(notices=[leave_in_place(path, _reason(exc), what=what,
                                                  why=WHY_NEWER)])
        return Loaded(notices=[move_aside(path, _reason(exc), what=what, why=why_of(exc))])
    return Loaded(data=data)


def regular_file_size(path: Path) -> int:
    """The size of the file ``path``; ``Refused`` for a folder, a pipe, a device — which
    cannot be ours, and reading a pipe would wait for ever."""
    info = path.stat()
    _check_ordinary(info)
    return info.st_size


def _check_ordinary(info: os.stat_result) -> None:
    """``Refused`` unless ``info`` is an ordinary file's."""
    if stat.S_ISDIR(info.st_mode):
        raise Refused("it is a folder, not a file", WHY_FOLDER)
    if not stat.S_ISREG(info.st_mode):
        raise Refused("it is not an ordinary file", WHY_WRONG_KIND)


def _read_capped(path: Path, max_bytes: int) -> bytes:
    """The bytes of ``path``, refusing (cheaply) a folder or anything over ``max_bytes``."""
    size = regular_file_size(path)
    if size > max_bytes:
        raise Refused(f"it is {size_text(size)}, more than the {size_text(max_bytes)} allowed",
                      WHY_TOO_BIG)
    raw = _read_bytes(path, max_bytes + 1)  # it may have grown since the stat
    if len(raw) > max_bytes:
        raise Refused(f"it is more than the {size_text(max_bytes)} allowed", WHY_TOO_BIG)
    return raw


def _read_bytes(path: Path, most: int) -> bytes:
    # On Windows a virus scanner or indexer may hold the file a moment (as in
    # ``_replace``): a refusal then is tried again before the file is left in place.
    retries = 4 if sys.platform == "win32" else 0
    for attempt in range(retries):
        try:
            return _read_file(path, most)
        except PermissionError:
            time.sleep(0.02 * (attempt + 1))
    return _read_file(path, most)


def _read_file(path: Path, most: int) -> bytes:
    with path.open("rb") as handle:
        return handle.read(most)


def parse_json(raw: bytes) -> Any:
    """Decode UTF-8 JSON; ``ValueError`` with a plain reason when it is not."""
    if not raw.strip():
        raise Refused("it is empty", WHY_EMPTY)
    try:
        text = raw.decode("utf-8-sig")  # tolerate the BOM some editors add
    except UnicodeDecodeError:
        raise Refused("it is not a text file (not UTF-8)", WHY_NOT_TEXT) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = exc.msg.removesuffix(" at")  # "Unterminated string starting at" + " at line"
        raise Refused(
            f"it is not valid JSON ({where} at line {exc.lineno}, column {exc.colno}); "
            "it may have been cut short",
            WHY_NOT_JSON,
        ) from None
    except RecursionError:
        raise Refused("it is not valid JSON (nested too deeply)", WHY_NOT_JSON) from None


def _reason(exc: BaseException) -> str:
    text = str(exc)
    if isinstance(exc, KeyError):
        return f"the entry {text} is missing"
    return text or type(exc).__name__
