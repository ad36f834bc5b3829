"""A Hint whose computer player raises, or never answers: the player is told, and plays on."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dager_desktop.ui.practice import mode as practice_mode
from tests.ui.helpers import human_deciding, practice_window

NO_HINT = "No hint this time"


def _ask_for_a_hint(window, qtbot) -> None:
    window.new_match()
    qtbot.waitUntil(lambda: human_deciding(window), timeout=10000)
    QTest.keyClick(window, Qt.Key.Key_H)


def _plays_on(window, qtbot) -> None:
    game = window.session.game
    before = len(game.actions)
    window.flow.human_chose(window.flow.human_options()[-1])
    qtbot.waitUntil(lambda: len(game.actions) > before, timeout=10000)


def test_a_hint_that_raises_says_so_instead_of_thinking_for_ever(make_window, qtbot,
                                                                monkeypatch, caplog):
    def broken(*args):
        raise RuntimeError("the hint's player fell over")

    monkeypatch.setattr(practice_mode, "advise", broken)
    window = practice_window(make_window, seed=3)
    _ask_for_a_hint(window, qtbot)
    qtbot.waitUntil(lambda: NO_HINT in window.practice.panel.hint.text(), timeout=5000)
    assert "fell over" in caplog.text
    window.practice.refresh()  # the message stays for this decision
    assert NO_HINT in window.practice.panel.hint.text()
    _plays_on(window, qtbot)
    qtbot.waitUntil(lambda: NO_HINT not in window.practice.panel.hint.text(), timeout=10000)


def test_a_hint_that_never_answers_is_given_up(make_window, qtbot, monkeypatch):
    release = threading.Event()

    def stuck(*args):
        release.wait(30)  # (the test lets it go at the end)

    monkeypatch.setattr(practice_mode, "advise", stuck)
    monkeypatch.setattr(practice_mode, "HINT_LIMIT_MS", 300)
    window = practice_window(make_window, seed=3)
    try:
        _ask_for_a_hint(window, qtbot)
        assert "Thinking..." in window.practice.panel.hint.text()
        qtbot.waitUntil(lambda: NO_HINT in window.practice.panel.hint.text(), timeout=5000)
        _plays_on(window, qtbot)  # the computer seats still get their thread
    finally:
        release.set()


def test_a_hint_asked_again_after_a_failure_shows(make_window, qtbot, monkeypatch):
    from dager_desktop.ai.advice import advise

    calls = []

    def once_broken(*args):
        calls.append(args)
        if len(calls) == 1:
            raise RuntimeError("the first try fell over")
        return advise(*args)

    monkeypatch.setattr(practice_mode, "advise", once_broken)
    window = practice_window(make_window, seed=3)
    _ask_for_a_hint(window, qtbot)
    qtbot.waitUntil(lambda: NO_HINT in window.practice.panel.hint.text(), timeout=5000)
    QTest.keyClick(window, Qt.Key.Key_H)  # the same decision, asked again
    qtbot.waitUntil(lambda: "would:" in window.practice.panel.hint.text(), timeout=10000)


def test_changing_hints_from_while_a_hint_is_worked_out_asks_the_new_player(
        make_window, qtbot, monkeypatch):
    # Before, the normal player's answer came in under Hard, just chosen.
    from dager_desktop.ai.advice import advise

    slow = threading.Event()
    levels = []

    def recorded(view, options, level, seed):
        levels.append(level)
        if level == "normal":
            slow.wait(5)  # still being worked out when the level changes
        return advise(view, options, level, seed)

    monkeypatch.setattr(practice_mode, "advise", recorded)
    window = practice_window(make_window, seed=3)
    try:
        _ask_for_a_hint(window, qtbot)
        qtbot.waitUntil(lambda: levels == ["normal"], timeout=5000)
        window.practice.menu.levelChosen.emit("hard")
        assert window.session.hint_level == "hard"
        slow.set()
        qtbot.waitUntil(lambda: "would:" in window.practice.panel.hint.text(), timeout=10000)
        qtbot.wait(100)
        assert levels == ["normal", "hard"]
        assert window.practice.advice[1].level == "hard"
    finally:
        slow.set()


def test_a_hint_queued_behind_the_other_players_gets_its_own_time(make_window, qtbot,
                                                                   monkeypatch):
    # Its time ran from the request, spent waiting behind the first one: "no hint".
    import time

    from dager_desktop.ai.advice import advise

    begun = []

    def recorded(view, options, level, seed):
        begun.append(level)
        if level == "normal":
            time.sleep(1.2)  # longer than the limit below, and cannot be stopped
            return advise(view, options, level, seed)
        return advise(view, options, level, seed, iterations=1)  # quick once it begins

    monkeypatch.setattr(practice_mode, "advise", recorded)
    monkeypatch.setattr(practice_mode, "HINT_LIMIT_MS", 1000)
    window = practice_window(make_window, seed=3)
    _ask_for_a_hint(window, qtbot)
    qtbot.waitUntil(lambda: begun == ["normal"], timeout=5000)  # it runs: no stopping it
    window.practice.menu.levelChosen.emit("hard")  # queued behind the normal one
    qtbot.waitUntil(lambda: "would:" in window.practice.panel.hint.text()
                    or NO_HINT in window.practice.panel.hint.text(), timeout=10000)
    assert "would:" in window.practice.panel.hint.text()
    assert window.practice.advice[1].level == "hard"
