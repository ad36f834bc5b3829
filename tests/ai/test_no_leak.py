"""Hidden information cannot leak: the hard agent decides on the view alone.

Two rounds that look the same from one seat — the other seats' concealed
hands and the stock shuffled among themselves — must get the same choice
from the hard agent with the same seed and a fixed number of iterations.
"""

from __future__ import annotations

import random

from dager_desktop.ai import make_agent
from dager_desktop.ai.sampler import sample
from dager_desktop.engine import Game

from .helpers import random_states


def _twins(game: Game, seat: int, salt: int) -> tuple[Game, Game]:
    """Two rebuilds of ``game`` as ``seat`` sees it, with different hidden cards."""
    view = game.view(seat)
    made = []
    for k in range(2):
        guess = sample(view, random.Random(f"{salt}:{k}"))
        made.append(Game.from_view(view, guess.hands, guess.stock))
    return made[0], made[1]


def test_hard_choice_ignores_hidden_cards():
    checked = 0
    for n, (game, decision) in enumerate(random_states("standard", 40, seed=11)):
        if len(decision.options) < 2:
            continue
        seat = decision.seat
        one, two = _twins(game, seat, n)
        hidden_one = {s: sorted(one.view(s).hand) for s in one.order if s != seat}
        hidden_two = {s: sorted(two.view(s).hand) for s in two.order if s != seat}
        if hidden_one == hidden_two and one.stock == two.stock:
            continue
        assert one.view(seat) == two.view(seat) == game.view(seat)
        options = next(d.options for d in one.decisions() if d.seat == seat)
        picks = {
            make_agent("hard", 42, iterations=3).choose(g.view(seat), options)
            for g in (game, one, two)
        }
        assert len(picks) == 1
        checked += 1
        if checked == 8:
            break
    assert checked >= 4


def test_sampled_guesses_fit_the_view():
    for n, (game, decision) in enumerate(random_states("online001", 25, seed=5)):
        view = game.view(decision.seat)
        guess = sample(view, random.Random(n))
        rebuilt = Game.from_view(view, guess.hands, guess.stock)
        assert rebuilt.view(decision.seat) == view
