"""Everything the app keeps on disk: settings, the autosave, statistics, replays, logs.

No Qt here (a test checks it): the UI calls these functions and shows what
they return.  Nothing in the store raises on a bad file: a load returns the
usable data plus a list of ``Notice`` (plain-words messages, with a code and
parameters to translate them); a save that cannot be written raises
``StoreError``, whose ``.notice`` says why.  Every write is atomic; a damaged
file is moved aside with a timestamp, never deleted, and one that may be sound
(a newer version's) is left in place and not written over (``aside``).

The wiring, in the order the app runs::

    from dager_desktop import store

    lock = store.acquire_instance_lock()        # AlreadyRunning: show exc.notice, exit
    store.setup_logging()
    settings, notices = store.load_settings()   # show every Notice (they are rare)
    stats, more = store.load_stats()
    autosave, replays = store.Autosave(background=True), store.Replays()
    resume, more2 = autosave.load()             # "Continue the match?" if resume is not None
    store.install_excepthook(on_crash=post_to_gui_thread,
                             autosave=save_for_crash)  # saves with wait=True; True if saved

    # after every game.apply(...):
    autosave.save(match, extra={...})           # a just-ended round is saved as finished
    # when a round is over (book it with the engine as usual):
    if stats.record_round(game, human_seat=0, assisted=used_hints):
        store.save_stats(stats)
    replays.add(game)
    # a practice round (Play this deal again, the hard player in my seat): apart
    practice, more3 = store.load_practice()
    if practice.record(store.practice.AGAIN, "standard", points=6, first=-3):
        store.save_practice(practice)
    # Statistics dialog: stats.presets[name] (PresetStats), .cumulative() for the chart
    # Replays dialog: replays.entries(); replays.steps(id) for the viewer (an
    # engine.ReplaySteps); export/import_file
    # Options menu: settings = settings.replace(...); store.save_settings(settings)
    # at exit:
    autosave.flush(); lock.release()

Each module's docstring describes its part; the folders are in ``paths``.
"""

from .aside import move_aside
from .atomic import load_json, write_json
from .autosave import Autosave, Resume
from .lock import AlreadyRunning, InstanceLock, acquire_instance_lock
from .logs import CrashReport, install_excepthook, setup_logging
from .notices import Notice, StoreError
from .practice import Practice, PracticeEntry, load_practice, save_practice
from .replay_info import ReplayInfo
from .replays import Replays
from .settings import (
    AI_LEVELS,
    AI_SEATS,
    LANGUAGES,
    SPEEDS,
    VOLUMES,
    Settings,
    load_settings,
    save_settings,
)
from .stats import BestHand, PresetStats, Stats, load_stats, save_stats

__all__ = [
    "AI_LEVELS",
    "AI_SEATS",
    "LANGUAGES",
    "SPEEDS",
    "VOLUMES",
    "AlreadyRunning",
    "Autosave",
    "BestHand",
    "CrashReport",
    "InstanceLock",
    "Notice",
    "Practice",
    "PracticeEntry",
    "PresetStats",
    "ReplayInfo",
    "Replays",
    "Resume",
    "Settings",
    "Stats",
    "StoreError",
    "acquire_instance_lock",
    "install_excepthook",
    "load_json",
    "load_practice",
    "load_settings",
    "load_stats",
    "move_aside",
    "save_practice",
    "save_settings",
    "save_stats",
    "setup_logging",
    "write_json",
]
