"""Settling a round: who pays whom after a win or a 黄牌.

Implements RULES.md §G (each loser pays L, the 底家 receives D out of the
winner's takings, the winner nets W), §C4 (包牌: the 包 seat pays for every
loser; 黄三包四) and §C15 (黄牌 payments).  Payments always sum to zero.
Given a list, both note each seat's payment as a step (``score_steps``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card
from .melds import Arrangement
from .rules import RuleSet
from .score_steps import Points as Points  # kept here too: ``match`` reads it from here
from .score_steps import ScoreStep, StepList
from .scoring import Score, whole_or_half
from .win_facts import WinContext


@dataclass(frozen=True)
class RoundResult:
    """How a round ended.  ``winner`` is ``None`` for 黄牌."""

    winner: int | None
    arrangement: Arrangement | None = None
    score: Score | None = None
    win_card: Card | None = None
    from_seat: int | None = None  #: where the winning card came from (None: dealt hand)
    #: the winning card was turned from the stock (by ``from_seat``), not discarded
    win_turned: bool = False
    context: WinContext = field(default_factory=WinContext)
    payments: dict[int, Points] = field(default_factory=dict)  #: every seat, 底家 included
    #: the index in ``arrangement.groups`` of the group the winning card went into (None:
    #: no card from outside, 天胡 or an instant win) — the 列 it completed as scored
    win_group: int | None = None

    @property
    def huang(self) -> bool:
        return self.winner is None


def win_payments(
    rules: RuleSet,
    players: tuple[int, ...],
    dijia: int | None,
    winner: int,
    score: Score,
    baopai: int | None,
    steps: StepList = None,
) -> dict[int, Points]:
    """Payments after a win: losers −L (or the 包 seat for all), 底家 +D, winner +W."""
    pay: dict[int, Points] = {s: 0 for s in range(rules.seats)}
    losers = [s for s in players if s != winner]
    loser = score.loser_pays
    if baopai is not None and baopai in losers:
        pay[baopai] = -loser * len(losers)
        if steps is not None:
            paid = whole_or_half(pay[baopai])
            steps.append(ScoreStep("baopai_pays", paid, (loser, len(losers)), seat=baopai))
            steps.extend(ScoreStep("covered", 0, (baopai,), seat=s) for s in losers if s != baopai)
    else:
        for s in losers:
            pay[s] = -loser
            if steps is not None:
                steps.append(ScoreStep("pays", -loser, (loser,), seat=s))
    if dijia is not None:
        pay[dijia] = score.dijia_gets
        if steps is not None:
            steps.append(ScoreStep("dijia_gets", score.dijia_gets, seat=dijia))
    pay[winner] = score.winner_gets
    if steps is not None:
        steps.append(ScoreStep("winner_gets", score.winner_gets, seat=winner))
    return {s: whole_or_half(v) for s, v in pay.items()}


def huang_payments(
    rules: RuleSet,
    players: tuple[int, ...],
    dijia: int | None,
    baopai: int | None,
    steps: StepList = None,
) -> dict[int, Points]:
    """黄牌: nothing, or each playing seat pays 3 to the 底家 (a 包 seat 4)."""
    pay: dict[int, Points] = {s: 0 for s in range(rules.seats)}
    if rules.huang_payment == "3_each_to_dijia" and dijia is not None:
        for s in players:
            pay[s] = -4 if s == baopai else -3  # "黄三包四"
            if steps is not None:
                keys = ("baopai",) if s == baopai else ()
                steps.append(ScoreStep("huang_pays", pay[s], (-pay[s],), keys, s))
        pay[dijia] = -sum(pay[s] for s in players)
        if steps is not None:
            steps.append(ScoreStep("huang_dijia", pay[dijia], seat=dijia))
    elif steps is not None:
        steps.append(ScoreStep("huang", 0))
    return pay
