"""Practice rounds, counted apart from the match and the statistics.

Use::

    practice, notices = load_practice()          # never raises; show the notices
    if practice.record(AGAIN, "standard", points=6, first=-3):
        save_practice(practice)                  # StoreError if it cannot be written
    entry = practice.presets["standard"][AGAIN]  # a PracticeEntry

Two kinds of practice round are counted, per rules preset: ``AGAIN``, a round
played at the practice table (Play this deal again), and ``STAND_IN``, the deal
played by the hard player in the player's seat.  Each counts its rounds and the
points the seat won, and, where there is a first time to compare with — the
deal as the player first played it — how many rounds were compared and the sum
of the differences (this time − the first time).  The hard player plays a
deal the same way every time, so a stand-in round is counted once (by its
fingerprint, ``round_id``).  Nothing here touches ``statistics.json``: the
match and the main statistics never hold a practice round.

The file is written atomically (``atomic.write_json``); a damaged one is moved
aside with a Notice and practice counts start afresh, one a newer version wrote
is left in place (``aside``); an entry with impossible values is dropped, the
rest kept, and a copy of the file as it was is kept beside it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from . import paths
from .aside import check_version, keep_copy
from .atomic import load_json, remove_stale_temps, write_json
from .notices import WHY_WRONG_KIND, Notice, Refused
from .words import json_kind, short_repr

FORMAT = "dager-desktop/practice"
VERSION = 1
MAX_BYTES = 1 << 20
WHAT = "practice file"
AGAIN = "again"  #: played again at the practice table
STAND_IN = "stand_in"  #: the hard player in the player's seat
KINDS = (AGAIN, STAND_IN)
CUSTOM = "custom"  #: rules that are no preset (as the statistics file them)
_SEEN_LIMIT = 200  # stand-in rounds remembered against counting one twice
_MOST = 10**9  # more rounds than anyone plays: a count above it is damage
_MOST_POINTS = 1e12


@dataclass
class PracticeEntry:
    """One kind of practice round under one preset."""

    rounds: int = 0
    points: float = 0  #: the seat's net points over these rounds
    compared: int = 0  #: rounds with a first time to compare with
    difference: float = 0  #: the sum over those of (this time − the first time)

    @property
    def mean_difference(self) -> float | None:
        """Points a round better (or worse) than the first time; None: none compared."""
        return self.difference / self.compared if self.compared else None


@dataclass
class Practice:
    """Every preset's practice rounds by kind (``presets[preset][kind]``)."""

    presets: dict[str, dict[str, PracticeEntry]] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)  #: stand-in rounds counted

    def entry(self, preset: str, kind: str) -> PracticeEntry:
        """The counts of ``kind`` under ``preset`` (zero when none was played)."""
        return self.presets.get(preset, {}).get(kind, PracticeEntry())

    def record(self, kind: str, preset: str | None, points: float, first: float | None,
               round_id: str | None = None) -> bool:
        """Count a practice round of ``kind`` in which the seat won ``points`` (``first``:
        what it won the first time, if the deal was played before); False when the
        round ``round_id`` was counted already (nothing changes)."""
        if kind not in KINDS:
            raise ValueError(f"no such kind of practice round: {kind!r}")
        if round_id is not None:
            if round_id in self.seen:
                return False
            self.seen = [*self.seen, round_id][-_SEEN_LIMIT:]
        kinds = self.presets.setdefault(preset or CUSTOM, {})
        entry = kinds.setdefault(kind, PracticeEntry())
        entry.rounds += 1
        entry.points = _whole(entry.points + points)
        if first is not None:
            entry.compared += 1
            entry.difference = _whole(entry.difference + points - first)
        return True

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION,
                "presets": {name: {kind: asdict(e) for kind, e in sorted(kinds.items())}
                            for name, kinds in sorted(self.presets.items())},
                "seen": list(self.seen)}


def _check_file(data: Any) -> None:
    if not isinstance(data, dict):
        raise Refused(f"it holds {json_kind(data)}, not practice counts", WHY_WRONG_KIND)
    if data.get("format") != FORMAT:
        raise Refused("it is not a practice file", WHY_WRONG_KIND)
    check_version(data, VERSION, "practice")
    if not isinstance(data.get("presets"), dict):
        raise Refused("it holds no practice counts")


def _entry_from_dict(data: Any) -> PracticeEntry:
    if not isinstance(data, dict):
        raise ValueError("not an object")
    rounds, compared = data.get("rounds", 0), data.get("compared", 0)
    for name, count in (("rounds", rounds), ("compared", compared)):
        if type(count) is not int or not 0 <= count <= _MOST:
            raise ValueError(f"{name} is {short_repr(count)}, not a count")
    if compared > rounds:
        raise ValueError("more rounds compared than rounds")
    return PracticeEntry(rounds, _number(data.get("points", 0)), compared,
                         _number(data.get("difference", 0)))


def _number(value: Any) -> float:
    if type(value) not in (int, float) or value != value or abs(value) > _MOST_POINTS:
        raise ValueError(f"{short_repr(value)} is not a number of points")
    return float(value) if type(value) is float else int(value)


def practice_from_dict(data: dict[str, Any]) -> tuple[Practice, list[str]]:
    """Practice counts from a checked file, and the reasons of any entries left out."""
    practice, problems = Practice(), []
    for name, kinds in data["presets"].items():
        if not isinstance(kinds, dict):
            problems.append(f"the entry for {name!r} was left out: not an object")
            continue
        for kind, entry in kinds.items():
            try:
                if kind not in KINDS:
                    raise ValueError("no such kind of practice round")
                practice.presets.setdefault(str(name), {})[kind] = _entry_from_dict(entry)
            except ValueError as exc:
                problems.append(f"the entry {kind!r} of {name!r} was left out: {exc}")
    seen = data.get("seen", [])
    if isinstance(seen, list):
        practice.seen = [s for s in seen if isinstance(s, str)][-_SEEN_LIMIT:]
    return practice, problems


def load_practice(path: Path | None = None) -> tuple[Practice, list[Notice]]:
    """The saved practice counts (none when there are none); never raises."""
    path = path or paths.practice_file()
    remove_stale_temps(path)  # read at start, before any write: a killed writer's
    loaded = load_json(path, what=WHAT, max_bytes=MAX_BYTES, check=_check_file)
    if loaded.data is None:
        return Practice(), loaded.notices
    practice, problems = practice_from_dict(loaded.data)
    notices = list(loaded.notices)
    if problems:  # the next save drops the bad entries: keep the original first
        notices.append(keep_copy(path, "; ".join(problems), what=WHAT))
    return practice, notices


def save_practice(practice: Practice, path: Path | None = None) -> None:
    """Write the practice counts atomically; ``StoreError`` when they cannot be."""
    write_json(path or paths.practice_file(), practice.to_dict(), what=WHAT)


def _whole(x: float) -> float:
    """Whole numbers kept as int (as the engine's payments are), half points as float."""
    return int(x) if float(x).is_integer() else x
