"""A match: a series of rounds with a rotating dealer and running totals.

Implements RULES.md §B5 (the first dealer: a cut — every seat draws, the
highest rank deals, ties at the top draw again — or a random seat) and §B6
(the winner deals next; after 黄牌 the dealer stays; with 4 seats the 底家 is
always the seat opposite the dealer).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .cards import full_deck
from .game import Game
from .record import RecordError
from .rules import STANDARD, RuleSet
from .settlement import Points, RoundResult

FORMAT = "dager-desktop/match"
VERSION = 1


def first_dealer(rules: RuleSet, seed: int) -> int:
    """The first dealer of a match played with ``seed`` (RULES.md §B5)."""
    rng = random.Random(seed)
    if rules.first_dealer == "random":
        return rng.randrange(rules.seats)
    while True:
        deck = full_deck()
        rng.shuffle(deck)
        ranks = [deck[s].rank for s in range(rules.seats)]
        top = max(ranks)
        if ranks.count(top) == 1:
            return ranks.index(top)


def round_seed(seed: int, index: int) -> int:
    """The shuffle seed of round ``index`` of a match (stable across versions)."""
    return seed * 1000 + index


class RewindRefused(ValueError):
    """A decision that cannot be taken back; the message says why."""


class Match:
    """Rounds played in order; ``game`` is the round in play (or the last one)."""

    def __init__(self, rules: RuleSet, seed: int, dealer: int) -> None:
        self.rules = rules
        self.seed = seed
        self.first_dealer = dealer
        self.dealer = dealer
        self.totals: dict[int, Points] = {s: 0 for s in range(rules.seats)}
        self.finished: list[dict[str, Any]] = []  # records of the rounds played out
        self.results: list[RoundResult] = []
        self.game: Game | None = None

    @classmethod
    def new(cls, rules: RuleSet = STANDARD, seed: int = 0) -> Match:
        return cls(rules, seed, first_dealer(rules, seed))

    @property
    def round_index(self) -> int:
        """0-based number of the round in play (or about to be dealt)."""
        return len(self.finished)

    def next_round(self) -> Game:
        """Deal the next round with the current dealer."""
        if self.game is not None and not self.game.over:
            raise ValueError("the round in play is not over")
        if self.game is not None and not self.round_booked:
            self.record_result(self.game.result)
        self.game = Game.new(self.rules, round_seed(self.seed, self.round_index), self.dealer)
        return self.game

    def record_result(self, result: RoundResult | None, assisted: bool = False) -> None:
        """Book the finished round in play: totals, and the next dealer.

        ``assisted`` marks the round's record (practice hints or an undo helped).
        Booking the same round again does nothing.
        """
        game = self.game
        if game is None or not game.over or result is not game.result:
            raise ValueError("only the result of the round in play can be recorded")
        if self.round_booked:
            return
        assert result is not None  # it is game.result, and an over round has its result
        for seat, points in result.payments.items():
            self.totals[seat] += points
        if result.winner is not None:
            self.dealer = result.winner
        self.results.append(result)
        record = game.to_record()
        if assisted:
            record["assisted"] = True
        self.finished.append(record)

    @property
    def round_booked(self) -> bool:
        """True when the round in play is over and its result is in the totals."""
        game = self.game
        return game is not None and bool(self.results) and self.results[-1] is game.result

    # -- taking back a decision (practice mode's Undo) -------------------------------

    def rewind_refusal(self, seat: int) -> str | None:
        """Why ``seat``'s last decision cannot be taken back now, or None when it can.

        Only in the round in play: once a round is over its result stands (it is
        booked, or will be when the next round is dealt), so it is never undone.
        """
        if not 0 <= seat < self.rules.seats:
            return f"there is no seat {seat} at a table of {self.rules.seats}"
        game = self.game
        if game is None:
            return "no round has been dealt"
        if game.over:
            return "the round is over: its result stands"
        if game.last_decision_of(seat) is None:
            return f"seat {seat} has made no decision in this round"
        return None

    def rewind_to_before_last_decision(self, seat: int) -> Game:
        """Put the round in play back to just before ``seat``'s last decision; return it.

        The new round (also ``self.game``) is the record replayed without that
        decision and what followed: the other seats' answers given before it stay,
        the later ones are asked again.  Raises ``RewindRefused`` with the reason
        (``rewind_refusal``), changing nothing.
        """
        refusal = self.rewind_refusal(seat)
        if refusal is not None:
            raise RewindRefused(refusal)
        game = self.game
        assert game is not None  # rewind_refusal said so
        index = game.last_decision_of(seat)
        assert index is not None
        self.game = game.replayed_to(index)
        return self.game

    # -- records -------------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        """The match so far; a round that has ended but is not booked yet counts as
        finished, so a record taken at any moment loses nothing."""
        rounds, current = list(self.finished), None
        if self.game is not None and not self.game.over:
            current = self.game.to_record()
        elif self.game is not None and not self.round_booked:
            rounds.append(self.game.to_record())
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "rounds": rounds,
            "current": current,
        }

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Match:
        """Replay a match record: every finished round, then the round in play."""
        if not isinstance(record, Mapping) or record.get("format") != FORMAT:
            raise RecordError("not a match record")
        version = record.get("version")
        if type(version) is not int or version != VERSION:  # (true == 1 in Python)
            raise RecordError(f"match record version {version!r} is not supported")
        try:
            rules = RuleSet.from_dict(dict(record["rules"]))
            match = cls(rules, int(record["seed"]), int(record["first_dealer"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"match header: {exc}") from None
        rounds = record.get("rounds", [])
        if not isinstance(rounds, list):  # {} or null read as no rounds at all
            raise RecordError(f"the finished rounds are not a list but {type(rounds).__name__}")
        for i, round_record in enumerate(rounds, start=1):
            game = _replay(round_record, f"round {i}")
            if not game.over:
                raise RecordError(f"round {i}: the round is not finished")
            match.game = game
            # a round helped by Hint or Undo stays marked as such through a save
            match.record_result(game.result, assisted=round_record.get("assisted") is True)
        if record.get("current"):
            match.game = _replay(record["current"], "current round")
        return match


def _replay(record: Any, where: str) -> Game:
    try:
        return Game.from_record(record)
    except RecordError as exc:
        raise RecordError(f"{where}: {exc}") from None
