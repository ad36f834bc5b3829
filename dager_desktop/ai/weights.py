"""The weights of the hand heuristic: the ``normal`` player's, and the sharper
set the ``hard`` player ranks its own options with.

Both players judge a hand the same way (``evaluate.hand_value``, ``safety``);
these numbers say how much each part counts.  ``NORMAL`` is the hand-set
original.  ``SHARP`` was measured: one seat played with a changed weight
against two ``normal`` seats over 6,000 duplicated rounds, and the changes
that won points on several seeds were kept (``benchmarks/tune_weights.py``
measures any set again): together they led by +0.40 to +0.45 points a
round on seeds 6 to 8, and by +0.55 on seed 6 against the normal player
that reads every discard near 叫牌.  In short, the normal player is too afraid of its
discards — the danger estimate is rough, and a card that keeps the hand
fast is worth more than the small risk of feeding another seat — counts
the faces a 吃 chī needs as too likely to come, and reads in full only the
discards its best reading leaves isolated, where the safest ones are often
better.  It also fears feeding another seat a 碰 pèng, which costs it little.
The other weights (``outs``, ``outs_rate``, ``short_hu``, ``ready``, ``bao``,
``chi_danger``) were measured the same way (``tune_weights.py --base sharp
--set NAME=VALUE --paired``), each set well above and below its value: none
moved the lead by more than 0.015 points a round, so SHARP keeps the normal ones.
``claim_margin`` sits at its best: −0.1, 0, 0.1 and 0.2 gave −0.08, +0.01, −0.10
and −0.16 (seed 6, 6,000 rounds, ``--paired``).

``fan`` values a hand whose win would carry a 番 fān — 红 from ten red cards
doubles the score, 乌 with none quadruples it — which the normal player does not
see (a 红 win is one win in thirteen in its self-play, and pays 13.7 points
against 5.9).  At 0.2 it added +0.075, +0.085, +0.024, +0.059 and +0.049 points
a round to the lead on seeds 6 to 10 (``--paired``, 6,000 rounds each; 0.15,
0.3 and 0.6 gave +0.079, +0.075 and +0.068 on seed 6).

``mingtang`` values, under the 名堂 scorings (``mingtang``, ``huzi001``), how many
times a plain win the hand's win would pay (``win_size.factor``: 红胡, 乌胡, 珠, 飘 and
the 胡 ladder of 高级玩法, 红 and 全黑 of 胡子 × 名堂), less one.  Under the ``mingtang``
preset, one normal seat with it against two without (``tune_weights.py --rules
mingtang --base normal --set mingtang=W``, 3,000 rounds each) led by +0.63 [+0.16,
+1.11] at 0.15 (seed 7); at 0.3 by +0.11, +0.49 and +0.14 (seeds 6 to 8, none
clear); at 1.0 it lost 1.40 a round: a 名堂 is worth building toward only while it
costs little speed.  Under ``online001`` 0.15 led by +0.16 [−0.35, +0.67] (seed 7,
3,000 rounds): not clear, kept for now.  Both sets take 0.15; 算等 never reads it, so the standard
rules play as before.

The normal level keeps ``NORMAL``: it is the level the others are measured
against, and the hard player's search models the other seats with it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Weights:
    """How much each part of a hand's value counts."""

    #: Chance that a face a 吃 needs reaches the seat, against 1 for 碰 and 胡
    #: faces: only the 上家's discards and the turned cards can be eaten.
    chi: float = 0.55
    #: Value of each point a bigger win would pay (a tie-breaker between readings).
    hu: float = 0.03
    #: Scale of a discard's danger (``safety.discard_danger``).
    danger: float = 1.0
    #: Scale of the part of that danger that another seat may hold a pair of the
    #: face and 碰 it (a 碰 elsewhere costs this seat little: no 点炮, §G.1).
    pair_danger: float = 1.0
    #: What a claim must gain over passing to be made (a claim shows the hand).
    claim_margin: float = 0.02
    #: A discard this safe needs no safer alternative read in full.
    safe_enough: float = 0.08
    #: How much the chance of getting the needed cards adds to a hand short of
    #: 叫牌 (below one: it never outweighs a card of distance) ...
    outs: float = 0.9
    #: ... and how fast live copies make that chance.
    outs_rate: float = 0.12
    #: Cost of a reading that would end below the 10-胡 threshold (RULES.md §F1).
    short_hu: float = 0.35
    #: How much of a ready hand's value is its chance to win (the rest is being ready).
    ready: float = 0.8
    #: Value of declaring 报 bào when its waits are live (RULES.md §C11).
    bao: float = 0.3
    #: Scale of the danger that the 下家 xiàjiā 吃 chī a discard.
    chi_danger: float = 1.0
    #: Value of each 番 fān a win with the hand would carry beyond the first (红 ×2
    #: from ten red cards, 乌 ×4 with none: ``evaluate.fan_of``).
    fan: float = 0.0
    #: Value of each plain win's worth more that a win with the hand would pay under
    #: the 名堂 scorings (``mingtang``, ``huzi001``: ``win_size.factor``).
    mingtang: float = 0.0


NORMAL = Weights(mingtang=0.15)
SHARP = Weights(
    chi=0.3, hu=0.06, danger=0.4, pair_danger=0.0, safe_enough=0.6, fan=0.2, mingtang=0.15
)

__all__ = ["NORMAL", "SHARP", "Weights"]
