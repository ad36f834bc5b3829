"""What becomes of a file the game cannot use: set aside, copied, or left in place.

* ``move_aside``: a damaged file (cut short, not JSON, another kind of file) is
  renamed beside itself with a timestamp — never deleted — and the game goes
  on without it; the next save makes a new one.
* ``keep_copy``: a partly damaged file keeps a copy as it was before the rest
  is written back.  When no copy can be made, the file is left in place.
* ``leave_in_place``: a file that may well be sound — written by a newer
  version of the game, or one the system would not let this run read (a
  permission to mend, a drive that came back) — is neither moved nor written
  over.  This run of the game goes on without it, and every write to it is
  refused (``left_in_place``; the status bar says it is not saved), so going
  back to the newer version, or mending the permission, finds it as it was.
"""

from __future__ import annotations

import logging
import os
import shutil
from datetime import datetime
from pathlib import Path
from typing import Any

from .notices import (
    COPY_KEPT,
    LEFT_IN_PLACE,
    MOVED_ASIDE,
    NO_COPY,
    NOT_MOVED,
    WHY_CONTENT,
    WHY_NEWER,
    WHY_VERSION,
    Notice,
    Refused,
    notice,
)
from .words import os_error_params, short_repr

log = logging.getLogger(__name__)

#: The real paths of the files left in place by this run (one run at a time: ``lock``).
_LEFT_IN_PLACE: set[str] = set()


def move_aside(path: Path, reason: str, *, what: str, why: str = WHY_CONTENT) -> Notice:
    """Rename ``path`` to ``<name>.unreadable-<timestamp>`` beside it and say so.

    When renaming is refused, a copy is tried, so that the next save (which
    replaces the file) still leaves its content somewhere.  When neither can be
    done, the file is left in place: nothing is written over it.
    """
    target = _aside_name(path, "unreadable")
    try:
        os.rename(path, target)
    except OSError as exc:
        try:
            _copy(path, target)
        except OSError:
            return _left_after(exc, NOT_MOVED, "The {what} {path} could not be read ({reason}), "
                               "and it could not be moved aside either ({error}).",
                               path=path, what=what, reason=reason, why=why)
    return notice(
        MOVED_ASIDE,
        "The {what} could not be read ({reason}). It was moved to {moved_to}.",
        what=what, path=path, moved_to=target, reason=reason, why=why,
    )


def keep_copy(path: Path, reason: str, *, what: str, why: str = WHY_CONTENT) -> Notice:
    """Copy ``path`` to ``<name>.damaged-<timestamp>`` before a partly bad file is rewritten;
    if no copy can be made, the file is left in place instead of being rewritten."""
    target = _aside_name(path, "damaged")
    try:
        _copy(path, target)
    except OSError as exc:
        return _left_after(exc, NO_COPY, "Part of the {what} {path} could not be read "
                           "({reason}), and no copy of it could be kept ({error}).",
                           path=path, what=what, reason=reason, why=why)
    return notice(
        COPY_KEPT,
        "Part of the {what} could not be read ({reason}); the rest was kept. "
        "A copy of the file as it was is in {copy}.",
        what=what, path=path, copy=target, reason=reason, why=why,
    )


def _left_after(exc: OSError, code: str, text: str, *, path: Path, **params: str) -> Notice:
    """The file could not be set aside (``exc``): it is left in place instead, so that no
    save replaces the only copy of it; the Notice ``code`` says so."""
    _protect(path)
    return notice(code, text + " It was left as it is.", path=path, **params,
                  **os_error_params(exc))


def leave_in_place(path: Path, reason: str, *, what: str, why: str) -> Notice:
    """Leave ``path`` as it is and write nothing over it during this run (a write is
    refused, ``atomic.save_bytes``); the Notice that says so."""
    _protect(path)
    return notice(
        LEFT_IN_PLACE,
        "The {what} {path} could not be used ({reason}). It was left as it is, and the "
        "game will not change it until it is started again.",
        what=what, path=path, reason=reason, why=why,
    )


def left_in_place(path: Path) -> bool:
    """Was ``path`` left in place by this run (so that nothing may replace it)?"""
    return os.path.realpath(path) in _LEFT_IN_PLACE


def _protect(path: Path) -> None:
    log.warning("%s is left in place: nothing is written over it until the next start", path)
    _LEFT_IN_PLACE.add(os.path.realpath(path))


def check_version(data: dict[str, Any], version: int, kind: str) -> None:
    """``Refused`` unless ``data["version"]`` is ``version``: ``WHY_NEWER`` when a later
    version of the game wrote it (then it is left in place), else ``WHY_VERSION``."""
    found = data.get("version")
    if type(found) is int and found > version:
        raise Refused(f"it was written by a newer version of the game ({kind} version "
                      f"{found}; this one reads {version})", WHY_NEWER)
    if type(found) is not int or found != version:
        raise Refused(f"{kind} version {short_repr(found)} is not supported "
                      f"(this one reads {version})", WHY_VERSION)


def _copy(source: Path, target: Path) -> None:
    if source.is_dir():
        shutil.copytree(source, target)
    else:
        shutil.copyfile(source, target)


def _aside_name(path: Path, label: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    n = 2
    while target.exists() or target.is_symlink():
        target = path.with_name(f"{path.name}.{label}-{stamp}-{n}")
        n += 1
    return target
