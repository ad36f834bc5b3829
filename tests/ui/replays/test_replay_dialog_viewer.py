"""The replays list and its viewer: read off the GUI thread, points apart from the
hand, a hidden viewer stops playing, and an old viewer is let go."""

from __future__ import annotations

import threading

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest

from dager_desktop.ui.replays.dialog import ReplaysDialog
from dager_desktop.ui.replays.seat_row import SeatRow
from tests.ui.helpers import click_and_wait


def test_the_list_is_read_off_the_gui_thread(qtbot, host, replays, monkeypatch):
    threads = []
    entries = replays.entries

    def listing():
        threads.append(threading.current_thread())
        return entries()

    monkeypatch.setattr(replays, "entries", listing)
    dialog = ReplaysDialog(replays, host)
    dialog.refresh()
    assert dialog.listing()
    qtbot.waitUntil(lambda: not dialog.listing())
    assert threads and threading.main_thread() not in threads
    assert dialog.list.topLevelItemCount() == 2 and dialog.open_button.isEnabled()


def test_without_a_task_runner_the_list_is_read_at_once(qtbot, replays):
    dialog = ReplaysDialog(replays)
    qtbot.addWidget(dialog)
    dialog.refresh()
    assert not dialog.listing() and dialog.list.topLevelItemCount() == 2


def test_a_delete_during_a_listing_is_not_undone_by_it(qtbot, dialog):
    dialog.refresh()  # still reading when the player deletes
    dialog.ask_delete = lambda info: True
    dialog.delete_selected()  # queued behind the listing, on the same worker
    qtbot.waitUntil(lambda: not dialog.listing() and not dialog.busy())
    assert dialog.list.topLevelItemCount() == 1


def test_importing_a_round_already_kept_selects_it_and_adds_nothing(qtbot, dialog, tmp_path):
    second = dialog.infos[1]
    target = tmp_path / "round.json"
    dialog.replays.export(second.id, target)
    dialog.ask_import_path = lambda: str(target)
    click_and_wait(qtbot, dialog, dialog.import_one)
    assert [i.id for i in dialog.infos] == [i.id for i in dialog.replays.entries()[0]]
    assert dialog.list.topLevelItemCount() == 2 and dialog.selected().id == second.id


