"""The facts the table and the lists show, in the player's language: points with
their sign, a winning hand in one line, the winner's name, a rules preset's name,
dates and times, the facts of a saved match, a long path cut short."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import fill

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def when(iso: str) -> str:
    """An ISO 8601 time as the locale's short date and the time in 24 hours (as given
    if it is no time, or one the system clock cannot hold, such as year 1)."""
    try:
        seconds = int(datetime.fromisoformat(iso).timestamp())
    except (TypeError, ValueError, OverflowError, OSError):
        return iso
    return short_time(QDateTime.fromSecsSinceEpoch(seconds))


def short_time(stamp: QDateTime) -> str:
    """The locale's short date and the time in 24 hours: the 12-hour times of the
    Chinese locales add 上午/下午, which the game's subset fonts do not hold (and
    which made columns too narrow for the date)."""
    date = QLocale().toString(stamp.date(), QLocale.FormatType.ShortFormat)
    return f"{date} {stamp.toString('HH:mm')}"


def rules_name(preset: str | None) -> str:
    #: rules that match no preset
    return terms.preset_name(preset) if preset else translate("StoreText", "Custom rules")


def points(value: float) -> str:
    """Points with their sign: +12, -4, 0, +1.5."""
    return f"{value:+g}" if value else "0"


def winner_name(winner: int | None) -> str:
    if winner is None:
        #: 黄牌: nobody won the round. Chinese: 黄牌 (zh_TW 黃牌)
        return translate("StoreText", "Huang Pai")
    return terms.seat_name(winner)


def hand_text(hu: int | None, mingtang: Iterable[str], luan_hu: bool = False) -> str:
    """"32 Hu · Hong Hu, Zhen Zhu" — a winning hand in one line.

    ``luan_hu`` is the engine's flag (``Arrangement.luan_hu``, kept by the store): a
    bare "0 Hu" would look like a mistake to a player who knows that a win takes 10
    胡, so it says "0 Hu (Luan Hu)", as the round-over dialog does (``terms.hu_count``)
    — once only: where 乱胡 is a scored 名堂, the list of 名堂 names it already."""
    if hu is None:
        return ""
    names = list(mingtang)
    if terms.luan_hu_unnamed(luan_hu, names):
        #: the 胡 of a 乱胡 win (0 胡): %1 is 0, %2 the word 乱胡. Chinese: %1胡（%2）
        text = translate("StoreText", "%1 Hu (%2)")
        text = fill(text, hu, terms.mingtang_name("luan_hu"))
    else:
        #: the 胡 of a winning hand: %1 is a number. Chinese: %1胡
        text = fill(translate("StoreText", "%1 Hu"), str(hu))
    listed = terms.listed(terms.mingtang_name(k) for k in names)
    return f"{text} · {listed}" if listed else text


def resume_summary(summary: Mapping[str, Any]) -> str:
    """The facts of a saved match for "Continue the match?"."""
    preset = summary.get("preset")
    rounds = int(summary.get("rounds_played", 0) or 0)
    name = rules_name(preset if isinstance(preset, str) else None)
    #: %1 the rules preset's name
    lines = [fill(translate("StoreText", "Rules: %1"), name)]
    #: %1 the number of rounds finished in the saved match
    lines.append(fill(translate("StoreText", "Rounds played: %1"), str(rounds)))
    if summary.get("in_round"):
        #: the match was saved while a round was being played
        lines.append(translate("StoreText", "Saved in the middle of a round"))
    else:
        #: the match was saved between two rounds
        lines.append(translate("StoreText", "Saved between rounds"))
    totals = summary.get("totals")
    if isinstance(totals, Mapping) and totals:
        mine = points(float(totals.get(0, 0)))
        #: %1 the human's points in the match so far
        lines.append(fill(translate("StoreText", "Your points: %1"), mine))
    saved = summary.get("saved_at")
    if isinstance(saved, str) and saved:
        #: %1 the date and time of the save
        lines.append(fill(translate("StoreText", "Saved on %1"), when(saved)))
    return "\n".join(lines)


def elide_path(text: str, width: int = 70) -> str:
    """A long path cut in the middle, for labels that must not grow the window."""
    if len(text) <= width:
        return text
    half = (width - 1) // 2
    return text[:half] + "…" + text[-half:]

