"""Sound cues: the files, the events that sound, and silence where Qt cannot play."""

from __future__ import annotations

import enum
import sys
import types
import wave
from typing import ClassVar

import pytest
from PySide6.QtCore import QObject, Signal

from dager_desktop.engine import Event, EventKind
from dager_desktop.ui.round.session import Session
from dager_desktop.ui.round.sound import CUES, EVENT_CUES, SOUNDS, SoundBank, SoundCues


class FakeBank(QObject):
    """Records the cues instead of sounding them."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.played: list[str] = []
        self.loads = self.stops = self.probes = 0

    def probe(self) -> None:
        self.probes += 1

    def silence(self) -> str | None:
        return None

    def load(self) -> None:
        self.loads += 1

    def play(self, cue: str) -> bool:
        self.played.append(cue)
        return True

    def stop(self) -> None:
        self.stops += 1

    def set_volume(self, volume: float) -> None:
        self.volume = volume


class FakePlayer(QObject):
    shown = Signal(object)


@pytest.mark.parametrize("cue", CUES)
def test_every_cue_is_a_short_mono_pcm_wav_that_starts_and_ends_quietly(cue):
    with wave.open(str(SOUNDS / f"{cue}.wav"), "rb") as sound:
        assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) == (1, 2, 44100)
        assert 0.05 < sound.getnframes() / 44100 < 1.5
        frames = sound.readframes(sound.getnframes())
    samples = [int.from_bytes(frames[i:i + 2], "little", signed=True)
               for i in range(0, len(frames), 2)]
    peak = max(abs(s) for s in samples)
    assert 0.25 * 32767 < peak < 0.6 * 32767  # heard, and under the system's own sounds
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200  # no click at either end


def test_events_sound_their_cue_while_the_player_wants_sound(qapp):
    session, player, bank = Session(), FakePlayer(), FakeBank()
    cues = SoundCues(session, player, bank)  # noqa: F841 (kept alive: it is connected)
    assert bank.loads == 1  # with the window, not in the middle of play
    for kind in (EventKind.DEALT, EventKind.TURNED, EventKind.CLAIMED, EventKind.PLAYED_OUT,
                 EventKind.DISCARDED, EventKind.WON):
        player.shown.emit(Event(kind, seat=1))
    assert bank.played == ["card", "claim", "card", "win"]
    session.set_sound(False)  # Options ▸ Sound off: what sounds stops, nothing more sounds
    assert bank.stops == 1
    player.shown.emit(Event(EventKind.HUANG))
    assert bank.played == ["card", "claim", "card", "win"]
    session.set_sound(True)
    player.shown.emit(Event(EventKind.HUANG))
    assert bank.played[-1] == "huang"
    assert set(EVENT_CUES.values()) == set(CUES)  # every cue has its events


def test_without_qtmultimedia_the_game_is_silent_and_says_so_only_in_the_log(
        qapp, monkeypatch, caplog):
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import fails
    bank = SoundBank()
    with caplog.at_level("INFO", logger="dager_desktop.ui.round.sound"):
        assert bank.play("card") is False
        assert bank.play("win") is False
    assert bank.loaded
    assert [r.getMessage() for r in caplog.records if "QtMultimedia" in r.getMessage()]
    bank.stop()  # nothing to stop, no error


def _cues_of_a_window(make_window, qtbot, speed):
    window = make_window(seed=1, speed=speed)
    bank = window.sounds.bank = FakeBank()
    window.session.set_sound(True)
    window.flow.autoplay_human = True  # the human's seat plays itself
    window.new_match()
    return window, bank


def test_a_round_at_fast_speed_sounds_cards_as_they_are_shown(make_window, qtbot):
    window, bank = _cues_of_a_window(make_window, qtbot, "fast")
    qtbot.waitUntil(lambda: bank.played.count("card") >= 3, timeout=20000)
    assert set(bank.played) <= set(CUES)
    window.session.set_sound(False)
    heard = len(bank.played)
    qtbot.wait(400)
    assert len(bank.played) == heard  # silence once Sound is off


def test_a_round_at_instant_speed_is_silent(make_window, qtbot):
    window, bank = _cues_of_a_window(make_window, qtbot, "instant")
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=30000)
    assert bank.played == []


# -- the bank with a stand-in QtMultimedia (CI has no libpulse, so the real one never loads)


class _FakeEffect(QObject):
    class Status(enum.Enum):
        Null, Loading, Ready, Error = range(4)

    statusChanged = Signal()
    made: ClassVar[list[_FakeEffect]] = []

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._status = self.Status.Null
        self.plays = self.stops = 0
        self.volume = 1.0
        _FakeEffect.made.append(self)

    def setSource(self, url) -> None:
        self.path = url.toLocalFile()
        self._status = self.Status.Loading

    def finish_loading(self, ok: bool) -> None:
        self._status = self.Status.Ready if ok else self.Status.Error
        self.statusChanged.emit()

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def status(self):
        return self._status

    def play(self) -> None:
        self.plays += 1

    def stop(self) -> None:
        self.stops += 1


def _multimedia(monkeypatch, outputs: int) -> list[_FakeEffect]:
    module = types.ModuleType("PySide6.QtMultimedia")
    module.QSoundEffect = _FakeEffect
    module.QMediaDevices = types.SimpleNamespace(audioOutputs=lambda: [object()] * outputs)
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", module)
    _FakeEffect.made = []
    return _FakeEffect.made


@pytest.fixture
def fake_multimedia(monkeypatch):
    """A QtMultimedia that loads, with one audio output device."""
    return _multimedia(monkeypatch, outputs=1)


@pytest.fixture
def no_audio_device(monkeypatch):
    """A QtMultimedia that loads and finds no audio output device."""
    return _multimedia(monkeypatch, outputs=0)


def test_the_bank_makes_one_quiet_effect_per_cue_and_plays_and_stops_them(qapp,
                                                                        fake_multimedia):
    bank = SoundBank()
    bank.load()
    assert sorted(e.path.rsplit("/", 1)[-1] for e in fake_multimedia) == sorted(
        f"{cue}.wav" for cue in CUES)
    assert all(e.volume < 1 for e in fake_multimedia)
    assert bank.play("card") is True  # a cue asked for while its file loads plays once read
    assert sum(e.plays for e in fake_multimedia) == 1
    bank.stop()
    assert all(e.stops == 1 for e in fake_multimedia)
    assert bank.describe() == "QtMultimedia loaded, 1 audio output(s)"


def test_a_cue_qt_cannot_play_is_silent_and_logged(qapp, fake_multimedia, caplog):
    bank = SoundBank()
    bank.load()
    broken = next(e for e in fake_multimedia if e.path.endswith("win.wav"))
    with caplog.at_level("INFO", logger="dager_desktop.ui.round.sound"):
        broken.finish_loading(ok=False)
    assert bank.play("win") is False and broken.plays == 0
    assert any("cannot play" in r.getMessage() and "win.wav" in r.getMessage()
               for r in caplog.records)


def test_missing_sound_files_are_logged_and_silent(qapp, fake_multimedia, tmp_path, caplog):
    bank = SoundBank(folder=tmp_path)
    with caplog.at_level("WARNING", logger="dager_desktop.ui.round.sound"):
        assert bank.play("card") is False
    assert fake_multimedia == []
    assert sum("is missing" in r.getMessage() for r in caplog.records) == len(CUES)


def test_the_options_menu_shows_the_saved_choices_before_a_match_starts(qtbot,
                                                                       fake_multimedia):
    from dager_desktop.ui.window.main_window import MainWindow

    session = Session()
    session.speed = "fast"  # as the saved settings put it, before the window is made
    window = MainWindow(session)
    qtbot.addWidget(window)
    # (a start-up notice or "Continue the match?" may wait before any match begins)
    assert window.menus.sound_action.isChecked()
    assert window.menus.speed_actions["fast"].isChecked()
    window.session.set_sound(False)  # the session is the one truth: the menu follows it
    assert not window.menus.sound_action.isChecked()
    assert not window.menus.volume_menu.isEnabled()  # no volume to set while it is off


def test_the_volume_menu_sets_how_loud_every_cue_sounds(qtbot, fake_multimedia):
    from dager_desktop.ui.window.main_window import MainWindow

    window = MainWindow(Session())
    qtbot.addWidget(window)
    window.session.set_sound(True)  # (the UI tests' fixture turns it off)
    menus = window.menus
    assert menus.volume_menu.isEnabled() and menus.volume_actions["medium"].isChecked()
    medium = {e.volume for e in fake_multimedia}
    menus.volume_actions["loud"].trigger()
    assert window.session.volume == "loud" and menus.volume_actions["loud"].isChecked()
    loud = {e.volume for e in fake_multimedia}
    menus.volume_actions["quiet"].trigger()
    quiet = {e.volume for e in fake_multimedia}
    assert len(quiet) == len(medium) == len(loud) == 1  # every cue alike
    assert 0 < min(quiet) < min(medium) < min(loud) < 1
    menus.sound_action.trigger()  # sound off: nothing to set the volume of
    assert not window.session.sound and not menus.volume_menu.isEnabled()


def test_a_bank_loaded_after_the_volume_was_set_starts_at_that_volume(qapp, fake_multimedia):
    bank = SoundBank()
    bank.set_volume(0.25)
    bank.load()
    assert {e.volume for e in fake_multimedia} == {0.25}


# -- where sound cannot be heard, Options ▸ Sound says so ------------------------------------


def _sound_entry(make_window):
    window = make_window()
    window.session.set_sound(True)  # the player wants sound (the fixture turns it off)
    return window, window.menus


def _greyed_with(menus, words: str) -> bool:
    action = menus.sound_action
    return (not action.isEnabled() and not action.isChecked() and not menus.volume_menu.isEnabled()
            and words in action.toolTip() and words in action.statusTip())


def test_without_qtmultimedia_sound_is_greyed_out_with_the_reason(make_window, monkeypatch):
    # as on this kind of machine: no libpulse, so QtMultimedia cannot be imported
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    window, menus = _sound_entry(make_window)
    assert _greyed_with(menus, "sound library cannot be loaded")
    assert window.session.sound  # the wish stays: it holds on a computer that can sound
    assert menus.options_menu.toolTipsVisible()


def test_with_no_audio_device_sound_is_greyed_out_with_the_reason(make_window, no_audio_device):
    _window, menus = _sound_entry(make_window)
    assert _greyed_with(menus, "no audio output device")


def test_cues_qt_cannot_play_grey_sound_out_once_they_fail(make_window, fake_multimedia):
    _window, menus = _sound_entry(make_window)
    assert menus.sound_action.isEnabled() and menus.sound_action.isChecked()
    assert menus.sound_action.statusTip() == ""
    for effect in fake_multimedia:
        effect.finish_loading(ok=False)
    assert _greyed_with(menus, "cannot be played")


def test_the_reason_is_said_in_the_players_language(make_window, qtbot, monkeypatch):
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    window, menus = _sound_entry(make_window)
    window.choose_language("zh_CN")
    qtbot.waitUntil(lambda: "电脑" in menus.sound_action.toolTip(), timeout=3000)
    assert "libpulse" in menus.sound_action.toolTip()
