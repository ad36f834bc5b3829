"""Practice mode through the window: "why not" tooltips, the 过张 tip, Hint, Undo."""

from __future__ import annotations

import threading
from html import unescape

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from dager_desktop.ai.advice import advise
from dager_desktop.engine import Action, ActionKind, Game, Phase, explain
from dager_desktop.ui.practice import mode as practice_mode
from dager_desktop.ui.practice.tips import GUO_TIP, TipDialog
from dager_desktop.ui.table.hand_model import LockedRole
from dager_desktop.ui.table.projection import HUMAN
from dager_desktop.ui.text.hint_text import refusal_text
from dager_desktop.ui.text.i18n import switch_language
from tests.engine.deals import deal, pass_opening, play
from tests.ui.helpers import SlowAgent, human_deciding, install, peng_on_offer, practice_window


def hover(widget, point: QPoint) -> str:
    """Ask ``widget`` for its tooltip at ``point``, as a resting mouse does."""
    event = QHelpEvent(QEvent.Type.ToolTip, point, widget.mapToGlobal(point))
    QApplication.sendEvent(widget, event)
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_hovering_a_disabled_peng_shows_the_guo_zhang_reason(make_window, qtbot):
    # The human passes the 碰, then turns the last 七 and may not 碰 it: it is 过张.
    window, game = peng_on_offer(make_window)
    asked = []

    def ask_tip(parent, card, script, answered, text_scale=1.0):
        asked.append(card)
        answered(True, True)

    window.practice.ask_tip = ask_tip
    install(window, game)
    qtbot.waitUntil(lambda: human_deciding(window), timeout=5000)
    QTest.keyClick(window, Qt.Key.Key_Space)  # 过 — first the 过张 explanation
    assert len(asked) == 1 and GUO_TIP in window.session.dismissed
    assert game.actions[-1] == (HUMAN, Action(ActionKind.PASS))
    peng = window.table.centre.responses.buttons["peng"]
    qtbot.waitUntil(lambda: not peng.isHidden(), timeout=5000)
    assert not peng.isEnabled()
    reason = refusal_text(explain(game, HUMAN, Action(ActionKind.PENG)), window.pixmaps.script)
    assert "Guo Zhang" in reason
    assert reason in peng.toolTip()
    assert "<i>" not in peng.toolTip()  # Qt slants Chinese glyphs it has no italic for
    assert reason in hover(peng, QPoint(10, 10))
    assert reason in unescape(window.practice.panel.blocked.text())  # rich text


def test_the_reason_on_a_disabled_button_survives_a_language_switch(make_window, qtbot):
    window, game = peng_on_offer(make_window)

    def ask_tip(parent, card, script, answered, text_scale=1.0):
        answered(True, True)

    window.practice.ask_tip = ask_tip
    install(window, game)
    qtbot.waitUntil(lambda: human_deciding(window), timeout=5000)
    QTest.keyClick(window, Qt.Key.Key_Space)  # 过: 七 becomes 过张
    peng = window.table.centre.responses.buttons["peng"]
    qtbot.waitUntil(lambda: not peng.isHidden() and not peng.isEnabled(), timeout=5000)
    refusal = explain(game, HUMAN, Action(ActionKind.PENG))
    try:
        window.choose_language("zh_TW")
        reason = refusal_text(refusal, window.pixmaps.script)
        assert "過張" in reason
        # the window's own tooltips are set on the switch too: the reason must win
        qtbot.waitUntil(lambda: reason in peng.toolTip(), timeout=3000)
        QApplication.processEvents()
        assert reason in peng.toolTip()
    finally:
        switch_language("en")
        QApplication.processEvents()


def _guo_tip_open(make_window, qtbot):
    """The human may 碰 七 and presses Space: the 过张 tip opens, unanswered."""
    window, game = peng_on_offer(make_window)
    install(window, game)
    qtbot.waitUntil(lambda: human_deciding(window), timeout=5000)
    before = len(game.actions)
    QTest.keyClick(window, Qt.Key.Key_Space)  # returns at once: the tip is opened, not run
    tip = window.findChild(TipDialog)
    assert tip is not None and tip.isVisible()
    assert len(game.actions) == before  # nothing passed yet
    return window, game, tip, before


def test_the_guo_zhang_tip_passes_only_when_confirmed(make_window, qtbot):
    window, game, tip, before = _guo_tip_open(make_window, qtbot)
    QTest.mouseClick(tip.back_button, Qt.MouseButton.LeftButton)
    assert len(game.actions) == before and human_deciding(window)
    assert GUO_TIP not in window.session.dismissed
    QTest.keyClick(window, Qt.Key.Key_Space)  # shown once per run: this pass goes through
    assert game.actions[-1] == (HUMAN, Action(ActionKind.PASS))


