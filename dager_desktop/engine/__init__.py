"""The rules of 泸州大贰 (Luzhou Da Er): pure Python, no Qt, no I/O, deterministic.

Everything public is importable from here; see DESIGN.md "Engine contract".
"""

from .arrangement import analyze, instant_win, waiting_cards
from .cards import Card, format_cards, full_deck, parse_cards
from .chi import ChiOption, chi_options
from .melds import Arrangement, Meld, MeldKind
from .rules import PRESETS, RuleSet
from .scoring import Score, WinContext, deng, score

__all__ = [
    "PRESETS",
    "Arrangement",
    "Card",
    "ChiOption",
    "Meld",
    "MeldKind",
    "RuleSet",
    "Score",
    "WinContext",
    "analyze",
    "chi_options",
    "deng",
    "format_cards",
    "full_deck",
    "instant_win",
    "parse_cards",
    "score",
    "waiting_cards",
]
