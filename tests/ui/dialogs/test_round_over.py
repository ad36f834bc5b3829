"""The round-over dialog shows every hand (摊牌), rims the winning card on the 列 it
completed in the arrangement that was scored, and words the engine's sum of the score
— for every preset's scoring, in every language, within a 1024×700 screen."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QWidget

from dager_desktop.ai import make_agent
from dager_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    Game,
    MeldKind,
    score_breakdown,
)
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.cards.sizes import STEPS
from dager_desktop.ui.cards.sprite_cache import SpriteCache
from dager_desktop.ui.dialogs.round_hands import shown_seats
from dager_desktop.ui.dialogs.round_over import RoundOverDialog
from dager_desktop.ui.platform import screens
from dager_desktop.ui.text.i18n import switch_language
from dager_desktop.ui.text.score_text import score_lines
from tests.engine.deals import deal, pass_opening, play

SMALL_SCREEN = QSize(1024, 700) - screens.FRAME


class _IdleRunner:
    """Sprites are never rendered: the dialog is measured, not looked at."""

    def run(self, func, callback, priority: int = 0) -> int:
        return 0


def _played(preset: str, wanted: Callable[[Game], bool]) -> Game:
    """The first round of ``preset`` easy players play out as ``wanted``."""
    rules = PRESETS[preset]
    for seed in range(300):
        game = Game.new(rules, seed=seed, dealer=seed % rules.seats)
        agents = {s: make_agent("easy", seed * 10 + s) for s in range(rules.seats)}
        while not game.over:
            decision = game.decisions()[0]
            view = game.view(decision.seat)
            game.apply(decision.seat, agents[decision.seat].choose(view, decision.options))
        if wanted(game):
            return game
    raise AssertionError(f"no such {preset} round")


def _won(game: Game) -> bool:
    return game.result.winner is not None


# fmt: off
CASES = {
    "plain": ("standard", lambda g: _won(g) and not g.result.score.mingtang),
    "hong": ("standard", lambda g: _won(g) and "hong" in g.result.score.mingtang),
    "huang": ("standard", lambda g: not _won(g)),
    "3p": ("standard_3p", _won),
    "mingtang": ("mingtang", lambda g: _won(g) and g.result.score.mingtang != ("ping_hu",)),
    "online": ("online001", _won),
}
# fmt: on


@pytest.fixture(scope="module")
def rounds() -> dict[str, Game]:
    return {name: _played(preset, wanted) for name, (preset, wanted) in CASES.items()}


def kan_face_into_a_run() -> Game:
    """Seat 1 holds a 坎 of 五 and wins on the dealer's 五 with 四五六: the 坎 stays whole."""
    game = deal({1: "五五五四六一二三壹贰叁七八九柒捌玖贰柒拾", 0: "五"})
    pass_opening(game)
    play(game, 0, "discard 五")
    while not game.over:
        decision = game.decisions()[0]
        hu = next((a for a in decision.options if a.kind is ActionKind.HU), None)
        game.apply(decision.seat, hu if decision.seat == 1 else Action(ActionKind.PASS))
    return game


@pytest.fixture
def parent(qtbot, tmp_path):
    from dager_desktop.ui.platform.style import apply_style

    apply_style(QApplication.instance())
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.pixmaps = CardPixmaps(_IdleRunner(), SpriteCache(tmp_path))  # type: ignore[arg-type]
    return widget


@pytest.fixture
def small_screen(monkeypatch):
    monkeypatch.setattr(screens, "room_for", lambda widget: SMALL_SCREEN)


def _dialog(parent, game: Game, card: QSize | None = None) -> RoundOverDialog:
    totals = dict(game.result.payments)
    return RoundOverDialog(game, totals, parent.pixmaps, parent, card)


def _strip_cards(strip) -> list:
    return [card for cards, _ in strip.groups for card in cards]


def _texts(dialog) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel) if label.text()]


# -- 摊牌: every hand --------------------------------------------------------------------


@pytest.mark.parametrize("name", ["plain", "huang", "3p"])
def test_every_playing_seat_shows_its_hand(parent, rounds, small_screen, name):
    game = rounds[name]
    dialog = _dialog(parent, game)
    result = game.result
    assert sorted(shown_seats(game)) == sorted(game.order)  # the 底家 has no cards to show
    strips = iter(dialog.hands.strips)
    for seat in shown_seats(game):
        assert dialog.hands.findChild(QLabel, f"HandsSeat{seat}") is not None
        if seat == result.winner:
            won = next(strips)
            assert _strip_cards(won) == list(result.arrangement.cards)
            continue
        shown = _strip_cards(next(strips))
        melds = game.view(0).melds.get(seat, ())
        if melds:
            shown += _strip_cards(next(strips))
        held = list(game.view(seat).hand) + [c for m in melds for c in m.cards]
        assert Counter(shown) == Counter(held), seat
    assert next(strips, None) is None


