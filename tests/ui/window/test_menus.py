"""The menus offer only what applies to the table in play."""

from __future__ import annotations

import pytest


def _players_dialog(window):
    from dager_desktop.ui.dialogs.players import PlayersDialog

    window.menus.players_action.trigger()
    dialogs = [d for d in window.findChildren(PlayersDialog) if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def test_the_computer_players_levels_are_set_in_one_dialog(make_window, qtbot):
    # They were three menus deep, one seat at a time.
    window = make_window(preset="standard")
    window.new_match()
    dialog = _players_dialog(window)
    assert dialog.seats == (1, 2, 3)
    assert dialog.levels() == {seat: window.session.levels[seat] for seat in (1, 2, 3)}
    changes = []
    window.session.optionsChanged.connect(lambda: changes.append(1))
    dialog.choices[(1, "hard")].setChecked(True)
    dialog.choices[(3, "easy")].setChecked(True)
    assert window.session.levels[1] != "hard"  # nothing changes before OK
    dialog.accept()
    assert (window.session.levels[1], window.session.levels[3]) == ("hard", "easy")
    assert len(changes) == 1  # one change, one save of the settings
    # the seats play at their new levels from now on
    assert window.session.agents[1] is not None


def test_cancel_leaves_the_levels_as_they_were(make_window, qtbot):
    window = make_window()
    window.new_match()
    before = dict(window.session.levels)
    dialog = _players_dialog(window)
    dialog.choices[(2, "hard" if before[2] != "hard" else "easy")].setChecked(True)
    dialog.reject()
    assert window.session.levels == before


def test_no_level_is_offered_for_a_seat_that_is_not_at_the_table(make_window, qtbot):
    # With three players Wang does not sit, yet Computer players ▸ Wang was offered.
    window = make_window(preset="standard")
    window.new_match()
    window.menus.preset_actions["standard_3p"].trigger()  # asks (yes in tests)
    dialog = _players_dialog(window)
    assert dialog.seats == tuple(range(1, window.session.rules.seats)) == (1, 2)
    assert {seat for seat, _level in dialog.choices} == {1, 2}
    dialog.reject()


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_players_dialog_names_every_seat_and_level(make_window, qtbot, language):
    from dager_desktop.ui.text import terms

    window = make_window()
    window.choose_language(language)
    dialog = _players_dialog(window)
    for seat, label in dialog.names.items():
        assert label.text() == terms.seat_name(seat)
    assert {b.text() for b in dialog.choices.values()} == {
        terms.level_name(level) for level in ("easy", "normal", "hard")}
    assert dialog.windowTitle() and dialog.intro.text()
    dialog.reject()


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
    assert checked >= 6  # Game, Options, Help, Rules, Speed, Volume, Hints from …


def test_mnemonics_never_repeat_and_keep_a_plain_ampersand():
    from dager_desktop.ui.widgets.menu_actions import with_mnemonics

    assert with_mnemonics(["Standard", "Standard, three players"]) == [
        "&Standard", "S&tandard, three players"]
    assert with_mnemonics(["标准", "A1", "网络版", "R&D"]) == [
        "标准(&1)", "&A1", "网络版(&2)", "&R&&D"]
