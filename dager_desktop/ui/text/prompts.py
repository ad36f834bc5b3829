"""What the table asks of the player when it is their decision, whom it waits for
when it is not, and what a key says when it has nothing to do.

The words only: the options come from the engine (``Game.decisions``); why a
move is not allowed is the engine's (``hint_text.refusal_text``).  The strings
keep the translation context of the main window, where they began.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from dager_desktop.engine import Action, ActionKind, Phase
from dager_desktop.ui.text import terms
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


def waiting_prompt(seats: Sequence[int]) -> str:
    """Nothing is the player's to decide: whom the table waits for (in the order asked)."""
    names = [terms.seat_name(seat) for seat in seats]
    if len(names) == 1:
        #: the line under the cards while a computer player decides; %1 is its name
        return fill(translate("MainWindow", "Waiting for %1…"), names[0])
    if len(names) == 2:
        #: the line under the cards while two computer players may claim the card
        #: on offer; %1 and %2 are their names
        return fill(translate("MainWindow", "Waiting for %1 and %2…"), *names)
    #: the line under the cards while three players may claim the card on offer;
    #: %1, %2 and %3 are their names
    return fill(translate("MainWindow", "Waiting for %1, %2 and %3…"), *names[:3])


def pick_first_prompt(buttons: int) -> str:
    """Enter in a claim window before a button was picked with 1–9: how to pick one."""
    if buttons == 1:
        #: Enter was pressed with no button picked and a single button to pick
        return translate("MainWindow", "No button is picked: press 1, then Enter, or click it.")
    #: Enter was pressed with no button picked; %1 is the number of buttons (2 to 5)
    text = translate("MainWindow", "No button is picked: press 1–%1, then Enter, or click one.")
    return fill(text, buttons)


def select_first_prompt() -> str:
    """Enter on a discard turn with no card selected."""
    #: Enter was pressed on a discard turn while no card of the hand is selected
    return translate("MainWindow",
                     "No card is selected: click one (or press 1–9 for a column), then Enter.")


def no_button_prompt(key: int, buttons: int) -> str:
    """A number key beyond the buttons on offer."""
    if buttons == 1:
        #: %1 the number key pressed; a single button is on offer
        return fill(translate("MainWindow", "There is no button %1 here: press 1."), key)
    #: %1 the number key pressed; %2 the buttons there are (keys 1 to %2 pick them)
    return fill(translate("MainWindow", "There is no button %1 here: press 1–%2."), key, buttons)


def no_column_prompt(key: int, columns: int) -> str:
    """A number key beyond the columns of the hand."""
    #: %1 the number key pressed; %2 how many columns the hand has (keys 1 to %2)
    return fill(translate("MainWindow", "Your hand has no column %1: press 1–%2."), key, columns)