def test_the_winner_comes_first_then_the_turn_order(rounds):
    game = rounds["plain"]
    seats = shown_seats(game)
    assert seats[0] == game.result.winner
    order = list(game.order)
    assert seats == [order[(order.index(seats[0]) + i) % len(order)] for i in range(len(order))]


# -- the winning card ----------------------------------------------------------------------


def test_the_winning_card_is_rimmed_on_the_run_it_completed_not_on_the_kan(parent):
    game = kan_face_into_a_run()
    result = game.result
    dialog = _dialog(parent, game)
    strip = dialog.hands.winner_strip
    [(group, place)] = strip.highlight
    assert group == result.win_group
    meld = result.arrangement.groups[group]
    assert meld.kind is MeldKind.SHUN and strip.groups[group][0][place] == result.win_card
    assert any(m.kind is MeldKind.KAN and m.face == result.win_card
               for m in result.arrangement.groups)


# -- the sum ---------------------------------------------------------------------------------


def test_the_sum_of_a_win_shows_each_step_with_its_numbers(parent):
    # 24 胡 → 3 等 → 3 points; 地胡 ×2; each loser (3 + 1) × 2 = 8, the 底家 2, the winner 14
    dialog = _dialog(parent, kan_face_into_a_run())
    texts = _texts(dialog)
    for line in ("6 + 3 + 6 + 9 = 24 Hu", "24 Hu → 3 Deng", "3 Deng: 3 points", "Di Hu", "×2",
                 "(3 + 1) × 2 = 8", "1 × 2 = 2", "2 × 8 - 2 = 14"):
        assert line in texts, (line, texts)
    pays = {s: dialog.findChild(QLabel, f"Payment{s}").text() for s in range(4)}
    assert pays == {0: "-8", 1: "+14", 2: "+2", 3: "-8"}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_sum_is_the_engines_steps_worded(parent, rounds, small_screen, name):
    game = rounds[name]
    dialog = _dialog(parent, game)
    texts = _texts(dialog)
    lines = score_lines(score_breakdown(game))
    assert lines
    for label, value in lines:
        assert label in texts and value in texts, (label, value)


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_no_english_in_the_chinese_dialog(parent, rounds, small_screen, language):
    switch_language(language)
    try:
        for game in rounds.values():
            text = "\n".join(_texts(_dialog(parent, game)))
            assert not re.findall(r"[A-Za-z]{2,}", text), text
    finally:
        switch_language("en")


# -- room ----------------------------------------------------------------------------------


def _assert_fits(dialog, room: QSize) -> None:
    hint = dialog.sizeHint()
    assert hint.width() <= room.width() and hint.height() <= room.height(), (hint, room)
    dialog.show()
    QApplication.processEvents()
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    area = dialog.findChild(QScrollArea)  # every hand in sight, nothing behind a scroll bar
    assert area.widget().width() <= area.viewport().width()
    assert area.widget().height() <= area.viewport().height()
    for label in dialog.findChildren(QLabel):
        if label.isVisible():
            assert label.width() >= label.sizeHint().width(), label.text()
    dialog.close()


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_every_case_fits_a_1024_by_700_screen(parent, rounds, small_screen, language):
    switch_language(language)
    try:
        for name, game in rounds.items():
            # the table's largest 列 asked for: the dialog makes them smaller to fit
            dialog = _dialog(parent, game, STEPS[0].meld)
            _assert_fits(dialog, SMALL_SCREEN)
            assert dialog.hands.strips[0].card.width() >= 24, name
    finally:
        switch_language("en")


def test_on_a_big_screen_the_cards_keep_the_tables_size(parent, rounds, monkeypatch):
    room = QSize(1920, 1050) - screens.FRAME
    monkeypatch.setattr(screens, "room_for", lambda widget: room)
    for game in rounds.values():
        dialog = _dialog(parent, game, STEPS[2].meld)  # a 1920×1080 window's 列
        assert {strip.card.toTuple() for strip in dialog.hands.strips} == {
            STEPS[2].meld.toTuple()}
        _assert_fits(dialog, room)


def test_a_narrow_tall_screen_puts_the_sum_under_the_hands(parent, rounds, monkeypatch):
    room = QSize(640, 1200)
    monkeypatch.setattr(screens, "room_for", lambda widget: room)
    dialog = _dialog(parent, rounds["plain"])
    _assert_fits(dialog, room)
    assert dialog._body.direction().name == "TopToBottom"


def test_winning_groups_rims_the_group_the_engine_names():
    from dager_desktop.ui.cards.card_strip import winning_groups

    result = kan_face_into_a_run().result
    captions = [""] * len(result.arrangement.groups) + ["loose"]
    _, rim = winning_groups(result.arrangement, result.win_card, captions, result.win_group)
    assert rim == [(result.win_group, result.arrangement.groups[result.win_group].cards.index(
        result.win_card))]
    _, rim = winning_groups(result.arrangement, None, captions, None)  # 天胡: no card won
    assert rim == []
