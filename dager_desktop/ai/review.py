"""复盘 fùpán: every decision of one seat in a finished round, valued by the hard search.

``review(record, seat)`` replays a round record (``Game.to_record()``) and, at
each decision of ``seat`` that offered more than one option, asks the hard
player's search (``HardAgent.searched``: hidden hands guessed from the view by
its sampler, each option played a few cards ahead and valued in points by
``outlook``) what each option is worth — **from what the seat could see then**
(``game.view(seat)``): the true hidden cards are never looked at, so a review
judges the decision, not the luck of the cards that came.

Each decision gets the values of the options searched (the one chosen, the
search's best and the next of the hard ranking: at least three where there are
three) with a 95% interval, the best, the loss (best − chosen, ≥ 0) and a
mark (``MARKS``; docs/AI.md "Review"): ``agrees`` unless the loss is larger than
its own uncertainty (the 95% half-width of the paired difference, widened for the
best being the largest of several: ``z95_among``) *and* at least ``INACCURACY``
points.  A marked decision gets a reason category
(``review_reasons``).  The round's summary: agreement rate, expected loss per
decision, the three costliest decisions.

With ``iterations`` (guesses per decision) and ``seed`` the review is the same on
every run; with ``budget_ms`` (per decision, the default ``BUDGET_MS``) it
depends on the machine's speed.  The command line is in ``review_cli``::

    python -m dager_desktop.ai.review FILE --seat S [--iterations K | --budget-ms B]
        [--seed N] [--json]
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from ..engine import Action, ActionKind, Game, RecordError, SeatView, format_cards
from .hard import HORIZON, HardAgent
from .review_reasons import reason_of
from .search_rules import no_cycle_collection, paired

#: Milliseconds of search per decision by default: a round's 10–25 decisions in
#: well under 30 s on two cores (benchmarks/bench_review.py).
BUDGET_MS = 700.0
#: Options searched besides the one chosen: the hard ranking's best few.
CANDIDATES = 3
#: Loss thresholds in points (docs/AI.md "Review"), the smallest first.
INACCURACY = 0.3
MISTAKE = 1.0
BLUNDER = 2.5
MARKS = ("agrees", "inaccuracy", "mistake", "blunder")
#: 95% two-sided normal quantile.
Z95 = 1.96

#: Called after each decision is valued: (decisions done, decisions in all, the review).
#: Raising from it stops the review (the exception goes to ``review``'s caller).
Progress = Callable[[int, int, "DecisionReview"], None]


class ReviewError(ValueError):
    """A record that cannot be reviewed; the message says why, ``code`` which case it is
    (``invalid``, ``unfinished``, ``no_cards``: the seat held none, the 底家), for
    translation."""

    def __init__(self, message: str, code: str = "invalid") -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class OptionValue:
    """One option with its expected points for the seat and their 95% interval."""

    action: Action
    points: float
    ci95: tuple[float, float]


@dataclass(frozen=True)
class DecisionReview:
    """One decision: ``step`` is its index in the record's actions."""

    step: int
    options: tuple[OptionValue, ...]  #: best first
    chosen: Action
    best: Action
    loss: float  #: best − chosen, ≥ 0
    #: 95% half-width of the paired loss, for the best of the options searched
    #: (``z95_among``; inf with fewer than two guesses)
    margin: float
    mark: str  #: one of ``MARKS``
    reason: str | None = None  #: ``review_reasons`` category of a marked decision
    params: Mapping[str, Any] = field(default_factory=dict, compare=False)
    guesses: int = 0  #: hidden-card guesses the values rest on
    #: share of the guesses on which the best came out ahead of the choice (a tie
    #: counts half; 0.5 where the best is the choice)
    ahead: float = 0.5

    @property
    def certain_loss(self) -> float:
        """The loss where it exceeds its uncertainty, else 0."""
        return self.loss if self.loss > self.margin else 0.0

    @property
    def differs(self) -> bool:
        return self.mark != "agrees"

    def value_of(self, action: Action) -> OptionValue | None:
        return next((o for o in self.options if o.action == action), None)


@dataclass(frozen=True)
class Review:
    """A seat's decisions of one round, in order, and their summary."""

    seat: int
    decisions: tuple[DecisionReview, ...]

    @property
    def agreement(self) -> float:
        """Share of decisions marked ``agrees`` (1.0 for a round without decisions)."""
        if not self.decisions:
            return 1.0
        return sum(1 for d in self.decisions if not d.differs) / len(self.decisions)

    @property
    def expected_loss(self) -> float:
        """Mean loss per decision, in points, counting only the losses larger than their
        own uncertainty: the best of several noisy means is flattered by the noise, and a
        round the reviewer agrees with throughout would otherwise show a loss."""
        if not self.decisions:
            return 0.0
        return sum(d.certain_loss for d in self.decisions) / len(self.decisions)

    def costliest(self, count: int = 3) -> tuple[DecisionReview, ...]:
        """The marked decisions that lost most, costliest first."""
        marked = [d for d in self.decisions if d.differs]
        return tuple(sorted(marked, key=lambda d: -d.loss)[:count])

    def to_json(self) -> dict[str, Any]:
        """The command line's ``--json`` object (docs/AI.md "Review")."""
        return {
            "seat": self.seat,
            "decisions": [decision_json(d) for d in self.decisions],
            "agreement": round(self.agreement, 4),
            "expected_loss": round(self.expected_loss, 4),
        }


