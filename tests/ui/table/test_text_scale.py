"""The table's text grows with its cards on big screens, and shrinks back with them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from dager_desktop.ui.cards.sizes import STEPS
from dager_desktop.ui.platform.style import POINTS
from dager_desktop.ui.practice.tips import TEXT_WIDTH, TipDialog
from dager_desktop.ui.text.i18n import switch_language
from tests.ui.helpers import play_until


def _dealt(make_window, qtbot, size):
    # (seed 6: the first round's 底家 sits across; a seat across that plays takes
    # the height of its 列 from the cards, a step smaller: test_table)
    window = make_window(seed=6, size=size)
    window.session.set_hints(True)
    window.new_match()
    qtbot.waitUntil(lambda: window.flow.state_name == "human", timeout=10000)
    qtbot.wait(50)
    return window


def _line(label) -> int:
    return QFontMetrics(label.font()).height()


def test_the_text_grows_with_the_cards_and_shrinks_back(make_window, qtbot):
    window = _dealt(make_window, qtbot, (1280, 800))
    table = window.table
    assert table.metrics.text == 1.0
    panel = table.panels["left"]
    small = {label: _line(label) for label in (panel.name, panel.score, table.info)}
    window.resize(2560, 1440)
    qtbot.wait(50)
    scale = table.metrics.text
    assert scale == STEPS[0].text > 1.0
    for label, height in small.items():
        assert _line(label) >= height * (scale - 0.1), label.objectName()
    assert panel.name.font().pixelSize() == round(14 * scale)
    assert table.centre.responses.buttons["pass"].font().pixelSize() == round(15 * scale)
    dock_label = window.practice.panel.findChildren(QLabel)[0]
    assert dock_label.font().pointSizeF() == POINTS * scale
    window.resize(1280, 800)
    qtbot.wait(50)
    assert table.metrics.text == 1.0
    assert {label: _line(label) for label in small} == small
    assert dock_label.font().pointSizeF() == POINTS


def _misfits(table) -> list[tuple[str, str]]:
    """The seat labels (place, text) that do not fit their boxes or their panel."""
    misfits = []
    for place in ("left", "right", "top", "bottom"):
        panel = table.panels[place]
        for label in (panel.name, panel.role, panel.score, panel.count):
            if label.isHidden() or not label.text():
                continue
            box, hint = label.geometry(), label.sizeHint()
            right = label.mapTo(panel, box.topRight() - box.topLeft()).x()
            if box.width() < hint.width() or box.height() < hint.height() or (
                    right >= panel.width()):
                misfits.append((place, label.text()))
    return misfits


@pytest.mark.parametrize("language", ["en", "zh_TW"])
@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
def test_big_text_fits_its_places(make_window, qtbot, language, size):
    window = _dealt(make_window, qtbot, size)
    switch_language(language)
    table = window.table
    assert table.metrics.text > 1.0
    # the relayout after the new words is posted: on a loaded machine it lands late
    qtbot.waitUntil(lambda: not _misfits(table), timeout=3000)
    info = table.info
    assert info.sizeHint().height() <= info.height(), info.text()


def test_the_round_over_dialog_takes_the_tables_text(make_window, qtbot):
    from tests.ui.helpers import HumanDriver

    window = make_window(seed=6, size=(2560, 1440))
    driver = HumanDriver(window, rounds=1)
    window.new_match()
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=30000)
    scale = window.table.metrics.text
    assert scale > 1.0
    dialog = window.round_dialog
    assert dialog.headline.font().pixelSize() == round(20 * scale)
    assert dialog.next_button.font().pointSizeF() == 10 * scale
    assert dialog.width() <= 2560 and dialog.height() <= 1440
    assert driver.rounds_seen == 1


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080), (2560, 1440)])
def test_the_hint_panel_has_room_for_its_text(make_window, qtbot, size):
    # In English the table of waits, the Undo button and the hint line ran past the
    # panel's edge once its text grew with the table's.
    from PySide6.QtWidgets import QLabel, QPushButton

    window = _dealt(make_window, qtbot, size)
    # pass claims until a discard turn shows the table of waits
    play_until(window, qtbot, lambda options: window.table.centre.responses.mode == "discard")
    window.practice.panel.set_hint("The Normal player would: Discard \"九\". Keeps Jiao Pai.")
    qtbot.wait(50)
    panel = window.practice.panel
    seen = panel.parentWidget()  # the scroll area's viewport: what is not in it is cut
    for widget in panel.findChildren(QLabel) + panel.findChildren(QPushButton):
        if widget.isVisible() and widget.text():
            assert widget.width() >= widget.minimumSizeHint().width(), widget.text()
            assert widget.mapTo(seen, widget.rect().topRight()).x() < seen.width()


def test_the_claim_buttons_grow_with_their_text(make_window, qtbot):
    window = _dealt(make_window, qtbot, (1280, 800))
    buttons = window.table.centre.responses.buttons
    small = {key: button.minimumSizeHint() for key, button in buttons.items()}
    window.resize(2560, 1440)
    qtbot.wait(50)
    scale = window.table.metrics.text
    for key, button in buttons.items():
        grown = button.minimumSizeHint()
        assert grown.height() >= small[key].height() * (scale - 0.2), key  # (fixed borders)
        assert grown.width() >= small[key].width() * (scale - 0.2), key


def test_a_1920_by_1080_window_takes_the_step_made_for_it(make_window, qtbot):
    # Its table (~1030 px under the menu and over the status bar) was 67 px short of
    # the 76-px cards and fell back to the 64-px ones, leaving the table half empty.
    window = _dealt(make_window, qtbot, (1920, 1080))
    assert window.table.metrics.hand.width() == 70


def test_the_thinking_dots_grow_with_the_text(make_window, qtbot):
    window = _dealt(make_window, qtbot, (1280, 800))
    mark = window.table.panels["left"].thinking
    small = mark.sizeHint()
    window.resize(2560, 1440)
    qtbot.wait(50)
    assert mark.sizeHint().width() > small.width() * 1.3


def test_the_guo_zhang_tip_takes_the_tables_text(make_window, qtbot):
    from tests.ui.helpers import human_deciding, install, peng_on_offer

    window, game = peng_on_offer(make_window)
    window.resize(2560, 1440)
    qtbot.wait(50)
    install(window, game)
    qtbot.waitUntil(lambda: human_deciding(window), timeout=5000)
    scale = window.table.metrics.text  # (with the round's seats in their places)
    assert scale > 1.0
    QTest.keyClick(window, Qt.Key.Key_Space)  # 过 on a 碰: the 过张 tip first
    tip = window.findChild(TipDialog)
    assert tip is not None and tip.isVisible()
    assert tip.text.font().pointSizeF() == POINTS * scale
    assert tip.text.minimumWidth() == round(TEXT_WIDTH * scale)


@pytest.mark.parametrize(("hints", "size"), [(False, (1280, 680)), (True, (1280, 800)),
                                             (True, (1600, 900)), (False, (1500, 700))])
def test_a_window_shrunk_from_big_text_gets_the_size_asked(make_window, qtbot, hints, size):
    # The grown labels, side panels and hint panel raised the window's least size: told
    # to shrink from 2560x1440 (un-maximised), it stayed up to 540 px wider than asked.
    window = make_window(seed=6, size=(2560, 1440))
    window.session.set_hints(hints)
    window.new_match()
    qtbot.waitUntil(lambda: window.flow.state_name == "human", timeout=10000)
    qtbot.wait(50)
    assert window.table.metrics.text > 1.0
    window.resize(*size)
    qtbot.wait(50)
    assert (window.width(), window.height()) == size
    assert window.table.metrics.text < 1.5


def test_back_to_plain_text_the_layout_keeps_the_windows_least_size_again(make_window, qtbot):
    window = make_window(seed=6, size=(2560, 1440))
    window.new_match()
    qtbot.wait(50)
    window.resize(1280, 800)
    qtbot.wait(50)
    assert window.table.metrics.text == 1.0
    before = window.minimumSize()
    window.session.set_hints(True)  # the hint panel opens beside the table
    qtbot.wait(50)
    assert window.minimumSize().width() > before.width()


def test_a_floating_hint_panel_is_the_players_to_size(make_window, qtbot):
    window = _dealt(make_window, qtbot, (1280, 800))
    dock = window.practice.dock
    dock.setFloating(True)
    qtbot.wait(20)
    window.resize(1300, 800)
    qtbot.wait(20)
    assert dock.maximumWidth() > 1000
    dock.setFloating(False)
    qtbot.wait(20)
    assert dock.maximumWidth() < 1000


def test_tooltips_grow_with_the_tables_text(make_window, qtbot):
    from PySide6.QtWidgets import QToolTip

    window = _dealt(make_window, qtbot, (2560, 1440))
    assert QToolTip.font().pointSizeF() == POINTS * window.table.metrics.text
    window.resize(1280, 800)
    qtbot.wait(50)
    assert QToolTip.font().pointSizeF() == POINTS


def test_the_least_size_kept_is_the_smallest_cards_even_when_grown_from_larger_ones(
        make_window, qtbot):
    # Measured with the panels of the step in use (larger cards, plain text), the least
    # size kept while the text was scaled up held the window 51 px taller than asked.
    window = make_window(seed=6, size=(600, 400))
    window.new_match()
    qtbot.waitUntil(lambda: window.flow.state_name == "human", timeout=10000)
    least = window.height()
    window.resize(1200, 760)  # a larger step, plain text
    qtbot.wait(50)
    assert window.table.metrics.text == 1.0 and window.table.metrics != STEPS[-1]
    window.resize(2560, 1440)
    qtbot.wait(50)
    window.resize(600, 400)
    qtbot.wait(50)
    assert window.height() == least


def test_the_windows_beside_the_table_take_its_text_scale(make_window, qtbot, tmp_path):
    """Rules, Statistics and Replays looked small beside a big screen's table."""
    from dager_desktop.store import Replays, Stats
    from dager_desktop.ui.dialogs.statistics import StatsDialog
    from dager_desktop.ui.replays.dialog import ReplaysDialog

    window = _dealt(make_window, qtbot, (1280, 800))
    window.show_rules()
    stats, replays = StatsDialog(Stats(), window), ReplaysDialog(Replays(tmp_path), window)
    for dialog in (stats, replays):
        window.table.lend_text_scale(dialog)
    dialogs = (window.rules_dialog, stats, replays)

    def points(dialog) -> float:
        dialog.ensurePolished()
        return dialog.font().pointSizeF()

    plain = [points(d) for d in dialogs]
    window.resize(2560, 1440)
    qtbot.wait(50)
    scale = window.table.metrics.text
    assert scale > 1.0
    for dialog, before in zip(dialogs, plain, strict=True):
        assert points(dialog) == pytest.approx(POINTS * scale), dialog.objectName()
        assert points(dialog) > before
    assert f"font-size: {round(20 * scale)}px" in window.rules_dialog.browser.document() \
        .defaultStyleSheet()
    window.resize(1280, 800)
    qtbot.wait(50)
    assert [points(d) for d in dialogs] == plain
