"""Practice marks on the response buttons: legal ones outlined, the hinted one ringed,
and every disabled one explaining itself in its tooltip.

``ButtonHints`` works on the ``ResponseBar`` from outside: it sets dynamic
properties (styled by a sheet on the bar) and tooltips, and remembers each
button's own tooltip so that it can put it back.  In *info mode* the claim
buttons stand disabled while the human is not asked at all, so that the
reasons a rule bars a claim can be read (``Practice._mark_idle``).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from dager_desktop.engine import Action, ActionKind, Card
from dager_desktop.ui.table.responses import ResponseBar

Reason = Callable[[Action], "str | None"]

STYLE = """
QPushButton[hintLegal="true"] { border: 3px solid #78e68c; }
QPushButton[hinted="true"] { border: 4px solid #ffcd3c; }
QPushButton[picked="true"] { border: 3px solid #2e9cf0; }
"""


def button_key(action: Action) -> str:
    """The button that performs ``action``."""
    if action.kind is ActionKind.DISCARD:
        return "discard"
    if action.kind is ActionKind.BAO and action.card is not None:
        return "discard_bao"
    return action.kind.value


class ButtonHints:
    """Marks and "why not" tooltips on the response buttons."""

    def __init__(self, responses: ResponseBar) -> None:
        self.responses = responses
        self.info = False  # the claim buttons are shown only to explain
        responses.setStyleSheet(STYLE)

    def mark(self, reason: Reason, selected: Card | None, hinted: Action | None) -> None:
        """Outline the enabled buttons, ring ``hinted``'s, explain the disabled ones."""
        hinted_key = button_key(hinted) if hinted is not None else None
        if (hinted is not None and hinted_key in ("discard", "discard_bao")
                and hinted.card != selected):
            hinted_key = None  # the ring is on the card; the button acts on another one
        for key, button in self.responses.buttons.items():
            shown = not button.isHidden()
            enabled = shown and button.isEnabled()
            _set_flag(button, "hintLegal", enabled and not self.info)
            _set_flag(button, "hinted", shown and key == hinted_key)
            text = self._why(key, reason, selected) if shown and not enabled else None
            _set_reason(button, text)

    def clear_marks(self) -> None:
        for button in self.responses.buttons.values():
            _set_flag(button, "hintLegal", False)
            _set_flag(button, "hinted", False)
            _set_reason(button, None)

    def _why(self, key: str, reason: Reason, selected: Card | None) -> str | None:
        if key in ("discard", "discard_bao"):
            if selected is None:
                #: tooltip of the disabled Discard button: no card is selected
                return QCoreApplication.translate("Hints", "Select a card in your hand first.")
            kind = ActionKind.DISCARD if key == "discard" else ActionKind.BAO
            return reason(Action(kind, selected))
        return reason(Action(ActionKind(key)))  # the other buttons are named by their kind

    # -- info mode --------------------------------------------------------------------------

    def _showing_info(self) -> bool:
        # The window may have cleared the bar meanwhile (its human decision ended).
        return self.responses.mode == "claim" and not self.responses.options()

    def enter_info_mode(self, reason: Reason) -> None:
        if not self._showing_info():
            self.responses.offer((), "claim")
        self.info = True
        self.mark(reason, None, None)

    def leave_info_mode(self) -> None:
        if not self.info:
            return
        self.info = False
        if self._showing_info():
            self.responses.clear()
        self.clear_marks()


def _set_flag(button: QPushButton, name: str, on: bool) -> None:
    if bool(button.property(name)) != on:
        button.setProperty(name, on)
        button.style().unpolish(button)
        button.style().polish(button)


def _set_reason(button: QPushButton, text: str | None) -> None:
    """Put ``text`` above the button's own tooltip, or give the button its own back."""
    current = button.toolTip()
    mine = button.property("hintTip")
    if mine is not None and current == mine:
        current = button.property("baseTip") or ""  # ours is showing: the base is stored
    if text is None:
        if mine is not None:
            button.setToolTip(current)
            button.setProperty("hintTip", None)
        return
    # Rich text, so that Qt wraps a long reason instead of one screen-wide line.
    combined = f"<p>{escape(text, quote=False)}</p>"
    if current:
        # a paragraph of its own, not italics (Qt slants Chinese glyphs that have no
        # italic) nor a grey (unreadable on a dark tooltip)
        combined += f"<p>{escape(current, quote=False)}</p>"
    button.setProperty("baseTip", current)
    button.setProperty("hintTip", combined)
    button.setToolTip(combined)
