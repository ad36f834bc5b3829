"""The review's words (复盘): marks, reasons as sentences, the summary line.

Reasons come from ``ai.review_reasons`` as a category and parameters (faces as
ints, seats as numbers); each is worded here in the interface's language.  The
texts are in the ``Review`` translation context, with the review window's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from dager_desktop.ai.review import DecisionReview, Review, ReviewError
from dager_desktop.engine import Action, ActionKind, Card
from dager_desktop.ui.text import formats, terms
from dager_desktop.ui.text.hint_text import action_text, card_text
from dager_desktop.ui.text.i18n import current_script, fill

translate = QCoreApplication.translate


def mark_name(mark: str) -> str:
    names = {
        #: a reviewed decision as good as the search's best. Chinese: 正确
        "agrees": translate("Review", "Agrees"),
        #: a reviewed decision that lost a little (under 1 point). Chinese: 欠佳
        "inaccuracy": translate("Review", "Inaccuracy"),
        #: a reviewed decision that lost 1 to 2.5 points. Chinese: 失误
        "mistake": translate("Review", "Mistake"),
        #: a reviewed decision that lost 2.5 points or more. Chinese: 大错
        "blunder": translate("Review", "Blunder"),
    }
    return names.get(mark, mark)


def move_text(action: Action) -> str:
    """An option in a few words: "Discard 「三」", "Chi 「三四五」", "Pass"."""
    return action_text(action, current_script())


def decision_line(d: DecisionReview, number: int) -> str:
    """A line of the decision list: number, move, mark and loss."""
    #: a line of the review's list: %1 the decision's number, %2 the move made, %3 its
    #: mark (Agrees, Mistake ...)
    text = fill(translate("Review", "%1. %2 — %3"), number, move_text(d.chosen), mark_name(d.mark))
    if d.differs:
        #: after a marked decision: %1 the points it lost. Chinese: （−%1分）
        text += " " + fill(translate("Review", "(−%1)"), f"{d.loss:.1f}")
    return text


def summary_text(review: Review, total: int) -> str:
    """The line on top: decisions valued, agreement, loss per decision, the costliest."""
    done = len(review.decisions)
    if done == 0 and total:
        #: the review's summary until its first decision is valued (no agreement yet):
        #: %1 decisions in all. Chinese: 已评 0/%1 步……
        return fill(translate("Review", "0 of %1 decisions valued…"), total)
    #: the review's summary: %1 decisions valued, %2 in all, %3 agreement (a percent),
    #: %4 expected loss per decision in points
    text = fill(translate("Review", "%1 of %2 decisions: agrees with the Hard player on "
                          "%3%, loses %4 points a decision."), done, total,
                round(100 * review.agreement), f"{review.expected_loss:.2f}")
    costly = review.costliest()
    if costly and done == total:
        #: a costly decision: %1 the move, %2 the points it lost
        each = translate("Review", "%1 (−%2)")
        steps = ", ".join(fill(each, move_text(d.chosen), f"{d.loss:.1f}") for d in costly)
        #: %1 the costliest decisions of the round, each with the points it lost
        text += "\n" + fill(translate("Review", "Costliest: %1"), steps)
    return text


def reason_text(d: DecisionReview) -> str:
    """Why the best was better, in a sentence; for a decision that agrees, says so."""
    if not d.differs:
        if d.chosen == d.best:
            #: the reviewed decision is the search's best
            return translate("Review", "The Hard player would choose the same.")
        #: the reviewed decision differs from the search's best by less than it can tell
        return translate("Review", "As good as the best, within what the search can tell.")
    best = move_text(d.best)
    text = _reason(d.reason or "shape", d.params, best)
    #: %1 the reason (a sentence), %2 the best move, %3 the points the choice lost
    return fill(translate("Review", "Best: %2 (%3 points more). %1"), text, best, f"{d.loss:.1f}")


def _card(params: Mapping[str, Any], key: str) -> str:
    value = params.get(key)
    return card_text(Card(int(value)), current_script()) if value is not None else ""


def _claim(kind: Any) -> str:
    return terms.action_label(ActionKind(str(kind)))


def _reason(reason: str, params: Mapping[str, Any], best: str) -> str:
    if reason == "bao":
        if params.get("declare"):
            #: reason: declaring 报 would have been better. Chinese: 报牌
            return translate("Review", "Declaring Bao was worth more: a Bao win pays double.")
        #: reason: declaring 报 was worse
        return translate("Review", "Not declaring Bao was worth more: a Bao hand is locked "
                         "and can no longer change.")
    if reason == "score":
        if params.get("passed_win"):
            #: reason: a 胡 was passed
            return translate("Review",
                             "Taking the Hu was worth more than waiting for a bigger one.")
        if "points" in params:
            points = params["points"]
            #: reason: both discards leave the hand ready; %1 the better discard, %2 and
            #: %3 what a win would pay after it and after the one chosen
            return fill(translate("Review", "Both keep the hand ready, but after discarding %1 "
                                  "a win pays more (%2 against %3 points)."),
                        _card(params, "best_card"),
                        formats.points(points[1]), formats.points(points[0]))
        #: reason: taking the 胡 was worse than passing for a bigger one
        return translate("Review", "Passing this Hu for a bigger win was worth more.")
    if reason == "claim":
        return _claim_reason(params)
    if reason == "waits":
        copies = params.get("copies", [0, 0])
        #: reason: %1 the better discard; after it the hand waits on %2 live copies,
        #: after the one chosen on %3
        return fill(translate("Review", "Discarding %1 leaves the hand waiting on %2 live copies, "
                        "against %3."), _card(params, "best_card"), copies[1], copies[0])
    if reason == "defence":
        #: reason: %1 the card played, %2 the seat it might help, %3 the safer card
        return fill(translate("Review", "%1 could give %2 a claim or a win; %3 was safer."),
                    _card(params, "card"), terms.seat_name(int(params.get("seat", 0))),
                    _card(params, "best_card"))
    #: reason: otherwise; %1 the better move
    return fill(translate("Review", "%1 keeps the more useful cards together."), best)


def _claim_reason(params: Mapping[str, Any]) -> str:
    card = _card(params, "card")
    chosen, best = params.get("chosen"), params.get("best")
    if chosen == "pass":
        #: reason: claiming was better than 过; %1 the claim (吃/碰/招), %2 the card
        text = fill(translate("Review", "Claiming (%1) %2 was worth more than passing."),
                    _claim(best), card)
        if params.get("guo"):
            #: added when the pass made the card 过张. Chinese: 过张 (zh_TW 過張)
            text += " " + translate(
                "Review", "The pass made it Guo Zhang: you may no longer claim it.")
        return text
    if best == "pass":
        #: reason: passing was better than the claim made; %1 the claim, %2 the card
        return fill(translate("Review",
                              "Passing was worth more than %1 %2: the claim broke up the hand."),
                    _claim(chosen), card)
    #: reason: another way to claim the card was better; %1 the card
    return fill(translate("Review", "Another way to claim %1 keeps a better hand."), card)


def refusal_text(error: ReviewError) -> str:
    """Why a round cannot be reviewed, in a sentence."""
    if error.code == "no_cards":
        #: the player was the 底家 of the round, who holds no cards. Chinese: 底家
        return translate("Review", "You were the Dijia in this round: you held no cards, "
                                   "so there is nothing to review.")
    if error.code == "unfinished":
        #: only a finished round can be reviewed
        return translate("Review", "This round is not finished: it cannot be reviewed yet.")
    #: the round cannot be reviewed: %1 the reason (in English, from the record's check)
    return fill(translate("Review", "This round cannot be reviewed: %1"), str(error))
