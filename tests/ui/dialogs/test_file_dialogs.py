"""The file chooser of Replays ▸ Export / Import, in the player's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QFileInfo, QTimer
from PySide6.QtWidgets import QFileDialog, QLabel, QTreeView, QWidget

from dager_desktop.ui.dialogs.file_choosers import choose_file
from dager_desktop.ui.text.i18n import switch_language


def _row_of(dialog: QFileDialog, name: str) -> list[str] | None:
    """The columns of ``name`` as the chooser's detail list shows them."""
    view = dialog.findChild(QTreeView)
    model, root = view.model(), view.rootIndex()
    for row in range(model.rowCount(root)):
        texts = [model.index(row, column, root).data() for column in range(4)]
        if texts[0] == name:
            return texts
    return None


def _answer(parent: QWidget, act) -> dict:
    """Run ``act(dialog)`` once the chooser is open; what it saw is returned."""
    seen: dict = {}

    def look() -> None:
        dialog = parent.findChild(QFileDialog, "FileChooser")
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(10, look)
            return
        seen["labels"] = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
        try:
            act(dialog)
        finally:  # a failing check must not leave the modal dialog (and the test) waiting
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, look)
    return seen


CHINESE = [
    # language, then the words of: the folder list, the file kinds, a folder, a file
    ("zh_CN", "查找范围", "文件类型", "文件夹", "文件"),
    ("zh_TW", "查詢位置", "檔案類型", "資料夾", "檔案"),
]


@pytest.mark.parametrize(("language", "look_in", "kinds", "folder", "file"), CHINESE)
def test_qt_own_chooser_has_no_english_label_in_chinese(qtbot, tmp_path, language, look_in,
                                                        kinds, folder, file):
    parent = QWidget()
    qtbot.addWidget(parent)
    (tmp_path / "a.json").write_text("{}")
    switch_language(language)  # (the next test starts in English again: conftest)
    listed: list[str] = []

    def kinds_then_cancel(dialog: QFileDialog) -> None:
        provider = dialog.iconProvider()
        listed.extend(provider.type(QFileInfo(str(path))) for path in (tmp_path,
                                                                        tmp_path / "a.json"))
        dialog.setDirectory(str(tmp_path))
        qtbot.waitUntil(lambda: _row_of(dialog, "a.json") is not None)
        listed.extend(_row_of(dialog, "a.json")[1:4:2])  # its size and date as shown
        dialog.reject()

    seen = _answer(parent, kinds_then_cancel)
    assert choose_file(parent, "导出", "Replays (*.json)", "x.json", save=True) == ""
    assert listed[:2] == [folder, file]  # the kind column of the file list
    size, date = listed[2:]
    assert size == "1 KB"  # not "2 bytes", in whatever the system's language is
    assert date.startswith("20") and not any(c.isascii() and c.isalpha() for c in date)
    labels = seen["labels"]
    assert labels["lookInLabel"].startswith(look_in)
    assert labels["fileTypeLabel"].startswith(kinds)
    # Qt's own catalogue words the file name's label
    assert not any(c.isascii() and c.isalpha() for c in labels["fileNameLabel"].replace("(&N)", ""))


def test_a_save_offers_the_suggested_name_and_returns_the_chosen_path(qtbot, tmp_path):
    parent = QWidget()
    qtbot.addWidget(parent)

    def save_here(dialog: QFileDialog) -> None:
        dialog.setDirectory(str(tmp_path))
        dialog.accept()

    _answer(parent, save_here)
    path = choose_file(parent, "Export", "Replays (*.json)", "dager-round-1.json", save=True)
    assert path == str(tmp_path / "dager-round-1.json")


def test_an_open_returns_the_existing_file_chosen(qtbot, tmp_path):
    parent = QWidget()
    qtbot.addWidget(parent)
    existing = tmp_path / "round.json"
    existing.write_text("{}")

    def open_it(dialog: QFileDialog) -> None:
        dialog.setDirectory(str(tmp_path))
        dialog.selectFile(existing.name)
        dialog.accept()

    _answer(parent, open_it)
    assert choose_file(parent, "Import", "Replays (*.json)") == str(existing)


