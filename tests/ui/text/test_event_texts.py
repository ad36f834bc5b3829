"""The move log's words: a line for each kind of event, in the three languages."""

from __future__ import annotations

import re

import pytest

from dager_desktop.engine import Card, Event, EventKind, Meld, MeldKind, parse_cards
from dager_desktop.ui.text.events import call_text, event_line, taken_from_you
from dager_desktop.ui.text.i18n import switch_language


def _card(text: str) -> Card:
    return parse_cards(text)[0]


def _meld(kind: MeldKind, text: str) -> Meld:
    return Meld(kind, tuple(parse_cards(text)))


#: A round's worth of events, one of each kind (seat 0 is the player, 1 老张, 2 小李, 3 王姐).
EVENTS = [
    Event(EventKind.DEALT, 1, count=21),
    Event(EventKind.BOTTOM_REVEALED, None, _card("八")),
    Event(EventKind.LONG_LAID, 2, _card("三"), _meld(MeldKind.LONG, "三三三三")),
    Event(EventKind.DISCARDED, 2, _card("五")),
    Event(EventKind.WINDOW_OPENED, 2, _card("五")),
    Event(EventKind.WINDOW_CLOSED, 2, _card("五")),
    Event(EventKind.PLAYED_OUT, 2, _card("五")),
    Event(EventKind.TURNED, 3, _card("柒"), count=17),
    Event(EventKind.CLAIMED, 1, _card("柒"), _meld(MeldKind.PENG, "柒柒柒")),
    Event(EventKind.DISCARDED, 1, _card("九")),
    Event(EventKind.CLAIMED, 2, _card("九"), _meld(MeldKind.SHUN, "七八九")),
    Event(EventKind.BI, 2, None, _meld(MeldKind.SHUN, "八九十")),
    Event(EventKind.DISCARDED, 0, _card("四")),  # the player's own discard ...
    Event(EventKind.CLAIMED, 3, _card("四"), _meld(MeldKind.ZHAO, "四四四四")),  # ... taken
    Event(EventKind.BAKUAI, 3),
    Event(EventKind.BAO, 3),
    Event(EventKind.BAOPAI, 1),
    Event(EventKind.TURNED, 0, _card("贰"), count=9),  # the player's turned card ...
    Event(EventKind.WON, 2, _card("贰")),  # ... won on
    Event(EventKind.WON, 1, None),  # a win with the dealt hand
    Event(EventKind.HUANG),
]

LINES = {
    "en": [
        "Zhang: 21 cards dealt",
        'Bottom card shown: "八"',
        'Li: Long "三"',
        'Li: plays "五"',
        None,
        None,
        'Nobody takes "五"',
        'Wang: turns up "柒"',
        'Zhang: Peng "柒"',
        'Zhang: plays "九"',
        'Li: Chi "九" (七八九)',
        'Li: Bi "八九十"',
        'You: plays "四"',
        'Wang: Zhao on your "四"',
        "Wang: Ba Kuai, no discard",
        "Wang: declares Bao",
        "Zhang: Baopai, pays for all",
        'You: turns up "贰"',
        'Li: Hu on your "贰"',
        "Zhang: Hu",
        "Huang Pai: the stock is used up, nobody won",
    ],
    "zh_CN": [
        "给老张发了21张牌",
        "亮底牌「八」",
        "小李垅「三」",
        "小李打出「五」",
        None,
        None,
        "没人要「五」",
        "王姐翻出「柒」",
        "老张碰「柒」",
        "老张打出「九」",
        "小李吃「九」（七八九）",
        "小李比「八九十」",
        "我打出「四」",
        "王姐招了我的「四」",
        "王姐八块，不出牌",
        "王姐报牌",
        "老张包牌",
        "我翻出「贰」",
        "小李胡了我的「贰」",
        "老张胡牌",
        "黄牌：牌摸完了，没人胡",
    ],
    "zh_TW": [
        "給老張發了21張牌",
        "亮底牌「八」",
        "小李壠「三」",
        "小李打出「五」",
        None,
        None,
        "沒人要「五」",
        "王姐翻出「柒」",
        "老張碰「柒」",
        "老張打出「九」",
        "小李吃「九」（七八九）",
        "小李比「八九十」",
        "我打出「四」",
        "王姐招了我的「四」",
        "王姐八塊，不出牌",
        "王姐報牌",
        "老張包牌",
        "我翻出「貳」",
        "小李胡了我的「貳」",
        "老張胡牌",
        "黃牌：牌摸完了，沒人胡",
    ],
}


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_each_kind_of_event_has_its_line(qapp, language):
    switch_language(language)
    lines = [event_line(EVENTS, i) for i in range(len(EVENTS))]
    assert lines == LINES[language]
    if language != "en":
        latin = {w for line in lines if line for w in re.findall(r"[A-Za-z]+", line)}
        assert latin == set(), latin


def test_every_kind_of_event_is_covered():
    assert {e.kind for e in EVENTS} == set(EventKind)


@pytest.mark.parametrize(("language", "note", "peng", "long"), [
    ("en", 'Wang: Zhao on your "四"', "Peng", "Long"),
    ("zh_CN", "王姐招了我的「四」", "碰", "垅"),
    ("zh_TW", "王姐招了我的「四」", "碰", "壠"),
])
def test_the_calls_and_the_note_at_the_players_seat(qapp, language, note, peng, long):
    switch_language(language)
    discard, zhao = EVENTS[12], EVENTS[13]
    assert taken_from_you(zhao, discard) == note
    assert taken_from_you(EVENTS[8], EVENTS[7]) is None  # 王姐's card: no note for the player
    assert call_text(EVENTS[8]) == peng and call_text(EVENTS[2]) == long
    assert call_text(EVENTS[3]) is None  # a discard is not called out
