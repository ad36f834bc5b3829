"""Where the app keeps its files: the one module that talks to appdirs.

Each function returns the per-user folder for the app named ``dager-desktop``
as the platform expects it (XDG on Linux, ``~/Library/...`` on macOS,
``%LOCALAPPDATA%`` on Windows).  The functions only compute paths; callers
create a folder when they first write into it (``ensure_dir``), so merely
asking for a path never touches the disk.

The environment is read on every call, not at import, so the folders follow
``XDG_*_HOME`` set at any time (the tests point them at a temporary dir).
No Qt here: the store layer must run without a GUI.
"""

from __future__ import annotations

from pathlib import Path

import appdirs

APP_NAME = "dager-desktop"
# appauthor=False: no "<author>\\<app>" nesting on Windows, just "<app>".
_AUTHOR = False


def user_config_dir() -> Path:
    """Settings (``settings.json``)."""
    return Path(appdirs.user_config_dir(APP_NAME, _AUTHOR, roaming=False))


def user_data_dir() -> Path:
    """Autosave, statistics and exported replays."""
    return Path(appdirs.user_data_dir(APP_NAME, _AUTHOR, roaming=False))


def user_cache_dir() -> Path:
    """Rebuildable files, such as the rendered card sprites; safe to delete."""
    return Path(appdirs.user_cache_dir(APP_NAME, _AUTHOR))


def user_log_dir() -> Path:
    """Log files."""
    return Path(appdirs.user_log_dir(APP_NAME, _AUTHOR))


def ensure_dir(path: Path) -> Path:
    """Create ``path`` (and its parents) if missing, and return it.

    Raises ``OSError`` when the folder cannot be made; callers decide whether
    that is fatal (settings) or not (the sprite cache).
    """
    path.mkdir(parents=True, exist_ok=True)
    return path


# -- the files themselves (one place, so the UI can show them in messages) -----------


def settings_file() -> Path:
    return user_config_dir() / "settings.json"


def autosave_file() -> Path:
    return user_data_dir() / "autosave.json"


def stats_file() -> Path:
    return user_data_dir() / "statistics.json"


def practice_file() -> Path:
    """Practice rounds, counted apart from the statistics (see ``practice``)."""
    return user_data_dir() / "practice.json"


def replays_dir() -> Path:
    """One JSON file per finished round (see ``replays``)."""
    return user_data_dir() / "replays"


def lock_file() -> Path:
    return user_data_dir() / "instance.lock"


def log_file() -> Path:
    return user_log_dir() / "dager-desktop.log"
