"""Measure the tables of ``ai.outlook`` again: the worth of a position, from normal self-play.

    .venv/bin/python benchmarks/fit_outlook.py [--rounds 4000] [--standard-rounds 12000]
        [--seed 0] [--out dager_desktop/ai/outlook_points.py]

For every preset, plays the rounds on two processes, fits the table
(``outlook_samples.fit``) and writes them all to ``--out`` as the Python module the
search reads.  About four minutes per 12,000 rounds on two cores.
"""

from __future__ import annotations

import argparse
import sys
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import outlook_samples  # noqa: E402
from dager_desktop.ai import outlook  # noqa: E402
from dager_desktop.engine import PRESETS  # noqa: E402

HEADER = '''"""The tables of ``outlook``, per preset (see ``outlook.Outlook``).

Each entry: own band centres, threat band centres, points[stage][own][threat],
chances[stage][own][threat], the winners' mean ``win_points``.  Written by
``benchmarks/fit_outlook.py`` from normal-level self-play{detail}; measure
them again after a change to the normal player or to the hand value, rather
than editing them.
"""

from __future__ import annotations

Table = tuple[tuple[tuple[float, ...], ...], ...]
Centres = tuple[float, ...]

OUTLOOKS: dict[str, tuple[Centres, Centres, Table, Table, float]] = {{
'''


def _part(args: tuple[int, int, str]) -> list:
    rounds, seed, rules = args
    return outlook_samples.samples(rounds, seed, rules)


def measure(pool: Pool, rules: str, rounds: int, seed: int) -> tuple[outlook.Outlook, int]:
    half = rounds // 2
    jobs = [(half, 2 * seed, rules), (rounds - half, 2 * seed + 1, rules)]
    samples = [s for part in pool.map(_part, jobs) for s in part]
    return outlook_samples.fit(samples), len(samples)


def render(tables: dict[str, tuple[outlook.Outlook, int, int]], seed: int) -> str:
    """The data module: one entry per preset, as ``outlook.Outlook``'s fields."""
    lines = [HEADER.format(detail=f" (seed {seed})")]
    for name, (found, rounds, count) in tables.items():
        lines.append(f"    # {rounds} rounds, {count} samples\n")
        lines.append(f"    {name!r}: (\n")
        for centres in (found.own_centres, found.threat_centres):
            lines.append("        (" + ", ".join(f"{v:.3f}" for v in centres) + "),\n")
        for table in (found.points, found.chances):
            lines.append("        (\n")
            for stage in table:
                lines.append("            (\n")
                for row in stage:
                    lines.append("                (" + ", ".join(f"{v:.2f}" for v in row) + "),\n")
                lines.append("            ),\n")
            lines.append("        ),\n")
        lines.append(f"        {found.mean_win_points!r},\n")
        lines.append("    ),\n")
    lines.append("}\n")
    return "".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4000, help="rounds per preset")
    parser.add_argument("--standard-rounds", type=int, default=12000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=ROOT / "dager_desktop/ai/outlook_points.py")
    args = parser.parse_args()
    tables = {}
    with Pool(2) as pool:
        for name in PRESETS:
            rounds = args.standard_rounds if name == "standard" else args.rounds
            table, count = measure(pool, name, rounds, args.seed)
            tables[name] = (table, rounds, count)
            print(f"{name}: {rounds} rounds, {count} samples", flush=True)
    args.out.write_text(render(tables, args.seed), encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
