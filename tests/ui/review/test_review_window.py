"""The review window (复盘): valued off the GUI thread, listed with marks, filtered,
the table and bars of the decision selected, kept so as not to be computed twice."""

from __future__ import annotations

import json
import re
import threading

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMessageBox

from dager_desktop.ai import review as review_module
from dager_desktop.ai.review import moments
from dager_desktop.engine import Game
from dager_desktop.ui.review import job as job_module
from dager_desktop.ui.review.kept import KeptReviews
from dager_desktop.ui.review.window import ReviewWindow, open_review
from dager_desktop.ui.text.review_text import reason_text
from tests.ai.review_helpers import finished_record, first_seat


@pytest.fixture
def record():
    return finished_record("standard", 3)


def _window(qtbot, host, record, **opts) -> ReviewWindow:
    window = ReviewWindow(record, first_seat(record), tasks=host.tasks, parent=host,
                          iterations=2, **opts)
    qtbot.addWidget(window)
    window.start()
    return window


def _finished(qtbot, window: ReviewWindow) -> None:
    qtbot.waitUntil(lambda: window.job.review is not None or window.error is not None,
                    timeout=30_000)


def test_decisions_are_valued_off_the_gui_thread_and_listed(qtbot, host, record, monkeypatch):
    threads = []
    value = job_module.value_moment

    def valued(agent, moment):
        threads.append(threading.current_thread())
        return value(agent, moment)

    monkeypatch.setattr(job_module, "value_moment", valued)
    window = _window(qtbot, host, record)
    assert window.list.count() == 0  # nothing valued yet: the GUI thread did not wait
    _finished(qtbot, window)
    expected = len(moments(record, first_seat(record)))
    assert window.list.count() == expected == len(threads)
    assert threading.main_thread() not in threads
    assert not window.progress.isVisible()
    assert not re.search(r"%\d", window.summary.text())  # every placeholder filled


def test_the_selected_decision_shows_its_table_bars_and_reason(qtbot, host, record):
    window = _window(qtbot, host, record)
    _finished(qtbot, window)
    window.list.setCurrentRow(window.list.count() - 1)
    decision = window.selected()
    assert decision is not None
    assert window.viewer.step == decision.step
    assert window.bars.options == decision.options
    assert reason_text(decision) in window.reason.text()
    window.bars.resize(500, window.bars.sizeHint().height())
    assert not window.bars.grab().isNull()


def _in_sight(window: ReviewWindow, seat: int) -> bool:
    scroll, row = window.viewer.seat_scroll, window.viewer.rows[seat]
    top = row.mapTo(scroll.viewport(), QPoint(0, 0)).y()
    shown = scroll.viewport().height()
    return top == 0 if row.height() > shown else 0 <= top <= shown - row.height()


@pytest.mark.parametrize("pick_last", [False, True])
def test_the_seat_under_review_is_kept_in_sight_where_the_rows_scroll(qtbot, host, record,
                                                                      pick_last):
    window = _window(qtbot, host, record)
    seat = first_seat(record)
    assert seat == max(window.viewer.rows)  # the last of four rows
    window.resize(1100, 720)
    window.show()
    _finished(qtbot, window)  # the first decision is shown, and the bars come in below
    if pick_last:
        window.list.setCurrentRow(window.list.count() - 1)
    assert window.viewer.seat_scroll.verticalScrollBar().maximum() > 0  # the rows scroll
    qtbot.waitUntil(lambda: _in_sight(window, seat))


def test_the_summary_claims_no_agreement_before_a_decision_is_valued(qtbot, host, record,
                                                                      monkeypatch):
    started = threading.Event()
    release = threading.Event()
    value = job_module.value_moment

    def held(agent, moment):
        started.set()
        release.wait(10)
        return value(agent, moment)

    monkeypatch.setattr(job_module, "value_moment", held)
    window = _window(qtbot, host, record)
    qtbot.waitUntil(started.is_set)
    qtbot.waitUntil(lambda: window.total > 0)
    text = window.summary.text()
    release.set()
    assert str(window.total) in text and "%" not in text and "agrees" not in text


def test_differences_only_hides_the_decisions_that_agree(qtbot, host, record):
    window = _window(qtbot, host, record)
    _finished(qtbot, window)
    window.differences.setChecked(True)
    shown = [window.list.item(r).data(256) for r in range(window.list.count())
             if not window.list.item(r).isHidden()]
    assert all(d.differs for d in shown)
    assert len(shown) == sum(d.differs for d in window.decisions())
    window.differences.setChecked(False)
    assert all(not window.list.item(r).isHidden() for r in range(window.list.count()))


def test_a_finished_review_is_kept_and_read_back(qtbot, host, record, tmp_path, monkeypatch):
    kept = KeptReviews(tmp_path / "reviews")
    first = _window(qtbot, host, record, kept=kept)
    _finished(qtbot, first)
    qtbot.waitUntil(lambda: kept.path_of(record, first_seat(record)).exists())
    monkeypatch.setattr(job_module, "value_moment",
                        lambda *a: pytest.fail("a kept review is valued again"))
    second = _window(qtbot, host, record, kept=kept)
    _finished(qtbot, second)
    assert second.review().to_json() == first.review().to_json()


