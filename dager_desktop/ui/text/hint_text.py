"""The practice hints in the player's language.

The engine says *why* an action is not offered as a ``Refusal`` (a code and
its parameters) and the advisor says why a move is good as a reason code; this
module turns both into translated sentences.  The English source texts name
the terms in pinyin; the translator comments give the hanzi a 大贰 player
expects.  The tables hold source texts only (``QT_TRANSLATE_NOOP``): a text is
translated when it is shown, after the language is chosen.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from dager_desktop.engine import Action, ActionKind, Card, Refusal, format_cards
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    # PySide6's stubs say it returns object; it returns the source text it is given.
    def QT_TRANSLATE_NOOP(context: str, source: str, /) -> str: ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

_REFUSALS: dict[str, str] = {
    "over": QT_TRANSLATE_NOOP("Hints", "The round is over."),
    #: the human sits out this round as 底家
    "not_playing": QT_TRANSLATE_NOOP("Hints", "You are the Dijia this round: you hold no cards."),
    "answered": QT_TRANSLATE_NOOP("Hints", "You have already answered."),
    "not_your_turn": QT_TRANSLATE_NOOP("Hints", "You have nothing to decide now."),
    "no_discard_due": QT_TRANSLATE_NOOP("Hints", "It is not your turn to play a card."),
    #: %1 is a card
    "not_in_hand": QT_TRANSLATE_NOOP("Hints", "%1 is not in your hand."),
    #: %1 is a card of a 坎 (three alike, dealt) or 垅 (four alike). Chinese: 坎, 垅
    "kan_locked": QT_TRANSLATE_NOOP(
        "Hints", "%1 is part of a Kan or Long: those cards cannot be played or split."),
    #: 报 = 报牌, declaring the hand ready. Chinese: 报牌 (zh_TW 報牌)
    "no_bao": QT_TRANSLATE_NOOP("Hints", "Bao cannot be declared now."),
    #: 叫牌 = a ready hand. %1 is a card. Chinese: 叫牌
    "not_ready": QT_TRANSLATE_NOOP(
        "Hints", "After playing %1 your hand would not be ready (Jiao Pai)."),
    #: 天胡, and the instant wins (三垅四坎; 五坎 under some rules). Chinese: 天胡
    "no_opening_win": QT_TRANSLATE_NOOP(
        "Hints", "Your dealt hand does not win: no Tian Hu, and not Long or Kan enough "
        "for an instant win."),
    "must_play": QT_TRANSLATE_NOOP("Hints", "You must play a card: there is nothing to pass."),
    "not_offered": QT_TRANSLATE_NOOP("Hints", "That is not one of your choices now."),
    #: %1 is a card, %2 the claim (碰 or 招) the rules make mandatory. Chinese: 有碰必碰
    "mandatory": QT_TRANSLATE_NOOP(
        "Hints", "%2 is mandatory: you must take %1 and cannot pass."),
    "own_discard": QT_TRANSLATE_NOOP("Hints", "No one can claim their own discard."),
    "wrong_card": QT_TRANSLATE_NOOP("Hints", "That is not the card on offer."),
    #: %1 is a card
    "no_win": QT_TRANSLATE_NOOP("Hints", "%1 does not complete your hand."),
    #: %1 card, %2 the 胡 the hand would have, %3 the minimum (10). 乱胡 = a win with 0 胡
    "too_few_hu": QT_TRANSLATE_NOOP(
        "Hints",
        "With %1 your hand would have only %2 Hu: a win needs at least %3 (or exactly 0, "
        "Luan Hu)."),
    #: 过张 guòzhāng: a face this player passed or played; %1 is a card. Chinese: 过张
    "guo": QT_TRANSLATE_NOOP(
        "Hints",
        "%1 is Guo Zhang for you (you passed it or played it): this round you may not Chi, "
        "Peng or Hu it."),
    "kan_is_zhao": QT_TRANSLATE_NOOP(
        "Hints", "You hold a Kan of %1: it is claimed with Zhao, not Peng."),
    "no_pair": QT_TRANSLATE_NOOP("Hints", "Peng needs a pair of %1 in your hand."),
    "own_flip": QT_TRANSLATE_NOOP(
        "Hints", "These rules allow no Peng or Zhao of your own turned card."),
    #: after 报牌 the hand is locked
    "bao_locked": QT_TRANSLATE_NOOP(
        "Hints", "You declared Bao: your hand is locked, no Chi or Peng."),
    "empty_hand": QT_TRANSLATE_NOOP(
        "Hints", "Claiming %1 would leave your hand with no card to play."),
    "no_kan": QT_TRANSLATE_NOOP("Hints", "Zhao needs a Kan (three alike) of %1 in your hand."),
    #: 二七十 and 绞 are kinds of sets. Chinese: 顺, 二七十, 绞
    "no_chi": QT_TRANSLATE_NOOP(
        "Hints", "No run, 2-7-10 or Jiao can be made with %1 from your hand."),
    #: 上家 = the player before you in turn order. Chinese: 上家
    "not_upper": QT_TRANSLATE_NOOP(
        "Hints",
        "Chi only from your Shangjia (the player before you) or from your own turned card."),
    #: 比 = the forced companion set after 吃. Chinese: 比
    "no_bi": QT_TRANSLATE_NOOP(
        "Hints",
        "The other %1 in your hand could not go down in a Bi set, so this Chi is not allowed."),
    #: %1 card, %2 the claim (碰 or 招) the pair or 坎 requires instead of 吃
    "pair_forces_peng": QT_TRANSLATE_NOOP(
        "Hints", "You hold two or more of %1: you must %2 it, not Chi."),
    #: %1 is the card on offer; every 吃 would need cards of a 坎/垅 (locked)
    "chi_kan_locked": QT_TRANSLATE_NOOP(
        "Hints",
        "Every set with %1 would take a card out of a Kan or Long, which cannot be split."),
    "not_ready_now": QT_TRANSLATE_NOOP(
        "Hints", "Your hand is not ready (Jiao Pai): Bao needs a ready hand."),
}

# Each follows "The Normal player would: <the move>.": none says "Discard" or "Pass"
# again, nor names a discard's card a second time.
_REASONS: dict[str, str] = {
    #: %1 is a card
    "win": QT_TRANSLATE_NOOP("Hints", "Hu: %1 completes your hand."),
    #: %2 is 碰 or 招; the rules make it mandatory. Chinese e.g. 必须碰
    "forced": QT_TRANSLATE_NOOP("Hints", "%2 is forced: the rules do not let you pass."),
    #: %2 is the claim (吃/碰/招)
    "claim_closer": QT_TRANSLATE_NOOP("Hints", "%2 brings your hand closer to ready."),
    "claim_no_gain": QT_TRANSLATE_NOOP("Hints", "Claiming %1 would not improve your hand."),
    #: 下家 = the next player; 过张 = a face that player may not claim. Chinese: 下家, 过张
    "safe_lower_guo": QT_TRANSLATE_NOOP(
        "Hints", "Safe: %1 is Guo Zhang for your Xiajia, who cannot Chi, Peng or Hu it."),
    "safe_dead": QT_TRANSLATE_NOOP(
        "Hints", "Safe: every other %1 is in sight, so nobody can Peng it."),
    "isolated": QT_TRANSLATE_NOOP("Hints", "It fits no set or pair in your hand."),
    "best_shape": QT_TRANSLATE_NOOP("Hints", "It keeps your most useful cards."),
    #: 报 doubles a winner's score under these rules
    "bao_doubles": QT_TRANSLATE_NOOP(
        "Hints", "Declare Bao: a win scores double under these rules."),
    "bao_locks": QT_TRANSLATE_NOOP(
        "Hints", "No Bao: it would lock your hand and adds nothing under these rules."),
}


class HintPlurals(QObject):
    """The hint sentences with a number: ``tr`` with ``n`` gives them plural forms."""

    def keeps_ready(self, faces: int) -> str:
        #: 叫牌 = ready; %n faces would win. Chinese e.g. 保持叫牌（%n 种牌）
        return self.tr("Keeps Jiao Pai (ready) on %n face(s).", None, faces)

    def claim_ready(self, faces: int) -> str:
        #: %2 is the claim (吃/碰/招); after it the hand is ready on %n faces
        return self.tr("%2 makes your hand ready (Jiao Pai) on %n face(s).", None, faces)


def _tr(source: str) -> str:
    return QCoreApplication.translate("Hints", source)


def card_text(card: Any, script: str = "simplified") -> str:
    """One card (or several) in the interface's script (贰 or 貳), quoted
    (``terms.quoted``): a lone 一 in a sentence would read as a dash."""
    if card is None:
        return ""
    cards = [card] if isinstance(card, Card) else list(card)
    return terms.quoted(format_cards(cards, script))


def _claim_name(params: Mapping[str, Any]) -> str:
    kind = params.get("claim")
    return terms.action_label(ActionKind(kind)) if kind else ""


def refusal_text(refusal: Refusal, script: str = "simplified") -> str:
    """The reason an action is not offered, as a sentence in the interface language."""
    params, code = refusal.params, refusal.code
    if code == "kan_locked" and params.get("claim") == "chi":
        code = "chi_kan_locked"
    elif code == "not_ready" and "card" not in params:
        code = "not_ready_now"
    source = _REFUSALS.get(code)
    if source is None:
        return refusal.message  # a reason with no translation yet: the engine's words
    card = card_text(params.get("card"), script)
    if code == "too_few_hu":
        return fill(_tr(source), card, params.get("hu"), params.get("min_hu"))
    return fill(_tr(source), card, _claim_name(params))


def advice_reason(reason: str, params: Mapping[str, Any], script: str = "simplified") -> str:
    """The one-line reason of a hint."""
    card = card_text(params.get("card"), script)
    claim = _claim_name(params)
    faces = int(params.get("faces", 0))
    if reason == "keeps_ready":
        text = HintPlurals().keeps_ready(faces)
    elif reason == "claim_ready":
        text = HintPlurals().claim_ready(faces)
    elif reason in _REASONS:
        text = _tr(_REASONS[reason])
    else:
        return reason
    return fill(text, card, claim)


def action_text(action: Action, script: str = "simplified") -> str:
    """A suggested move in a few words: "Discard 三", "Chi 三四五 + Bi 三四五", "Pass"."""
    label = terms.action_label(action.kind)
    if action.kind is ActionKind.CHI and action.meld is not None:
        text = terms.with_cards(label, card_text(action.meld.cards, script))
        for bi in action.bi:
            #: a 比 set laid with a 吃; %1 its cards, quoted. Chinese: 比%1 (no space before 「)
            text += " + " + fill(QCoreApplication.translate("Hints", "Bi %1"),
                                 card_text(bi.cards, script))
        return text
    if action.card is not None:
        return terms.with_cards(label, card_text(action.card, script))
    return label


def hint_line(action: Action, reason: str, params: Mapping[str, Any], level: str,
              script: str = "simplified") -> str:
    """"The Normal player would: Discard 三. Keeps Jiao Pai on 2 faces."."""
    #: %1 the computer level (Normal/Hard), %2 the move, %3 the reason (a sentence)
    text = QCoreApplication.translate("Hints", "The %1 player would: %2. %3")
    return fill(text, terms.level_name(level), action_text(action, script),
                advice_reason(reason, params, script))


def guo_tip_text(card: Card, script: str = "simplified") -> str:
    """The one-time explanation of 过张 shown before a pass that would make one."""
    #: shown before the player passes on a card they could claim; %1 is the card.
    #: 过张 guòzhāng. Chinese: 过张 (zh_TW 過張)
    text = QCoreApplication.translate(
        "Hints",
        "If you pass, %1 becomes Guo Zhang for you: for the rest of this round you may no "
        "longer Chi, Peng or Hu any %1, not even one you turn yourself. Playing a card from "
        "your hand makes it Guo Zhang too.")
    return fill(text, card_text(card, script))
