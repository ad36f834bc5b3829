"""Every reason the engine or the advisor can give has a sentence in the player's language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dager_desktop.engine import Card, Refusal
from dager_desktop.ui import hint_text

PACKAGE = Path(hint_text.__file__).resolve().parent.parent


def _codes(module: str, pattern: str) -> set[str]:
    return set(re.findall(pattern, (PACKAGE / module).read_text(encoding="utf-8")))


REFUSAL_CODES = sorted(_codes("engine/explain.py", r'Refusal\(\s*"(\w+)"'))
REASON_CODES = sorted(_codes("ai/advice.py", r'return "(\w+)"'))


def test_the_codes_are_found() -> None:
    assert {"guo", "kan_locked", "no_bi", "too_few_hu", "bao_locked", "mandatory",
            "not_upper", "empty_hand"} <= set(REFUSAL_CODES)
    assert {"win", "forced", "keeps_ready", "safe_lower_guo"} <= set(REASON_CODES)


@pytest.mark.parametrize("code", REFUSAL_CODES)
def test_every_refusal_has_a_sentence(qapp, code: str) -> None:
    params = {"card": Card(0), "hu": 3, "min_hu": 10, "claim": "peng"}
    text = hint_text.refusal_text(Refusal(code, "ENGINE WORDS", params))
    assert text != "ENGINE WORDS" and "%" not in text


@pytest.mark.parametrize("code", REASON_CODES)
def test_every_advice_reason_has_a_sentence(qapp, code: str) -> None:
    text = hint_text.advice_reason(code, {"card": Card(0), "claim": "chi", "faces": 2})
    assert text != code and "%" not in text and text.endswith(".")


def test_cards_are_written_in_the_script_of_the_language(qapp) -> None:
    card = Card.of(2, True)  # 贰 / 貳
    assert hint_text.card_text(card) == "「贰」"
    assert hint_text.card_text(card, "traditional") == "「貳」"
