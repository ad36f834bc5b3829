"""Finished rounds: statistics and their dialog, replays, the viewer, import and export."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dager_desktop import store


def play_rounds(window, qtbot, rounds: int) -> None:
    """Let the computer play every seat, ``rounds`` rounds of the match in the window."""
    for n in range(rounds):
        if n:
            window.next_round()
        qtbot.waitUntil(lambda: window.session.game is not None and window.session.game.over
                        and window.round_dialog is not None, timeout=20000)


def listed(persistence, qtbot, rounds: int):
    """The replays dialog once its list, read on the window's worker, holds ``rounds`` rounds
    (a round's replay file may still be on its way to the disk when the dialog opens)."""
    dialog = persistence.replays_dialog
    qtbot.waitUntil(lambda: not dialog.listing() and dialog.list.topLevelItemCount() == rounds)
    return dialog


def done(qtbot, dialog) -> None:
    """Wait for the file work of Open, Export or Import, done on the window's worker."""
    qtbot.waitUntil(lambda: not dialog.busy())


def test_every_finished_round_is_booked_and_the_dialog_draws_it(open_window, qtbot, tmp_path):
    window, persistence, _ = open_window(autoplay=True)
    play_rounds(window, qtbot, 3)
    entry = persistence.stats.presets["standard"]
    assert entry.rounds == 3 and entry.assisted == 0
    assert persistence.files.flush()  # the statistics are written off the GUI thread
    saved, notices = store.load_stats()
    assert notices == [] and saved.presets["standard"].rounds == 3
    assert entry.points == window.session.match.totals[0]

    persistence.stats_action.trigger()
    dialog = persistence.stats_dialog
    assert dialog.isVisible() and dialog.table.rowCount() == 1
    cells = [dialog.table.item(0, c).text() for c in range(dialog.table.columnCount())]
    assert cells[:2] == ["Standard", "3"]
    assert [n for n, _ in dialog.chart.points] == [1, 2, 3]
    assert dialog.chart.grab().save(str(tmp_path / "chart.png"))


def test_an_assisted_session_books_assisted_rounds(open_window, qtbot):
    window, persistence, _ = open_window(autoplay=True)
    window.session.assisted = True  # what practice hints set on the session
    play_rounds(window, qtbot, 1)
    assert persistence.stats.presets["standard"].assisted == 1


def test_replays_are_listed_and_the_viewer_steps_forward_and_back(open_window, qtbot):
    window, persistence, _ = open_window(autoplay=True)
    play_rounds(window, qtbot, 2)
    persistence.replays_action.trigger()
    dialog = listed(persistence, qtbot, 2)
    assert dialog.isVisible() and dialog.list.topLevelItemCount() == 2
    first = dialog.list.topLevelItem(0)
    assert first.text(1) == "Standard" and first.text(3)  # rules, your points
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    done(qtbot, dialog)
    viewer = dialog.viewer
    assert viewer is not None and viewer.isVisible() and viewer.step == 0
    assert viewer.caption.text() == "The deal"
    playing = [s for s, row in viewer.rows.items() if row.cards.groups]
    assert len(playing) == 3  # every hand open; the 底家 holds none
    QTest.mouseClick(viewer.forward_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(viewer.forward_button, Qt.MouseButton.LeftButton)
    assert viewer.step == 2 and viewer.slider.value() == 2
    QTest.mouseClick(viewer.back_button, Qt.MouseButton.LeftButton)
    assert viewer.step == 1 and ":" in viewer.caption.text()
    viewer.slider.setValue(viewer.steps.count)
    game = viewer.steps.game_at(viewer.steps.count)
    assert game.over and not viewer.forward_button.isEnabled()
    viewer.go_to(0)
    viewer.timer.setInterval(5)
    QTest.mouseClick(viewer.play_button, Qt.MouseButton.LeftButton)
    assert viewer.playing() and viewer.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: viewer.step >= 3)
    QTest.mouseClick(viewer.play_button, Qt.MouseButton.LeftButton)
    assert not viewer.playing()


def test_export_then_import_of_a_tampered_file_is_refused_and_adds_nothing(open_window, qtbot,
                                                                            tmp_path):
    window, persistence, _ = open_window(autoplay=True)
    play_rounds(window, qtbot, 1)
    persistence.show_replays()
    dialog = listed(persistence, qtbot, 1)
    target = tmp_path / "round.json"
    dialog.ask_export_path = lambda suggested: str(target)
    QTest.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    done(qtbot, dialog)
    data = json.loads(target.read_text())
    actions = data["round"]["actions"]
    discard = next(i for i, a in enumerate(actions) if a.get("kind") == "discard")
    actions[discard]["seat"] = (actions[discard]["seat"] + 1) % 4
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(data))
    dialog.ask_import_path = lambda: str(bad)
    QTest.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    done(qtbot, dialog)
    message = dialog.message
    assert message is not None and message.isVisible()
    assert "was not imported" in message.text() and f"step {discard + 1}" in message.text()
    assert dialog.list.topLevelItemCount() == 1 and len(persistence.replays.entries()[0]) == 1
    message.close()

    not_json = tmp_path / "broken.json"
    not_json.write_text("{ not json")
    dialog.ask_import_path = lambda: str(not_json)
    dialog.import_one()
    done(qtbot, dialog)
    assert "was not imported" in dialog.message.text()
    assert dialog.list.topLevelItemCount() == 1


