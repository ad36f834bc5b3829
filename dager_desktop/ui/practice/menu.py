"""The practice entries of the menus: Options ▸ Rule hints and ▸ Hints from, Game ▸ Hint / Undo.

They are added to the window's existing menus (the Game menu through the
``add_to_game`` it is given) and, like the other menu actions, only emit
signals; ``Practice`` acts on them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from dager_desktop.ai.advice import LEVELS
from dager_desktop.ui.text import terms
from dager_desktop.ui.widgets.menu_actions import name_all, radio_actions


class PracticeMenu(QObject):
    """Menu actions of practice mode."""

    hintsToggled = Signal(bool)
    levelChosen = Signal(str)
    hintRequested = Signal()
    undoRequested = Signal()

    def __init__(self, options_menu: QMenu, add_to_game: Callable[..., None],
                 parent: QObject) -> None:
        super().__init__(parent)
        self.hint_action = QAction(self)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.triggered.connect(self.hintRequested)
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undoRequested)
        add_to_game(self.hint_action, self.undo_action)
        options_menu.addSeparator()
        self.hints_action = options_menu.addAction("")
        self.hints_action.setCheckable(True)
        self.hints_action.toggled.connect(self.hintsToggled)
        self.level_menu = options_menu.addMenu("")
        self.level_actions = radio_actions(self.level_menu, LEVELS, self.levelChosen.emit, self)
        self.retranslate()

    def retranslate(self) -> None:
        #: Game menu: show the move a computer player would make. Chinese: 提示
        self.hint_action.setText(self.tr("&Hint"))
        #: Game menu: take back the last decision (practice mode only). Chinese: 悔牌
        self.undo_action.setText(self.tr("&Undo last decision"))
        #: Options menu: practice mode with rule hints. Chinese: 规则提示（练习）
        self.hints_action.setText(self.tr("Rule &hints (practice)"))
        #: Options submenu: which computer player's judgement the Hint shows
        self.level_menu.setTitle(self.tr("Hints fr&om"))
        name_all(self.level_actions, terms.level_name)

    def show_state(self, hints: bool, level: str, can_undo: bool) -> None:
        """Tick and enable the entries for the current state."""
        if self.hints_action.isChecked() != hints:
            self.hints_action.blockSignals(True)
            self.hints_action.setChecked(hints)
            self.hints_action.blockSignals(False)
        if level in self.level_actions:
            self.level_actions[level].setChecked(True)
        self.hint_action.setEnabled(hints)
        self.level_menu.setEnabled(hints)
        self.undo_action.setEnabled(hints and can_undo)