def _export_as(qtbot, folder, typed: str) -> str:
    """The path an export returns when ``typed`` is typed as its name in ``folder``."""
    parent = QWidget()
    qtbot.addWidget(parent)

    def type_the_name(dialog: QFileDialog) -> None:
        dialog.setDirectory(str(folder))
        dialog.selectFile(typed)
        dialog.accept()

    _answer(parent, type_the_name)
    return choose_file(parent, "Export", "Replays (*.json)", "dager-round-1.json", save=True)


def test_a_name_typed_without_a_suffix_gets_the_suggested_one(qtbot, tmp_path):
    path = _export_as(qtbot, tmp_path, "my round")
    assert path == str(tmp_path / "my round.json")  # else Import's *.json would hide it


@pytest.mark.parametrize("typed", ["my.round", "round.JSON.bak"])
def test_a_name_typed_with_another_suffix_gets_the_suggested_one_too(qtbot, tmp_path, typed):
    assert _export_as(qtbot, tmp_path, typed) == str(tmp_path / f"{typed}.json")


def test_qt_asks_before_replacing_the_file_of_the_name_with_its_suffix(qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication, QMessageBox

    (tmp_path / "my.round.json").write_text("{}")
    parent = QWidget()
    qtbot.addWidget(parent)
    asked: list[str] = []

    def say_no() -> None:
        boxes = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, QMessageBox) and w.isVisible()]
        if not boxes:
            QTimer.singleShot(10, say_no)
            return
        asked.append(boxes[0].text())
        boxes[0].button(QMessageBox.StandardButton.No).click()

    def type_a_dotted_name(dialog: QFileDialog) -> None:
        dialog.setDirectory(str(tmp_path))
        dialog.selectFile("my.round")
        QTimer.singleShot(0, say_no)
        dialog.accept()  # Qt's question runs here, and No keeps the chooser open

    _answer(parent, type_a_dotted_name)
    path = choose_file(parent, "Export", "Replays (*.json)", "dager-round-1.json", save=True)
    assert path == ""  # declined: the chooser stayed open and was then cancelled
    assert len(asked) == 1 and "my.round.json" in asked[0]
    assert (tmp_path / "my.round.json").read_text() == "{}"


def test_a_name_typed_with_the_suffix_in_capitals_is_kept(qtbot, tmp_path):
    assert _export_as(qtbot, tmp_path, "ROUND.JSON") == str(tmp_path / "ROUND.JSON")


def test_the_places_and_the_dates_are_not_cut_short(qtbot, tmp_path):
    from PySide6.QtWidgets import QHeaderView, QListView

    parent = QWidget()
    qtbot.addWidget(parent)
    (tmp_path / "a.json").write_text("{}")
    widths: list[tuple[int, int]] = []
    header_after: list[QHeaderView] = []

    def measure(dialog: QFileDialog) -> None:
        side = dialog.findChild(QListView, "sidebar")
        widths.append((side.viewport().width(), side.sizeHintForColumn(0)))  # "Computer"
        dialog.setDirectory(str(tmp_path))
        qtbot.waitUntil(lambda: _row_of(dialog, "a.json") is not None)
        view = dialog.findChild(QTreeView)
        widths.append((view.header().sectionSize(3), view.sizeHintForColumn(3)))  # its date
        header_after.append(view.header())
        dialog.reject()

    _answer(parent, measure)
    choose_file(parent, "Import", "Replays (*.json)")
    assert all(room >= need for room, need in widths), widths
    # Qt saves the column layout for every Qt program: it is left resizable
    header = header_after[0]
    assert all(header.sectionResizeMode(c) is QHeaderView.ResizeMode.Interactive
               for c in range(header.count()))
