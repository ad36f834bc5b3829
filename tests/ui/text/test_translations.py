"""The catalogues: complete, in step with the code and the .qm files, in the right script.

``lupdate`` is run over the package into a temporary folder, so a ``tr()``
string added to the code and not yet in the shipped ``.ts`` files fails here
(fix: ``make translations``, then translate the new entries).
"""

from __future__ import annotations

import ast
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dager_desktop.engine.mingtang import JIAO_PAI, PATTERNS, PING_HU
from dager_desktop.ui.dialogs import help_doc
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import language_for_locale, startup_language, switch_language

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "packaging"))
import translations as tools  # noqa: E402  (packaging/translations.py owns the commands)

LANGUAGES = ("zh_CN", "zh_TW")
CATALOGUES = (*LANGUAGES, "en")  # English: the plural forms only
FONTS = ROOT / "assets" / "fonts"

Key = tuple[str, str, str]  # context, source, disambiguation


def _messages(path: Path) -> dict[Key, ET.Element]:
    messages = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            messages[key] = message
    return messages


def _translations(message: ET.Element) -> list[str]:
    node = message.find("translation")
    assert node is not None
    forms = [f.text or "" for f in node.iter("numerusform")]
    return forms or [node.text or ""]


@pytest.fixture(scope="module")
def from_code(tmp_path_factory) -> dict[Key, ET.Element]:
    """The messages the code asks for, as a fresh ``lupdate`` finds them."""
    fresh = tmp_path_factory.mktemp("lupdate") / "dager_zh_CN.ts"
    tools.lupdate([fresh])
    return _messages(fresh)


@pytest.mark.parametrize("language", CATALOGUES)
def test_every_string_of_the_code_is_in_the_catalogue_and_nothing_else(language, from_code):
    shipped = _messages(tools.ts_path(language))
    wanted = {k for k, m in from_code.items() if language != "en" or m.get("numerus") == "yes"}
    missing = sorted(wanted - set(shipped))
    stale = sorted(set(shipped) - wanted)
    hint = "run `make translations` and translate the new entries"
    assert not missing, f"{language}: not in the catalogue ({hint}): {missing}"
    assert not stale, f"{language}: no longer in the code ({hint}): {stale}"


@pytest.mark.parametrize("language", CATALOGUES)
def test_the_catalogue_is_finished(language):
    path = tools.ts_path(language)
    assert ET.parse(path).getroot().get("language").startswith(language)
    for key, message in _messages(path).items():
        state = message.find("translation").get("type")
        assert state not in ("unfinished", "obsolete", "vanished"), f"{language} {state}: {key}"
        for text in _translations(message):
            assert text.strip(), f"{language}: empty translation of {key}"


@pytest.mark.parametrize("language", CATALOGUES)
def test_translations_keep_placeholders_and_accelerators(language):
    for (context, source, _), message in _messages(tools.ts_path(language)).items():
        wanted = set(re.findall(r"%(?:\d|n)", source))  # a translation may repeat one
        for text in filter(None, _translations(message)):  # empty: see the test above
            assert set(re.findall(r"%(?:\d|n)", text)) == wanted, (context, source, text)
            if re.search(r"&\w", source):
                assert re.search(r"&\w", text), f"{context}: {text!r} lost the accelerator"


@pytest.mark.parametrize("language", CATALOGUES)
def test_the_shipped_qm_is_compiled_from_the_shipped_ts(language, tmp_path):
    ts = tools.ts_path(language)
    shipped = ts.with_suffix(".qm")
    compiled = tmp_path / shipped.name
    tools.lrelease(ts, compiled)
    assert shipped.is_file(), f"{shipped.name} missing: run `make translations`"
    assert compiled.read_bytes() == shipped.read_bytes(), "run `make translations`"


