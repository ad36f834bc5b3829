"""Fixtures for the UI tests: a main window at instant speed with test agents, and a
Replays dialog in a stand-in window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from dager_desktop.store import Replays
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.platform.tasks import TaskRunner
from dager_desktop.ui.replays.dialog import ReplaysDialog
from dager_desktop.ui.text.i18n import current_script
from tests.store.helpers import huang_round, won_round
from tests.ui.helpers import SlowAgent, easy_factory


@pytest.fixture(autouse=True)
def quick_double_click(qapp):
    """The test players answer far faster than a person: with a short double-click
    interval the response bar's click guard (``responses``) still acts on them, and
    a click it holds back costs them little time."""
    interval = qapp.doubleClickInterval()
    qapp.setDoubleClickInterval(60)
    yield
    qapp.setDoubleClickInterval(interval)


@pytest.fixture
def make_window(qtbot):
    """``make_window(factory=..., seed=..., preset=..., speed=...)`` → a shown MainWindow."""
    from dager_desktop.ui.platform.style import apply_style
    from dager_desktop.ui.round.session import Session
    from dager_desktop.ui.window.main_window import MainWindow

    windows = []

    def make(factory=easy_factory, seed=11, preset="standard", speed="instant", size=(1280, 800)):
        from PySide6.QtWidgets import QApplication

        apply_style(QApplication.instance())
        session = Session(preset, seed, agent_factory=factory)
        session.speed = speed
        session.sound = False  # the suite is not to be heard (tests/ui/test_sound.py listens)
        window = MainWindow(session)
        window.confirm = lambda question: True
        # pytest-qt closes it before the fixtures end: the seats must hurry by then
        qtbot.addWidget(window, before_close_func=lambda _w: SlowAgent.hurry.set())
        window.resize(*size)
        window.show()
        windows.append(window)
        return window

    yield make
    SlowAgent.hurry.set()
    try:
        for window in windows:
            window.close()
    finally:
        SlowAgent.hurry.clear()


@pytest.fixture(autouse=True)
def english_again():
    """A test may switch the language (the restless player picks it from the menu at
    random): the next test starts in English again."""
    yield
    from dager_desktop.ui.text.i18n import current_language, switch_language

    if current_language() != "en":
        switch_language("en")


# -- a Replays dialog in a window (tests/ui/test_replay_dialog_*.py) ----------------------


class Host(QWidget):
    """What the dialog needs of the main window: a parent with a task runner, and card
    faces drawn on it that a viewer opened here uses (a viewer with faces of its own
    would take their task runner with it when let go, waiting for a face being drawn)."""

    def __init__(self) -> None:
        super().__init__()
        self.tasks = TaskRunner(1, self)
        self.pixmaps = CardPixmaps(self.tasks, None, current_script(), self)


@pytest.fixture
def replays(tmp_path) -> Replays:
    kept = Replays(tmp_path / "replays")
    kept.add(won_round("standard", seat=0))
    kept.add(huang_round())
    return kept


@pytest.fixture
def host(qtbot):
    window = Host()
    qtbot.addWidget(window)
    yield window
    window.tasks.shutdown()


@pytest.fixture
def dialog(qtbot, host, replays) -> ReplaysDialog:
    """The dialog in a window, shown, its list read."""
    shown = ReplaysDialog(replays, host)
    shown.refresh()
    shown.show()
    qtbot.waitUntil(lambda: not shown.listing())
    return shown
