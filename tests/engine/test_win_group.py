"""The 列 the winning card completed, in the arrangement that was scored
(``RoundResult.win_group``, ``wins.winning_group``).

A 坎 is locked (RULES.md §C12): a winning card of its face makes a 招 with it
(招胡, D6) or goes into another group — the round-over dialog once rimmed the
card on the 坎 while the 胡 added up only with the card in a run.
"""

from __future__ import annotations

import random

import pytest

from dager_desktop.engine import PRESETS, Game, Meld, MeldKind, analyze, parse_cards
from dager_desktop.engine.wins import winning_group

STD = PRESETS["standard"]


def _won(hand: str, win: str, melds: tuple[Meld, ...] = ()):
    cards = parse_cards(hand)
    card = parse_cards(win)[0]
    a = analyze(cards, melds, card, STD)
    assert a is not None and a.is_win
    return a, len(melds), cards.count(card), card


def _kind(a, index):
    return a.groups[index].kind


def test_a_card_of_a_kan_face_that_went_into_a_run_is_marked_on_the_run():
    a, exposed, held, card = _won("五五五 四六 一二三 壹贰叁 七八九 柒捌玖 贰柒拾", "五")
    group = winning_group(a, exposed, held, card)
    assert _kind(a, group) is MeldKind.SHUN and a.groups[group].cards == tuple(
        parse_cards("四五六"))
    # the first group holding the face is the 坎: where the mark used to land
    first = next(i for i, g in enumerate(a.groups) if card in g.cards)
    assert _kind(a, first) is MeldKind.KAN and first != group
    # the 胡 adds up with the 坎 kept whole
    assert a.hu == 6 + 3 + 6 + 9


def test_zhao_hu_marks_the_zhao():
    a, exposed, held, card = _won("五五五 一二三 壹贰叁 七八九 柒捌玖 贰柒拾 六六", "五")
    assert _kind(a, winning_group(a, exposed, held, card)) is MeldKind.ZHAO


def test_a_pair_completed_by_the_winning_card_is_its_peng():
    a, exposed, held, card = _won("八八 一二三 壹贰叁 四五六 柒捌玖 贰柒拾 肆伍陆", "八")
    group = winning_group(a, exposed, held, card)
    assert _kind(a, group) is MeldKind.PENG and a.groups[group].face == card


def test_an_exposed_group_of_the_face_is_never_marked():
    exposed_run = (Meld(MeldKind.SHUN, tuple(parse_cards("三四五"))),)
    a, exposed, held, card = _won("六七 一二三 壹贰叁 柒捌玖 贰柒拾 肆伍陆", "五", exposed_run)
    assert card in a.groups[0].cards  # the exposed 三四五 holds the face too
    group = winning_group(a, exposed, held, card)
    assert group >= exposed and a.groups[group].cards == tuple(parse_cards("五六七"))


def test_the_pair_of_a_hand_with_a_quad_can_be_the_group():
    quad = (Meld(MeldKind.ZHAO, tuple(parse_cards("捌捌捌捌"))),)
    a, exposed, held, card = _won("七 一二三 壹贰叁 四五六 肆伍陆 贰柒拾", "七", quad)
    assert _kind(a, winning_group(a, exposed, held, card)) is MeldKind.DUI


def test_no_card_from_outside_no_group():
    a, exposed, held, _ = _won("五五五 四六 一二三 壹贰叁 七八九 柒捌玖 贰柒拾", "五")
    assert winning_group(a, exposed, held, None) is None


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_round_won_on_a_card_marks_a_group_that_holds_it(name):
    rules = PRESETS[name]
    marked = 0
    for seed in range(25):
        game = Game.new(rules, seed=seed, dealer=seed % rules.seats)
        rng = random.Random(seed)
        while not game.over:
            decision = rng.choice(game.decisions())
            wins = [o for o in decision.options if o.kind.name == "HU"]
            game.apply(decision.seat, wins[0] if wins else rng.choice(decision.options))
        result = game.result
        if result.win_card is None:
            assert result.win_group is None
            continue
        marked += 1
        group = result.arrangement.groups[result.win_group]
        assert result.win_card in group.cards
        # every preset makes a 碰 of a pair and the winning card: a 坎 is the hand's own
        assert rules.win_card_triple_is_peng and group.kind is not MeldKind.KAN
    assert marked
