"""Replays: every finished round kept as a file, listed, exported and imported.

Use::

    replays = Replays()                          # the "replays" folder in the user data folder
    replays.add(game)                            # when a round ends; oldest pruned past LIMIT
    infos, notices = replays.entries()              # newest first: date, preset, winner, points
    steps = replays.steps(infos[0].id)           # the engine's ReplaySteps, for the viewer
    replays.export(infos[0].id, Path("round.json"))
    replays.delete(infos[0].id)                  # the user's choice; False if already gone
    replays.remove_orphan_reviews()              # at start: reviews of rounds not kept
    info = replays.import_file(Path("round.json"))   # StoreError naming the problem

A replay file is the engine's round record (``Game.to_record``) in a
wrapper with the date, the preset name and a summary for the list
(``replay_info.py``), so that listing reads no more than the files.
Every load replays the record through ``Game.from_record``: a file whose
actions were tampered with is refused with the engine's reason (which step,
which seat, why).  The file name is
``<date>-<fingerprint>.json``: adding the same round twice keeps one copy,
and the fingerprint is the ``round_id`` that the statistics' best hand
points to.  A round's kept reviews (``reviews.py``, in the ``reviews`` folder
inside this one) are named by it too, and go with it when it is deleted or
pruned.

``import_file`` accepts an exported replay or a bare round record.  It
refuses — with a ``StoreError`` whose Notice names the problem, and
without storing anything — a file that is too big, not JSON, of another
format or version, with an unknown preset, rules that are unknown or do
not match the preset, a deal that is not the 80 cards, an action that is
not legal where it stands, or a round that is not finished.
"""

from __future__ import annotations

import contextlib
import os
import re
from datetime import datetime
from pathlib import Path
from typing import Any, cast

from ..engine import PRESETS, Game, RecordError, ReplaySteps, RuleSet
from ..engine.rules import preset_name
from . import paths
from .aside import check_version, left_in_place, move_aside
from .atomic import (
    load_json,
    parse_json,
    regular_file_size,
    remove_stale_temps_in,
    why_of,
    write_json,
)
from .notices import (
    FOLDER_UNREADABLE,
    IMPORT_REFUSED,
    REPLAY_MISSING,
    WHY_DOES_NOT_REPLAY,
    WHY_PRESET,
    WHY_RULES,
    WHY_TOO_BIG,
    WHY_UNFINISHED,
    WHY_WRONG_KIND,
    WRITE_FAILED,
    Notice,
    Refused,
    StoreError,
    notice,
)
from .replay_info import ReplayInfo, info, summary_of, summary_usable
from .reviews import ReviewFiles
from .stats import round_fingerprint
from .words import MiB, json_kind, os_error_params, short_repr

FORMAT = "dager-desktop/replay"
VERSION = 1
ROUND_FORMAT = "dager-desktop/round"  # a bare Game.to_record() is accepted on import
LIMIT = 500  # rounds kept; about 3–5 KB each
MAX_BYTES = 2 * MiB  # a round record is a few KB
_WHAT = "replay file"
_ID = re.compile(r"[0-9a-f]{1,64}")  # a fingerprint; nothing else may reach a glob pattern
_STORED_NAME = re.compile(r"\d{8}-\d{6}-\d{6}-[0-9a-f]{1,64}\.json")  # as ``add`` names them


