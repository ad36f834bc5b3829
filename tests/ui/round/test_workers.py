"""Computer seats on a worker: one at a time, safe moves on failure, clean cancel and close."""

from __future__ import annotations

import logging
import sys
import threading
import time

from dager_desktop.engine import Action, ActionKind, Card
from dager_desktop.ui.round import workers
from dager_desktop.ui.round.workers import AIScheduler, safe_option
from tests.ui.helpers import FailingAgent, HumanDriver, RandomAgent, SlowAgent, easy_factory


def test_safe_option_is_pass_when_offered_else_the_first():
    discard = Action(ActionKind.DISCARD, Card.X1)
    assert safe_option([Action(ActionKind.PENG, Card.X1), Action(ActionKind.PASS)]).kind is (
        ActionKind.PASS
    )
    assert safe_option([discard, Action(ActionKind.DISCARD, Card.X2)]) == discard


def test_a_failing_agent_gives_its_seat_safe_moves_and_the_round_goes_on(
    make_window, qtbot, caplog
):
    failing = FailingAgent()

    def factory(level, seed):
        return failing if seed % 10 == 1 else easy_factory(level, seed)

    window = make_window(factory=factory, seed=8)
    driver = HumanDriver(window, rounds=2)
    with caplog.at_level(logging.ERROR, logger="dager_desktop.ui.round.workers"):
        window.new_match()
        qtbot.waitUntil(driver.done, timeout=30000)
    assert failing.calls > 0
    assert any("failed; it takes a safe move" in r.message for r in caplog.records)
    assert len(window.session.match.results) == 2


def test_an_agent_that_overruns_its_budget_is_given_a_safe_move(
    make_window, qtbot, caplog, monkeypatch
):
    monkeypatch.setitem(workers.BUDGETS_MS, "normal", 40)
    monkeypatch.setitem(workers.BUDGETS_MS, "easy", 40)

    def factory(level, seed):
        return SlowAgent(seed, 0.15) if seed % 10 == 3 else RandomAgent(seed)

    window = make_window(factory=factory, seed=4)
    driver = HumanDriver(window, rounds=1)
    with caplog.at_level(logging.WARNING, logger="dager_desktop.ui.round.workers"):
        window.new_match()
        qtbot.waitUntil(driver.done, timeout=30000)
    assert any("overran its budget" in r.message for r in caplog.records)
    assert window.session.game.over


def test_only_one_decision_runs_at_a_time(make_window, qtbot):
    running = []
    peak = []
    lock = threading.Lock()

    class Counting(RandomAgent):
        def choose(self, view, options):
            with lock:
                running.append(1)
                peak.append(len(running))
            try:
                return super().choose(view, options)
            finally:
                with lock:
                    running.pop()

    window = make_window(factory=lambda level, seed: Counting(seed), seed=6)
    driver = HumanDriver(window, rounds=1)
    window.new_match()
    qtbot.waitUntil(driver.done, timeout=30000)
    assert peak and max(peak) == 1


def test_closing_mid_round_cancels_the_pending_decision(make_window, qtbot):
    window = make_window(factory=lambda level, seed: SlowAgent(seed, 0.2), seed=2, speed="normal")
    window.flow.autoplay_human = True
    window.new_match()
    qtbot.waitUntil(window.scheduler.busy, timeout=10000)
    window.close()
    assert not window.scheduler.busy()
    assert window.ai_tasks.pool.activeThreadCount() == 0
    assert window.flow.state_name == "idle"


def test_new_match_mid_round_drops_the_old_rounds_answers(make_window, qtbot):
    window = make_window(factory=lambda level, seed: SlowAgent(seed, 0.1), seed=2)
    window.flow.autoplay_human = True
    window.new_match()
    qtbot.waitUntil(window.scheduler.busy, timeout=10000)
    old_game = window.session.game
    window.new_match()
    new_game = window.session.game
    assert new_game is not old_game
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=30000)
    assert new_game.over and old_game.actions == old_game.actions[: len(old_game.actions)]


def test_scheduler_refuses_a_second_decision_while_one_runs(qtbot):
    from dager_desktop.engine import Game
    from dager_desktop.ui.platform.tasks import TaskRunner

    runner = TaskRunner(2)
    scheduler = AIScheduler(runner)
    game = Game.new(seed=1)
    decision = game.decisions()[0]
    view = game.view(decision.seat)
    agent = SlowAgent(1, 0.05)
    assert scheduler.ask(decision.seat, agent, view, decision.options, ("a",))
    assert not scheduler.ask(decision.seat, agent, view, decision.options, ("b",))
    with qtbot.waitSignal(scheduler.decided, timeout=5000) as blocker:
        pass
    _seat, action, token = blocker.args
    assert action in decision.options and token == ("a",)
    runner.shutdown()


