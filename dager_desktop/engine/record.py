"""Round records: a JSON-able dict that replays to the identical state.

A record holds the format version, the rules, the seed (when the round was
shuffled), the dealer, the deal itself and every action in order — as
OpenSpiel does, the deal plus the action list *is* the game.  A bad record is
refused with a ``RecordError`` that names what is wrong and at which step.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .actions import Action, ActionKind, IllegalAction
from .cards import Card, format_cards, parse_cards
from .melds import Meld, MeldKind
from .rules import RuleSet

if TYPE_CHECKING:
    from .game import Game

FORMAT = "dager-desktop/round"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be replayed; the message says why."""


# -- actions and cards as JSON -----------------------------------------------------


def _cards_text(cards: Any) -> str:
    return format_cards(cards, "ascii")


def action_to_json(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": action.kind.value}
    if action.card is not None:
        data["card"] = _cards_text([action.card])
    if action.meld is not None:
        data["meld"] = _meld_to_json(action.meld)
    if action.bi:
        data["bi"] = [_meld_to_json(m) for m in action.bi]
    return data


def _meld_to_json(meld: Meld) -> dict[str, str]:
    return {"kind": meld.kind.value, "cards": _cards_text(meld.cards)}


def action_from_json(data: Any) -> Action:
    if not isinstance(data, Mapping):
        raise ValueError(f"an action must be an object, not {data!r}")
    try:
        kind = ActionKind(data["kind"])
    except (KeyError, ValueError):
        raise ValueError(f"unknown action kind {data.get('kind')!r}") from None
    card = _one_card(data["card"]) if "card" in data else None
    meld = _meld_from_json(data["meld"]) if "meld" in data else None
    bi = tuple(_meld_from_json(m) for m in data.get("bi", ()))
    return Action(kind, card, meld, bi)


def _one_card(text: Any) -> Card:
    cards = parse_cards(str(text))
    if len(cards) != 1:
        raise ValueError(f"expected one card, got {text!r}")
    return cards[0]


def _meld_from_json(data: Any) -> Meld:
    if not isinstance(data, Mapping):
        raise ValueError(f"a 列 must be an object, not {data!r}")
    return Meld(MeldKind(data["kind"]), tuple(parse_cards(str(data["cards"]))))


# -- whole rounds ---------------------------------------------------------------------


def game_to_record(game: Game) -> dict[str, Any]:
    hands, stock = game._deal
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "dealer": game.dealer,
        "deal": {
            "hands": {str(s): _cards_text(h) for s, h in sorted(hands.items())},
            "stock": _cards_text(stock),
        },
        "actions": [{"seat": s, **action_to_json(a)} for s, a in game.actions],
    }


def game_replayed_to(game: Game, count: int) -> Game:
    """A new round: ``game``'s deal replayed with only its first ``count`` actions.

    The state just before a decision is the record cut there (the deal plus the
    action list *is* the game): the answers given before it replay as they were.
    """
    if not 0 <= count <= len(game.actions):
        raise ValueError(f"the round has {len(game.actions)} actions, not {count}")
    record = game_to_record(game)
    record["actions"] = record["actions"][:count]
    return game_from_record(record)


def game_from_record(record: Mapping[str, Any]) -> Game:
    from .game import Game

    _check_header(record)
    rules = _field(record, "rules", lambda v: RuleSet.from_dict(dict(v)))
    dealer = _field(record, "dealer", _seat_number)
    seed = record.get("seed") if type(record.get("seed")) is int else None
    # DESIGN.md: a record holds the seed *or* the deal; the seed deals the same cards.
    dealt = None if "deal" not in record and seed is not None else _field(
        record, "deal", _deal_from_json)
    try:
        if dealt is None:
            assert seed is not None  # without a deal, the seed deals the cards
            game = Game.new(rules, seed, dealer)
        else:
            game = Game.from_deal(rules, dealer, *dealt)
    except ValueError as exc:
        raise RecordError(f"deal: {exc}") from None
    game.seed = seed
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise RecordError("actions: expected a list")
    for step, entry in enumerate(actions, start=1):
        _replay_step(game, step, entry)
    return game


def _check_header(record: Any) -> None:
    if not isinstance(record, Mapping):
        raise RecordError("a round record must be a JSON object")
    if record.get("format") != FORMAT:
        raise RecordError(f"not a round record (format {record.get('format')!r})")
    version = record.get("version")
    if type(version) is not int or version != VERSION:  # (true == 1 in Python)
        raise RecordError(f"record version {version!r} is not supported (this one reads {VERSION})")


def _field(record: Mapping[str, Any], name: str, parse: Any) -> Any:
    if name not in record:
        raise RecordError(f"{name}: missing")
    try:
        return parse(record[name])
    except (ValueError, TypeError, KeyError) as exc:
        raise RecordError(f"{name}: {exc}") from None


def _seat_number(value: Any) -> int:
    if type(value) is not int:
        raise ValueError(f"expected a seat number, got {value!r}")
    return value


def _deal_from_json(data: Any) -> tuple[dict[int, list[Card]], list[Card]]:
    hands = {int(s): parse_cards(str(h)) for s, h in dict(data["hands"]).items()}
    return hands, parse_cards(str(data["stock"]))


def read_step(step: int, entry: Any) -> tuple[int, Action]:
    """The (seat, action) of the record's ``step``-th entry; ``RecordError`` naming the
    step when it cannot be read.  Whether it is legal is the replay's business."""
    try:
        return _seat_number(entry["seat"]), action_from_json(entry)
    except (ValueError, TypeError, KeyError) as exc:
        raise RecordError(f"step {step}: unreadable action ({exc})") from None


def _replay_step(game: Game, step: int, entry: Any) -> None:
    seat, action = read_step(step, entry)
    try:
        game.apply(seat, action)
    except IllegalAction as exc:
        raise RecordError(f"step {step}: seat {seat} {action} is not legal here: {exc}") from None