class Replays:
    """The replay folder (default ``paths.replays_dir()``), holding at most ``limit`` rounds."""

    def __init__(self, folder: Path | None = None, limit: int = LIMIT) -> None:
        self.folder = folder or paths.replays_dir()
        self.limit = limit
        self.reviews = ReviewFiles.beside(self.folder)  # kept with their rounds

    # -- keeping rounds ----------------------------------------------------------------

    def add(self, game: Game, *, imported: bool = False) -> ReplayInfo:
        """Keep a finished round (once); ``StoreError`` if it cannot be written."""
        if not game.over:
            raise ValueError("only a finished round can be kept as a replay")
        record = game.to_record()
        round_id = round_fingerprint(record)
        existing = self._path_of(round_id)
        if existing is not None:
            with contextlib.suppress(StoreError):  # a damaged copy was moved aside: write anew
                return info(existing, self._wrapper_at(existing))
        wrapper = _wrap(game, record, imported)
        path = self.folder / _file_name(datetime.now(), round_id)
        write_json(path, wrapper, what=_WHAT)
        self.prune()
        return info(path, wrapper)

    def prune(self) -> int:
        """Delete the oldest rounds beyond ``limit``; return how many went.  Files left in
        place (a newer version's), and files under other names (a second copy put in
        the folder by hand), are not this version's to count or delete."""
        files = [path for path in self._files()
                 if _STORED_NAME.fullmatch(path.name) and not left_in_place(path)]
        gone = 0
        for path in files[: max(0, len(files) - self.limit)]:
            with contextlib.suppress(OSError):
                path.unlink()
                gone += 1
                self.reviews.delete_round(_id_of(path))  # a review goes with its round
        return gone

    def delete(self, round_id: str) -> bool:
        """Remove a kept round at the user's request; ``False`` if it was not there."""
        path = self._path_of(round_id)
        if path is None:
            return False
        try:
            path.unlink()
        except FileNotFoundError:
            return False
        except OSError as exc:
            raise StoreError(notice(WRITE_FAILED, "The {what} {path} could not be deleted: "
                                    "{error}.", what=_WHAT, path=path,
                                    **os_error_params(exc))) from exc
        self.reviews.delete_round(round_id)  # its reviews go with it
        return True

    def remove_orphan_reviews(self) -> int:
        """Delete the reviews of rounds that are no longer kept (a crash between a
        replay's deletion and its reviews'); how many.  Only at start, before this run
        writes a review; nothing when the folder cannot be read (it would look empty)."""
        try:
            names = self._listed()
        except OSError:
            return 0
        kept = {_id_of(path) for path in names if _STORED_NAME.fullmatch(path.name)}
        return self.reviews.remove_orphans(kept)

    # -- reading them back -------------------------------------------------------------

    def entries(self) -> tuple[list[ReplayInfo], list[Notice]]:
        """Every kept round, newest first; an unreadable file is moved aside, or left in
        place when it may be sound (a newer version's), with a Notice.  A sound replay
        under another name (copied in by hand) is renamed as ``add`` names them."""
        infos, notices = [], []
        try:
            files = self._listed()
        except FileNotFoundError:
            files = []  # no round kept yet
        except OSError as exc:
            # Said, not swallowed: an empty list would read as every round deleted.
            return [], [notice(FOLDER_UNREADABLE, "The replays folder {path} cannot be read "
                               "({error}): the rounds kept there cannot be listed.",
                               path=self.folder, **os_error_params(exc))]
        for path in reversed(files):
            loaded = load_json(path, what=_WHAT, max_bytes=MAX_BYTES, check=_check_stored)
            notices.extend(loaded.notices)
            if loaded.data is not None:
                named = self._named(path, loaded.data)
                if named is not None:
                    infos.append(info(named, loaded.data))
        return infos, notices

    def find(self, round_id: str) -> ReplayInfo | None:
        path = self._path_of(round_id)
        return None if path is None else info(path, self._wrapper_at(path))

    def record(self, round_id: str) -> dict[str, Any]:
        """The checked round record; ``StoreError`` when missing or broken (then moved aside,
        or left in place when it may be sound)."""
        path = self._path_of(round_id)
        if path is None:
            raise _missing(round_id)
        wrapper = self._wrapper_at(path)
        try:
            Game.from_record(wrapper["round"])
        except Exception as exc:  # RecordError, or an engine bug: the file is unusable either way
            raise StoreError(move_aside(path, f"the round does not replay: {_why(exc)}",
                                        what=_WHAT, why=WHY_DOES_NOT_REPLAY)) from None
        return cast(dict[str, Any], wrapper["round"])  # a dict: ``_check_stored`` saw to it

    def load(self, round_id: str) -> Game:
        """The round, replayed to its end."""
        return Game.from_record(self.record(round_id))

    def steps(self, round_id: str) -> ReplaySteps:
        """The round step by step, for the replay viewer."""
        return ReplaySteps(self.record(round_id))

    # -- export and import -------------------------------------------------------------

    def export(self, round_id: str, target: Path) -> None:
        """Write the replay to ``target`` (atomically); ``StoreError`` on failure."""
        path = self._path_of(round_id)
        if path is None:
            raise _missing(round_id)
        write_json(target, self._wrapper_at(path), what="exported replay", indent=1,
                   shared=True)

    def import_file(self, source: Path) -> ReplayInfo:
        """Check ``source`` fully, then keep it; ``StoreError`` naming the problem otherwise."""
        try:
            game = validate_import(_read_import(source))
        except (ValueError, OSError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            reason = reason.rstrip(".")  # the sentence ends it
            raise StoreError(notice(IMPORT_REFUSED, "{path} was not imported: {reason}.",
                                    path=source, reason=reason, why=why_of(exc))) from None
        return self.add(game, imported=True)

    # -- files -------------------------------------------------------------------------

    def remove_stale_temps(self) -> int:
        """Delete the temporary files of replays whose writer was killed; how many.
        Only at start, before this run writes a replay or a review (its own would go too)."""
        return remove_stale_temps_in(self.folder) + remove_stale_temps_in(self.reviews.folder)

    def _files(self) -> list[Path]:
        """The replay files, oldest first; none when the folder cannot be read."""
        try:
            return self._listed()
        except OSError:
            return []

    def _listed(self) -> list[Path]:
        """The replay files, oldest first (their names start with the date); ``OSError``
        when the folder cannot be read (``glob`` would say nothing)."""
        names = os.listdir(self.folder)
        return sorted(self.folder / n for n in names if n.lower().endswith(".json")
                      and not n.startswith("."))

    def _named(self, path: Path, wrapper: dict[str, Any]) -> Path | None:
        """``path``, or where a replay put in the folder under another name (copied
        there by hand) now is: renamed as the game names its own, since a replay is
        found by the id in its name.  None for a second copy of a round already
        kept, or one that cannot be renamed: left as it is, and not listed."""
        if _STORED_NAME.fullmatch(path.name):
            return path
        round_id = round_fingerprint(wrapper["round"])
        kept = self._path_of(round_id)
        if kept is not None and kept != path:
            return None
        target = self.folder / _file_name(_played_on(wrapper), round_id)
        if target.exists():
            return None  # kept already, under that very name
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target

    def _path_of(self, round_id: str) -> Path | None:
        """The file of round ``round_id``: the one named by the game, if there is one."""
        if not _ID.fullmatch(round_id):
            return None  # never let an id reach the file system as a pattern or a path
        found: list[Path] = []
        with contextlib.suppress(OSError):
            found = sorted(self.folder.glob(f"*-{round_id}.json"),
                           key=lambda p: not _STORED_NAME.fullmatch(p.name))
        return found[0] if found else None

    def _wrapper_at(self, path: Path) -> dict[str, Any]:
        loaded = load_json(path, what=_WHAT, max_bytes=MAX_BYTES, check=_check_stored)
        if loaded.data is None:
            raise StoreError(loaded.notices[0]) if loaded.notices else _missing(path.stem)
        return cast(dict[str, Any], loaded.data)  # a dict: ``_check_stored`` saw to it


def _id_of(path: Path) -> str:
    """The round id in a kept replay's name (``_file_name``)."""
    return path.stem.rsplit("-", 1)[-1]


def _file_name(when: datetime, round_id: str) -> str:
    """A kept replay's name: its date first, so that names sort oldest first."""
    return f"{when.strftime('%Y%m%d-%H%M%S-%f')}-{round_id}.json"


def _played_on(wrapper: dict[str, Any]) -> datetime:
    """The date a replay carries (local time, as ``add`` stamps names), or now."""
    try:
        return datetime.fromisoformat(str(wrapper.get("date", ""))).astimezone().replace(
            tzinfo=None)
    except (ValueError, OverflowError, OSError):
        return datetime.now()


def _missing(round_id: str) -> StoreError:
    return StoreError(notice(REPLAY_MISSING, "The replay {id} is no longer there.", id=round_id))


# -- the wrapper ---------------------------------------------------------------------------


def _wrap(game: Game, record: dict[str, Any], imported: bool) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "date": datetime.now().astimezone().isoformat(timespec="seconds"),
        "preset": preset_name(game.rules),
        "imported": imported,
        "summary": summary_of(game),
        "round": record,
    }