def test_enter_in_the_guo_zhang_tip_goes_back_rather_than_pass(make_window, qtbot):
    window, game, tip, before = _guo_tip_open(make_window, qtbot)
    QTest.keyClick(tip, Qt.Key.Key_Return)  # a pass cannot be taken back: not the default
    assert not tip.isVisible()
    assert len(game.actions) == before and human_deciding(window)


def test_space_again_in_the_guo_zhang_tip_does_not_hide_it_for_good(make_window, qtbot):
    # The focus was on "Don't show this again": a second Space, by habit, ticked it.
    window, game, tip, before = _guo_tip_open(make_window, qtbot)
    tip.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tip.back_button, timeout=3000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # presses Go back
    assert not tip.never.isChecked() and not tip.isVisible()
    assert len(game.actions) == before and GUO_TIP not in window.session.dismissed
    assert all("&" in w.text() for w in (tip.never, tip.pass_button, tip.back_button))


def test_a_guo_zhang_tip_closes_when_the_round_moves_on_and_passes_nothing(make_window, qtbot):
    window, game, tip, before = _guo_tip_open(make_window, qtbot)
    tip.never.setChecked(True)
    window.new_match()  # e.g. from a shortcut the box did not catch
    assert not tip.isVisible()  # it spoke of a card no longer on offer
    assert GUO_TIP in window.session.dismissed  # the tick still counts
    assert len(game.actions) == before  # the old round got no pass
    assert all(seat != HUMAN for seat, _ in window.session.game.actions)


def test_a_guo_zhang_tip_closes_when_another_seat_takes_the_card(make_window, qtbot):
    window, game, tip, before = _guo_tip_open(make_window, qtbot)
    window.practice.refresh()
    assert tip.isVisible()  # still the same question
    # the round moves on without the tip: as when another seat's claim outranks the
    # human's, here by an answer given past it
    assert window.flow.human_chose(Action(ActionKind.PASS))
    assert len(game.actions) > before
    assert not tip.isVisible()
    assert GUO_TIP not in window.session.dismissed
    assert not window.practice.tip_shown  # it may explain the next such pass


def test_a_kan_card_in_the_hand_says_why_it_cannot_be_played(make_window, qtbot):
    window = practice_window(make_window, seed=3)
    window.new_match()
    hand = window.table.hand
    model = window.models.hand

    def discard_turn_with_a_kan() -> bool:
        game = window.session.game
        if not human_deciding(window) or game.phase is not Phase.DISCARD:
            if human_deciding(window):
                window.flow.human_chose(window.flow.human_options()[0])
            return False
        return any(model.index(r, 0).data(LockedRole) for r in range(model.rowCount()))

    qtbot.waitUntil(discard_turn_with_a_kan, timeout=20000)
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(LockedRole))
    rect = hand.visualRect(model.index(row, 0))
    text = hover(hand.viewport(), rect.topLeft() + QPoint(6, 6))
    card = model.card_at(row)
    refusal = explain(window.session.game, HUMAN, Action(ActionKind.DISCARD, card))
    assert refusal is not None and refusal.code == "kan_locked"
    assert refusal_text(refusal, window.pixmaps.script) in text
    legal = {a.card for a in window.flow.human_options() if a.kind is ActionKind.DISCARD}
    assert window.practice.marks.legal == legal and card not in legal


def test_the_hand_facts_are_worked_out_once_per_state_of_the_round(make_window, qtbot,
                                                                   monkeypatch):
    window = practice_window(make_window, seed=3)
    window.new_match()
    qtbot.waitUntil(lambda: human_deciding(window), timeout=10000)
    calls = []
    real = practice_mode.hand_hints
    monkeypatch.setattr(practice_mode, "hand_hints", lambda view: calls.append(1) or real(view))
    for _ in range(3):
        window.practice.refresh()
    assert len(calls) <= 1  # it changes with the round's events, not with each refresh


def test_a_hint_belongs_to_its_round_not_to_a_round_at_the_same_point(make_window, qtbot):
    window = practice_window(make_window, seed=3)
    window.new_match()
    qtbot.waitUntil(lambda: human_deciding(window), timeout=10000)
    options = window.flow.human_options()
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.practice.advice is not None, timeout=10000)
    assert window.practice._current_advice(options) is not None
    # another round object at the same move with the same choices (a rewound one, or
    # a new round that Python gave the old one's id): the hint is not carried over
    window.session.match.game = window.session.game.clone()
    assert window.practice._current_advice(options) is None


