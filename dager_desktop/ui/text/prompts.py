"""What the table's status line asks of the player when it is their decision.

The words only: the options come from the engine (``Game.decisions``).  The
strings keep the translation context of the main window, where they began.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from dager_desktop.engine import Action, ActionKind, Phase
from dager_desktop.ui.text.i18n import fill

translate = QCoreApplication.translate


def discard_prompt() -> str:
    #: the human must play a card from the hand
    return translate("MainWindow",
                     "Your turn: play a card (double-click it, or select it and press Enter).")


def claim_prompt(phase: Phase, options: Sequence[Action]) -> str:
    """The opening, a 报 bào declaration, or a card on offer (which may be mandatory)."""
    if phase is Phase.OPENING:
        #: the opening: 胡 with the dealt hand, declare 报 (ready), or pass
        return translate("MainWindow", "Opening: Hu, declare Bao, or Pass.")
    if phase is Phase.BAO:
        return translate("MainWindow", "Declare Bao (ready) or Pass.")
    if not any(a.kind is ActionKind.PASS for a in options):
        #: a card is on offer that the human must claim (有碰必碰: 过 is not allowed)
        return translate("MainWindow", "You must claim this card: choose a button.")
    #: a card is on offer and the human may claim it
    return translate("MainWindow", "Claim this card? Choose a button, or press Space to pass.")


def pick_first_prompt(buttons: int) -> str:
    """Enter in a claim window before a button was picked with 1–9: how to pick one."""
    if buttons == 1:
        #: Enter was pressed with no button picked and a single button to pick
        return translate("MainWindow", "No button is picked: press 1, then Enter, or click it.")
    #: Enter was pressed with no button picked; %1 is the number of buttons (2 to 5)
    text = translate("MainWindow", "No button is picked: press 1–%1, then Enter, or click one.")
    return fill(text, buttons)
