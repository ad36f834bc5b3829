"""Translated names of the game's terms, in one place for the whole UI.

The source strings are English; the translator comments say which hanzi a
大贰 player expects, so the Chinese catalogues can give 胡, 碰, 底家 ... where
an English table says "Hu", "Peng", "Dijia".  Functions, not constants: a
string must be translated when it is shown, after the language is chosen.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from dager_desktop.engine import ActionKind, Card, MeldKind, format_cards
from dager_desktop.ui.text.i18n import current_language, current_script


def action_label(kind: ActionKind) -> str:
    """The label of a response button or a call-out."""
    labels = {
        #: 胡 hú — win with the card on offer. Chinese: 胡
        ActionKind.HU: QCoreApplication.translate("Terms", "Hu"),
        #: 招 zhāo — claim the fourth copy of a 坎. Chinese: 招
        ActionKind.ZHAO: QCoreApplication.translate("Terms", "Zhao"),
        #: 碰 pèng — claim a card with a pair. Chinese: 碰
        ActionKind.PENG: QCoreApplication.translate("Terms", "Peng"),
        #: 吃 chī — claim a card into a run, 二七十 or 绞. Chinese: 吃
        ActionKind.CHI: QCoreApplication.translate("Terms", "Chi"),
        #: 过 guò — decline the card on offer. Chinese: 过 (zh_TW 過)
        ActionKind.PASS: QCoreApplication.translate("Terms", "Pass"),
        #: 报 bào — declare the hand ready (报牌). Chinese: 报 (zh_TW 報)
        ActionKind.BAO: QCoreApplication.translate("Terms", "Bao"),
        #: play the selected card from the hand. Chinese: 出牌
        ActionKind.DISCARD: QCoreApplication.translate("Terms", "Discard"),
    }
    return labels[kind]


def action_tip(kind: ActionKind, opening: bool = False) -> str:
    """A response button's tooltip: the term with a short gloss (``opening``: no card
    is on offer yet, the dealt hand is all there is)."""
    if opening and kind is ActionKind.HU:
        #: tooltip of the 胡 button at the opening: 天胡, 三垅 or 四坎 with the dealt cards
        return QCoreApplication.translate("Terms", "Hu — win with the dealt hand")
    if opening and kind is ActionKind.PASS:
        #: tooltip of the 过 button at the opening
        return QCoreApplication.translate("Terms", "Pass — neither win nor declare (Space)")
    tips = {
        #: tooltip of the 胡 button. Chinese e.g. 胡：用这张牌胡牌
        ActionKind.HU: QCoreApplication.translate("Terms", "Hu — win with this card"),
        #: tooltip of the 招 button. Chinese e.g. 招：把第四张招到手中的坎上
        ActionKind.ZHAO: QCoreApplication.translate(
            "Terms", "Zhao — claim the fourth card of a Kan you hold"),
        #: tooltip of the 碰 button
        ActionKind.PENG: QCoreApplication.translate(
            "Terms", "Peng — claim the third card of a pair you hold"),
        #: tooltip of the 吃 button; 比 is the companion 列
        ActionKind.CHI: QCoreApplication.translate(
            "Terms", "Chi — take the card into a run, 2-7-10 or Jiao (with any Bi)"),
        #: tooltip of the 过 button
        ActionKind.PASS: QCoreApplication.translate("Terms", "Pass — let the card go (Space)"),
        #: tooltip of the 报 button
        ActionKind.BAO: QCoreApplication.translate(
            "Terms", "Bao — declare the hand ready; it is locked from now on"),
        ActionKind.DISCARD: QCoreApplication.translate(
            "Terms", "Double-click a card, or select it and press Enter"),
    }
    return tips[kind]


def cards_text(cards: Iterable[Card]) -> str:
    """Cards written in the script of the interface language (贰 or 貳)."""
    return format_cards(cards, current_script())


class HuTotal(Protocol):
    """A win's 胡 and whether the engine calls it 乱胡 (``Arrangement``, ``WaitHint``)."""

    @property
    def hu(self) -> int: ...

    @property
    def luan_hu(self) -> bool: ...


def luan_hu_unnamed(luan_hu: bool, named: Iterable[str]) -> bool:
    """A 乱胡 (the engine's flag) whose 名堂 ``named`` do not list it: the 胡 shown must
    say so itself ("0" alone reads as a mistake to a player who knows "10 胡 to win")."""
    return luan_hu and "luan_hu" not in named


