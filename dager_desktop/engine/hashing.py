"""A hash worked out once, for the frozen values that key the engine's caches.

The rules (``RuleSet``, 27 fields) and the exposed 列 (``Meld``) are part of the
key of every readiness and 吃 lookup, asked for every seat at every offered
card; hashing their fields each time cost more than the lookups themselves.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any


class HashedOnce:
    """Mixin for a frozen dataclass: ``__hash__`` of its fields, kept after the first
    call.  The class must say ``__hash__ = HashedOnce.__hash__`` (a dataclass replaces
    an inherited one).  The kept hash is never pickled: a string's hash differs from
    one process to the next."""

    __slots__ = ()

    def __hash__(self) -> int:
        kept: int | None = self.__dict__.get("_hash")
        if kept is None:
            kept = hash(tuple(getattr(self, f.name) for f in fields(self)))  # type: ignore[arg-type]
            object.__setattr__(self, "_hash", kept)
        return kept

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state.pop("_hash", None)
        return state
