"""The Replays dialog reads, replays and writes files on the window's worker: Open,
Export… and Import… keep the GUI thread free, still open the viewer, write the file
or add the round, tell the store's reasons as before, and a second click while one
runs starts nothing.  Without a window they are done at once."""

from __future__ import annotations

import json
import sys
import threading

import pytest

from dager_desktop.store import Replays, StoreError
from dager_desktop.ui.replays.dialog import ReplaysDialog
from dager_desktop.ui.text.notices import notice_text
from tests.store.helpers import luan_hu_round
from tests.ui.helpers import click_and_wait


def _recorded(monkeypatch, replays: Replays, name: str) -> list[threading.Thread]:
    """Record the thread each call of ``replays.<name>`` runs on."""
    threads: list[threading.Thread] = []
    method = getattr(replays, name)

    def recording(*args):
        threads.append(threading.current_thread())
        return method(*args)

    monkeypatch.setattr(replays, name, recording)
    return threads


def _off_the_gui_thread(threads: list[threading.Thread]) -> bool:
    return len(threads) == 1 and threads[0] is not threading.main_thread()


def _an_export_elsewhere(tmp_path, game) -> str:
    """A file exported from another folder: a round this list does not hold."""
    other = Replays(tmp_path / "other")
    target = tmp_path / "elsewhere.json"
    other.export(other.add(game).id, target)
    return str(target)


def test_open_replays_the_round_off_the_gui_thread_and_shows_it(qtbot, dialog, monkeypatch):
    threads = _recorded(monkeypatch, dialog.replays, "steps")
    wanted = dialog.selected()
    dialog.open_selected()
    assert dialog.busy() and dialog.viewer is None  # on its way
    qtbot.waitUntil(lambda: not dialog.busy())
    assert _off_the_gui_thread(threads)
    assert dialog.viewer is not None and dialog.viewer.isVisible()
    assert dialog.viewer.info == wanted


def test_export_writes_off_the_gui_thread(qtbot, dialog, monkeypatch, tmp_path):
    threads = _recorded(monkeypatch, dialog.replays, "export")
    target = tmp_path / "round.json"
    dialog.ask_export_path = lambda suggested: str(target)
    click_and_wait(qtbot, dialog, dialog.export_selected)
    assert _off_the_gui_thread(threads)
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["summary"]["winner"] == dialog.selected().winner
    assert dialog.message is None  # nothing to tell


def test_delete_removes_the_file_off_the_gui_thread(qtbot, dialog, monkeypatch):
    threads = _recorded(monkeypatch, dialog.replays, "delete")
    gone = dialog.selected()
    dialog.ask_delete = lambda info: True
    click_and_wait(qtbot, dialog, dialog.delete_selected)
    assert _off_the_gui_thread(threads)
    assert gone.id not in [info.id for info in dialog.infos]
    assert not gone.path.exists() and dialog.list.topLevelItemCount() == 1


def test_deleting_a_round_deletes_its_reviews(qtbot, dialog):
    gone, kept = dialog.selected(), next(i for i in dialog.infos if i != dialog.selected())
    review = {"format": "dager-desktop/review", "version": 1, "review": {},
              "summary": {"date": "2026-03-01T10:00:00+08:00", "preset": "standard",
                          "decisions": 4, "agreement": 0.5, "expected_loss": 0.2}}
    for info in (gone, kept):
        dialog.replays.reviews.save(info.id, 0, review)
    dialog.ask_delete = lambda info: True
    click_and_wait(qtbot, dialog, dialog.delete_selected)
    assert not dialog.replays.reviews.path_of(gone.id, 0).exists()  # no orphan review
    assert dialog.replays.reviews.path_of(kept.id, 0).exists()


def test_import_reads_off_the_gui_thread_and_adds_the_round(qtbot, dialog, monkeypatch,
                                                           tmp_path):
    source = _an_export_elsewhere(tmp_path, luan_hu_round("standard"))
    threads = _recorded(monkeypatch, dialog.replays, "import_file")
    dialog.ask_import_path = lambda: source
    click_and_wait(qtbot, dialog, dialog.import_one)
    assert _off_the_gui_thread(threads)
    assert dialog.list.topLevelItemCount() == 3
    assert dialog.selected().imported and dialog.selected().luan_hu
    assert [i.id for i in dialog.infos] == [i.id for i in dialog.replays.entries()[0]]


def _refusal(call) -> str:
    with pytest.raises(StoreError) as refused:
        call()
    return notice_text(refused.value.notice)


