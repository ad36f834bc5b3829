#!/usr/bin/env python3
"""Build the fonts bundled in ``assets/fonts`` from Noto CJK.

Most Linux desktops (and many Windows/macOS installs in non-Chinese locales)
have no CJK font, so the app ships its own: subsets of Noto Serif/Sans CJK
(SIL Open Font License 1.1), cut down to the characters the app can show and
renamed, because the OFL keeps the original name for the unmodified fonts.

* ``DagerSerif-Bold.otf`` - the card numerals (both scripts), ASCII and the
  few words of the table's big captions (胡 碰 庄 ...), for the card faces.
* ``DagerSans-Regular.otf`` / ``DagerSans-Bold.otf`` - the UI text: the same
  base set plus every character found in the translations (``*.ts``), the help
  pages and the string literals of the package.

Re-run it (``make font``) whenever translations or help texts change, so new
characters get into the UI font.  The build is reproducible: the same inputs
give byte-identical files.  Needs ``fonttools`` (the ``packaging`` extra) and
the Noto CJK collections (Debian/Ubuntu: ``apt-get install fonts-noto-cjk``).
"""

from __future__ import annotations

import argparse
import ast
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fontTools.ttLib import TTFont

# fontTools is imported where the fonts are built, so the tests can read the
# character sets below without the packaging extra installed.

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "fonts"
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
NOTO_DIRS = (
    Path("/usr/share/fonts/opentype/noto"),  # Debian, Ubuntu
    Path("/usr/share/fonts/noto-cjk"),  # Fedora, Arch
    Path("/usr/share/fonts/google-noto-cjk"),
)

# Every card face in both scripts (see engine/cards.py), plus the variant 參
# the notation accepts.
CARD_GLYPHS = "一二三四五六七八九十" "壹贰叁肆伍陆柒捌玖拾" "貳叄參陸"

ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
PUNCTUATION = (
    "\u00a0\u3000"  # no-break space, ideographic space
    "、。，．：；！？“”‘’（）《》〈〉【】「」『』〔〕…—–·・～￥"
    "０１２３４５６７８９＋－＝％／"
    "×÷±°•←→↑↓↔▲▼◀▶○●◎□■△☆★✓"
    "©®™€£"
)

# Words the table may write large in the card face's serif: the claim calls,
# the dealer mark, the result banner.
CAPTION_WORDS = "胡招碰吃过過报報庄莊底家等番黄黃牌大小贰貳"

# Words a 大贰 table talks in, in both scripts: claims, melds, roles, scoring,
# 名堂, menus.  Generous on purpose, so the UI font rarely needs a rebuild, but
# far from a full common-character list (the font stays small).
GAME_WORDS = """
泸州大贰 瀘州大貳 字牌 大字 小字 红牌 紅牌 黑牌 乌牌 烏牌 胡 招 碰 吃 比 过
過 过张 過張 报牌 報牌 包牌 叫牌 听牌 聽牌 自摸 点炮 點炮 放炮 坎 垅 壠 列
对 對 绞 絞 顺 順 二七十 贰柒拾 大大小 小小大 大小搭 八块 八塊 庄家 莊家 闲家
閒家 底家 底牌 墩 上家 下家 对家 對家 东南西北 東南西北 座位 等 番 名堂 平胡
乱胡 亂胡 无胡 無胡 天胡 地胡 回龙地胡 回龍地胡 海底捞 海底撈 水上漂 黄牌 黃牌
红胡 紅胡 乌胡 烏胡 真珠 假珠 招印 垅印 壠印 合印 散印 偏 花 遍地金 十三太保
十五观灯 十五觀燈 姊妹碰 姊妹招 姊妹垅 姊妹壠 恰 青 飘 飄 双飘带 雙飄帶 十八大
十八小 二十四喜 哏 坤 全黑 恰十胡 胡子 得分 积分 積分 总分 總分 合计 合計 输
輸 赢 贏 胜 勝 负 負 平局 流局 结算 結算 本局 第局 共 分 点 點 倍 加 减
減 扣 付 收 出牌 打牌 摸牌 翻牌 发牌 發牌 洗牌 理牌 亮牌 明牌 暗牌 手牌 张
張 开始 開始 新游戏 新遊戲 新一局 再来 再來 继续 繼續 暂停 暫停 退出 关闭 關閉
确定 確定 取消 是 否 设置 設置 設定 选项 選項 规则 規則 帮助 幫助 关于 關於
版本 语言 語言 简体中文 繁體中文 英文 English 速度 快 慢 跳过 跳過 提示
动画 動畫 声音 聲音 音效 全屏 窗口 視窗 字体 字體 显示 顯示 主题 主題 保存
载入 載入 读取 讀取 存档 存檔 回放 录像 錄像 导出 導出 统计 統計 历史 歷史
记录 記錄 清除 重置 玩家 电脑 電腦 简单 簡單 普通 困难 困難 思考中 等待 轮到
輪到 你 我 他 的 了 在 有 没 沒 不 能 可以 请 請 选择 選擇 已 还 還 再
次 从 從 给 給 被 把 让 讓 人 机 機 这 這 那 个 個 和 与 與 或 及 时
時 间 間 零 〇 百 千 万 萬 两 兩 半 每 共计 共計 最 高 低 多 少 上 下
左 右 中 前 后 後 先 首 末 剩 余 餘 数 數 错误 錯誤 无法 無法 失败 失敗
成功 文件 檔案 损坏 損壞 已移走 已移開 原因 说明 說明 注意 警告 标准 標準 三人
四人 局数 局數 庄 莊 闲 閒 报 報 块 塊 张 張 红 紅 乌 烏 黄 黃 捞 撈 对
對 绞 絞
"""


