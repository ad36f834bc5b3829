"""A 乱胡 (a win with 0 胡) reads as one wherever a kept round is shown — the Replays list,
the replay viewer and Statistics' best hand — as the round-over dialog says it: "0 Hu
(Luan Hu)", never a bare "0 Hu" that a player would take for a mistake.  The flag is the
engine's (``Arrangement.luan_hu``), carried by the store."""

from __future__ import annotations

import pytest

from dager_desktop.store import Replays, Stats
from dager_desktop.ui.dialogs.statistics import StatsDialog
from dager_desktop.ui.replays.dialog import ReplaysDialog
from dager_desktop.ui.replays.viewer import ReplayViewer
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.i18n import switch_language
from tests.store.helpers import luan_hu_round, won_round

HAND = 4  # the Replays list's column of the winning hand
BEST = 5  # the Statistics table's column of the best hand


@pytest.fixture
def kept(tmp_path) -> Replays:
    replays = Replays(tmp_path / "replays")
    replays.add(luan_hu_round("standard"))
    return replays


def test_the_hand_text_names_luan_hu_once(qapp):
    assert formats.hand_text(0, (), luan_hu=True) == "0 Hu (Luan Hu)"
    # where 乱胡 is a scored 名堂 (huzi001) the list of 名堂 names it already
    assert formats.hand_text(0, ("luan_hu",), luan_hu=True) == "0 Hu · Luan Hu"
    assert formats.hand_text(12, ("hong_hu",)) == "12 Hu · Hong Hu"
    assert formats.hand_text(None, ()) == ""


def test_the_replays_list_says_luan_hu(qtbot, kept):
    dialog = ReplaysDialog(kept)
    qtbot.addWidget(dialog)
    dialog.refresh()
    assert dialog.list.topLevelItem(0).text(HAND) == "0 Hu (Luan Hu)"


def test_the_viewer_says_luan_hu_at_the_end(qtbot, kept):
    [info], _ = kept.entries()
    viewer = ReplayViewer(kept.steps(info.id), info)
    qtbot.addWidget(viewer)
    viewer.go_to(viewer.steps.count)
    assert viewer.caption.text() == "You win with 0 Hu (Luan Hu)"


def test_statistics_best_hand_says_luan_hu(qtbot):
    stats = Stats()
    stats.record_round(luan_hu_round("standard"))
    dialog = StatsDialog(stats)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, BEST).text().startswith("0 Hu (Luan Hu) ")


def test_a_win_with_hu_is_not_called_luan_hu(qtbot, tmp_path):
    replays = Replays(tmp_path / "replays")
    game = won_round("standard")
    replays.add(game)
    dialog = ReplaysDialog(replays)
    qtbot.addWidget(dialog)
    dialog.refresh()
    hu = game.result.arrangement.hu
    assert dialog.list.topLevelItem(0).text(HAND).startswith(f"{hu} Hu")
    assert "Luan" not in dialog.list.topLevelItem(0).text(HAND)


@pytest.mark.parametrize(("language", "word"), [("zh_CN", "乱胡"), ("zh_TW", "亂胡")])
def test_chinese_names_it_in_its_own_script(qtbot, qapp, kept, language, word):
    dialog = ReplaysDialog(kept)
    qtbot.addWidget(dialog)
    dialog.refresh()
    switch_language(language, qapp)
    try:
        dialog.retranslate()
        assert word in dialog.list.topLevelItem(0).text(HAND)
    finally:
        switch_language("en", qapp)