def test_an_exported_round_imports_into_another_list_and_can_be_deleted(open_window, qtbot,
                                                                         tmp_path):
    window, persistence, _ = open_window(autoplay=True)
    play_rounds(window, qtbot, 1)
    persistence.show_replays()
    dialog = listed(persistence, qtbot, 1)
    target = tmp_path / "round.json"
    dialog.ask_export_path = lambda suggested: str(target)
    dialog.export_selected()
    done(qtbot, dialog)
    dialog.ask_delete = lambda info: True
    QTest.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    done(qtbot, dialog)
    assert dialog.list.topLevelItemCount() == 0 and not dialog.open_button.isEnabled()
    dialog.ask_import_path = lambda: str(target)
    dialog.import_one()
    done(qtbot, dialog)
    assert dialog.list.topLevelItemCount() == 1
    assert "(imported)" in dialog.list.topLevelItem(0).text(0)



def test_a_round_s_files_are_written_off_the_gui_thread_and_failures_shown(
        open_window, qtbot, monkeypatch):
    import threading

    from dager_desktop.store import Notice, StoreError
    from dager_desktop.store.notices import WRITE_FAILED

    window, persistence, _ = open_window(autoplay=True)
    writers = []

    def refuse(stats, path=None):
        writers.append(threading.current_thread())
        raise StoreError(Notice(WRITE_FAILED, "The statistics could not be saved: disk full.",
                                {"path": "/x/stats.json", "what": "statistics file",
                                 "error": "No space left on device", "errno": "ENOSPC"}))

    add = persistence.replays.add
    monkeypatch.setattr(store, "save_stats", refuse)
    monkeypatch.setattr(persistence.replays, "add",
                        lambda game: writers.append(threading.current_thread()) or add(game))
    play_rounds(window, qtbot, 1)
    assert persistence.files.flush()
    assert len(writers) == 2 and threading.main_thread() not in writers
    label = persistence.status.label
    assert label.isVisible() and "statistics file" in label.text()
    assert len(persistence.replays.entries()[0]) == 1  # the replay went through


def test_a_replay_that_could_not_be_written_is_kept_at_the_next_round(
        open_window, qtbot, monkeypatch):
    from dager_desktop.store import Notice, StoreError
    from dager_desktop.store.notices import WRITE_FAILED

    window, persistence, _ = open_window(autoplay=True)
    add, full = persistence.replays.add, [True]

    def first_time_full(game):
        if full.pop() if full else False:
            raise StoreError(Notice(WRITE_FAILED, "disk full", {"what": "replay file",
                                                                "errno": "ENOSPC"}))
        return add(game)

    monkeypatch.setattr(persistence.replays, "add", first_time_full)
    play_rounds(window, qtbot, 1)
    assert persistence.files.flush()
    assert persistence.replays.entries()[0] == []  # the disk was full
    window.next_round()
    play_rounds(window, qtbot, 1)
    assert persistence.files.flush()
    assert len(persistence.replays.entries()[0]) == 2  # both rounds, the first one too


def test_an_open_statistics_window_shows_each_round_as_it_ends(open_window, qtbot):
    # It was read once, when opened: before the first round it said "No rounds played
    # yet." however many rounds were then played.
    window, persistence, _ = open_window(autoplay=True)
    persistence.stats_action.trigger()
    dialog = persistence.stats_dialog
    assert dialog.isVisible() and dialog.table.isHidden()
    play_rounds(window, qtbot, 2)
    assert not dialog.table.isHidden() and dialog.table.item(0, 1).text() == "2"
    assert [n for n, _ in dialog.chart.points] == [1, 2]
    persistence.stats_action.trigger()  # opened again: the same window, not another one
    assert persistence.stats_dialog is dialog
    assert len(window.findChildren(type(dialog))) == 1