@dataclass(frozen=True)
class FontBuild:
    """One output font: which Noto collection and face, its new names, its text."""

    out_name: str
    source: str
    family: str
    style: str  # "Regular" or "Bold"
    ui: bool  # True: include the translations, help and literals too

    @property
    def weight(self) -> int:
        return 700 if self.style == "Bold" else 400


BUILDS = (
    FontBuild("DagerSerif-Bold.otf", "NotoSerifCJK-Bold.ttc", "Dager Serif", "Bold", ui=False),
    FontBuild("DagerSans-Regular.otf", "NotoSansCJK-Regular.ttc", "Dager Sans", "Regular", ui=True),
    FontBuild("DagerSans-Bold.otf", "NotoSansCJK-Bold.ttc", "Dager Sans", "Bold", ui=True),
)

SOURCE_NOTE = (
    "Subset of {source} made for dager-desktop by packaging/make_font.py. "
    "Renamed as the SIL Open Font License requires for modified versions."
)


def card_characters() -> set[str]:
    """What the card-face serif covers: numerals, ASCII, captions, a little punctuation."""
    return set(CARD_GLYPHS + ASCII + CAPTION_WORDS + "、。，：！？（）·…")


def base_characters() -> set[str]:
    """What the UI font covers even without translations: the game vocabulary too."""
    return card_characters() | set(PUNCTUATION + GAME_WORDS) - {"\n"}