def _check_stored(data: Any) -> None:
    """A kept replay file must be our wrapper with a usable summary: every entry the
    list shows is checked here, so one damaged file is moved aside, not shown."""
    _check_header(data)
    if data.get("format") != FORMAT:
        raise Refused("it is not a replay file", WHY_WRONG_KIND)
    if not summary_usable(data.get("summary")):
        raise Refused("its summary is unreadable")
    if not isinstance(data.get("preset"), (str, type(None))):
        raise Refused("its rules preset is not a name")
    if not isinstance(data.get("round"), dict):
        raise Refused("it holds no round")


def _check_header(data: Any) -> None:
    if not isinstance(data, dict):
        raise Refused(f"it holds {json_kind(data)}, not a replay", WHY_WRONG_KIND)
    fmt = data.get("format")
    if fmt not in (FORMAT, ROUND_FORMAT):
        raise Refused(f"it is not a replay (format {short_repr(fmt)})", WHY_WRONG_KIND)
    check_version(data, VERSION, "replay")


# -- import checks ---------------------------------------------------------------------------


def _read_import(source: Path) -> Any:
    size = regular_file_size(source)
    if size > MAX_BYTES:
        raise Refused(f"it is {size // 1024} KB; a replay is at most {MAX_BYTES // MiB} MB",
                      WHY_TOO_BIG)
    with source.open("rb") as handle:
        return parse_json(handle.read(MAX_BYTES + 1))


