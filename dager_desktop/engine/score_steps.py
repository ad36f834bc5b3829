"""How a round's points came about, step by step: the vocabulary of the breakdown.

The scoring of RULES.md §G and the settlement after it note what they compute
as they compute it (``scoring.score_steps``, ``breakdown.score_breakdown``):
each ``ScoreStep`` is one number the rules arrive at, the numbers it was
computed from and, where one is involved, the 名堂 key or the seat.  The UI
only words them; the steps never disagree with the score, because they are
the score's own numbers.

Steps come in the order the rules compute them.  ``code`` says which rule;
``value`` is its result, ``inputs`` its operands, in this order:

============================  =======================================  =================
code                          value (how it follows from ``inputs``)   inputs
============================  =======================================  =================
``hu``                        total 胡 = the sum of the groups' 胡      each group's 胡
``deng``                      等 of that 胡 (1 up to 10, then ⌈h/10⌉)  (胡,)
``points``                    P = max(2, 等)                            (等,)
``multiplier``                one ×factor (``keys``: its 名堂 key)      ()
``instant_plain``             1: an instant win takes no multiplier     ()
``multiplier_total``          M = the product of ``inputs``             the factors
``deng_loser``                L = (P + 1) × M (with a 底家)              (P, M)
``deng_loser_no_dijia``       L = P × M                                 (P, M)
``deng_dijia``                D = 1 × M                                 (M,)
``mingtang``                  one 名堂's 番 (``keys``: its key)          ()
``outranked``                 a 名堂 (or base) of one family not        (its 番 or base,
                              counted: the larger one is (``keys``:     the larger's)
                              the dropped key, then the counted one)
``fan_product``               番 = the product of ``inputs``            the 名堂's 番
``ping_hu``                   平胡's 番: 2, or 4 from 27 胡              (胡,)
``ping_hu_floor``             平胡's 番, worth more than the 名堂        (their 番, 胡)
``instant_ping_hu``           an instant win scores as 平胡              (胡,)
``jiao_pai``                  番 × 2 for the 报 winner                   (番, 2)
``cap``                       32: "一般最高计32番"                        (番,)
``fan_loser``                 L by the 番 → 分 table                     (番,)
``fan_dijia``                 D by the 番 → 分 table                     (番,)
``winner``                    W = n × L − D                             (n losers, L, D)
``base_override``             the base that replaces the 胡 (``keys``)  (胡,)
``huzi_winner``               W = base × M                              (base, M)
``huzi_dijia``                D = 2 × M                                 (M,)
``huzi_loser``                L = (W + D) / 2                           (W, D)
``pays``                      −L: ``seat`` pays its share               (L,)
``baopai_pays``               −L × n: ``seat``, 包, pays for n losers   (L, n)
``covered``                   0: the 包 seat pays ``seat``'s share      (the 包 seat,)
``dijia_gets``                +D to ``seat``, the 底家                   ()
``winner_gets``               +W to ``seat``, the winner                ()
``huang``                     0: 黄牌 costs nobody anything              ()
``huang_pays``                −3 (a 包 seat −4) from ``seat``           (3,) or (4,)
``huang_dijia``               what the 底家 ``seat`` collects at 黄牌   ()
============================  =======================================  =================

The payment steps (``pays`` to ``huang_dijia``) name a seat; summed per seat
they are ``RoundResult.payments``.  The others describe the score: ``hu``
first, then by ``scoring`` the 等 (G.1), the 名堂 and 番 (G.2) or the base and
its doublings (G.3), and L, D and W.
"""

from __future__ import annotations

from dataclasses import dataclass

Points = int | float  #: whole points, or a half point (``huzi001``, §H #47)


@dataclass(frozen=True)
class ScoreStep:
    """One number of a round's score or payments and what it came from (see the table above)."""

    code: str
    value: Points
    inputs: tuple[Points, ...] = ()
    keys: tuple[str, ...] = ()  #: 名堂 / multiplier keys as in ``Score.mingtang``
    seat: int | None = None  #: the seat of a payment step

    @property
    def key(self) -> str:
        """The step's (first) 名堂 key, or ``""``."""
        return self.keys[0] if self.keys else ""


#: Where a computation notes its steps: a list, or ``None`` to note nothing (the
#: engine's hot path, which scores every candidate arrangement).
StepList = list[ScoreStep] | None

#: The codes of the payment steps: they sum, seat by seat, to the payments.
PAYMENT_CODES = frozenset(
    {"pays", "baopai_pays", "covered", "dijia_gets", "winner_gets", "huang",
     "huang_pays", "huang_dijia"}
)

#: Every code a step may have (the table above).
CODES = PAYMENT_CODES | frozenset(
    {"hu", "deng", "points", "multiplier", "instant_plain", "multiplier_total", "deng_loser",
     "deng_loser_no_dijia", "deng_dijia", "mingtang", "outranked", "fan_product", "ping_hu",
     "ping_hu_floor", "instant_ping_hu", "jiao_pai", "cap", "fan_loser", "fan_dijia", "winner",
     "base_override", "huzi_winner", "huzi_dijia", "huzi_loser"}
)
