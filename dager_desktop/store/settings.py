"""The user's settings: one versioned JSON file in the user config folder.

Use::

    settings, notices = load_settings()      # never raises; show the notices
    ...
    settings = settings.replace(speed="fast")
    save_settings(settings)                  # atomic; StoreError if it cannot be written

``Settings`` is frozen; ``replace`` validates, so the UI cannot store a value
that the next start would refuse.  On load, a bad value falls back to its
default with a ``Notice``; an unknown key (a newer version's setting) is not
used but kept, written back with the rest, and only logged: told at every
start of this version, it would be a box to click away each time; a file that is
not readable at all (not JSON, empty, too big, another format) is moved aside
with a timestamp and the defaults are used.  One a newer version wrote, or one
the system would not let us read, is left in place instead (``aside``): the
defaults are used and it is not written over until the next start.

``geometry`` and ``window_state`` are opaque base64 strings: the UI stores
``bytes(window.saveGeometry().toBase64()).decode()`` and restores it with
``QByteArray.fromBase64(text.encode())``.  ``dismissed`` holds the ids of the
tips the user asked not to see again.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import PRESETS
from . import paths
from .aside import check_version
from .atomic import load_json, remove_stale_temps, write_json
from .notices import BAD_VALUE, WHY_WRONG_KIND, Notice, Refused, notice
from .words import KiB, json_kind, json_text, short_repr

FORMAT = "dager-desktop/settings"
VERSION = 1
MAX_BYTES = 256 * KiB  # real settings are well under 1 KB; anything huge is not ours

LANGUAGES = ("zh_CN", "zh_TW", "en")
AI_LEVELS = ("easy", "normal", "hard")
SPEEDS = ("slow", "normal", "fast", "instant")
VOLUMES = ("quiet", "medium", "loud")
AI_SEATS = (1, 2, 3)  # the human sits at seat 0; these are the computer seats
_MAX_BLOB = 64 * KiB  # base64 window state: Qt's is a few hundred bytes
_MAX_TIPS = 500
_WHAT = "settings file"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Settings:
    """Everything the user chooses; the defaults are a first start's."""

    language: str | None = None  #: None: follow the system
    rules: str = "standard"  #: a key of ``engine.PRESETS``
    ai_levels: tuple[str, ...] = ("normal", "normal", "normal")  #: seats 1, 2, 3
    hints: bool = True
    hint_level: str = "normal"  #: whose judgement Hint shows: "normal" or "hard"
    speed: str = "normal"
    sound: bool = True
    volume: str = "medium"  #: how loud the sound cues are, when on
    geometry: str | None = None
    window_state: str | None = None
    dismissed: frozenset[str] = frozenset()
    #: settings this version does not know, kept to be written back: (key, JSON text)
    unknown_keys: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        # Accept a list or a set from the UI; store the hashable, immutable form.
        if isinstance(self.ai_levels, list):
            object.__setattr__(self, "ai_levels", tuple(self.ai_levels))
        if isinstance(self.dismissed, (set, list)):
            object.__setattr__(self, "dismissed", frozenset(self.dismissed))
        for name, check in _CHECKS.items():
            check(getattr(self, name))  # ValueError naming the problem

    def ai_level(self, seat: int) -> str:
        """The level of computer seat ``seat`` (1, 2 or 3)."""
        return self.ai_levels[AI_SEATS.index(seat)]

    def with_ai_level(self, seat: int, level: str) -> Settings:
        levels = list(self.ai_levels)
        levels[AI_SEATS.index(seat)] = level
        return self.replace(ai_levels=tuple(levels))

    def with_tip_dismissed(self, tip: str) -> Settings:
        return self.replace(dismissed=self.dismissed | {tip})

    def replace(self, **changes: Any) -> Settings:
        """A copy with ``changes``; ``ValueError`` for a value the file could not hold."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        known = dataclasses.asdict(self)
        del known["unknown_keys"]  # (a newer version's key of that very name is kept)
        data: dict[str, Any] = {key: json.loads(text) for key, text in self.unknown_keys}
        data.update(known, format=FORMAT, version=VERSION)
        data["ai_levels"] = list(self.ai_levels)
        data["dismissed"] = sorted(self.dismissed)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], source: str = "") -> tuple[Settings, list[Notice]]:
        """Settings from a file's dict: bad values take their default, each with a Notice."""
        values: dict[str, Any] = {}
        notices: list[Notice] = []
        unknown: list[tuple[str, str]] = []
        for key, raw in data.items():
            if key in ("format", "version"):
                continue
            if key not in _PARSERS:
                try:
                    text = _standard_json(raw)
                except ValueError:
                    log.warning("setting %r in %s is not known to this version and holds a "
                                "number standard JSON has not (Infinity, NaN): dropped",
                                key, source)
                    continue
                log.info("setting %r in %s is not known to this version: kept", key, source)
                unknown.append((key, text))
                continue
            value, problems = _PARSERS[key](raw)
            notices.extend(_bad_value(source, key, raw, reason) for reason in problems)
            if value is not _DEFAULT:
                values[key] = value
        return cls(**values, unknown_keys=tuple(unknown)), notices


# -- checking one value --------------------------------------------------------------

_DEFAULT = object()  # "use the default" from a parser


def _one_of(choices: tuple[Any, ...], *, optional: bool = False) -> Callable[[Any], None]:
    def check(value: Any) -> None:
        if optional and value is None:
            return
        if not isinstance(value, str) or value not in choices:
            raise ValueError(f"{value!r} is not one of {', '.join(choices)}")

    return check


def _check_bool(value: Any) -> None:
    if type(value) is not bool:
        raise ValueError(f"{value!r} is not true or false")


