"""Statistics per rules preset: rounds, wins, 黄牌, points, the best hand, a points series.

Use::

    stats, notices = load_stats()             # never raises; show the notices
    if stats.record_round(game, human_seat=0, assisted=hints_were_used):
        save_stats(stats)                     # StoreError if it cannot be written
    table = stats.presets                     # {"standard": PresetStats, ...}
    points = stats.presets["standard"].cumulative()   # [(round number, running total), ...]

``record_round`` takes the finished ``Game`` and books it once: the round's
fingerprint (a hash of what was played) is remembered, and with a match id
so is how many rounds of that match are booked, so calling it again for the
same round — say after a crash and resume, even played differently — changes
nothing and returns ``False``.  Rounds played with rules that are no preset are filed under
``"custom"``.  The human is counted in every round, 底家 rounds included
(``dijia`` counts those: the seat receives but does not play).

On load, a file that cannot be read is moved aside (fresh statistics), or
left in place when a newer version wrote it (``aside``); a preset entry with
impossible values (more wins than rounds, a negative count …) is dropped and
a bad best hand loses only itself, the rest kept, and a copy of the file as
it was is kept beside it (or, when no copy can be made, the file is left as
it is) — each with a Notice.

The file stays readable by earlier versions of the same ``VERSION``, whose
reader takes a best hand's key it does not know for damage (and drops the
preset): a best hand's ``luan_hu`` is written only when true.  From now on,
a best hand's unknown keys — a later version's — are left out with a log
line, not taken for damage.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any, cast

from ..engine import Game, format_cards
from ..engine.rules import preset_name
from . import paths
from .aside import check_version, keep_copy
from .atomic import load_json, remove_stale_temps, write_json
from .notices import WHY_WRONG_KIND, Notice, Refused
from .words import MiB, json_kind, short_repr

FORMAT = "dager-desktop/statistics"
VERSION = 1
MAX_BYTES = 8 * MiB
SERIES_LIMIT = 5000  # points kept per preset for the chart; older ones fold into series_base
_SEEN_LIMIT = 200  # fingerprints remembered against booking a round twice
_MATCHES_LIMIT = 100  # matches whose booked rounds are remembered (``Stats.matches``)
#: More rounds than anyone plays (thousands of years at a round a minute): a count
#: above it was written by something else, and would only stretch the table and chart.
MAX_COUNT = 10**9
_WHAT = "statistics file"
CUSTOM = "custom"

log = logging.getLogger(__name__)


@dataclass
class BestHand:
    """The human's best winning hand under one preset (by points, then 胡)."""

    points: float
    hu: int
    mingtang: list[str]  #: the 名堂/番 names of RULES.md §G, as the engine gives them
    deng: int
    multiplier: int
    groups: list[str]  #: each 列 and the 对 in ASCII card notation (``format_cards``)
    date: str  #: ISO 8601 local time
    round_id: str  #: the round's fingerprint, the id of its replay (``Replays.find``)
    #: the engine's ``Arrangement.luan_hu`` (a win with 0 胡); written only when true, so
    #: files of older versions (and hands that are no 乱胡) lack it: such a hand reads as
    #: no 乱胡 (the round may be gone from the replays to ask the engine again)
    luan_hu: bool = False

    def beats(self, other: BestHand | None) -> bool:
        return other is None or (self.points, self.hu) > (other.points, other.hu)


@dataclass
class PresetStats:
    """The counts for one rules preset."""

    rounds: int = 0
    won: int = 0
    huang: int = 0  #: 黄牌 rounds (nobody won)
    dijia: int = 0  #: rounds in which the human sat out as 底家
    assisted: int = 0  #: rounds played with hints
    points: float = 0  #: the human's net points over every round
    best: BestHand | None = None
    series: list[float] = field(default_factory=list)  #: the human's points per round
    series_base: float = 0  #: points of the rounds dropped from the front of ``series``

    @property
    def win_rate(self) -> float:
        return self.won / self.rounds if self.rounds else 0.0

    def cumulative(self) -> list[tuple[int, float]]:
        """(round number, running total) per kept round: the chart's points."""
        first = self.rounds - len(self.series) + 1
        total, out = self.series_base, []
        for i, points in enumerate(self.series):
            total += points
            out.append((first + i, _whole(total)))
        return out

    def add(self, points: float, won: bool, huang: bool, dijia: bool, assisted: bool) -> None:
        self.rounds += 1
        self.won += won
        self.huang += huang
        self.dijia += dijia
        self.assisted += assisted
        self.points = _whole(self.points + points)
        self.series.append(points)
        if len(self.series) > SERIES_LIMIT:
            self.series_base = _whole(self.series_base + self.series.pop(0))


