"""The main window: wires the session, the table, the round flow, the menus and the keys.

Everything the human does arrives as one of the options the engine offered (a
button, a double-clicked card, a key) and goes to the round flow; a card that
may not be played is refused with the engine's reason (``decisions``).  A
finished round opens the round-over dialog, and from it the review or the deal
again (``review_link``).
"""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow

from dager_desktop.engine import Card, Game, Match, Refusal
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.cards.sprite_cache import SpriteCache
from dager_desktop.ui.dialogs.questions import ask_yes_no
from dager_desktop.ui.dialogs.round_over import RoundOverDialog, dispose
from dager_desktop.ui.platform.screens import (
    bring_to_front,
    centre_on_screen,
    resize_to_fit,
)
from dager_desktop.ui.platform.tasks import TaskRunner
from dager_desktop.ui.practice.menu import PracticeMenu
from dager_desktop.ui.practice.mode import Practice
from dager_desktop.ui.round.flow import RoundFlow
from dager_desktop.ui.round.playback import EventPlayer
from dager_desktop.ui.round.session import Session
from dager_desktop.ui.round.sound import SoundCues
from dager_desktop.ui.round.workers import AIScheduler
from dager_desktop.ui.table.animation import durations
from dager_desktop.ui.table.move_log import MoveLogDock
from dager_desktop.ui.table.move_log_model import MoveLogModel
from dager_desktop.ui.table.projection import HUMAN, TableModels
from dager_desktop.ui.table.seating import places_for
from dager_desktop.ui.table.table_widget import TableWidget
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import card_script, current_language, fill, switch_language
from dager_desktop.ui.text.notices import computer_failed
from dager_desktop.ui.widgets.note import FloatingNote
from dager_desktop.ui.window import review_link
from dager_desktop.ui.window.decisions import HumanDecisions
from dager_desktop.ui.window.keys import install_table_keys
from dager_desktop.ui.window.menus import GameMenus

if TYPE_CHECKING:
    from dager_desktop.store import ReplayInfo
    from dager_desktop.ui.dialogs.chi_chooser import ChiChooser
    from dager_desktop.ui.dialogs.rules_help import RulesDialog
    from dager_desktop.ui.files.practice_books import PracticeBooks

log = logging.getLogger(__name__)

# how long closing waits for the worker (a computer seat's decision, a sprite batch)
CLOSE_WAIT_MS = 2000
FULL_SCREEN = Qt.WindowState.WindowFullScreen


