"""The match being played and the player's options: rules, computer levels, speed.

``Session`` owns the engine's ``Match`` and the computer players, one per
seat (the human's seat gets one too, used only when the UI plays for the
human: ``--selftest``).  Agents come from ``dager_desktop.ai.make_agent``, the
hard level's through ``ai.remote.RemoteAgent``, which thinks in a helper
process so that its search does not hold the interpreter's lock beside the
window's thread; if they cannot be loaded the seat has no agent and the
scheduler gives it safe moves, which the log reports.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal

from dager_desktop.engine import PRESETS, Game, Match, RuleSet
from dager_desktop.store import AI_LEVELS, SPEEDS, VOLUMES
from dager_desktop.ui.round.workers import Agent

log = logging.getLogger(__name__)

AgentFactory = Callable[[str, int], Any]


#: Levels that think in a process of their own (``ai.remote``): the hard search
#: would hold the interpreter's lock beside the window's thread for its budget.
THINK_APART = frozenset({"hard"})


def default_agent_factory(level: str, seed: int) -> Agent | None:
    try:
        from dager_desktop.ai import make_agent
        from dager_desktop.ai.remote import RemoteAgent
    except ImportError as exc:
        log.error("the computer players cannot be loaded (%s)", exc)
        return None
    if level in THINK_APART:
        return RemoteAgent(level, seed)
    return make_agent(level, seed)


class Session(QObject):
    """A match in play, with its options."""

    matchStarted = Signal()
    optionsChanged = Signal()

    def __init__(
        self,
        preset: str = "standard",
        seed: int | None = None,
        agent_factory: AgentFactory = default_agent_factory,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if preset not in PRESETS:
            raise ValueError(f"unknown rules preset {preset!r}")
        self.preset = preset
        self.fixed_seed = seed
        self.agent_factory = agent_factory
        self.levels: dict[int, str] = {1: "normal", 2: "normal", 3: "normal", 0: "easy"}
        self.speed = "normal"
        self.sound = True  #: Options ▸ Sound (``ui.sound``)
        self.volume = "medium"  #: Options ▸ Volume: quiet, medium or loud
        self.match: Match | None = None
        self.agents: dict[int, Agent | None] = {}
        self._seed_source = random.Random(seed)
        # Practice mode (Options ▸ Rule hints).  Off in a bare Session; the app sets
        # ``hints`` and ``dismissed`` from ``Settings.hints`` (on at the first start)
        # and ``Settings.dismissed``.
        self.hints = False
        self.hint_level = "normal"  #: whose judgement Hint shows: "normal" or "hard"
        self.dismissed: set[str] = set()  #: tips not to show again
        self.assisted = False  #: the round in play used a hint or an undo

    @property
    def rules(self) -> RuleSet:
        return PRESETS[self.preset]

    @property
    def game(self) -> Game | None:
        return self.match.game if self.match else None

    def new_match(self, preset: str | None = None) -> Match:
        """Start a new match (with a new seed, unless ``--seed`` fixed the first)."""
        if preset is not None:
            if preset not in PRESETS:
                raise ValueError(f"unknown rules preset {preset!r}")
            self.preset = preset
        seed = self._next_seed()
        self.match = Match.new(self.rules, seed)
        self.agents = {seat: self._make_agent(seat, seed) for seat in range(self.rules.seats)}
        self.matchStarted.emit()
        return self.match

    def match_under_way(self) -> bool:
        """Has the match in play a round booked, or a round with a move made?"""
        match = self.match
        if match is None:
            return False
        return bool(match.results) or (match.game is not None and bool(match.game.actions))

    def resume_match(self, match: Match, preset: str) -> None:
        """Go on with a saved ``match`` (played under ``preset``), with fresh computer players."""
        if preset not in PRESETS or PRESETS[preset] != match.rules:
            raise ValueError(f"the saved match is not played with the {preset!r} rules")
        self.preset = preset
        self.match = match
        self.agents = {seat: self._make_agent(seat, match.seed) for seat in range(self.rules.seats)}
        self.matchStarted.emit()

    def next_round(self) -> Game:
        """Deal the next round (the round over was booked when it ended: ``book_round``)."""
        assert self.match is not None, "no match"
        self.assisted = False
        return self.match.next_round()

    def book_round(self) -> None:
        """Book the finished round in play into the match totals (once)."""
        match = self.match
        game = match.game if match is not None else None
        if match is not None and game is not None and game.over and not match.round_booked:
            # A hint or an undo helped: the round's record says so.
            match.record_result(game.result, assisted=self.assisted)

    def set_level(self, seat: int, level: str) -> None:
        self.set_levels({seat: level})

    def set_levels(self, levels: Mapping[int, str]) -> None:
        """Several seats' levels at once (Options ▸ Computer players…): one change."""
        changed = {seat: level for seat, level in levels.items() if self.levels.get(seat) != level}
        if any(level not in AI_LEVELS for level in levels.values()):
            raise ValueError(f"unknown level in {levels!r}")
        if not changed:
            return
        self.levels.update(changed)
        if self.match is not None:
            for seat in changed:
                if seat in self.agents:
                    self.agents[seat] = self._make_agent(seat, self.match.seed)
        self.optionsChanged.emit()

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}")
        self._change("speed", speed)

    def set_sound(self, on: bool) -> None:
        self._change("sound", bool(on))

    def set_volume(self, volume: str) -> None:
        if volume not in VOLUMES:
            raise ValueError(f"unknown volume {volume!r}")
        self._change("volume", volume)

    def set_hints(self, on: bool) -> None:
        """Options ▸ Rule hints: practice mode on or off."""
        self._change("hints", bool(on))

    def set_hint_level(self, level: str) -> None:
        if level not in ("normal", "hard"):
            raise ValueError(f"hints come from the normal or hard player, not {level!r}")
        self._change("hint_level", level)

    def _change(self, option: str, value: object) -> None:
        """Set ``option`` and tell the window, when the value is new."""
        if getattr(self, option) != value:
            setattr(self, option, value)
            self.optionsChanged.emit()

    def dismiss_tip(self, tip: str) -> None:
        """Never show the tip ``tip`` again (kept in ``Settings.dismissed``)."""
        if tip not in self.dismissed:
            self.dismissed.add(tip)
            self.optionsChanged.emit()

    def mark_assisted(self) -> None:
        """The round in play was helped by a hint or an undo (statistics count it apart)."""
        self.assisted = True

    def agent(self, seat: int) -> Agent | None:
        return self.agents.get(seat)

    def _next_seed(self) -> int:
        if self.fixed_seed is not None and self.match is None:
            return self.fixed_seed
        return self._seed_source.randrange(1 << 31)

    def _make_agent(self, seat: int, match_seed: int) -> Agent | None:
        level = self.levels.get(seat, "normal")
        try:
            return self.agent_factory(level, match_seed * 10 + seat)
        except Exception:
            log.exception("the %s computer player for seat %d cannot be made", level, seat)
            return None
