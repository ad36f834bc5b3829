"""Rule options and presets.

Implements RULES.md §H.2: one ``RuleSet`` field per variant switch, the five
named presets, and ``to_dict``/``from_dict`` with the validation that section
prescribes (unknown key, bad value, and the three forbidden combinations).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from typing import Any

from .hashing import HashedOnce

# Allowed values of every enumerated (string) option.
_CHOICES: dict[str, tuple[Any, ...]] = {
    "seats": (3, 4),
    "bottom_card": ("reveal_red_to_top", "dead_last_2"),
    "first_dealer": ("cut", "random"),
    "hu_table": ("luzhou", "online001", "forum000"),
    "instant_kan_count": (4, 5),
    "claim_enforcement": ("auto", "baopai_penalty"),
    "bao_window": ("opening", "any_time_ready"),
    "bao_multiplier": (1, 2),
    "scoring": ("deng", "mingtang", "huzi001"),
    "pinghu_27": ("pinghu_only", "ladder"),
    "huang_payment": ("none", "3_each_to_dijia"),
    "arrangement_objective": ("max_hu", "points"),
}


@dataclass(frozen=True)
class RuleSet(HashedOnce):
    """Every switch of RULES.md §H.2; the defaults are the ``standard`` preset."""

    seats: int = 4
    dijia: bool = True
    bottom_card: str = "reveal_red_to_top"
    first_dealer: str = "cut"
    hu_table: str = "luzhou"
    min_hu: int = 10
    luanhu: bool = True
    pair_needs_quad: bool = True
    seven_lie_with_quad: bool = True
    win_card_triple_is_peng: bool = True
    instant_three_long: bool = True
    instant_kan_count: int = 4
    mandatory_peng: bool = True
    mandatory_zhao: bool = True
    claim_enforcement: str = "auto"
    peng_zhao_own_flip: bool = True
    chi_from_upper_flip: bool = True
    guo_on_discard: bool = True
    guo_on_declined_chi: bool = True
    guo_on_declined_hu: bool = True
    bao: bool = True
    bao_window: str = "opening"
    bao_multiplier: int = 1
    scoring: str = "deng"
    pinghu_27: str = "pinghu_only"
    huang_payment: str = "none"
    arrangement_objective: str = "max_hu"

    def __post_init__(self) -> None:
        for f in fields(self):
            _check_field(f.name, f.type, getattr(self, f.name))
        if self.dijia != (self.seats == 4):
            raise ValueError("dijia: a 底家 exists exactly when seats = 4")
        if self.scoring == "huzi001" and not self.dijia:
            raise ValueError("scoring: huzi001 needs a 底家 (dijia = true)")
        if self.huang_payment == "3_each_to_dijia" and not self.dijia:
            raise ValueError("huang_payment: 3_each_to_dijia needs a 底家 (dijia = true)")

    __hash__ = HashedOnce.__hash__

    # -- derived facts used throughout the engine ---------------------------

    @property
    def players(self) -> int:
        """Seats that hold cards: always three."""
        return 3

    @property
    def bao_multiplier_applies(self) -> bool:
        return self.bao and self.bao_multiplier == 2

    # -- serialisation -------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Build from a dict; missing keys take the ``standard`` value.

        Raises ``ValueError`` naming the field for an unknown key, a value of
        the wrong type or outside its allowed values, or a forbidden combination.
        """
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a JSON object, not {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rules key: {unknown[0]!r}")
        return cls(**data)

    def replace(self, **changes: Any) -> RuleSet:
        return dataclasses.replace(self, **changes)


def _check_field(name: str, type_name: Any, value: Any) -> None:
    expected: type[Any] = {"int": int, "bool": bool, "str": str}[str(type_name)]
    # bool is an int subclass: refuse True where a number is meant, and vice versa.
    if type(value) is not expected:
        raise ValueError(f"{name}: expected {expected.__name__}, got {value!r}")
    if name in _CHOICES and value not in _CHOICES[name]:
        allowed = ", ".join(str(v) for v in _CHOICES[name])
        raise ValueError(f"{name}: {value!r} is not one of {allowed}")
    if name == "min_hu" and value < 1:
        raise ValueError(f"min_hu: must be at least 1, not {value}")


STANDARD = RuleSet()

PRESETS: dict[str, RuleSet] = {
    "standard": STANDARD,
    "standard_3p": STANDARD.replace(seats=3, dijia=False),
    "mingtang": STANDARD.replace(scoring="mingtang", arrangement_objective="points"),
    "seed000": STANDARD.replace(
        instant_kan_count=5, claim_enforcement="baopai_penalty", bao=False
    ),
    "online001": STANDARD.replace(
        bottom_card="dead_last_2",
        first_dealer="random",
        hu_table="online001",
        claim_enforcement="baopai_penalty",
        bao_window="any_time_ready",
        bao_multiplier=2,
        scoring="huzi001",
        huang_payment="3_each_to_dijia",
        arrangement_objective="points",
    ),
}


def preset_name(rules: RuleSet) -> str | None:
    """The name of the preset equal to ``rules``, or ``None`` for a custom set."""
    for name, preset in PRESETS.items():
        if preset == rules:
            return name
    return None
