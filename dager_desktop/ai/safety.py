"""Safe discards: how much a discard may help another seat.

Every loser pays the same in 大贰 (RULES.md §G.1: no 点炮), so a discard is
dangerous only because it can hand another seat the card it needs — its 胡,
or a 碰 pèng / 吃 chī that brings it closer.  What a seat can tell:

* a face that another seat has discarded is its 过张 guòzhāng: it may never
  吃, 碰 or 胡 it (RULES.md §C9, ``guo_on_discard``) — ``SeatView.discarded``;
* a 报 bào seat only wins or 招s: what it passed, it cannot want — where 报
  is declared only at the opening, that is every card played out so far;
* a face with few live copies cannot be paired in another hand — but it may
  still be the wait of a run, which needs none of them: the last copy is
  not a safe discard;
* only the 下家 xiàjiā may 吃 a discard, and only if the faces that would make
  a 列 with it are still unseen (``_chi_room``).

The result is a penalty on the hand-value scale (small: a tie-breaker that
only grows when a seat looks close to winning).  Once a seat is 包 bāo (it
passed a mandatory 招/碰 under ``baopai_penalty``), it alone pays for every
loser when another seat wins (RULES.md §C4): what the 包 seat feeds weighs
that much more, and what the others feed weighs only where it helps the 包
seat itself, whose win they still pay for.
"""

from __future__ import annotations

from ..engine import Card, MeldKind, SeatView
from ..engine.cards import FACES
from ..engine.chi import partners
from .context import Context, SafetyTable


def _closeness(view: SeatView, seat: int) -> float:
    """How near ``seat`` probably is to winning: exposed 列, 报, the stage of the round."""
    if seat in view.bao:
        return 1.0
    melds = len(view.melds.get(seat, ()))
    late = 1.0 - view.stock_count / _playable_stock(view)
    return min(0.9, 0.12 + 0.12 * melds + 0.25 * late)


def _playable_stock(view: SeatView) -> float:
    """Stock cards that can be turned in a round: the 19 dealt to the stock, less the
    two dead ones under ``dead_last_2`` (RULES.md §B3)."""
    return 17.0 if view.rules.bottom_card == "dead_last_2" else 19.0


def _room_pairs(face: int) -> tuple[tuple[tuple[int, int], ...], int]:
    """The pairs of faces that make a run or 二七十 with ``face`` (the engine's 吃
    partners, 绞 left out), and its other case: what ``_chi_room`` counts."""
    card = Card(face)
    pairs = tuple((int(a), int(b)) for kind, a, b in partners(card) if kind is not MeldKind.JIAO)
    return pairs, int(card.other_case)


_ROOM_PAIRS = tuple(_room_pairs(f) for f in range(FACES))


def _chi_room(face: int, live: list[int]) -> float:
    """0..1: how many ways the unseen cards leave to make a 列 with ``face``."""
    pairs, other = _ROOM_PAIRS[face]
    ways = 0.0
    for a, b in pairs:
        x, y = live[a], live[b]
        ways += (x if x < y else y) / 4.0  # min(), without the call: it runs per discard
    x = live[other]
    ways += (x if x < 2 else 2) / 4.0
    ways /= 2.0
    return ways if ways < 1.0 else 1.0


def discard_danger(view: SeatView, ctx: Context, face: int) -> float:
    """Penalty for playing ``face`` from the hand now (0 when no seat can use it)."""
    found = ctx.danger.get(face)
    if found is None:
        found = ctx.danger[face] = _danger(view, ctx, face)
    return found


def _safety_table(view: SeatView) -> SafetyTable:
    """What every discard of this decision is judged against (computed once)."""
    others = [
        (
            seat,
            {int(c) for c in view.known_guo(seat)},
            _closeness(view, seat),
            seat in view.bao,
            _stake(view, seat),
        )
        for seat in view.players
        if seat != view.seat
    ]
    return SafetyTable(
        played={int(c) for row in view.discards.values() for c in row},
        lower=view.lower(view.seat),
        # where 报 is declared only at the opening, every card played out came after it
        after_bao=view.rules.bao_window == "opening",
        others=others,
    )


def _stake(view: SeatView, winner: int) -> float:
    """What a win of ``winner`` costs this seat, against its share with nobody 包 (§C4)."""
    if view.baopai is None or view.baopai == winner:
        return 1.0
    return float(len(view.players) - 1) if view.baopai == view.seat else 0.0


def _danger(view: SeatView, ctx: Context, face: int) -> float:
    table = ctx.safety
    if table is None:
        table = ctx.safety = _safety_table(view)
    danger = 0.0
    live = ctx.live[face]
    # A face already played out found every seat able to 碰 or 胡 it passing:
    # whoever held a pair of it would have had to 碰 (RULES.md §C4).
    played = face in table.played
    pace = 0.12 if played else 0.25
    sway = 0.5 + 0.5 * min(1.0, live / 3.0)
    for seat, passed, close, bao, stake in table.others:
        if face in passed or not stake:
            continue  # its 过张 (no claim, no win on it), or its win costs this seat nothing
        if bao and played and table.after_bao:
            # its hand, locked, let this face go (only a 招 since, bringing a
            # short hand to 10 胡, could have changed that)
            continue
        # its 胡: the face may be one of its waits — a pair's (more likely with
        # live copies left) or a run's (whatever the copies)
        danger += stake * pace * close * sway
        if bao:
            continue
        if live >= 2 and not played:
            # a pair of it may sit in that hand (碰)
            danger += stake * ctx.weights.pair_danger * 0.04 * (live - 1)
        if seat == table.lower:
            danger += stake * ctx.weights.chi_danger * 0.06 * _chi_room(face, ctx.live)
    return ctx.weights.danger * danger