class MainWindow(QMainWindow):
    """The table window."""

    def __init__(
        self, session: Session, script: str = "simplified", cache: SpriteCache | None = None
    ) -> None:
        super().__init__()
        self.session = session
        # One background thread for all work: two CPU-bound Python threads at once
        # pass the GIL between them and the GUI thread waits behind both, so sprites
        # wait while a seat thinks (and a seat's decision goes before queued sprites).
        self.tasks = TaskRunner(1, self)
        self.sprite_tasks = self.ai_tasks = self.tasks
        self.pixmaps = CardPixmaps(self.sprite_tasks, cache, script, self)
        self.models = TableModels(self)
        self.table = TableWidget(self.models, self.pixmaps, self)
        self.setCentralWidget(self.table)
        self.statusBar()  # made now, not at the first refusal: its height counts from the start
        # what the status bar says to the player is said on the line under the cards
        # too, just above the hand, where they look
        self.note = FloatingNote(self, self.table.centre.message)
        self.table.lend_text_scale(self.note)
        self.scheduler = AIScheduler(self.ai_tasks, self)
        self.player = EventPlayer(self.table, self.models, lambda: session.speed, self)
        self.flow = RoundFlow(session, self.models, self.player, self.scheduler, self)
        self.sounds = SoundCues(session, self.player, parent=self)
        self.menus = GameMenus(self)
        self.round_dialog: RoundOverDialog | None = None
        self.rules_dialog: RulesDialog | None = None  # Help ▸ Rules, made when first asked for
        # where reviews are kept (the replays folder; ``store_link``), None: not kept;
        # where practice rounds are counted (``files.practice_books``), None: nowhere
        self.review_folder: Path | None = None
        self.practice_books: PracticeBooks | None = None
        # The status line is kept as the function that words it, so a language
        # switch can say the same thing again in the new language.
        self._message: Callable[[], str] = str
        # The status bar's last words: the function that words them, and the words shown.
        self._status: tuple[Callable[[], str], str] | None = None
        self.confirm = self._ask_confirmation  # tests replace it
        self.decisions = HumanDecisions(self)  # the options shown, a card played or refused
        self._wire()
        install_table_keys(self, self.table, self.play_card, self.show_status,
                           self.decisions.refuse_action)
        self.retranslate()
        # rule hints, Hint, Undo (Options ▸ Rule hints)
        practice_menu = PracticeMenu(self.menus.options_menu, self.menus.insert_above_quit, self)
        self.practice = Practice(session=session, flow=self.flow, player=self.player,
                                 table=self.table, tasks=self.tasks, menu=practice_menu,
                                 window=self)
        # the move log, under the hints: the events as the playback shows them
        self.move_log = MoveLogDock(MoveLogModel(self), self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.move_log,
                           Qt.Orientation.Vertical)
        self.table.lend_text_scale(self.move_log)
        self.player.landed.connect(self.move_log.model.append)
        self.flow.roundStarted.connect(lambda _game: self.move_log.model.clear())
        self.menus.show_choices(session)  # ticked before a match starts (a question may wait)
        self.sounds.silenced.connect(lambda why: self.menus.show_sound(why, self.session))
        resize_to_fit(self, 1280, 800)
        centre_on_screen(self)  # a saved place, if any, is restored over this
        # The objects made at start-up live as long as the window.  Frozen, they are
        # left out of the cyclic collector's full passes — which otherwise can run
        # on the AI's thread, holding the interpreter (and so the GUI) for ~40 ms.
        gc.freeze()

    # -- wiring ------------------------------------------------------------------------

    def _wire(self) -> None:
        m, t = self.menus, self.table
        m.newMatch.connect(self._new_match_chosen)
        m.nextRound.connect(self.next_round)
        m.regroup.connect(self.models.hand.regroup)
        m.quit.connect(self.close)
        m.presetChosen.connect(self._preset_chosen)
        m.playersRequested.connect(self._choose_players)
        m.speedChosen.connect(self.session.set_speed)
        m.soundToggled.connect(self.session.set_sound)
        m.volumeChosen.connect(self.session.set_volume)
        m.about.connect(self._about)
        m.languageChosen.connect(self.choose_language)
        m.rulesHelp.connect(self.show_rules)
        # Flip only the full-screen flag: a maximised window comes back maximised.
        m.fullScreen.connect(lambda _: self.setWindowState(self.windowState() ^ FULL_SCREEN))
        self.session.optionsChanged.connect(self._options_changed)
        self.session.matchStarted.connect(self._rules_in_play)
        t.centre.responses.chosen.connect(self.flow.human_chose)
        t.centre.skip.clicked.connect(self.flow.skip)
        t.centre.next_button.clicked.connect(self.next_round)
        self.flow.humanDecision.connect(lambda _: self.note.dismiss())  # a new question
        self.flow.promptChanged.connect(self._prompt)  # the decision in force, or whom we wait for
        self.flow.roundOver.connect(self._round_over)
        # a failing computer player is told once a round, naming its seat
        self.flow.roundStarted.connect(lambda _game: self.scheduler.new_round())
        self.scheduler.failing.connect(lambda seat: self.show_status(
            lambda: computer_failed(terms.seat_name(seat)), 10000))

    def retranslate(self) -> None:
        #: window title: the game's name. Chinese: 泸州大贰 (zh_TW 瀘州大貳)
        self.setWindowTitle(self.tr("Luzhou Da Er"))
        self.menus.retranslate()
        self.menus.show_sound(self.sounds.why_silent(), self.session)
        self.menus.show_language(current_language())
        self.table.centre.retranslate()
        self.models.retranslate()
        self._update_info()
        self.models.centre.set(message=self._message())
        if self._status is not None and self.statusBar().currentMessage() == self._status[1]:
            self.show_status(self._status[0], 3000)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.menus.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on: texts via LanguageChange, card faces here."""
        switch_language(language)
        self.pixmaps.set_script(card_script(language))
        self.table.warm()
        self.menus.show_language(language)

    def choose_language(self, language: str) -> None:
        """Options ▸ Language: switch at once (the store's settings remember it)."""
        if language != current_language():
            self.set_language(language)

    def _prompt(self, message: Callable[[], str]) -> None:
        """The line under the cards (``show_status`` is the status bar's)."""
        self._message = message
        self.models.centre.set(message=message())

    # -- a match, a round -----------------------------------------------------------------

    def new_match(self, preset: str | None = None) -> None:
        self.flow.stop()
        self._close_dialogs()
        match = self.session.new_match(preset)
        self.models.start_match(match)
        self.menus.show_choices(self.session)
        self._deal()

    def _new_match_chosen(self) -> None:
        """Game ▸ New match (Ctrl+N): asked first while a match is under way, whose
        scores would start again from zero (a stray Ctrl+N ended it unasked)."""
        if self.session.match_under_way():
            #: asked before the Game menu's New match ends the match in play
            question = self.tr("Start a new match? This match's scores start again from zero.")
            if not self.confirm(question):
                return
        self.new_match()

    def next_round(self) -> None:
        game = self.session.game
        if game is None or not game.over:
            return
        self._close_dialogs()
        self._deal()

    def resume_match(self, match: Match, preset: str) -> None:
        """Show a saved match as it was left: the round in play, or the end of the last one."""
        self.flow.stop()
        self._close_dialogs()
        self.session.resume_match(match, preset)
        self.models.start_match(match)
        self.menus.show_choices(self.session)
        game = match.game
        if game is None:
            self._deal()
        elif game.over:  # booked already: the table as it ended, and its round-over dialog
            self._show_round(game, start=False)
            self.models.reconcile(game)
            self.move_log.model.show_events(game.events)
            self._round_over(game)
        else:
            self._show_round(game, catch_up=True)

    def _deal(self) -> None:
        self._show_round(self.session.next_round())

    def _show_round(self, game: Game, start: bool = True, catch_up: bool = False) -> None:
        self.menus.next_action.setEnabled(False)
        match = self.session.match
        assert match is not None, "no match"  # the round shown is one of the match's
        self.models.start_round(game, match)
        self.table.place_seats(places_for(game.view(HUMAN)))
        self.table.centre.skip.setVisible(game.dijia == HUMAN)
        self.table.centre.next_button.setVisible(False)
        self._update_info()
        if start:
            self.flow.start_round(game, catch_up)

    def _update_info(self) -> None:
        match, game = self.session.match, self.session.game
        if match is None or game is None:
            self.table.info.set_lines()
            return
        #: the box at the top left: %1 round number, %2 rules preset, %3 dealer's name
        text = self.tr("Round %1\nRules: %2\nDealer: %3")
        round_number = match.round_index + (0 if game.over else 1)
        self.table.info.set_lines(*fill(text, round_number, terms.preset_name(self.session.preset),
                                        terms.seat_name(game.dealer)).split("\n"))

    def _round_over(self, game: Game) -> None:
        self.menus.next_action.setEnabled(True)
        self.table.centre.skip.setVisible(False)
        self.table.centre.next_button.setVisible(True)
        self.models.hand.set_legal(())
        result = game.result
        assert result is not None  # the round is over (RoundOverDialog checks it too)
        self._prompt(lambda: RoundOverDialog.headline_for(result))
        self.round_dialog = review_link.show_round_over(self, game)

    # The hooks the round-over dialog, the Replays list and the review window look for.

    def open_review(self, record: dict[str, Any], info: ReplayInfo | None = None) -> None:
        """The review (复盘) of the player's decisions in a finished round."""
        review_link.open_review(self, record, info)

    def play_deal_again(self, record: dict[str, Any]) -> None:
        """The same deal again, at a practice table of its own."""
        review_link.play_deal_again(self, record)

    def _close_dialogs(self) -> None:
        dispose(self.round_dialog)
        self.round_dialog = None
        self.decisions.close_chi_chooser()

    # -- the human's decisions (``decisions``) -------------------------------------------

    @property
    def chi_dialog(self) -> ChiChooser | None:
        """The 吃 chooser while it is open."""
        return self.decisions.chi_dialog

    def play_card(self, card: Card | None) -> None:
        """Double-click, Enter or a drop on the table: play ``card`` if the engine allows."""
        self.decisions.play_card(card)

    def refuse(self, refusal: Refusal, ms: int = 5000) -> None:
        """Why a choice was refused (the engine's reason), by the hand and in the status bar."""
        self.decisions.refuse(refusal, ms)

    def show_status(self, words: Callable[[], str], ms: int = 5000) -> None:
        """Show ``words()`` for ``ms`` in the status bar and by the hand (``note``); a
        language switch while they show says them again in the new language
        (``retranslate``)."""
        text = words()
        self._status = (words, text)
        self.statusBar().showMessage(text, ms)
        self.note.say(text, ms)

    # -- options ------------------------------------------------------------------------------

    def _preset_chosen(self, preset: str) -> None:
        if preset == self.session.preset:
            return
        #: asked before the rules change: a new match must start
        question = self.tr("Changing the rules starts a new match. Start it now?")
        if self.confirm(question):
            self.new_match(preset)
        self.menus.show_choices(self.session)

    def _choose_players(self) -> None:
        """Options ▸ Computer players…: every computer seat's level in one dialog."""
        from dager_desktop.ui.dialogs.players import PlayersDialog

        seats = range(1, self.session.rules.seats)
        dialog = PlayersDialog(self.session.levels, seats, self, self.table.metrics.text)
        dialog.chosen.connect(self.session.set_levels)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _ask_confirmation(self, question: str) -> bool:
        return ask_yes_no(self, question)

    def _options_changed(self) -> None:
        self.menus.show_choices(self.session)
        glow = durations(self.session.speed)[0]
        for panel in self.table.panels.values():
            panel.glow_ms = glow

    def show_rules(self) -> None:
        """Help ▸ Rules: the rules reference, in the interface language."""
        from dager_desktop.ui.dialogs.rules_help import RulesDialog

        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self.session.preset, self, self.tasks.run)
            self.table.lend_text_scale(self.rules_dialog)
        self.rules_dialog.show_preset(self.session.preset)
        bring_to_front(self.rules_dialog)

    def _rules_in_play(self) -> None:
        """A match began, under new rules perhaps: an open Rules window names them."""
        if self.rules_dialog is not None:
            self.rules_dialog.show_preset(self.session.preset)

    def _about(self) -> None:
        from dager_desktop.ui.dialogs.about import show_about

        show_about(self)

    # -- closing -----------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the round and wait for the workers, so none outlives the window."""
        self.sounds.bank.stop()  # a win's chime would ring on while the workers end
        self.flow.stop()
        self._close_dialogs()
        self.tasks.shutdown(CLOSE_WAIT_MS)
        super().closeEvent(event)

