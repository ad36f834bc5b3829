"""The hint panel of practice mode: the hand's facts, why a claim is barred, the Hint line.

It shows what ``engine.hand_hints`` finds in the human's view — the 胡
already certain (exposed 列, and the 坎/垅 locked in the hand), whether the
hand is 叫牌 and on which faces, with the 胡 each would give, the copies still
to come and the 名堂 and points a win would carry under the rules in play —
and, on a discard turn, the discards that leave the hand ready.  Below: why
the card on offer cannot be claimed (when the human could nearly claim it),
the Hint and Undo buttons, and the last hint.  The panel only displays; the
``Practice`` controller feeds it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dager_desktop.engine import Card, HandHints, WaitHint, format_cards
from dager_desktop.ui.platform.style import DISABLED_FILL, DISABLED_INK
from dager_desktop.ui.text import terms
from dager_desktop.ui.text.hint_text import card_text
from dager_desktop.ui.text.i18n import fill
from dager_desktop.ui.widgets import click_echo

# The panel's look: the table's cloth and inks (the dock is outside the table widget).
STYLE = f"""
QDockWidget#HintDock {{ color: #ffe08a; font-weight: bold; }}
QScrollArea#HintScroll, #HintPanel {{ background: #134f38; }}
#HintPanel QLabel {{ color: #eef3ea; font-weight: normal; }}
#HintPanel QLabel#HintLine {{ color: #ffe08a; }}
#HintPanel QLabel#HintBlocked {{ color: #ffd9a8; }}
#HintPanel QPushButton {{ min-height: 26px; padding: 2px 10px; border-radius: 7px;
    font-weight: bold; color: #1d1d1d; background: #f4e7c5; border: 2px solid #b99a52; }}
#HintPanel QPushButton:disabled {{ background: {DISABLED_FILL};
    color: {DISABLED_INK}; border-color: rgba(255, 255, 255, 60); }}