def test_the_task_runner_makes_full_collections_rare(qtbot):
    import gc

    from dager_desktop.ai.heap import FULL_COLLECTION_EVERY
    from dager_desktop.ui.platform.tasks import TaskRunner

    before = gc.get_threshold()
    try:
        TaskRunner(1)
        young, middle, old = gc.get_threshold()
        assert (young, middle) == before[:2]  # the young generations as usual
        assert old >= FULL_COLLECTION_EVERY
    finally:
        gc.set_threshold(*before)


class _Remembers:
    """An agent whose decision leaves objects alive (as the players' caches do)."""

    def __init__(self):
        self.kept = []
        self.collector_ran = None

    def choose(self, view, options):
        import gc

        self.collector_ran = gc.isenabled()
        self.kept.append([{"entry": i} for i in range(100)])
        return options[0]


def test_a_decision_runs_without_the_cycle_collector_and_what_it_keeps_is_frozen(qtbot):
    import gc

    from dager_desktop.ui.platform.tasks import TaskRunner

    runner = TaskRunner(1)
    scheduler = AIScheduler(runner)
    decision, view = _first_decision()
    agent = _Remembers()
    gc.unfreeze()
    try:
        with qtbot.waitSignal(scheduler.decided, timeout=5000):
            scheduler.ask(decision.seat, agent, view, decision.options, "t")
        assert agent.collector_ran is False
        assert gc.isenabled()
        kept = agent.kept[0]
        collected = {id(o) for generation in range(3) for o in gc.get_objects(generation)}
        assert gc.is_tracked(kept) and id(kept) not in collected  # frozen: never walked again
    finally:
        gc.unfreeze()
        runner.shutdown()


def test_the_rounds_played_go_by_reference_counting_though_the_heap_is_frozen(
        make_window, qtbot):
    # A frozen object is never collected: were a finished round (its round-over dialog,
    # its Game) left in a reference cycle, it would stay for the whole session.
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    gc.unfreeze()
    gc.collect()
    window = make_window(seed=3)
    driver = HumanDriver(window, rounds=3)
    window.new_match()
    qtbot.waitUntil(driver.done, timeout=60000)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.unfreeze()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        left = {type(o).__name__ for o in gc.garbage}
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert not left & {"Game", "RoundOverDialog", "Event"}


def test_the_heap_is_settled_when_a_round_ends(make_window, qtbot, monkeypatch):
    from dager_desktop.ui.window import review_link

    settled = []
    monkeypatch.setattr(review_link, "settle_the_heap", lambda: settled.append(True))
    window = make_window(seed=3)
    driver = HumanDriver(window, rounds=1)
    window.new_match()
    qtbot.waitUntil(driver.done, timeout=30000)
    qtbot.waitUntil(lambda: bool(settled), timeout=5000)


def _first_decision():
    from dager_desktop.engine import Game

    game = Game.new(seed=1)
    decision = game.decisions()[0]
    return decision, game.view(decision.seat)


class _Picks:
    """An agent that answers at once with its last option (never the safe one)."""

    def choose(self, view, options):
        return options[-1]


def test_a_decision_goes_before_queued_work_and_its_budget_excludes_the_wait(qtbot):
    from dager_desktop.ui.platform.tasks import TaskRunner

    runner = TaskRunner(1)
    scheduler = AIScheduler(runner)
    scheduler.budget_for = lambda seat: 100
    decision, view = _first_decision()
    assert len(decision.options) > 1 and safe_option(decision.options) != decision.options[-1]
    done = []
    runner.run(lambda: time.sleep(0.3), lambda r, e: done.append("busy"))  # in hand
    for _ in range(5):  # queued behind it, as sprite batches are
        runner.run(lambda: time.sleep(0.3), lambda r, e: done.append("queued"))
    qtbot.wait(50)
    with qtbot.waitSignal(scheduler.decided, timeout=5000) as blocker:
        scheduler.ask(decision.seat, _Picks(), view, decision.options, "t")
    assert blocker.args[1] == decision.options[-1]  # its own answer, not a safe move
    assert done == ["busy"]  # it went before the queued work
    runner.shutdown()


