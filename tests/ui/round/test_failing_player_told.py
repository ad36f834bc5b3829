"""A computer player that fails is told to the player once a round, naming its seat."""

from __future__ import annotations

from dager_desktop.ui.text import terms
from tests.ui.helpers import FailingAgent, HumanDriver, easy_factory


def test_a_failing_seat_is_told_once_a_round_by_name(make_window, qtbot):
    # Before, its seat played safe moves and only the log knew.
    failing = FailingAgent()

    def factory(level, seed):
        return failing if seed % 10 == 1 else easy_factory(level, seed)

    window = make_window(factory=factory, seed=8)
    said: list[str] = []
    shown = window.show_status

    def show_status(words, ms=5000):
        said.append(words())
        shown(words, ms)

    window.show_status = show_status
    driver = HumanDriver(window, rounds=2)
    window.new_match()
    qtbot.waitUntil(driver.done, timeout=30000)
    assert failing.calls > 2  # it failed many times a round ...
    told = [text for text in said if "computer player" in text]
    assert len(told) == 2  # ... and was told once in each of the two rounds
    assert all(terms.seat_name(1) in text and "log" in text for text in told)
