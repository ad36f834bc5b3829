"""Options ▸ Computer players…: the level of every computer seat in one small dialog.

A row per seat at the table, each with its levels side by side (Easy, Normal,
Hard), so that the three are seen and set at once — they were three menus deep,
one seat at a time.  OK gives the levels chosen (``chosen``); the session holds
them and the settings keep them.  A seat not at the table (the fourth, with three
players) has no row.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.store import AI_LEVELS
from dager_desktop.ui.platform.style import dialog_style
from dager_desktop.ui.text import terms


class PlayersDialog(QDialog):
    """Each computer seat's level; ``chosen`` gives {seat: level} when OK is pressed."""

    chosen = Signal(object)

    def __init__(self, levels: Mapping[int, str], seats: Sequence[int],
                 parent: QWidget | None = None, text_scale: float = 1.0) -> None:
        super().__init__(parent)
        self.setObjectName("PlayersDialog")
        self.seats = tuple(seats)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.names: dict[int, QLabel] = {}
        self.choices: dict[tuple[int, str], QRadioButton] = {}
        self._groups: list[QButtonGroup] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        for row, seat in enumerate(self.seats):
            self.names[seat] = QLabel(self)
            grid.addWidget(self.names[seat], row, 0)
            group = QButtonGroup(self)
            self._groups.append(group)
            for column, level in enumerate(AI_LEVELS, start=1):
                button = self.choices[(seat, level)] = QRadioButton(self)
                button.setChecked(levels.get(seat, "normal") == level)
                group.addButton(button)
                grid.addWidget(button, row, column)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(grid)
        layout.addWidget(self.buttons)
        if text_scale != 1.0:
            self.setStyleSheet(dialog_style(text_scale))
        self.retranslate()

    def levels(self) -> dict[int, str]:
        """The level ticked for each seat."""
        return {seat: level for (seat, level), button in self.choices.items()
                if button.isChecked()}

    def accept(self) -> None:
        super().accept()
        self.chosen.emit(self.levels())

    def retranslate(self) -> None:
        #: title of the dialog that sets how strong each computer player plays
        self.setWindowTitle(self.tr("Computer players"))
        #: the dialog's first line, above a row per computer player
        self.intro.setText(self.tr("How strongly each computer player plays. A hard "
                                   "player thinks a little longer before each move."))
        for seat, label in self.names.items():
            label.setText(terms.seat_name(seat))
        for (_seat, level), button in self.choices.items():
            button.setText(terms.level_name(level))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
