"""One instance at a time: a lock file in the user data folder.

Use, first thing at start-up, before reading or writing any other file::

    try:
        lock = acquire_instance_lock()       # keep it for the life of the process
    except AlreadyRunning as exc:
        show(exc.notice)                     # "already running (process 1234)"
        sys.exit(1)                          # touching nothing
    ...
    lock.release()                           # at exit (the OS also drops it on a crash)

The lock is an OS file lock (``fcntl.flock`` on Unix, ``msvcrt.locking`` on
Windows) on ``instance.lock``, which also holds the owner's pid for the
message.  The OS drops the lock when its process dies, however it dies, so a
lock left by a crashed or killed instance is simply taken over.  Where the
file system has no locks (some network shares) it falls back to creating the
file exclusively (``O_EXCL``) and taking it over when the pid written in it
is no longer alive.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import re
import socket
import stat
import sys
import time
from pathlib import Path
from types import TracebackType

from . import paths
from .notices import ALREADY_RUNNING, FOLDER_UNUSABLE, Notice, StoreError, notice
from .words import os_error_params

try:  # Unix
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
try:  # Windows
    import msvcrt
except ImportError:
    msvcrt = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

# Windows locks are mandatory: lock a byte far past the pid text so that a
# second instance can still read who holds the lock.
_WIN_LOCK_OFFSET = 1 << 30
# Errors meaning "this file system does not do locks", not "somebody holds it".
_NO_LOCKS = {errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS, getattr(errno, "ENOTSUP", -1)}


class AlreadyRunning(StoreError):
    """Another live instance holds the lock; ``pid`` is its process id when known."""

    def __init__(self, pid: int | None, path: Path) -> None:
        who = f"process {pid}" if pid else "another process"
        super().__init__(notice(ALREADY_RUNNING, "Dager is already running ({who}). Switch "
                                "to that window, or close it and start again.",
                                who=who, pid=pid or "", path=path))
        self.pid = pid


def folder_unusable(folder: Path, exc: OSError) -> Notice:
    """The data folder cannot be made or written: nothing can be saved this time."""
    return notice(FOLDER_UNUSABLE, "The folder {path} cannot be used ({error}): the match, "
                  "statistics and replays cannot be saved, and a second copy of the game "
                  "cannot be kept from starting.", path=folder, **os_error_params(exc))


class InstanceLock:
    """The lock on ``path`` (default ``paths.lock_file()``); ``acquire`` it, then ``release``."""

    def __init__(self, path: Path | None = None, *, use_os_lock: bool = True) -> None:
        self.path = path or paths.lock_file()
        self._use_os_lock = use_os_lock  # False: the O_EXCL fallback (tests use it too)
        self._fd: int | None = None
        self._exclusive = False  # held through the O_EXCL fallback

    @property
    def held(self) -> bool:
        return self._fd is not None or self._exclusive

    def acquire(self) -> InstanceLock:
        """Take the lock or raise ``AlreadyRunning``; ``OSError`` if the folder is unusable."""
        if self.held:
            return self
        paths.ensure_dir(self.path.parent)
        _move_odd_entry_aside(self.path)
        if self._use_os_lock and (fcntl is not None or msvcrt is not None):
            try:
                self._acquire_os_lock()
                return self
            except OSError as exc:
                if exc.errno not in _NO_LOCKS:
                    raise
        self._acquire_exclusive()
        return self

    def release(self) -> None:
        """Give the lock up (idempotent).  The file stays: unlinking it would race a newcomer."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.ftruncate(self._fd, 0)
            with contextlib.suppress(OSError):
                _unlock(self._fd)
            os.close(self._fd)
            self._fd = None
        if self._exclusive:
            with contextlib.suppress(OSError):
                self.path.unlink()
            self._exclusive = False

    def __enter__(self) -> InstanceLock:
        return self.acquire()

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.release()

    # -- with the OS lock --------------------------------------------------------------

    def _acquire_os_lock(self) -> None:
        for _ in range(3):
            fd = _open_no_link(self.path)
            if fd is None:
                continue  # a link appeared there and was moved aside: open again
            try:
                _lock(fd)
            except BlockingIOError:
                os.close(fd)
                raise AlreadyRunning(read_owner(self.path), self.path) from None
            except OSError:
                os.close(fd)
                raise
            if not _made_by_us(fd):
                # Locked, but not a lock file the game made (another name of a
                # document, one with other words in it): moved aside, never truncated.
                _set_aside_foreign(self.path, fd)
                os.close(fd)
                continue
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, _owner_line().encode("ascii"))
            with contextlib.suppress(OSError):
                os.fsync(fd)
            self._fd = fd
            return
        raise AlreadyRunning(read_owner(self.path), self.path)

    # -- without it: O_EXCL and a pid check ----------------------------------------------

    def _acquire_exclusive(self) -> None:
        for _ in range(3):
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                pid, host = _read_owner_line(self.path)
                if pid is not None and (host != socket.gethostname() or pid_alive(pid)):
                    raise AlreadyRunning(pid, self.path) from None
                # A dead owner (or an empty file from a crash mid-write): take it over.
                with contextlib.suppress(FileNotFoundError):
                    self.path.unlink()
                continue
            with os.fdopen(fd, "w", encoding="ascii") as handle:
                handle.write(_owner_line())
            self._exclusive = True
            return
        raise AlreadyRunning(read_owner(self.path), self.path)


