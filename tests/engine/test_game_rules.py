"""Round rules beyond the §I.4 vectors: opening wins, win context, 包牌, records, views."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dager_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    EventKind,
    Game,
    Phase,
    RecordError,
    unseen_cards,
)
from dager_desktop.engine.scoring import Score
from dager_desktop.engine.settlement import win_payments

from .deals import (
    after_quiet_discard,
    c,
    deal,
    declare_bao_at_opening,
    options_of,
    pass_opening,
    play,
)

V09_HAND = "一二三壹贰叁二七十四五六七八九肆伍陆柒捌"  # ready: waits 叁 陆 玖 (15 胡)


def test_tian_hu_is_offered_at_the_opening_and_doubles_the_points() -> None:
    game = deal({0: V09_HAND + "玖"})
    assert options_of(game)[0] == {"hu", "pass"}
    play(game, 0, "hu")
    result = game.result
    assert result.winner == 0 and result.context.tian_hu and result.win_card is None
    assert result.score.mingtang == ("tian_hu",)
    score = result.score
    assert (score.loser_pays, score.dijia_gets, score.winner_gets) == (6, 2, 10)
    assert result.payments == {0: 10, 1: -6, 2: 2, 3: -6}


def test_passing_tian_hu_goes_on_to_the_opening_discard() -> None:
    game = deal({0: V09_HAND + "玖"})
    play(game, 0, "pass")
    assert game.phase is Phase.DISCARD and game.to_act == 0


def test_instant_win_three_long_for_a_non_dealer() -> None:
    game = deal({1: "一一一一二二二二三三三三"})
    assert "hu" in options_of(game)[1]
    play(game, 1, "hu")
    result = game.result
    assert result.winner == 1 and result.context.instant
    assert result.arrangement.loose  # the cards outside the 垅 and 列
    assert [e.kind for e in game.events].count(EventKind.LONG_LAID) == 3
    assert sum(result.payments.values()) == 0


def test_first_turned_card_win_is_shui_shang_piao() -> None:
    rules = PRESETS["online001"]
    game = after_quiet_discard({1: V09_HAND}, "玖", rules)
    assert game.window.active.card == c("玖") and game.window.active.turned
    play(game, 1, "hu")
    assert game.result.context.first_turned
    assert "shui_shang_piao" in game.result.score.mingtang


def test_dealer_winning_on_the_next_card_is_hui_long_di_hu() -> None:
    game = after_quiet_discard({0: V09_HAND}, "玖", PRESETS["mingtang"])
    play(game, 0, "hu")
    assert game.result.context.huilong_di_hu and not game.result.context.di_hu
    assert "hui_long_di_hu" in game.result.score.mingtang


def test_last_stock_card_win_is_hai_di() -> None:
    rng = random.Random(3)
    for seed in range(400):
        game = Game.new(PRESETS["standard"], seed=seed)
        while not game.over:
            d = rng.choice(game.decisions())
            hu = next((a for a in d.options if a.kind is ActionKind.HU), None)
            game.apply(d.seat, hu or rng.choice(d.options))
        if game.result.winner is not None and game.result.context.hai_di:
            assert game.stock == [] and game.result.win_card is not None
            return
    pytest.fail("no 海底捞 in 400 random rounds")


def test_passing_a_mandatory_peng_under_baopai_rules_makes_the_seat_bao() -> None:
    seat0 = "一一四四九九壹壹肆肆玖玖三三叁叁陆陆拾拾"
    seat3 = "七七二二伍伍捌捌贰贰八八六十四九三叁柒陆"
    game = deal({0: seat0 + "七", 3: seat3}, rules=PRESETS["seed000"])
    pass_opening(game)
    play(game, 0, "discard 七")
    assert options_of(game)[3] >= {"peng 七", "pass"}
    for d in game.decisions():
        game.apply(d.seat, Action(ActionKind.PASS))
    assert game.baopai == 3
    assert any(e.kind is EventKind.BAOPAI and e.seat == 3 for e in game.events)


def test_bao_seat_pays_for_every_loser() -> None:
    rules = PRESETS["seed000"]
    score = Score(
        deng=2, base=2, multiplier=1, mingtang=(), loser_pays=3, dijia_gets=1, winner_gets=5
    )
    pay = win_payments(rules, (0, 1, 3), 2, winner=1, score=score, baopai=3)
    assert pay == {0: 0, 1: 5, 2: 1, 3: -6}
    pay = win_payments(rules, (0, 1, 3), 2, winner=3, score=score, baopai=3)
    assert pay == {0: -3, 1: -3, 2: 1, 3: 5}  # a 包 seat that wins pays nothing


# -- records ---------------------------------------------------------------------------


def played_game(seed: int = 5, steps: int = 30) -> Game:
    rng = random.Random(seed)
    game = Game.new(PRESETS["standard"], seed=seed)
    for _ in range(steps):
        if game.over:
            break
        d = rng.choice(game.decisions())
        game.apply(d.seat, rng.choice(d.options))
    return game


def test_record_round_trips_through_json() -> None:
    import json

    game = played_game()
    record = json.loads(json.dumps(game.to_record()))
    replay = Game.from_record(record)
    assert replay.to_record() == game.to_record()
    assert replay.view(1) == game.view(1)


@pytest.mark.parametrize(
    ("tamper", "message"),
    [
        (lambda r: r.update(version=99), "version 99"),
        (lambda r: r.update(format="something"), "not a round record"),
        (lambda r: r["rules"].update(colour="blue"), "colour"),
        (lambda r: r["rules"].update(min_hu="ten"), "min_hu"),
        (lambda r: r["deal"].update(stock="x1 x2"), "deal"),
        (lambda r: r["actions"][2].update(kind="zhao", card="d10"), "step 3"),
        (lambda r: r["actions"][1].update(kind="fly"), "step 2"),
        (lambda r: r.pop("dealer"), "dealer"),
    ],
)
def test_bad_record_is_refused_with_a_clear_error(tamper, message: str) -> None:
    record = played_game().to_record()
    tamper(record)
    with pytest.raises(RecordError, match=message):
        Game.from_record(record)


def test_a_record_with_the_seed_instead_of_the_deal_replays() -> None:
    """DESIGN.md: a record holds the seed or the deal; the seed deals the same cards."""
    game = played_game()
    record = game.to_record()
    del record["deal"]
    replay = Game.from_record(record)
    assert replay.to_record() == game.to_record()
    assert replay.events == game.events


def test_a_record_with_neither_seed_nor_deal_is_refused() -> None:
    record = played_game().to_record()
    del record["deal"]
    record["seed"] = None
    with pytest.raises(RecordError, match="deal: missing"):
        Game.from_record(record)


def test_record_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(RecordError):
        Game.from_record(["not", "a", "record"])  # type: ignore[arg-type]


# -- views and the resampling door --------------------------------------------------------


def test_from_view_rebuilds_the_same_public_state() -> None:
    game = played_game(seed=11, steps=25)
    seat = game.decisions()[0].seat
    view = game.view(seat)
    hands = {s: game.seats[s].hand for s in game.order if s != seat}
    twin = Game.from_view(view, hands, list(game.stock))
    assert twin.view(seat) == view
    assert twin.decisions() == game.decisions() or twin.phase is Phase.CLAIM


def test_unseen_cards_are_the_other_hands_and_the_unknown_stock() -> None:
    game = played_game(seed=12, steps=20)
    seat = game.decisions()[0].seat
    view = game.view(seat)
    hidden = Counter(game.stock) - Counter(view.bottom_cards)
    for other in game.order:
        if other != seat:
            hidden.update(game.seats[other].hand)
    assert Counter(unseen_cards(view)) == hidden


def test_from_view_refuses_a_guess_that_does_not_fit() -> None:
    game = played_game(seed=12, steps=20)
    seat = game.decisions()[0].seat
    view = game.view(seat)
    hands = {s: list(game.seats[s].hand) for s in game.order if s != seat}
    short = {s: h[:-1] if i == 0 else h for i, (s, h) in enumerate(hands.items())}
    with pytest.raises(ValueError, match="cards"):
        Game.from_view(view, short, list(game.stock))
    with pytest.raises(ValueError, match="stock"):
        Game.from_view(view, hands, list(game.stock)[:-1])


def test_view_of_the_dijia_has_no_hand() -> None:
    game = Game.new(PRESETS["standard"], seed=1, dealer=0)
    view = game.view(2)
    assert view.hand == () and view.dijia == 2 and 2 not in view.hand_counts


@pytest.mark.parametrize(("preset", "seat"), [("standard", 4), ("standard", -1),
                                             ("standard_3p", 3)])
def test_a_view_of_a_seat_not_at_the_table_is_refused(preset: str, seat: int) -> None:
    game = Game.new(PRESETS[preset], seed=1, dealer=0)
    with pytest.raises(ValueError, match=f"no seat {seat}"):
        game.view(seat)


def test_the_dealers_own_turned_card_is_not_hui_long_di_hu() -> None:
    # Seat 3 (the dealer's 上家) 碰s the opening 六 and owes no discard (八块: two 垅
    # dealt), so the next card is the one the dealer turns himself: a 自摸, not 回龙地胡.
    game = deal({0: V09_HAND + "六", 3: "玖玖玖玖拾拾拾拾六六"}, rules=PRESETS["mingtang"],
                stock_top="叁")
    pass_opening(game)
    play(game, 0, "discard 六")
    play(game, 3, "peng 六")
    assert game.window.active.seat == 0 and game.window.active.turned
    play(game, 0, "hu")
    assert not game.result.context.huilong_di_hu
    assert "hui_long_di_hu" not in game.result.score.mingtang


def test_a_third_seats_card_after_a_claim_without_discard_is_hui_long_di_hu() -> None:
    # Seat 1 is 报 and must 招 the opening 五, which leaves it no discard (C11), so
    # seat 3 turns the next card.  It is neither of RULES.md §G.2's two examples
    # (the 下家's first turned card, the claimant's discard) but is the card that
    # "immediately follows his opening discard", the definition they illustrate,
    # and the first card a 閑家 offers (S002 "閑家打的第一張牌"): 回龙地胡.
    ready_with_555 = "五五五壹贰叁肆伍陆柒捌玖六七八八九十三四"
    dealer = "一二三二七十贰柒拾叁叁叁陆陆陆壹壹一十拾五"  # ready on 十/拾 once 五 goes
    game = deal({0: dealer, 1: ready_with_555}, rules=PRESETS["mingtang"], stock_top="拾")
    declare_bao_at_opening(game, 1)
    play(game, 0, "discard 五")
    play(game, 1, "zhao 五")
    assert game.window.active.seat == 3 and game.window.active.turned
    play(game, 0, "hu")
    assert game.result.context.huilong_di_hu
    assert "hui_long_di_hu" in game.result.score.mingtang


def test_the_shared_cache_of_waits_cannot_be_changed_by_a_caller() -> None:
    """Whether 胡 is offered depends on it, and the computer players read the same entries."""
    from dager_desktop.engine import Card, parse_cards
    from dager_desktop.engine.cards import counts_of
    from dager_desktop.engine.game import hand_waits

    hand = tuple(counts_of(parse_cards("一二三四五六七八九壹贰叁肆伍陆柒捌玖十十")))
    waits = hand_waits(PRESETS["standard"], hand, ())
    with pytest.raises(TypeError):
        waits[Card.X1] = 10  # type: ignore[index]


def test_a_win_says_whether_its_card_was_turned_or_discarded() -> None:
    # the table and the round's end name the winning card "turned by" or "played by"
    seen = set()
    for seed in range(400):
        game = Game.new(PRESETS["standard"], seed=seed, dealer=0)
        rng = random.Random(seed)
        while not game.over:
            decision = game.decisions()[0]
            wins = [o for o in decision.options if o.kind is ActionKind.HU]
            game.apply(decision.seat, wins[0] if wins else rng.choice(decision.options))
        result = game.result
        if result.winner is None or result.win_card is None:
            continue
        offered = [e for e in game.events if e.kind in (EventKind.TURNED, EventKind.DISCARDED)]
        last = offered[-1]
        assert result.win_turned == (last.kind is EventKind.TURNED)
        assert (result.from_seat, result.win_card) == (last.seat, last.card)
        seen.add((result.win_turned, result.from_seat == result.winner))
        if len(seen) == 3:
            break
    assert seen == {(True, True), (True, False), (False, False)}