def _inked(row: QImage, x0: int, x1: int) -> list[int]:
    """The x of every pixel column in [x0, x1) that holds text (differs from the background)."""
    background = row.pixelColor(x0, row.height() // 2)

    def differs(color: QColor) -> bool:
        return abs(color.lightness() - background.lightness()) > 60

    return [x for x in range(x0, x1)
            if any(differs(row.pixelColor(x, y)) for y in range(row.height()))]


def test_your_points_and_the_hand_do_not_run_together(qtbot, dialog):
    tree = dialog.list
    tree.setCurrentItem(None)  # a plain row: text on the plain background
    item = next(tree.topLevelItem(r) for r in range(tree.topLevelItemCount())
                if tree.topLevelItem(r).text(4))
    row = tree.viewport().grab(tree.visualItemRect(item)).toImage()
    header = tree.header()
    points, hand = header.sectionViewportPosition(3), header.sectionViewportPosition(4)
    last_of_points = max(_inked(row, points, hand))  # "-3", right-aligned
    first_of_hand = min(_inked(row, hand, hand + header.sectionSize(4)))  # "10胡"
    assert first_of_hand - last_of_points >= 12, (item.text(3), item.text(4))


def test_esc_stops_the_playing_and_lets_the_viewer_go(qtbot, dialog):
    click_and_wait(qtbot, dialog, dialog.open_selected)
    viewer = dialog.viewer
    viewer.timer.setInterval(5)
    viewer.toggle_play()
    assert viewer.playing()
    QTest.keyClick(viewer, Qt.Key.Key_Escape)
    assert not viewer.isVisible() and not viewer.playing()
    assert viewer.play_button.text() == "Play"
    step = viewer.step
    QTest.qWait(40)
    assert viewer.step == step
    assert dialog.viewer is None
    qtbot.waitUntil(lambda: not shiboken6.isValid(viewer))


def test_hiding_the_viewer_stops_the_playing(qtbot, dialog):
    click_and_wait(qtbot, dialog, dialog.open_selected)
    viewer = dialog.viewer
    viewer.toggle_play()
    viewer.hide()
    assert not viewer.playing()


def test_opening_another_replay_lets_the_old_viewer_go(qtbot, dialog):
    click_and_wait(qtbot, dialog, dialog.open_selected)
    old = dialog.viewer
    old.toggle_play()
    dialog.list.setCurrentItem(dialog.list.topLevelItem(1))
    click_and_wait(qtbot, dialog, dialog.open_selected)
    assert dialog.viewer is not old and dialog.viewer.isVisible()
    qtbot.waitUntil(lambda: not shiboken6.isValid(old))
    assert dialog.viewer.info.id == dialog.infos[1].id


def test_deleting_the_round_on_view_lets_its_viewer_go(qtbot, dialog):
    click_and_wait(qtbot, dialog, dialog.open_selected)
    viewer = dialog.viewer
    dialog.list.setCurrentItem(dialog.list.topLevelItem(1))  # another round: kept open
    dialog.ask_delete = lambda info: True
    click_and_wait(qtbot, dialog, dialog.delete_selected)
    assert dialog.viewer is viewer and viewer.isVisible()
    dialog.list.setCurrentItem(dialog.list.topLevelItem(0))  # the one on view
    click_and_wait(qtbot, dialog, dialog.delete_selected)
    assert dialog.viewer is None
    qtbot.waitUntil(lambda: not shiboken6.isValid(viewer))


def test_the_played_cards_are_named_where_a_seat_has_some(qtbot, dialog):
    click_and_wait(qtbot, dialog, dialog.open_selected)
    viewer = dialog.viewer
    viewer.go_to(viewer.steps.count)  # the round's end: every seat has played some
    for row in viewer.findChildren(SeatRow):
        caption = row.played_caption
        assert caption.isVisibleTo(viewer) == bool(row.played.cards), row.seat
        if caption.isVisibleTo(viewer):
            assert caption.text() == "Played out"


def test_the_last_step_shows_the_winners_hand_as_it_won(qtbot, dialog):
    """The card won is in no hand or 列 of the table: at the end the winner's row
    shows the whole winning hand 列 by 列, the winning card rimmed."""
    won = next(i for i, info in enumerate(dialog.infos) if info.winner is not None)
    dialog.list.setCurrentItem(dialog.list.topLevelItem(won))
    click_and_wait(qtbot, dialog, dialog.open_selected)
    viewer = dialog.viewer
    viewer.go_to(viewer.steps.count)
    result = viewer.steps.game_at(viewer.steps.count).result
    row = next(r for r in viewer.findChildren(SeatRow) if r.seat == result.winner)
    arrangement = result.arrangement
    assert [list(cards) for cards, _ in row.cards.groups] == [
        list(meld.cards) for meld in arrangement.groups]
    assert row.melds.groups == []
    [(group, place)] = row.cards.highlight
    assert row.cards.groups[group][0][place] == result.win_card
    viewer.back()  # a step earlier: the hand and the 列 on the table again
    assert row.cards.highlight == set()
    assert sum(len(cards) for cards, _ in row.cards.groups) == len(
        viewer.steps.hands_at(viewer.step)[result.winner])


def test_the_viewer_grows_on_a_big_screen():
    from PySide6.QtCore import QSize

    from dager_desktop.ui.replays.viewer import MOST_SCALE, SIZE, viewer_scale

    assert viewer_scale(QSize(1366, 700)) == 1.0  # a laptop: as it was
    assert viewer_scale(QSize(2560, 1400)) == MOST_SCALE
    middle = viewer_scale(QSize(1920, 1040))
    assert middle == 1.25  # in quarters: few sizes of cards, each a deck of sprites
    assert SIZE.width() * middle <= 1920 and SIZE.height() * middle <= 1040


def test_a_viewer_opened_on_a_big_screen_has_bigger_cards_and_text(qtbot, dialog, monkeypatch):
    from PySide6.QtCore import QSize

    from dager_desktop.ui.platform.style import HEADLINE_PX, POINTS
    from dager_desktop.ui.replays import viewer as replay_viewer
    from dager_desktop.ui.replays.seat_row import ROW_CARD
    from dager_desktop.ui.replays.viewer import MOST_SCALE

    # (the offscreen screen is small: the viewer is told its room is a 2560x1440 screen's)
    monkeypatch.setattr(replay_viewer, "room_for", lambda widget: QSize(2560, 1400))
    click_and_wait(qtbot, dialog, dialog.open_selected)
    viewer = dialog.viewer
    rows = viewer.findChildren(SeatRow)
    assert rows and all(row.played.card == QSize(round(ROW_CARD.width() * MOST_SCALE),
                                                 round(ROW_CARD.height() * MOST_SCALE))
                        for row in rows)
    # the text grows with the cards: the headline and every other label
    assert viewer.caption.font().pixelSize() == round(HEADLINE_PX * MOST_SCALE)
    assert viewer.table_line.font().pointSizeF() == POINTS * MOST_SCALE
