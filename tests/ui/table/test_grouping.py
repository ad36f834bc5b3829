"""理牌: the columns keep every card, hold at most four, and put 坎/垅 first."""

from __future__ import annotations

from collections import Counter

import pytest

from dager_desktop.engine import Game, parse_cards
from dager_desktop.ui.table.grouping import MAX_COLUMN, arrange
from dager_desktop.ui.table.projection import locked_faces


@pytest.mark.parametrize("seed", range(12))
def test_columns_keep_the_hand_and_stay_short(seed):
    hand = Game.new(seed=seed).view(0).hand
    columns = arrange(hand, locked_faces(hand))
    assert Counter(c for col in columns for c in col) == Counter(hand)
    assert all(1 <= len(col) <= MAX_COLUMN for col in columns)


def test_locked_faces_stand_first_in_their_own_columns():
    hand = parse_cards("三三三 七七七七 一二 壹 五六")
    columns = arrange(hand, locked_faces(hand))
    assert columns[0] == parse_cards("三三三")
    assert columns[1] == parse_cards("七七七七")


def test_a_pair_takes_its_other_case_card_and_runs_stay_together():
    columns = arrange(parse_cards("八八捌 一二三 贰柒拾"))
    assert parse_cards("八八捌") in columns
    assert parse_cards("一二三") in columns
    assert parse_cards("贰柒拾") in columns
