"""The line under the cards names the decision in force for the player, or whom the
table waits for — never a question whose buttons are gone (轮到你出牌 stayed up
while the card was on offer and the computer seats acted)."""

from __future__ import annotations

from dager_desktop.engine import Phase
from dager_desktop.ui.table.projection import HUMAN
from dager_desktop.ui.text.prompts import claim_prompt, discard_prompt, waiting_prompt
from tests.ui.helpers import HumanDriver


def test_the_line_under_the_cards_follows_every_step(make_window, qtbot):
    window = make_window(seed=6, speed="fast")
    centre = window.models.centre
    questions = {discard_prompt()}
    wrong: list[str] = []
    seen = {"asked": 0, "waited": 0}

    def asked(decision) -> None:
        if decision is None:
            return
        game = window.session.game
        want = (discard_prompt() if game.phase is Phase.DISCARD
                else claim_prompt(game.phase, decision.options))
        questions.add(want)
        seen["asked"] += 1
        if centre.message != want:
            wrong.append(f"asked: {centre.message!r}, not {want!r}")

    def waiting(seat) -> None:
        if seat is None or window.flow.state_name != "ai":
            return
        seats = [d.seat for d in window.session.game.decisions() if d.seat != HUMAN]
        seen["waited"] += 1
        if centre.message != waiting_prompt(seats):
            wrong.append(f"waiting: {centre.message!r}, not {waiting_prompt(seats)!r}")

    def shown(_event) -> None:
        # while the table shows what happened, no question of the player's stands
        if window.flow.state_name != "human" and centre.message in questions:
            wrong.append(f"shown during {window.flow.state_name}: {centre.message!r}")

    window.flow.humanDecision.connect(asked)
    window.flow.waitingFor.connect(waiting)
    window.player.shown.connect(shown)
    driver = HumanDriver(window)
    window.new_match()
    qtbot.waitUntil(lambda: driver.rounds_seen >= 1 or len(wrong) > 3
                    or (seen["asked"] >= 4 and seen["waited"] >= 6), timeout=60000)
    assert wrong == []
    assert seen["asked"] >= 3 and seen["waited"] >= 3
