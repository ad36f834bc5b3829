"""Moving a stored window's game along from a test, and reading its table."""

from __future__ import annotations

from dager_desktop.engine import ActionKind


def until_my_discard(window, qtbot, min_actions: int = 4, timeout: int = 20000) -> None:
    """Answer the human's decisions (pass where it may) until it must discard, later on."""

    def step() -> bool:
        flow, game = window.flow, window.session.game
        assert game is not None and not game.over, "the round ended before the human's turn"
        options = flow.human_options()
        if flow.state_name != "human" or not options:
            return False
        if window.table.centre.responses.mode == "discard" and len(game.actions) >= min_actions:
            return True
        passes = [a for a in options if a.kind is ActionKind.PASS]
        flow.human_chose(passes[0] if passes else options[0])
        return False

    qtbot.waitUntil(step, timeout=timeout)


def table_of(window) -> dict:
    """What the table shows, model by model."""
    models = window.models
    centre = models.centre
    return {
        "hand": sorted(models.hand.cards()),
        "melds": {s: [str(m) for m in models.melds[s].melds()] for s in range(4)},
        "discards": {s: models.discards[s].cards() for s in range(4)},
        "seats": [_seat(models.seats.info(s)) for s in range(models.seats.rowCount())],
        "centre": (centre.stock_count, centre.active, centre.active_seat, tuple(centre.bottom)),
        "scores": models.scoreboard.totals(),
    }


def _seat(info) -> tuple:
    return info.seat, info.role, info.score, info.concealed, info.bao
