"""The table's models follow the engine: rows, roles and counts after each event."""

from __future__ import annotations

from collections import Counter

import pytest

from dager_desktop.engine import Action, ActionKind, Game, Meld, MeldKind, parse_cards
from dager_desktop.ui.table.hand_model import (
    CardRole,
    ColumnRole,
    HandModel,
    LockedRole,
    PositionRole,
)
from dager_desktop.ui.table.item_models import ConcealedRole
from dager_desktop.ui.table.projection import HUMAN, TableModels, locked_faces


def _rows(model: HandModel) -> Counter:
    return Counter(model.index(r, 0).data(CardRole) for r in range(model.rowCount()))


def _play(models: TableModels, game: Game, shown: int) -> int:
    for event in game.events[shown:]:
        models.apply(event)
    return len(game.events)


def _first_choice(game: Game) -> tuple[int, Action]:
    decision = game.decisions()[0]
    passes = [a for a in decision.options if a.kind is ActionKind.PASS]
    return decision.seat, (passes or list(decision.options))[0]


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_hand_rows_follow_the_events_through_a_round(qapp, seed):
    from dager_desktop.engine import PRESETS, Match

    match = Match.new(PRESETS["standard"], seed)
    game = match.next_round()
    models = TableModels()
    models.start_round(game, match)
    shown = _play(models, game, 0)
    steps = 0
    while not game.over:
        view = game.view(HUMAN)
        # Replaying the events alone (no reconcile) gives the engine's hand.
        assert _rows(models.hand) == Counter(view.hand)
        for seat, n in view.hand_counts.items():
            assert models.seats.index(seat).data(ConcealedRole) == n
        for seat, melds in view.melds.items():
            assert models.melds[seat].melds() == list(melds)
        seat, action = _first_choice(game)
        game.apply(seat, action)
        shown = _play(models, game, shown)
        steps += 1
    assert steps > 5


def test_roles_say_where_each_card_stands_and_which_are_locked(qapp):
    model = HandModel()
    hand = parse_cards("三三三 一二 五")
    model.reset_hand(hand, locked_faces(hand))
    assert model.rowCount() == 6
    spots = {
        (model.index(r, 0).data(ColumnRole), model.index(r, 0).data(PositionRole))
        for r in range(6)
    }
    assert len(spots) == 6  # no two cards in one place
    rows = [model.index(r, 0) for r in range(6)]
    locked = [i.data(CardRole) for i in rows if i.data(LockedRole)]
    assert Counter(locked) == Counter(parse_cards("三三三"))


def test_sync_removes_only_the_cards_that_left(qapp, qtbot):
    model = HandModel()
    model.reset_hand(parse_cards("一一二三四五六"))
    with qtbot.waitSignal(model.rowsRemoved):
        model.sync(parse_cards("一二三四五六"))
    assert _rows(model) == Counter(parse_cards("一二三四五六"))
    model.sync(parse_cards("一二三四五六七"))  # and adds what is new
    assert model.rowCount() == 7


def test_moving_a_card_is_presentation_only_and_keeps_locked_cards(qapp):
    model = HandModel()
    hand = parse_cards("三三三 一 九")
    model.reset_hand(hand, locked_faces(hand))
    before = Counter(model.cards())
    free_row = next(r for r in range(model.rowCount()) if not model.index(r, 0).data(LockedRole))
    assert model.move(free_row, model.column_count(), 0)  # to a new column
    assert Counter(model.cards()) == before
    locked_row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(LockedRole))
    assert not model.move(locked_row, model.column_count(), 0)
    # a free card cannot join a 坎's column
    free_row = next(r for r in range(model.rowCount()) if not model.index(r, 0).data(LockedRole))
    kan_column = model.index(locked_row, 0).data(ColumnRole)
    assert not model.move(free_row, kan_column, 0)


def test_melds_model_appends_and_resets(qapp):
    from dager_desktop.ui.table.item_models import MeldsModel

    model = MeldsModel()
    peng = Meld(MeldKind.PENG, parse_cards("五五五"))
    model.sync([peng])
    assert model.rowCount() == 1
    model.sync([])
    assert model.rowCount() == 0


@pytest.mark.parametrize("turned", [True, False])
def test_the_winning_card_stays_turned_by_or_played_by_after_the_win(qapp, turned):
    from tests.ui.helpers import won_by_easy_players

    game = won_by_easy_players(0, lambda g: g.result.win_turned == turned and
                               g.result.from_seat != g.result.winner)
    models = TableModels()
    models.reconcile(game)  # as the table is shown once the round is over, or resumed
    assert models.centre.active == game.result.win_card
    assert models.centre.active_seat == game.result.from_seat
    assert models.centre.active_turned == turned
