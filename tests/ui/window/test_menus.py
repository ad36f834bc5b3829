"""The menus offer only what applies to the table in play."""

from __future__ import annotations

import pytest


def test_no_level_is_offered_for_a_seat_that_is_not_at_the_table(make_window):
    # With three players Wang does not sit, yet Computer players ▸ Wang was offered.
    window = make_window(preset="standard")
    window.new_match()
    visible = {seat for seat, menu in window.menus.seat_menus.items()
               if menu.menuAction().isVisible()}
    assert visible == {1, 2, 3}
    window.menus.preset_actions["standard_3p"].trigger()  # asks (yes in tests)
    visible = {seat for seat, menu in window.menus.seat_menus.items()
               if menu.menuAction().isVisible()}
    assert visible == set(range(1, window.session.rules.seats)) == {1, 2}
    window.menus.preset_actions["standard"].trigger()
    assert window.menus.seat_menus[3].menuAction().isVisible()


def _mnemonic(text: str) -> str | None:
    """The key after a single '&' (a '&&' is a plain ampersand)."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_every_menu_entry_has_its_own_mnemonic(make_window, language):
    # The entries of Rules, Computer players, Speed, Volume and Hints from had none.
    from PySide6.QtWidgets import QMenu

    window = make_window()
    window.choose_language(language)
    menus = window.findChildren(QMenu)
    checked = 0
    for menu in menus:
        entries = [a for a in menu.actions() if not a.isSeparator() and a.text()]
        if menu.title() == "" or menu is window.menus.language_menu:
            continue  # the language names stand as each language writes itself
        keys = [_mnemonic(a.text()) for a in entries]
        assert None not in keys, (menu.title(), [a.text() for a in entries])
        assert len(set(keys)) == len(keys), (menu.title(), [a.text() for a in entries])
        checked += 1
    assert checked >= 10


def test_mnemonics_never_repeat_and_keep_a_plain_ampersand():
    from dager_desktop.ui.widgets.menu_actions import with_mnemonics

    assert with_mnemonics(["Standard", "Standard, three players"]) == [
        "&Standard", "S&tandard, three players"]
    assert with_mnemonics(["标准", "A1", "网络版", "R&D"]) == [
        "标准(&1)", "&A1", "网络版(&2)", "&R&&D"]
