"""What the UI tests share: stand-ins for the computer players and for the person at
the table, scripted rounds, and ways to reach a moment of a round (a 碰 on offer,
two ways to 吃, the human as the 底家, the human's discard)."""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QWidget

from dager_desktop.ai import make_agent
from dager_desktop.engine import PRESETS, Action, ActionKind, Game, SeatView
from dager_desktop.store import Replays
from dager_desktop.ui.replays.dialog import ReplaysDialog
from dager_desktop.ui.replays.viewer import ReplayViewer
from dager_desktop.ui.table.hand_model import LegalRole
from dager_desktop.ui.table.projection import HUMAN
from dager_desktop.ui.table.seating import places_for
from tests.engine.deals import deal, pass_opening, play
from tests.engine.vectors import SEAT0_V35, SEAT1_V35, SEAT3_V35

# -- computer players --------------------------------------------------------------------
# The real easy agent when it can be loaded, otherwise a tiny random one that honours
# the same contract.


class RandomAgent:
    """Picks any offered option; deterministic for a seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, options: Sequence[Action]) -> Action:
        return self.rng.choice(list(options))


class FailingAgent:
    """Raises on every decision."""

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, view: SeatView, options: Sequence[Action]) -> Action:
        self.calls += 1
        raise RuntimeError("this agent always fails")


class SlowAgent(RandomAgent):
    """Thinks for ``delay`` seconds before answering, or until told to ``hurry``."""

    #: Set as a test's windows close (``conftest.make_window``): a closing window
    #: waits for its computer seats, and would sit out each one's last 2 s.
    hurry = threading.Event()

    def __init__(self, seed: int, delay: float) -> None:
        super().__init__(seed)
        self.delay = delay

    def choose(self, view: SeatView, options: Sequence[Action]) -> Action:
        self.hurry.wait(self.delay)
        return super().choose(view, options)


def easy_factory(level: str, seed: int):
    """The project's easy agent if ``dager_desktop.ai`` is there, else ``RandomAgent``."""
    try:
        from dager_desktop.ai import make_agent
    except ImportError:
        return RandomAgent(seed)
    return make_agent("easy", seed)


def won_by_easy_players(first_seed: int, wanted=lambda game: True, tries: int = 200) -> Game:
    """The first standard round from ``first_seed`` on that easy players (seeded from the
    deal's seed) play out to a win, and that is ``wanted``."""
    from dager_desktop.ai import make_agent

    for seed in range(first_seed, first_seed + tries):
        game = Game.new(PRESETS["standard"], seed=seed, dealer=0)
        agents = {seat: make_agent("easy", seed * 10 + seat) for seat in range(4)}
        while not game.over:
            decision = game.decisions()[0]
            view = game.view(decision.seat)
            game.apply(decision.seat, agents[decision.seat].choose(view, decision.options))
        result = game.result
        if result.winner is not None and result.arrangement is not None and wanted(game):
            return game
    raise AssertionError("no such round")


# -- the person at the table -------------------------------------------------------------
# HumanDriver acts through the widgets, as a player would: on a discard turn it
# double-clicks the first legal card of the hand view; in a claim window it clicks the
# first enabled response button (in the 吃 chooser the first way); at the end of a
# round it clicks "Next round".


