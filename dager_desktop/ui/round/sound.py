"""Sound cues: a card laid, a claim called, a win, a round run dry.

Options ▸ Sound turns them on or off and Options ▸ Volume says how loud
(``Session.sound`` and ``Session.volume``, kept in the settings).  Each cue
sounds as the table starts to show its event, so the player's own discard
answers the click at once; at instant speed (and when a round is skipped to
its end) nothing is animated and nothing sounds — forty taps in a blink are
noise.

Sound is a nicety the game must never need.  QtMultimedia is imported here
only, while the window is made (or when sound is turned on): loading it
holds the GUI thread for about 30 ms, which before the first frame costs
nothing, but which during play became a 40–55 ms hitch of the first card's
flight, and while a computer seat thinks (the GIL shared with it) an 85 ms
stall.  Where it cannot be loaded (Linux without libpulse), finds no audio
device or cannot play the cues, the game is silent and says why once, where the
player would look for sound: Options ▸ Sound is greyed out with the reason as
its tooltip (``SoundCues.why_silent``).  Whether sound can be heard is found out
with the window (``SoundBank.probe``), Sound on or off.
The cues are synthesised by ``packaging/make_sounds.py``.
"""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QUrl, Signal

from dager_desktop.engine import Event, EventKind
from dager_desktop.resources import SOUNDS
from dager_desktop.ui.round.playback import EventPlayer
from dager_desktop.ui.round.session import Session

if TYPE_CHECKING:  # imported for real only when the cues are loaded
    from PySide6.QtMultimedia import QSoundEffect

    # PySide6's stubs say it returns object; it returns the source text it is given.
    def QT_TRANSLATE_NOOP(context: str, source: str, /) -> str: ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

CUES = ("card", "claim", "win", "huang")
# The cue of each event that has one.  Dealing, a 比 bǐ laid beside its 吃 and the
# cards passed to a seat's row are silent: they come in runs, or with a cue already.
EVENT_CUES: dict[EventKind, str] = {
    EventKind.TURNED: "card",
    EventKind.DISCARDED: "card",
    EventKind.CLAIMED: "claim",  # 吃 chī, 碰 pèng, 招 zhāo
    EventKind.LONG_LAID: "claim",  # 垅 lǒng
    EventKind.BAO: "claim",  # 报牌 bào pái
    EventKind.WON: "win",
    EventKind.HUANG: "huang",  # 黄牌 huáng pái
}
# Options ▸ Volume as Qt's linear volume.  Even loud stays under the system's
# own sounds: a card game is played for hours.
VOLUMES = {"quiet": 0.25, "medium": 0.6, "loud": 0.9}
VOLUME = VOLUMES["medium"]


