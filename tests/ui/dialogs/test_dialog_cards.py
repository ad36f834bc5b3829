"""The cards of the round-over dialog and the 吃 chooser follow the table's card size
and stay within the screen; a win without multipliers says "none" rather than a bare
dash."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QWidget

from dager_desktop.engine import Game
from dager_desktop.ui.cards.card_strip import SMALLEST_CARD_WIDTH
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.cards.sizes import STEPS
from dager_desktop.ui.cards.sprite_cache import SpriteCache
from dager_desktop.ui.dialogs.chi_chooser import CHI_CARD, ChiChooser
from dager_desktop.ui.dialogs.round_over import ROUND_OVER_CARD, RoundOverDialog
from dager_desktop.ui.platform import screens
from dager_desktop.ui.text import terms
from tests.ui.helpers import several_ways_to_chi, won_by_easy_players

BIG_SCREEN = QSize(1920, 1080) - screens.FRAME  # 1920×1080, no task bar
SMALL_SCREEN = QSize(1024, 640) - screens.FRAME
SHORT_SCREEN = QSize(800, 360) - screens.FRAME  # one the shorter 吃 chooser must shrink for


class _IdleRunner:
    """Sprites are never rendered: the dialogs are measured, not looked at."""

    def run(
        self, func: Callable[[], object], callback: Callable[..., None], priority: int = 0
    ) -> int:
        return 0


def _played_out(won: Callable[[Game], bool]) -> Game:
    """A round of the standard rules played out by computer players, ``won`` as wanted."""
    return won_by_easy_players(0, won)


@pytest.fixture(scope="module")
def plain_win() -> Game:
    return _played_out(lambda game: not game.result.score.mingtang)


@pytest.fixture(scope="module")
def chi_ways():
    game, ways = several_ways_to_chi()
    return game.view(0).active.card, ways


@pytest.fixture
def parent(qtbot, tmp_path):
    from dager_desktop.ui.platform.style import apply_style

    apply_style(QApplication.instance())  # the app's fonts: the headline is larger
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.pixmaps = CardPixmaps(_IdleRunner(), SpriteCache(tmp_path))  # type: ignore[arg-type]
    return widget


@pytest.fixture
def screen(monkeypatch) -> Callable[[QSize], None]:
    """``screen(room)``: the dialogs find that much room on their screen."""
    return lambda room: monkeypatch.setattr(screens, "room_for", lambda widget: room)


def _round_over(parent, game, card_size=None) -> RoundOverDialog:
    return RoundOverDialog(game, {0: 3, 1: -1, 2: 1, 3: -3}, parent.pixmaps, parent, card_size)


def _chi(parent, chi_ways, card_size=None) -> ChiChooser:
    card, ways = chi_ways
    return ChiChooser(ways, parent.pixmaps, parent, card, card_size)


def _cards(dialog) -> QSize:
    strips = dialog._strips if isinstance(dialog, ChiChooser) else dialog.hands.strips
    assert len({strip.card.toTuple() for strip in strips}) == 1
    return strips[0].card


def _within(size: QSize, room: QSize) -> bool:
    return size.width() <= room.width() and size.height() <= room.height()


def _assert_fits(dialog, room: QSize) -> None:
    assert _within(dialog.sizeHint(), room)
    dialog.show()  # the size it opens at, which may be larger than its hint
    QApplication.processEvents()
    assert _within(dialog.size(), room), (dialog.size(), room)
    area = dialog.findChild(QScrollArea)
    if area is not None:  # the winning hand is in sight, not behind a scroll bar
        assert area.widget().width() <= area.viewport().width()
    dialog.close()


def test_without_a_size_the_dialogs_show_the_cards_they_always_did(parent, plain_win,
                                                                   chi_ways, screen):
    screen(BIG_SCREEN)
    assert _cards(_round_over(parent, plain_win)) == ROUND_OVER_CARD
    assert _cards(_chi(parent, chi_ways)) == CHI_CARD


@pytest.mark.parametrize("make", [_round_over, _chi], ids=["round_over", "chi"])
def test_the_big_card_step_shows_bigger_cards_that_fit_a_big_screen(parent, plain_win,
                                                                     chi_ways, screen, make):
    screen(BIG_SCREEN)
    what = plain_win if make is _round_over else chi_ways
    # the window passes its 列 size: the biggest as it is, the smallest made readable
    big, small = make(parent, what, STEPS[0].meld), make(parent, what, STEPS[-1].meld)
    assert _cards(big) == STEPS[0].meld  # room enough on a big screen
    least = ROUND_OVER_CARD if make is _round_over else CHI_CARD
    card = _cards(small)
    assert card.width() >= least.width() and card.height() >= least.height()
    assert card.height() / card.width() == pytest.approx(58 / 19, abs=0.1)  # shape kept
    _assert_fits(big, BIG_SCREEN)
    _assert_fits(small, BIG_SCREEN)


@pytest.mark.parametrize(("make", "room"), [(_round_over, SMALL_SCREEN), (_chi, SHORT_SCREEN)],
                         ids=["round_over", "chi"])
def test_big_cards_shrink_to_fit_a_small_screen(parent, plain_win, chi_ways, screen, make, room):
    screen(room)
    what = plain_win if make is _round_over else chi_ways
    dialog = make(parent, what, STEPS[0].meld)
    card = _cards(dialog)
    assert SMALLEST_CARD_WIDTH <= card.width() < STEPS[0].meld.width()
    assert card.height() / card.width() == pytest.approx(155 / 51, abs=0.1)  # the 列's shape
    _assert_fits(dialog, room)


def test_no_band_is_kept_under_the_winning_hand_for_a_scroll_bar_it_has_not(
        parent, plain_win, screen):
    # 20 px were kept under the strip for a scroll bar that shows only when even the
    # smallest cards are too wide: a blank band under the hand.
    screen(BIG_SCREEN)
    dialog = _round_over(parent, plain_win, STEPS[0].meld)
    area = dialog.findChild(QScrollArea)
    assert area.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert area.height() <= area.widget().sizeHint().height() + 4


def test_the_round_over_dialog_fits_the_real_screen(parent, plain_win):
    dialog = _round_over(parent, plain_win, STEPS[0].meld)
    room = parent.screen().availableGeometry().size()  # offscreen: 800×800
    assert _within(dialog.sizeHint(), room)
    assert _cards(dialog).width() >= SMALLEST_CARD_WIDTH


def _value(dialog: RoundOverDialog, label: str) -> str:
    """The sum beside ``label`` in the dialog's lines."""
    labels = dialog.findChildren(QLabel)
    row = next(i for i, widget in enumerate(labels) if widget.text() == label)
    return labels[row + 1].text()