class HumanDriver:
    def __init__(self, window, rounds: int = 1, on_decision=None) -> None:
        self.window = window
        self.rounds_wanted = rounds
        self.rounds_seen = 0
        self.dialogs_seen = 0
        self.decisions = 0
        self.on_decision = on_decision
        window.flow.humanDecision.connect(self._decision)
        window.flow.roundOver.connect(self._round_over)

    def done(self) -> bool:
        return self.rounds_seen >= self.rounds_wanted and not self._dialog_open()

    def _dialog_open(self) -> bool:
        dialog = self.window.round_dialog
        return dialog is not None and dialog.isVisible()

    def _decision(self, decision) -> None:
        if decision is not None:
            QTimer.singleShot(0, self._act)

    def _act(self) -> None:
        window = self.window
        if window.flow.state_name != "human" or not window.flow.human_options():
            return
        self.decisions += 1
        if self.on_decision is not None:
            before = len(window.session.game.actions)
            self.on_decision(self)
            if len(window.session.game.actions) != before:
                return  # the hook made the move itself
        responses = window.table.centre.responses
        if responses.mode == "discard":
            self._double_click_first_legal_card()
            return
        buttons = responses.enabled_buttons()
        before = len(window.session.game.actions)
        QTest.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        if self._click_held_back(before):
            # a click this soon after the last answer counts as its double-click: a
            # person would have read the new question first
            self.decisions -= 1
            QTimer.singleShot(QApplication.doubleClickInterval() + 10, self._act)
            return
        chooser = window.chi_dialog
        if chooser is not None and chooser.isVisible():
            QTest.mouseClick(chooser.buttons[0], Qt.MouseButton.LeftButton)

    def _click_held_back(self, actions_before: int) -> bool:
        window = self.window
        chooser = window.chi_dialog
        return (len(window.session.game.actions) == actions_before
                and window.flow.state_name == "human"
                and not (chooser is not None and chooser.isVisible()))

    def _double_click_first_legal_card(self) -> None:
        hand = self.window.table.hand
        model = hand.model()
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            if index.data(LegalRole):
                point = hand.visualRect(index).topLeft() + _inset()
                # The visible top part of the card is what a player clicks.  QTest's
                # double-click sends only the second press: the first comes before.
                left, plain = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
                QTest.mouseClick(hand.viewport(), left, plain, point)
                QTest.mouseDClick(hand.viewport(), left, plain, point)
                return
        raise AssertionError("no legal card in the hand on a discard turn")

    def _round_over(self, game) -> None:
        self.rounds_seen += 1
        QTimer.singleShot(0, self._close_dialog)

    def _close_dialog(self) -> None:
        dialog = self.window.round_dialog
        assert dialog is not None and dialog.isVisible(), "no round-over dialog"
        self.dialogs_seen += 1
        if self.rounds_seen < self.rounds_wanted:
            QTest.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
        else:
            dialog.close()


def _inset():
    from PySide6.QtCore import QPoint

    return QPoint(8, 8)


def play_until(window, qtbot, wanted) -> None:
    """Pass (or throw the last card) until the human is asked and ``wanted(options)``."""
    def step() -> bool:
        flow = window.flow
        if flow.state_name != "human":
            return False
        options = flow.human_options()
        if wanted(options):
            return True
        passes = [a for a in options if a.kind is ActionKind.PASS]
        discards = [a for a in options if a.kind is ActionKind.DISCARD]
        flow.human_chose((passes or discards[-1:] or options)[0])
        return False

    qtbot.waitUntil(step, timeout=20000)


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


# -- moments of a round ------------------------------------------------------------------


def practice_window(make_window, **kwargs):
    window = make_window(**kwargs)
    window.session.set_hints(True)
    return window


def install(window, game: Game) -> None:
    """Put a scripted round on the table in place of the one dealt."""
    match = window.session.match
    window.flow.stop()
    match.game = game
    window.models.start_round(game, match)
    window.table.place_seats(places_for(game.view(HUMAN)))
    window.flow.start_round(game, catch_up=True)


def human_deciding(window) -> bool:
    return window.flow.state_name == "human" and bool(window.flow.human_options())


def peng_on_offer(make_window):
    """seed000 lets a 碰 be passed: dealer 3 discards 七 and the human holds 七七.
    Returns the window and the round, not yet on the table."""
    window = practice_window(make_window, preset="seed000",
                             factory=lambda level, seed: SlowAgent(seed, 2.0))
    window.new_match()
    game = deal({3: SEAT0_V35 + "七", 0: SEAT3_V35, 2: SEAT1_V35}, dealer=3,
                rules=window.session.rules, stock_top="七")
    pass_opening(game)
    play(game, 3, "discard 七")
    return window, game


def several_ways_to_chi():
    """A claim window in which some seat may 吃 the card on offer in two ways or more."""
    for seed in range(200):
        game = Game.new(seed=seed)
        agents = {s: make_agent("easy", seed * 10 + s) for s in range(4)}
        while not game.over:
            for decision in game.decisions():
                ways = [a for a in decision.options if a.kind is ActionKind.CHI]
                if len(ways) >= 2:
                    return game, ways
            decision = game.decisions()[0]
            view = game.view(decision.seat)
            game.apply(decision.seat, agents[decision.seat].choose(view, decision.options))
    raise AssertionError("no claim window with two ways to 吃")