def decision_json(d: DecisionReview) -> dict[str, Any]:
    return {
        "step": d.step,
        "options": [
            {"action": notation(o.action), "points": _num(o.points),
             "ci95": [_num(o.ci95[0]), _num(o.ci95[1])]}
            for o in d.options
        ],
        "chosen": notation(d.chosen),
        "best": notation(d.best),
        "loss": _num(d.loss),
        "margin": _num(d.margin),
        "mark": d.mark,
        "reason": d.reason,
        "params": dict(d.params),
        "guesses": d.guesses,
        "ahead": round(d.ahead, 4),
    }


def _num(x: float) -> float | None:
    return round(x, 4) if math.isfinite(x) else None


def review_from_json(data: Mapping[str, Any], record: Mapping[str, Any]) -> Review:
    """A review read back from ``Review.to_json()`` of ``record``; ``ReviewError`` if it
    does not belong to that round (a step that is no decision of the seat, an action
    that was not offered there)."""
    try:
        seat = int(data["seat"])
        at = {m.step: m for m in moments(record, seat)}
        return Review(seat, tuple(_decision_from_json(d, at) for d in data["decisions"]))
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ReviewError(f"the review does not fit the round: {exc}") from None


def _decision_from_json(d: Mapping[str, Any], at: Mapping[int, Moment]) -> DecisionReview:
    moment = at[int(d["step"])]
    by_text = {notation(a): a for a in moment.options}

    def number(x: Any, default: float) -> float:
        return default if x is None else float(x)

    options = tuple(
        OptionValue(by_text[o["action"]], float(o["points"]),
                    (number(o["ci95"][0], -math.inf), number(o["ci95"][1], math.inf)))
        for o in d["options"])
    mark = str(d["mark"])
    if mark not in MARKS:
        raise ValueError(f"unknown mark {mark!r}")
    return DecisionReview(
        step=moment.step, options=options, chosen=by_text[d["chosen"]],
        best=by_text[d["best"]], loss=float(d["loss"]), margin=number(d.get("margin"), math.inf),
        mark=mark, reason=d.get("reason"), params=dict(d.get("params") or {}),
        guesses=int(d.get("guesses", 0)), ahead=float(d.get("ahead", 0.5)))


def notation(action: Action) -> str:
    """An action in one stable ASCII notation: ``discard x3``, ``chi d7 d2d7d10 bi d5d6d7``."""
    parts = [action.kind.value]
    if action.card is not None:
        parts.append(format_cards([action.card], "ascii"))
    if action.meld is not None:
        parts.append(format_cards(action.meld.cards, "ascii").replace(" ", ""))
    for meld in action.bi:
        parts += ["bi", format_cards(meld.cards, "ascii").replace(" ", "")]
    return " ".join(parts)


# -- the round's decisions ------------------------------------------------------------------


@dataclass
class Moment:
    """One decision of the reviewed seat: the round just before it, and its answer."""

    step: int
    game: Game
    seat: int
    options: tuple[Action, ...]
    chosen: Action

    @property
    def view(self) -> SeatView:
        return self.game.view(self.seat)


def moments(record: Mapping[str, Any], seat: int) -> list[Moment]:
    """Every decision of ``seat`` with more than one option; ``ReviewError`` for a record
    that is not valid, not finished, or whose moves do not follow the rules."""
    try:
        final = Game.from_record(record)
    except RecordError as exc:
        raise ReviewError(str(exc)) from None
    if not final.over:
        raise ReviewError("the round is not finished", "unfinished")
    if seat not in final.order:
        raise ReviewError(f"seat {seat} holds no cards in this round "
                          f"(the playing seats are {', '.join(map(str, final.order))})",
                          "no_cards")
    game = final.replayed_to(0)
    found = []
    for step, (who, action) in enumerate(final.actions):
        if who == seat:
            options = next(d.options for d in game.decisions() if d.seat == seat)
            if len(options) > 1:
                found.append(Moment(step, game.clone(), seat, options, action))
        game.apply(who, action)
    return found


# -- valuing them ---------------------------------------------------------------------------


def review(
    record: Mapping[str, Any],
    seat: int,
    *,
    iterations: int | None = None,
    budget_ms: float | None = None,
    seed: int = 0,
    progress: Progress | None = None,
    horizon: int | None = HORIZON,
) -> Review:
    """Review ``seat``'s decisions in ``record`` (see the module docstring); each option
    is played ``horizon`` cards ahead on each guess (None: to the round's end)."""
    if iterations is not None and budget_ms is not None:
        raise ValueError("give iterations or budget_ms, not both")
    found = moments(record, seat)
    agent = reviewer(seed, BUDGET_MS if budget_ms is None else budget_ms, iterations, horizon)
    done: list[DecisionReview] = []
    for moment in found:
        done.append(value_moment(agent, moment))
        if progress is not None:
            progress(len(done), len(found), done[-1])
    return Review(seat, tuple(done))


