"""Guesses of the hidden cards fit the view, and hands built from 列 look like play."""

from __future__ import annotations

import dataclasses
import random
import time

import pytest

from dager_desktop.ai import make_agent
from dager_desktop.ai.sampler import caps, sample
from dager_desktop.ai.shaped_sampler import shaped_sample
from dager_desktop.engine import PRESETS, Game

from .helpers import random_states


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("draw", [sample, shaped_sample])
def test_guesses_rebuild_the_same_view(preset, draw):
    for n, (game, decision) in enumerate(random_states(preset, 12, seed=21)):
        view = game.view(decision.seat)
        guess = draw(view, random.Random(n))
        assert sorted(guess.hands) == sorted(s for s in view.players if s != view.seat)
        rebuilt = Game.from_view(view, guess.hands, guess.stock)
        assert rebuilt.view(decision.seat) == view


def test_blind_guesses_respect_what_play_revealed():
    for n, (game, decision) in enumerate(random_states("standard", 30, seed=4)):
        view = game.view(decision.seat)
        limits = caps(view)
        guess = sample(view, random.Random(n))
        for seat, hand in guess.hands.items():
            for card in set(hand):
                assert hand.count(card) <= limits[seat][card]


def test_a_played_out_face_is_held_once_at_most():
    for game, decision in random_states("standard", 30, seed=8):
        view = game.view(decision.seat)
        played = {c for row in view.discards.values() for c in row}
        limits = caps(view)
        for seat, cap in limits.items():
            for card in played:
                assert cap[card] <= (2 if seat in view.bao else 1)


def test_the_seat_known_to_be_bao_may_hold_a_pair_of_a_face_played_out():
    """Under 包牌 rules a mandatory 碰 may be passed; once 包, a seat passes the next
    ones at no further cost, so what it let go says nothing of its hand."""
    for game, decision in random_states("seed000", 30, seed=8):
        view = game.view(decision.seat)
        played = {c for row in view.discards.values() for c in row}
        others = [s for s in view.players if s not in (view.seat, *view.bao)]
        if not played or not others:
            continue
        bao_seat = others[0]
        limits = caps(dataclasses.replace(view, baopai=bao_seat))
        for card in played:
            assert limits[bao_seat][card] >= 3
            assert all(limits[s][card] == 1 for s in others[1:])


def test_hard_keeps_to_its_time_budget():
    states = [(g, d) for g, d in random_states("standard", 40, seed=2) if len(d.options) > 2]
    agent = make_agent("hard", 1, budget_ms=40)
    for game, decision in states[:5]:
        start = time.perf_counter()
        action = agent.choose(game.view(decision.seat), decision.options)
        assert action in decision.options
        assert time.perf_counter() - start < 0.4  # generous: the machine may be busy
