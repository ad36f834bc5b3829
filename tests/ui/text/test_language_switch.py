"""Switching the language in a live window: menus, buttons, dialogs, card faces, screenshots.

The screenshots land in the test's tmp dir (``table_zh_CN.png`` ...), so a
person can look at them: no clipped text, no English left in the Chinese
table, no boxes for missing glyphs.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QAbstractButton, QLabel, QScrollArea

from dager_desktop.engine import ActionKind, Card, Game, Refusal
from dager_desktop.ui.dialogs.round_over import RoundOverDialog
from dager_desktop.ui.text.i18n import current_language, switch_language
from tests.ui.helpers import won_by_easy_players

EXPECTED = {
    # language: (Game menu, Help menu, window title, 胡 button, 过 button, role of the dealer)
    "zh_CN": ("游戏(&G)", "帮助(&H)", "泸州大贰", "胡", "过", "庄家"),
    "zh_TW": ("遊戲(&G)", "說明(&H)", "瀘州大貳", "胡", "過", "莊家"),
    "en": ("&Game", "&Help", "Luzhou Da Er", "Hu", "Pass", "Dealer"),
}
#: Latin words a Chinese screen may show: key names.
_ALLOWED_LATIN = {"Enter"}


@pytest.fixture
def english_after():
    yield
    switch_language("en")
    QCoreApplication.processEvents()


def _switch(window, qtbot, language: str) -> None:
    window.choose_language(language)
    game_menu = EXPECTED[language][0]
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == game_menu, timeout=3000)
    assert current_language() == language


def _latin_words(text: str) -> set[str]:
    text = re.sub(r"\(&\w\)", "", text)  # Chinese menus keep the accelerator letter
    return set(re.findall(r"[A-Za-z]{2,}", text)) - _ALLOWED_LATIN


def _english_left(window) -> set[str]:
    """Latin words in the visible labels, buttons and menu entries of ``window``."""
    words: set[str] = set()
    for widget in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if widget.isVisibleTo(window) and not widget.text().startswith("<"):
            words |= _latin_words(widget.text())
    bar = window.menuBar() if hasattr(window, "menuBar") else None
    for action in bar.actions() if bar else ():
        menu = action.menu()
        words |= _latin_words(action.text())
        for item in menu.actions() if menu else ():
            words |= _latin_words(item.text())
    return words


def _play_until_claim(window, qtbot) -> None:
    """Play (as the human) until the human is asked about a card, and leave it asked."""
    asked = []

    def decide(decision) -> None:
        if decision is None or asked:
            return
        responses = window.table.centre.responses
        if responses.mode == "claim":
            asked.append(decision)  # the claim buttons stay up for the screenshots
        elif responses.mode == "discard":
            legal = [a.card for a in decision.options if a.kind is ActionKind.DISCARD]
            QTimer.singleShot(0, lambda: window.play_card(legal[0]))
        else:
            QTimer.singleShot(0, responses.pass_turn)

    window.flow.humanDecision.connect(decide)
    window.new_match()
    qtbot.waitUntil(lambda: bool(asked), timeout=40000)


def test_the_open_table_speaks_each_language_at_once(make_window, qtbot, tmp_path, english_after):
    window = make_window(seed=3)
    _play_until_claim(window, qtbot)
    for language in ("zh_CN", "zh_TW", "en", "zh_CN"):
        _switch(window, qtbot, language)
        _, help_, title, hu, pass_, dealer = EXPECTED[language]
        buttons = window.table.centre.responses.buttons
        assert window.menus.help_menu.title() == help_
        assert window.windowTitle() == title
        assert buttons["hu"].text() == hu and buttons["pass"].text() == pass_
        roles = {panel.role.text().split(" · ")[0] for panel in window.table.panels.values()}
        assert dealer in roles
        script = "traditional" if language == "zh_TW" else "simplified"
        assert window.pixmaps.script == script
        count = window.table.panels["bottom"].count.text()
        assert count.endswith({"zh_CN": "张", "zh_TW": "張", "en": "cards"}[language]), count
        qtbot.waitUntil(lambda: window.pixmaps.pending() == 0, timeout=10000)
        qtbot.wait(50)
        assert window.grab().save(str(tmp_path / f"table_{language}.png"))
        if language != "en":
            assert _english_left(window) == set()


def test_a_refusal_on_show_is_said_again_in_the_new_language(make_window, qtbot, english_after):
    window = make_window(seed=3)
    window.refuse(Refusal("kan_locked", "", {"card": Card.D2}))
    assert "cannot be played" in window.statusBar().currentMessage()
    _switch(window, qtbot, "zh_TW")
    said = window.statusBar().currentMessage()
    assert "貳" in said and not _latin_words(said)


def test_the_language_menu_names_each_language_in_its_own_script(make_window, english_after):
    window = make_window()
    names = {code: action.text() for code, action in window.menus.language_actions.items()}
    assert names == {"zh_CN": "简体中文", "zh_TW": "繁體中文", "en": "English"}
    window.menus.language_actions["zh_TW"].trigger()
    QCoreApplication.processEvents()
    assert current_language() == "zh_TW"
    assert window.menus.language_actions["zh_TW"].isChecked()
    assert names["zh_CN"] == window.menus.language_actions["zh_CN"].text()  # never translated


def _finished_game(seed: int) -> Game:
    """A round played out by computer players that someone won."""
    return won_by_easy_players(seed, tries=50)


def test_the_round_over_dialog_retranslates_while_open(make_window, qtbot, tmp_path,
                                                       english_after):
    window = make_window()
    game = _finished_game(5)
    dialog = RoundOverDialog(game, {0: 3, 1: -1, 2: 1, 3: -3}, window.pixmaps, window)
    dialog.show()
    expected = {"zh_CN": ("下一局", "本局结束", "座位"),
                "zh_TW": ("下一局", "本局結束", "座位"),
                "en": ("Next round", "Round over", "Seat")}
    for language in ("zh_CN", "zh_TW", "en"):
        _switch(window, qtbot, language)
        next_text, title, seat = expected[language]
        assert dialog.next_button.text() == next_text
        assert dialog.windowTitle() == title
        labels = [label.text() for label in dialog.findChildren(QLabel)]
        assert seat in labels
        assert dialog.headline.text() == RoundOverDialog.headline_for(game.result)
        qtbot.waitUntil(lambda: window.pixmaps.pending() == 0, timeout=10000)
        dialog.adjustSize()
        qtbot.wait(50)
        assert dialog.grab().save(str(tmp_path / f"round_over_{language}.png"))
        if language != "en":
            assert _english_left(dialog) == set(), labels
    dialog.close()


def test_the_round_over_dialog_grows_for_a_longer_language(make_window, qtbot, english_after,
                                                          monkeypatch):
    from PySide6.QtCore import QSize

    from dager_desktop.ui.platform import screens

    # the smallest screen the game is made for (on a narrower one the hands may scroll)
    monkeypatch.setattr(screens, "room_for", lambda widget: QSize(1024, 700) - screens.FRAME)
    window = make_window()
    _switch(window, qtbot, "zh_CN")
    game = _finished_game(7)  # its English captions need ~60 px more than the Chinese
    dialog = RoundOverDialog(game, {0: 3, 1: -1, 2: 1, 3: -3}, window.pixmaps, window)
    dialog.show()
    qtbot.wait(20)
    _switch(window, qtbot, "en")  # English captions are wider: nothing may be cut
    qtbot.wait(20)
    area = dialog.findChild(QScrollArea)
    strip = area.widget()
    assert strip.width() <= area.viewport().width()
    assert not area.horizontalScrollBar().isVisible()
    assert dialog.width() >= dialog.sizeHint().width()
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and not label.wordWrap():
            assert label.width() >= label.sizeHint().width(), label.text()
    dialog.close()


def test_the_round_over_dialog_narrows_again_for_a_shorter_language(make_window, qtbot,
                                                                   english_after):
    window = make_window()
    dialog = RoundOverDialog(_finished_game(7), {0: 3, 1: -1, 2: 1, 3: -3}, window.pixmaps,
                             window)
    dialog.show()
    qtbot.wait(20)
    english = dialog.width()
    _switch(window, qtbot, "zh_CN")  # its captions are narrower: no empty band is kept
    qtbot.wait(20)
    assert dialog.width() < english and dialog.width() <= dialog.sizeHint().width() + 2
    dialog.close()


def test_the_rules_help_follows_the_language(make_window, qtbot, tmp_path, english_after):
    window = make_window()
    window.show_rules()
    dialog = window.rules_dialog
    titles = {"zh_CN": "泸州大贰规则", "zh_TW": "瀘州大貳規則", "en": "Rules of Luzhou Da Er"}
    words = {"zh_CN": "过张", "zh_TW": "過張", "en": "Guo Zhang"}
    for language in ("zh_TW", "zh_CN", "en"):
        _switch(window, qtbot, language)
        qtbot.waitUntil(lambda lang=language: dialog.language == lang, timeout=3000)
        assert dialog.windowTitle() == titles[language]
        assert words[language] in dialog.browser.toPlainText()
        dialog.browser.scrollToAnchor("melds")  # the table with card pictures
        dialog.browser.viewport().repaint()  # asks for the pictures in sight
        qtbot.waitUntil(lambda: bool(dialog.browser.drawn_pictures()), timeout=5000)
        qtbot.wait(50)
        assert dialog.grab().save(str(tmp_path / f"rules_{language}.png"))
        script = "traditional" if language == "zh_TW" else "simplified"
        drawn = dialog.browser.drawn_pictures()
        assert drawn and all(f"/{script}/" in name for name in drawn)
    dialog.close()


def test_the_about_box_follows_the_language_while_open(make_window, qtbot, english_after):
    from dager_desktop.ui.dialogs.about import show_about

    window = make_window()
    box = show_about(window)
    _switch(window, qtbot, "zh_CN")
    qtbot.waitUntil(lambda: "泸州大贰" in box.windowTitle(), timeout=3000)
    assert "泸州大贰" in box.text()
    _switch(window, qtbot, "en")
    qtbot.waitUntil(lambda: box.windowTitle() == "About Luzhou Da Er", timeout=3000)
    box.close()


def _access_keys_clash(menu) -> list[str]:
    """Entries of ``menu`` (and its submenus) that share an access key (&X) with another."""
    seen: dict[str, str] = {}
    clashes = []
    for action in menu.actions():
        key = re.search(r"&(\w)", action.text().replace("&&", ""))
        if key is not None:
            letter = key.group(1).lower()
            if letter in seen:
                clashes.append(f"{seen[letter]} / {action.text()}")
            seen[letter] = action.text()
        if action.menu() is not None:
            clashes += _access_keys_clash(action.menu())
    return clashes


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_no_two_entries_of_a_menu_share_an_access_key(make_window, qtbot, english_after,
                                                      language):
    window = make_window()
    if language != "en":
        _switch(window, qtbot, language)
    bar = window.menuBar()
    assert not _access_keys_clash(bar)  # the menu titles
    for action in bar.actions():
        assert not _access_keys_clash(action.menu()), action.text()
