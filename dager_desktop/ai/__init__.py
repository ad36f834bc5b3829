"""Computer players for 泸州大贰: ``easy``, ``normal`` and ``hard`` (DESIGN.md "AI contract").

``make_agent(level, seed, **opts)`` returns an object with
``choose(view, options) -> Action``.  Agents see only ``game.view(seat)`` and
return one of the offered options; none of them touches Qt.

* ``easy`` — obvious claims, noisy discards (``easy.EasyAgent``);
* ``normal`` — hand potential, claim policy, safe discards (``normal.NormalAgent``);
* ``hard`` — determinised search over sampled hidden cards, played out with
  the normal policy under a time budget (``hard.HardAgent``; options
  ``budget_ms`` (default 300), ``iterations`` for a fixed, reproducible budget,
  and ``workers``, the helper processes that share a timed search: by default
  the spare processors, ``search_pool``).

``python -m dager_desktop.ai.arena`` measures them against each other.
"""

from __future__ import annotations

from typing import Any

from .agent import Agent
from .easy import EasyAgent
from .hard import HardAgent
from .normal import NormalAgent

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

_CLASSES: dict[str, type[Agent]] = {
    "easy": EasyAgent,
    "normal": NormalAgent,
    "hard": HardAgent,
}


def make_agent(level: str, seed: int = 0, **opts: Any) -> Agent:
    """A new agent of ``level`` ("easy", "normal" or "hard"), deterministic for ``seed``.

    ``opts`` go to the agent: ``hard`` takes ``budget_ms``, ``iterations`` and ``workers``;
    the others accept none.  An unknown level or option raises ``ValueError``.
    """
    cls = _CLASSES.get(level)
    if cls is None:
        raise ValueError(f"unknown AI level {level!r}; expected one of {', '.join(LEVELS)}")
    if opts and cls is not HardAgent:
        raise ValueError(f"the {level} agent takes no options, got {sorted(opts)}")
    try:
        return cls(seed, **opts)
    except TypeError as exc:
        raise ValueError(str(exc)) from None


__all__ = ["LEVELS", "Agent", "EasyAgent", "HardAgent", "NormalAgent", "make_agent"]
