"""The ``hard`` player: determinised search over the hidden cards.

For a decision worth thinking about — a discard, a 报 bào declaration, or
whether to claim a card (吃 chī / 碰 pèng / 招 zhāo or 过) when it values
both answers alike — the normal heuristic first ranks the options, with the
sharper weights measured in self-play (``weights.SHARP``: on its own that ranking
leads the normal level by about 0.6 points a round), and the best
few are kept as candidates.  Then, until the budget is spent:

1. guess the hidden cards consistently with the view — the other seats'
   hands built from 列 liè the way hands in play look (``shaped_sampler``), and
   agreeing with what the play has shown of them (``table_reading``: what their
   discards and 碰 pèng leave them, no wait on a face that went by them), the
   rest as the stock;
2. for each candidate, rebuild the round from the view and that guess
   (``Game.from_view``), make the candidate move and play on — the other
   seats as the normal level plays, this one as it ranks — until ``horizon``
   more cards have been offered (``playout.play_ahead``);
3. value what this seat then has in points (``outlook``): its payment if the
   round is over, else the mean final points of such positions in self-play,
   adjusted by what its own win would pay (a 红 hand pays double).

Every candidate is played on the same guesses, so their results are compared
in pairs, which cancels much of the luck of the deal, and the better mean
wins (``switch_z`` can demand a margin over the normal choice).  The search
stops early once one candidate is clearly ahead, or when the candidates keep
scoring the same.

Why a short playout: played to its end, the difference between two
candidates on the same guess has a standard deviation of about 5 points, and
a 100 ms budget affords a few dozen playouts — far too few to see a
difference of a few tenths.  A few cards ahead it is a fraction of that,
while the table still sees what the move did: the card fed to another seat,
the claim made, the threat it left, the card it kept coming or not.  How far:
``benchmarks/search_oracle.py`` judges the searched choices against
whole-round playouts from the true cards (~700 decisions, 100 ms each); over
the ranking's own choice they gained +0.06 points a decision two cards ahead,
+0.14 at three, +0.16 at four, +0.18 at five, +0.11 at six and eight.  Two
cards saw the card fed but not what the kept card would bring; past five the
noise of the longer playouts (and fewer of them) wins.  Those figures also
counted decisions that offer a 胡, which the player takes without a search.
Without them, on 617 decisions of the final candidate rule, it gains +0.035 a
decision (se 0.012) at 100 ms, about 11 guesses, +0.084 (se 0.017) with 25, and
+0.36 if it could see the other hands: more guesses pay, knowing the cards pays
far more.  The arena sees the search too: on six seeds of 600 rounds hard led
the normal seats by 0.34 points a round more than its ranking alone did (se 0.11).

The budget is time (``budget_ms``, default 300 ms; a guess is not begun when
its playouts, at the average length, would overrun it) or, for reproducible
runs, a number of guesses (``iterations``): then the choice depends only on
the seed and the view.  Under a time budget the spare processors play guesses
too (``search_pool``: by default one helper process fewer than the
processors), and their rows join this thread's before the choice.  With one
helper on two processors a 100 ms search plays 17 guesses instead of 11, and
on 606 decisions of later truth it gains +0.035 a decision (se 0.016) instead
of +0.014 (se 0.011); an earlier setting that waited longer for the helper,
and overran the budget's tail, gave +0.047 against +0.018.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Mapping
from typing import NamedTuple

from ..engine import Action, ActionKind, Game, Phase, SeatView
from .agent import Agent
from .normal import NormalAgent
from .outlook import position_points
from .playout import play_ahead, play_round
from .sampler import Guess, Truth, sample
from .search_pool import SearchPool, Share, shared_pool, stop_requested
from .search_rules import SWITCH_Z, Clock, no_cycle_collection, pick, settled
from .shaped_sampler import shaped_sample
from .weights import SHARP, Weights

#: Candidates kept from the normal policy's ranking, and how far below the best they may be.
MAX_CANDIDATES = 2
VALUE_WINDOW = 0.6
#: See ``HardAgent.horizon``.
HORIZON = 5
#: A helper's share ends this much before the deadline, for its rows to come back.
RETURN_S = 0.010
#: How long past the deadline the rows of a helper are waited for.
GRACE_S = 0.005


class HardAgent(Agent):
    """Search player; see the module docstring."""

    level = "hard"
    #: How hidden hands are guessed: "read" (built from 列 and agreeing with what the play
    #: has shown, ``shaped_sampler`` with ``table_reading``), "shaped" (built from 列
    #: alone) or "blind".
    sampler = "read"
    switch_z = SWITCH_Z
    max_candidates = MAX_CANDIDATES
    value_window = VALUE_WINDOW
    #: Search claims (吃/过 ...) too, when the policy's two best answers are within
    #: ``claim_window``.  (With whole-round playouts that search lost points: too
    #: few playouts; with short ones it gains.)
    search_claims = True
    claim_window = 0.5
    #: Cards offered after the move before a playout stops and the position is
    #: valued (``outlook``); None plays every round out.
    horizon: int | None = HORIZON
    #: the weights this seat's options are ranked with (and its moves played)
    policy_weights: Weights = SHARP

    def __init__(
        self,
        seed: int = 0,
        budget_ms: float = 300.0,
        iterations: int | None = None,
        workers: int | None = None,
    ) -> None:
        super().__init__(seed)
        if budget_ms <= 0:
            raise ValueError(f"budget_ms must be positive, not {budget_ms}")
        if iterations is not None and iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {iterations}")
        if workers is not None and workers < 0:
            raise ValueError(f"workers must be 0 or more, not {workers}")
        self.budget_ms = float(budget_ms)
        self.iterations = iterations
        #: ranks this seat's options and plays its moves in the playouts
        self.policy = NormalAgent(seed, weights=self.policy_weights)
        #: plays the other seats' moves in the playouts: how the normal level plays
        self.model = NormalAgent(seed)
        self.last_iterations = 0  #: guesses played at the last search (for benchmarks)
        #: the true hidden hands, told only to the benchmark-only ``oracle`` level
        self.truth: Truth | None = None
        #: helper processes for a time budget, shared with every other agent (a budget
        #: in guesses plays alone: the choice must not depend on how the guesses were
        #: split); ``workers`` None: as many as ``search_pool.default_workers()``, 0: none
        self.pool: SearchPool | None = None
        if iterations is None and workers != 0:
            self.pool = shared_pool(workers)

    def decide(self, view: SeatView, options: tuple[Action, ...]) -> Action:
        start = time.perf_counter()
        with no_cycle_collection():
            candidates = self._candidates_for(view, options)
            if len(candidates) == 1:
                return candidates[0]
            results = self.searched(view, candidates, start + self.budget_ms / 1000.0)
        return pick(candidates, results, self.switch_z)

    def _candidates_for(self, view: SeatView, options: tuple[Action, ...]) -> list[Action]:
        """The options worth a search, the normal policy's choice first."""
        ranked = self.policy.ranked(view, options)
        self.last_iterations = 0
        if view.phase is not Phase.CLAIM:
            return _candidates(ranked, self.max_candidates, self.value_window)
        if not self.search_claims:
            return [ranked[0][1]]
        # Only whether to claim is searched, and only when it is a close call: the
        # best answer against the best of the other sort (a claim against 过).
        # Which of two ways to claim is the ranking's call.
        best_value, best = ranked[0]
        other = next(((v, a) for v, a in ranked[1:] if _one_passes(best, a)), None)
        if other is None or other[0] < best_value - self.claim_window:
            return [best]
        return [best, other[1]]

    # -- the search ----------------------------------------------------------------

    def searched(
        self, view: SeatView, candidates: list[Action], deadline: float
    ) -> list[list[float]]:
        """Each candidate's values, one per guess (``_search``), with the helpers' guesses."""
        share = self._share(view, candidates, deadline)
        results = self._search(view, candidates, deadline)
        if share is not None:
            results = self._gather(share, results, deadline)
        return results

    def _share(self, view: SeatView, candidates: list[Action], deadline: float) -> Share | None:
        """Start the helpers on the same search, if there are any free."""
        if self.pool is None:
            return None
        recipe = _Recipe(
            type(self),
            self.seed,
            self.policy.weights,
            self.model.weights,
            self.sampler,
            self.horizon,
        )
        seconds = deadline - time.perf_counter() - RETURN_S
        return self.pool.share(_helper_search, recipe, view, candidates, seconds, self.truth)

    def _gather(
        self, share: Share, results: list[list[float]], deadline: float
    ) -> list[list[float]]:
        """This thread's rows and the helpers' together (each row holds every candidate
        on one guess, so rows from anywhere compare in pairs alike)."""
        assert self.pool is not None
        wait = deadline - time.perf_counter() + GRACE_S
        for rows in self.pool.gather(share, wait):
            if len(rows) == len(results):
                results = [mine + theirs for mine, theirs in zip(results, rows, strict=True)]
        self.last_iterations = len(results[0])
        return results

    def _search(
        self,
        view: SeatView,
        candidates: list[Action],
        deadline: float,
        stream: str = "search",
        stop: Callable[[], bool] | None = None,
    ) -> list[list[float]]:
        """Each candidate's values, one per guess, all candidates on the same guesses.

        ``stream`` names the guesses' random stream (a helper's differs); ``stop``
        ends the search early when it answers True."""
        rng = self.rng(view, stream)
        results: list[list[float]] = [[] for _ in candidates]
        agents = {seat: self.model for seat in view.players}
        agents[view.seat] = self.policy
        clock = Clock(deadline if self.iterations is None else None, stop)
        guesses = 0
        while self.iterations is None or len(results[0]) < self.iterations:
            guesses += 1
            if self.iterations is not None and guesses > 3 * self.iterations + 5:
                break  # guesses keep failing to fit (they should not): give up
            guess = self.guess(view, rng)
            row = self._play_guess(view, guess, candidates, agents, clock)
            if clock.out:
                return results  # the last guess is left unfinished
            if row is not None:
                for values, points in zip(results, row, strict=True):
                    values.append(points)
                self.last_iterations = len(results[0])
            if settled(results) or clock.spent():
                break
        return results

    def guess(self, view: SeatView, rng: random.Random) -> Guess:
        """One guess of the hidden cards: the true ones when the search is told them
        (``truth``: the benchmark-only ``oracle`` level), else by ``sampler``."""
        if self.truth is not None:
            return self.truth.guess(view, rng)
        if self.sampler == "blind":
            return sample(view, rng)
        return shaped_sample(view, rng, clues=self.sampler == "read")

    def _play_guess(
        self,
        view: SeatView,
        guess: Guess,
        candidates: list[Action],
        agents: Mapping[int, Agent],
        clock: Clock,
    ) -> list[float] | None:
        """Every candidate's value on one guess; None if the guess does not fit, or if
        the budget has no room for it (``clock.out`` then says so)."""
        if not clock.room_for(len(candidates), time.perf_counter()):
            return None
        rebuilt = _rebuild(view, guess)
        if rebuilt is None:
            return None
        row: list[float] = []
        for i, candidate in enumerate(candidates):
            if clock.interrupted():
                return None
            started = time.perf_counter()
            # one rebuild per guess: each candidate but the last plays on a copy
            game = rebuilt if i == len(candidates) - 1 else rebuilt.clone()
            row.append(self._play(view, game, candidate, agents))
            clock.played(time.perf_counter() - started)
        return row

    def _play(
        self, view: SeatView, game: Game, candidate: Action, agents: Mapping[int, Agent]
    ) -> float:
        """Make ``candidate`` in ``game`` (rebuilt from the view) and value what follows."""
        game.apply(view.seat, candidate)
        if self.horizon is None:
            return float(play_round(game, agents).payments[view.seat])
        play_ahead(game, agents, self.horizon)
        return self.horizon_value(game, view.seat)

    def horizon_value(self, game: Game, seat: int) -> float:
        """What ``seat`` holds in ``game`` where a playout stops, in points."""
        return position_points(game, seat)


