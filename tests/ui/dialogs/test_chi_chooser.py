"""The 吃 chooser: one button per way, the claimed card marked and named."""

from __future__ import annotations

from dager_desktop.ui.dialogs.chi_chooser import ChiChooser
from tests.ui.helpers import several_ways_to_chi


def test_the_chooser_names_and_marks_the_claimed_card(make_window, qtbot):
    window = make_window()
    game, ways = several_ways_to_chi()
    card = game.view(0).active.card
    chooser = ChiChooser(ways, window.pixmaps, window, card)
    qtbot.addWidget(chooser)
    chooser.show()
    assert str(card) in chooser.question.text() and '"' in chooser.question.text()
    for action, strip in zip(ways, chooser._strips, strict=True):
        assert strip.highlight == {(0, action.meld.cards.index(card))}
    assert len(chooser.buttons) == len(ways)
