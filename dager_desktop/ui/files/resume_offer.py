"""Start-up's offer of the saved match: read it, say what the store said, then ask.

``ResumeOffer.start`` reads the saved match on the worker thread (a long match
takes seconds to replay) while New match and the rules are held, so that
nothing deals over a match not yet offered.  Then what the store had to say at
start-up (a file put aside, a setting that fell back to its default) is shown
once, in one box (``notice_box``), and after it "Continue the match?"
(``resume_dialog``, ``files.resume``): **Continue** goes on with the saved
match, **New match** books the rounds of it that the statistics lack and keeps
it aside.  With no saved match a new one is dealt at once; so it is when the
saved match cannot even be summed up for the question.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from dager_desktop import store
from dager_desktop.store import Notice, Resume
from dager_desktop.ui.dialogs.notice_boxes import notice_box
from dager_desktop.ui.files.round_books import RoundBooks

if TYPE_CHECKING:
    from dager_desktop.ui.files.persistence import WindowLink
    from dager_desktop.ui.files.resume import ResumeDialog

log = logging.getLogger(__name__)

LOAD_PRIORITY = 2  # reading the saved match goes before the sprites queued at start-up


class ResumeOffer(QObject):
    """The saved match, read and offered once, at start-up."""

    def __init__(self, autosave: store.Autosave, books: RoundBooks,
                 discard: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.autosave = autosave
        self.books = books
        self.discard = discard  # puts the saved match aside (its failure is reported)
        self.link: WindowLink | None = None
        self.notice_box: QMessageBox | None = None
        self.resume_dialog: ResumeDialog | None = None
        self.started = False  # the saved match was read and offered (or a new one dealt)

    def start(self, link: WindowLink, notices: list[Notice]) -> None:
        """Read the saved match off the GUI thread, then ``_loaded``."""
        self.link = link
        link.hold_new_matches(True)  # until the saved match is offered: it must not be lost
        link.tasks.run(self.autosave.load,
                       lambda loaded, error: self._loaded(notices, loaded, error),
                       LOAD_PRIORITY)

    def _loaded(
        self,
        notices: list[Notice],
        loaded: tuple[Resume | None, list[Notice]] | None,
        error: BaseException | None,
    ) -> None:
        """Say what the store had to say, then offer the saved match or deal a new one."""
        if error is not None or loaded is None:  # load never raises; should it, play on
            log.error("the saved match could not be read", exc_info=error)
            loaded = (None, [])
        resume, more = loaded
        notices = [*notices, *more]
        if not notices:
            self.offer(resume)
            return
        assert self.link is not None
        self.notice_box = notice_box(notices, self.link.window)
        self.notice_box.finished.connect(lambda _=0: self.offer(resume))
        self.notice_box.open()

    def offer(self, resume: Resume | None) -> None:
        """"Continue the match?" for ``resume``; None: a new match at once."""
        from dager_desktop.ui.files.resume import ResumeDialog

        link = self.link
        assert link is not None
        self.started = True
        link.hold_new_matches(False)
        if resume is None:
            link.new_match()
            return
        try:
            self.resume_dialog = ResumeDialog(resume.summary(), link.window)
        except Exception:  # a fact of the save that cannot be shown must not stop the game
            log.exception("the saved match could not be offered; it is kept aside")
            self._start_afresh()
            return
        self.resume_dialog.continued.connect(lambda: self.resume(resume))
        self.resume_dialog.declined.connect(lambda: self._decline(resume))
        self.resume_dialog.open()

    def resume(self, resume: Resume) -> None:
        """Go on with a saved match (``Autosave.load`` offers only a preset's)."""
        link = self.link
        assert link is not None and resume.preset is not None
        # A round helped by a hint or an undo before the save stays counted as assisted.
        link.session.assisted = resume.extra.get("assisted") is True
        self.books.saved_match(resume.match, resume.extra)  # its id, and its rounds booked
        link.resume_match(resume.match, resume.preset)  # saved again, with its id

    def _decline(self, resume: Resume) -> None:
        """New match instead of the saved one: its rounds that the statistics lack (a
        crash came between them) are booked all the same, then it is kept aside."""
        self.books.saved_match(resume.match, resume.extra)
        self._start_afresh()

    def _start_afresh(self) -> None:
        self.discard()
        assert self.link is not None
        self.link.new_match()