def test_a_round_that_cannot_be_reviewed_says_why(qtbot, host, record):
    unfinished = dict(record, actions=record["actions"][:4])
    window = _window(qtbot, host, unfinished)
    _finished(qtbot, window)
    assert "not finished" in window.summary.text()


def test_closing_the_window_ends_the_review(qtbot, host, record):
    window = _window(qtbot, host, record)
    qtbot.waitUntil(lambda: window.list.count() >= 1, timeout=30_000)
    job = window.job
    window.close()
    assert not job.running()


def test_open_review_keeps_beside_the_replays_folder(qtbot, host, record, tmp_path):
    host.review_folder = tmp_path / "replays"
    window = open_review(host, record, first_seat(record))
    qtbot.addWidget(window)
    assert window.job.kept is not None
    assert window.job.kept.folder == tmp_path / "replays" / "reviews"
    window.close()


def test_a_review_that_does_not_fit_its_round_is_not_used(tmp_path, record):
    kept = KeptReviews(tmp_path)
    seat = first_seat(record)
    done = review_module.review(record, seat, iterations=1)
    assert kept.save(record, done)
    other = Game.from_record(finished_record("standard", 5))
    assert kept.load(other.to_record(), seat) == (None, [])
    path = kept.path_of(record, seat)
    path.write_text(path.read_text().replace('"step":', '"step":1000+'), encoding="utf-8")
    review, notices = kept.load(record, seat)  # not JSON any more: set aside, said
    assert review is None and [n.code for n in notices] == ["moved_aside"]
    assert kept.save(record, done)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["review"]["decisions"][0]["step"] = 10_000  # no decision of the seat there
    path.write_text(json.dumps(data), encoding="utf-8")
    review, notices = kept.load(record, seat)
    assert review is None and [n.code for n in notices] == ["moved_aside"]
    assert "does not fit its round" in notices[0].text and not path.exists()


@pytest.mark.parametrize("body", [{}, {"seat": "x"}, {"seat": 0, "decisions": [1]},
                                  {"seat": 0, "decisions": [{"step": []}]},
                                  {"seat": 0, "decisions": [{"step": 0, "options": "x"}]},
                                  {"seat": 99, "decisions": []}])
def test_any_review_that_does_not_fit_is_set_aside_never_a_crash(tmp_path, record, body):
    kept = KeptReviews(tmp_path)
    seat = first_seat(record)
    assert kept.save(record, review_module.review(record, seat, iterations=1))
    path = kept.path_of(record, seat)
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "review": body}), encoding="utf-8")
    review, notices = kept.load(record, seat)
    assert review is None and [n.code for n in notices] == ["moved_aside"]


def test_a_damaged_kept_review_is_said_set_aside_and_valued_again(qtbot, host, record,
                                                                  tmp_path):
    kept = KeptReviews(tmp_path / "reviews")
    path = kept.path_of(record, first_seat(record))
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "dager-desktop/rev', encoding="utf-8")
    window = _window(qtbot, host, record, kept=kept)
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "StoreNotices") is not None)
    box = window.findChild(QMessageBox, "StoreNotices")
    assert "review file" in box.text() and ".unreadable-" in box.text()
    box.accept()
    _finished(qtbot, window)
    qtbot.waitUntil(path.exists)  # valued again, and kept anew
    assert len(list(path.parent.glob(path.name + ".unreadable-*"))) == 1


def test_the_measures_over_time_chart_every_kept_review_of_the_preset(qtbot, host, tmp_path):
    kept = KeptReviews(tmp_path / "reviews")
    for seed in (3, 7):
        record = finished_record("standard", seed)
        assert kept.save(record, review_module.review(record, first_seat(record),
                                                      iterations=1))
    other = finished_record("mingtang", 3)
    kept.save(other, review_module.review(other, first_seat(other), iterations=1))
    history, _ = kept.history("standard")
    assert len(history) == 2 and [k.date for k in history] == sorted(k.date for k in history)
    window = _window(qtbot, host, finished_record("standard", 3), kept=kept)
    _finished(qtbot, window)
    qtbot.waitUntil(lambda: len(window.history.kept) == 2)
    assert len(window.history.agreement.points) == 2
    assert "2 rounds reviewed" in window.history.heading.text()


def test_the_dijia_is_told_it_held_no_cards(qtbot, host, record):
    dijia = next(s for s in range(4) if s not in Game.from_record(record).order)
    window = ReviewWindow(record, dijia, tasks=host.tasks, parent=host, iterations=1)
    qtbot.addWidget(window)
    window.start()
    _finished(qtbot, window)
    assert "Dijia" in window.summary.text()
