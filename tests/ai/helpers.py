"""Random round states for the AI tests: rounds played a random number of steps."""

from __future__ import annotations

import random
from collections.abc import Iterator

from dager_desktop.engine import PRESETS, ActionKind, Decision, Game


def advance(game: Game, steps: int, rng: random.Random) -> None:
    """Answer ``steps`` decisions at random (a 胡 is never taken, so the round goes on)."""
    for _ in range(steps):
        if game.over:
            return
        decision = game.decisions()[0]
        options = [o for o in decision.options if o.kind is not ActionKind.HU]
        game.apply(decision.seat, rng.choice(options or list(decision.options)))


def random_states(
    preset: str, count: int, seed: int = 0
) -> Iterator[tuple[Game, Decision]]:
    """``count`` mid-round states of ``preset``, each with its first pending decision."""
    rng = random.Random(f"{preset}:{seed}")
    made = 0
    while made < count:
        rules = PRESETS[preset]
        game = Game.new(rules, rng.randrange(1 << 30), rng.randrange(rules.seats))
        advance(game, rng.randrange(0, 60), rng)
        if game.over:
            continue
        made += 1
        yield game, game.decisions()[0]
