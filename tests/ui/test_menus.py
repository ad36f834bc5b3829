"""The menus offer only what applies to the table in play."""

from __future__ import annotations


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
