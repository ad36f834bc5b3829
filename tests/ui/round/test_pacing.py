"""Every action seen: a call stays up about a second at normal speed, a card put on
offer lies still half a second, the player sees their own card taken, and at
instant speed nothing is animated at all."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QTimer

from dager_desktop.ai import make_agent
from dager_desktop.engine import PRESETS, ActionKind, EventKind, Game
from dager_desktop.ui.table.animation import CALL_SOLID, SPEEDS, durations
from dager_desktop.ui.table.projection import HUMAN
from dager_desktop.ui.table.seating import places_for
from dager_desktop.ui.text.events import taken_from_you


def test_slow_is_slower_and_fast_faster_than_normal():
    for part in ("move", "hold", "call"):
        slow, normal, fast, instant = (getattr(SPEEDS[s], part)
                                       for s in ("slow", "normal", "fast", "instant"))
        assert slow > normal > fast > instant == 0, part
    normal = durations("normal")
    assert normal.call * CALL_SOLID >= 900  # readable (fully drawn) for 0.9 s and more
    assert normal.hold >= 500  # a discard or a turned card: half a second, still
    assert durations("no such speed") == normal


def _before_a_claim_of_my_discard() -> tuple[Game, int, object]:
    """A round just after the player's discard, which one other seat will 碰 next."""
    for seed in range(200):
        game = Game.new(PRESETS["standard"], seed=seed, dealer=1)
        agents = {s: make_agent("easy", seed * 10 + s) for s in range(4)}
        while not game.over:
            decisions = game.decisions()
            decision = decisions[0]
            action = agents[decision.seat].choose(game.view(decision.seat), decision.options)
            active = game.view(HUMAN).active
            if (active is not None and active.seat == HUMAN and not active.turned
                    and decision.seat != HUMAN and action.kind is ActionKind.PENG
                    and len(decisions) == 1):
                return game, decision.seat, action
            game.apply(decision.seat, action)
    raise AssertionError("no 碰 of the player's discard found")


def _on_the_table(window, game: Game) -> None:
    """``game`` shown as it stands, at once (as a resumed round is)."""
    match = window.session.match
    window.flow.stop()
    match.game = game
    window.models.start_round(game, match)
    window.table.place_seats(places_for(game.view(HUMAN)))
    window.move_log.model.clear()
    player = window.player
    player.skipping = True
    player.play(game, list(game.events))
    player.skipping = False


def _claim_and_discard(game: Game, seat: int, claim) -> list:
    """The claim made, then the claimer's discard: the events they add."""
    before = len(game.events)
    game.apply(seat, claim)
    decision = game.decisions()[0]
    discard = next(a for a in decision.options if a.kind is ActionKind.DISCARD)
    game.apply(decision.seat, discard)
    return game.events[before:]


class _Watch:
    """Samples the table every 10 ms while the player shows a batch."""

    def __init__(self, window) -> None:
        self.window = window
        self.samples: list[tuple[float, list[str], int]] = []  # (time, calls, 列 of seat)
        self.shown: list[tuple[float, EventKind, int]] = []  # (time, kind, log rows)
        self.seat = 0
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._sample)
        window.player.shown.connect(self._shown)

    def _sample(self) -> None:
        models = self.window.models
        self.samples.append((time.monotonic(), self.window.table.layer.calls(),
                             models.melds[self.seat].rowCount()))

    def _shown(self, event) -> None:
        log = self.window.move_log.model
        self.shown.append((time.monotonic(), event.kind, len(log.events())))

    def first_shown(self, kind: EventKind) -> float:
        return next(t for t, k, _ in self.shown if k is kind)

    def span(self, text: str) -> float:
        """How long ``text`` was called out, from the first sample to the last."""
        times = [t for t, calls, _ in self.samples if text in calls]
        return times[-1] - times[0] if times else 0.0


@pytest.fixture
def peng_of_my_discard():
    return _before_a_claim_of_my_discard()


def test_a_call_stays_up_a_second_and_the_player_sees_their_card_taken(
        make_window, qtbot, peng_of_my_discard):
    game, seat, peng = peng_of_my_discard
    window = make_window(speed="normal")
    window.new_match()
    _on_the_table(window, game)
    offer = next(e for e in reversed(game.events) if e.kind is EventKind.DISCARDED)
    melds_before = window.models.melds[seat].rowCount()
    events = _claim_and_discard(game, seat, peng)
    claim = next(e for e in events if e.kind is EventKind.CLAIMED)
    note = taken_from_you(claim, offer)
    assert note is not None and "your" in note
    watch = _Watch(window)
    watch.seat = seat
    watch.timer.start()
    log_before = len(window.move_log.model.events())
    with qtbot.waitSignal(window.player.finished, timeout=15000):
        window.player.play(game, events)
    watch.timer.stop()
    called = watch.first_shown(EventKind.CLAIMED)
    next_discard = watch.first_shown(EventKind.DISCARDED)
    # the call is read before the claimer's discard starts: the event log paces it
    assert next_discard - called >= 0.9
    assert watch.span("Peng") >= 0.9 * 0.95  # sampled every 10 ms, on a busy machine
    assert watch.span(note) >= 0.9 * 0.95  # and the note at the player's seat with it
    # the card lands in the 列 while the call is still up: never shown at no place
    assert any("Peng" in calls and melds > melds_before for _, calls, melds in watch.samples)
    # the log follows the table: the claim is not listed before it is shown
    rows_when_called = next(rows for _, k, rows in watch.shown if k is EventKind.CLAIMED)
    assert rows_when_called < log_before + events.index(claim) + 1
    assert window.move_log.model.events()[log_before:] == tuple(events)


def test_a_discard_lies_still_half_a_second(make_window, qtbot, peng_of_my_discard):
    game, seat, peng = peng_of_my_discard
    window = make_window(speed="normal")
    window.new_match()
    _on_the_table(window, game)
    events = _claim_and_discard(game, seat, peng)
    watch = _Watch(window)
    with qtbot.waitSignal(window.player.finished, timeout=15000):
        window.player.play(game, events)
    discarded = watch.first_shown(EventKind.DISCARDED)
    after = [t for t, kind, _ in watch.shown if t > discarded]
    ended = after[0] if after else time.monotonic()
    assert ended - discarded >= durations("normal").move / 1000 + 0.5


def test_at_instant_speed_nothing_is_animated(make_window, qtbot, peng_of_my_discard):
    game, seat, peng = peng_of_my_discard
    window = make_window(speed="instant")
    window.new_match()
    _on_the_table(window, game)
    events = _claim_and_discard(game, seat, peng)
    shown, landed = [], []
    window.player.shown.connect(shown.append)
    window.player.landed.connect(landed.append)
    with qtbot.waitSignal(window.player.finished, timeout=1000):
        window.player.play(game, events)
        # all of it at once, before the event loop runs again
        assert not window.table.layer.busy() and window.table.layer.calls() == []
    assert shown == [] and landed == events
    assert window.models.melds[seat].melds()[-1] == next(
        e.meld for e in events if e.kind is EventKind.CLAIMED)
