"""Playing through the window: a 3-round match, the screenshot, the round-over dialog."""

from __future__ import annotations

import pytest

from dager_desktop.engine import Phase
from dager_desktop.ui.table import budget
from tests.ui.helpers import HumanDriver, deal_with_the_human_as_dijia


def test_a_three_round_match_through_the_ui(make_window, qtbot):
    window = make_window(seed=21)
    driver = HumanDriver(window, rounds=3)
    window.new_match()
    qtbot.waitUntil(driver.done, timeout=40000)
    match = window.session.match
    assert driver.dialogs_seen == 3
    assert driver.decisions > 0  # the human really played
    assert len(match.results) == 3
    assert window.models.scoreboard.totals() == {s: match.totals[s] for s in range(4)}
    for seat in range(4):
        assert window.models.seats.info(seat).score == match.totals[seat]


def test_a_screenshot_of_the_table_mid_round(make_window, qtbot, tmp_path):
    window = make_window(seed=3)
    shots = []

    def snap(driver: HumanDriver) -> None:
        if driver.decisions == 4 and not shots:
            path = tmp_path / "table_mid_round.png"
            assert window.grab().save(str(path))
            shots.append(path)

    driver = HumanDriver(window, rounds=1, on_decision=snap)
    window.new_match()
    qtbot.waitUntil(lambda: bool(shots) or driver.done(), timeout=30000)
    assert shots, "the human never had four decisions"
    assert shots[0].stat().st_size > 20000


def test_claim_buttons_keep_their_order_and_only_offered_ones_are_enabled(make_window, qtbot):
    window = make_window(seed=3)
    seen = []

    def look(driver: HumanDriver) -> None:
        responses = window.table.centre.responses
        if responses.mode != "claim":
            return
        shown = [k for k, b in responses.buttons.items() if b.isVisible()]
        enabled = {k for k, b in responses.buttons.items() if b.isVisible() and b.isEnabled()}
        offered = {a.kind.value for a in window.flow.human_options()}
        seen.append((shown, enabled, offered))

    driver = HumanDriver(window, rounds=2, on_decision=look)
    window.new_match()
    qtbot.waitUntil(lambda: bool(seen) or driver.done(), timeout=30000)
    assert seen, "no claim window for the human"
    for shown, enabled, offered in seen:
        assert shown == ["hu", "zhao", "peng", "chi", "pass"]
        assert enabled == offered


def test_an_illegal_card_is_refused_with_a_reason(make_window, qtbot):
    window = make_window(seed=3)
    reasons = []

    def try_locked(driver: HumanDriver) -> None:
        game = window.session.game
        if game.phase is not Phase.DISCARD or reasons:
            return
        locked = window.models.hand.locked_faces()
        if locked:
            window.play_card(next(iter(locked)))
            reasons.append(window.statusBar().currentMessage())

    driver = HumanDriver(window, rounds=3, on_decision=try_locked)
    window.new_match()
    qtbot.waitUntil(lambda: bool(reasons) or driver.done(), timeout=40000)
    if reasons:
        assert "cannot be played" in reasons[0]


def test_the_human_as_dijia_watches_and_can_skip(make_window, qtbot):
    window = make_window(seed=1, speed="fast")
    session = window.session
    deal_with_the_human_as_dijia(window)
    assert window.table.centre.skip.isVisible()
    assert window.table.hand.isHidden()
    qtbot.wait(200)
    window.table.centre.skip.click()
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=30000)
    assert session.game.over


def test_the_table_offers_the_next_round_once_the_result_is_closed(make_window, qtbot):
    window = make_window(seed=1, speed="instant")
    next_button = window.table.centre.next_button
    deal_with_the_human_as_dijia(window)  # the round plays itself
    assert not next_button.isVisible()
    first = window.session.game
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=30000)
    window.round_dialog.reject()  # Esc: the result is put away
    assert next_button.isVisible()
    next_button.click()
    assert window.session.game is not first and not window.session.game.over
    assert not next_button.isVisible()


