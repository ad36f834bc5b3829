"""What a hand's win would pay under 名堂 scorings, against a plain win: the 名堂 it
can still make (RULES.md §G.2, §G.3).

Under 高级玩法 (``scoring = mingtang``) a plain win, 平胡, is 2番 and each loser
pays 5 points; 红胡 (ten red cards), 飘 (no 坎 or 垅), 乌胡 (no red card), 珠 (one)
or the 胡 ladder make it 8番 and more, 12 points and more: the 名堂 outweigh
everything else a win can carry.  Under 胡子 × 名堂 (``huzi001``, the
``online001`` preset) a win pays its 胡 times two for each 名堂 — 红 among them —
and a hand with no red card (全黑) counts 160 胡 whatever its own.  The normal
player reads only how near a hand is to its win, so these say how much more its
win would pay, as a factor (``factor``: 1 for a plain 2番 win), from what the best
reading keeps: its red cards (the isolated ones go first), whether a 坎 or 垅
is locked in it, and its 胡.  Nine red cards count half of 红: the winning card
may be the tenth.  The other 名堂 depend on the last cards (which 列 form, the
winning card, the stock) and are left out.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Meld, MeldKind, RuleSet
from ..engine.cards import RED_CARDS
from .hand_reading import Reading

#: The red faces (二 七 十, 贰 柒 拾).
RED_FACES = tuple(int(c) for c in sorted(RED_CARDS))
#: 番 → what each loser pays (RULES.md §G.2); a plain win, 平胡, is 2番.
FAN_PAYS = {2: 5.0, 4: 8.0, 8: 12.0, 16: 16.0, 32: 24.0}
CAP = 32
#: 番 of the red family's 名堂 this reading can aim at, by red cards kept.
RED_FAN = {0: 32, 1: 8}
HONG_FAN = 8
PIAO_FAN = 8
#: The 胡 ladder (§G.2): 30, 33 and 36 胡.
LADDER = ((36, 32), (33, 16), (30, 8))
#: 全黑 (no red card) counts this many 胡 under ``huzi001`` (§G.3).
QUAN_HEI = 160


def reds_kept(counts: Sequence[int], melds: Sequence[Meld], read: Reading) -> int:
    """Red cards of the hand that its best reading keeps (not the isolated ones)."""
    reds = sum(counts[f] for f in RED_FACES)
    reds += sum(1 for m in melds for c in m.cards if c in RED_CARDS)
    return reds - sum(1 for f in read.isolated if f in RED_FACES)


def factor(counts: Sequence[int], melds: Sequence[Meld], read: Reading, rules: RuleSet) -> float:
    """How many times a plain win this hand's win would roughly pay (module docstring);
    1 under 算等, whose 番 ``evaluate.fan_of`` reads."""
    if rules.scoring == "mingtang":
        return _mingtang(counts, melds, read, rules)
    if rules.scoring == "huzi001":
        return _huzi(counts, melds, read)
    return 1.0


def _mingtang(
    counts: Sequence[int], melds: Sequence[Meld], read: Reading, rules: RuleSet
) -> float:
    reds = reds_kept(counts, melds, read)
    piao = not any(c >= 3 for c in counts) and not any(
        m.kind in (MeldKind.KAN, MeldKind.LONG) for m in melds
    )
    other = (PIAO_FAN if piao else 1) * next((f for hu, f in LADDER if read.hu >= hu), 1)
    plain = FAN_PAYS[4 if read.hu >= 27 and rules.pinghu_27 == "pinghu_only" else 2]
    base = FAN_PAYS[2]

    def paid(red: int) -> float:
        fan = red * other
        return FAN_PAYS[min(CAP, fan)] if fan > 1 else plain

    without = paid(RED_FAN.get(reds, 1))
    if reds >= 10:
        return paid(HONG_FAN) / base
    if reds == 9:  # the winning card may be the tenth
        return (paid(HONG_FAN) + without) / (2 * base)
    return without / base


def _huzi(counts: Sequence[int], melds: Sequence[Meld], read: Reading) -> float:
    reds = reds_kept(counts, melds, read)
    if reds <= 0:
        return QUAN_HEI / max(10, read.hu)
    return 2.0 if reds >= 10 else 1.5 if reds == 9 else 1.0


__all__ = ["FAN_PAYS", "RED_FACES", "factor", "reds_kept"]