@dataclass
class Stats:
    """Every preset's ``PresetStats``, and the rounds already booked."""

    presets: dict[str, PresetStats] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)
    #: per match id, how many of its rounds are booked — its first ones, as rounds are
    #: booked in order: a round played again after a resume is never booked twice
    matches: dict[str, int] = field(default_factory=dict)

    def booked(self, match_id: str) -> int:
        """How many rounds of the match ``match_id`` are booked (its first ones)."""
        return self.matches.get(match_id, 0)

    def mark_booked(self, match_id: str, rounds: int) -> None:
        """Take the first ``rounds`` rounds of ``match_id`` as booked (a match saved by an
        earlier version, which booked each round as it ended)."""
        count = max(rounds, self.matches.pop(match_id, 0))
        self.matches[match_id] = count  # (last in: the oldest match is dropped first)
        while len(self.matches) > _MATCHES_LIMIT:
            del self.matches[next(iter(self.matches))]

    def total(self) -> PresetStats:
        """All presets together (no series, no best hand)."""
        out = PresetStats()
        for s in self.presets.values():
            out.rounds += s.rounds
            out.won += s.won
            out.huang += s.huang
            out.dijia += s.dijia
            out.assisted += s.assisted
            out.points = _whole(out.points + s.points)
        return out

    def record_round(self, game: Game, human_seat: int = 0, assisted: bool = False, *,
                     match_id: str | None = None, index: int = 0) -> bool:
        """Book a finished round; ``False`` if it was booked already (nothing changes).

        With ``match_id``, the round is round ``index`` (from 0) of that match: once
        it is booked, that round of that match is never booked again, however it is
        played after a resume."""
        result = game.result
        if result is None:
            raise ValueError("the round is not over")
        if match_id is not None:
            if index < self.booked(match_id):
                return False
            self.mark_booked(match_id, index + 1)
        record = game.to_record()
        round_id = round_fingerprint(record)
        if round_id in self.seen or _record_fingerprint(record) in self.seen:
            return False
        self.seen = [*self.seen, round_id][-_SEEN_LIMIT:]
        entry = self.presets.setdefault(preset_name(game.rules) or CUSTOM, PresetStats())
        points = result.payments.get(human_seat, 0)
        won = result.winner == human_seat
        entry.add(points, won, result.winner is None, human_seat == game.dijia, assisted)
        if won and result.arrangement is not None and result.score is not None:
            hand = BestHand(
                points=points,
                hu=result.arrangement.hu,
                mingtang=list(result.score.mingtang),
                deng=result.score.deng,
                multiplier=result.score.multiplier,
                groups=[format_cards(g.cards, "ascii") for g in result.arrangement.groups],
                date=_now(),
                round_id=round_id,
                luan_hu=result.arrangement.luan_hu,
            )
            if hand.beats(entry.best):
                entry.best = hand
        return True

    # -- JSON --------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "presets": {name: _preset_to_dict(s) for name, s in sorted(self.presets.items())},
            "seen": list(self.seen),
            "matches": dict(self.matches),
        }


def _preset_to_dict(stats: PresetStats) -> dict[str, Any]:
    out = asdict(stats)
    best = out["best"]
    if best is not None and not best["luan_hu"]:
        # Left out when false: the file is then what earlier versions wrote and read back
        # (their reader refused a best hand with a key it did not know).
        del best["luan_hu"]
    return out


#: What a round is: its rules, dealer, deal and every action.  Not the seed, which only
#: made the deal (a replay whose seed was edited is the same round), nor the header.
_PLAYED = ("rules", "dealer", "deal", "actions")


def round_fingerprint(record: Mapping[str, Any]) -> str:
    """A stable id of a round, from what was played: its replay's id."""
    return _hash({key: record.get(key) for key in _PLAYED})


def _record_fingerprint(record: Mapping[str, Any]) -> str:
    """The id earlier versions gave a round (the hash of the whole record, seed and
    all): rounds they booked are in ``seen`` under it."""
    return _hash(record)


