"""Choices, decisions and public events of a round.

Implements the action vocabulary of DESIGN.md "A round: Game" and RULES.md §C
(胡 招 碰 吃 过, the discard, 报牌), plus the public event log the table animates.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from .cards import Card
from .melds import Meld


class IllegalAction(ValueError):
    """An action that was not offered; the message says why in a player's words.

    ``code`` names the rule that refused it (see ``explain``), for translation.
    """

    def __init__(self, reason: object) -> None:
        super().__init__(str(reason))
        self.code: str = getattr(reason, "code", "illegal")


class ActionKind(Enum):
    """What a seat may do.  Claim kinds are listed in priority order (RULES.md §C2)."""

    HU = "hu"  #: 胡 — win with the offered card (or the dealt hand at the opening)
    ZHAO = "zhao"  #: 招 — claim the fourth copy of a 坎
    PENG = "peng"  #: 碰 — claim a card with a pair
    CHI = "chi"  #: 吃 — claim a card into a run, 二七十 or 绞 (with its 比 列)
    PASS = "pass"  #: 过 — decline
    DISCARD = "discard"  #: play a card from the hand
    BAO = "bao"  #: 报牌 — declare ready (with a card: discard it and declare)

    # Identity, as equality is: hashed for every cache and set lookup of the turn loop.
    __hash__ = object.__hash__


#: Claim priority (RULES.md §C2): higher wins.
CLAIM_PRIORITY = {
    ActionKind.HU: 4,
    ActionKind.ZHAO: 3,
    ActionKind.PENG: 2,
    ActionKind.CHI: 1,
    ActionKind.PASS: 0,
    ActionKind.BAO: 0,
}


@dataclass(frozen=True)
class Action:
    """One choice.  ``card`` for DISCARD and ``BAO x``; ``meld``/``bi`` for CHI."""

    kind: ActionKind
    card: Card | None = None
    meld: Meld | None = None
    bi: tuple[Meld, ...] = ()

    def __str__(self) -> str:
        text = self.kind.value
        if self.card is not None:
            text += f" {self.card}"
        if self.meld is not None:
            text += f" {self.meld}"
        for m in self.bi:
            text += f" 比 {m}"
        return text


PASS = Action(ActionKind.PASS)
HU = Action(ActionKind.HU)
BAO = Action(ActionKind.BAO)


def _each_card(kind: ActionKind) -> tuple[Action, ...]:
    return tuple(Action(kind, card) for card in Card)


# The actions on one card, made once (indexed by the card): every step offers some.
DISCARD_OF = _each_card(ActionKind.DISCARD)
BAO_OF = _each_card(ActionKind.BAO)
PENG_OF = _each_card(ActionKind.PENG)
ZHAO_OF = _each_card(ActionKind.ZHAO)


@dataclass(frozen=True)
class Decision:
    """A seat that must choose now, and every legal action it may choose."""

    seat: int
    options: tuple[Action, ...]


class Phase(Enum):
    """Where a round stands."""

    OPENING = "opening"  #: instant wins, 天胡 and the non-dealers' 报
    DISCARD = "discard"  #: one seat must play a card
    BAO = "bao"  #: a dealer whose opening discard was skipped (八块) may declare 报
    CLAIM = "claim"  #: a card is offered; the seats with a claim answer at once
    OVER = "over"  #: won or 黄牌

    # Identity, as equality is: hashed for every cache and set lookup of the turn loop.
    __hash__ = object.__hash__


@dataclass(frozen=True)
class ActiveCard:
    """The card now offered in a claim window, where it came from and how."""

    card: Card
    seat: int
    turned: bool  #: True for a card turned from the stock, False for a discard


class EventKind(Enum):
    """Public happenings, in the order they occur (what every seat may see)."""

    DEALT = "dealt"
    BOTTOM_REVEALED = "bottom_revealed"
    LONG_LAID = "long_laid"  #: 垅 laid down (three face down, one face up)
    TURNED = "turned"  #: a stock card turned face up
    WINDOW_OPENED = "window_opened"
    WINDOW_CLOSED = "window_closed"
    CLAIMED = "claimed"  #: 招 / 碰 / 吃 made (``meld`` is the 列)
    BI = "bi"  #: a 比 列 laid with a 吃
    DISCARDED = "discarded"
    PLAYED_OUT = "played_out"  #: an offered card nobody took goes to its seat's row
    BAKUAI = "bakuai"  #: 八块 — a free discard used: no discard this time
    BAO = "bao"  #: 报牌 declared
    BAOPAI = "baopai"  #: 包 — a mandatory 招/碰 was passed (baopai_penalty rules)
    WON = "won"
    HUANG = "huang"  #: 黄牌 — the stock ran out

    # Identity, as equality is: hashed for every cache and set lookup of the turn loop.
    __hash__ = object.__hash__


@dataclass(frozen=True)
class Event:
    """One entry of ``Game.events``."""

    kind: EventKind
    seat: int | None = None
    card: Card | None = None
    meld: Meld | None = None
    count: int = 0  #: cards dealt (DEALT), cards left in the stock (TURNED)


@lru_cache(maxsize=1 << 10)
def active_card(card: Card, seat: int, turned: bool) -> ActiveCard:
    """The ``ActiveCard``, one object per value: every offered card makes one."""
    return ActiveCard(card, seat, turned)


@lru_cache(maxsize=1 << 12)
def card_event(kind: EventKind, seat: int | None, card: Card | None, count: int = 0) -> Event:
    """An ``Event`` of a seat and a card, one object per value (events are values): the
    turn loop logs three or four at every offered card."""
    return Event(kind, seat, card, count=count)
