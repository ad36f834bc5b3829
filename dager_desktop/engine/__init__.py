"""The rules of 泸州大贰 (Luzhou Da Er): pure Python, no Qt, no I/O, deterministic.

Everything public is importable from here; see DESIGN.md "Engine contract".
"""

from .actions import (
    Action,
    ActionKind,
    ActiveCard,
    Decision,
    Event,
    EventKind,
    IllegalAction,
    Phase,
)
from .arrangement import analyze, instant_win, waiting_cards
from .cards import Card, format_cards, full_deck, parse_cards
from .chi import ChiOption, chi_options
from .game import Game
from .match import Match
from .melds import Arrangement, Meld, MeldKind
from .record import RecordError
from .resample import unseen_cards
from .rules import PRESETS, RuleSet
from .scoring import Score, WinContext, deng, score
from .settlement import RoundResult
from .view import SeatView

__all__ = [
    "PRESETS",
    "Action",
    "ActionKind",
    "ActiveCard",
    "Arrangement",
    "Card",
    "ChiOption",
    "Decision",
    "Event",
    "EventKind",
    "Game",
    "IllegalAction",
    "Match",
    "Meld",
    "MeldKind",
    "Phase",
    "RecordError",
    "RoundResult",
    "RuleSet",
    "Score",
    "SeatView",
    "WinContext",
    "analyze",
    "chi_options",
    "deng",
    "format_cards",
    "full_deck",
    "instant_win",
    "parse_cards",
    "score",
    "unseen_cards",
    "waiting_cards",
]
