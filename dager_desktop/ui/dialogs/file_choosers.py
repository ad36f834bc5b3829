"""File choosers that speak the player's language.

Windows, macOS and a Linux desktop with a file-chooser portal show their own
dialogs, in the system's language.  Elsewhere Qt draws its own, translated by
Qt's catalogue (``qtbase_zh_*.qm``), which lacks two of its labels ("Look in:"
and "Files of type:") and the kinds in its file list ("Folder", "json File"):
they stayed English in the Chinese interface.  They are given here, and the
file list's sizes and dates follow the game's language rather than the
system's ("3 bytes", "30 11 2026" under Chinese).  A native dialog ignores
all of it.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QFileInfo,
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFileIconProvider,
    QFileSystemModel,
    QHeaderView,
    QListView,
    QSplitter,
    QTreeView,
    QWidget,
)

from dager_desktop.ui.text.formats import short_time

Label = QFileDialog.DialogLabel
SIZE_COLUMN, DATE_COLUMN = 1, 3  # of QFileSystemModel


class _InTheGamesLanguage(QIdentityProxyModel):
    """The file list with its sizes and dates in the game's locale (``QLocale()``,
    set with the language): Qt's model writes them in the system's."""

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> object:
        files = self.sourceModel()
        column = index.column()
        if (role != Qt.ItemDataRole.DisplayRole or column not in (SIZE_COLUMN, DATE_COLUMN)
                or not isinstance(files, QFileSystemModel)):
            return super().data(index, role)
        info = files.fileInfo(self.mapToSource(index))
        if column == DATE_COLUMN:
            return short_time(info.lastModified())
        if info.isDir():
            return ""
        # in whole KB, as file managers show them: the locales' words for bytes differ
        return f"{QLocale().toString(-(-info.size() // 1024))} KB"


class _Kinds(QFileIconProvider):
    """The system's icons, with the kind of each entry in the player's language."""

    def type(self, info: QFileInfo) -> str:
        if info.isDir():
            #: Qt's own file chooser: the kind of a folder in its file list
            return QCoreApplication.translate("FileChooser", "Folder")
        # (its suffix is in its name; "JSON 文件" is cut short in the column)
        #: Qt's own file chooser: the kind of a file in its file list
        return QCoreApplication.translate("FileChooser", "File")


def _fit_columns(dialog: QFileDialog) -> None:
    """Size, kind and date as wide as they need, the names taking the rest: a date
    such as 2026/11/30 12:24 was cut short in Qt's fixed column.  And the places on
    the left ("Computer" was "Co…") as wide as their names."""
    view = dialog.findChild(QTreeView)
    if view is None:  # a native dialog
        return
    side, splitter = dialog.findChild(QListView, "sidebar"), dialog.findChild(QSplitter)
    if side is not None and splitter is not None and len(splitter.sizes()) == 2:
        need = side.sizeHintForColumn(0) + 2 * side.frameWidth() + 4
        total = max(sum(splitter.sizes()), 2 * need)
        splitter.setSizes([need, total - need])
    header = view.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)


def _unfit_columns(dialog: QFileDialog) -> None:
    """Qt keeps its dialog's column layout in a settings file every Qt program of the
    user shares (``QtProject.conf``): leave it as resizable as Qt's own."""
    view = dialog.findChild(QTreeView)
    if view is not None:
        view.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)


class _Chooser(QFileDialog):
    """Qt's own chooser, giving a saved name the suffix its filter shows.

    ``setDefaultSuffix`` adds it only to a name without any dot, so "my.round" was
    saved as typed and Import's ``*.json`` then hid it.  The suffix is added before
    Qt accepts the name, so Qt still asks before replacing a file of the new name.
    """

    suffix = ""  # without its dot; "" leaves every name as typed

    def accept(self) -> None:
        if self.acceptMode() is QFileDialog.AcceptMode.AcceptSave and self.suffix:
            chosen = self.selectedFiles()
            if len(chosen) == 1 and not Path(chosen[0]).is_dir():
                name = Path(chosen[0])
                if name.suffix.lower() != f".{self.suffix.lower()}" and name.name:
                    self.selectFile(f"{name}.{self.suffix}")
        super().accept()


@cache
def _kinds() -> _Kinds:
    """One for the whole run: a dialog does not own its icon provider, and may still
    ask it while it is deleted after ``choose_file`` has returned."""
    return _Kinds()


def choose_file(parent: QWidget, title: str, name_filter: str, suggested: str = "",
                *, save: bool = False) -> str:
    """The file the player chose to save to (``save``) or to open; "" when cancelled.

    ``suggested`` is the file name offered for a save (in the current folder); a name
    typed without the suggestion's suffix gets it, or the file would be hidden from
    an open filtered by it.
    """
    dialog = _Chooser(parent, title, "", name_filter)
    dialog.setObjectName("FileChooser")
    dialog.setIconProvider(_kinds())
    dialog.setProxyModel(_InTheGamesLanguage(dialog))
    _fit_columns(dialog)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        if suggested:
            dialog.selectFile(suggested)
            dialog.suffix = Path(suggested).suffix.lstrip(".")
            dialog.setDefaultSuffix(dialog.suffix)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    #: Qt's own file chooser: the folder list at its top (Qt's catalogue lacks it)
    dialog.setLabelText(Label.LookIn, QCoreApplication.translate("FileChooser", "&Look in:"))
    #: Qt's own file chooser: the list of file kinds at its foot (Qt's catalogue lacks it)
    kinds_label = QCoreApplication.translate("FileChooser", "Files of &type:")
    dialog.setLabelText(Label.FileType, kinds_label)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        chosen = dialog.selectedFiles()
        return chosen[0] if chosen else ""
    finally:
        _unfit_columns(dialog)
        dialog.deleteLater()
