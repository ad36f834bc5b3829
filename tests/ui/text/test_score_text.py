"""The sum of a round in words (``text.score_text``): every step the engine notes has its
line, with its numbers, in each language; no placeholder or English word is left in
the Chinese ones."""

from __future__ import annotations

import re

import pytest

from dager_desktop.engine import ScoreStep
from dager_desktop.engine.score_steps import CODES
from dager_desktop.ui.text.i18n import switch_language
from dager_desktop.ui.text.score_text import TABLE_ONLY, WORDED, score_lines

# One step of every code, with numbers as the engine gives them.
SAMPLES = [
    ScoreStep("hu", 39, (15, 15, 6, 3, 0, 0, 0)),
    ScoreStep("deng", 4, (39,)),
    ScoreStep("points", 2, (1,)),
    ScoreStep("multiplier", 2, (), ("hong",)),
    ScoreStep("instant_plain", 1),
    ScoreStep("multiplier_total", 8, (4, 2)),
    ScoreStep("deng_loser", 10, (4, 2)),
    ScoreStep("deng_loser_no_dijia", 8, (4, 2)),
    ScoreStep("deng_dijia", 2, (2,)),
    ScoreStep("winner", 18, (2, 10, 2)),
    ScoreStep("mingtang", 8, (), ("hong_hu",)),
    ScoreStep("outranked", 8, (8, 32), ("hong_hu", "shi_san_tai_bao")),
    ScoreStep("outranked", 40, (40, 160), ("luan_hu", "quan_hei")),
    ScoreStep("fan_product", 128, (8, 2, 8)),
    ScoreStep("ping_hu", 4, (27,)),
    ScoreStep("ping_hu", 2, (25,)),
    ScoreStep("ping_hu_floor", 4, (2, 28)),
    ScoreStep("instant_ping_hu", 2, (18,)),
    ScoreStep("jiao_pai", 8, (4, 2)),
    ScoreStep("cap", 32, (128,)),
    ScoreStep("fan_loser", 24, (32,)),
    ScoreStep("fan_dijia", 12, (32,)),
    ScoreStep("base_override", 30, (10,), ("qia_shi_hu",)),
    ScoreStep("huzi_winner", 60, (30, 2)),
    ScoreStep("huzi_dijia", 4, (2,)),
    ScoreStep("huzi_loser", 8.5, (15, 2)),
    ScoreStep("pays", -6, (6,), seat=1),
    ScoreStep("baopai_pays", -17, (8.5, 2), seat=3),
    ScoreStep("covered", 0, (3,), seat=1),
    ScoreStep("dijia_gets", 2, seat=2),
    ScoreStep("winner_gets", 10, seat=0),
    ScoreStep("huang", 0),
    ScoreStep("huang_pays", -3, (3,), seat=1),
    ScoreStep("huang_pays", -4, (4,), ("baopai",), seat=3),
    ScoreStep("huang_dijia", 10, seat=2),
]


def test_every_code_the_engine_notes_is_worded_or_left_to_the_payments_table():
    assert WORDED | TABLE_ONLY == CODES
    assert {s.code for s in SAMPLES} == CODES


def test_the_english_lines_carry_the_numbers():
    lines = dict(score_lines(SAMPLES))
    assert lines["Total Hu"] == "15 + 15 + 6 + 3 = 39 Hu"
    assert lines["Deng"] == "39 Hu → 4 Deng"
    assert lines["Points"] == "1 Deng: 2 points (at least 2)"
    assert lines["Each loser pays (1 more for the Dijia)"] == "(4 + 1) × 2 = 10"
    assert lines["The Dijia gets (from the winner)"] == "32 Fan → 12"
    assert lines["Cap"] == "at most 32 Fan: 128 → 32 Fan"
    assert lines["Bao Pai"] == "Zhang pays nothing: Wang pays for them"
    assert ("Bao Pai", "Wang pays for 2 losers: 2 × 8.5 = 17") in score_lines(SAMPLES)
    assert ("The Dijia gets", "2 × 2 = 4") in score_lines(SAMPLES)  # 胡子: the losers pay it
    assert ("Each loser pays", "(15 + 2) ÷ 2 = 8.5") in score_lines(SAMPLES)
    assert ("Huang Pai", "Wang pays the Dijia 4 (Bao Pai)") in score_lines(SAMPLES)


def test_the_payments_table_says_each_seats_amount_itself():
    codes = [s.code for s in SAMPLES if s.code not in TABLE_ONLY]
    assert len(score_lines(SAMPLES)) == len(codes)


def test_a_luan_hu_says_so_on_the_hu_line():
    (line,) = score_lines([ScoreStep("hu", 0, (0,) * 7)], luan_hu=True)
    assert line == ("Total Hu", "0 Hu (Luan Hu)")


@pytest.mark.parametrize(
    ("language", "words"),
    [("zh_CN", ("总胡数", "输家各付（加底家1分）", "封顶", "王姐替2家付")),
     ("zh_TW", ("總胡數", "輸家各付（加底家1分）", "封頂", "王姐替2家付"))],
)
def test_the_chinese_lines_have_no_english_and_no_placeholder(language, words):
    switch_language(language)
    try:
        lines = score_lines(SAMPLES, luan_hu=True)
    finally:
        switch_language("en")
    text = "\n".join(f"{label} {value}" for label, value in lines)
    assert not re.findall(r"[A-Za-z]{2,}", text), text
    assert "%" not in text
    for word in words:
        assert word in text, (word, text)
