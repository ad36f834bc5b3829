"""Helper processes that play a share of the hard player's guesses.

The hard search grows stronger with every guess it plays within its budget
(``hard``), and Python runs one thread of Python code at a time, so more
guesses need another process.  ``SearchPool`` keeps one or more helpers;
while the deciding thread plays guesses, each helper plays its own on the
same view and sends its rows back, and the two are merged.

The pool never makes a decision wait for it:

* it is started on first use, and until a helper has said it is ready (a
  few tenths of a second: a new interpreter imports the AI) the search plays
  without it;
* one share runs at a time; a second search meanwhile, or a helper still
  busy with a late share, plays alone;
* a helper that dies or fails turns the pool off for good (``broken``): the
  searches play alone from then on, and the error is logged once.

A helper is this program started again with one argument,
``python -m dager_desktop.ai.search_helper`` or, in a frozen build, the
executable with ``--search-helper`` (``dager_desktop.__main__``).  It reads
tasks from its standard input and writes the answers to its standard output,
each a length-prefixed pickle; it ends when its input closes, so it does not
outlive the program.  (``multiprocessing`` would import the program's main
script again in each helper, running whatever a script without a
``__main__`` guard does.)

``DAGER_SEARCH_WORKERS`` sets the number of helpers (0: none); by default it
is one fewer than the processors, at most ``MOST_WORKERS``.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import pickle
import queue
import struct
import subprocess
import sys
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from .heap import survivors_frozen

log = logging.getLogger(__name__)

WORKERS_ENV = "DAGER_SEARCH_WORKERS"
MOST_WORKERS = 3
#: The argument that makes a frozen build a helper.
HELPER_FLAG = "--search-helper"

_HEADER = struct.Struct(">I")


def spare_processors() -> int:
    """The processors besides the one deciding, at most ``MOST_WORKERS``."""
    return max(0, min(MOST_WORKERS, (os.cpu_count() or 1) - 1))


def default_workers() -> int:
    """Helpers to start: ``DAGER_SEARCH_WORKERS``, else the spare processors."""
    text = os.environ.get(WORKERS_ENV, "").strip()
    if text:
        try:
            return max(0, min(int(text), 16))
        except ValueError:
            log.warning("%s=%r is not a number; using the default", WORKERS_ENV, text)
    return spare_processors()


# -- frames: a 4-byte length, then a pickle ------------------------------------------


def send_message(stream: IO[bytes], message: object) -> None:
    data = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def task_message(serial: int, task: Callable[..., Any], *args: Any) -> tuple[str, int, bytes]:
    """The message that asks a helper for ``task(*args)``.  The task travels pickled
    inside it: the helper's loop opens it, and reports one it cannot unpickle like one
    that fails.  Raises what pickling raises (PicklingError, AttributeError, TypeError)."""
    return ("task", serial, pickle.dumps((task, args), pickle.HIGHEST_PROTOCOL))


def receive_message(stream: IO[bytes]) -> Any:
    """The next message; EOFError when the stream has ended."""
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        raise EOFError
    size = _HEADER.unpack(header)[0]
    data = stream.read(size)
    if len(data) < size:
        raise EOFError
    return pickle.loads(data)


# -- the deciding side ------------------------------------------------------------------


def _helper_command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, HELPER_FLAG]
    return [sys.executable, "-m", "dager_desktop.ai.search_helper"]


class _Helper:
    """One helper process and the thread that reads its answers."""

    def __init__(self) -> None:
        env = dict(os.environ)
        if not getattr(sys, "frozen", False):
            # the package is importable in the helper even when it is not installed
            root = str(Path(__file__).resolve().parents[2])
            env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # no console window on Windows
        self.process = subprocess.Popen(
            _helper_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL if sys.stderr is None else None,  # a windowed build
            env=env,
            creationflags=flags,
        )
        self.ready = threading.Event()
        self.dead = False
        self.waiting_for: int | None = None  #: the serial of the share it is playing
        self.answers: queue.Queue[tuple[int, Any]] = queue.Queue()
        threading.Thread(target=self._read, name="search-helper", daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        try:
            while True:
                kind, serial, payload = receive_message(self.process.stdout)
                if kind == "ready":
                    self.ready.set()
                elif kind == "failed":
                    log.error("a search helper failed:\n%s", payload)
                    break
                elif serial == self.waiting_for:
                    self.waiting_for = None
                    self.answers.put((serial, payload))
        except (EOFError, OSError):
            pass  # it has ended
        except Exception:  # an answer that cannot be read: treat the helper as gone
            log.exception("a search helper's answer could not be read")
        self.dead = True
        self.answers.put((-1, None))

    def send(self, message: object) -> None:
        assert self.process.stdin is not None
        send_message(self.process.stdin, message)

    def close(self) -> None:
        try:
            if self.process.stdin is not None:
                self.process.stdin.close()  # the helper ends at the end of its input
            self.process.wait(timeout=2.0)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()


@dataclass(frozen=True)
class Share:
    """A task handed to the helpers; ``SearchPool.gather`` collects it."""

    serial: int
    helpers: tuple[_Helper, ...]


class SearchPool:
    """``workers`` helper processes; see the module docstring."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.broken = False
        self._helpers: list[_Helper] = []
        self._lock = threading.Lock()
        self._serial = 0
        atexit.register(self.close)

    def ready(self) -> bool:
        """Are the helpers there and idle?  (Starts them if they are not running.)"""
        if self.workers < 1 or self.broken:
            return False
        with self._lock:
            return self._ready()

    def _ready(self) -> bool:
        try:
            if not self._helpers:
                self._helpers = [_Helper() for _ in range(self.workers)]
        except OSError:
            self._turn_off("could not start a helper")
            return False
        if any(h.dead for h in self._helpers):
            self._turn_off("a search helper has ended")
            return False
        return all(h.ready.is_set() and h.waiting_for is None for h in self._helpers)

    def share(self, task: Callable[..., Any], *args: Any) -> Share | None:
        """Start ``task(*args)`` on every helper (``task`` a module-level function);
        None if the pool cannot take it now."""
        if self.workers < 1 or self.broken:
            return None
        with self._lock:
            if not self._ready():
                return None
            try:
                message = task_message(self._serial + 1, task, *args)
            except Exception:  # whatever pickling raises, by case
                self._turn_off("a task that cannot be sent")
                return None
            try:
                self._serial += 1
                for helper in self._helpers:
                    helper.waiting_for = self._serial
                    helper.send(message)
                return Share(self._serial, tuple(self._helpers))
            except OSError:  # the helpers only ever add guesses
                self._turn_off("could not hand out a share")
                return None

    def gather(self, share: Share, timeout: float) -> list[Any]:
        """Stop the share and collect the answers that come within ``timeout`` seconds.

        A helper that answers later is not waited for: it takes no new share until it
        has answered."""
        deadline = time.perf_counter() + timeout
        for helper in share.helpers:
            with contextlib.suppress(OSError):  # it has ended: its reader says so
                helper.send(("stop", share.serial, None))
        answers = []
        for helper in share.helpers:
            answer = self._answer(helper, share.serial, deadline)
            if answer is not None:
                answers.append(answer)
            elif helper.dead:
                self._turn_off("a search helper ended")
        return answers

    @staticmethod
    def _answer(helper: _Helper, serial: int, deadline: float) -> Any:
        """The helper's answer to share ``serial`` (older, late ones are dropped), or None."""
        while True:
            try:
                got, payload = helper.answers.get(timeout=max(0.0, deadline - time.perf_counter()))
            except queue.Empty:
                return None
            if got == serial or got < 0:
                return payload

    def _turn_off(self, why: str) -> None:
        if not self.broken:
            log.warning("search helpers off: %s", why, exc_info=sys.exc_info()[0] is not None)
        self.broken = True
        self.close()

    def close(self) -> None:
        """End the helpers (a pool that is not broken starts them again on demand)."""
        helpers, self._helpers = self._helpers, []
        for helper in helpers:
            helper.close()


