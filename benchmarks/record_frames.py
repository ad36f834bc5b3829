#!/usr/bin/env python3
"""Record rounds as a sequence of frames, to look through the flow of play.

    QT_QPA_PLATFORM=offscreen python benchmarks/record_frames.py \
        --lang zh_CN --size 1600x1000 --seed 5 --speed normal --out /tmp/frames

Computer players sit in every seat (the bottom one too) and the window is
grabbed every ``--every`` ms (100 by default) while the rounds are played at
the chosen speed.  Frames go to ``OUT/<lang>-<size>/NNNNN.png`` with an index,
``frames.txt``: one line per frame — its file, the time, the last event the
table showed and the line under the cards — so a frame can be found by what
happened.  Nothing is written in the repository; the player's files are not
read.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", default="zh_CN", choices=("zh_CN", "zh_TW", "en"))
    parser.add_argument("--size", default="1600x1000", help="WIDTHxHEIGHT of the window")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--speed", default="normal", choices=("slow", "normal", "fast"))
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--every", type=int, default=100, help="ms between frames")
    parser.add_argument("--out", type=Path, default=Path("/tmp/frames"))
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this tree's game
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from dager_desktop.ui.platform.style import apply_style
    from dager_desktop.ui.round.session import Session
    from dager_desktop.ui.text.events import event_line
    from dager_desktop.ui.text.i18n import card_script, switch_language
    from dager_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_style(app)
    switch_language(args.lang, app)
    width, height = (int(n) for n in args.size.split("x"))
    out = args.out / f"{args.lang}-{args.size}"
    out.mkdir(parents=True, exist_ok=True)
    session = Session("standard", args.seed)
    session.sound = False
    session.speed = args.speed
    window = MainWindow(session, card_script(args.lang))
    window.flow.autoplay_human = True
    window.resize(width, height)
    window.show()
    shown: list[str] = []
    rounds = [0]
    index = open(out / "frames.txt", "w", encoding="utf-8")  # noqa: SIM115
    started = time.perf_counter()

    def landed(event: object) -> None:
        game = window.session.game
        if game is not None:
            n = len(shown)
            line = event_line(game.events, n) if n < len(game.events) else None
            shown.append(line or event.kind.value)

    def round_started(_game: object) -> None:
        shown.clear()

    def round_over(_game: object) -> None:
        rounds[0] += 1
        done = rounds[0] >= args.rounds
        QTimer.singleShot(1500, app.quit if done else window.next_round)

    frame = [0]

    def grab() -> None:
        picture = window.grab()
        name = f"{frame[0]:05d}.png"
        picture.save(str(out / name), "PNG")
        message = window.models.centre.message.replace("\n", " ")
        last = shown[-1] if shown else "-"
        index.write(f"{name}\t{time.perf_counter() - started:7.2f}\t{last}\t{message}\n")
        frame[0] += 1

    window.player.landed.connect(landed)
    window.flow.roundStarted.connect(round_started)
    window.flow.roundOver.connect(round_over)
    timer = QTimer()
    timer.timeout.connect(grab)
    timer.start(args.every)
    window.new_match()
    app.exec()
    timer.stop()
    index.close()
    window.close()
    print(f"{frame[0]} frames in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
