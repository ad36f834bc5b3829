"""The autosave: the match in play, rewritten after every decision.

Use::

    autosave = Autosave(background=True)       # autosave.json in the user data folder
    resume, notices = autosave.load()          # at start-up; never raises
    if resume is not None and ask("Continue the match?", resume.summary()):
        match = resume.match                   # replayed and checked by the engine
    else:
        autosave.discard()                     # kept as autosave-previous.json
    ...
    autosave.save(match, extra={"assisted": True})   # after every apply(); StoreError on failure
    autosave.flush()                           # at exit, and in the crash hook (wait=True)

The file is the engine's match record (``Match.to_record``) in a small
wrapper with the time, the preset name and the UI's ``extra`` (any JSON-able
mapping it wants back on resume).  It is rewritten whole, atomically
(``atomic.write_bytes``: temporary file, fsync, ``os.replace``), so a process
killed at any moment leaves the previous save or the new one.  The rounds
already finished never change, so their JSON text is cached and each save
serialises only the round in play: a save costs well under a millisecond of
the caller's time, however long the match, plus the write and its fsync
(1–15 ms, measured), which ``background=True`` moves to a writer thread.

A round that has just ended but that the UI has not yet booked with
``match.record_result`` is saved as finished, so a crash at the very end of a
round loses nothing; on resume it is booked and ``resume.match.game.over``
is true: show the round's end, then deal the next one.
"""

from __future__ import annotations

import atexit
import json
import os
import threading
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import PRESETS, Match, RecordError
from ..engine.rules import preset_name
from . import paths
from .aside import check_version, keep_copy, leave_in_place, left_in_place, move_aside
from .atomic import load_json, remove_stale_temps, save_bytes
from .notices import (
    WHY_DOES_NOT_REPLAY,
    WHY_MATCH_TOO_LONG,
    WHY_NOT_RENAMED,
    WHY_VERSION,
    WHY_WRONG_KIND,
    WRITE_FAILED,
    Notice,
    Refused,
    StoreError,
    notice,
)
from .words import MiB, json_kind, short_repr

FORMAT = "dager-desktop/autosave"
VERSION = 1
MAX_BYTES = 16 * MiB  # ~3,500 rounds; a 10 MB garbage file is still refused by one stat
_WHAT = "autosave"
_BACKOFF = 3  # moves of the round in play that may be dropped to make a saved match replay


@dataclass(frozen=True)
class Resume:
    """A saved match, replayed: what "Continue the match?" offers."""

    match: Match
    saved_at: str  #: ISO 8601 local time of the save
    preset: str | None  #: the rules preset's name, None for custom rules
    extra: Mapping[str, Any] = field(default_factory=dict)  #: what the UI saved with it

    @property
    def rounds_played(self) -> int:
        return len(self.match.results)

    @property
    def in_round(self) -> bool:
        """A round was in play (not between rounds)."""
        return self.match.game is not None and not self.match.game.over

    def summary(self) -> dict[str, Any]:
        """Facts for the dialog: preset, rounds played, in round, totals, saved at."""
        return {
            "preset": self.preset,
            "rounds_played": self.rounds_played,
            "in_round": self.in_round,
            "totals": dict(self.match.totals),
            "saved_at": self.saved_at,
        }