def test_the_stock_caption_stays_inside_a_narrow_window(make_window, qtbot):
    window = make_window(seed=3, size=(800, 600))  # the window keeps its minimum size
    window.session.set_hints(True)  # the hint panel narrows the table further
    window.new_match()
    centre = window.table.centre
    qtbot.waitUntil(lambda: centre.state.dealt, timeout=5000)
    assert centre.stock_rect().left() < 40  # the case: a centred caption would overhang
    active = centre.active_rect()
    for card in (centre.stock_rect(), centre.bottom_rect(0), active):
        box = centre.caption_box(card, 40, 90)  # as wide as "Stock 19" or "墩余 19 张"
        assert box.left() >= 0 and box.right() < centre.width(), (card, box)
        assert box.left() <= card.left() and box.right() >= card.right()
        if card != active:  # the card on offer is drawn over its neighbours' captions
            assert box.right() < active.left() or box.left() > active.right(), (card, box)


def test_a_short_caption_is_centred_under_its_card(make_window, qtbot):
    window = make_window(seed=3, size=(1280, 800))
    window.new_match()
    centre = window.table.centre
    qtbot.waitUntil(lambda: centre.state.dealt, timeout=5000)
    for card in (centre.stock_rect(), centre.bottom_rect(0), centre.active_rect()):
        box = centre.caption_box(card, 40, 40)  # "底牌", "Bottom"
        assert abs(box.center().x() - card.center().x()) <= 1, (card, box)


def test_no_stock_is_counted_before_the_first_round(make_window):
    window = make_window()
    assert window.session.game is None and not window.table.centre.state.dealt


def test_a_big_screen_gets_bigger_cards(make_window, qtbot):
    from dager_desktop.ui.cards.sizes import STEPS

    sizes = {}
    for size in ((2560, 1440), (1920, 1080), (1280, 800)):
        # seed 6: the first round's 底家 sits across (a seat across that plays takes
        # the height of its 列 from the cards: a step smaller)
        window = make_window(seed=6, size=size)
        window.new_match()
        qtbot.waitUntil(lambda w=window: w.table.centre.state.dealt, timeout=5000)
        sizes[size] = window.table.metrics.hand.height()
    assert sizes[(2560, 1440)] == STEPS[0].hand.height()
    assert sizes[(2560, 1440)] > sizes[(1920, 1080)] > sizes[(1280, 800)]


def test_a_new_round_keeps_the_card_size_that_still_fits(make_window, qtbot):
    # Who sits out as the 底家 changes the room from round to round: at 1920×1050 the
    # cards and all the text grew and shrank a step at every deal.
    from dager_desktop.ui.cards.sizes import STEPS

    window = make_window(seed=3, size=(1920, 1050))
    window.new_match()
    qtbot.waitUntil(lambda: window.table.centre.state.dealt, timeout=5000)
    table = window.table
    largest = table.metrics
    smaller = STEPS[STEPS.index(largest) + 1]
    table.apply_metrics(smaller)  # as a round that left less room would have
    table.place_seats(dict(table.places))  # the next round's deal
    assert table.metrics == smaller
    window.resize(1920, 1040)  # a change of size takes the largest that fits again
    qtbot.waitUntil(lambda: table.metrics != smaller, timeout=3000)
    assert STEPS.index(table.metrics) < STEPS.index(smaller)

def test_the_window_fits_a_1024_pixel_screen_with_the_hints_on(make_window, qtbot):
    window = make_window(seed=3, size=(1024, 640))
    window.session.set_hints(True)
    window.new_match()
    qtbot.waitUntil(lambda: window.table.centre.state.dealt, timeout=5000)
    qtbot.wait(50)
    assert window.minimumSizeHint().width() <= 1024


def test_the_round_box_keeps_its_three_lines_in_a_narrow_window(make_window, qtbot):
    # "Rules: Standard, three players" wrapped, and pushed "Dealer" out of the box
    window = make_window(seed=3, preset="standard_3p", size=(1024, 640))
    window.session.set_hints(True)
    window.new_match()
    qtbot.waitUntil(lambda: window.table.centre.state.dealt, timeout=5000)
    window.resize(400, 300)
    qtbot.wait(50)
    info = window.table.info
    shown = info.text().split("\n")
    assert len(shown) == 3 and shown[2].startswith("Dealer")
    assert shown[1].endswith("…") and "three players" in info.toolTip()
    assert info.sizeHint().height() <= info.height()


def test_full_screen_is_a_ticked_option_that_goes_both_ways(make_window, qtbot):
    window = make_window(seed=3)
    action = window.menus.full_screen_action
    action.trigger()
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    assert action.isChecked()
    action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert not action.isChecked()