def reviewer(seed: int = 0, budget_ms: float = BUDGET_MS, iterations: int | None = None,
             horizon: int | None = HORIZON) -> HardAgent:
    """The hard search a review values decisions with: ``budget_ms`` a decision (or
    ``iterations`` guesses), each option played ``horizon`` cards ahead (None: to the
    round's end); no helper process of its own."""
    agent = HardAgent(seed, budget_ms=budget_ms, iterations=iterations, workers=0)
    agent.horizon = horizon
    return agent


def candidates_of(agent: HardAgent, view: SeatView, options: Sequence[Action],
                  chosen: Action) -> list[Action]:
    """The chosen option, a 胡 if one is offered, and the hard ranking's best few."""
    ranked = [a for _, a in agent.policy.ranked(view, tuple(options))]
    wins = [a for a in options if a.kind is ActionKind.HU]
    out: list[Action] = []
    for action in [chosen, *wins, *ranked[:CANDIDATES]]:
        if action not in out:
            out.append(action)
    return out


def value_moment(agent: HardAgent, moment: Moment) -> DecisionReview:
    """One decision valued by ``agent``'s search (its budget: guesses or time)."""
    view = moment.view
    candidates = candidates_of(agent, view, moment.options, moment.chosen)
    deadline = time.perf_counter() + agent.budget_ms / 1000.0
    with no_cycle_collection():
        rows = agent.searched(view, candidates, deadline)
    return judged(moment, view, candidates, rows)


def judged(moment: Moment, view: SeatView, candidates: list[Action],
           rows: list[list[float]]) -> DecisionReview:
    """The values, best, loss and mark of a decision from the search's rows."""
    n = len(rows[0])
    values = [_option(a, r) for a, r in zip(candidates, rows, strict=True)]
    chosen_i = 0  # ``candidates_of`` puts the chosen option first
    best_i = max(range(len(values)), key=lambda i: (values[i].points, i == chosen_i))
    if n and values[best_i].points <= values[chosen_i].points:
        best_i = chosen_i
    loss, margin, ahead = 0.0, math.inf, 0.5
    if n and best_i != chosen_i:
        loss, se = paired(rows[best_i], rows[chosen_i])
        margin = z95_among(len(candidates) - 1) * se
        ahead = share_ahead(rows[best_i], rows[chosen_i])
    mark = mark_of(loss, margin)
    reason: str | None = None
    params: dict[str, Any] = {}
    if mark != "agrees":
        reason, params = reason_of(view, moment.options, moment.chosen, candidates[best_i])
    order = sorted(range(len(values)), key=lambda i: (-values[i].points, i != best_i))
    return DecisionReview(
        step=moment.step,
        options=tuple(values[i] for i in order),
        chosen=moment.chosen,
        best=candidates[best_i],
        loss=max(0.0, loss),
        margin=margin,
        mark=mark,
        reason=reason,
        params=params,
        guesses=n,
        ahead=ahead,
    )


def share_ahead(best: Sequence[float], chosen: Sequence[float]) -> float:
    """The share of the guesses on which ``best`` did better than ``chosen`` (ties half)."""
    wins = sum(1.0 if b > c else 0.5 if b == c else 0.0 for b, c in zip(best, chosen,
                                                                       strict=True))
    return wins / len(best)


def z95_among(others: int) -> float:
    """The 95% two-sided quantile for the best of ``others`` + 1 options against the one
    chosen: the best is the largest of ``others`` noisy differences, so each is held to
    the Bonferroni share of the 5% (1.96 for one other option, 2.39 for three)."""
    return NormalDist().inv_cdf(1 - 0.025 / max(1, others))


def _option(action: Action, row: list[float]) -> OptionValue:
    n = len(row)
    if n == 0:
        return OptionValue(action, 0.0, (-math.inf, math.inf))
    mean = sum(row) / n
    if n < 2:
        return OptionValue(action, mean, (-math.inf, math.inf))
    sd = math.sqrt(sum((x - mean) ** 2 for x in row) / (n - 1))
    half = Z95 * sd / math.sqrt(n)
    return OptionValue(action, mean, (mean - half, mean + half))


def mark_of(loss: float, margin: float) -> str:
    """The mark of a loss: only beyond its own uncertainty, by the thresholds above."""
    if not loss > margin or loss < INACCURACY:
        return "agrees"
    if loss >= BLUNDER:
        return "blunder"
    return "mistake" if loss >= MISTAKE else "inaccuracy"


if __name__ == "__main__":  # pragma: no cover - the command line
    import sys

    from .review_cli import main

    sys.exit(main())