def _check_levels(value: Any) -> None:
    if not isinstance(value, tuple) or len(value) != len(AI_SEATS):
        raise ValueError(f"{value!r} is not one level for each of the {len(AI_SEATS)} seats")
    for level in value:
        _one_of(AI_LEVELS)(level)


def _check_blob(value: Any) -> None:
    if value is None:
        return
    if not isinstance(value, str) or len(value) > _MAX_BLOB:
        raise ValueError("it is not a window layout")
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("it is not base64 text") from None


def _check_tips(value: Any) -> None:
    if not isinstance(value, frozenset) or len(value) > _MAX_TIPS:
        raise ValueError(f"{value!r} is not a set of tip names")
    if not all(isinstance(t, str) and 0 < len(t) <= 100 for t in value):
        raise ValueError("a tip name must be a short text")


def _check_unknown(value: Any) -> None:
    """(key, JSON text) pairs of keys no field of ``Settings`` has: written as they are."""
    if not isinstance(value, tuple):
        raise ValueError("unknown settings must be a tuple of (key, JSON text) pairs")
    for pair in value:
        if not (isinstance(pair, tuple) and len(pair) == 2
                and all(isinstance(x, str) for x in pair)):
            raise ValueError(f"{short_repr(pair)} is not a (key, JSON text) pair")
        key, text = pair
        if key in _PARSERS or key in ("format", "version"):
            raise ValueError(f"{key!r} is a known setting, not an unknown one")
        try:
            json.loads(text, parse_constant=_no_constant)
        except ValueError:
            raise ValueError(f"the value of {key!r} is not standard JSON text") from None


def _standard_json(value: Any) -> str:
    """``value`` as standard JSON text; ``ValueError`` for Infinity or NaN in it."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not standard JSON")


_CHECKS: dict[str, Callable[[Any], None]] = {
    "language": _one_of(LANGUAGES, optional=True),
    "rules": _one_of(tuple(PRESETS)),
    "ai_levels": _check_levels,
    "hints": _check_bool,
    "hint_level": _one_of(("normal", "hard")),
    "speed": _one_of(SPEEDS),
    "sound": _check_bool,
    "volume": _one_of(VOLUMES),
    "geometry": _check_blob,
    "window_state": _check_blob,
    "dismissed": _check_tips,
    "unknown_keys": _check_unknown,
}


# -- reading one value from JSON ------------------------------------------------------
# A parser returns (value or _DEFAULT, [reasons]): a list of reasons rather than
# an exception, so that one bad seat of three keeps the other two.


def _plain(name: str) -> Callable[[Any], tuple[Any, list[str]]]:
    def parse(raw: Any) -> tuple[Any, list[str]]:
        try:
            _CHECKS[name](raw)
        except ValueError as exc:
            return _DEFAULT, [str(exc)]
        return raw, []

    return parse


def _parse_levels(raw: Any) -> tuple[Any, list[str]]:
    default = Settings.ai_levels
    if not isinstance(raw, list) or len(raw) != len(AI_SEATS):
        return _DEFAULT, [f"{raw!r} is not a list of {len(AI_SEATS)} levels"]
    levels, reasons = [], []
    for level, fallback in zip(raw, default, strict=True):
        ok = isinstance(level, str) and level in AI_LEVELS
        levels.append(level if ok else fallback)
        if not ok:
            reasons.append(f"{level!r} is not one of {', '.join(AI_LEVELS)}")
    return tuple(levels), reasons


def _parse_tips(raw: Any) -> tuple[Any, list[str]]:
    if not isinstance(raw, list) or len(raw) > _MAX_TIPS:
        return _DEFAULT, [f"{short_repr(raw)} is not a list of tip names"]
    good = frozenset(t for t in raw if isinstance(t, str) and 0 < len(t) <= 100)
    bad = [t for t in raw if not (isinstance(t, str) and 0 < len(t) <= 100)]
    return good, [f"{short_repr(t)} is not a tip name" for t in bad]


_PARSERS: dict[str, Callable[[Any], tuple[Any, list[str]]]] = {
    name: _plain(name)
    for name in ("language", "rules", "hints", "hint_level", "speed", "sound", "volume",
                 "geometry", "window_state")
}
_PARSERS["ai_levels"] = _parse_levels
_PARSERS["dismissed"] = _parse_tips


def _bad_value(source: str, key: str, raw: Any, reason: str) -> Notice:
    return notice(BAD_VALUE, 'The setting "{key}" in {path} was not usable ({reason}); '
                  "its default is used.",
                  key=key, value=json_text(raw), reason=reason, path=source)


# -- the file -------------------------------------------------------------------------


def _check_file(data: Any) -> None:
    """Refuse anything but our format and version (a newer one's file is left in place)."""
    if not isinstance(data, dict):
        raise Refused(f"it holds {json_kind(data)}, not settings", WHY_WRONG_KIND)
    if data.get("format") != FORMAT:
        raise Refused(f"it is not a settings file (format {short_repr(data.get('format'))})",
                      WHY_WRONG_KIND)
    check_version(data, VERSION, "settings")


def load_settings(path: Path | None = None) -> tuple[Settings, list[Notice]]:
    """The saved settings (defaults when there are none); never raises."""
    path = path or paths.settings_file()
    remove_stale_temps(path)  # read at start, before any write: a killed writer's
    loaded = load_json(path, what=_WHAT, max_bytes=MAX_BYTES, check=_check_file)
    if loaded.data is None:
        return Settings(), loaded.notices
    settings, notices = Settings.from_dict(loaded.data, str(path))
    return settings, loaded.notices + notices


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically; ``StoreError`` (with its Notice) when it cannot."""
    write_json(path or paths.settings_file(), settings.to_dict(), what=_WHAT, indent=2)
