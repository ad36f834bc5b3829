"""The composition root: the command line, the QApplication, the window.

``--version`` and ``--help`` answer before Qt is imported, so they are quick
and work where Qt cannot start.  ``--selftest`` plays rounds (``--rounds``, one
by default) with computer players in every seat at ``--speed`` (instant by
default), checks the table against the engine after every event, prints one
line and exits 0 — or non-zero with the reason.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from importlib import metadata
from typing import TYPE_CHECKING

from dager_desktop.engine import PRESETS
from dager_desktop.store import LANGUAGES, SPEEDS

if TYPE_CHECKING:
    from PySide6.QtCore import QMessageLogContext, QtMsgType


def package_version() -> str:
    try:
        return metadata.version("dager-desktop")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dager-desktop",
        description="泸州大贰 (Luzhou Da Er) against three computer players.",
    )
    parser.add_argument("--lang", choices=LANGUAGES,
                        help="interface language (default: the last chosen, or the system's)")
    parser.add_argument("--rules", choices=sorted(PRESETS),
                        help="rules preset (default: the last chosen, or standard)")
    parser.add_argument("--seed", type=int, help="seed of a reproducible match")
    parser.add_argument("--version", action="version", version=f"%(prog)s {package_version()}")
    parser.add_argument("--selftest", action="store_true",
                        help="play rounds with computer players only, checking the table "
                             "against the engine after every event; print a summary, exit")
    parser.add_argument("--rounds", type=_positive, default=1, metavar="N",
                        help="--selftest: how many rounds to play (default 1)")
    parser.add_argument("--speed", choices=SPEEDS, default="instant",
                        help="--selftest: the animation speed (default instant)")
    return parser


def _positive(text: str) -> int:
    """A whole number of at least 1 (``--rounds``)."""
    try:
        number = int(text)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"not a number of rounds: {text!r} (1 or more)")
    return number


#: The options that answer in text (the help, the version, the self-test's line).
TEXT_OPTIONS = ("-h", "--help", "--version", "--selftest")


def attach_parent_console(argv: Sequence[str]) -> bool:
    """Windows: let the text options print in the terminal the game was started from.

    The installed launcher and the bundle are window programs there, with no
    standard output at all; attached to the console of the program that started
    them they have one.  Elsewhere, without a text option, or started without a
    terminal (a double-click), nothing changes.
    """
    if sys.platform != "win32" or sys.stdout is not None:
        return False
    if not any(arg in TEXT_OPTIONS for arg in argv):
        return False
    import ctypes

    if not ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
        return False
    # Open for the life of the process, like the standard streams it stands in for.
    console = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
    sys.stdout = console
    if sys.stderr is None:
        sys.stderr = console
    return True


def main(argv: list[str] | None = None) -> int:
    attach_parent_console(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.selftest and sys.platform.startswith("linux"):
        # A self-test needs no screen.
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return run(args)


def run(args: argparse.Namespace) -> int:
    # Qt is imported here, after the command line is read.
    from PySide6.QtWidgets import QApplication

    from dager_desktop.ui.platform.icon import APP_ID, app_icon
    from dager_desktop.ui.platform.style import apply_style
    from dager_desktop.ui.round.session import Session
    from dager_desktop.ui.text.i18n import card_script, startup_language, switch_language
    from dager_desktop.ui.window.main_window import MainWindow

    _quiet_qt_noise()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)  # a widget application, whoever made it
    app.setApplicationName("dager-desktop")
    app.setApplicationVersion(package_version())
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(APP_ID)  # Linux: the desktop entry, for docks and Wayland
    apply_style(app)
    # The system's language (or --lang) at once: a second copy of the game tells the
    # player so before it may read the settings (the lock comes first).
    switch_language(startup_language(args.lang), app)
    boot = None
    if not args.selftest:  # a self-test leaves the player's files alone
        from dager_desktop.ui.files.startup import open_store

        boot = open_store()  # the lock comes before any file is read
        if boot is None:
            return 1  # another instance runs; the player was told
    # --lang, else the language chosen last time, else the system's.
    language = startup_language(args.lang or (boot.settings.language if boot else None))
    if language != startup_language(args.lang):
        switch_language(language, app)
    session = Session(args.rules or "standard", args.seed)
    if boot is not None:
        boot.persistence.apply_to(session, args.rules)
    window = MainWindow(session, card_script(language))
    if args.selftest or boot is None:
        from dager_desktop.ui.window.selftest import Plan, selftest

        plan = Plan(args.rounds, args.speed)
        return selftest(window, session, window.flow, window.new_match, window.sounds.bank, plan)
    from dager_desktop.ui.window.store_link import attach_startup

    attach_startup(window, boot)
    window.show()
    boot.start()  # what the store had to say, then "Continue the match?" or a new match
    try:
        code = app.exec()
    finally:
        boot.close()
    if window.tasks.stuck():
        # A computer player that never returned holds a thread Python cannot stop, and
        # Qt would wait for it at exit: everything is saved, so leave without waiting.
        logging.shutdown()
        os._exit(code)
    return code


#: Qt's warnings that mean nothing to a player: the offscreen platform's on every
#: window shown, and QtMultimedia's on a machine that cannot sound (the game is
#: then silent, and says so in its log: ``ui.sound``).
_QT_NOISE = ("propagateSizeHints", "PulseAudioService:", "QSoundEffect:",
             "No QtMultimedia backends")


def _quiet_qt_noise() -> None:
    """Keep Qt's meaningless warnings (``_QT_NOISE``) off the terminal."""
    from PySide6.QtCore import qInstallMessageHandler

    previous = None

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        category = context.category or ""
        if category.startswith("qt.multimedia") or any(n in message for n in _QT_NOISE):
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(handler)


if __name__ == "__main__":
    sys.exit(main())
