"""The store wired into the window: settings, the autosave, statistics, replays.

``Persistence`` holds what the store loaded and keeps the files up to date
while the player plays:

* settings are applied to the session before the window is built
  (``apply_to``) and to the window once it is (geometry, window state); any
  change of an option, the rules or the language is saved at once, and the
  window's geometry when it closes.  The ``Settings`` object here is the one
  source: nothing else writes the settings file;
* the match is autosaved after every decision (``RoundFlow.applied``) and when
  the window closes, even mid-round;
* every finished round is booked in the statistics and kept as a replay, both
  written after the autosave that holds the round's end (``RoundBooks``):
  a crash at any moment leaves files that agree, and a resumed match books
  each of its rounds once.  A computer player's answer is held (without
  blocking) until the save of the move before it has landed, up to
  ``HOLD_MOST_MS``: on a sound disk a crash loses at most the move being saved;
* Game ▸ Statistics… and Game ▸ Replays… open their dialogs.

``start`` has the saved match read on the worker thread and offered
(``ResumeOffer``, after what the store had to say at start-up).  A file that
cannot be written is reported in the status bar (``SaveStatus``) and the game
goes on.

No file is written on the GUI thread: the autosave has a writer thread of its
own, and the settings, statistics and replays go to ``FileWriter``'s.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMessageBox

from dager_desktop import store
from dager_desktop.engine import Game, Match
from dager_desktop.store import Notice, Settings, StoreError
from dager_desktop.store.booking import HOLD_MOST_MS
from dager_desktop.ui.files.practice_books import PracticeBooks
from dager_desktop.ui.files.resume_offer import ResumeOffer
from dager_desktop.ui.files.round_books import RoundBooks
from dager_desktop.ui.files.save_status import SaveStatus
from dager_desktop.ui.files.writer import FileWriter
from dager_desktop.ui.platform.screens import bring_to_front
from dager_desktop.ui.platform.tasks import TaskRunner
from dager_desktop.ui.round.flow import RoundFlow
from dager_desktop.ui.round.session import Session
from dager_desktop.ui.table.table_widget import TableWidget
from dager_desktop.ui.text.i18n import fill

if TYPE_CHECKING:
    from dager_desktop.ui.dialogs.statistics import StatsDialog
    from dager_desktop.ui.files.resume import ResumeDialog
    from dager_desktop.ui.replays.dialog import ReplaysDialog

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class WindowLink:
    """What the store follows in the window it is attached to, and asks of it."""

    window: QMainWindow  # its layout is kept; it closes through the store; dialogs open over it
    session: Session
    flow: RoundFlow  # its moves are autosaved, its finished rounds booked
    table: TableWidget  # its text scale is lent to the Statistics and Replays windows
    tasks: TaskRunner  # the saved match is read there
    new_match: Callable[[], None]
    resume_match: Callable[[Match, str], None]
    confirm: Callable[[str], bool]  # a yes-or-no question to the player
    hold_new_matches: Callable[[bool], None]  # New match and the rules held (or not)


class Persistence(QObject):
    """Settings, autosave, statistics and replays of one window."""

    def __init__(self, settings: Settings, stats: store.Stats, autosave: store.Autosave,
                 replays: store.Replays, parent: QObject | None = None,
                 practice: store.Practice | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.stats = stats
        self.autosave = autosave
        self.replays = replays
        self.link: WindowLink | None = None
        self.window: QMainWindow | None = None  # the link's window, once attached
        self.save_ms: list[float] = []  # what each autosave cost the GUI thread (ms)
        self.stats_dialog: StatsDialog | None = None
        self.replays_dialog: ReplaysDialog | None = None
        self.status = SaveStatus()  # the status bar's word on files not being saved
        # The crash hook may save from a worker thread: one save at a time.
        self._saving = threading.RLock()
        # Settings, statistics and replays are written off the GUI thread (the
        # autosave has a writer of its own).
        self.files = FileWriter(self)
        self.files.written.connect(self._written)
        # the finished rounds: booked once, written after the autosave of their end
        self.books = RoundBooks(stats, replays, autosave, self.files, self._refresh_stats)
        # practice rounds, counted apart (never in the match nor the statistics)
        self.practice = PracticeBooks(practice or store.Practice(), self.files,
                                      self._refresh_stats)
        # the saved match, read and offered at start-up
        self.offer = ResumeOffer(autosave, self.books, self.discard_saved_match, self)

    @classmethod
    def load(cls) -> tuple[Persistence, list[Notice]]:
        """Read the settings and statistics from the user's folders (and clear away the
        temporary files a killed writer of replays left behind)."""
        settings, notices = store.load_settings()
        stats, more = store.load_stats()
        practice, most = store.load_practice()
        replays = store.Replays()
        replays.remove_stale_temps()
        replays.remove_orphan_reviews()  # a crash may have come between a replay and its review
        return (cls(settings, stats, store.Autosave(background=True), replays,
                    practice=practice), notices + more + most)

    # -- settings ------------------------------------------------------------------------

    def apply_to(self, session: Session, preset: str | None = None) -> None:
        """The saved options on a session not yet playing (``preset`` overrides the rules)."""
        session.preset = preset or self.settings.rules
        for seat in store.AI_SEATS:
            session.levels[seat] = self.settings.ai_level(seat)
        session.speed = self.settings.speed
        session.sound = self.settings.sound
        session.volume = self.settings.volume
        session.set_hints(self.settings.hints)
        session.set_hint_level(self.settings.hint_level)
        session.dismissed = set(self.settings.dismissed)  # tips not to show again

    def remember(self, **changes: str | bool | tuple[str, ...] | frozenset[str] | None) -> None:
        """Change settings and save them (nothing is written when nothing changed)."""
        try:
            updated = self.settings.replace(**changes)
        except ValueError:
            log.exception("a setting the file could not hold: %r", changes)
            return
        if updated == self.settings:
            return
        self.settings = updated
        self.files.submit("settings file", lambda: store.save_settings(updated))

    def remember_session(self) -> None:
        if self.link is None:
            return
        session = self.link.session
        self.remember(rules=session.preset, speed=session.speed, sound=session.sound,
                      volume=session.volume,
                      ai_levels=tuple(session.levels.get(s, "normal") for s in store.AI_SEATS),
                      hints=session.hints, hint_level=session.hint_level,
                      dismissed=frozenset(session.dismissed))

    def remember_language(self, language: str) -> None:
        self.remember(language=language)

    def remember_window(self) -> None:
        window = self.window
        if window is None:
            return
        self.remember(geometry=_b64(window.saveGeometry()), window_state=_b64(window.saveState()))

    # -- the window ----------------------------------------------------------------------

    def attach(self, link: WindowLink) -> None:
        """Restore the window's layout and follow the game played in it.  The window
        adds ``menu_actions`` to its Game menu and tells ``remember_language``."""
        self.link, self.window = link, link.window
        window = link.window
        self._restore_layout(window)
        flow, session = link.flow, link.session
        flow.applied.connect(self.save_match)
        # an answer waits (without blocking) for the move before it to be saved
        flow.scheduler.hold = self.autosave.pending
        flow.scheduler.hold_most_ms = HOLD_MOST_MS
        flow.roundOver.connect(self.round_finished)
        session.optionsChanged.connect(self.remember_session)
        session.matchStarted.connect(self._match_started)
        self.status.attach(window)
        self._make_actions()
        window.installEventFilter(self)

    def _restore_layout(self, window: QMainWindow) -> None:
        if self.settings.geometry:
            window.restoreGeometry(QByteArray.fromBase64(self.settings.geometry.encode()))
        if self.settings.window_state:
            window.restoreState(QByteArray.fromBase64(self.settings.window_state.encode()))

    def _make_actions(self) -> None:
        self.stats_action = QAction(self)
        self.stats_action.triggered.connect(self.show_stats)
        self.replays_action = QAction(self)
        self.replays_action.triggered.connect(self.show_replays)
        self.menu_actions = (self.stats_action, self.replays_action)
        self.retranslate()

    def retranslate(self) -> None:
        #: Game menu: opens the statistics window
        self.stats_action.setText(self.tr("S&tatistics..."))
        #: Game menu: opens the list of kept rounds
        self.replays_action.setText(self.tr("Re&plays..."))
        self.status.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.Close and not self.window_closing():
                event.ignore()  # the player stays: the match could not be saved
                return True
            elif event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
        return False

    def window_closing(self) -> bool:
        """Save the match (mid-round too) and the window's layout before it goes; the
        window leaves the screen first, not to stand frozen while a slow disk writes.
        When that last save fails (a full disk), the window comes back and asks before
        what was played since the last good save is lost: False if the player stays."""
        self.remember_window()
        window = self.window
        if window is not None:
            window.hide()
        self.save_match(wait=True)  # with wait, a failed write is reported here
        if window is not None and self.status.failing("autosave"):
            window.show()
            if not self._close_unsaved():
                return False
        if not self.files.flush():
            log.error("settings, statistics or a replay were still being written at close")
        return True

    def _close_unsaved(self) -> bool:
        """Ask whether to close although the match cannot be saved (a full disk ...)."""
        assert self.link is not None
        #: asked at closing when the match cannot be saved; %1 says why (a whole sentence:
        #: "The saved match … could not be saved: the disk is full.")
        question = self.tr("%1\n\nClose anyway? What was played since the match was last "
                           "saved will be lost.")
        return self.link.confirm(fill(question, self.status.reason("autosave")))

    def _match_started(self) -> None:
        self.books.follow(self.link.session.match if self.link is not None else None)
        self.remember_session()
        self.save_match()

    # -- the autosave --------------------------------------------------------------------

    def save_match(self, wait: bool = False) -> None:
        """Autosave the match in play (the writing happens on the autosave's own thread)."""
        session = self.link.session if self.link is not None else None
        match = session.match if session is not None else None
        if session is None or match is None:
            return
        started = time.perf_counter()
        with self._saving:
            self._write("autosave",
                        lambda: self.autosave.save(match, self._extra(session), wait=wait))
        self.save_ms.append((time.perf_counter() - started) * 1000)
        del self.save_ms[:-200]

    def save_for_crash(self) -> bool:
        """The crash hook's save; False when no match was in play.  Errors go back to
        the hook, which reports them."""
        session = self.link.session if self.link is not None else None
        match = session.match if session is not None else None
        if session is None or match is None:
            return False
        if not self._saving.acquire(timeout=5):
            raise TimeoutError("another save did not finish")
        try:
            self.autosave.save(match, self._extra(session), wait=True)
        finally:
            self._saving.release()
        return True

    def _extra(self, session: Session) -> dict[str, bool | str]:
        """What the autosave keeps beside the match: was the round in play helped, and
        the match's id (the statistics know its rounds by it)."""
        return {"assisted": session.assisted, **self.books.extra()}

    def discard_saved_match(self) -> None:
        self._write("autosave", self.autosave.discard)

    # -- the end of a round ----------------------------------------------------------------

    def round_finished(self, game: Game) -> None:
        """Save the match as it stands, then book the round in the statistics and keep
        its replay — both written once that save has landed."""
        self.save_match()  # the file that says the round is over goes first
        session = self.link.session if self.link else None
        self.books.round_finished(session.match if session is not None else None, game,
                                  session.assisted if session is not None else False)

    def _refresh_stats(self) -> None:
        if self.stats_dialog is not None and self.stats_dialog.isVisible():
            self.stats_dialog.refresh()  # the round just booked belongs in it

    # -- dialogs ---------------------------------------------------------------------------

    def show_stats(self) -> None:
        from dager_desktop.ui.dialogs.statistics import StatsDialog

        current = self.link.session.preset if self.link is not None else None
        if self.stats_dialog is None:
            run = self.link.tasks.run if self.link is not None else None
            self.stats_dialog = StatsDialog(self.stats, self.window, current,
                                            self.practice.practice, self.replays.reviews, run)
            self._follow_text_scale(self.stats_dialog)
        else:
            self.stats_dialog.refresh(current)
        bring_to_front(self.stats_dialog)

    def show_replays(self) -> None:
        from dager_desktop.ui.replays.dialog import ReplaysDialog

        if self.replays_dialog is None:
            self.replays_dialog = ReplaysDialog(self.replays, self.window)
            self._follow_text_scale(self.replays_dialog)
        self.replays_dialog.refresh()
        bring_to_front(self.replays_dialog)

    def _follow_text_scale(self, dialog: StatsDialog | ReplaysDialog) -> None:
        if self.link is not None:
            self.link.table.lend_text_scale(dialog)

    # -- start-up (``ResumeOffer``) ---------------------------------------------------------

    def start(self, notices: list[Notice]) -> None:
        """Read the saved match off the GUI thread, say ``notices`` and what the reading
        adds, then offer the saved match (or deal a new one)."""
        assert self.link is not None
        self.offer.start(self.link, notices)

    @property
    def started(self) -> bool:
        """The saved match was read and offered (or a new one dealt)."""
        return self.offer.started

    @property
    def notice_box(self) -> QMessageBox | None:
        """The store's word at start-up, while it is shown."""
        return self.offer.notice_box

    @property
    def resume_dialog(self) -> ResumeDialog | None:
        """"Continue the match?", once asked."""
        return self.offer.resume_dialog

    # -- failures --------------------------------------------------------------------------

    def _write(self, kind: str, action: Callable[[], object]) -> None:
        """Hand a store write of a ``kind`` of file over (``SaveStatus`` tells how it went:
        the autosave's own thread raises a failure with the next save or flush)."""
        try:
            action()
        except StoreError as exc:
            self.status.report(kind, exc)
        else:
            self.status.report(kind, None)

    def _written(self, kind: str, error: BaseException | None) -> None:
        """A write of ``files`` ended: report it; anything but a store error is a bug."""
        if error is not None and not isinstance(error, StoreError):
            sys.excepthook(type(error), error, error.__traceback__)
            return
        self.status.report(kind, error)
        dialog = self.replays_dialog
        if kind == "replay file" and error is None and dialog is not None and dialog.isVisible():
            dialog.refresh()  # the round just kept belongs in the list


def _b64(data: QByteArray) -> str:
    return bytes(data.toBase64().data()).decode("ascii")