def _hash(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


# -- reading, checking every value ------------------------------------------------------


def _check_file(data: Any) -> None:
    if not isinstance(data, dict):
        raise Refused(f"it holds {json_kind(data)}, not statistics", WHY_WRONG_KIND)
    if data.get("format") != FORMAT:
        raise Refused("it is not a statistics file", WHY_WRONG_KIND)
    check_version(data, VERSION, "statistics")
    if not isinstance(data.get("presets"), dict):
        raise Refused("it holds no statistics")


def _count(data: Mapping[str, Any], key: str) -> int:
    value = data.get(key, 0)
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        raise ValueError(f"{key} is {short_repr(value)}, not a count")
    return value


def _number(value: Any, what: str) -> float:
    if type(value) not in (int, float) or value != value or abs(value) > 1e12:
        raise ValueError(f"{what} is {value!r}, not a number of points")
    return cast(float, value)  # an int or a float, as checked just above


def _preset_from_dict(data: Any, problems: list[str], name: str) -> PresetStats:
    """One preset's counts; a bad best hand costs only itself (told in ``problems``)."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    counts = {k: _count(data, k) for k in ("rounds", "won", "huang", "dijia", "assisted")}
    if max(counts["won"], counts["huang"], counts["dijia"], counts["assisted"]) > counts["rounds"]:
        raise ValueError("more wins, 黄牌, 底家 or assisted rounds than rounds")
    if counts["won"] + counts["huang"] > counts["rounds"]:
        raise ValueError("more wins and 黄牌 together than rounds")
    series = data.get("series", [])
    if not isinstance(series, list) or len(series) > min(counts["rounds"], SERIES_LIMIT):
        raise ValueError("the points series does not fit the number of rounds")
    stats = PresetStats(rounds=counts["rounds"], won=counts["won"], huang=counts["huang"],
                        dijia=counts["dijia"], assisted=counts["assisted"],
                        points=_number(data.get("points", 0), "points"),
                        series=[_number(p, "a round's points") for p in series],
                        series_base=_number(data.get("series_base", 0), "series_base"))
    if data.get("best") is not None:
        try:
            stats.best = _best_from_dict(data["best"])
        except ValueError as exc:
            problems.append(f"the best hand for {name!r} was left out: {exc}")
    return stats


_BEST_FIELDS = frozenset(f.name for f in fields(BestHand))


def _best_from_dict(data: Any) -> BestHand:
    if not isinstance(data, dict):
        raise ValueError("the best hand is not an object")
    unknown = sorted(str(k) for k in data if k not in _BEST_FIELDS)
    if unknown:
        # A later version's additions: keep what this one knows rather than lose the preset.
        log.warning("the best hand's unknown entries are ignored: %s", ", ".join(unknown))
    try:
        best = BestHand(**{k: v for k, v in data.items() if k in _BEST_FIELDS})
    except TypeError:
        raise ValueError("the best hand has missing entries") from None
    _number(best.points, "the best hand's points")
    texts = (best.date, best.round_id)
    if type(best.hu) is not int or type(best.deng) is not int or type(best.multiplier) is not int:
        raise ValueError("the best hand's 胡, 等 or multiplier is not a whole number")
    if type(best.luan_hu) is not bool:
        raise ValueError("the best hand's 乱胡 is not true or false")
    if best.luan_hu and best.hu != 0:
        raise ValueError(f"the best hand is a 乱胡 (a win with 0 胡) of {best.hu} 胡")
    lists = (best.mingtang, best.groups)
    if not all(isinstance(t, str) for t in texts) or not all(
        isinstance(v, list) and all(isinstance(s, str) for s in v) for v in lists
    ):
        raise ValueError("the best hand's names, groups or date are not text")
    return best


def stats_from_dict(data: Mapping[str, Any]) -> tuple[Stats, list[str]]:
    """Statistics from a file's dict, and the reasons of any entries left out."""
    stats = Stats()
    problems: list[str] = []
    for name, entry in data["presets"].items():
        try:
            stats.presets[str(name)] = _preset_from_dict(entry, problems, str(name))
        except ValueError as exc:
            problems.append(f"the entry for {name!r} was left out: {exc}")
    seen = data.get("seen", [])
    if isinstance(seen, list):
        stats.seen = [s for s in seen if isinstance(s, str)][-_SEEN_LIMIT:]
    matches = data.get("matches", {})
    if isinstance(matches, dict):  # (earlier versions wrote none)
        for match_id, count in matches.items():
            if isinstance(match_id, str) and type(count) is int and 0 <= count <= MAX_COUNT:
                stats.mark_booked(match_id, count)
    return stats, problems


def load_stats(path: Path | None = None) -> tuple[Stats, list[Notice]]:
    """The saved statistics (empty when there are none); never raises."""
    path = path or paths.stats_file()
    remove_stale_temps(path)  # read at start, before any write: a killed writer's
    loaded = load_json(path, what=_WHAT, max_bytes=MAX_BYTES, check=_check_file)
    if loaded.data is None:
        return Stats(), loaded.notices
    stats, problems = stats_from_dict(loaded.data)
    notices = list(loaded.notices)
    if problems:
        # The next save rewrites the file without the bad entries: keep the original first.
        notices.append(keep_copy(path, "; ".join(problems), what=_WHAT))
    return stats, notices


def save_stats(stats: Stats, path: Path | None = None) -> None:
    """Write the statistics atomically; ``StoreError`` (with its Notice) when it cannot."""
    write_json(path or paths.stats_file(), stats.to_dict(), what=_WHAT)


def _whole(x: float) -> float:
    """Keep whole numbers as int (as the engine's payments do), half points as float."""
    return int(x) if float(x).is_integer() else x


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")