def validate_import(data: Any) -> Game:
    """The finished round that ``data`` describes; ``ValueError`` naming the problem."""
    _check_header(data)
    if data["format"] == FORMAT:
        preset = data.get("preset")
        record = data.get("round")
        if not isinstance(record, dict):
            raise Refused("it holds no round")
        _check_header(record)
        if record.get("format") != ROUND_FORMAT:
            raise Refused("its round is not a round record")
        _check_preset(preset, record.get("rules"))
    else:
        record = data
    try:
        game = Game.from_record(record)
    except Exception as exc:  # RecordError, or an engine bug: refuse, never crash
        raise Refused(f"the round does not replay: {_why(exc)}", WHY_DOES_NOT_REPLAY) from None
    if not game.over:
        raise Refused("the round is not finished", WHY_UNFINISHED)
    return game


def _why(exc: Exception) -> str:
    return str(exc) if isinstance(exc, RecordError) else f"{type(exc).__name__}: {exc}"


def _check_preset(preset: Any, rules: Any) -> None:
    if preset is None:
        return  # custom rules: Game.from_record checks them
    if not isinstance(preset, str) or preset not in PRESETS:
        known = ", ".join(PRESETS)
        raise Refused(f"unknown rules preset {short_repr(preset)} (known: {known})", WHY_PRESET)
    try:
        given = RuleSet.from_dict(dict(rules)) if isinstance(rules, dict) else None
    except ValueError as exc:
        raise Refused(f"its rules are not valid: {exc}", WHY_RULES) from None
    if given is None:
        raise Refused("it holds no rules", WHY_RULES)
    if given != PRESETS[preset]:
        wanted = PRESETS[preset].to_dict()
        differ = sorted(k for k, v in given.to_dict().items() if wanted[k] != v)
        raise Refused(f"its rules do not match the preset {preset!r} "
                      f"(they differ in {', '.join(differ)})", WHY_RULES)
