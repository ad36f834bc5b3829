"""The rules reference: one source, complete in three languages, every preset covered."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from dager_desktop.engine import PRESETS
from dager_desktop.ui.dialogs import help_doc


def _notations(value) -> list[str]:
    if isinstance(value, dict):
        found = [value["cards"]] if isinstance(value.get("cards"), str) else []
        return found + [n for item in value.values() for n in _notations(item)]
    if isinstance(value, list):
        return [n for item in value for n in _notations(item)]
    return []


def test_every_text_is_there_in_all_three_languages():
    assert help_doc.missing_texts() == []


def test_every_preset_but_standard_has_a_section_saying_what_it_changes():
    doc = help_doc.load_document()
    sections = {s.get("preset") for s in doc["sections"]}
    assert set(PRESETS) - {"standard"} <= sections


def test_every_card_picture_is_written_in_valid_notation():
    notations = _notations(help_doc.load_document())
    assert len(notations) >= 10
    for notation in notations:
        assert all(help_doc.card_groups(notation)), notation


@pytest.mark.parametrize("language", help_doc.LANGUAGES)
def test_each_language_renders_every_section_with_its_pictures(language):
    page = help_doc.render(language, "X", "mingtang")
    doc = help_doc.load_document()
    for section in doc["sections"]:
        assert help_doc.markup(section["title"], language) in page.html
    assert '<a href="#mingtang">' in page.html  # the rules in play link to their section
    assert len(page.pictures) == len(_notations(doc))
    script = "traditional" if language == "zh_TW" else "simplified"
    assert all(f"/{script}/" in name for name in page.pictures)
    assert "**" not in page.html


def test_a_picture_is_the_cards_side_by_side_at_twice_the_size():
    width, height = help_doc.picture_size("一二三 壹贰叁")
    data = help_doc.picture_png("一二三 壹贰叁", "traditional")
    with Image.open(io.BytesIO(data)) as image:
        assert image.size == (width * 2, height * 2)
    assert width == 6 * (help_doc.CARD_W + 2) + 10


def test_bold_markup_and_escaping():
    assert help_doc.markup({"en": "**Hu** <b>", "zh_CN": "", "zh_TW": ""}, "en") == (
        "<b>Hu</b> &lt;b&gt;"
    )


def test_english_text_uses_straight_quotes():
    # The UI font is a CJK one, whose curly quotes are full-width: "winner’ s".
    english = help_doc.texts("en")
    assert not [t for t in english if set(t) & set("‘’“”")]


def test_the_pictures_are_drawn_off_the_gui_thread(make_window, qtbot, monkeypatch):
    import threading

    threads = []
    draw = help_doc.picture_png

    def recorded(notation, script):
        threads.append(threading.current_thread())
        return draw(notation, script)

    monkeypatch.setattr(help_doc, "picture_png", recorded)
    window = make_window()
    window.show_rules()  # shows its text at once
    browser = window.rules_dialog.browser
    browser.scrollToAnchor("melds")
    browser.viewport().repaint()
    qtbot.waitUntil(lambda: bool(browser.drawn_pictures()), timeout=5000)
    assert threads and threading.main_thread() not in threads
    window.rules_dialog.close()


def test_an_open_rules_window_follows_a_change_of_rules(make_window):
    # It went on naming the old rules ("You are playing: Mingtang scoring").
    window = make_window(preset="mingtang")
    window.new_match()
    window.show_rules()
    assert window.rules_dialog.preset == "mingtang"
    window.menus.preset_actions["standard_3p"].trigger()  # asks (yes in tests)
    assert window.session.preset == "standard_3p"
    assert window.rules_dialog.preset == "standard_3p"
    assert "You are playing: Standard, three players" in window.rules_dialog.browser.toPlainText()
    window.rules_dialog.close()
