"""The keyboard: 1–9 pick, Enter plays, Space passes; dragging a card onto the table plays it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtTest import QTest

from dager_desktop.engine import ActionKind
from dager_desktop.ui.table.hand_model import LegalRole
from tests.ui.helpers import HumanDriver


def _keys_player(window, log):
    def act(driver: HumanDriver) -> None:
        responses = window.table.centre.responses
        game = window.session.game
        before = len(game.actions)
        if responses.mode == "discard":
            legal = _first_legal_column(window)
            QTest.keyClick(window, Qt.Key(Qt.Key.Key_1.value + legal))
            QTest.keyClick(window, Qt.Key.Key_Return)
            log.append(("enter", len(game.actions) > before, game.actions[-1]))
        elif any(a.kind is ActionKind.PASS for a in window.flow.human_options()):
            QTest.keyClick(window, Qt.Key.Key_Space)
            log.append(("space", len(game.actions) > before, game.actions[-1]))

    return act


def _first_legal_column(window) -> int:
    model = window.models.hand
    for column, cards in enumerate(model.columns()):
        row = model.row_of(column, len(cards) - 1)
        if model.index(row, 0).data(LegalRole):
            return column
    raise AssertionError("no legal card")


def test_number_enter_and_space_act(make_window, qtbot):
    window = make_window(seed=3)
    log = []
    driver = HumanDriver(window, rounds=2, on_decision=_keys_player(window, log))
    window.new_match()
    qtbot.waitUntil(lambda: {k for k, *_ in log} >= {"enter", "space"} or driver.done(),
                    timeout=30000)
    kinds = {k for k, *_ in log}
    assert "enter" in kinds
    for kind, acted, (seat, action) in log:
        assert acted and seat == 0
        expected = ActionKind.PASS if kind == "space" else ActionKind.DISCARD
        assert action.kind in (expected, ActionKind.BAO)


def test_dragging_a_card_onto_the_table_plays_it(make_window, qtbot):
    window = make_window(seed=3)
    played = []

    def drag(driver: HumanDriver) -> None:
        if window.table.centre.responses.mode != "discard" or played:
            return
        hand = window.table.hand
        model = window.models.hand
        row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(LegalRole))
        start = hand.visualRect(model.index(row, 0)).topLeft() + QPoint(6, 6)
        centre = window.table.centre
        target = hand.viewport().mapFromGlobal(centre.mapToGlobal(centre.rect().center()))
        game = window.session.game
        before = len(game.actions)
        QTest.mousePress(hand.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         start)
        QTest.mouseMove(hand.viewport(), start + QPoint(20, -20))
        QTest.mouseMove(hand.viewport(), target)
        QTest.mouseRelease(hand.viewport(), Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier, target)
        played.append(len(game.actions) > before)

    driver = HumanDriver(window, rounds=1, on_decision=drag)
    window.new_match()
    qtbot.waitUntil(lambda: bool(played) or driver.done(), timeout=30000)
    assert played == [True]


def test_keys_do_nothing_when_it_is_not_the_humans_turn(make_window, qtbot):
    window = make_window(seed=3, speed="normal")
    window.new_match()
    QTimer.singleShot(0, lambda: QTest.keyClick(window, Qt.Key.Key_Space))
    qtbot.wait(50)
    assert window.flow.state_name in ("dealing", "reveal", "playing", "routing", "ai", "human")


def test_a_held_key_answers_once(make_window):
    from PySide6.QtGui import QShortcut

    window = make_window(seed=3)
    shortcuts = window.findChildren(QShortcut)
    assert len(shortcuts) >= 12  # Space, Return, Enter, 1–9
    assert not any(s.autoRepeat() for s in shortcuts)


def _keys_on_a_bar_set_by_hand(make_window, qtbot):
    """A dealt round, its flow stopped, the window active: the response bar is the
    test's to set, and the keys (the window's shortcuts) act on it."""
    from PySide6.QtWidgets import QApplication

    window = make_window(seed=3)
    window.new_match()
    qtbot.waitUntil(lambda: window.table.centre.state.dealt, timeout=5000)
    window.flow.stop()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    return window, window.table.centre.responses


def test_shift_enter_plays_the_selected_card_and_declares_bao(make_window, qtbot):
    from dager_desktop.engine import Action, Card

    window, responses = _keys_on_a_bar_set_by_hand(make_window, qtbot)
    card = Card.X5
    plain, bao = Action(ActionKind.DISCARD, card), Action(ActionKind.BAO, card)
    chosen = []
    responses.chosen.connect(chosen.append)
    responses.offer((plain, bao), "discard")  # as the dealer's opening discard may be
    responses.set_selected_card(card)
    QTest.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert chosen == [bao]
    responses.offer((plain,), "discard")  # no 报 on offer: Shift+Enter does nothing
    responses.set_selected_card(card)
    QTest.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert chosen == [bao]


def test_enter_before_a_button_is_picked_says_how_to_pick_one(make_window, qtbot):
    from dager_desktop.engine import Action, Card

    window, responses = _keys_on_a_bar_set_by_hand(make_window, qtbot)
    chosen = []
    responses.chosen.connect(chosen.append)
    card = Card.X5
    responses.offer((Action(ActionKind.PENG, card), Action(ActionKind.PASS)), "claim")
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert chosen == []  # nothing was picked, so nothing is chosen ...
    assert "1–2" in window.statusBar().currentMessage()  # ... but the player is told how
    window.choose_language("zh_CN")
    qtbot.waitUntil(lambda: "按 1–2" in window.statusBar().currentMessage(), timeout=3000)
    window.choose_language("en")
    QTest.keyClick(window, Qt.Key.Key_2)
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert chosen == [Action(ActionKind.PASS)]


# -- a key or a card that can do nothing says why, by the hand -------------------------------


def _note_says(window, words: str) -> bool:
    note = window.note
    return note.isVisible() and words in note.text()


def test_a_refused_card_is_explained_by_the_hand_not_only_in_the_status_bar(make_window,
                                                                           qtbot):
    from dager_desktop.engine import Action, why_not
    from dager_desktop.ui.text.hint_text import refusal_text
    from tests.ui.helpers import until_my_discard

    window = make_window(seed=3, size=(1024, 700))
    window.new_match()
    until_my_discard(window, qtbot, min_actions=1)
    game = window.session.game
    legal = {a.card for a in window.flow.human_options()}
    refused = next(c for c in window.models.hand.cards() if c not in legal) \
        if set(window.models.hand.cards()) - legal else None
    if refused is None:  # every card may be played: a pass is what is refused here
        QTest.keyClick(window, Qt.Key.Key_Space)
        action = Action(ActionKind.PASS)
    else:
        window.play_card(refused)
        action = Action(ActionKind.DISCARD, refused)
    offered = {d.seat: d.options for d in game.decisions()}
    text = refusal_text(why_not(game, 0, action, offered), window.pixmaps.script)
    assert window.statusBar().currentMessage() == text
    assert _note_says(window, text)
    # where the player looks: on the line under the cards, over the prompt's text whole
    # (a prompt half hidden under it read as garbage), above the hand
    note, line = window.note.geometry(), window.table.centre.message
    prompt = window.note._anchor_text()
    assert note.contains(QRect(line.mapTo(window, prompt.topLeft()), prompt.size()))
    panel = window.table.panels["bottom"]
    assert note.top() < panel.mapTo(window, panel.rect().topLeft()).y()
    # it takes no click: the cards under it stay playable
    assert window.note.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    # and it goes when the next question is asked
    window.flow.human_chose(window.flow.human_options()[0], checked=True)
    qtbot.waitUntil(lambda: not window.note.isVisible(), timeout=5000)


def test_space_on_a_discard_turn_says_a_card_must_be_played(make_window, qtbot):
    from tests.ui.helpers import until_my_discard

    window = make_window(seed=3)
    window.new_match()
    until_my_discard(window, qtbot, min_actions=1)
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert _note_says(window, "You must play a card")


def test_enter_with_no_card_selected_says_how_to_select_one(make_window, qtbot):
    window, responses = _keys_on_a_bar_set_by_hand(make_window, qtbot)
    from dager_desktop.engine import Action, Card

    responses.offer((Action(ActionKind.DISCARD, Card.X5),), "discard")
    window.table.hand.clearSelection()
    window.table.hand.setCurrentIndex(window.table.hand.model().index(-1, 0))
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert _note_says(window, "No card is selected")


def test_enter_before_a_button_is_picked_says_so_by_the_hand(make_window, qtbot):
    from dager_desktop.engine import Action, Card

    window, responses = _keys_on_a_bar_set_by_hand(make_window, qtbot)
    responses.offer((Action(ActionKind.PENG, Card.X5), Action(ActionKind.PASS)), "claim")
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert _note_says(window, "1–2")
    window.choose_language("zh_CN")  # said again in the new language
    qtbot.waitUntil(lambda: _note_says(window, "按 1–2"), timeout=3000)


def test_a_number_beyond_the_buttons_says_how_many_there_are(make_window, qtbot):
    from dager_desktop.engine import Action, Card

    window, responses = _keys_on_a_bar_set_by_hand(make_window, qtbot)
    responses.offer((Action(ActionKind.PENG, Card.X5), Action(ActionKind.PASS)), "claim")
    QTest.keyClick(window, Qt.Key.Key_5)
    assert _note_says(window, "no button 5") and _note_says(window, "1–2")
    responses.clear()
    from dager_desktop.engine import parse_cards

    window.models.hand.reset_hand(parse_cards("一二三七八"))
    columns = window.table.hand.hand_model().column_count()
    assert 0 < columns < 9, columns
    QTest.keyClick(window, Qt.Key.Key_9)
    assert _note_says(window, "no column 9"), (window.note.text(), columns)