def hu_count(total: HuTotal, named: Iterable[str] = ()) -> str:
    """A win's 胡 as a number, "0 (乱胡)" when the engine says it is a 乱胡 luàn hú (a legal
    0-胡 win, which a player who knows "10 胡 to win" would take for a mistake) — unless
    ``named`` (the 名堂 scored) lists ``luan_hu`` already.  ``total`` is an
    ``Arrangement`` or a ``WaitHint``: the flag is the engine's."""
    if not luan_hu_unnamed(total.luan_hu, named):
        return str(total.hu)
    name = mingtang_name("luan_hu")
    return f"0 ({name})" if current_language() == "en" else f"0（{name}）"


def listed(names: Iterable[str]) -> str:
    """Names in a list: Chinese with the enumeration comma 、, English with ", "."""
    return (", " if current_language() == "en" else "、").join(names)


def quoted(cards: str) -> str:
    """Cards inside a sentence, quoted: a lone 一 would read as a dash.  Chinese has
    corner brackets; English straight quotes: 「」 (and the bundled CJK font's curly
    quotes) are full-width and open wide gaps in a line of Latin text."""
    return f'"{cards}"' if current_language() == "en" else f"「{cards}」"


def with_cards(word: str, quoted_cards: str) -> str:
    """A word and the cards it acts on (``quoted``): 'Discard "三"', but 出牌「三」:
    the corner bracket has its own space, a space before it opens a gap."""
    return f"{word}{quoted_cards}" if quoted_cards.startswith("「") else f"{word} {quoted_cards}"


def quoted_cards(cards: Iterable[Card]) -> str:
    """``cards`` inside a sentence (``quoted``)."""
    return quoted(cards_text(cards))


def role_name(role: str) -> str:
    """``dealer`` / ``player`` / ``dijia`` / ``empty``."""
    names = {
        #: 庄家 — the dealer of this round. Chinese: 庄 (zh_TW 莊)
        "dealer": QCoreApplication.translate("Terms", "Dealer"),
        #: 闲家 — a playing seat that is not the dealer. Chinese: 闲 (zh_TW 閒)
        "player": QCoreApplication.translate("Terms", "Non-dealer"),
        #: 底家 — the seat opposite the dealer: no hand, counts the stock. Chinese: 底家
        "dijia": QCoreApplication.translate("Terms", "Dijia"),
        #: the fourth place at a three-player table, nobody sits there
        "empty": QCoreApplication.translate("Terms", "Empty seat"),
    }
    return names[role]


def meld_name(kind: MeldKind) -> str:
    names = {
        #: 坎 — three identical cards dealt into the hand. Chinese: 坎
        MeldKind.KAN: QCoreApplication.translate("Terms", "Kan"),
        #: 垅 — four identical cards laid down. Chinese: 垅 (zh_TW 壠)
        MeldKind.LONG: QCoreApplication.translate("Terms", "Long"),
        #: 碰 — a claimed triple. Chinese: 碰
        MeldKind.PENG: QCoreApplication.translate("Terms", "Peng"),
        #: 招 — a claimed quad. Chinese: 招
        MeldKind.ZHAO: QCoreApplication.translate("Terms", "Zhao"),
        #: 顺 — three consecutive ranks of one case. Chinese: 顺 (zh_TW 順)
        MeldKind.SHUN: QCoreApplication.translate("Terms", "Run"),
        #: 二七十 — the red ranks of one case. Chinese: 二七十
        MeldKind.ERQISHI: QCoreApplication.translate("Terms", "2-7-10"),
        #: 绞 — one rank in mixed case. Chinese: 绞 (zh_TW 絞)
        MeldKind.JIAO: QCoreApplication.translate("Terms", "Jiao"),
        #: 对 — the pair of a winning hand. Chinese: 对 (zh_TW 對)
        MeldKind.DUI: QCoreApplication.translate("Terms", "Pair"),
    }
    return names[kind]


