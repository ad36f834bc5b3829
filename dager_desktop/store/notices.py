"""What the store tells the user: ``Notice`` (a message) and ``StoreError`` (a failure).

The store never shows anything itself.  Whenever it had to do something the
user should hear about — a file moved aside, a bad setting replaced by its
default, a copy kept of a damaged statistics file — it hands back a
``Notice``.  ``notice.text`` is a finished English sentence in plain words;
``notice.code`` and ``notice.params`` let the UI build the same sentence in
the user's language instead::

    for notice in notices:
        QMessageBox.information(window, tr("Note"), translate_notice(notice))

where ``translate_notice`` picks a ``tr()`` template by ``notice.code`` and
fills it from ``notice.params`` (every value there is a string), falling back
to ``notice.text`` for a code it does not know.

A failure that stops an operation (a save that could not be written, an
import that was refused) raises ``StoreError``, which carries its ``Notice``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .words import shown

# The codes a Notice may carry (the UI keys its translated templates on them).
MOVED_ASIDE = "moved_aside"  # params: path, moved_to, reason
NOT_MOVED = "not_moved"  # params: path, reason, error — unreadable and could not be moved
COPY_KEPT = "copy_kept"  # params: path, copy, reason — partly bad; a copy of the original kept
BAD_VALUE = "bad_value"  # params: path, key, value, reason — that value fell back to its default
WRITE_FAILED = "write_failed"  # params: path, error
IMPORT_REFUSED = "import_refused"  # params: path, reason
REPLAY_MISSING = "replay_missing"  # params: id — the replay file is gone
ALREADY_RUNNING = "already_running"  # params: pid, path — another instance holds the lock
FOLDER_UNUSABLE = "folder_unusable"  # params: path, error, errno — nothing can be saved there
FOLDER_UNREADABLE = "folder_unreadable"  # params: path, error, errno — its files cannot be listed
LEFT_IN_PLACE = "left_in_place"  # params: path, reason — not used, not moved, not written over
NO_COPY = "no_copy"  # params: path, reason, error — partly bad, no copy: left in place

# Why a file could not be used: the ``why`` param beside ``reason`` (MOVED_ASIDE,
# NOT_MOVED, COPY_KEPT, NO_COPY, LEFT_IN_PLACE, IMPORT_REFUSED; WRITE_FAILED too).
# ``reason`` is the detail, in English; the UI says ``why`` in the player's
# language.  An OS error (the ``error`` param) comes with its ``errno`` name
# ("EACCES") for the same purpose.
WHY_FOLDER = "folder"  # a folder where the file should be
WHY_TOO_BIG = "too_big"
WHY_EMPTY = "empty"
WHY_NOT_TEXT = "not_text"  # not UTF-8
WHY_NOT_JSON = "not_json"  # cut short, most likely
WHY_OS_ERROR = "os_error"  # the system refused to read it
WHY_WRONG_KIND = "wrong_kind"  # another kind of file (a replay given as settings ...)
WHY_VERSION = "version"  # a version this game does not read
WHY_NEWER = "newer"  # written by a newer version of the game (LEFT_IN_PLACE)
WHY_LEFT = "left"  # a write skipped: the file is left as it was found (WRITE_FAILED)
WHY_NOT_RENAMED = "not_renamed"  # the saved match could not become the previous one
WHY_DOES_NOT_REPLAY = "does_not_replay"  # the recorded round (moves, deal, rules) does not replay
WHY_PRESET = "preset"  # a rules preset this game does not know
WHY_RULES = "rules"  # no rules, rules that are not valid, or not those of the preset named
WHY_UNFINISHED = "unfinished"  # a round that is not over (a replay must be)
WHY_CONTENT = "content"  # anything else wrong inside
WHY_MATCH_TOO_LONG = "match_too_long"  # a save that would pass the read limit (WRITE_FAILED)


@dataclass(frozen=True)
class Notice:
    """One message for the user: ``text`` in English, ``code``/``params`` to translate it."""

    code: str
    text: str
    params: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", shown(self.text))
        # Frozen all the way down: a notice is shared between the store and the UI.
        frozen = MappingProxyType({k: shown(v) for k, v in dict(self.params).items()})
        object.__setattr__(self, "params", frozen)

    def __str__(self) -> str:
        return self.text


def notice(code: str, text: str, **params: Any) -> Notice:
    """Build a Notice; ``text`` is formatted with ``params`` (``{path}`` and so on)."""
    strings = {k: shown(v) for k, v in params.items()}  # a non-UTF-8 path as it is
    return Notice(code, text.format(**strings), strings)


class StoreError(Exception):
    """An operation of the store failed; ``notice`` says why, in plain words."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice.text)
        self.notice = notice


class Refused(ValueError):
    """Raised by a file's check to refuse its content; the message is the reason,
    ``why`` its kind (``WHY_*``) for a message in the player's language."""

    def __init__(self, reason: str, why: str = WHY_CONTENT) -> None:
        super().__init__(reason)
        self.why = why
