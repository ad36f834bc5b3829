"""Every reason the engine or the advisor can give has a sentence in the player's language."""

from __future__ import annotations

import dataclasses
import re
from html import escape, unescape
from pathlib import Path

import pytest

import dager_desktop
from dager_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    Card,
    HandHints,
    Refusal,
    WaitHint,
    analyze,
    format_cards,
    hand_hints,
    parse_cards,
)
from dager_desktop.ui.practice.panel import HintPanel
from dager_desktop.ui.text import hint_text, terms
from tests.engine.deals import deal

PACKAGE = Path(dager_desktop.__file__).resolve().parent


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


@pytest.mark.parametrize("code", ["isolated", "best_shape"])
@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_a_discard_hint_names_its_card_once(qapp, code: str, language: str) -> None:
    """"Discard 肆. Playing 肆 keeps …" said the card twice: the move names it."""
    from dager_desktop.ui.text.i18n import card_script, switch_language

    card, script = Card.of(4, True), card_script(language)
    switch_language(language, qapp)
    try:
        line = hint_text.hint_line(Action(ActionKind.DISCARD, card), code, {"card": card},
                                   "normal", script)
    finally:
        switch_language("en", qapp)
    assert line.count("肆") == 1, line


def test_cards_are_written_in_the_script_of_the_language(qapp) -> None:
    card = Card.of(2, True)  # 贰 / 貳
    assert hint_text.card_text(card) == '"贰"'  # straight quotes in English
    assert hint_text.card_text(card, "traditional") == '"貳"'


def _chi_with_bi() -> Action:
    """吃 三 with 二三四, laying 二七十 as its 比."""
    from dager_desktop.engine import Meld, MeldKind

    run = Meld(MeldKind.SHUN, tuple(parse_cards("二三四")))
    bi = Meld(MeldKind.ERQISHI, tuple(parse_cards("二七十")))
    return Action(ActionKind.CHI, Card.of(3, False), meld=run, bi=(bi,))


def test_chinese_sentences_quote_cards_in_corner_brackets(qapp) -> None:
    from dager_desktop.ui.text.i18n import switch_language

    switch_language("zh_CN")
    try:
        assert hint_text.card_text(Card.of(2, True)) == "「贰」"
        # no space before the bracket: "出牌 「三」" opened a gap
        discard = Action(ActionKind.DISCARD, Card.of(3, False))
        assert hint_text.action_text(discard) == terms.action_label(ActionKind.DISCARD) + "「三」"
        assert " 「" not in hint_text.action_text(_chi_with_bi())
    finally:
        switch_language("en")
    assert hint_text.action_text(discard) == 'Discard "三"'


# -- the hint panel's table of waits: what the engine scores, and 乱胡 -----------------------

REPRO_HAND = "一二三三四五五八九十壹壹贰叁叁伍陆柒捌捌拾"  # mingtang: play 贰, 0 胡 on 玖
V11_HAND = "三四五六七八四五六七八九贰叁肆陆柒捌伍伍"  # + 五: 乱胡, 0 胡


def _panel(hints: HandHints, preset: str) -> HintPanel:
    panel = HintPanel()
    panel.preset = preset
    panel.set_facts(hints)
    return panel


def _cells(panel: HintPanel, wait: WaitHint) -> list[str]:
    """The cells of ``wait``'s row in the panel, as shown (HTML unescaped)."""
    card = escape(format_cards([wait.card], panel.script))
    row = re.search(rf"<tr[^>]*><td[^>]*>{card}</td>.*?</tr>", panel.facts.text())
    assert row is not None, panel.facts.text()
    return [unescape(cell) for cell in re.findall(r"<td[^>]*>(.*?)</td>", row.group(0))]


def _card(text: str) -> Card:
    return parse_cards(text)[0]


def test_a_zero_hu_wait_shows_the_mingtang_scored_not_luan_hu(qapp) -> None:
    # The review's case: the panel said "Luan Hu" +36, hiding 散印 青 飘 that pay the 36.
    game = deal({0: REPRO_HAND}, rules=PRESETS["mingtang"])
    hints = hand_hints(game.view(0))
    (wait,) = dict(hints.after_discard)[_card("贰")]
    assert wait.card == _card("玖") and wait.hu == 0
    panel = _panel(hints, "mingtang")
    _card_cell, hu, _unseen, points, bonuses = _cells(panel, wait)
    named = [terms.mingtang_name(k) for k in ("san_yin", "qing", "piao")]
    assert bonuses == terms.listed(named) and points == "+36"
    luan = terms.mingtang_name("luan_hu")
    assert hu == terms.hu_count(wait, wait.mingtang) and luan in hu  # said, as the engine flags
    assert luan not in bonuses


def test_where_luan_hu_is_paid_it_is_a_bonus_and_the_hu_is_a_plain_zero(qapp) -> None:
    game = deal({1: V11_HAND}, rules=PRESETS["online001"])
    hints = hand_hints(game.view(1))
    (wait,) = [w for w in hints.waits if w.card == _card("五")]
    _card_cell, hu, _unseen, points, bonuses = _cells(_panel(hints, "online001"), wait)
    assert hu == "0" and bonuses == terms.mingtang_name("luan_hu") and points == "+40"


def test_hu_count_takes_the_engines_luan_hu_flag(qapp) -> None:
    luan = terms.mingtang_name("luan_hu")
    zero = analyze(parse_cards(V11_HAND), (), _card("五"), PRESETS["standard"])
    assert zero is not None and zero.luan_hu
    assert terms.hu_count(zero) != "0" and luan in terms.hu_count(zero)
    assert terms.hu_count(zero, ("luan_hu",)) == "0"  # named among the 名堂: said once
    not_a_win = dataclasses.replace(zero, is_win=False)
    assert terms.hu_count(not_a_win) == "0"
    assert terms.hu_count(dataclasses.replace(zero, hu=15)) == "15"


WAIT = WaitHint(Card.X1, 12, 3, False, (), 5)


@pytest.mark.parametrize(("hints", "table"), [
    (HandHints(0, 0, (WAIT,), (), False), True),  # Jiao Pai: the table of waits
    (HandHints(0, 0, (), ((Card.X2, (WAIT,)),), True), True),  # Play X to be ready on
    (HandHints(0, 0, (), (), False), False),  # Not ready
    (HandHints(0, 0, (), (), True), False),  # No discard leaves you ready
], ids=["waits", "discards", "not-ready", "no-discard"])
def test_the_bonus_note_comes_only_with_a_table_it_explains(
    qapp, hints: HandHints, table: bool
) -> None:
    panel = _panel(hints, "standard")
    text = panel.facts.text()
    assert ("<table" in text) == table
    assert ("<small>" in text) == table