def test_leaving_full_screen_gives_back_a_maximised_window(make_window, qtbot):
    from PySide6.QtCore import Qt

    window = make_window(seed=3)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized, timeout=2000)
    window.menus.full_screen_action.trigger()
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    window.menus.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert window.windowState() & Qt.WindowState.WindowMaximized


def test_the_scoreboard_columns_follow_the_seat_names_language(make_window, qtbot,
                                                                monkeypatch):
    from PySide6.QtCore import Qt

    from dager_desktop.ui.text import terms

    window = make_window(seed=3)
    table, model = window.table, window.models.scoreboard
    short = table.scoreboard.columnWidth(1)
    monkeypatch.setattr(terms, "seat_name", lambda seat: "Grandmother Zhang")
    model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, model.columnCount() - 1)
    assert table.scoreboard.columnWidth(1) > short  # the longer name is not cut
    assert table.scoreboard.columnWidth(1) >= table.scoreboard.column_needs()[1]


def test_a_scoreboard_row_says_which_round_it_scores(qapp):
    from PySide6.QtCore import Qt

    from dager_desktop.ui.table.item_models import ScoreboardModel
    from dager_desktop.ui.text.i18n import switch_language

    model = ScoreboardModel()
    model.reset_match(4, [{0: 1}, {0: -2}, {0: 3}])
    tip = Qt.ItemDataRole.ToolTipRole
    vertical = Qt.Orientation.Vertical
    assert model.headerData(2, vertical) == "3"  # the number alone keeps the column narrow
    assert model.headerData(2, vertical, tip) == "Round 3"
    assert model.headerData(3, vertical, tip) is None  # the total row is named already
    switch_language("zh_CN")  # (the next test starts in English again: conftest)
    assert model.headerData(2, vertical, tip) == "第3局"


def _total_row_in_sight(view) -> bool:
    last = view.model().rowCount() - 1
    top = view.rowViewportPosition(last)
    return top >= 0 and top + view.rowHeight(last) <= view.viewport().height()


class _LeavesTheResultOpen(HumanDriver):
    """Plays the human's moves; the round-over dialog stays open for the test."""

    def _round_over(self, game) -> None:
        self.rounds_seen += 1


def test_the_scoreboard_keeps_the_total_in_sight(make_window, qtbot):
    # With the hint panel open the scoreboard shows two or three rows: when the next
    # round was dealt, the total could drop out of sight below them.
    # (a match whose rounds leave the scoreboard less room than its rows: how much
    # room there is depends on the 列 the seats lay, so on how the players play)
    window = make_window(seed=3, size=(1024, 640))
    window.session.set_hints(True)
    view = window.table.scoreboard
    driver = _LeavesTheResultOpen(window, rounds=3)
    window.new_match()
    seen = []
    for n in range(1, 4):
        qtbot.waitUntil(lambda n=n: driver.rounds_seen == n and window.round_dialog is not None
                        and window.round_dialog.isVisible(), timeout=30000)
        qtbot.wait(300)  # as the player reads the result
        seen.append(_total_row_in_sight(view))
        window.round_dialog.next_button.click()
        qtbot.wait(300)  # the next round dealt: the seat at the top may change its height
        seen.append(_total_row_in_sight(view))
    assert view.verticalScrollBar().maximum() > 0  # more rows than there is room for
    assert seen == [True] * 6
    window.resize(1100, 700)
    qtbot.wait(50)
    assert _total_row_in_sight(view)


def _a_whole_long_in_sight(table) -> None:
    for place in ("left", "right"):
        panel = table.panels[place]
        if not table.models.seats.info(panel.seat).playing:
            continue  # the 底家 sits at a side this round: no 列
        assert panel.melds.height() >= budget.meld_height(table.metrics), place
        assert panel.discards.height() >= budget.played_row_height(table.metrics), place


def test_a_side_seat_shows_a_whole_long_at_every_size(make_window, qtbot):
    # A 垅 (three cards face down and one up) was cut at the bottom in the side panels.
    window = make_window(seed=7, size=(600, 400))  # the window keeps its minimum size
    window.new_match()
    qtbot.waitUntil(lambda: window.flow.state_name == "human", timeout=10000)
    qtbot.wait(100)
    _a_whole_long_in_sight(window.table)
    window.resize(2560, 1440)
    qtbot.wait(50)
    _a_whole_long_in_sight(window.table)
    window.resize(600, 400)  # back in one step (un-maximised, or moved to a small screen)
    qtbot.wait(50)
    in_one_step = window.height()
    window.resize(600, 400)  # what the same request gets once the table has settled
    qtbot.wait(50)
    assert in_one_step == window.height() < 700  # the big cards' 列 do not hold it taller
    _a_whole_long_in_sight(window.table)


