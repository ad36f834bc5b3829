"""Windows wired to the store, with the user's folders in a temporary directory.

Each test gets its own folders (the store reads ``XDG_*`` on every call), a
settings file at instant speed unless the test writes another, and fast
random computer players.
"""

from __future__ import annotations

import pytest

from dager_desktop import store
from tests.ui.helpers import RandomAgent

XDG = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


def random_factory(level: str, seed: int) -> RandomAgent:
    return RandomAgent(seed)


@pytest.fixture
def user_dirs(tmp_path, monkeypatch):
    """Fresh user folders; the settings ask for instant speed (no animation in tests)."""
    for var in XDG:
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    store.save_settings(store.Settings(speed="instant"))
    return tmp_path


@pytest.fixture
def open_window(qtbot, user_dirs):
    """``open_window(start=True, seed=11)`` → (window, persistence, notices), as at start-up."""
    from dager_desktop.ui.files.persistence import Persistence
    from dager_desktop.ui.round.session import Session
    from dager_desktop.ui.window.main_window import MainWindow
    from dager_desktop.ui.window.store_link import attach_store

    windows = []

    def open_(start: bool = True, seed: int = 11, autoplay: bool = False):
        persistence, notices = Persistence.load()
        session = Session("standard", seed, agent_factory=random_factory)
        persistence.apply_to(session)
        window = MainWindow(session)
        window.confirm = lambda question: True
        window.flow.autoplay_human = autoplay
        qtbot.addWidget(window)
        attach_store(window, persistence)
        window.show()
        if start:
            persistence.start(notices)  # the saved match is read on the worker
            qtbot.waitUntil(lambda: persistence.started or persistence.notice_box is not None)
        windows.append(window)
        return window, persistence, notices

    yield open_
    for window in windows:
        window.close()