def seat_name(seat: int) -> str:
    """The human is seat 0; the computer players have fixed names."""
    names = (
        #: the human player's own seat. Chinese: 我
        QCoreApplication.translate("Terms", "You"),
        #: name of a computer player. Chinese: 老张 (zh_TW 老張)
        QCoreApplication.translate("Terms", "Zhang"),
        #: name of a computer player. Chinese: 小李
        QCoreApplication.translate("Terms", "Li"),
        #: name of a computer player. Chinese: 王姐
        QCoreApplication.translate("Terms", "Wang"),
    )
    return names[seat]


def speed_name(speed: str) -> str:
    names = {
        "slow": QCoreApplication.translate("Terms", "Slow", "speed"),
        #: animation speed (not the computer players' strength)
        "normal": QCoreApplication.translate("Terms", "Normal", "speed"),
        "fast": QCoreApplication.translate("Terms", "Fast", "speed"),
        #: no animation at all
        "instant": QCoreApplication.translate("Terms", "Instant", "speed"),
    }
    return names[speed]


def volume_name(volume: str) -> str:
    names = {
        #: how loud the sound cues are
        "quiet": QCoreApplication.translate("Terms", "Quiet", "volume"),
        "medium": QCoreApplication.translate("Terms", "Medium", "volume"),
        "loud": QCoreApplication.translate("Terms", "Loud", "volume"),
    }
    return names[volume]


def level_name(level: str) -> str:
    names = {
        #: computer player strength
        "easy": QCoreApplication.translate("Terms", "Easy", "level"),
        #: computer player strength
        "normal": QCoreApplication.translate("Terms", "Normal", "level"),
        #: computer player strength
        "hard": QCoreApplication.translate("Terms", "Hard", "level"),
    }
    return names[level]


def preset_name(name: str) -> str:
    names = {
        #: rules preset: Luzhou rules with four seats and a 底家
        "standard": QCoreApplication.translate("Terms", "Standard"),
        #: rules preset: three players, no 底家
        "standard_3p": QCoreApplication.translate("Terms", "Standard, three players"),
        #: rules preset: 高级玩法, scored by 名堂 and 番
        "mingtang": QCoreApplication.translate("Terms", "Mingtang scoring"),
        #: rules preset named after a source text (seed 000)
        "seed000": QCoreApplication.translate("Terms", "Classic (Baike)"),
        #: rules preset of an online version of the game
        "online001": QCoreApplication.translate("Terms", "Online variant"),
    }
    return names.get(name, name)


