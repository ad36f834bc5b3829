#!/usr/bin/env python3
"""Write the game's sound cues to ``assets/sounds`` (``make sounds``).

The cues are synthesised here rather than recorded, so they carry no licence
but the game's and can be changed by editing a number:

* ``card``  — a card laid on the table: a short, dull tap (a burst of
  smoothed noise over a low thump), quiet enough to hear forty times a round;
* ``claim`` — a 吃 chī / 碰 pèng / 招 zhāo / 报 bào called: two quick wooden
  knocks (the inharmonic partials of a struck block);
* ``win``   — a 胡 hú: a bell arpeggio rising over an octave;
* ``huang`` — 黄牌 huáng pái, the stock ran out: two soft falling tones.

16-bit mono PCM WAV at 44.1 kHz: what ``QSoundEffect`` plays on every system.
The output is byte-for-byte the same on every run (the noise is seeded).
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 44_100
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
#: Loudest sample of each cue, as a share of full scale (the cues are mixed by ear).
PEAKS = {"card": 0.45, "claim": 0.5, "win": 0.4, "huang": 0.32}

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def mix_at(into: Samples, sound: Samples, at_seconds: float) -> None:
    """Add ``sound`` into ``into`` starting ``at_seconds`` in (``into`` is long enough)."""
    start = round(at_seconds * RATE)
    for i, x in enumerate(sound):
        into[start + i] += x


def struck(seconds: float, partials: Iterable[tuple[float, float, float]]) -> Samples:
    """A struck resonator: sines of (frequency, amplitude, decay time), each fading
    exponentially, with a 2 ms attack so that the onset does not click."""
    modes = list(partials)
    out = []
    for n in range(round(seconds * RATE)):
        t = n / RATE
        attack = min(1.0, t / 0.002)
        out.append(attack * sum(a * math.exp(-t / tau) * math.sin(2 * math.pi * f * t)
                                for f, a, tau in modes))
    return out


def card() -> Samples:
    rng = random.Random(80)
    out, smooth = [], 0.0
    for n in range(round(0.07 * RATE)):
        t = n / RATE
        # one-pole low-pass: the tap of card stock on cloth, not the hiss of paper
        smooth += 0.25 * (rng.uniform(-1.0, 1.0) - smooth)
        noise = 3.0 * smooth * math.exp(-t / 0.006)
        # the body: low, but not so low that a laptop's speakers lose it
        thump = 0.5 * math.exp(-t / 0.009) * math.sin(2 * math.pi * 210 * t)
        out.append(min(1.0, t / 0.001) * (noise + thump))
    return out


def claim() -> Samples:
    # a wood block rings at about 1 : 2.76 : 5.4 of its lowest mode
    knock = struck(0.09, [(820, 1.0, 0.018), (2263, 0.45, 0.010), (4428, 0.2, 0.006)])
    out = silence(0.2)
    mix_at(out, knock, 0.0)
    mix_at(out, [0.85 * x for x in knock], 0.085)
    return out


def bell(frequency: float, seconds: float, tau: float) -> Samples:
    return struck(seconds, [(frequency, 1.0, tau), (2 * frequency, 0.3, tau / 2),
                            (3 * frequency, 0.1, tau / 3)])


def win() -> Samples:
    out = silence(1.25)
    for i, f in enumerate((523.25, 659.25, 783.99, 1046.5)):  # C5 E5 G5 C6
        mix_at(out, bell(f, 0.9, 0.32), 0.11 * i)
    return out


def huang() -> Samples:
    out = silence(0.9)
    mix_at(out, bell(392.0, 0.65, 0.22), 0.0)  # G4
    mix_at(out, bell(293.66, 0.65, 0.22), 0.22)  # D4
    return out


CUES: dict[str, Callable[[], Samples]] = {"card": card, "claim": claim, "win": win,
                                          "huang": huang}


def fade_out(samples: Samples, seconds: float = 0.03) -> Samples:
    """End at silence: a cut-off tail clicks."""
    n = min(len(samples), round(seconds * RATE))
    for i in range(n):
        samples[len(samples) - n + i] *= 1.0 - (i + 1) / n
    return samples


def write(path: Path, samples: Samples, peak: float) -> None:
    top = max(abs(x) for x in samples) or 1.0
    scale = peak * 32767 / top
    frames = b"".join(struct.pack("<h", round(x * scale)) for x in fade_out(samples))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in CUES.items():
        path = OUT / f"{name}.wav"
        write(path, make(), PEAKS[name])
        print(f"{path.relative_to(OUT.parent.parent.parent)}  {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
