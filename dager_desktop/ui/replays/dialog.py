"""Game ▸ Replays…: the kept rounds, newest first, to watch, export, import or delete.

Each line of the list (``replay_list``) is one finished round.  **Open** (or a
double click) starts the replay viewer; **Export…** writes the round to a JSON file
of the player's choice and **Import…** reads one back — a file the store
refuses (bad JSON, another version, an unknown preset, a tampered action …)
is named with the store's reason and nothing is added.  **Review** and **Play
again** hand the round to the window's review and practice table.  The file
choosers and the delete question are attributes so that tests can answer them.

The folder holds up to 500 rounds, and reading them all takes a noticeable
moment; in a table window the list is read on the window's task runner and
filled when it arrives.  Open, Export…, Import… and Delete read, replay,
write and remove their files there too (the file chooser is asked first, here); while one
runs the pointer is busy and another click on them is ignored.  Without a
task runner (no window) all this is done at once.  One viewer is open at a
time: opening another, or closing it, lets the old one go with the rounds it
replayed.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.store import Notice, ReplayInfo, Replays, StoreError
from dager_desktop.store.notices import FOLDER_UNREADABLE
from dager_desktop.ui.dialogs.file_choosers import choose_file
from dager_desktop.ui.dialogs.notice_boxes import set_notices
from dager_desktop.ui.dialogs.questions import ask_yes_no
from dager_desktop.ui.platform.screens import scale_window
from dager_desktop.ui.replays.replay_list import ReplayList
from dager_desktop.ui.text import formats
from dager_desktop.ui.text.i18n import fill
from dager_desktop.ui.text.notices import notice_text

if TYPE_CHECKING:
    from dager_desktop.engine import ReplaySteps
    from dager_desktop.ui.platform.tasks import TaskRunner
    from dager_desktop.ui.replays.viewer import ReplayViewer

log = logging.getLogger(__name__)

# Reading the list goes before queued card art and computer decisions: the player waits on it.
LIST_PRIORITY = 2
# Opening, exporting and importing a round: the player waits on these too.
FILE_PRIORITY = LIST_PRIORITY

Listing = tuple[list[ReplayInfo], list[Notice]]


class ReplaysDialog(QDialog):
    """The list of kept rounds and what can be done with them."""

    def __init__(self, replays: Replays, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplaysDialog")
        self.replays = replays
        self.infos: list[ReplayInfo] = []
        self.viewer: ReplayViewer | None = None
        self._listing: int | None = None  # the task reading the folder, while it runs
        self._task: int | None = None  # the task opening, exporting or importing, while it runs
        self._wanted: str | None = None  # the round to select once the list arrives
        self._read = False  # the folder was read once: an empty list then means no rounds
        self._unreadable = False  # the last reading found the folder unreadable
        self.message: QMessageBox | None = None
        # Answered by the player; tests put functions of their own here.
        self.ask_export_path: Callable[[str], str] = self._ask_export_path
        self.ask_import_path: Callable[[], str] = self._ask_import_path
        self.ask_delete: Callable[[ReplayInfo], bool] = self._ask_delete
        layout = QVBoxLayout(self)
        # the list, or the sentence in its place
        self.pages = ReplayList(self)
        self.list, self.empty = self.pages.tree, self.pages.empty
        self.list.itemDoubleClicked.connect(lambda *_: self.open_selected())
        self.list.itemSelectionChanged.connect(self._selection_changed)
        layout.addWidget(self.pages, 1)
        layout.addLayout(self._buttons())
        self.retranslate()
        self.set_text_scale(1.0)

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.open_button = QPushButton(self)
        self.export_button = QPushButton(self)
        self.import_button = QPushButton(self)
        self.delete_button = QPushButton(self)
        self.review_button = QPushButton(self)
        self.again_button = QPushButton(self)
        self.close_button = QPushButton(self)
        for button, slot in ((self.open_button, self.open_selected),
                             (self.review_button, self.review_selected),
                             (self.again_button, self.play_selected_again),
                             (self.export_button, self.export_selected),
                             (self.import_button, self.import_one),
                             (self.delete_button, self.delete_selected)):
            button.clicked.connect(slot)
            row.addWidget(button)
        row.addStretch(1)
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.close_button)
        self.open_button.setDefault(True)
        return row

    def set_text_scale(self, scale: float) -> None:
        """The table's text scale (``TableWidget.textScaled``): text and size follow it."""
        scale_window(self, scale, 760, 440)

    def retranslate(self) -> None:
        #: title of the list of kept rounds
        self.setWindowTitle(self.tr("Replays"))
        self.pages.retranslate()
        #: watch the selected round step by step
        self.open_button.setText(self.tr("&Open"))
        #: write the selected round to a file
        self.export_button.setText(self.tr("&Export..."))
        #: read a round from a file into the list
        self.import_button.setText(self.tr("&Import..."))
        self.delete_button.setText(self.tr("&Delete"))
        #: review the player's decisions in the selected round. Chinese: 复盘 (zh_TW 復盤)
        self.review_button.setText(self.tr("&Review"))
        self.review_button.setVisible(self._reviewer() is not None)
        #: deal the selected round's cards again at a practice table
        self.again_button.setText(self.tr("Play &again"))
        self.again_button.setVisible(self._reviewer("play_deal_again") is not None)
        self.close_button.setText(self.tr("Close"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the list --------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the folder again (a round may have ended since): on the window's task
        runner when there is one (a listing still running is dropped), else here."""
        tasks = self._tasks()
        if tasks is None:
            self._listed(self.replays.entries(), None)
            return
        if self._listing is not None:
            tasks.cancel(self._listing)
        self._listing = tasks.run(self.replays.entries, self._listed, LIST_PRIORITY)

    def listing(self) -> bool:
        """The folder is being read; the list shows what was read before."""
        return self._listing is not None

    def _tasks(self) -> TaskRunner | None:
        return getattr(self.parentWidget(), "tasks", None)

    def _listed(self, listed: Listing | None, error: BaseException | None) -> None:
        """The folder's entries have been read: show them, and what the store had to say."""
        self._listing = None
        if error is not None or listed is None:  # entries() never raises; should it, keep the list
            log.error("the replays could not be listed", exc_info=error)
            return
        infos, notices = listed
        self._unreadable = any(n.code == FOLDER_UNREADABLE for n in notices)
        if not self._unreadable:  # such a folder says nothing of the rounds in it
            self.infos = infos
        self._read = True
        self._fill()
        if self._wanted is not None:
            self.pages.select(self._wanted)
            self._wanted = None
        if notices:
            self._tell("", QMessageBox.Icon.Information, notices)

    def _changed(self, infos: list[ReplayInfo], select: str | None = None) -> None:
        """Show a list changed here (an import, a delete) at once; a listing still
        running may have read the folder before the change, so it is read again."""
        self.infos = infos
        self._read = True
        self._fill()
        if select is not None:
            self.pages.select(select)
        if self.listing():
            self._wanted = select
            self.refresh()

    def _fill(self) -> None:
        self.pages.show_rounds(self.infos, self._read, self._unreadable)
        self._selection_changed()

    def selected(self) -> ReplayInfo | None:
        return self.pages.selected()

    def _selection_changed(self) -> None:
        some = self.selected() is not None
        for button in (self.open_button, self.export_button, self.delete_button,
                       self.review_button, self.again_button):
            button.setEnabled(some)

    # -- what the buttons do -----------------------------------------------------------------

    def busy(self) -> bool:
        """A round is being opened, exported or imported on the window's task runner."""
        return self._task is not None

    def _run(self, work: Callable[[], Any], done: Callable[[Any], None],
             failed: Callable[[], None] | None = None) -> None:
        """``work()`` — file work, no Qt — on the window's task runner (here at once when
        there is none), then ``done(result)`` here; a ``StoreError`` is told to the player,
        then ``failed()``."""
        tasks = self._tasks()
        if tasks is None:
            try:
                result = work()
            except StoreError as exc:
                self._ran(done, failed, None, exc)
            else:
                self._ran(done, failed, result, None)
            return
        self._task = tasks.run(work, lambda result, error: self._ran(done, failed, result, error),
                               FILE_PRIORITY)
        self.setCursor(Qt.CursorShape.BusyCursor)

    def _ran(self, done: Callable[[Any], None], failed: Callable[[], None] | None,
             result: Any, error: BaseException | None) -> None:
        if self._task is not None:
            self._task = None
            self.unsetCursor()
        if isinstance(error, StoreError):
            self._tell(notice_text(error.notice))
            if failed is not None:
                failed()
        elif error is not None:  # a bug: the crash hook logs it and tells the player
            sys.excepthook(type(error), error, error.__traceback__)
        else:
            done(result)

    def open_selected(self) -> None:
        info = self.selected()
        if info is None or self.busy():
            return
        replays = self.replays  # the worker touches no Qt object, the dialog included
        # A file that does not replay is moved aside: the list is read again.
        self._run(lambda: replays.steps(info.id), lambda steps: self._open(steps, info),
                  failed=self.refresh)

    def _open(self, steps: ReplaySteps, info: ReplayInfo) -> None:
        from dager_desktop.ui.replays.viewer import ReplayViewer

        self._let_viewer_go()
        viewer = ReplayViewer(steps, info, self.parentWidget() or self)
        # Closed (Esc, the window's close button): its games need not stay in memory.
        viewer.finished.connect(lambda _result: self._viewer_finished(viewer))
        self.viewer = viewer
        viewer.show()

    def _viewer_finished(self, viewer: ReplayViewer) -> None:
        if viewer is self.viewer:
            self._let_viewer_go()

    def _let_viewer_go(self) -> None:
        """Close the viewer and delete it once control is back in the event loop: a
        child of the main window, it would otherwise live as long as the window,
        holding the round's games and listening for new card art."""
        viewer, self.viewer = self.viewer, None
        if viewer is not None:
            viewer.close()
            viewer.deleteLater()

    def _reviewer(self, name: str = "open_review") -> Callable[..., None] | None:
        """The window's review or practice table (``MainWindow.open_review``,
        ``play_deal_again``), if it has them."""
        return getattr(self.parentWidget(), name, None)

    def review_selected(self) -> None:
        """The review (复盘) of the selected round, from its checked record."""
        self._with_record("open_review", lambda reviewer, record, info: reviewer(record, info))

    def play_selected_again(self) -> None:
        """The selected round's deal again, at a practice table."""
        self._with_record("play_deal_again", lambda again, record, _info: again(record))

    def _with_record(self, name: str, then: Callable[..., None]) -> None:
        info, hook = self.selected(), self._reviewer(name)
        if info is None or hook is None or self.busy():
            return
        replays = self.replays
        self._run(lambda: replays.record(info.id), lambda record: then(hook, record, info),
                  failed=self.refresh)

    def export_selected(self) -> None:
        info = self.selected()
        if info is None or self.busy():
            return
        target = self.ask_export_path(f"dager-round-{info.id[:8]}.json")
        if not target:
            return
        replays = self.replays
        self._run(lambda: replays.export(info.id, Path(target)), lambda _none: None)

    def import_one(self) -> None:
        if self.busy():
            return
        source = self.ask_import_path()
        if not source:
            return
        replays = self.replays
        self._run(lambda: replays.import_file(Path(source)), self._imported)

    def _imported(self, info: ReplayInfo) -> None:
        # A round kept already is not added twice: the store answers with its entry,
        # which keeps its place; a new one is the newest.
        known = any(i.id == info.id for i in self.infos)
        self._changed(self.infos if known else [info, *self.infos], select=info.id)

    def delete_selected(self) -> None:
        info = self.selected()
        if info is None or self.busy() or not self.ask_delete(info):
            return
        replays = self.replays
        self._run(lambda: replays.delete(info.id), lambda _none: self._deleted(info.id),
                  failed=self.refresh)

    def _deleted(self, round_id: str) -> None:
        if self.viewer is not None and self.viewer.info and self.viewer.info.id == round_id:
            self._let_viewer_go()  # the round is gone, so is its viewer
        self._changed([i for i in self.infos if i.id != round_id])

    # -- asking and telling ------------------------------------------------------------------

    def _tell(self, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning,
              notices: Sequence[Notice] = ()) -> None:
        """A message box over the list: ``text``, or the store's ``notices``."""
        self.message = QMessageBox(icon, self.windowTitle(), text, QMessageBox.StandardButton.Ok,
                                   self)
        self.message.setObjectName("ReplayMessage")
        if notices:
            set_notices(self.message, list(notices))
        self.message.open()

    def _ask_export_path(self, suggested: str) -> str:
        #: title of the file chooser that saves a replay
        return choose_file(self, self.tr("Export the round"), self.tr("Replays (*.json)"),
                           suggested, save=True)

    def _ask_import_path(self) -> str:
        #: title of the file chooser that reads a replay
        return choose_file(self, self.tr("Import a round"), self.tr("Replays (*.json)"))

    def _ask_delete(self, info: ReplayInfo) -> bool:
        #: %1 is the date of the round to delete
        question = fill(self.tr("Delete the round of %1 from the list?"),
                        formats.when(info.date))
        return ask_yes_no(self, question)