def _move_odd_entry_aside(path: Path) -> None:
    """Rename what stands at ``path`` out of the way when it cannot be a lock file: a
    folder, a pipe, a socket, a device, a link (wherever it leads).  It says
    nothing of another instance, and without the lock two copies of the game would
    run on the same files (reading a pipe for the owner's pid would also wait for
    ever).  Any other trouble (a permission) is left to the locking to report."""
    if not _is_odd(path):
        return
    aside = path.with_name(f"{path.name}.odd-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}")
    try:
        os.replace(path, aside)
    except FileNotFoundError:
        return  # another instance moved it first
    if stat.S_ISREG(os.lstat(aside).st_mode):
        # Another instance moved the odd entry and made its lock file in the meantime:
        # that file goes back, and the locking then finds it held.
        os.replace(aside, path)
        return
    log.warning("%s cannot be a lock file; moved aside as %s", path, aside.name)


def _is_odd(path: Path) -> bool:
    """Does ``path`` hold something other than an ordinary file?  A link is odd
    whatever it leads to: the lock would open, and truncate, the file it names."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return False
    return not stat.S_ISREG(mode)


#: Opening the lock never follows a link (where the system can refuse one).
_NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)
#: What the game writes in its lock file: "<pid> <host>" (or nothing, once released).
_OWNER_LINE = re.compile(rb"(\d+ [^\s]*\r?\n?)?")  # (\r: one an editor saved on Windows)


def _open_no_link(path: Path) -> int | None:
    """The lock file opened (made if need be) without following a link; None when a
    link stood there (it is moved aside: open again)."""
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT | _NO_FOLLOW, 0o644)
    except OSError as exc:
        if exc.errno != errno.ELOOP:
            raise
    _move_odd_entry_aside(path)
    return None


def _made_by_us(fd: int) -> bool:
    """Is the open file one the game made as its lock: an ordinary file of one name
    (not a hard link of a document), empty or holding an owner line?"""
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_nlink > 1 or info.st_size > 200:
        return False
    os.lseek(fd, 0, os.SEEK_SET)
    return _OWNER_LINE.fullmatch(os.read(fd, 201)) is not None


def _set_aside_foreign(path: Path, fd: int) -> None:
    """Rename the file open as ``fd`` out of the way, if it still stands at ``path``."""
    try:
        same = os.path.samestat(os.lstat(path), os.fstat(fd))
    except OSError:
        return
    if not same:
        return  # another instance moved it first
    aside = path.with_name(f"{path.name}.odd-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}")
    with contextlib.suppress(FileNotFoundError):
        os.replace(path, aside)
        log.warning("%s is not a lock file the game made; moved aside as %s, untouched",
                    path, aside.name)


def acquire_instance_lock(path: Path | None = None) -> InstanceLock:
    """Take the single-instance lock; ``AlreadyRunning`` when another instance has it."""
    return InstanceLock(path).acquire()


def read_owner(path: Path | None = None) -> int | None:
    """The pid written in the lock file, if any."""
    return _read_owner_line(path or paths.lock_file())[0]


def pid_alive(pid: int) -> bool:
    """Is process ``pid`` running (on this machine)?"""
    if pid <= 0:
        return False
    if sys.platform == "win32":  # pragma: no cover - os.kill(pid, 0) would end it there
        return _win_pid_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, owned by someone else
    return True


def _owner_line() -> str:
    return f"{os.getpid()} {socket.gethostname()}\n"


def _read_owner_line(path: Path) -> tuple[int | None, str | None]:
    try:
        with path.open("r", encoding="ascii", errors="replace") as handle:
            words = handle.read(200).split()
    except OSError:
        return None, None
    pid = int(words[0]) if words and words[0].isdigit() else None
    return pid, (words[1] if len(words) > 1 else None)


def _lock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return
    os.lseek(fd, _WIN_LOCK_OFFSET, os.SEEK_SET)  # pragma: no cover - Windows
    try:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError as exc:  # Windows reports a held lock as EACCES/EDEADLOCK
        raise BlockingIOError(exc.errno, exc.strerror) from None


def _unlock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return
    os.lseek(fd, _WIN_LOCK_OFFSET, os.SEEK_SET)  # pragma: no cover - Windows
    msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def _win_pid_alive(pid: int) -> bool:  # pragma: no cover - Windows
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        # Windows-only ctypes function, absent from the stubs checked on other platforms
        error: int = ctypes.GetLastError()  # type: ignore[attr-defined]
        return error == 5  # access denied: the process exists
    try:
        code = ctypes.c_ulong()
        kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        return code.value == 259  # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)