def test_a_refused_import_shows_the_stores_reason(qtbot, dialog, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    expected = _refusal(lambda: Replays(tmp_path / "scratch").import_file(broken))
    dialog.ask_import_path = lambda: str(broken)
    click_and_wait(qtbot, dialog, dialog.import_one)
    assert dialog.message is not None and dialog.message.isVisible()
    assert dialog.message.text() == expected and "was not imported" in expected
    assert dialog.list.topLevelItemCount() == 2


def test_a_failed_export_shows_the_stores_reason(qtbot, dialog, tmp_path):
    (tmp_path / "a file").write_text("not a folder", encoding="utf-8")
    target = tmp_path / "a file" / "round.json"
    expected = _refusal(lambda: dialog.replays.export(dialog.selected().id, target))
    dialog.ask_export_path = lambda suggested: str(target)
    click_and_wait(qtbot, dialog, dialog.export_selected)
    assert dialog.message is not None and dialog.message.text() == expected


def test_a_round_that_does_not_replay_is_told_and_the_list_read_again(qtbot, dialog):
    info = dialog.selected()
    data = json.loads(info.path.read_text(encoding="utf-8"))
    data["round"]["actions"][0]["seat"] = 9
    info.path.write_text(json.dumps(data), encoding="utf-8")
    click_and_wait(qtbot, dialog, dialog.open_selected)
    assert dialog.viewer is None
    assert "does not replay" in dialog.message.text()
    qtbot.waitUntil(lambda: not dialog.listing())
    assert dialog.list.topLevelItemCount() == 1  # moved aside, gone from the list


def test_a_second_click_while_one_runs_starts_nothing(qtbot, dialog, monkeypatch):
    release = threading.Event()
    calls = []
    steps = dialog.replays.steps

    def slow(round_id):
        calls.append(round_id)
        release.wait(10)
        return steps(round_id)

    monkeypatch.setattr(dialog.replays, "steps", slow)
    asked = []
    dialog.ask_export_path = lambda suggested: asked.append("export") or ""
    dialog.ask_import_path = lambda: asked.append("import") or ""
    dialog.open_selected()
    qtbot.waitUntil(lambda: len(calls) == 1)
    dialog.open_selected()
    dialog.export_selected()
    dialog.import_one()
    release.set()
    qtbot.waitUntil(lambda: not dialog.busy())
    assert len(calls) == 1 and asked == []
    assert dialog.viewer is not None
    dialog.open_selected()  # once it is done, a click counts again
    qtbot.waitUntil(lambda: not dialog.busy())
    assert len(calls) == 2


def test_a_bug_on_the_worker_reaches_the_crash_hook_and_frees_the_buttons(
        qtbot, dialog, monkeypatch):
    def broken(round_id):
        raise RuntimeError("an engine bug")

    hooked = []
    monkeypatch.setattr(dialog.replays, "steps", broken)
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, tb: hooked.append(error))
    click_and_wait(qtbot, dialog, dialog.open_selected)
    assert [str(e) for e in hooked] == ["an engine bug"] and dialog.message is None
    assert not dialog.busy()


def test_without_a_window_the_files_are_done_at_once(qtbot, replays, tmp_path):
    dialog = ReplaysDialog(replays)
    qtbot.addWidget(dialog)
    dialog.refresh()
    target = tmp_path / "round.json"
    dialog.ask_export_path = lambda suggested: str(target)
    dialog.export_selected()
    assert not dialog.busy() and target.exists()
    dialog.ask_import_path = lambda: _an_export_elsewhere(tmp_path, luan_hu_round("standard"))
    dialog.import_one()
    assert dialog.list.topLevelItemCount() == 3 and dialog.selected().imported
    broken = tmp_path / "broken.json"
    broken.write_text("[]", encoding="utf-8")
    dialog.ask_import_path = lambda: str(broken)
    dialog.import_one()
    assert "was not imported" in dialog.message.text()
    dialog.open_selected()
    assert dialog.viewer is not None and dialog.viewer.info == dialog.selected()
    dialog.viewer.hide()  # let go before anything is drawn: its card faces are its own


def test_a_folder_that_cannot_be_read_keeps_the_list_and_says_so(qtbot, dialog, replays):
    # It showed "No rounds kept yet." behind the message, as if every round were gone.
    assert len(dialog.infos) == 2
    kept = replays.folder.rename(replays.folder.with_name("replays-away"))
    replays.folder.write_text("a file where the folder should be")
    dialog.refresh()
    qtbot.waitUntil(lambda: not dialog.listing())
    assert "cannot be read" in dialog.message.text()
    assert len(dialog.infos) == 2 and dialog.pages.currentWidget() is dialog.list
    dialog.message.close()
    fresh = ReplaysDialog(replays, dialog.parentWidget())  # opened while it cannot be read
    fresh.refresh()
    qtbot.waitUntil(lambda: not fresh.listing())
    assert fresh.pages.currentWidget() is fresh.empty
    assert fresh.empty.text() == "The replays folder cannot be read."
    fresh.message.close()
    replays.folder.unlink()
    kept.rename(replays.folder)
    fresh.refresh()
    qtbot.waitUntil(lambda: not fresh.listing())
    assert len(fresh.infos) == 2 and fresh.pages.currentWidget() is fresh.list