def test_an_agent_that_hangs_is_written_off_and_the_next_one_is_not_held_up(qtbot):
    from dager_desktop.ui.platform.tasks import TaskRunner

    runner = TaskRunner(1)
    scheduler = AIScheduler(runner)
    scheduler.budget_for = lambda seat: 100
    decision, view = _first_decision()
    release = threading.Event()

    class Hangs:
        def choose(self, view, options):
            release.wait(10)
            return options[-1]

    with qtbot.waitSignal(scheduler.decided, timeout=5000) as hung:
        scheduler.ask(decision.seat, Hangs(), view, decision.options, "a")
    assert hung.args[1] == safe_option(decision.options)
    started = time.perf_counter()
    with qtbot.waitSignal(scheduler.decided, timeout=5000) as next_one:
        scheduler.ask(decision.seat, _Picks(), view, decision.options, "b")
    assert next_one.args[1] == decision.options[-1]
    assert time.perf_counter() - started < 1.0
    release.set()
    assert runner.shutdown()
    assert runner.pool.maxThreadCount() == 1  # the extra thread is gone with the hung one


class _Hangs:
    """An agent whose decisions never come back (until ``release`` is set)."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.asked = 0

    def choose(self, view, options):
        self.asked += 1
        self.release.wait(10)
        return options[-1]


def _scheduler(budget_ms: int = 100):
    from dager_desktop.ui.platform.tasks import TaskRunner

    runner = TaskRunner(1)
    scheduler = AIScheduler(runner)
    scheduler.budget_for = lambda seat: budget_ms
    return runner, scheduler


def test_a_hung_decision_cancelled_by_a_new_match_does_not_hold_up_the_next(qtbot):
    runner, scheduler = _scheduler()
    decision, view = _first_decision()
    hangs = _Hangs()
    scheduler.ask(decision.seat, hangs, view, decision.options, "a")
    qtbot.waitUntil(lambda: hangs.asked == 1, timeout=2000)
    scheduler.cancel()  # New match while it hangs
    with qtbot.waitSignal(scheduler.decided, timeout=2000) as answer:
        scheduler.ask(decision.seat, _Picks(), view, decision.options, "b")
    assert answer.args[1] == decision.options[-1]  # its own answer, not a safe move
    hangs.release.set()
    assert runner.shutdown()


def test_an_agent_still_stuck_is_not_asked_again_until_it_is_free(qtbot):
    runner, scheduler = _scheduler()
    decision, view = _first_decision()
    hangs = _Hangs()
    for token in ("a", "b"):
        with qtbot.waitSignal(scheduler.decided, timeout=2000) as answer:
            scheduler.ask(decision.seat, hangs, view, decision.options, token)
        assert answer.args[1] == safe_option(decision.options)
    assert hangs.asked == 1  # the second time its seat played safe at once
    hangs.release.set()
    qtbot.waitUntil(lambda: not runner.stuck(), timeout=2000)
    with qtbot.waitSignal(scheduler.decided, timeout=2000) as answer:
        scheduler.ask(decision.seat, hangs, view, decision.options, "c")
    assert answer.args[1] == decision.options[-1] and hangs.asked == 2
    assert runner.shutdown()


def test_threads_added_for_hung_tasks_are_few(qtbot):
    from dager_desktop.ui.platform import tasks

    runner, _ = _scheduler()
    release = threading.Event()
    ids = [runner.run(lambda: release.wait(10), lambda r, e: None) for _ in range(4)]
    for task_id in ids[:3]:  # each written off as soon as it runs
        qtbot.waitUntil(lambda task_id=task_id: runner.is_running(task_id), timeout=2000)
        runner.write_off(task_id)
    assert runner.pool.maxThreadCount() == 1 + tasks.MOST_WRITTEN_OFF
    qtbot.wait(50)
    assert not runner.is_running(ids[3])  # it waits: no third thread for the third hang
    release.set()
    assert runner.shutdown() and runner.pool.maxThreadCount() == 1


def test_a_decision_that_never_gets_the_thread_gives_up_after_three_budgets(qtbot):
    runner, scheduler = _scheduler(budget_ms=100)
    decision, view = _first_decision()
    release = threading.Event()
    runner.run(lambda: release.wait(10), lambda r, e: None)  # holds the only thread
    qtbot.wait(20)
    started = time.perf_counter()
    with qtbot.waitSignal(scheduler.decided, timeout=3000) as answer:
        scheduler.ask(decision.seat, _Picks(), view, decision.options, "t")
    waited = time.perf_counter() - started
    assert answer.args[1] == safe_option(decision.options)
    assert 0.28 < waited < 0.38, waited
    release.set()
    assert runner.shutdown()


def test_a_failing_callback_goes_to_the_crash_hook(qtbot, monkeypatch):
    # the crash hook saves the match and tells the player; a log line alone did not
    from dager_desktop.ui.platform.tasks import TaskRunner

    hooked = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: hooked.append(info[0]))
    runner = TaskRunner(1)

    def done(result, error):
        raise KeyError("a bug in the GUI thread's handling")

    runner.run(lambda: 42, done)
    qtbot.waitUntil(lambda: bool(hooked), timeout=5000)
    assert hooked == [KeyError]
    runner.shutdown()
