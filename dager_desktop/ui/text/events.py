"""The engine's public events in words: the move log's lines and the calls at a seat.

``event_line(events, i)`` words ``events[i]`` of a round's ``game.events`` for
the move log — 老张碰「九」, 小李打出「五」, 老张翻出「柒」, 王姐报牌 — or gives
``None`` for an event a player need not read (a claim window opening or
closing).  A claim names the card it took; where that card was the player's
own discard or turned card, the line says so (老张碰了我的「九」): that is the
moment a player most wants to notice.  ``call_text`` is what a seat calls out
large as the table shows the event (碰, 胡, 报 ...), ``taken_from_you`` the short
note at the player's own seat when another seat takes the player's card.

Everything is worded when asked, in the language in use: a log keeps events,
not sentences, and a language switch rewords it at once.  The seat names and
game words are those of ``terms``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from dager_desktop.engine import ActionKind, Card, Event, EventKind, MeldKind
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import fill

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

# The human's seat (``terms.seat_name`` calls it "You", 我).
YOU = 0

# The events that put a card on offer: what a following claim or win takes.
OFFERS = (EventKind.DISCARDED, EventKind.TURNED)

_CLAIMS = {MeldKind.ZHAO: ActionKind.ZHAO, MeldKind.PENG: ActionKind.PENG}


def claim_kind(event: Event) -> ActionKind | None:
    """The claim an event shows: 招 碰 吃 for a CLAIMED, 胡 for a WON; else None."""
    if event.kind is EventKind.WON:
        return ActionKind.HU
    if event.kind is EventKind.CLAIMED and event.meld is not None:
        return _CLAIMS.get(event.meld.kind, ActionKind.CHI)
    return None


def offered_before(events: Sequence[Event], index: int) -> Event | None:
    """The discard or turned card that ``events[index]`` (a claim, a win, a card
    played out) takes: the last card put on offer before it, if still on offer."""
    for earlier in reversed(events[:index]):
        if earlier.kind in OFFERS:
            return earlier
        if earlier.kind in (EventKind.CLAIMED, EventKind.PLAYED_OUT, EventKind.DEALT):
            return None  # the card on offer went somewhere already
    return None


def call_text(event: Event) -> str | None:
    """What a seat calls out for ``event`` (None: nothing to call)."""
    kind = event.kind
    claim = claim_kind(event)
    if claim is not None:
        return terms.action_label(claim)
    if kind is EventKind.BAO:
        return terms.action_label(ActionKind.BAO)
    if kind is EventKind.LONG_LAID:
        return terms.meld_name(MeldKind.LONG)
    texts = {
        #: 比 — the forced companion 列 laid with a 吃. Chinese: 比
        EventKind.BI: QCoreApplication.translate("Calls", "Bi"),
        #: 八块 — a second 招/垅: no discard this time. Chinese: 八块 (zh_TW 八塊)
        EventKind.BAKUAI: QCoreApplication.translate("Calls", "Ba Kuai"),
        #: 包 — a mandatory 招/碰 was passed: this seat pays for all. Chinese: 包
        EventKind.BAOPAI: QCoreApplication.translate("Calls", "Baopai (penalty)"),
        #: 黄牌 — the stock ran out with no winner. Chinese: 黄牌 (zh_TW 黃牌)
        EventKind.HUANG: QCoreApplication.translate("Calls", "Huang Pai"),
    }
    return texts.get(kind)


def takes_yours(event: Event, offer: Event | None) -> bool:
    """Does ``event`` take a card the player put on offer (discarded or turned)?"""
    return (
        claim_kind(event) is not None
        and offer is not None
        and offer.seat == YOU
        and event.seat != YOU
        and event.card is not None
    )


def taken_from_you(event: Event, offer: Event | None) -> str | None:
    """The note at the player's seat when ``event`` takes the player's card, else None."""
    if not takes_yours(event, offer):
        return None
    return _yours_line(event)


def event_line(events: Sequence[Event], index: int) -> str | None:
    """``events[index]`` in words for the move log (None: not listed)."""
    event = events[index]
    offer = offered_before(events, index)
    if takes_yours(event, offer):
        return _yours_line(event)
    return line(event)


def listed(event: Event) -> bool:
    """Has ``event`` a line in the move log?"""
    return event.kind in _WORDS


def line(event: Event) -> str | None:
    """One event in words, without what came before it (None: not listed)."""
    words = _WORDS.get(event.kind)
    return words(event) if words is not None else None


# -- each kind of event ------------------------------------------------------------------


def _name(event: Event) -> str:
    return terms.seat_name(event.seat) if event.seat is not None else ""


def _card(card: Card | None) -> str:
    return terms.quoted_cards([card]) if card is not None else ""


def _dealt(event: Event) -> str:
    #: move log: a seat's dealt hand; %1 the seat, %2 how many cards (20 or 21).
    #: Chinese: 给%1发了%2张牌 (zh_TW 給%1發了%2張牌)
    return fill(translate("Events", "%1: %2 cards dealt"), _name(event), event.count)


def _bottom(event: Event) -> str:
    #: move log: the 底牌 shown to all at the deal; %1 the card. Chinese: 亮底牌%1
    return fill(translate("Events", "Bottom card shown: %1"), _card(event.card))


def _long_laid(event: Event) -> str:
    card = event.card or _first(event)
    #: move log: a seat lays down a 垅 (four alike); %1 the seat, %2 the card.
    #: Chinese: %1垅%2 (zh_TW %1壠%2)
    return fill(translate("Events", "%1: Long %2"), _name(event), _card(card))


def _turned(event: Event) -> str:
    #: move log: a seat turns the top card of the stock; %1 the seat, %2 the card.
    #: Chinese: %1翻出%2
    return fill(translate("Events", "%1: turns up %2"), _name(event), _card(event.card))


def _discarded(event: Event) -> str:
    #: move log: a seat plays a card from its hand; %1 the seat, %2 the card.
    #: Chinese: %1打出%2
    return fill(translate("Events", "%1: plays %2"), _name(event), _card(event.card))


def _played_out(event: Event) -> str:
    #: move log: nobody claims the card on offer; it goes to its seat's played-out row.
    #: %1 the card. Chinese: 没人要%1 (zh_TW 沒人要%1)
    return fill(translate("Events", "Nobody takes %1"), _card(event.card))


def _claimed(event: Event) -> str:
    claim = claim_kind(event)
    assert claim is not None
    label, card = terms.action_label(claim), _card(event.card)
    if claim is ActionKind.CHI and event.meld is not None:
        #: move log: a 吃; %1 the seat, %2 吃, %3 the card taken, %4 the 列 it makes.
        #: Chinese: %1%2%3（%4）
        return fill(translate("Events", "%1: %2 %3 (%4)"), _name(event), label, card,
                    terms.cards_text(event.meld.cards))
    #: move log: a 碰 or 招; %1 the seat, %2 碰 or 招, %3 the card taken. Chinese: %1%2%3
    return fill(translate("Events", "%1: %2 %3"), _name(event), label, card)


def _yours_line(event: Event) -> str:
    claim = claim_kind(event)
    assert claim is not None
    #: move log and a note at the player's seat: another seat takes the player's card.
    #: %1 that seat, %2 胡 碰 招 or 吃, %3 the card. Chinese: %1%2了我的%3
    return fill(translate("Events", "%1: %2 on your %3"), _name(event), terms.action_label(claim),
                _card(event.card))


def _bi(event: Event) -> str:
    cards = terms.quoted_cards(event.meld.cards) if event.meld is not None else ""
    #: move log: the 比 列 laid with a 吃; %1 the seat, %2 the cards. Chinese: %1比%2
    return fill(translate("Events", "%1: Bi %2"), _name(event), cards)


def _bakuai(event: Event) -> str:
    #: move log: 八块, the seat skips its discard; %1 the seat.
    #: Chinese: %1八块，不出牌 (zh_TW %1八塊，不出牌)
    return fill(translate("Events", "%1: Ba Kuai, no discard"), _name(event))


def _bao(event: Event) -> str:
    #: move log: a seat declares its hand ready (报牌); %1 the seat.
    #: Chinese: %1报牌 (zh_TW %1報牌)
    return fill(translate("Events", "%1: declares Bao"), _name(event))


def _baopai(event: Event) -> str:
    #: move log: 包牌, a mandatory 招/碰 was passed and the seat pays for all; %1 the seat.
    #: Chinese: %1包牌
    return fill(translate("Events", "%1: Baopai, pays for all"), _name(event))


def _won(event: Event) -> str:
    if event.card is None:
        #: move log: a seat wins with its dealt hand (no card taken); %1 the seat.
        #: Chinese: %1胡牌
        return fill(translate("Events", "%1: Hu"), _name(event))
    #: move log: a seat wins with a card; %1 the seat, %2 the card. Chinese: %1胡%2
    return fill(translate("Events", "%1: Hu on %2"), _name(event), _card(event.card))


def _huang(event: Event) -> str:
    #: move log: the stock is used up and nobody won (黄牌).
    #: Chinese: 黄牌：牌摸完了，没人胡 (zh_TW 黃牌：牌摸完了，沒人胡)
    return translate("Events", "Huang Pai: the stock is used up, nobody won")


def _first(event: Event) -> Card | None:
    return event.meld.cards[0] if event.meld is not None and event.meld.cards else None


_WORDS = {
    EventKind.DEALT: _dealt,
    EventKind.BOTTOM_REVEALED: _bottom,
    EventKind.LONG_LAID: _long_laid,
    EventKind.TURNED: _turned,
    EventKind.DISCARDED: _discarded,
    EventKind.PLAYED_OUT: _played_out,
    EventKind.CLAIMED: _claimed,
    EventKind.BI: _bi,
    EventKind.BAKUAI: _bakuai,
    EventKind.BAO: _bao,
    EventKind.BAOPAI: _baopai,
    EventKind.WON: _won,
    EventKind.HUANG: _huang,
}