class Autosave:
    """The autosave file at ``path`` (default: ``paths.autosave_file()``).

    ``background=True`` moves the disk write (mostly the fsync: 1–15 ms) off
    the calling thread; saves that pile up while one is written are merged
    into the latest, which is always the one that lands.
    """

    def __init__(self, path: Path | None = None, *, background: bool = False) -> None:
        self.path = path or paths.autosave_file()
        self._writer = _Writer(self._write) if background else None
        self._cache_owner: Match | None = None
        self._cache: list[tuple[dict[str, Any], str]] = []  # (round record, its JSON text)

    # -- saving ------------------------------------------------------------------------

    def save(self, match: Match, extra: Mapping[str, Any] | None = None, *,
             wait: bool = False) -> None:
        """Save the match now.

        In the foreground (the default) the file is written before this
        returns.  With ``background=True`` the match is serialised here — it
        must not change under the writer — and written by the writer thread;
        ``wait=True`` (or ``flush()``) waits for it.  A write that failed
        raises ``StoreError`` here, at once or from the next call.
        """
        data = self._encode(match, extra or {})
        if len(data) > MAX_BYTES:
            # Written, it would be refused at the next start: the last save that can
            # be read back stays, and the player is told why nothing newer is saved.
            raise StoreError(notice(
                WRITE_FAILED, "The {what} {path} could not be saved: {error}.", what=_WHAT,
                path=self.path, why=WHY_MATCH_TOO_LONG,
                error=f"the match ({len(match.results)} rounds) is too long for one file of "
                f"at most {MAX_BYTES // MiB} MB; a new match is saved again"))
        if self._writer is None:
            self._write(data)
            return
        self._writer.submit(data)
        if wait and not self.flush():
            raise StoreError(notice(
                WRITE_FAILED, "The {what} {path} could not be saved: {error}.", what=_WHAT,
                path=self.path, error="the disk did not finish writing it in time",
                errno="ETIMEDOUT"))
        self._writer.raise_error()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the background writer is idle; ``False`` on timeout."""
        return True if self._writer is None else self._writer.flush(timeout)

    def pending(self) -> bool:
        """A save handed over has not landed yet (the writer is at it, or it waits)."""
        return self._writer is not None and self._writer.pending()

    def after_saves(self, write: Callable[[], object], *, what: str, path: Path,
                    timeout: float = 30.0) -> None:
        """Run ``write`` (on the calling thread: a writer's, never the GUI's) once every
        save handed over so far has landed.  What counts a finished round (the
        statistics, its replay) goes through here, after the save that holds the
        round's end: a crash in between leaves the round to be booked on resume,
        never booked in files beside a saved match from before its end.  When that
        save failed, or did not land within ``timeout``, ``write`` is not run and
        ``StoreError`` says why, naming the ``what`` at ``path`` (it is tried again with
        the next round's)."""
        if self._writer is not None and not self._writer.landed(timeout):
            raise StoreError(notice(
                WRITE_FAILED, "The {what} {path} could not be saved: {error}.", what=what,
                path=path, error="it waits for the saved match, which could not be written",
                errno="EAGAIN"))
        write()

    def _write(self, data: bytes) -> None:
        save_bytes(self.path, data, what=_WHAT)

    def _encode(self, match: Match, extra: Mapping[str, Any]) -> bytes:
        record = match.to_record()  # a just-ended round counted as finished
        rounds = record.pop("rounds")
        wrapper = {
            "format": FORMAT,
            "version": VERSION,
            "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
            "preset": preset_name(match.rules),
            "extra": dict(extra),
            "match": record,
        }
        head = _dumps(wrapper)
        # Splice the cached text of the finished rounds into "match": {..., "rounds": [...]}.
        assert head.endswith("}}")
        rounds_text = ",".join(self._round_texts(match, rounds))
        return (head[:-2] + ',"rounds":[' + rounds_text + "]}}").encode("utf-8")

    def _round_texts(self, match: Match, rounds: list[dict[str, Any]]) -> list[str]:
        if self._cache_owner is not match:
            self._cache_owner, self._cache = match, []
        kept = 0
        for (cached, _), now in zip(self._cache, rounds, strict=False):
            if cached is not now:  # the match was rewound or rebuilt: start again from here
                break
            kept += 1
        del self._cache[kept:]
        self._cache.extend((r, _dumps(r)) for r in rounds[kept:])
        return [text for _, text in self._cache]

    def discard(self) -> None:
        """Drop the autosave (the user started afresh): it is kept as ``autosave-previous.json``
        (one left in place at start, a newer version's, stays where it is).  With
        ``background=True`` the writer thread does it, after the saves made before and
        before those made after; a failure is raised by the next ``save``."""
        self._cache_owner, self._cache = None, []
        if self._writer is None:
            self._keep_as_previous()
        else:
            self._writer.submit_job(self._keep_as_previous)

    def _keep_as_previous(self) -> None:
        """Rename the save to ``autosave-previous.json``; if that fails the save is left in
        place (the new match's saves are then refused, and the player told)."""
        if left_in_place(self.path):
            return
        try:
            os.replace(self.path, self.path.with_name("autosave-previous.json"))
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StoreError(leave_in_place(
                self.path, f"it could not be kept as autosave-previous.json: {exc}",
                what=_WHAT, why=WHY_NOT_RENAMED)) from exc

    # -- loading ----------------------------------------------------------------------

    def exists(self) -> bool:
        return self.path.is_file()

    def load(self) -> tuple[Resume | None, list[Notice]]:
        """The saved match, or ``None`` (no autosave, or it was unusable: see the notices)."""
        remove_stale_temps(self.path)
        loaded = load_json(self.path, what=_WHAT, max_bytes=MAX_BYTES, check=_check_wrapper)
        if loaded.data is None:
            return None, loaded.notices
        data = loaded.data
        notices: list[Notice] = []
        try:
            match = Match.from_record(data["match"])
        except Exception as exc:  # an engine bug must not stop every start: never raise here
            reason = _why(exc)
            recovered = _without_last_moves(data["match"])
            if recovered is None:
                return None, [move_aside(self.path, f"the saved match does not replay: {reason}",
                                         what=_WHAT, why=WHY_DOES_NOT_REPLAY)]
            match, dropped = recovered
            moves = "move" if dropped == 1 else f"{dropped} moves"
            notices.append(keep_copy(self.path, f"its last {moves} could not be replayed "
                                     f"({reason}); the match goes on from just before",
                                     what=_WHAT, why=WHY_DOES_NOT_REPLAY))
        extra = data.get("extra") if isinstance(data.get("extra"), dict) else {}
        preset = data.get("preset") if isinstance(data.get("preset"), str) else None
        if preset not in PRESETS or PRESETS[preset] != match.rules:
            # Only a preset's match can go on (the table offers presets alone): one
            # whose rules have changed since is put aside, not dropped at Continue.
            return None, [*notices, move_aside(
                self.path, f"its rules are not those of the preset {short_repr(preset)} in "
                "this version of the game", what=_WHAT, why=WHY_VERSION)]
        saved_at = data.get("saved_at") if isinstance(data.get("saved_at"), str) else ""
        return Resume(match, saved_at, preset, extra), notices


def _without_last_moves(record: dict[str, Any]) -> tuple[Match, int] | None:
    """The match replayed without the last one to three moves of the round in play.

    An uncaught exception inside ``game.apply`` is autosaved by the crash hook
    with the move that raised it already in the record; replaying that move
    would fail again, so the match resumes from just before it.
    """
    current = record.get("current")
    if not isinstance(current, dict):
        return None
    actions = current.get("actions")
    if not isinstance(actions, list):
        return None
    for dropped in range(1, min(_BACKOFF, len(actions)) + 1):
        shorter = {**record, "current": {**current, "actions": actions[:-dropped]}}
        try:
            return Match.from_record(shorter), dropped
        except Exception:
            continue
    return None


def _why(exc: Exception) -> str:
    if isinstance(exc, RecordError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"


def _check_wrapper(data: Any) -> None:
    if not isinstance(data, dict):
        raise Refused(f"it holds {json_kind(data)}, not a saved match", WHY_WRONG_KIND)
    if data.get("format") != FORMAT:
        raise Refused("it is not an autosave file", WHY_WRONG_KIND)
    check_version(data, VERSION, "autosave")
    if not isinstance(data.get("match"), dict):
        raise Refused("it holds no match")


def _dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


#: a save (its bytes and number) or another job (``submit_job``), in turn
_Job = tuple[bytes | None, Callable[[], None] | None, int]


class _Writer:
    """One daemon thread writing the latest submitted bytes, dropping older ones, and
    running other jobs (``submit_job``: the discard) in turn with them."""

    def __init__(self, write: Callable[[bytes], None]) -> None:
        self._write = write
        self._cond = threading.Condition()
        #: in order; a save replaces a save queued last (only the latest must land)
        self._jobs: deque[_Job] = deque()
        self._busy = False
        #: saves handed over; the number of the last to land, of the last that failed
        #: (a save lands with every one handed over before it: each holds the whole match)
        self._submitted = self._landed = self._failed = 0
        self._error: StoreError | None = None
        self._thread: threading.Thread | None = None
        atexit.register(self.flush)  # a save made just before exit still lands

    def submit(self, data: bytes) -> None:
        with self._cond:
            if self._jobs and self._jobs[-1][0] is not None:
                self._jobs.pop()  # a save not yet written: this one replaces it
            self._submitted += 1
            self._queue((data, None, self._submitted))

    def pending(self) -> bool:
        with self._cond:
            return self._landed < self._submitted and self._failed < self._submitted

    def landed(self, timeout: float) -> bool:
        """Wait until the saves handed over so far have landed: False if the one that
        holds them failed, or ``timeout`` seconds passed."""
        with self._cond:
            mark = self._submitted
            self._cond.wait_for(lambda: max(self._landed, self._failed) >= mark, timeout)
            return self._landed >= mark

    def submit_job(self, job: Callable[[], None]) -> None:
        """Run ``job`` in turn with the saves (it may raise ``StoreError``)."""
        with self._cond:
            self._queue((None, job, 0))

    def _queue(self, job: _Job) -> None:
        self._jobs.append(job)
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
            self._thread.start()
        self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def raise_error(self) -> None:
        with self._cond:
            error, self._error = self._error, None
        if error is not None:
            raise error

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._jobs))
                data, job, number = self._jobs.popleft()
                self._busy = True
            landed = False
            try:
                if job is not None:
                    job()
                else:
                    assert data is not None
                    self._write(data)
                    landed = True
            except StoreError as exc:
                with self._cond:
                    self._error = exc
            except Exception as exc:  # keep the thread alive; the caller hears of it
                with self._cond:
                    self._error = StoreError(notice(WRITE_FAILED, "The autosave could not be "
                                                    "saved: {error}.", error=exc))
            finally:
                with self._cond:
                    if number and landed:
                        self._landed = max(self._landed, number)
                    elif number:
                        self._failed = max(self._failed, number)
                    self._busy = False
                    self._cond.notify_all()
