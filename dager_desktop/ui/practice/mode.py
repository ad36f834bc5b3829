"""Practice mode: rule hints that teach, without playing for the learner.

With Options ▸ Rule hints on (``Session.hints``):

* the legal discards are outlined and the offered claim buttons marked;
  every disabled button and every card that may not be played explains
  itself in a tooltip — the reason comes from the engine (``explain``);
* when the human cannot claim the card on offer although the cards nearly
  allow it (过张, 报, a 吃 with no 比 …), the claim buttons show, disabled,
  with the reasons — the learner sees the rule that stopped them;
* the hint panel (``HintDock``) shows the hand's facts (``hand_hints``);
* Hint (H) asks the normal or hard player (``advise``, on the worker thread)
  and marks its choice with a one-line reason; it never plays;
* before a pass that would make a usable card 过张 a one-time explanation
  asks to confirm (``tips``);
* Undo takes back the human's last decision (``undo``).

A hint or an undo marks the round as assisted (``Session.mark_assisted``).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDialog, QMainWindow

from dager_desktop.ai.advice import Advice, advise
from dager_desktop.engine import (
    Action,
    ActionKind,
    Card,
    Game,
    HandHints,
    declined_guo,
    explain,
    hand_hints,
)
from dager_desktop.ui.platform.tasks import TaskRunner
from dager_desktop.ui.practice.buttons import ButtonHints
from dager_desktop.ui.practice.dock import HintDock
from dager_desktop.ui.practice.marks import HandMarks, HandTips
from dager_desktop.ui.practice.menu import PracticeMenu
from dager_desktop.ui.practice.tips import GUO_TIP, ask_guo_tip
from dager_desktop.ui.practice.undo import can_take_back, take_back
from dager_desktop.ui.round.flow import RoundFlow
from dager_desktop.ui.round.playback import EventPlayer
from dager_desktop.ui.round.session import Session
from dager_desktop.ui.table.projection import HUMAN
from dager_desktop.ui.table.table_widget import TableWidget
from dager_desktop.ui.text import hint_text, terms
from dager_desktop.ui.text.i18n import fill

log = logging.getLogger(__name__)

# A hint still not worked out after this long is given up (its thread written off):
# the hardest player takes a third of a second.
HINT_LIMIT_MS = 10_000
# A hint the player waits for goes before the sprite batches queued at start-up, as a
# computer seat's decision does (``TaskRunner.run``'s priority): behind them, the
# first hints of a session came seconds late.
HINT_PRIORITY = 1

# What identifies a decision: the round's serial number (not ``id(game)``: a new
# round may be given a freed one's id), the moves made so far, the options.
Token = tuple[int, int, tuple[Action, ...]]


class Practice(QObject):
    """Feeds the hint panel, the marks and the tooltips; guards passes; hints; undo.

    It is given what it works with: the ``session`` and its round ``flow``, the
    ``player`` of the table's animations, the ``table``, the ``tasks`` runner for
    hints, its ``menu`` entries, and the main ``window`` it docks its panel in and
    opens the 过张 tip over.
    """

    def __init__(self, *, session: Session, flow: RoundFlow, player: EventPlayer,
                 table: TableWidget, tasks: TaskRunner, menu: PracticeMenu,
                 window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.flow = flow
        self.player = player
        self.table = table
        self.tasks = tasks
        self.menu = menu
        self.ask_tip = ask_guo_tip  # tests replace it: (parent, card, script, answered, scale)
        self.tip_shown = False  # the 过张 explanation is shown once per run at most
        # the open 过张 tip, and the decision it was asked at (round, actions so far)
        self._tip: tuple[QDialog, tuple[Game, int]] | None = None
        self.advice: tuple[Token, Advice | None] | None = None  # (decision token, advice)
        self._hint_task: int | None = None
        self._hint_failed: Token | None = None  # the decision whose hint could not be had
        self._game: Game | None = None  # the round the serial below counts
        self._round_serial = 0
        self._facts: tuple[Game, int, HandHints] | None = None  # (round, events, facts)
        self.dock = HintDock(window)
        table.lend_text_scale(self.dock)
        self.panel = self.dock.panel
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.marks = HandMarks(table.hand)
        self.tips = HandTips(table.hand, self._card_reason)
        self.buttons = ButtonHints(table.centre.responses)
        self._wire()
        window.installEventFilter(self)
        self.refresh()

    # -- wiring ----------------------------------------------------------------------------

    def _wire(self) -> None:
        # A pass may first need the 过张 explanation: the flow asks before it applies.
        self.flow.choice_guard = self.let_through
        self.menu.hintsToggled.connect(self.session.set_hints)
        self.menu.levelChosen.connect(self._hint_level_chosen)
        self.menu.hintRequested.connect(self.request_hint)
        self.menu.undoRequested.connect(self.undo)
        self.panel.hintRequested.connect(self.request_hint)
        self.panel.undoRequested.connect(self.undo)
        self.session.optionsChanged.connect(self.refresh)
        self.session.matchStarted.connect(self.refresh)
        self.flow.humanDecision.connect(lambda _decision: self.refresh())
        self.flow.waitingFor.connect(lambda _seat: self.refresh())
        self.flow.applied.connect(self.refresh)
        self.flow.roundOver.connect(lambda _game: self.refresh())
        self.player.finished.connect(self.refresh)
        selection = self.table.hand.selectionModel()
        selection.currentChanged.connect(lambda *_: self.refresh())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.menu.retranslate()
            # the reasons and the hint line, in the new language — once the window has
            # retranslated, or its plain button tooltips would overwrite the reasons
            QTimer.singleShot(0, self, self.refresh)
        return False

    @property
    def on(self) -> bool:
        return bool(self.session.hints)

    def script(self) -> str:
        return self.table.pixmaps.script

    # -- keeping everything up to date -------------------------------------------------

    def refresh(self) -> None:
        """Re-read the round and redraw every hint (cheap; called on every change)."""
        self._close_stale_tip()
        game = self.session.game
        options = self.flow.human_options()
        self.dock.setVisible(self.on)
        self.menu.show_state(self.on, self.session.hint_level, self.can_undo())
        self.menu.hint_action.setEnabled(self.on and bool(options))
        self.panel.set_enabled(bool(options), self.can_undo())
        if game is None:
            self.panel.clear_facts()
        if not self.on or game is None:
            self._clear()
            return
        self.panel.preset = self.session.preset
        self.panel.script = self.script()
        self.panel.selected = self.table.selected_card()
        if game.over:  # "not ready yet" and the like would speak of a hand no longer played
            self.panel.clear_facts()
        else:
            playing = HUMAN in game.seats
            self.panel.set_facts(self._hand_facts(game) if playing else None)
        advice = self._current_advice(options)
        if options:
            self._mark_decision(game, options, advice)
        else:
            self._mark_idle(game)
        failed = bool(options) and self._hint_failed == self._token(options)
        #: the Hint's computer player raised an error or took far too long
        self.panel.set_hint(self.tr("No hint this time: the computer player could not "
                                    "decide.") if failed else self._hint_text(advice))

    def _clear(self) -> None:
        self.marks.set_marks((), None)
        self.buttons.clear_marks()
        self.panel.set_blocked([])
        self.panel.set_hint("")
        self.buttons.leave_info_mode()

    def _mark_decision(
        self, game: Game, options: tuple[Action, ...], advice: Advice | None
    ) -> None:
        legal = {a.card for a in options if a.kind is ActionKind.DISCARD and a.card is not None}
        hinted = None  # the hand rings the card a hinted discard (or 报 with a discard) plays
        if advice is not None and advice.action.kind in (ActionKind.DISCARD, ActionKind.BAO):
            hinted = advice.action.card
        self.marks.set_marks(legal, hinted)
        selected = self.table.selected_card()
        self.buttons.mark(lambda action: self._reason(game, action), selected,
                          advice.action if advice else None)
        self.panel.set_blocked([])

    def _mark_idle(self, game: Game) -> None:
        """The human is not asked: show barred claims when a rule (not the cards) bars them."""
        self.marks.set_marks((), None)
        asked = game.claim_seats()
        if asked is None or HUMAN not in game.seats or HUMAN in asked:
            self.buttons.leave_info_mode()
            self.panel.set_blocked([])
            return
        reasons = {kind: explain(game, HUMAN, Action(kind))
                   for kind in (ActionKind.HU, ActionKind.ZHAO, ActionKind.PENG, ActionKind.CHI)}
        teaching = {k: r for k, r in reasons.items() if r is not None and r.by_rule}
        if not teaching:
            self.buttons.leave_info_mode()
            self.panel.set_blocked([])
            return
        self.buttons.enter_info_mode(lambda action: self._reason(game, action))
        script = self.script()
        #: a claim (%1) and why it may not be made (%2); Chinese uses the full-width colon
        line = self.tr("%1: %2")
        self.panel.set_blocked([
            fill(line, terms.action_label(kind), hint_text.refusal_text(r, script))
            for kind, r in teaching.items()
        ])

    def _reason(self, game: Game, action: Action) -> str | None:
        refusal = explain(game, HUMAN, action)
        return hint_text.refusal_text(refusal, self.script()) if refusal is not None else None

    def _card_reason(self, card: Card) -> str | None:
        """Tooltip of a hand card: why it may not be played now (hints on, a decision open)."""
        game = self.session.game
        if not self.on or game is None or not self.flow.human_options():
            return None
        return self._reason(game, Action(ActionKind.DISCARD, card))

    def _hand_facts(self, game: Game) -> HandHints:
        """``hand_hints`` of the player's view, worked out once per state of the round:
        ``refresh`` runs several times a move, and the facts took up to 17 ms."""
        facts = self._facts
        if facts is None or facts[0] is not game or facts[1] != len(game.events):
            facts = self._facts = (game, len(game.events), hand_hints(game.view(HUMAN)))
        return facts[2]

    # -- the hint -----------------------------------------------------------------------

    def _token(self, options: tuple[Action, ...]) -> Token:
        game = self.session.game
        if game is not self._game:  # another round (or the same one rewound by Undo)
            self._game, self._round_serial = game, self._round_serial + 1
        return (self._round_serial, len(game.actions) if game else 0, options)

    def _current_advice(self, options: tuple[Action, ...]) -> Advice | None:
        if self.advice is None or not options:
            return None
        token, advice = self.advice
        return advice if token == self._token(options) else None

    def _hint_text(self, advice: Advice | None) -> str:
        if advice is None:
            return ""
        return hint_text.hint_line(advice.action, advice.reason, advice.params, advice.level,
                                   self.script())

    def request_hint(self) -> None:
        """Hint (H): what the chosen computer player would do now.  Never plays it."""
        game = self.session.game
        options = self.flow.human_options()
        if not self.on or game is None or not options:
            return
        self.session.mark_assisted()
        token = self._token(options)
        self._hint_failed = None  # asked again: the last failure is not this one's
        view = game.view(HUMAN)
        level = self.session.hint_level
        seed = self.session.match.seed if self.session.match else 0
        #: shown while the computer player works out the hint
        self.panel.set_hint(self.tr("Thinking..."))
        if self._hint_task is not None:
            self.tasks.cancel(self._hint_task)

        def done(result: Advice | None, error: BaseException | None) -> None:
            self._hint_task = None
            if error is not None:
                log.error("no hint: %s", error, exc_info=error)
                self._hint_failed = token
            else:
                self.advice = (token, result)
            self.refresh()

        task = self.tasks.run(lambda: advise(view, options, level, seed), done,
                                     HINT_PRIORITY)
        self._hint_task = task
        QTimer.singleShot(HINT_LIMIT_MS, self, lambda: self._give_up_hint(task, token))

    def _hint_level_chosen(self, level: str) -> None:
        """Options ▸ Hints from: a hint shown, or still being worked out, is asked again
        of the new player (the old one's answer came in under the new one's name)."""
        options = self.flow.human_options()
        asked = self._hint_task is not None or self._current_advice(options) is not None
        self.session.set_hint_level(level)
        if asked and options:
            self.request_hint()

    def _give_up_hint(self, task: int, token: Token, waited: bool = False) -> None:
        """The hint ``task`` still runs after ``HINT_LIMIT_MS``: it is written off.  One
        that has not begun (queued behind a hint asked of the other player, which
        cannot be stopped) gets its time once more, from then."""
        if self._hint_task != task:
            return  # it reported, or another hint replaced it
        if not waited and not self.tasks.is_running(task):
            QTimer.singleShot(HINT_LIMIT_MS, self,
                              lambda: self._give_up_hint(task, token, waited=True))
            return
        log.error("the hint took more than %d ms: given up", HINT_LIMIT_MS)
        self.tasks.write_off(task)
        self._hint_task = None
        self._hint_failed = token
        self.refresh()

    # -- passing: the 过张 explanation --------------------------------------------------

    def let_through(self, action: Action) -> bool:
        """The flow's ``choice_guard``: a pass that would make a 过张 is held while it is
        explained first (False); everything else goes ahead."""
        if action.kind is ActionKind.PASS and self._tip_needed():
            self._explain_guo(action)
            return False
        return True

    def _tip_needed(self) -> bool:
        game = self.session.game
        options = self.flow.human_options()
        if not self.on or game is None or game.view(HUMAN).active is None or self.tip_shown:
            return False
        if GUO_TIP in self.session.dismissed:
            return False
        return bool(declined_guo(game.rules, options, Action(ActionKind.PASS)))

    def _explain_guo(self, action: Action) -> None:
        """Show the 过张 tip; the pass goes ahead if it is confirmed while still asked for."""
        game = self.session.game
        active = game.view(HUMAN).active if game is not None else None
        assert game is not None and active is not None
        self.tip_shown = True
        asked_at = (game, len(game.actions))

        def answered(go_on: bool, dismiss: bool) -> None:
            self._tip = None
            if dismiss:
                self.session.dismiss_tip(GUO_TIP)
            current = self.session.game
            if go_on and current is not None and asked_at == (current, len(current.actions)):
                self.flow.human_chose(action, checked=True)

        dialog = self.ask_tip(self.window, active.card, self.script(), answered,
                              self.table.metrics.text)
        if dialog is not None and dialog.isVisible():
            self._tip = (dialog, asked_at)

    def _close_stale_tip(self) -> None:
        """The question the 过张 tip explains is gone — another seat claimed the card, or
        the round ended: the tip closes (passing nothing) and may explain the next pass."""
        if self._tip is None:
            return
        dialog, asked_at = self._tip
        game = self.session.game
        if game is not None and asked_at == (game, len(game.actions)):
            return
        self._tip = None
        self.tip_shown = False  # it was never read to the end
        dialog.reject()

    # -- undo -------------------------------------------------------------------------------

    def can_undo(self) -> bool:
        # The engine rules on the decision; the table must be showing that round too.
        shown = self.flow.game is self.session.game
        return self.on and shown and can_take_back(self.session.match, HUMAN)

    def undo(self) -> bool:
        """Take back the human's last decision (practice mode only)."""
        if not self.can_undo():
            return False
        self.session.mark_assisted()
        self.advice = None
        if take_back(self.session.match, self.flow, HUMAN) is None:
            return False
        self.table.models.hand.regroup()
        self.refresh()
        return True