"""

# Discards listed on a discard turn (the ones whose waits have the most live copies).
MAX_DISCARDS = 4
# room after each cell of a 叫牌 table: "Card Hu Unseen" ran together without it; the
# headings and numbers keep to one line (a narrow panel broke 胡数 in two), the
# Bonuses wrap
_CELL_PAD = " style='padding-right: 5px'"
_ONE_LINE = " style='padding-right: 5px; white-space: nowrap'"
# A wait that can no longer win (过张, or no copy left): dimmer than the live ones,
# still 5 : 1 on the panel.
DEAD_WAIT = "#b5c2bb"


class HintPanel(QFrame):
    """Facts, barred claims, and the Hint / Undo buttons."""

    hintRequested = Signal()
    undoRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HintPanel")
        self.script = "simplified"
        self.preset = "standard"
        self._hints: HandHints | None = None
        self._dijia = False  # the player sits this round out (else: a hand, or no round)
        self.selected: Card | None = None  # the card selected in the hand
        self._blocked: list[str] = []
        self.facts = self._label("HintFacts")
        self.blocked = self._label("HintBlocked")
        self.hint = self._label("HintLine")
        self.hint_button = QPushButton(self)
        self.undo_button = QPushButton(self)
        for button in (self.hint_button, self.undo_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys belong to the table
        self.hint_button.clicked.connect(self.hintRequested)
        self.undo_button.clicked.connect(self._undo_clicked)
        self._undone_at = click_echo.NEVER
        self._layout()
        self.retranslate()

    def _undo_clicked(self) -> None:
        """One decision taken back a double-click: its second click would take back
        another, unseen (``click_echo``).  Clicks further apart, or Ctrl+Z, take back one
        each."""
        if click_echo.echoes(self._undone_at):
            return
        self._undone_at = click_echo.now()
        self.undoRequested.emit()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        return label

    def _layout(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint_button)
        buttons.addWidget(self.undo_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        layout.addWidget(self.facts)
        layout.addWidget(self.blocked)
        layout.addLayout(buttons)
        layout.addWidget(self.hint)
        layout.addStretch(1)

    # -- what it shows -------------------------------------------------------------------

    def set_facts(self, hints: HandHints | None) -> None:
        """The hand's facts; ``None`` when the player holds no hand (the 底家)."""
        self._hints = hints
        self._dijia = hints is None
        if hints is None:
            #: the player sits out this round as 底家 and holds no cards
            self.facts.setText(escape(self.tr("You are the Dijia this round: no hand to "
                                              "hint about.")))
            return
        self.facts.setText(self._facts_html(hints))

    def clear_facts(self) -> None:
        """No round on the table, or the round is over: nothing to say about a hand."""
        self._hints = None
        self._dijia = False
        self.facts.setText("")

    def set_blocked(self, lines: list[str]) -> None:
        self._blocked = list(lines)
        self.blocked.setVisible(bool(lines))
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        #: heading over the reasons the card on offer cannot be claimed
        head = escape(self.tr("Why you cannot claim it:"))
        self.blocked.setText(f"<b>{head}</b><ul style='margin-left:-20px'>{items}</ul>")

    def set_hint(self, text: str) -> None:
        self.hint.setText(f"<b>{escape(text)}</b>" if text else "")

    def set_enabled(self, hint: bool, undo: bool) -> None:
        """Hint needs a decision to advise on; Undo a decision to take back."""
        self.hint_button.setEnabled(hint)
        self.undo_button.setEnabled(undo)

    # -- the facts as rich text ---------------------------------------------------------

    def _facts_html(self, hints: HandHints) -> str:
        #: %1 the 胡 of the exposed sets, %2 of the 坎/垅 held in the hand
        text = self.tr("Hu so far: %1 on the table, %2 in Kan and Long in the hand")
        parts = [escape(fill(text, hints.table_hu, hints.hand_hu))]
        if hints.discard_turn:
            parts.append(self._discards_html(hints))
        elif hints.waits:
            #: 叫牌 jiàopái: the hand is ready; %n faces would win. Chinese: 叫牌
            head = self.tr("Jiao Pai (ready) on %n face(s):", None, len(hints.waits))
            parts.append(f"<b>{escape(head)}</b>" + self.waits_table(hints.waits))
        else:
            #: the hand is not ready (no 叫牌) yet
            parts.append(escape(self.tr("Not ready (no Jiao Pai) yet.")))
        if _shows_table(hints):  # the note explains the Bonuses column: none, no note
            #: %1 the rules preset whose 名堂/番 the table lists
            note = self.tr("Bonuses (Mingtang) as scored under the %1 rules.")
            parts.append(f"<small>{escape(fill(note, terms.preset_name(self.preset)))}</small>")
        return "<br>".join(parts)

    def _discards_html(self, hints: HandHints) -> str:
        if not hints.after_discard:
            #: on a discard turn: no discard would leave the hand 叫牌 (ready)
            return escape(self.tr("No discard leaves you ready (Jiao Pai) yet."))
        ranked = hints.after_discard  # the best chances first (the engine's order)
        shown = list(ranked[:MAX_DISCARDS])
        # the card selected in the hand is shown too: Discard + Bao may be offered for it
        shown += [entry for entry in ranked[MAX_DISCARDS:] if entry[0] == self.selected]
        out = []
        for card, waits in shown:
            #: on a discard turn: after playing %1 the hand is ready on these faces
            head = fill(self.tr("Play %1 to be ready on:"), card_text(card, self.script))
            out.append(f"<b>{escape(head)}</b>" + self.waits_table(waits))
        return "".join(out)

    def waits_table(self, waits: tuple[WaitHint, ...]) -> str:
        """The table of ``waits`` (its headings alone for none) as rich text."""
        heads = (
            #: column: the card that would win
            self.tr("Card"),
            #: column: total 胡 of the win
            self.tr("Hu"),
            #: column: copies of the card still to come (not seen yet, or known to lie
            #: in the stock)
            self.tr("Left"),
            #: column: points the winner would receive
            self.tr("Points"),
            #: column: 名堂/番 the win would carry. Chinese: 名堂
            self.tr("Bonuses"),
        )
        rows = ["<tr>" + "".join(f"<th align='left'{_ONE_LINE}>{escape(h)}</th>" for h in heads)
                + "</tr>"]
        for wait in waits:
            rows.append(self._wait_row(wait))
        return "<table cellspacing='0' cellpadding='2'>" + "".join(rows) + "</table>"

    def _wait_row(self, wait: WaitHint) -> str:
        # Bonuses: exactly the 名堂 the engine scores.  A 0-胡 win says so in the Hu
        # column (the engine's ``luan_hu`` flag), never in place of what is paid.
        names = terms.listed(terms.mingtang_name(k) for k in wait.mingtang) or "—"
        if wait.guo:
            #: the face is 过张 for the player: it can never win on it. Chinese: 过张
            names = self.tr("Guo Zhang: cannot win on it")
        cells = (format_cards([wait.card], self.script), terms.hu_count(wait, wait.mingtang),
                 str(wait.left), _points(wait.points), names)
        style = f" style='color:{DEAD_WAIT}'" if not wait.live else ""
        pads = [_ONE_LINE] * (len(cells) - 1) + [_CELL_PAD]
        return f"<tr{style}>" + "".join(f"<td{pad}>{escape(c)}</td>"
                                        for pad, c in zip(pads, cells, strict=True)) + "</tr>"

    # -- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        #: button: show the move a computer player would make (H key)
        self.hint_button.setText(self.tr("Hint (H)"))
        #: tooltip of the Hint button
        self.hint_button.setToolTip(self.tr("Show the move a computer player would make; "
                                            "it is not played for you"))
        #: button: take back the player's last decision (practice mode)
        self.undo_button.setText(self.tr("Undo"))
        undo_key = QKeySequence(QKeySequence.StandardKey.Undo).toString(
            QKeySequence.SequenceFormat.NativeText)  # Ctrl+Z, or ⌘Z on a Mac
        #: tooltip of Undo: %1 is its key (Ctrl+Z; Command-Z on a Mac)
        self.undo_button.setToolTip(fill(self.tr("Take back your last decision (%1)"), undo_key))
        if self._hints is not None or self._dijia:
            self.set_facts(self._hints)
        self.set_blocked(self._blocked)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _shows_table(hints: HandHints) -> bool:
    """Is a table of waits (with its Bonuses column) among the facts shown?"""
    return bool(hints.after_discard if hints.discard_turn else hints.waits)


def _points(points: float) -> str:
    return f"+{int(points)}" if float(points).is_integer() else f"+{points:g}"