def test_a_win_without_mingtang_says_none(parent, plain_win, screen):
    screen(BIG_SCREEN)
    assert _value(_round_over(parent, plain_win), "Multiplier") == "none, ×1"


def test_a_win_with_mingtang_names_them(parent, screen):
    screen(BIG_SCREEN)
    game = _played_out(lambda game: "hong" in game.result.score.mingtang)
    dialog = _round_over(parent, game)
    assert _value(dialog, "Hong (red)") == "×2"
    assert _value(dialog, "Multiplier").endswith(f"{game.result.score.multiplier}")


def test_a_round_over_strip_that_fits_shows_no_scroll_bar(make_window, qtbot):
    # zh_TW at 1280×800 (the 列 size made 36×110): a scroll bar stayed from a moment
    # the strip was wider, over the captions, though the strip fitted.
    from dager_desktop.ui.text.i18n import switch_language
    from tests.ui.helpers import deal_with_the_human_as_dijia

    switch_language("zh_TW")
    window = make_window(seed=1, size=(1280, 800))
    deal_with_the_human_as_dijia(window)  # the round plays itself
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=30000)
    dialog = window.round_dialog
    qtbot.waitExposed(dialog)
    area = dialog.findChild(QScrollArea)
    assert area.widget().width() <= area.viewport().width()  # it fits ...
    assert not area.horizontalScrollBar().isVisible()  # ... so nothing scrolls


@pytest.mark.parametrize("turned", [True, False])
def test_the_round_over_dialog_says_who_turned_or_played_the_winning_card(parent, turned):
    game = _played_out(lambda g: g.result.win_turned == turned and
                       g.result.from_seat != g.result.winner)
    dialog = _round_over(parent, game)
    how = [label.text() for label in dialog.findChildren(QLabel)
           if label.text().startswith("On ")]
    assert len(how) == 1
    name = terms.seat_name(game.result.from_seat)
    assert how[0].endswith(f"turned by {name}" if turned else f"from {name}")