def mingtang_name(key: str) -> str:
    """A 名堂 / 番 key of ``Score.mingtang`` (RULES.md §G); unknown keys show as given."""
    names = {
        #: 红 — ten or more red cards. Chinese: 红 (zh_TW 紅)
        "hong": QCoreApplication.translate("Terms", "Hong (red)"),
        #: 乌 — no red card. Chinese: 乌 (zh_TW 烏)
        "wu": QCoreApplication.translate("Terms", "Wu (black)"),
        #: 天胡 — the dealer wins with the dealt hand. Chinese: 天胡
        "tian_hu": QCoreApplication.translate("Terms", "Tian Hu"),
        #: 地胡 — a win on the dealer's opening discard. Chinese: 地胡
        "di_hu": QCoreApplication.translate("Terms", "Di Hu"),
        #: 回龙地胡. Chinese: 回龙地胡 (zh_TW 回龍地胡)
        "hui_long_di_hu": QCoreApplication.translate("Terms", "Hui Long Di Hu"),
        #: 叫牌 / 报 — the winner had declared ready. Chinese: 报牌 (zh_TW 報牌)
        "jiao_pai": QCoreApplication.translate("Terms", "Bao (declared)"),
        #: 平胡 — a win with no 名堂. Chinese: 平胡
        "ping_hu": QCoreApplication.translate("Terms", "Ping Hu"),
        #: 红胡. Chinese: 红胡 (zh_TW 紅胡)
        "hong_hu": QCoreApplication.translate("Terms", "Hong Hu"),
        #: 真珠. Chinese: 真珠
        "zhen_zhu": QCoreApplication.translate("Terms", "Zhen Zhu"),
        #: 假珠. Chinese: 假珠
        "jia_zhu": QCoreApplication.translate("Terms", "Jia Zhu"),
        #: 招印. Chinese: 招印
        "zhao_yin": QCoreApplication.translate("Terms", "Zhao Yin"),
        #: 垅印. Chinese: 垅印 (zh_TW 壠印)
        "long_yin": QCoreApplication.translate("Terms", "Long Yin"),
        #: 合印. Chinese: 合印
        "he_yin": QCoreApplication.translate("Terms", "He Yin"),
        #: 散印. Chinese: 散印
        "san_yin": QCoreApplication.translate("Terms", "San Yin"),
        #: 偏. Chinese: 偏
        "pian": QCoreApplication.translate("Terms", "Pian"),
        #: 花. Chinese: 花
        "hua": QCoreApplication.translate("Terms", "Hua"),
        #: 遍地金. Chinese: 遍地金
        "bian_di_jin": QCoreApplication.translate("Terms", "Bian Di Jin"),
        #: 十三太保. Chinese: 十三太保
        "shi_san_tai_bao": QCoreApplication.translate("Terms", "Shi San Tai Bao"),
        #: 十五观灯. Chinese: 十五观灯 (zh_TW 十五觀燈)
        "shi_wu_guan_deng": QCoreApplication.translate("Terms", "Shi Wu Guan Deng"),
        #: 乌胡. Chinese: 乌胡 (zh_TW 烏胡)
        "wu_hu": QCoreApplication.translate("Terms", "Wu Hu"),
        #: 姊妹碰. Chinese: 姊妹碰
        "zi_mei_peng": QCoreApplication.translate("Terms", "Zi Mei Peng"),
        #: 姊妹招. Chinese: 姊妹招
        "zi_mei_zhao": QCoreApplication.translate("Terms", "Zi Mei Zhao"),
        #: 姊妹垅. Chinese: 姊妹垅 (zh_TW 姊妹壠)
        "zi_mei_long": QCoreApplication.translate("Terms", "Zi Mei Long"),
        #: 恰. Chinese: 恰
        "qia": QCoreApplication.translate("Terms", "Qia"),
        #: 青. Chinese: 青
        "qing": QCoreApplication.translate("Terms", "Qing"),
        #: 飘. Chinese: 飘 (zh_TW 飄)
        "piao": QCoreApplication.translate("Terms", "Piao"),
        #: 双飘带. Chinese: 双飘带 (zh_TW 雙飄帶)
        "shuang_piao_dai": QCoreApplication.translate("Terms", "Shuang Piao Dai"),
        #: 十八大 — eighteen big cards. Chinese: 十八大
        "shi_ba_da": QCoreApplication.translate("Terms", "Eighteen big"),
        #: 十八小 — eighteen small cards. Chinese: 十八小
        "shi_ba_xiao": QCoreApplication.translate("Terms", "Eighteen small"),
        #: 海底捞 — a win on the last stock card. Chinese: 海底捞 (zh_TW 海底撈)
        "hai_di_lao": QCoreApplication.translate("Terms", "Hai Di Lao"),
        #: 24喜 — 24 or more cards at the win. Chinese: 24喜
        "xi_24": QCoreApplication.translate("Terms", "24 Xi"),
        #: 水上漂 — a win on the first stock card. Chinese: 水上漂
        "shui_shang_piao": QCoreApplication.translate("Terms", "Shui Shang Piao"),
        #: 30胡. Chinese: 30胡
        "hu_30": QCoreApplication.translate("Terms", "30 Hu"),
        #: 33胡. Chinese: 33胡
        "hu_33": QCoreApplication.translate("Terms", "33 Hu"),
        #: 36胡. Chinese: 36胡
        "hu_36": QCoreApplication.translate("Terms", "36 Hu"),
        #: 27胡. Chinese: 27胡
        "hu_27": QCoreApplication.translate("Terms", "27 Hu"),
        #: 哏. Chinese: 哏
        "gen": QCoreApplication.translate("Terms", "Gen"),
        #: 坤. Chinese: 坤
        "kun": QCoreApplication.translate("Terms", "Kun"),
        #: 恰十胡 — exactly ten 胡. Chinese: 恰十胡
        "qia_shi_hu": QCoreApplication.translate("Terms", "Qia Shi Hu"),
        #: 乱胡 — a win with 0 胡. Chinese: 乱胡 (zh_TW 亂胡)
        "luan_hu": QCoreApplication.translate("Terms", "Luan Hu"),
        #: 全黑. Chinese: 全黑
        "quan_hei": QCoreApplication.translate("Terms", "Quan Hei"),
    }
    return names.get(key, key)
