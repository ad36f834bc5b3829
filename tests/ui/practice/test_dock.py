"""The hint panel's dock: narrow on a small window, and folded away at a click.

At 1024×700 it took 270 px, over a quarter of the window, whatever the language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton

from dager_desktop.engine import HandHints, WaitHint, parse_cards
from tests.ui.helpers import practice_window

SMALL = (1024, 700)


def _window(make_window, qtbot, language: str, size=SMALL):
    window = practice_window(make_window, seed=7, size=size)
    window.choose_language(language)
    window.new_match()
    qtbot.waitUntil(lambda: window.flow.state_name == "human", timeout=10000)
    return window


def _a_table_of_waits(window) -> None:
    card = parse_cards("七")[0]
    waits = (WaitHint(card, 24, 3, False, ("hong", "tian_hu"), 8),
             WaitHint(parse_cards("拾")[0], 11, 2, True, (), 2))
    window.practice.panel.set_facts(HandHints(6, 15, (), ((card, waits), (card, waits)), True))


def _nothing_cut(window) -> list[str]:
    panel = window.practice.panel
    seen = panel.parentWidget()  # the scroll area's viewport: what is not in it is cut
    cut = []
    for widget in panel.findChildren(QLabel) + panel.findChildren(QPushButton):
        if not (widget.isVisible() and widget.text()):
            continue
        if widget.width() < widget.minimumSizeHint().width() or \
                widget.mapTo(seen, widget.rect().topRight()).x() >= seen.width():
            cut.append(widget.text()[:60])
    return cut


@pytest.mark.parametrize(("language", "share"), [("zh_CN", 0.19), ("zh_TW", 0.19),
                                                 ("en", 0.25)])
def test_on_a_small_window_the_panel_is_narrow_and_cuts_nothing(make_window, qtbot,
                                                                language, share):
    window = _window(make_window, qtbot, language)
    _a_table_of_waits(window)
    qtbot.wait(50)
    dock = window.practice.dock
    assert dock.width() <= SMALL[0] * share, (dock.width(), language)
    assert _nothing_cut(window) == []


def test_the_panel_folds_to_a_strip_and_opens_again(make_window, qtbot):
    window = _window(make_window, qtbot, "zh_CN")
    dock = window.practice.dock
    open_width, table_width = dock.width(), window.table.width()
    QTest.mouseClick(dock.title_bar.fold, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dock.width() < 50, timeout=3000)
    assert dock.folded and not dock.pane.isVisible()
    assert dock.title_bar.title.down and dock.title_bar.title.text() == "规则提示"
    qtbot.waitUntil(lambda: window.table.width() > table_width + open_width - 60, timeout=3000)
    # the folded move log below it is a strip too, not a bar as wide as its title
    assert window.move_log.width() <= dock.width()
    window.choose_language("en")  # folded it stays, its title in the new language
    qtbot.waitUntil(lambda: dock.title_bar.title.text() == "Rule hints", timeout=3000)
    assert dock.folded and dock.width() < 50
    QTest.mouseClick(dock.title_bar.fold, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dock.width() >= dock.least_width(), timeout=3000)
    assert not dock.folded and dock.pane.isVisible()


def test_a_folded_panel_set_floating_opens(make_window, qtbot):
    window = _window(make_window, qtbot, "en")
    dock = window.practice.dock
    dock.set_folded(True)
    dock.setFloating(True)
    qtbot.wait(20)
    assert not dock.folded and dock.pane.isVisible()
    dock.setFloating(False)
