"""Rounds and matches to store, and the damaged files every loader must survive."""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable
from pathlib import Path

from dager_desktop.engine import PRESETS, ActionKind, Game, Match

TEN_MB = 10 * 1024 * 1024


def pick(game: Game, rng: random.Random):
    """A random legal move, but 胡 whenever it is offered (random play rarely wins)."""
    decision = rng.choice(game.decisions())
    hu = [a for a in decision.options if a.kind is ActionKind.HU]
    return decision.seat, (hu[0] if hu else rng.choice(decision.options))


def play_out(game: Game, rng: random.Random, steps: int | None = None) -> Game:
    """Play ``game`` to its end (or ``steps`` moves) and return it."""
    done = 0
    while not game.over and (steps is None or done < steps):
        game.apply(*pick(game, rng))
        done += 1
    return game


def play_match(preset: str, seed: int, rounds: int, extra_steps: int = 0,
               book_last: bool = True) -> Match:
    """A match with ``rounds`` finished rounds, then ``extra_steps`` moves into the next.

    Rounds are booked by ``next_round`` alone: calling ``record_result`` too
    would book a round twice.  ``book_last=False`` leaves the last round
    unbooked, for a caller that deals another.
    """
    rng = random.Random(seed)
    match = Match.new(PRESETS[preset], seed)
    for _ in range(rounds):
        play_out(match.next_round(), rng)
    if extra_steps:
        play_out(match.next_round(), rng, extra_steps)
    elif rounds and book_last:
        match.record_result(match.game.result)
    return match


@functools.cache
def _won_seeds(preset: str, seat: int, how_many: int) -> tuple[int, ...]:
    found: list[int] = []
    seed = 0
    while len(found) < how_many:
        game = play_out(Game.new(PRESETS[preset], seed, dealer=0), random.Random(seed))
        if game.result.winner == seat:
            found.append(seed)
        seed += 1
        assert seed < 3000, "no winning round found"
    return tuple(found)


def won_round(preset: str = "standard", seat: int = 0, nth: int = 0) -> Game:
    """The ``nth`` round (by seed) that ``seat`` wins under ``preset``."""
    seed = _won_seeds(preset, seat, nth + 1)[nth]
    return play_out(Game.new(PRESETS[preset], seed, dealer=0), random.Random(seed))


@functools.cache
def _luan_hu_seed(preset: str, seat: int) -> int:
    for seed in range(1000):
        game = play_out(Game.new(PRESETS[preset], seed, dealer=0), random.Random(seed))
        result = game.result
        if result.winner == seat and result.arrangement.luan_hu:
            return seed
    raise AssertionError("no 乱胡 round found")


def luan_hu_round(preset: str = "standard", seat: int = 0) -> Game:
    """A round that ``seat`` wins with 乱胡 (0 胡) under ``preset``."""
    seed = _luan_hu_seed(preset, seat)
    return play_out(Game.new(PRESETS[preset], seed, dealer=0), random.Random(seed))


def huang_round(preset: str = "standard") -> Game:
    """A round that ends in 黄牌."""
    for seed in range(500):
        game = play_out(Game.new(PRESETS[preset], seed, dealer=0), random.Random(seed))
        if game.result.winner is None:
            return game
    raise AssertionError("no 黄牌 round found")


# -- damaged files ---------------------------------------------------------------------


def truncated(good: bytes) -> bytes:
    return good[: len(good) // 2]


def damaged_variants(good: bytes) -> dict[str, Callable[[Path], None]]:
    """Writers of the damaged versions of a good file: empty, cut short, and so on."""

    def writer(data: bytes) -> Callable[[Path], None]:
        return lambda path: path.write_bytes(data)

    def ten_mb(path: Path) -> None:
        with path.open("wb") as handle:
            handle.write(b"{" + b"x" * (TEN_MB - 1))

    return {
        "empty": writer(b""),
        "whitespace": writer(b"  \n"),
        "truncated": writer(truncated(good)),
        "not utf-8": writer(b"\xff\xfe\x00garbage\x80"),
        "wrong type (list)": writer(b"[1, 2, 3]"),
        "wrong type (string)": writer(b'"hello"'),
        "wrong type (null)": writer(b"null"),
        "10 MB": ten_mb,
        "deep nesting": writer(b"[" * 100_000),
        "unknown version": writer(_with(good, version=0)),  # (a newer one is left in place)
        "version true": writer(_with(good, version=True)),
        "version as text": writer(_with(good, version="1")),
        "other format": writer(_with(good, format="something/else")),
    }


def _with(good: bytes, **changes: object) -> bytes:
    data = json.loads(good)
    data.update(changes)
    return json.dumps(data).encode()


def aside_files(path: Path) -> list[Path]:
    """The files ``path`` was moved aside to (``<name>.unreadable-<stamp>``)."""
    return sorted(path.parent.glob(path.name + ".unreadable-*"))


def finishes_within(seconds: float, call):
    """``call()``'s result, asserting it came within ``seconds``: a call that would wait
    for ever (reading a pipe) fails the test instead of hanging the run."""
    import threading

    out: list = []

    def run() -> None:
        try:
            out.append((True, call()))
        except BaseException as exc:  # handed back to the test's thread
            out.append((False, exc))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert out, f"still waiting after {seconds} s"
    ok, value = out[0]
    if not ok:
        raise value
    return value
