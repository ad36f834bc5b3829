"""The choice between several ways to 吃: each way with the 比 列 that go down with it.

Opens window-modal with ``open()`` (never a nested ``exec()`` loop), so the
round flow and the tests keep running while it is shown.  Its cards are as
large as the caller says (the table's 列 cards), never smaller than their own
least size, made smaller only where the dialog would not fit its screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.engine import Action, ActionKind, Card, Game
from dager_desktop.ui.cards.card_strip import (
    CardStrip,
    Group,
    at_least,
    fits_in,
    shrink_cards,
)
from dager_desktop.ui.cards.pixmaps import CardPixmaps
from dager_desktop.ui.platform import screens
from dager_desktop.ui.platform.style import dialog_style
from dager_desktop.ui.table.projection import HUMAN
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.i18n import fill

# The cards when the caller gives no size, and the least they get.
CHI_CARD = QSize(28, 90)


class ChiChooser(QDialog):
    """One button per way to 吃, each previewing the 吃 列 and the 比 列 that go with it."""

    chosen = Signal(object)

    def __init__(
        self,
        options: Sequence[Action],
        pixmaps: CardPixmaps,
        parent: QWidget | None = None,
        card: Card | None = None,
        card_size: QSize | None = None,
        text_scale: float = 1.0,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ChiChooser")
        if text_scale != 1.0:
            self.setStyleSheet(dialog_style(text_scale))
        # the size asked for; the strips' may be smaller (shrink_cards)
        self._card = at_least(card_size, CHI_CARD)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.options = tuple(options)
        self.card = card  # the card claimed: marked in each way, named in the question
        layout = QVBoxLayout(self)
        self.question = QLabel(self)
        layout.addWidget(self.question)
        row = QHBoxLayout()
        self.buttons: list[QPushButton] = []
        self._strips: list[CardStrip] = []
        for action in self.options:
            row.addLayout(self._option(action, pixmaps))
        layout.addLayout(row)
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        cancel.rejected.connect(self.reject)
        layout.addWidget(cancel)
        self.retranslate()
        room = screens.room_for(self)
        shrink_cards(self, self._strips, lambda: fits_in(self, room))

    def still_offered(self, game: Game | None) -> bool:
        """Its ways are still the player's to take (another seat's 碰 or 胡 may have
        ended the claim window while the player was choosing)."""
        decisions = game.decisions() if game is not None else ()
        offered = next((d.options for d in decisions if d.seat == HUMAN), ())
        return all(option in offered for option in self.options)

    def retranslate(self) -> None:
        #: title of the dialog that lets the player pick one way to 吃
        self.setWindowTitle(self.tr("Which Chi?"))
        #: above the ways to 吃: %1 is the card claimed, in 「」
        question = self.tr("Chi %1 with which cards?")
        self.question.setText(fill(question, terms.quoted_cards([self.card]))
                              if self.card is not None else "")
        self.question.setVisible(self.card is not None)
        chi = terms.action_label(ActionKind.CHI)
        #: 比 — the forced companion 列 of a 吃. Chinese: 比
        bi = self.tr("Bi")
        parts = zip(self.options, self._strips, self.buttons, strict=True)
        for i, (action, strip, button) in enumerate(parts):
            assert action.meld is not None
            strip.set_captions([chi] + [bi] * len(action.bi))
            # two ways may 吃 the same 列 and differ only in their 比: name those too
            sets = [f"{chi} {terms.cards_text(action.meld.cards)}"]
            sets += [f"{bi} {terms.cards_text(m.cards)}" for m in action.bi]
            button.setText(f"{i + 1}. " + " · ".join(sets))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _option(self, action: Action, pixmaps: CardPixmaps) -> QVBoxLayout:
        assert action.meld is not None
        groups: list[Group] = [(action.meld.cards, "")]
        groups += [(m.cards, "") for m in action.bi]
        # the claimed card is in the 吃 列 (the first group); the 比 take it from the hand
        claimed = action.meld.cards.index(self.card) if self.card in action.meld.cards else None
        column = QVBoxLayout()
        strip = CardStrip(pixmaps, groups, self._card, self,
                          [(0, claimed)] if claimed is not None else [])
        column.addWidget(strip)
        self._strips.append(strip)
        button = QPushButton(self)
        button.clicked.connect(lambda _=False, a=action: self._choose(a))
        column.addWidget(button)
        self.buttons.append(button)
        return column

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= len(self.options):
            self._choose(self.options[int(text) - 1])
            return
        super().keyPressEvent(event)

    def _choose(self, action: Action) -> None:
        self.chosen.emit(action)
        self.accept()