class SoundBank(QObject):
    """The cues as sound effects, loaded once; silent where they cannot play."""

    # what ``silence`` says may have changed (a module, a device or the cues found wanting)
    changed = Signal()

    def __init__(self, folder: Path = SOUNDS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._effects: dict[str, QSoundEffect] | None = None  # None: not loaded yet
        self._error: QSoundEffect.Status | None = None  # its Error, once imported
        self._probed = False
        # Why QtMultimedia cannot be loaded (None: it is, or it was not tried yet).
        self.problem: str | None = None
        self.outputs = 0  # audio output devices Qt found when it loaded
        self.volume = VOLUME  # of every cue, 0..1

    @property
    def loaded(self) -> bool:
        return self._effects is not None

    def probe(self) -> None:
        """Find out whether sound can be heard here (QtMultimedia and an output device),
        without making the effects."""
        if self._probed:
            return
        self._probed = True
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except (ImportError, OSError) as exc:  # a missing libpulse is an ImportError
            self.problem = f"QtMultimedia cannot be loaded ({exc})"
            log.info("no sound: %s", self.problem)
        else:
            self.outputs = len(QMediaDevices.audioOutputs())
            if not self.outputs:
                log.info("no sound: no audio output device")
        self.changed.emit()

    def silence(self) -> str | None:
        """Why the cues cannot sound here: ``no_module``, ``no_device``, ``cannot_play``
        (Qt could load none of them), or ``None`` — they can, or it is not known yet."""
        if not self._probed:
            return None
        if self.problem is not None:
            return "no_module"
        if not self.outputs:
            return "no_device"
        effects = list((self._effects or {}).values())
        if effects and all(e.status() == self._error for e in effects):
            return "cannot_play"
        return None

    def load(self) -> None:
        """Make the effects (Qt reads the files on a thread of its own, and plays a
        cue asked for meanwhile once it is read)."""
        if self._effects is not None:
            return
        self.probe()
        self._effects = {}
        if self.problem is not None:
            return
        from PySide6.QtMultimedia import QSoundEffect

        self._error = QSoundEffect.Status.Error
        for cue in CUES:
            path = self.folder / f"{cue}.wav"
            if not path.is_file():
                log.warning("no sound for %s: %s is missing", cue, path)
                continue
            effect = QSoundEffect(self)
            effect.statusChanged.connect(partial(self._status_changed, cue, path))
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(self.volume)
            self._effects[cue] = effect

    def set_volume(self, volume: float) -> None:
        """How loud every cue sounds from now on (0..1)."""
        self.volume = volume
        for effect in (self._effects or {}).values():
            effect.setVolume(volume)

    def describe(self) -> str:
        """Whether the cues can sound, in a line (``--selftest`` prints it)."""
        if self.problem is not None:
            return self.problem
        if not self.loaded:
            return "not loaded"
        devices = f"{self.outputs} audio output(s)" if self.outputs else "no audio output device"
        return f"QtMultimedia loaded, {devices}"

    def _status_changed(self, cue: str, path: Path) -> None:
        effect = (self._effects or {}).get(cue)
        if effect is not None and effect.status() == self._error:
            # Qt's own words went to its log handler (app.py keeps them off the terminal)
            log.info("no sound for %s: Qt cannot play %s on this machine", cue, path)
            self.changed.emit()

    def play(self, cue: str) -> bool:
        """Start ``cue``; False when it cannot sound (no module, device or file)."""
        self.load()
        effect = (self._effects or {}).get(cue)
        if effect is None or effect.status() == self._error:
            return False
        effect.play()
        return True

    def stop(self) -> None:
        """Silence whatever is sounding."""
        for effect in (self._effects or {}).values():
            effect.stop()


_SILENCE: dict[str, str] = {
    #: the Sound menu entry greyed out: QtMultimedia (or, on Linux, libpulse) cannot be loaded
    "no_module": QT_TRANSLATE_NOOP(
        "SoundCues", "No sound on this computer: its sound library cannot be loaded "
        "(on Linux the game needs PulseAudio's libpulse)."),
    #: the Sound menu entry greyed out: the system reports no audio output
    "no_device": QT_TRANSLATE_NOOP(
        "SoundCues", "No sound on this computer: no audio output device was found."),
    #: the Sound menu entry greyed out: Qt found a device but could play none of the cues
    "cannot_play": QT_TRANSLATE_NOOP(
        "SoundCues", "No sound on this computer: the sound cues cannot be played."),
}


class SoundCues(QObject):
    """Sounds the cue of each event the table shows, while the player wants sound."""

    # why sound cannot be heard here, in the player's language (``why_silent``), or None
    silenced = Signal(object)

    def __init__(
        self,
        session: Session,
        player: EventPlayer,
        bank: SoundBank | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.bank = bank if bank is not None else SoundBank(parent=self)
        player.shown.connect(self._shown)
        session.optionsChanged.connect(self._options_changed)
        self.bank.changed.connect(lambda: self.silenced.emit(self.why_silent()))
        self.bank.probe()  # with the window, Sound on or off: the menu tells what it finds
        self._options_changed()

    def why_silent(self) -> str | None:
        """Why the cues cannot sound on this computer, as a sentence; None when they can."""
        code = self.bank.silence()
        return QCoreApplication.translate("SoundCues", _SILENCE[code]) if code else None

    def _options_changed(self) -> None:
        self.bank.set_volume(VOLUMES[self.session.volume])
        if self.session.sound:
            self.bank.load()
        else:
            self.bank.stop()

    def _shown(self, event: Event) -> None:
        cue = EVENT_CUES.get(event.kind)
        if cue is not None and self.session.sound:
            self.bank.play(cue)