_shared: dict[int, SearchPool] = {}
_shared_lock = threading.Lock()


def shared_pool(workers: int | None = None) -> SearchPool:
    """The program's pool of ``workers`` helpers (by default ``default_workers()``): the
    processors are shared, so the searches share the pool, however many agents ask."""
    size = default_workers() if workers is None else workers
    with _shared_lock:
        if size not in _shared:
            _shared[size] = SearchPool(size)
        return _shared[size]


# -- the helper's side ------------------------------------------------------------------

#: In a helper: the share being played, and the last one the deciding side stopped.
_playing = 0
_stopped = 0


def stop_requested() -> bool:
    """In a helper: has the deciding side finished the search being played?"""
    return _stopped >= _playing > 0


def serve(inbox: IO[bytes], outbox: IO[bytes]) -> int:
    """A helper's life: play tasks from ``inbox`` until it ends, answering on ``outbox``."""
    global _playing
    tasks: queue.Queue[tuple[int, bytes] | None] = queue.Queue()

    def read() -> None:
        global _stopped
        try:
            while True:
                kind, serial, work = receive_message(inbox)
                if kind == "stop":
                    _stopped = max(_stopped, serial)
                else:
                    tasks.put((serial, work))
        except (EOFError, OSError, pickle.UnpicklingError, ValueError):
            pass  # the deciding side has gone (or talks nonsense): end
        _stopped = sys.maxsize
        tasks.put(None)

    threading.Thread(target=read, name="search-helper-input", daemon=True).start()
    send_message(outbox, ("ready", 0, os.getpid()))
    while (item := tasks.get()) is not None:
        serial, work = item
        _playing = serial
        try:
            task, args = pickle.loads(work)
            with survivors_frozen():  # as the deciding side: see ``heap``
                answer = task(*args)
            send_message(outbox, ("done", serial, answer))
        except Exception:  # reported to the deciding side, which turns the pool off
            send_message(outbox, ("failed", serial, traceback.format_exc()))
    return 0


def helper_main() -> int:
    """Entry point of a helper process: the answers go out on the real standard output,
    anything printed goes to standard error."""
    outbox = sys.stdout.buffer
    sys.stdout = sys.stderr
    return serve(sys.stdin.buffer, outbox)
