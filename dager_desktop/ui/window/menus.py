"""The menu bar: Game, Options, Help.  Actions only emit signals; the window acts.

Game: New match, Next round, Sort hand (理牌), Quit.  Options: the rules
preset, Computer players… (every computer seat's level, in one dialog), the
animation speed, sound and its volume, the language, full screen.  Sound is
greyed out, with the reason in its tooltip and status tip, where it cannot be
heard (``show_sound``).
Help: the rules of the game, About.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from dager_desktop.engine import PRESETS
from dager_desktop.store import SPEEDS, VOLUMES
from dager_desktop.ui.round.session import Session
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import LANGUAGE_NAMES
from dager_desktop.ui.widgets.menu_actions import name_all, radio_actions


class GameMenus(QObject):
    """Builds the menus of ``window`` and reports what is chosen."""

    newMatch = Signal()
    nextRound = Signal()
    regroup = Signal()
    quit = Signal()
    presetChosen = Signal(str)
    playersRequested = Signal()  # Options ▸ Computer players…
    speedChosen = Signal(str)
    soundToggled = Signal(bool)
    volumeChosen = Signal(str)
    languageChosen = Signal(str)
    fullScreen = Signal(bool)
    rulesHelp = Signal()
    about = Signal()

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        self.options_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self._game_actions()
        self._options()
        self.rules_help_action = self.help_menu.addAction("")
        self.rules_help_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_help_action.triggered.connect(self.rulesHelp)
        self.about_action = self.help_menu.addAction("")
        self.about_action.triggered.connect(self.about)
        self.retranslate()

    def _game_actions(self) -> None:
        menu = self.game_menu
        self.new_action = menu.addAction("")
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.newMatch)
        self.next_action = menu.addAction("")
        self.next_action.setShortcut(QKeySequence("Ctrl+R"))
        self.next_action.setEnabled(False)
        self.next_action.triggered.connect(self.nextRound)
        self.regroup_action = menu.addAction("")
        self.regroup_action.setShortcut(QKeySequence("Ctrl+L"))
        self.regroup_action.triggered.connect(self.regroup)
        menu.addSeparator()
        self.quit_action = menu.addAction("")
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.quit)

    def _options(self) -> None:
        self.rules_menu = self.options_menu.addMenu("")
        self.preset_actions = radio_actions(self.rules_menu, PRESETS, self.presetChosen.emit, self)
        self.players_action = self.options_menu.addAction("")
        self.players_action.triggered.connect(self.playersRequested)
        self.speed_menu = self.options_menu.addMenu("")
        self.speed_actions = radio_actions(self.speed_menu, SPEEDS, self.speedChosen.emit, self)
        self.sound_action = self.options_menu.addAction("")
        self.sound_action.setCheckable(True)
        # the player's click only: where sound cannot be heard the tick is taken off
        # (``show_sound``), and the player's wish for sound must stay as it was
        self.sound_action.triggered.connect(self.soundToggled)
        self.sound_problem: str | None = None  # why sound cannot be heard here
        self.options_menu.setToolTipsVisible(True)  # the greyed Sound says why
        # how loud, beside the switch (greyed while sound is off: ``show_choices``)
        self.volume_menu = self.options_menu.addMenu("")
        self.volume_actions = radio_actions(self.volume_menu, VOLUMES, self.volumeChosen.emit,
                                            self)
        self._languages()
        self.options_menu.addSeparator()
        self.full_screen_action = self.options_menu.addAction("")
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setShortcut(QKeySequence.StandardKey.FullScreen)  # F11, ⌃⌘F
        self.full_screen_action.triggered.connect(self.fullScreen)

    def _languages(self) -> None:
        # Each language is named in its own script and never translated: a
        # player lost in a foreign menu must still recognise their own.
        self.language_menu = self.options_menu.addMenu("")
        self.language_actions = radio_actions(self.language_menu, LANGUAGE_NAMES,
                                              self.languageChosen.emit, self)
        for code, action in self.language_actions.items():
            action.setText(LANGUAGE_NAMES[code])

    def hold_new_matches(self, hold: bool) -> None:
        """New match and the rules held (greyed out) while a saved match waits to be
        offered, which they would deal over unseen; released after."""
        self.new_action.setEnabled(not hold)
        self.rules_menu.setEnabled(not hold)

    def insert_above_quit(self, *actions: QAction) -> None:
        """Add ``actions`` to the Game menu as a group of their own, just above Quit."""
        for action in actions:
            self.game_menu.insertAction(self.quit_action, action)
        self.game_menu.insertSeparator(self.quit_action)

    def retranslate(self) -> None:
        #: menu title
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New match"))
        self.next_action.setText(self.tr("Next &round"))
        #: 理牌: stand the hand up in columns again. Chinese: 理牌
        self.regroup_action.setText(self.tr("&Sort hand"))
        self.quit_action.setText(self.tr("&Quit"))
        #: menu title
        self.options_menu.setTitle(self.tr("&Options"))
        self.rules_menu.setTitle(self.tr("&Rules"))
        name_all(self.preset_actions, terms.preset_name)
        #: Options menu: opens a dialog that sets the strength of each computer player
        self.players_action.setText(self.tr("Computer &players..."))
        #: submenu: how fast cards move
        self.speed_menu.setTitle(self.tr("&Speed"))
        name_all(self.speed_actions, terms.speed_name)
        #: Options menu, a check box: the sound of cards, claims and wins
        self.sound_action.setText(self.tr("So&und"))
        #: submenu of Options: how loud the sound cues are
        self.volume_menu.setTitle(self.tr("&Volume"))
        name_all(self.volume_actions, terms.volume_name)
        #: submenu of Options: the interface language (its items are not translated)
        self.language_menu.setTitle(self.tr("&Language"))
        #: Options menu: the window fills the screen (bigger cards)
        self.full_screen_action.setText(self.tr("&Full screen"))
        #: menu title
        self.help_menu.setTitle(self.tr("&Help"))
        #: Help menu: opens the rules reference of the game
        self.rules_help_action.setText(self.tr("&Rules of the game"))
        self.about_action.setText(self.tr("&About"))

    def show_language(self, language: str) -> None:
        """Tick the interface language."""
        if language in self.language_actions:
            self.language_actions[language].setChecked(True)

    def show_choices(self, session: Session) -> None:
        """Tick the session's rules, levels, speed, sound and volume."""
        if session.preset in self.preset_actions:
            self.preset_actions[session.preset].setChecked(True)
        self.speed_actions[session.speed].setChecked(True)
        audible = self.sound_problem is None
        self.sound_action.setEnabled(audible)
        self.sound_action.setChecked(session.sound and audible)
        self.volume_menu.setEnabled(session.sound and audible)
        self.volume_actions[session.volume].setChecked(True)

    def show_sound(self, problem: str | None, session: Session) -> None:
        """Grey out Sound (and Volume) with ``problem`` as the reason, where sound cannot
        be heard; ``None`` gives them back."""
        self.sound_problem = problem
        self.sound_action.setToolTip(problem or "")
        self.sound_action.setStatusTip(problem or "")
        self.show_choices(session)