def _is_docstring(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    parent = parents.get(node)
    if not isinstance(parent, ast.Expr):
        return False
    owner = parents.get(parent)
    body = getattr(owner, "body", None)
    return isinstance(body, list) and body and body[0] is parent


def literal_characters(path: Path) -> set[str]:
    """Characters of a module's string literals; docstrings are for developers, skipped."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (SyntaxError, UnicodeDecodeError):
        return set()
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    chars: set[str] = set()
    for node in ast.walk(tree):
        is_text = isinstance(node, ast.Constant) and isinstance(node.value, str)
        if is_text and not _is_docstring(node, parents):
            chars.update(node.value)
    return chars


def ui_text_characters(root: Path = ROOT) -> set[str]:
    """Characters of the translations and help pages: text the user reads."""
    chars: set[str] = set()
    files = sorted((root / "translations").glob("*.ts"))
    help_dir = root / "assets" / "help"
    if help_dir.is_dir():
        files += sorted(p for p in help_dir.rglob("*") if p.is_file())
    for path in files:
        try:
            chars.update(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            continue  # an image or other binary beside the help text
    return chars


def ui_characters(root: Path = ROOT) -> set[str]:
    """Everything the UI font must cover."""
    chars = base_characters() | ui_text_characters(root)
    for path in sorted((root / "dager_desktop").rglob("*.py")):
        chars |= literal_characters(path)
    return chars


def printable(chars: set[str]) -> set[str]:
    """Drop control characters (newlines, tabs of the scanned text)."""
    return {c for c in chars if ord(c) >= 0x20 and not 0x7F <= ord(c) < 0xA0}


def find_source(name: str, dirs: tuple[Path, ...]) -> Path:
    for folder in dirs:
        if (folder / name).is_file():
            return folder / name
    raise SystemExit(f"{name} not found in {', '.join(map(str, dirs))}; install fonts-noto-cjk")


def sc_face_index(path: Path) -> int:
    """Index of the Simplified Chinese (proportional) face in a Noto CJK collection.

    Looked up by name rather than hard-coded: the order differs between the
    Serif and Sans collections' releases, and index 0 is the Japanese face.
    """
    from fontTools.ttLib import TTCollection

    collection = TTCollection(str(path), lazy=True)
    for index, font in enumerate(collection.fonts):
        family = font["name"].getDebugName(1) or ""
        if family.endswith(" SC") and "Mono" not in family:
            return index
    raise SystemExit(f"no SC face in {path}")


def rename(font: TTFont, build: FontBuild, source_name: str) -> None:
    """Give the subset its own family name in the name table and the CFF table."""
    ps_name = f"{build.family.replace(' ', '')}-{build.style}"
    full = f"{build.family} {build.style}"
    table = font["name"]
    for name_id in (1, 2, 3, 4, 5, 6, 10, 16, 17, 21, 22, 25):
        table.removeNames(nameID=name_id)
    version = f"Version {font['head'].fontRevision:.3f}"
    names = {
        1: build.family,  # styles are Regular or Bold only: the classic four-member family
        2: build.style,
        3: f"{ps_name};dager-desktop",
        4: full,
        5: version,
        6: ps_name,
        10: SOURCE_NOTE.format(source=source_name),
        16: build.family,
        17: build.style,
    }
    for name_id, text in names.items():
        table.setName(text, name_id, 3, 1, 0x409)
    font["OS/2"].usWeightClass = build.weight
    cff = font["CFF "].cff
    old_ps = cff.fontNames[0]
    cff.fontNames = [ps_name]
    top = cff.topDictIndex[0]
    top.FullName = full
    top.FamilyName = build.family
    top.Weight = build.style
    # A CID font names each of its sub-fonts after the parent font too.
    for fd in getattr(top, "FDArray", None) or ():
        if getattr(fd, "FontName", "").startswith(old_ps):
            fd.FontName = ps_name + fd.FontName[len(old_ps) :]


def subset_font(source: Path, build: FontBuild, chars: set[str], out: Path) -> None:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    index = sc_face_index(source)
    font = TTFont(str(source), fontNumber=index, recalcTimestamp=False)
    source_name = font["name"].getDebugName(4) or source.name
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True  # a missing character shows as a box, not as nothing
    options.desubroutinize = True  # smaller for a few hundred glyphs
    # Horizontal Latin features only: "locl" and "vert" would pull in the
    # Japanese/Korean and vertical-text variants and double the file size.
    options.layout_features = ["kern", "liga"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in chars))
    subsetter.subset(font)
    rename(font, build, source_name)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(out.suffix + ".tmp")
    font.save(str(tmp))
    tmp.replace(out)


def missing(font_path: Path, chars: set[str]) -> list[str]:
    """Characters of ``chars`` the font has no glyph for."""
    from fontTools.ttLib import TTFont

    cmap = TTFont(str(font_path), lazy=True).getBestCmap()
    return sorted(c for c in chars if ord(c) not in cmap)


def licence_text(copyright_file: Path, notices: list[str]) -> str:
    """The OFL 1.1 text of a Debian copyright file, after the fonts' copyright notices."""
    lines = copyright_file.read_text(encoding="utf-8").splitlines()
    # The last "License: SIL-1.1" opens the stanza with the text; earlier ones only name it.
    start = len(lines) - lines[::-1].index("License: SIL-1.1")
    body: list[str] = []
    for line in lines[start:]:
        if not line.startswith(" "):
            break  # the next stanza
        text = line[1:]
        body.append("" if text == "." else text)
    header = [*dict.fromkeys(notices), "", "Noto is a trademark of Google Inc.", ""]
    return "\n".join(header + body).rstrip() + "\n"


def write_licence(out_dir: Path) -> None:
    """OFL.txt beside the fonts: the licence requires it to travel with them."""
    from fontTools.ttLib import TTFont

    if not DEBIAN_COPYRIGHT.is_file():
        print(f"{DEBIAN_COPYRIGHT} not found; OFL.txt left as it is")
        return
    notices = []
    for build in BUILDS:
        notice = TTFont(str(out_dir / build.out_name), lazy=True)["name"].getDebugName(0)
        notices.append(f"{build.out_name}: {notice}")
    (out_dir / "OFL.txt").write_text(licence_text(DEBIAN_COPYRIGHT, notices), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source-dir", type=Path, action="append", help="where the .ttc files are")
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR)
    parser.add_argument("--check", action="store_true", help="only report characters not covered")
    args = parser.parse_args(argv)
    dirs = tuple(args.source_dir) if args.source_dir else NOTO_DIRS
    ui = printable(ui_characters())
    cards = printable(card_characters())
    status = 0
    for build in BUILDS:
        chars = ui if build.ui else cards
        out = args.out_dir / build.out_name
        if not args.check:
            subset_font(find_source(build.source, dirs), build, chars, out)
        lost = missing(out, chars)
        size = out.stat().st_size // 1024
        print(f"{out.name}: {len(chars)} characters, {size} KB, not covered: {''.join(lost)!r}")
        if lost:
            status = 1  # the source font lacks them: the UI would show boxes
    if not args.check:
        write_licence(args.out_dir)
    return status


if __name__ == "__main__":
    sys.exit(main())
