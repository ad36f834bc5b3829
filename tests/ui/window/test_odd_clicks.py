"""Odd clicks: a player who clicks, types and picks menu items at random.

Each step does one thing a restless player might do — click or double-click
anywhere in the window or in a dialog that is open, press a key the game
answers to, or choose a menu item (a new match, another language, the rule
hints, another speed or rule set, full screen) — at any moment, in the middle
of a deal, an animation or a seat's thinking.  pytest-qt fails the test on any
exception raised in a slot or an event handler.  After the storm the window
must still be in step with the engine: the hand shown is the seat's hand, the
round record replays to the same round, and a round can be played to its end.
"""

from __future__ import annotations

import random

import pytest

from dager_desktop.engine import Game
from dager_desktop.ui.table.hand_model import CardRole
from dager_desktop.ui.table.projection import HUMAN
from tests.ui.helpers import HumanDriver, close_what_is_open, restless_player


def _in_step_with_the_engine(window) -> None:
    session = window.session
    game = session.game
    replayed = Game.from_record(game.to_record())
    assert replayed.to_record() == game.to_record()
    if window.flow.state_name == "human":
        model = window.models.hand
        shown = sorted(int(model.index(r, 0).data(CardRole)) for r in range(model.rowCount()))
        assert shown == sorted(int(c) for c in game.view(HUMAN).hand)


@pytest.mark.parametrize("seed", [3, 8])
def test_a_restless_player_breaks_nothing(make_window, qtbot, seed):
    window = make_window(seed=seed)
    window.new_match()
    made = restless_player(window, qtbot, random.Random(seed), steps=250)
    assert made >= 5  # the storm really played: cards went out, claims were answered
    close_what_is_open(window)
    window.session.set_speed("instant")
    qtbot.waitUntil(lambda: window.flow.state_name in ("human", "over"), timeout=10_000)
    _in_step_with_the_engine(window)
    # and the table still plays a round to its end
    driver = HumanDriver(window, rounds=1)
    if window.flow.state_name == "over":
        window.round_dialog.close() if window.round_dialog is not None else None
        window.next_round()
    else:
        driver._decision(True)
    qtbot.waitUntil(driver.done, timeout=20_000)
    _in_step_with_the_engine(window)