def test_the_scoreboard_names_stand_over_their_points(make_window):
    from PySide6.QtCore import Qt

    model = make_window().models.scoreboard
    align = Qt.ItemDataRole.TextAlignmentRole
    header = model.headerData(1, Qt.Orientation.Horizontal, align)
    assert header is not None and header == model.data(model.index(0, 1), align)


def _dealt_in_a_small_window(make_window, qtbot, language: str):
    """A 1024×640 window in ``language``, the rule hints open, a round dealt."""
    from dager_desktop.ui.text.i18n import switch_language

    switch_language(language)
    window = make_window(seed=3, size=(1024, 640))
    window.session.set_hints(True)
    window.new_match()
    qtbot.waitUntil(lambda: window.table.centre.state.dealt, timeout=5000)
    return window


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_window_fits_a_640_pixel_high_screen_in_a_claim(make_window, qtbot, language):
    # A 1280×720 screen at 100%, or 1920×1080 at 150%, leaves about 640 px under the
    # title bar once the taskbar is counted: the five claim buttons set the height.
    window = _dealt_in_a_small_window(make_window, qtbot, language)
    window.table.centre.responses.offer((), "claim")  # 胡 招 碰 吃 过, one above the other
    qtbot.wait(50)
    table = window.table
    assert table.centre.active_size == table.metrics.active  # the step it started at, too
    assert window.minimumSizeHint().height() <= 640
    assert window.minimumSizeHint().width() <= 1024


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_next_round_and_skip_make_the_window_no_taller(make_window, qtbot, language):
    # The table's Next round (and the 底家's Skip) stand where the claim buttons do,
    # not under the message line, where they made a window that fits 640 px in a
    # claim 662 px high at least once the round was over.
    window = _dealt_in_a_small_window(make_window, qtbot, language)
    centre = window.table.centre
    window.flow.stop()  # the message line stays as it is
    centre.responses.clear()  # as at a round's end
    qtbot.wait(50)
    least = window.minimumSizeHint().height()
    for button in (centre.next_button, centre.skip):
        button.setVisible(True)
        qtbot.wait(50)
        assert window.minimumSizeHint().height() == least
        button.setVisible(False)


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_a_prompt_on_two_lines_keeps_the_hand_inside_the_least_window(make_window, qtbot,
                                                                     language):
    # With the rule hints open the table is narrow, and at the least window size a
    # long prompt wraps: it cut 12 px off the bottom of the hand's panel.
    from dager_desktop.engine import Action, ActionKind
    from dager_desktop.ui.text.prompts import claim_prompt, discard_prompt

    window = _dealt_in_a_small_window(make_window, qtbot, language)
    window.flow.stop()
    table, centre = window.table, window.table.centre
    passing = (Action(ActionKind.PASS),)
    for options, mode, prompt in ((passing, "claim", claim_prompt(Phase.CLAIM, passing)),
                                  ((), "discard", discard_prompt())):
        centre.responses.offer(options, mode)
        centre.message.setText(prompt)
        for width in (1024, 1):  # the least height, and the least size
            window.resize(width, 1)
            qtbot.wait(50)
            message = centre.message
            assert message.heightForWidth(message.width()) <= message.minimumHeight()
            assert table.panels["bottom"].geometry().bottom() < table.height()
            assert window.minimumSizeHint().height() <= 640


@pytest.mark.parametrize("preset, paid", [("standard", False), ("online001", True)])
def test_the_dijias_note_says_what_it_gets_at_a_huang_pai(make_window, qtbot, preset, paid):
    window = make_window(seed=1, preset=preset, speed="normal")
    window.new_match()
    qtbot.waitUntil(lambda: window.table.centre.state.dealt, timeout=5000)
    window.flow.stop()
    dijia = window.session.game.dijia
    note = next(p.note.text() for p in window.table.panels.values() if p.seat == dijia)
    assert "shares in every win" in note
    assert ("3 from each player" in note) is paid
    deal_with_the_human_as_dijia(window)  # the human's own note
    window.flow.stop()
    note = window.table.panels["bottom"].note.text()
    assert "share of the winner's points" in note
    assert ("3 from each player" in note) is paid
