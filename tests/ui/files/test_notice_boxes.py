"""Many notices at once: the box stays on the screen, every notice in its details."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from dager_desktop import store
from dager_desktop.store import paths
from dager_desktop.store.notices import BAD_VALUE, notice
from dager_desktop.ui.dialogs.notice_boxes import SHOWN, notice_box


def _bad_values(count: int) -> list:
    return [notice(BAD_VALUE, 'The setting "{key}" was not usable ({reason}).',
                   key=f"future_option_{i}", value="1", reason="not allowed")
            for i in range(count)]


def test_a_few_notices_are_all_written_out(qtbot):
    box = notice_box(_bad_values(SHOWN), None)
    qtbot.addWidget(box)
    assert box.text().count("future_option_") == SHOWN and box.detailedText() == ""


def test_sixty_notices_make_a_box_that_fits_the_screen_with_all_in_its_details(qtbot):
    # Before, the box grew with every notice: 3,402 px for sixty, its OK button out of reach.
    box = notice_box(_bad_values(60), None)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    assert box.text().count("future_option_") == SHOWN
    assert "57 more (Show All)" in box.text()
    assert box.detailedText().count("future_option_") == 60
    screen = QApplication.primaryScreen().availableGeometry()
    assert box.height() <= screen.height()


def test_many_bad_settings_at_start_up_keep_the_box_on_the_screen(open_window):
    import json

    store.save_settings(store.Settings())
    data = json.loads(paths.settings_file().read_text())
    data["dismissed"] = [1000 + i for i in range(80)]  # each one a bad tip name
    paths.settings_file().write_text(json.dumps(data))
    _window, persistence, notices = open_window()
    assert len(notices) == 80
    box = persistence.notice_box
    assert box is not None and box.detailedText().count("is not a tip name") == 80
    assert box.height() <= QApplication.primaryScreen().availableGeometry().height()


def test_the_details_button_says_show_all_and_hide_all_in_the_games_words(qtbot):
    # Qt's own "Show Details..." is 显示详情 in Chinese, whose 情 the bundled fonts lack.
    from PySide6.QtWidgets import QMessageBox, QTextEdit

    box = notice_box(_bad_values(10), None)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    [button] = [b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.ActionRole]
    details = box.findChild(QTextEdit)
    assert button.text() == "Show All" and not details.isVisible()
    button.click()
    assert button.text() == "Hide All" and details.isVisible()
    button.click()
    assert button.text() == "Show All" and not details.isVisible()


def test_the_crash_dialogs_details_button_is_in_the_games_words(qtbot):
    from PySide6.QtWidgets import QMessageBox

    from dager_desktop.store import CrashReport
    from dager_desktop.ui.files.crash_dialog import crash_box

    report = CrashReport("ValueError", "boom", "Traceback (most recent call last): ...", None,
                         True, None, "MainThread")
    box = crash_box(report, None)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    [button] = [b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.ActionRole]
    assert button.text() == "Show details"
    button.click()
    assert button.text() == "Hide details"
