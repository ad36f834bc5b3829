"""The human's response buttons beside the card on offer.

In a claim window the five buttons stand in the fixed order 胡 招 碰 吃 过,
胡 the most prominent; only the ones the engine offers are enabled (the
others stay visible, disabled, so the order never shifts).  At the opening
the buttons are 胡 报 过; on a discard turn, "Discard" and "Discard and
declare Bao" act on the selected card.  The bar holds the offered actions and
emits the one chosen — it never builds an action of its own.

A click that comes within a double-click's interval of the previous answer,
on a question shown in between, is ignored: at the Instant speed the next
question can stand under the pointer before the second click of a
double-click lands, and that click must not answer what the player has not
seen (passing a card makes it 过张 for good).  Keys are not held back: each
press is meant (and a held key does not repeat, ``window.keys``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QPushButton, QSizePolicy, QVBoxLayout, QWidget

from dager_desktop.engine import Action, ActionKind, Card
from dager_desktop.ui.text import terms
from dager_desktop.ui.widgets import click_echo

CLAIM_ORDER = (ActionKind.HU, ActionKind.ZHAO, ActionKind.PENG, ActionKind.CHI, ActionKind.PASS)
OPENING_ORDER = (ActionKind.HU, ActionKind.BAO, ActionKind.PASS)


class ResponseBar(QWidget):
    """Buttons for the decision the human faces now."""

    # an offered Action was chosen
    chosen = Signal(object)
    # 吃 was pressed with several ways to eat: the tuple of CHI actions to choose from
    chiChoice = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._options: tuple[Action, ...] = ()
        self._mode = "idle"
        self._selected_card: Card | None = None
        self._picked = -1
        # when the last answer was given and the present question shown (monotonic s)
        self._answered_at = click_echo.NEVER
        self._offered_at = click_echo.NEVER
        self.buttons: dict[str, QPushButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The column of five claim buttons sets the table's least height (the window
        # must fit a 640-px-high screen): buttons of 30 px, 4 px apart.
        layout.setSpacing(4)
        for key in ("hu", "zhao", "peng", "chi", "bao", "pass", "discard", "discard_bao"):
            button = QPushButton(self)
            button.setObjectName("HuButton" if key == "hu" else "ResponseButton")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space and Enter belong to the table
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, k=key: self._clicked(k))
            layout.addWidget(button)
            self.buttons[key] = button
        layout.addStretch(1)
        self.retranslate()
        self.clear()

    def retranslate(self) -> None:
        labels = {
            "hu": terms.action_label(ActionKind.HU),
            "zhao": terms.action_label(ActionKind.ZHAO),
            "peng": terms.action_label(ActionKind.PENG),
            "chi": terms.action_label(ActionKind.CHI),
            "bao": terms.action_label(ActionKind.BAO),
            "pass": terms.action_label(ActionKind.PASS),
            "discard": terms.action_label(ActionKind.DISCARD),
            #: play the selected card and declare 报牌 (ready) at once. Chinese: 出牌报牌
            "discard_bao": self.tr("Discard + Bao"),
        }
        for key, text in labels.items():
            self.buttons[key].setText(text)
        self._set_tips()

    def _set_tips(self) -> None:
        """Tooltips gloss each term ("Zhao — claim the fourth ..."), for newcomers; at the
        opening no card is on offer, and 胡 and 过 say so."""
        opening = self._mode in ("opening", "bao")
        for key in ("hu", "zhao", "peng", "chi", "bao", "pass", "discard"):
            self.buttons[key].setToolTip(terms.action_tip(ActionKind(key), opening))
        self.buttons["discard_bao"].setToolTip(terms.action_tip(ActionKind.BAO))

    # -- what is offered --------------------------------------------------------------

    @property
    def mode(self) -> str:
        return self._mode

    def options(self) -> tuple[Action, ...]:
        return self._options

    def clear(self) -> None:
        self._options, self._mode, self._picked = (), "idle", -1
        for button in self.buttons.values():
            button.setVisible(False)
            button.setProperty("picked", False)

    def offer(self, options: Sequence[Action], mode: str) -> None:
        """Show the buttons of ``mode`` (claim, opening, bao, discard) for ``options``."""
        self.clear()
        self._options, self._mode = tuple(options), mode
        self._offered_at = click_echo.now()
        self._set_tips()
        kinds = {a.kind for a in options}
        if mode == "claim":
            shown = [k.value for k in CLAIM_ORDER]
        elif mode in ("opening", "bao"):
            shown = [k.value for k in OPENING_ORDER]
        else:
            shown = ["discard", "discard_bao"] if ActionKind.BAO in kinds else ["discard"]
        for key in shown:
            button = self.buttons[key]
            button.setVisible(True)
            button.setEnabled(mode != "discard" and ActionKind(key) in kinds)
        if mode == "discard":
            self.set_selected_card(self._selected_card)

    def set_selected_card(self, card: Card | None) -> None:
        """On a discard turn the Discard buttons act on the card selected in the hand."""
        self._selected_card = card
        if self._mode != "discard":
            return
        self.buttons["discard"].setEnabled(self.discard_action(card) is not None)
        self.buttons["discard_bao"].setEnabled(self._find(ActionKind.BAO, card) is not None)

    def discard_action(self, card: Card | None) -> Action | None:
        return self._find(ActionKind.DISCARD, card)

    def _find(self, kind: ActionKind, card: Card | None) -> Action | None:
        for action in self._options:
            if action.kind is kind and action.card == card and card is not None:
                return action
        return None

    # -- choosing -----------------------------------------------------------------------

    def enabled_buttons(self) -> list[QPushButton]:
        return [b for b in self.buttons.values() if b.isVisible() and b.isEnabled()]

    def pick(self, n: int) -> bool:
        """Keys 1–9: mark the n-th enabled button; Enter then presses it."""
        buttons = self.enabled_buttons()
        if not 0 <= n < len(buttons):
            return False
        for button in self.buttons.values():
            button.setProperty("picked", button is buttons[n])
            button.style().polish(button)
        self._picked = n
        return True

    def confirm(self) -> bool:
        """Enter: press the picked button."""
        buttons = self.enabled_buttons()
        if 0 <= self._picked < len(buttons):
            key = next(k for k, b in self.buttons.items() if b is buttons[self._picked])
            self._pressed(key)
            return True
        return False

    def pass_turn(self) -> bool:
        """Space: 过, when 过 is offered."""
        if any(a.kind is ActionKind.PASS for a in self._options) and self._mode != "discard":
            self._pressed("pass")
            return True
        return False

    def press(self, key: str) -> None:
        """A key's press of button ``key`` ("pass", "discard_bao" ...): as a click, but
        never held back (module docstring); a button not offered does nothing."""
        button = self.buttons[key]
        if button.isVisible() and button.isEnabled():
            self._pressed(key)

    def _clicked(self, key: str) -> None:
        """A click: ignored when it is the echo of the last answer (module docstring)."""
        if self._offered_at > self._answered_at and click_echo.echoes(self._answered_at):
            return
        self._pressed(key)

    def _pressed(self, key: str) -> None:
        if key == "discard":
            action = self.discard_action(self._selected_card)
        elif key == "discard_bao":
            action = self._find(ActionKind.BAO, self._selected_card)
        else:
            kind = ActionKind(key)
            matching = [a for a in self._options if a.kind is kind]
            if kind is ActionKind.CHI and len(matching) > 1:
                self.chiChoice.emit(tuple(matching))
                return
            action = matching[0] if matching else None
        if action is not None:
            self._answered_at = click_echo.now()
            self.chosen.emit(action)
