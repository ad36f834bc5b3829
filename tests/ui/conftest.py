"""Fixtures for the UI tests: a main window at instant speed with test agents."""

from __future__ import annotations

import pytest

from tests.ui.agents import easy_factory


@pytest.fixture
def make_window(qtbot):
    """``make_window(factory=..., seed=..., preset=..., speed=...)`` → a shown MainWindow."""
    from dager_desktop.ui.main_window import MainWindow
    from dager_desktop.ui.session import Session
    from dager_desktop.ui.style import apply_style

    windows = []

    def make(factory=easy_factory, seed=11, preset="standard", speed="instant", size=(1280, 800)):
        from PySide6.QtWidgets import QApplication

        apply_style(QApplication.instance())
        session = Session(preset, seed, agent_factory=factory)
        session.speed = speed
        window = MainWindow(session)
        window.confirm = lambda question: True
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()


@pytest.fixture(autouse=True)
def english_again():
    """A test may switch the language (the restless player picks it from the menu at
    random): the next test starts in English again."""
    yield
    from dager_desktop.ui.i18n import current_language, switch_language

    if current_language() != "en":
        switch_language("en")