def deal_with_the_human_as_dijia(window) -> None:
    session = window.session
    session.new_match()
    match = session.match
    for _ in range(40):
        if match.dealer == 2:
            break
        match.dealer = (match.dealer + 1) % 4
    window.models.start_match(match)
    window._deal()
    assert session.game.dijia == 0


# -- a restless player ---------------------------------------------------------------------

KEYS = (
    Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_1, Qt.Key.Key_2,
    Qt.Key.Key_3, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Delete,
)
#: Quit would end the session: it has tests of its own.
SKIPPED = {"quit_action"}


def _menu_actions(window) -> list[QAction]:
    """Every item a player can reach in the menu bar, submenus included."""
    skipped = {id(getattr(window.menus, name)) for name in SKIPPED}
    found, menus = [], [a.menu() for a in window.menuBar().actions()]
    while menus:
        for action in menus.pop().actions():
            if action.menu() is not None:
                menus.append(action.menu())
            elif action.text() and not action.isSeparator() and id(action) not in skipped:
                found.append(action)
    return found


def _target(window, rng: random.Random) -> QWidget:
    """Where a click lands: mostly a dialog in front of the window, else the window."""
    modal = QApplication.activeModalWidget()
    if modal is not None and modal.isVisible():
        return modal
    others = [w for w in QApplication.topLevelWidgets()
              if w is not window and w.isVisible() and isinstance(w, QDialog)]
    if others and rng.random() < 0.7:
        return rng.choice(others)  # the round's end, the 吃 chooser, Statistics, Replays ...
    return window


def _click_somewhere(window, rng: random.Random) -> None:
    top = _target(window, rng)
    point = QPoint(rng.randrange(max(1, top.width())), rng.randrange(max(1, top.height())))
    widget = top.childAt(point) or top
    local = widget.mapFrom(top, point) if widget is not top else point
    button = rng.choice((Qt.MouseButton.LeftButton,) * 4 + (Qt.MouseButton.RightButton,))
    if rng.random() < 0.3:
        QTest.mouseDClick(widget, button, Qt.KeyboardModifier.NoModifier, local)
    else:
        QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier, local)


def _press_a_key(window, rng: random.Random) -> None:
    target = QApplication.focusWidget() or _target(window, rng)
    QTest.keyClick(target, rng.choice(KEYS))


def _play_something(window, rng: random.Random) -> None:
    """A click where the game is: a response button, a card of the hand (legal or not),
    or a button of the dialog in front."""
    for dialog in (window.chi_dialog, window.round_dialog):
        if dialog is not None and dialog.isVisible():
            buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
            if buttons:
                QTest.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
                return
    buttons = window.table.centre.responses.enabled_buttons()
    if buttons and rng.random() < 0.6:
        QTest.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        return
    hand = window.table.hand
    model = hand.model()
    if model.rowCount():
        rect = hand.visualRect(model.index(rng.randrange(model.rowCount()), 0))
        point = rect.topLeft() + QPoint(8, 8)
        left, plain = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        QTest.mouseClick(hand.viewport(), left, plain, point)
        QTest.mouseDClick(hand.viewport(), left, plain, point)


def _choose_a_menu_item(window, rng: random.Random) -> None:
    action = rng.choice(_menu_actions(window))
    if action.isEnabled():
        action.trigger()


def restless_player(window, qtbot, rng: random.Random, steps: int) -> int:
    """Do ``steps`` random things; returns how many moves the round records took."""
    moves = (_click_somewhere,) * 4 + (_play_something,) * 4 + (_press_a_key,) * 3 + (
        _choose_a_menu_item,)
    made = []
    window.flow.applied.connect(lambda: made.append(1))
    for _ in range(steps):
        rng.choice(moves)(window, rng)
        qtbot.wait(rng.choice((0, 0, 1, 5, 20)))
    return len(made)


def close_what_is_open(window) -> None:
    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible() and widget is not window.round_dialog:
            widget.close()


# -- replays -------------------------------------------------------------------------------


def click_and_wait(qtbot, dialog: ReplaysDialog, action) -> None:
    """Click ``action`` (Open, Export, Import) and wait for its file work on the worker."""
    action()
    qtbot.waitUntil(lambda: not dialog.busy())


def open_viewer(qtbot, replays: Replays, game) -> ReplayViewer:
    info = replays.add(game)
    viewer = ReplayViewer(replays.steps(info.id), info)
    qtbot.addWidget(viewer)
    return viewer
