#!/usr/bin/env python3
"""Take the screenshots of the README and the AppStream metainfo from the running app.

    QT_QPA_PLATFORM=offscreen python packaging/screenshots.py     (or: make screenshots)

For each language (``--langs``, default ``zh_CN en``) the app starts as a player
would start it (``dager-desktop --lang L --seed S``), in a throw-away home so no
settings or saves are read or written, and the seat at the bottom is played by a
computer player.  Two pictures are kept per language, in ``docs/screenshots/``:

* ``claim-<lang>.png`` — the first time the player alone chooses whether to
  claim the card on offer (碰, 吃, 招 or 胡 enabled beside 过), mid-round;
* ``round-over-<lang>.png`` — the end of the first round someone wins, with the
  round-over window over the table.

The same seed gives the same pictures, so they can be taken again after the table
changes.  Each language runs in its own process: its translators are installed once,
at start-up, as in the app.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
SEED = 7
LANGS = ("zh_CN", "en")
MAX_ROUNDS = 12
WINDOW_SIZE = (1280, 800)
SETTLE_MS = 400  # lets the last animation and repaint finish before a picture


def shoot_all(langs: list[str], seed: int, out: Path) -> int:
    """One child process per language; returns the number that failed."""
    failed = 0
    for lang in langs:
        with tempfile.TemporaryDirectory(prefix="dager-shots-") as home:
            env = dict(os.environ, HOME=home, QT_QPA_PLATFORM=_offscreen_screen(Path(home)),
                       XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data",
                       XDG_CACHE_HOME=f"{home}/cache", XDG_STATE_HOME=f"{home}/state")
            command = [sys.executable, __file__, "--one", lang, "--seed", str(seed),
                       "--out", str(out)]
            result = subprocess.run(command, env=env, check=False)
            if result.returncode != 0:
                print(f"screenshots ({lang}): exit status {result.returncode}", file=sys.stderr)
                failed += 1
    return failed


def _offscreen_screen(home: Path) -> str:
    """The offscreen platform with a screen of the window's size: its own is 800 px
    wide, and the round-over window, which sizes itself to the screen it opens on,
    would scroll hands that a player's screen shows whole."""
    width, height = WINDOW_SIZE
    config = home / "offscreen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "screen", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    return f"offscreen:configfile={config}"


