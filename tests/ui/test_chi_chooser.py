"""The 吃 chooser: one button per way, the claimed card marked and named."""

from __future__ import annotations

from dager_desktop.ai import make_agent
from dager_desktop.engine import ActionKind, Game
from dager_desktop.ui.dialogs.chi_chooser import ChiChooser


def _several_ways_to_chi():
    """A claim window in which some seat may 吃 the card on offer in two ways or more."""
    for seed in range(200):
        game = Game.new(seed=seed)
        agents = {s: make_agent("easy", seed * 10 + s) for s in range(4)}
        while not game.over:
            for decision in game.decisions():
                ways = [a for a in decision.options if a.kind is ActionKind.CHI]
                if len(ways) >= 2:
                    return game, ways
            decision = game.decisions()[0]
            view = game.view(decision.seat)
            game.apply(decision.seat, agents[decision.seat].choose(view, decision.options))
    raise AssertionError("no claim window with two ways to 吃")


def test_the_chooser_names_and_marks_the_claimed_card(make_window, qtbot):
    window = make_window()
    game, ways = _several_ways_to_chi()
    card = game.window.active.card
    chooser = ChiChooser(ways, window.pixmaps, window, card)
    qtbot.addWidget(chooser)
    chooser.show()
    assert str(card) in chooser.question.text() and '"' in chooser.question.text()
    for action, strip in zip(ways, chooser._strips, strict=True):
        assert strip.highlight == {(0, action.meld.cards.index(card))}
    assert len(chooser.buttons) == len(ways)
