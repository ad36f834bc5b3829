"""The sum of a finished round: how its payments follow from the winning hand.

``score_breakdown(game)`` gives the steps of RULES.md §G for the round's end —
胡, then 等 and the multipliers (G.1), the 名堂 and 番 (G.2) or the base and its
doublings (G.3), L, D and W — and then each seat's payment (§G, §C4 包牌,
§C15 黄牌), as ``ScoreStep``s (the codes are listed in ``score_steps.py``).

It runs the scoring and the settlement again on the round's own facts with
their step notes on: the same code that scored the round, so the steps and
``game.result`` cannot disagree (it checks that they do not).  Computed when
asked, not at every round's end: the search AI ends thousands of rounds that
nobody reads the sum of.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .score_steps import ScoreStep
from .scoring import score_steps
from .settlement import huang_payments, win_payments

if TYPE_CHECKING:
    from .game import Game


def score_breakdown(game: Game) -> tuple[ScoreStep, ...]:
    """The steps of a finished round's score and payments, in the order the rules take them.

    Raises ``ValueError`` while the round is still being played.
    """
    result = game.result
    if result is None:
        raise ValueError("the round is not over: it has no score yet")
    rules = game.rules
    steps: list[ScoreStep] = []
    if result.winner is None:
        payments = huang_payments(rules, game.order, game.dijia, game.baopai, steps)
    else:
        assert result.arrangement is not None  # every win has its arrangement
        scored, noted = score_steps(result.arrangement, rules, result.context)
        if scored != result.score:
            raise AssertionError(f"the round scored {result.score}, its steps {scored}")
        steps.extend(noted)
        payments = win_payments(
            rules, game.order, game.dijia, result.winner, scored, game.baopai, steps
        )
    if payments != result.payments:
        raise AssertionError(f"the round paid {result.payments}, its steps {payments}")
    return tuple(steps)
