"""The move log beside the table: it follows the playback for the whole round, is
reworded at once by a language switch, is put back by an undo, and folds."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

from dager_desktop.engine import Event, EventKind, Phase, parse_cards
from dager_desktop.ui.table.move_log_model import MoveLogModel, ToneRole
from dager_desktop.ui.text.i18n import switch_language
from tests.ui.helpers import HumanDriver, human_deciding, practice_window

FIVE = parse_cards("五")[0]


def test_the_model_keeps_events_and_lists_those_with_words(qapp):
    model = MoveLogModel()
    inserted = []
    model.rowsInserted.connect(lambda *_: inserted.append(1))
    shown = [Event(EventKind.DISCARDED, 2, FIVE), Event(EventKind.WINDOW_OPENED, 2, FIVE),
             Event(EventKind.WINDOW_CLOSED, 2, FIVE), Event(EventKind.PLAYED_OUT, 2, FIVE)]
    for event in shown:
        model.append(event)
    assert model.events() == tuple(shown) and model.rowCount() == 2 and len(inserted) == 2
    assert model.lines() == ['Li: plays "五"', 'Nobody takes "五"']
    assert [model.index(r).data(ToneRole) for r in range(2)] == ["plain", "quiet"]
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    model.show_events([*shown, Event(EventKind.BAO, 3)])  # more of the same: rows added
    assert resets == [] and model.rowCount() == 3
    assert model.index(2).data(ToneRole) == "call"
    model.show_events(shown[:1])  # a step back: rebuilt
    assert resets == [1] and model.lines() == ['Li: plays "五"']
    switch_language("zh_CN")  # the words are kept per language: asked again, not stale
    assert model.lines() == ["小李打出「五」"]
    switch_language("en")
    model.clear()
    assert model.rowCount() == 0 and model.events() == ()


def test_the_log_follows_a_whole_round_and_starts_again_with_the_next(make_window, qtbot):
    window = make_window(seed=5)
    driver = HumanDriver(window, rounds=1)
    window.new_match()
    qtbot.waitUntil(driver.done, timeout=60000)
    game = window.session.game
    log = window.move_log.model
    assert log.events() == tuple(game.events)
    kinds = {e.kind for e in game.events} - {EventKind.WINDOW_OPENED, EventKind.WINDOW_CLOSED}
    assert log.rowCount() == sum(1 for e in game.events if e.kind in kinds)
    assert all(line for line in log.lines())
    window.next_round()
    qtbot.waitUntil(lambda: window.session.game is not game and log.rowCount() > 0,
                    timeout=5000)
    assert log.events() == tuple(window.session.game.events)[: len(log.events())]


def test_a_language_switch_rewords_the_log_at_once(make_window, qtbot):
    window = make_window(seed=3)
    window.new_match()
    qtbot.waitUntil(lambda: human_deciding(window), timeout=10000)
    log = window.move_log.model
    english = log.lines()
    assert english and english[0].endswith("cards dealt")
    changed = []
    log.dataChanged.connect(lambda *_: changed.append(1))
    window.choose_language("zh_CN")
    qtbot.waitUntil(lambda: bool(changed), timeout=3000)
    chinese = log.lines()
    assert len(chinese) == len(english) and chinese[0].startswith("给")
    assert not re.search(r"[A-Za-z]", "".join(chinese))
    assert window.move_log.bar.text() == "出牌记录"
    # what the view shows is the model's: the first row reads in Chinese too
    view = window.move_log.view
    assert view.model().index(0, 0).data() == chinese[0]
    switch_language("en")
    QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: log.lines() == english, timeout=3000)


def test_an_undo_puts_the_log_back_as_the_round_was(make_window, qtbot):
    window = practice_window(make_window, seed=7)
    window.new_match()

    def discard_turn() -> bool:
        if not human_deciding(window):
            return False
        if window.session.game.phase is Phase.DISCARD:
            return True
        window.flow.human_chose(window.flow.human_options()[-1])
        return False

    qtbot.waitUntil(discard_turn, timeout=10000)
    before = window.move_log.model.events()
    window.flow.human_chose(window.flow.human_options()[-1])
    qtbot.waitUntil(lambda: human_deciding(window) or window.session.game.over, timeout=10000)
    assert len(window.move_log.model.events()) > len(before)
    assert window.practice.undo()
    assert window.move_log.model.events() == before


def test_the_log_starts_folded_on_a_small_window_and_open_on_a_big_one(make_window, qtbot):
    small = make_window(seed=3, size=(1024, 700))
    small.session.set_hints(True)
    small.new_match()
    dock = small.move_log
    qtbot.waitUntil(lambda: dock.folded() and dock.height() <= dock.bar.thickness() + 2,
                    timeout=3000)
    big = make_window(seed=3, size=(1600, 1000))
    qtbot.waitUntil(lambda: not big.move_log.folded() and big.move_log.view.isVisible(),
                    timeout=3000)


def test_the_players_fold_is_kept_and_a_lone_folded_log_is_a_strip(make_window, qtbot):
    window = make_window(seed=3, size=(1024, 700))  # the hints are off: the log alone
    window.new_match()
    dock = window.move_log
    qtbot.waitUntil(lambda: dock.folded() and dock.width() <= dock.bar.thickness() + 2,
                    timeout=3000)
    assert dock.bar.upright
    QTest.mouseClick(dock.bar, Qt.MouseButton.LeftButton)  # the player opens it
    qtbot.waitUntil(lambda: dock.view.isVisible() and dock.width() >= 200, timeout=3000)
    assert not dock.bar.upright
    window.resize(1000, 680)  # smaller still: the player's choice holds
    qtbot.wait(50)
    assert not dock.folded()
    dock.set_folded(True)
    window.resize(1700, 1000)  # and so does a fold the player made
    qtbot.wait(50)
    assert dock.folded()