def test_hint_shows_the_normal_players_move_and_never_plays(make_window, qtbot):
    window = practice_window(make_window, seed=3)
    window.new_match()
    qtbot.waitUntil(lambda: human_deciding(window), timeout=10000)
    game = window.session.game
    before = list(game.actions)
    view, options = game.view(HUMAN), window.flow.human_options()
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.practice.advice is not None, timeout=10000)
    _, advice = window.practice.advice
    assert advice == advise(view, options, "normal", window.session.match.seed)
    assert game.actions == before and human_deciding(window)  # it never plays
    assert window.session.assisted
    line = window.practice.panel.hint.text()
    assert line.startswith("<b>The Normal player would: ")  # the move, then why
    if advice.action.kind is ActionKind.DISCARD:
        assert window.practice.marks.hinted == advice.action.card
    else:
        key = advice.action.kind.value
        assert window.table.centre.responses.buttons[key].property("hinted")


def test_undo_restores_the_exact_prior_view(make_window, qtbot):
    window = practice_window(make_window, seed=7)
    window.new_match()

    def discard_turn() -> bool:  # the human alone decides: no computer answer races it
        if not human_deciding(window):
            return False
        if window.session.game.phase is Phase.DISCARD:
            return True
        window.flow.human_chose(window.flow.human_options()[-1])
        return False

    qtbot.waitUntil(discard_turn, timeout=10000)
    game = window.session.game
    prior_view, prior_actions = game.view(HUMAN), list(game.actions)
    options = window.flow.human_options()
    window.flow.human_chose(options[-1])
    # The computer players answer; then it is the human's turn again.
    qtbot.waitUntil(lambda: human_deciding(window) or game.over, timeout=10000)
    assert not game.over and len(game.actions) > len(prior_actions) + 1
    assert window.practice.undo()
    assert human_deciding(window)  # at once: the round is put back without animation
    restored = window.session.game
    assert restored is not game and restored.actions == prior_actions
    assert restored.view(HUMAN) == prior_view
    assert window.flow.human_options() == options
    assert sorted(window.models.hand.cards()) == sorted(prior_view.hand)
    assert window.models.centre.stock_count == prior_view.stock_count
    assert window.session.assisted


def test_without_rule_hints_there_is_no_panel_and_no_undo(make_window, qtbot):
    window = make_window(seed=7)
    window.new_match()
    qtbot.waitUntil(lambda: human_deciding(window), timeout=10000)
    assert not window.session.hints
    assert window.practice.dock.isHidden()
    window.flow.human_chose(window.flow.human_options()[0])
    assert not window.practice.undo()
    assert not window.session.assisted
    window.practice.menu.hints_action.trigger()  # Options ▸ Rule hints
    assert window.session.hints and not window.practice.dock.isHidden()


def test_an_assisted_round_is_marked_in_its_record(qapp):
    from dager_desktop.ai import make_agent
    from dager_desktop.ui.round.session import Session

    session = Session("standard", 4)
    match = session.new_match()
    game = session.next_round()
    session.mark_assisted()
    agent = make_agent("normal", 1)
    while not game.over:
        decision = game.decisions()[0]
        game.apply(decision.seat, agent.choose(game.view(decision.seat), decision.options))
    session.book_round()
    assert match.finished[-1]["assisted"] is True
    assert Game.from_record(match.finished[-1]).result == game.result  # still replays
    session.next_round()
    assert not session.assisted


def test_a_mandatory_peng_is_not_offered_with_space_to_pass(make_window, qtbot):
    window = practice_window(make_window, factory=lambda level, seed: SlowAgent(seed, 2.0))
    window.new_match()
    game = deal({3: "五", 0: "五五"}, dealer=3, rules=window.session.rules)
    pass_opening(game)
    play(game, 3, "discard 五")
    install(window, game)
    qtbot.waitUntil(lambda: human_deciding(window), timeout=5000)
    assert not any(a.kind is ActionKind.PASS for a in window.flow.human_options())
    message = window.models.centre.message
    assert "Space" not in message and "must claim" in message


def test_before_any_round_the_panel_says_nothing_about_a_hand(make_window, qtbot):
    window = practice_window(make_window)
    window.practice.refresh()
    assert window.session.game is None
    assert window.practice.panel.facts.text() == ""
    window.practice.panel.retranslate()  # as a language switch does
    assert window.practice.panel.facts.text() == ""
    window.practice.panel.set_facts(None)  # the player is the 底家 of a round
    assert "Dijia" in window.practice.panel.facts.text()


def chi_offered(make_window, qtbot, hand: str):
    """The dealer (seat 3) plays 一 and the human, its 下家 holding ``hand``, may 吃 it."""
    window = make_window(factory=lambda level, seed: SlowAgent(seed, 2.0))
    window.new_match()
    game = deal({3: "一", 0: hand}, dealer=3, rules=window.session.rules)
    pass_opening(game)
    play(game, 3, "discard 一")
    install(window, game)
    qtbot.waitUntil(lambda: human_deciding(window), timeout=5000)
    chis = tuple(a for a in window.flow.human_options() if a.kind is ActionKind.CHI)
    return window, game, chis