def _is_translate(node: ast.AST) -> bool:
    """A call of ``QCoreApplication.translate(...)`` or of ``translate(...)``."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    return getattr(func, "attr", None) == "translate" or getattr(func, "id", None) == "translate"


def _code_contexts() -> set[str]:
    """Class names of the package and the literal contexts of translate() calls."""
    names: set[str] = set()
    for path in tools.sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                names.add(node.name)
            if _is_translate(node) and node.args and isinstance(node.args[0], ast.Constant):
                names.add(str(node.args[0].value))
    return names


def test_every_context_is_a_class_or_an_explicit_one(from_code):
    # tr() on an instance of a Qt class (box.tr(...)) is looked up under that Qt
    # class at run time but filed by lupdate under the variable's name: never shown.
    strays = {context for context, _, _ in from_code} - _code_contexts()
    assert not strays, f"use QCoreApplication.translate with a context: {sorted(strays)}"


# -- the right script in the right catalogue ------------------------------------------

SIMPLIFIED_ONLY = set(
    "贰陆过报块张庄闲垅对绞顺乌红黄捞飘双观灯乱这个们来门时间说话请选择开关设帮规则戏电脑简单难"
    "标级网络题处发输赢积计数将从与为会还没吗应该显动画声样图书长东结务实边远进运达启断继续页专业识别码线"
)
TRADITIONAL_ONLY = set(
    "貳陸過報塊張莊閒壠對絞順烏紅黃撈飄雙觀燈亂這個們來門時間說話請選擇開關設幫規則戲電腦簡單難"
    "標級網絡題處發輸贏積計數將從與為會還沒嗎應該顯動畫聲樣圖書長東結務實邊遠進運達啟斷繼續頁專業識別碼線"
)


def _catalogue_texts(language: str) -> list[str]:
    return [t for m in _messages(tools.ts_path(language)).values() for t in _translations(m)]


@pytest.mark.parametrize(("language", "foreign"), [("zh_CN", TRADITIONAL_ONLY),
                                                   ("zh_TW", SIMPLIFIED_ONLY)])
def test_each_chinese_text_is_in_its_own_script(language, foreign):
    for text in _catalogue_texts(language) + help_doc.texts(language):
        wrong = sorted(set(text) & foreign)
        assert not wrong, f"{language} text with {''.join(wrong)}: {text!r}"


#: The Enter key is named one way in each script, in Chinese (not "Enter 鍵" in one
#: catalogue and 回车键 in the other).
ENTER_KEY = {"zh_CN": ("回车键", ("回車", "输入键", "Enter", "Return")),
             "zh_TW": ("輸入鍵", ("回车", "回車", "Enter", "Return"))}


@pytest.mark.parametrize("language", sorted(ENTER_KEY))
def test_the_enter_key_has_one_name_in_each_script(language):
    name, others = ENTER_KEY[language]
    messages = _messages(tools.ts_path(language))
    named = 0
    for (_context, source, _comment), message in messages.items():
        for text in _translations(message):
            for other in others:
                assert other not in text, (language, source, text)
            if re.search(r"\bEnter\b", source) and "Shift" not in source:
                assert name in text, (language, source, text)
                named += 1
    assert named >= 4


# -- game terms ---------------------------------------------------------------------------

#: every key ``Score.mingtang`` can hold (RULES.md §G.1–G.3)
MINGTANG_KEYS = (
    {p.key for p in PATTERNS} | {JIAO_PAI[0], PING_HU}
    | {"hong", "wu", "tian_hu", "di_hu", "shui_shang_piao", "gen", "kun",
       "qia_shi_hu", "luan_hu", "quan_hei"}
)


@pytest.fixture
def english_after(qapp):
    yield
    switch_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_mingtang_key_has_a_name_in_hanzi(language, english_after):
    switch_language(language)
    for key in sorted(MINGTANG_KEYS):
        name = terms.mingtang_name(key)
        assert name != key and re.search(r"[\u4e00-\u9fff]", name), (key, name)


@pytest.mark.parametrize(("language", "expected"), [
    ("zh_CN", "胡 招 碰 吃 过 报 庄家 闲家 底家 坎 垅"),
    ("zh_TW", "胡 招 碰 吃 過 報 莊家 閒家 底家 坎 壠"),
    ("en", "Hu Zhao Peng Chi Pass Bao Dealer Non-dealer Dijia Kan Long"),
])
def test_the_luzhou_words(language, expected, english_after):
    from dager_desktop.engine import ActionKind, MeldKind

    switch_language(language)
    words = [terms.action_label(k) for k in (ActionKind.HU, ActionKind.ZHAO, ActionKind.PENG,
                                             ActionKind.CHI, ActionKind.PASS, ActionKind.BAO)]
    words += [terms.role_name(r) for r in ("dealer", "player", "dijia")]
    words += [terms.meld_name(MeldKind.KAN), terms.meld_name(MeldKind.LONG)]
    assert " ".join(words) == expected


# -- the font ---------------------------------------------------------------------------


@pytest.mark.parametrize("font", ["DagerSans-Regular.otf", "DagerSans-Bold.otf"])
def test_the_ui_font_has_every_character_of_the_translations_and_the_help(qapp, font):
    from PySide6.QtGui import QRawFont

    raw = QRawFont(str(FONTS / font), 12)
    assert raw.isValid()
    text = set()
    for language in LANGUAGES:
        text.update("".join(_catalogue_texts(language)))
    for language in help_doc.LANGUAGES:
        text.update("".join(help_doc.texts(language)))
    text.update("".join(help_doc.texts("pinyin")))
    lacking = sorted(c for c in text if ord(c) >= 0x20 and not raw.supportsCharacter(ord(c)))
    assert not lacking, f"run `make font`: {font} lacks {''.join(lacking)}"


# -- the first language ---------------------------------------------------------------------


@pytest.mark.parametrize(("name", "bcp47", "expected"), [
    ("zh_CN", "zh-CN", "zh_CN"),
    ("zh_SG", "zh-SG", "zh_CN"),
    ("zh", "zh", "zh_CN"),
    ("zh_TW", "zh-TW", "zh_TW"),
    ("zh_HK", "zh-HK", "zh_TW"),
    ("zh_MO", "zh-MO", "zh_TW"),
    ("zh_CN", "zh-Hant-CN", "zh_TW"),  # any Hant locale reads traditional
    ("zh_Hant_SG", "", "zh_TW"),
    ("zh_HK", "zh-Hans-HK", "zh_CN"),  # a simplified script wins over the region
    ("en_US", "en-US", "en"),
    ("en_HK", "en-HK", "en"),
    ("ja_JP", "ja-JP", "en"),
    ("C", "", "en"),
    ("", "", "en"),
])
def test_the_first_start_follows_the_system_locale(name, bcp47, expected):
    assert language_for_locale(name, bcp47) == expected


def test_a_remembered_language_comes_before_the_system():
    assert startup_language("zh_TW") == "zh_TW"
    assert startup_language("en") == "en"
    assert startup_language(None) in ("zh_CN", "zh_TW", "en")
    assert startup_language("klingon") == startup_language(None)


_TRANSLATED = re.compile(r"\btr\(|\btranslate\(|QT_TRANSLATE_NOOP")


def _stray_translator_notes(path: Path) -> list[str]:
    """``#:`` notes lupdate would attach to a string they are not about: a block not
    directly above a translatable string (the next one in the file gets it), and a
    note at the end of a line of code."""
    lines = path.read_text(encoding="utf-8").splitlines()
    stray = []
    for i, line in enumerate(lines):
        code, _, note = line.partition("#:")
        if not note:
            continue
        if code.strip():
            stray.append(f"{path.name}:{i + 1}: {line.strip()}")
            continue
        if i and lines[i - 1].strip().startswith("#:"):
            continue  # within a block: its first line speaks for it
        end = i
        while end < len(lines) and lines[end].strip().startswith("#:"):
            end += 1
        if not _TRANSLATED.search(lines[end] if end < len(lines) else ""):
            stray.append(f"{path.name}:{i + 1}: {line.strip()}")
    return stray


def test_translator_notes_sit_above_translatable_strings():
    package = ROOT / "dager_desktop"
    stray = []
    for path in sorted(package.rglob("*.py")):
        if _TRANSLATED.search(path.read_text(encoding="utf-8")):
            stray += _stray_translator_notes(path)
    assert not stray, "use a plain # comment:\n" + "\n".join(stray)