class _Recipe(NamedTuple):
    """What a helper process needs to search as the deciding agent does."""

    kind: type[HardAgent]  #: the searching level's class (a module-level class pickles)
    seed: int
    policy: Weights
    model: Weights
    sampler: str
    horizon: int | None


_helper_agent: tuple[_Recipe, HardAgent] | None = None


def _helper_search(
    recipe: _Recipe,
    view: SeatView,
    candidates: list[Action],
    seconds: float,
    truth: Truth | None = None,
) -> list[list[float]]:
    """In a helper process: a share of the search (``search_pool``)."""
    global _helper_agent
    if _helper_agent is None or _helper_agent[0] != recipe:
        agent = recipe.kind(recipe.seed, workers=0)
        agent.policy = NormalAgent(recipe.seed, weights=recipe.policy)
        agent.model = NormalAgent(recipe.seed, weights=recipe.model)
        agent.sampler, agent.horizon = recipe.sampler, recipe.horizon
        _helper_agent = (recipe, agent)
    agent = _helper_agent[1]
    agent.truth = truth
    deadline = time.perf_counter() + seconds
    with no_cycle_collection():
        return agent._search(view, candidates, deadline, f"helper:{os.getpid()}", stop_requested)


def _rebuild(view: SeatView, guess: Guess) -> Game | None:
    """The round at ``view``'s point with the guessed hidden cards, or None if they
    do not fit after all (they should): the guess is then skipped."""
    try:
        return Game.from_view(view, guess.hands, guess.stock)
    except ValueError:
        return None


def _candidates(ranked: list[tuple[float, Action]], most: int, window: float) -> list[Action]:
    """The best few options by the normal policy's values; a PASS (declining 报) is
    always kept.  (Claims are not chosen here: see ``HardAgent._candidates_for``.)"""
    best = ranked[0][0]
    kept = [a for v, a in ranked[:most] if v >= best - window]
    passes = [a for _, a in ranked if a.kind is ActionKind.PASS]
    if passes and passes[0] not in kept:
        kept.append(passes[0])
    return kept


def _one_passes(a: Action, b: Action) -> bool:
    """Is one of two claim answers a pass (过) and the other a claim?

    Two ways to claim the same card (two 吃 with other 比, say) differ in a
    detail of shape, where the ranking reads the hand better than a few short
    playouts.  On 365 calls of normal self-play where the ranking put two 吃
    first, valued by 100 whole-round playouts from the true cards each,
    searching the two lost 0.018 points a call with 25 guesses (0.028 with 10;
    four search seeds each) against keeping the ranking's; searching the
    better 吃 against 过, when 过 was close, gained 0.017 with 25 guesses (all
    four seeds) and 0.003 with 10.
    """
    return (a.kind is ActionKind.PASS) != (b.kind is ActionKind.PASS)
