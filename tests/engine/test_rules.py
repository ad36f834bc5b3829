"""Rule options and presets (RULES.md §H.2): round trip, defaults and validation."""

from __future__ import annotations

import json

import pytest

from dager_desktop.engine import PRESETS, RuleSet
from dager_desktop.engine.rules import STANDARD, preset_name


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_preset_round_trips(name):
    rules = PRESETS[name]
    data = json.loads(json.dumps(rules.to_dict()))
    assert RuleSet.from_dict(data) == rules
    assert preset_name(RuleSet.from_dict(data)) == name


def test_missing_keys_take_standard():
    assert RuleSet.from_dict({}) == STANDARD
    rules = RuleSet.from_dict({"scoring": "mingtang"})
    assert rules.scoring == "mingtang"
    assert rules.to_dict() | {"scoring": "deng"} == STANDARD.to_dict()


@pytest.mark.parametrize(
    ("name", "changes"),
    [
        ("standard", {}),
        ("standard_3p", {"seats": 3, "dijia": False}),
        ("mingtang", {"scoring": "mingtang", "arrangement_objective": "points"}),
        (
            "seed000",
            {"instant_kan_count": 5, "claim_enforcement": "baopai_penalty", "bao": False},
        ),
        (
            "online001",
            {
                "bottom_card": "dead_last_2",
                "first_dealer": "random",
                "hu_table": "online001",
                "claim_enforcement": "baopai_penalty",
                "bao_window": "any_time_ready",
                "bao_multiplier": 2,
                "scoring": "huzi001",
                "huang_payment": "3_each_to_dijia",
                "arrangement_objective": "points",
            },
        ),
    ],
)
def test_presets_match_the_table(name, changes):
    assert PRESETS[name] == RuleSet.from_dict(changes)


def test_standard_defaults():
    d = STANDARD.to_dict()
    assert d["seats"] == 4 and d["dijia"] is True and d["min_hu"] == 10
    assert d["scoring"] == "deng" and d["hu_table"] == "luzhou"
    assert len(d) == 27


@pytest.mark.parametrize(
    ("data", "field"),
    [
        pytest.param({"no_such_option": 1}, "no_such_option", id="unknown-key"),
        pytest.param({"scoring": "fancy"}, "scoring", id="bad-value-scoring"),
        pytest.param({"hu_table": "paohuzi"}, "hu_table", id="bad-value-hu_table"),
        pytest.param({"instant_kan_count": 3}, "instant_kan_count", id="bad-value-int"),
        pytest.param({"min_hu": 0}, "min_hu", id="bad-value-min_hu"),
        pytest.param({"seats": "4"}, "seats", id="wrong-type-str-for-int"),
        pytest.param({"seats": 4.0}, "seats", id="wrong-type-float"),
        pytest.param({"dijia": 1}, "dijia", id="wrong-type-int-for-bool"),
        pytest.param({"min_hu": True}, "min_hu", id="wrong-type-bool-for-int"),
        pytest.param({"scoring": None}, "scoring", id="wrong-type-none"),
        pytest.param({"seats": 3}, "dijia", id="forbidden-dijia-vs-seats-3"),
        pytest.param({"dijia": False}, "dijia", id="forbidden-dijia-vs-seats-4"),
        pytest.param(
            {"seats": 3, "dijia": False, "scoring": "huzi001"}, "scoring", id="forbidden-huzi001"
        ),
        pytest.param(
            {"seats": 3, "dijia": False, "huang_payment": "3_each_to_dijia"},
            "huang_payment",
            id="forbidden-huang-payment",
        ),
    ],
)
def test_invalid_raises_naming_the_field(data, field):
    with pytest.raises(ValueError, match=field):
        RuleSet.from_dict(data)


def test_from_dict_needs_a_mapping():
    with pytest.raises(ValueError):
        RuleSet.from_dict(["seats", 4])  # type: ignore[arg-type]


def test_options_that_do_not_apply_are_not_errors():
    rules = RuleSet.from_dict({"bao": False, "bao_multiplier": 2, "pinghu_27": "ladder"})
    assert not rules.bao_multiplier_applies


def test_replace_validates():
    with pytest.raises(ValueError, match="scoring"):
        STANDARD.replace(scoring="nope")


def test_three_players_always():
    assert all(r.players == 3 for r in PRESETS.values())
