"""One round (一局) of 泸州大贰: the deal, the turn loop, claims and the end.

Implements RULES.md §B (table, deal, 底牌 rule), §C (opening declarations,
turn loop, claim windows, 八块, 报牌, 黄牌) and hands the end to the scoring of
§G through ``settlement``.  The public surface is DESIGN.md's ``Game``:
``new``/``from_deal``, ``decisions``, ``apply``, ``view``, ``events``,
``result``, ``to_record``/``from_record`` and ``from_view``.

The engine owns every phase.  Steps with no choice in them (turning a stock
card, laying a 垅, 八块, playing out an unclaimed card) happen inside ``apply``
and are logged as events; ``decisions`` only ever lists real choices.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from . import opening, turns
from .actions import Action, Decision, Event, EventKind, IllegalAction, Phase
from .arrangement import waiting_cards
from .cards import CARDS, Card, cards_of, counts_of, full_deck
from .claims import Window
from .explain import why_not
from .melds import Meld
from .readiness import discards_maybe_ready, maybe_ready
from .rules import STANDARD, RuleSet
from .settlement import RoundResult
from .table import SeatState, dijia_of, playing_order
from .view import SeatView


@lru_cache(maxsize=1 << 16)
def waits_of(
    rules: RuleSet, counts: tuple[int, ...], melds: tuple[Meld, ...]
) -> frozenset[Card]:
    """The winning faces of a concealed hand (as counts) with these exposed 列.

    The hot path of the turn loop: every offered card asks it for every seat,
    and so does every 报牌 discard.  Cached across rounds, because the search
    AI rebuilds many rounds from the same views; hands that cannot be one card
    from a winning shape are ruled out by ``maybe_ready`` before any search.
    """
    if not maybe_ready(counts):
        return frozenset()
    return frozenset(hand_waits(rules, counts, melds))


@lru_cache(maxsize=1 << 14)
def hand_waits(
    rules: RuleSet, counts: tuple[int, ...], melds: tuple[Meld, ...]
) -> Mapping[Card, int]:
    """``waiting_cards`` of a concealed hand (as counts) with these exposed 列: {face: 胡}.

    Cached and shared with the AI's hand evaluation, which asks it of the same
    hands just before the engine does (the hand a discard leaves, then the
    offered card).  Read-only: whether 胡 is offered depends on it.
    """
    return MappingProxyType(waiting_cards(cards_of(counts), melds, rules))


def _offered(decisions: tuple[Decision, ...], seat: int, action: Action) -> bool:
    """Is ``action`` among ``seat``'s options?  The very object first: a player
    answers with one of the options it was given, and comparing fields costs more."""
    for decision in decisions:
        if decision.seat == seat:
            for option in decision.options:
                if option is action:
                    return True
            return action in decision.options
    return False


class Game:
    """A round in progress.  Build it with ``Game.new`` or ``Game.from_deal``."""

    def __init__(self, rules: RuleSet, dealer: int) -> None:
        if not 0 <= dealer < rules.seats:
            raise ValueError(f"dealer must be a seat 0..{rules.seats - 1}, not {dealer}")
        self.rules = rules
        self.dealer = dealer
        self.dijia = dijia_of(rules, dealer)
        self.order = playing_order(rules, dealer)
        self.seats: dict[int, SeatState] = {}
        self.stock: list[Card] = []  # playable stock, top first
        self.dead: tuple[Card, ...] = ()  # dead_last_2: exposed, never played
        self.known_top: Card | None = None  # a red bottom card moved to the top
        self.known_bottom: Card | None = None  # a black bottom card left face up
        self.phase = Phase.OPENING
        # the open claim window (CLAIM phase); the engine's own: outside it, the card on
        # offer is view(seat).active and the seats asked are claim_seats()
        self.window: Window | None = None
        self.opening: dict[int, tuple[Action, ...]] = {}  # OPENING phase options
        self.opening_answers: dict[int, Action] = {}
        self.to_act: int | None = None  # the seat of a DISCARD or BAO decision
        self.opening_discard = True  # the dealer's next discard is his opening one
        self.offers = 0  # cards offered so far (discards and turned cards)
        self.opening_offer: int | None = None  # offer number of the opening discard
        self.turned_count = 0
        self.baopai: int | None = None  # first seat to become 包
        self.events: list[Event] = []
        self.result: RoundResult | None = None
        self.actions: list[tuple[int, Action]] = []
        self.seed: int | None = None
        self._deal: tuple[dict[int, tuple[Card, ...]], tuple[Card, ...]] = ({}, ())
        self._decisions: tuple[Decision, ...] | None = None

    # -- construction ---------------------------------------------------------

    @classmethod
    def new(cls, rules: RuleSet = STANDARD, seed: int = 0, dealer: int = 0) -> Game:
        """Shuffle with ``seed`` and deal: the dealer 21, the others 20, 19 to the stock."""
        deck = full_deck()
        random.Random(seed).shuffle(deck)
        order = playing_order(rules, dealer)
        hands: dict[int, tuple[Card, ...]] = {}
        pos = 0
        for seat in order:
            n = 21 if seat == dealer else 20
            hands[seat] = tuple(deck[pos : pos + n])
            pos += n
        game = cls(rules, dealer)._start(hands, tuple(deck[pos:]))  # a whole deck: no check
        game.seed = seed
        return game

    @classmethod
    def from_deal(
        cls,
        rules: RuleSet,
        dealer: int,
        hands: Mapping[int, Iterable[Card]],
        stock: Sequence[Card],
    ) -> Game:
        """Start from given cards: ``hands`` per playing seat, ``stock`` top first.

        The 80 cards must all be there: the dealer 21, the others 20, 19 in the
        stock.  The bottom-card rule (RULES.md §B3) is applied as in a real deal.
        """
        game = cls(rules, dealer)
        dealt = {int(s): tuple(Card(c) for c in cards) for s, cards in hands.items()}
        cards = tuple(Card(c) for c in stock)
        game._check_deal(dealt, list(cards))
        return game._start(dealt, cards)

    def _start(self, dealt: dict[int, tuple[Card, ...]], stock: tuple[Card, ...]) -> Game:
        """Seat the dealt cards and play the opening up to the first decision."""
        self._deal = (dealt, stock)
        for seat in self.order:
            self.seats[seat] = SeatState(counts=counts_of(dealt[seat]))
            self.events.append(Event(EventKind.DEALT, seat, count=len(dealt[seat])))
        self.stock = list(stock)
        opening.begin(self)
        return self

    def _check_deal(self, hands: dict[int, tuple[Card, ...]], stock: list[Card]) -> None:
        if sorted(hands) != sorted(self.order):
            raise ValueError(f"hands must be given for the playing seats {sorted(self.order)}")
        for seat in self.order:
            want = 21 if seat == self.dealer else 20
            if len(hands[seat]) != want:
                raise ValueError(f"seat {seat} must be dealt {want} cards, not {len(hands[seat])}")
        if len(stock) != 19:
            raise ValueError(f"the stock must hold 19 cards, not {len(stock)}")
        every = Counter(c for h in hands.values() for c in h) + Counter(stock)
        if every != Counter(full_deck()):
            wrong = sorted(c for c in every if every[c] != 4)
            first = wrong[0]
            raise ValueError(f"the deal is not the 80-card deck: {first} appears {every[first]}×")

    def clone(self) -> Game:
        """An independent copy (for search and for trying actions)."""
        twin = copy.copy(self)
        twin.seats = {s: st.copy() for s, st in self.seats.items()}
        twin.stock = list(self.stock)
        twin.opening = dict(self.opening)
        twin.opening_answers = dict(self.opening_answers)
        twin.events = list(self.events)
        twin.actions = list(self.actions)
        if self.window is not None:
            twin.window = self.window.copy()
        return twin

    # -- the contract -----------------------------------------------------------

    def decisions(self) -> tuple[Decision, ...]:
        """Who must choose now, each with every legal action (DESIGN.md)."""
        if self._decisions is None:
            self._decisions = turns.decisions(self)
        return self._decisions

    def apply(self, seat: int, action: Action) -> None:
        """Perform one choice; anything not offered raises ``IllegalAction`` and changes nothing."""
        # type(): True == 1 would pass for seat 1 and be recorded as "seat": true
        if type(seat) is not int or not _offered(self.decisions(), seat, action):
            offered = {d.seat: d.options for d in self.decisions()}
            raise IllegalAction(why_not(self, seat, action, offered))
        self.actions.append((seat, action))
        self._decisions = None
        turns.apply(self, seat, action)
        self._decisions = None

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now, and nothing else (the 底家 sees no hand of its own)."""
        if not 0 <= seat < self.rules.seats:
            raise ValueError(f"there is no seat {seat} at a table of {self.rules.seats}")
        own = self.seats.get(seat)
        return SeatView(
            seat=seat,
            rules=self.rules,
            dealer=self.dealer,
            dijia=self.dijia,
            players=self.order,
            hand=own.hand if own else (),
            melds={s: tuple(st.melds) for s, st in self.seats.items()},
            discards={s: tuple(st.played) for s, st in self.seats.items()},
            active=self.window.active if self.window else None,
            bottom_cards=self.bottom_cards(),
            stock_count=len(self.stock),
            hand_counts={s: st.size for s, st in self.seats.items()},
            guo=frozenset(own.guo) if own else frozenset(),
            bao=frozenset(s for s, st in self.seats.items() if st.bao),
            phase=self.phase,
            baopai=self.baopai,
            credits=own.credits if own else 0,
            skips={s: st.skips_used for s, st in self.seats.items()},
            turned_count=self.turned_count,
            laid=frozenset(s for s, st in self.seats.items() if st.laid),
            turn=self.to_act,
            discarded={s: frozenset(st.discarded) for s, st in self.seats.items()},
            offers=self.offers,
            opening_offer=self.opening_offer,
        )

    def bottom_cards(self) -> tuple[Card, ...]:
        """Stock cards known to all (RULES.md §B3)."""
        known = [c for c in (self.known_top, self.known_bottom) if c is not None]
        return tuple(known) + self.dead

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def all_cards(self) -> list[Card]:
        """Every card of the round wherever it lies (80 of them, always)."""
        cards: list[Card] = list(self.stock) + list(self.dead)
        for st in self.seats.values():
            cards.extend(st.hand)
            cards.extend(c for m in st.melds for c in m.cards)
            cards.extend(st.played)
        if self.window is not None:
            cards.append(self.window.active.card)
        if self.result is not None and self.result.win_card is not None:
            cards.append(self.result.win_card)
        return cards

    def claim_seats(self) -> frozenset[int] | None:
        """The seats asked in the open claim window, answered or not; None when no
        card is on offer (RULES.md §C2a)."""
        if self.window is None:
            return None
        return frozenset(self.window.options) | frozenset(self.window.answers)

    # -- readiness, cached per hand (the hot path of the turn loop) -------------

    def waits(self, seat: int) -> frozenset[Card]:
        """The faces that would win for ``seat`` now (叫牌), ignoring 过张."""
        st = self.seats[seat]
        # asked for every seat at every offered card: the seat keeps its last answer
        seen = st.waits_seen
        if seen is not None and seen[0] == st.counts and seen[1] == st.melds:
            return seen[2]
        waits = waits_of(self.rules, tuple(st.counts), tuple(st.melds))
        st.waits_seen = (list(st.counts), list(st.melds), waits)
        return waits

    def ready_after(self, seat: int, discard: Card | None = None) -> bool:
        """Is ``seat``'s hand 叫牌 (after playing ``discard``)?  For 报牌 (§C11)."""
        st = self.seats[seat]
        counts = list(st.counts)
        if discard is not None:
            counts[discard] -= 1
        return bool(waits_of(self.rules, tuple(counts), tuple(st.melds)))

    def ready_discards(self, seat: int) -> list[Card]:
        """The free faces whose discard leaves ``seat``'s hand ready, in face order."""
        return [
            CARDS[f]
            for f in discards_maybe_ready(self.seats[seat].counts)
            if self.ready_after(seat, CARDS[f])
        ]

    # -- taking back a decision (practice mode's Undo) -----------------------------

    def last_decision_of(self, seat: int) -> int | None:
        """Index in ``actions`` of ``seat``'s last decision this round, or None (none yet)."""
        for index in range(len(self.actions) - 1, -1, -1):
            if self.actions[index][0] == seat:
                return index
        return None

    def replayed_to(self, count: int) -> Game:
        """A new round as this one stood after its first ``count`` decisions (a replay of
        the record cut there; ValueError outside 0..len(actions)).  ``self`` is unchanged."""
        from .record import game_replayed_to

        return game_replayed_to(self, count)

    # -- records ------------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        """A JSON-able dict that replays to this exact state (see ``record``)."""
        from .record import game_to_record

        return game_to_record(self)

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Game:
        """Replay a record; a bad one raises ``RecordError`` naming the step."""
        from .record import game_from_record

        return game_from_record(record)

    @classmethod
    def from_view(
        cls,
        view: SeatView,
        hands: Mapping[int, Iterable[Card]],
        stock: Sequence[Card],
    ) -> Game:
        """Rebuild a round at ``view``'s point from a guess of the hidden cards.

        ``hands`` gives the other playing seats' concealed cards, ``stock`` the
        whole remaining stock top first (known cards in their known places).
        """
        from .resample import game_from_view

        return game_from_view(view, hands, stock)
