"""Settings through the window, damaged settings at start-up, autosave and resume."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtTest import QTest

from dager_desktop import store
from dager_desktop.store import paths
from dager_desktop.ui.window.main_window import MainWindow
from tests.store.helpers import play_match
from tests.ui.helpers import table_of, until_my_discard


def test_options_are_saved_when_changed_and_applied_at_the_next_start(open_window, monkeypatch):
    window, persistence, _ = open_window()
    menus = window.menus
    window.session.set_levels({2: "hard"})  # as Options ▸ Computer players… sets it
    menus.preset_actions["mingtang"].trigger()  # asks (yes in tests), then a new match
    menus.speed_actions["fast"].trigger()
    assert window.session.sound  # on at the first start (greyed where none can be heard)
    menus.volume_actions["quiet"].trigger()
    window.session.set_sound(False)  # Options ▸ Sound (greyed out here: no libpulse)
    window.session.set_hint_level("hard")
    assert persistence.files.flush()  # the settings are written off the GUI thread
    saved, notices = store.load_settings()
    assert notices == [] and saved.hint_level == "hard" and saved.sound is False
    assert saved.volume == "quiet"
    assert (saved.rules, saved.ai_levels, saved.speed) == ("mingtang", ("normal", "hard",
                                                                         "normal"), "fast")
    window.resize(window.minimumSize() + QSize(60, 40))
    layout = window.saveGeometry()
    window.close()
    assert store.load_settings()[0].geometry  # the layout is kept when the window closes

    # (The offscreen screen is smaller than the window: Qt fits what it restores to it.)
    restored = []
    monkeypatch.setattr(MainWindow, "restoreGeometry", lambda w, data: restored.append(data))
    again, _, _ = open_window(start=False)
    session = again.session
    assert (session.preset, session.levels[2], session.speed) == ("mingtang", "hard", "fast")
    assert session.hint_level == "hard" and session.sound is False
    assert session.volume == "quiet"
    assert restored == [layout]
    again.menus.show_choices(session)
    assert again.menus.speed_actions["fast"].isChecked()
    assert not again.session.sound and not again.menus.sound_action.isChecked()
    assert again.menus.volume_actions["quiet"].isChecked()


def test_a_damaged_settings_file_gives_defaults_a_message_and_is_put_aside(open_window, qtbot):
    settings_file = paths.settings_file()
    settings_file.write_bytes(b'{"format": "dager-desktop/settings", "version": 1, ')
    window, persistence, notices = open_window()
    assert [n.code for n in notices] == ["moved_aside"]
    assert persistence.settings == store.Settings()
    box = persistence.notice_box
    assert box is not None and box.isVisible()
    assert "put aside as" in box.text() and "settings file" in box.text()
    aside = [p for p in settings_file.parent.iterdir() if p.name != "settings.json"]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b'{"format"')
    assert window.session.match is None  # the match waits until the message is read
    QTest.mouseClick(box.button(box.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.match is not None)


def test_a_bad_value_falls_back_to_its_default_and_says_which(open_window):
    store.save_settings(store.Settings(speed="instant"))
    text = paths.settings_file().read_text().replace('"instant"', '"warp"')
    paths.settings_file().write_text(text)
    window, persistence, _notices = open_window()
    assert persistence.settings.speed == "normal" and window.session.speed == "normal"
    assert '"speed"' in persistence.notice_box.text()


def test_after_a_decision_the_match_is_saved_and_resumes_to_the_same_table(open_window, qtbot):
    window, persistence, _ = open_window(seed=3)
    until_my_discard(window, qtbot, min_actions=4)
    assert persistence.save_ms, "no autosave after the decisions"
    persistence.autosave.flush()
    before, record = table_of(window), window.session.match.to_record()
    columns = window.models.hand.columns()  # the hand stands as in play, pairs and runs kept
    window.close()

    again, other, _ = open_window(seed=99)
    dialog = other.resume_dialog
    assert dialog is not None and dialog.isVisible()
    assert "Saved in the middle of a round" in dialog.facts.text()
    QTest.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.flow.state_name == "human")
    assert again.session.match.to_record() == record
    assert table_of(again) == before
    assert again.models.hand.columns() == columns
    assert again.table.centre.responses.mode == "discard"


def test_closing_the_window_mid_round_saves_the_round(open_window, qtbot):
    window, _persistence, _ = open_window(seed=3)
    until_my_discard(window, qtbot, min_actions=4)
    actions = list(window.session.game.actions)
    window.close()
    resume, notices = store.Autosave().load()
    assert notices == [] and resume is not None and resume.in_round
    assert list(resume.match.game.actions) == actions


def test_the_window_leaves_the_screen_before_its_last_save_is_waited_for(
        open_window, qtbot, monkeypatch):
    window, persistence, _ = open_window(seed=3)
    until_my_discard(window, qtbot, min_actions=2)
    seen = []
    save = persistence.autosave.save

    def watched_save(*args, **kwargs):  # a slow disk would hold the window here
        seen.append((kwargs.get("wait"), window.isVisible()))
        return save(*args, **kwargs)

    monkeypatch.setattr(persistence.autosave, "save", watched_save)
    window.close()
    assert seen == [(True, False)]
    assert store.Autosave().load()[0].in_round


def test_new_match_starts_afresh_and_keeps_the_old_save_aside(open_window, qtbot):
    store.Autosave().save(play_match("standard", seed=5, rounds=1, extra_steps=6))
    window, persistence, _ = open_window()
    dialog = persistence.resume_dialog
    QTest.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.game is not None)
    assert window.session.match.results == []
    assert (paths.user_data_dir() / "autosave-previous.json").is_file()


def test_a_round_saved_as_it_ended_resumes_at_its_end_and_is_booked_once(open_window, qtbot):
    match = play_match("standard", seed=8, rounds=2, book_last=False)
    store.Autosave().save(match)
    window, persistence, _ = open_window()
    QTest.mouseClick(persistence.resume_dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.round_dialog is not None and window.round_dialog.isVisible())
    assert persistence.stats.presets["standard"].rounds == 1  # the last round, booked here
    assert persistence.files.flush()  # the replay is written off the GUI thread
    assert len(persistence.replays.entries()[0]) == 1
    assert window.models.scoreboard.totals() == dict(window.session.match.totals)
    persistence.round_finished(window.session.game)  # again: nothing changes
    assert persistence.stats.presets["standard"].rounds == 1
    QTest.mouseClick(window.round_dialog.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.match.round_index == 2
                    and not window.session.game.over)


def test_the_saved_match_is_read_off_the_gui_thread(open_window, qtbot, monkeypatch):
    import threading
    import time

    store.Autosave().save(play_match("standard", seed=5, rounds=1, extra_steps=6))
    _window, persistence, notices = open_window(start=False)
    load = persistence.autosave.load
    readers = []

    def slow_load():  # as a match of many rounds is
        readers.append(threading.current_thread() is threading.main_thread())
        time.sleep(0.3)
        return load()

    monkeypatch.setattr(persistence.autosave, "load", slow_load)
    began = time.perf_counter()
    persistence.start(notices)
    assert time.perf_counter() - began < 0.1 and persistence.resume_dialog is None
    new_match = persistence.window.menus.new_action
    assert not new_match.isEnabled()  # a new match would deal over the save unseen
    qtbot.waitUntil(lambda: persistence.resume_dialog is not None, timeout=5000)
    assert readers == [False] and new_match.isEnabled()


def _disk_full(persistence, monkeypatch):
    """The autosave now fails as on a full disk; returns the real save, to put back."""
    from dager_desktop.store import Notice, StoreError
    from dager_desktop.store.notices import WRITE_FAILED

    save = persistence.autosave.save

    def refuse(*args, **kwargs):
        raise StoreError(Notice(WRITE_FAILED, "The autosave could not be saved: disk full.",
                                {"path": "/x/autosave.json", "what": "autosave",
                                 "error": "No space left on device", "errno": "ENOSPC"}))

    monkeypatch.setattr(persistence.autosave, "save", refuse)
    return save


def test_a_file_that_cannot_be_written_is_shown_in_the_status_bar_until_it_can(
    open_window, qtbot, monkeypatch
):
    window, persistence, _ = open_window(seed=3)
    qtbot.waitUntil(lambda: window.session.game is not None)
    save = _disk_full(persistence, monkeypatch)
    persistence.save_match()
    persistence.save_match()  # told once in the message line, shown for as long as it lasts
    label = persistence.status.label
    assert label.isVisible() and "saved match" in label.text()
    assert "could not be saved" in label.toolTip()
    monkeypatch.setattr(persistence.autosave, "save", save)
    persistence.save_match()
    assert not label.isVisible()


def _writes_fail(persistence, monkeypatch) -> list:
    """The autosave's writer thread now fails as on a full disk (told with the next
    save, or at once with ``wait``); clear the returned list for room again."""
    from dager_desktop.store import Notice, StoreError, autosave
    from dager_desktop.store.notices import WRITE_FAILED

    full = [True]
    write = autosave.save_bytes

    def maybe_refuse(path, data, **kwargs):
        if full:
            raise StoreError(Notice(WRITE_FAILED, "The autosave could not be saved: disk full.",
                                    {"path": "/x/autosave.json", "what": "autosave",
                                     "error": "No space left on device", "errno": "ENOSPC"}))
        write(path, data, **kwargs)

    monkeypatch.setattr(autosave, "save_bytes", maybe_refuse)
    return full


@pytest.mark.parametrize("known", [True, False], ids=["failing for a while", "on the last move"])
def test_closing_while_the_match_cannot_be_saved_asks_first(open_window, qtbot, monkeypatch,
                                                           known):
    # Before, the window closed at once, and what was played since the disk filled was lost.
    window, persistence, _ = open_window(seed=3)
    qtbot.waitUntil(lambda: window.session.game is not None)
    full = _writes_fail(persistence, monkeypatch)
    if known:
        persistence.save_match(wait=True)
        assert persistence.status.failing("autosave")
    asked = []
    window.confirm = lambda question: asked.append(question) or False  # "No": stay
    window.close()
    assert len(asked) == 1 and "No space left on device" in asked[0]
    assert window.isVisible() and window.session.game is not None  # nothing stopped
    full.clear()  # room again
    window.close()  # saved now: no question
    assert len(asked) == 1 and not window.isVisible()
    assert not persistence.status.failing("autosave")


@pytest.mark.parametrize(("saved", "assisted"), [(True, True), ("no", False), (1, False)])
def test_only_a_saved_true_marks_the_resumed_round_as_assisted(open_window, qtbot, saved,
                                                               assisted):
    # A hand-edited save is read as the match record reads its rounds' mark: only true counts.
    store.Autosave().save(play_match("standard", seed=5, rounds=1, extra_steps=6),
                          extra={"assisted": saved})
    window, persistence, _ = open_window()
    QTest.mouseClick(persistence.resume_dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.game is not None)
    assert window.session.assisted is assisted
