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
from .breakdown import score_breakdown
from .cards import Card, format_cards, full_deck, parse_cards
from .chi import ChiOption, chi_options
from .claims import declined_guo
from .explain import Refusal, explain, explain_claims, why_not
from .game import Game
from .hints import HandHints, WaitHint, hand_hints, loose_cards
from .match import Match, RewindRefused
from .melds import Arrangement, Meld, MeldKind
from .record import RecordError
from .resample import unseen_cards
from .rules import PRESETS, RuleSet
from .score_steps import ScoreStep
from .scoring import Score, deng, score, score_steps
from .settlement import RoundResult, huang_payments
from .steps import ReplaySteps
from .table import locked_faces
from .view import SeatView
from .win_facts import WinContext

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
    "HandHints",
    "IllegalAction",
    "Match",
    "Meld",
    "MeldKind",
    "Phase",
    "RecordError",
    "Refusal",
    "ReplaySteps",
    "RewindRefused",
    "RoundResult",
    "RuleSet",
    "Score",
    "ScoreStep",
    "SeatView",
    "WaitHint",
    "WinContext",
    "analyze",
    "chi_options",
    "declined_guo",
    "deng",
    "explain",
    "explain_claims",
    "format_cards",
    "full_deck",
    "hand_hints",
    "huang_payments",
    "instant_win",
    "locked_faces",
    "loose_cards",
    "parse_cards",
    "score",
    "score_breakdown",
    "score_steps",
    "unseen_cards",
    "waiting_cards",
    "why_not",
]