def test_the_chi_chooser_closes_when_its_card_is_no_longer_on_offer(make_window, qtbot,
                                                                     monkeypatch):
    window, game, chis = chi_offered(make_window, qtbot, "二三壹壹")
    assert len(chis) >= 2
    window.decisions.choose_chi(chis)
    window.decisions.show_decision(None)  # the human's turn is redrawn: the 吃 still stands
    assert window.chi_dialog is not None
    monkeypatch.setattr(game, "decisions", lambda: ())  # another seat's 碰 took the card
    window.decisions.show_decision(None)
    assert window.chi_dialog is None


def test_each_way_to_chi_reads_differently_when_only_the_bi_differs(make_window, qtbot):
    window, _game, chis = chi_offered(make_window, qtbot, "一二三二三壹壹")
    same_meld = [a for a in chis if a.bi and any(b.meld == a.meld for b in chis if b != a)]
    assert same_meld, "the deal should give two 吃 of one 列 with different 比"
    window.decisions.choose_chi(chis)
    texts = [button.text() for button in window.chi_dialog.buttons]
    assert len(set(texts)) == len(texts) and any("Bi" in t for t in texts)


def test_at_the_opening_hu_and_pass_speak_of_the_dealt_hand(make_window):
    window = make_window()
    responses = window.table.centre.responses
    responses.offer((Action(ActionKind.HU), Action(ActionKind.PASS)), "opening")
    assert "dealt hand" in responses.buttons["hu"].toolTip()
    assert "card" not in responses.buttons["pass"].toolTip()
    responses.offer((Action(ActionKind.HU), Action(ActionKind.PASS)), "claim")
    assert "this card" in responses.buttons["hu"].toolTip()


def test_the_selected_discard_is_listed_even_past_the_first_four(qapp):
    from dager_desktop.engine import Card, HandHints, WaitHint
    from dager_desktop.ui.practice.panel import MAX_DISCARDS, HintPanel

    faces = list(Card)[: MAX_DISCARDS + 2]
    after = tuple((face, (WaitHint(Card.X1, 12, 4 - min(i, 3), False, (), 5),))
                  for i, face in enumerate(faces))  # fewer live copies further down
    hints = HandHints(0, 0, (), after, True)
    panel = HintPanel()
    panel.set_facts(hints)
    last = faces[-1]
    assert panel.facts.text().count("<b>") == MAX_DISCARDS
    panel.selected = last  # the card the player picked for Discard + Bao
    panel.set_facts(hints)
    assert panel.facts.text().count("<b>") == MAX_DISCARDS + 1


def test_undo_disposes_of_an_open_chi_chooser(make_window, qtbot):
    window, _game, chis = chi_offered(make_window, qtbot, "二三壹壹")
    window.session.set_hints(True)
    # a decision to take back (past the 过张 explanation, which would hold it)
    window.flow.human_chose(Action(ActionKind.PASS), checked=True)
    window.decisions.choose_chi(chis)  # a chooser still open when Undo is pressed
    chooser = window.chi_dialog
    assert chooser is not None and window.practice.can_undo()
    assert window.practice.undo()
    assert window.chi_dialog is None and chooser.signalsBlocked()  # its answer is never heard
    assert set(chis) <= set(window.flow.human_options())  # the 吃 is offered again


def test_the_hand_facts_go_when_the_round_is_over(make_window, qtbot):
    from tests.ui.helpers import HumanDriver

    window = make_window(seed=3)
    window.session.set_hints(True)
    window.session.dismissed.add(GUO_TIP)  # the tip would wait for an answer
    facts = window.practice.panel.facts
    seen: list[str] = []
    # plays the human's turns, noting the facts shown at each
    driver = HumanDriver(window, on_decision=lambda driver: seen.append(facts.text()))
    window.new_match()
    qtbot.waitUntil(driver.done, timeout=30000)
    assert seen and all("Hu so far" in text for text in seen)
    assert facts.text() == ""  # not "Not ready yet" about a hand no longer in play


def test_a_hint_goes_before_the_sprites_queued_at_start_up(make_window, qtbot, monkeypatch):
    # Behind the sprite batches of a large window (about 2 s of them), the first hints
    # of a session came seconds late.
    window = practice_window(make_window, seed=3)
    window.new_match()
    qtbot.waitUntil(lambda: human_deciding(window), timeout=10000)
    release, order = threading.Event(), []

    def advising(*args):
        order.append("hint")
        return advise(*args)

    monkeypatch.setattr(practice_mode, "advise", advising)
    window.tasks.run(release.wait, lambda r, e: None)  # the one worker is busy
    window.tasks.run(lambda: order.append("sprites"), lambda r, e: None)
    QTest.keyClick(window, Qt.Key.Key_H)
    release.set()
    qtbot.waitUntil(lambda: len(order) == 2 and window.practice.advice is not None,
                    timeout=10000)
    assert order == ["hint", "sprites"]