class Director:
    """Plays the bottom seat with a computer player and takes the two pictures."""

    def __init__(self, app, lang: str, seed: int, out: Path) -> None:
        self.app = app
        self.lang = lang
        self.seed = seed
        self.out = out
        self.window = None
        self.agent = None
        self.rounds = 0
        self.taken: set[str] = set()

    # -- set-up, once the app's event loop runs --------------------------------------

    def start(self) -> None:
        from dager_desktop.ai import make_agent
        from dager_desktop.ui.window.main_window import MainWindow

        windows = [w for w in self.app.topLevelWidgets() if isinstance(w, MainWindow)]
        if not windows:
            self.fail("the main window did not open")
            return
        window = self.window = windows[0]
        window.resize(*WINDOW_SIZE)
        window.session.set_speed("instant")
        self.agent = make_agent("normal", self.seed)
        window.flow.humanDecision.connect(self.on_decision)
        window.flow.roundOver.connect(self.on_round_over)
        # A decision may already be waiting: the first round started with the window.
        self.later(self.answer_if_asked)

    # -- the round ---------------------------------------------------------------------

    def on_decision(self, decision) -> None:
        if decision is not None:
            self.later(self.answer_if_asked)

    def answer_if_asked(self) -> None:
        from dager_desktop.engine import ActionKind, Phase

        window = self.window
        options = window.flow.human_options()
        game = window.session.game
        if not options or game is None:
            return
        claims = {ActionKind.HU, ActionKind.ZHAO, ActionKind.PENG, ActionKind.CHI}
        # Only a window where the player alone decides: elsewhere a computer seat's
        # answer may settle it before the picture is taken.
        if (
            "claim" not in self.taken
            and game.phase is Phase.CLAIM
            and len(game.decisions()) == 1
            and any(option.kind in claims for option in options)
            and any(option.kind is ActionKind.PASS for option in options)
        ):
            self.later(lambda: (self.shoot("claim"), self.answer(options)), SETTLE_MS)
            return
        self.answer(options)

    def answer(self, options) -> None:
        window = self.window
        if tuple(options) != tuple(window.flow.human_options()):
            return  # the question moved on meanwhile
        game = window.session.game
        action = self.agent.choose(game.view(0), tuple(options))
        window.flow.human_chose(action, checked=True)  # as one who read the 过张 tip

    def on_round_over(self, game) -> None:
        self.rounds += 1
        winner = game.result is not None and game.result.winner is not None
        if winner and "round-over" not in self.taken:
            self.later(lambda: (self.shoot("round-over"), self.next_or_quit()), SETTLE_MS)
        else:
            self.later(self.next_or_quit)

    def next_or_quit(self) -> None:
        if {"claim", "round-over"} <= self.taken:
            self.window.close()
            self.app.exit(0)
        elif self.rounds >= MAX_ROUNDS:
            self.fail(f"after {self.rounds} rounds still missing: "
                      f"{ {'claim', 'round-over'} - self.taken}")
        else:
            self.window.next_round()

    # -- pictures ----------------------------------------------------------------------

    def shoot(self, name: str) -> None:
        """The screen as a player sees it: the window and any dialog open over it."""
        self.app.processEvents()
        picture = _composite(self.window)
        path = self.out / f"{name}-{self.lang}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        if not picture.save(str(path), "PNG"):
            self.fail(f"cannot write {path}")
            return
        _optimise(path)
        self.taken.add(name)
        print(path)

    # -- helpers -----------------------------------------------------------------------

    def later(self, call, ms: int = 0) -> None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(ms, call)

    def fail(self, reason: str) -> None:
        print(f"screenshots ({self.lang}) FAILED: {reason}", file=sys.stderr)
        self.app.exit(1)


def _composite(window):
    """The window's own picture with each visible dialog painted where it stands.

    Offscreen there is no window manager: a dialog gets the thin border and soft
    shadow one would draw, so it stands out from the table behind it.
    """
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QPainter
    from PySide6.QtWidgets import QDialog

    picture = window.grab()
    painter = QPainter(picture)
    for dialog in window.findChildren(QDialog):
        if not dialog.isVisible():
            continue
        offset = dialog.frameGeometry().topLeft() - window.geometry().topLeft()
        box = QRect(offset, dialog.size())
        for spread in range(12, 0, -1):
            alpha = 6 + (12 - spread) * 2
            painter.fillRect(box.adjusted(-spread, -spread + 4, spread, spread + 4),
                             QColor(0, 0, 0, alpha))
        painter.drawPixmap(offset, dialog.grab())
        painter.setPen(QColor(60, 60, 60))
        painter.drawRect(box.adjusted(-1, -1, 0, 0))
    painter.end()
    return picture


def _optimise(path: Path) -> None:
    """Re-save with pillow's PNG optimiser (lossless; about a third smaller)."""
    from PIL import Image

    with Image.open(path) as image:
        image.load()
    image.save(path, optimize=True)


def shoot_one(lang: str, seed: int, out: Path) -> int:
    """Run the app in this process and take the pictures of ``lang``."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from dager_desktop import app as app_module

    app = QApplication(sys.argv[:1])
    director = Director(app, lang, seed, out)
    QTimer.singleShot(0, director.start)
    QTimer.singleShot(180_000, lambda: director.fail("no pictures within 3 minutes"))
    status = app_module.main(["--lang", lang, "--seed", str(seed)])
    missing = {"claim", "round-over"} - director.taken
    return 1 if status or missing else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--langs", nargs="+", default=list(LANGS),
                        choices=("zh_CN", "zh_TW", "en"))
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--one", choices=("zh_CN", "zh_TW", "en"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        return shoot_one(args.one, args.seed, args.out)
    return 1 if shoot_all(args.langs, args.seed, args.out) else 0


if __name__ == "__main__":
    sys.exit(main())
