"""Words for the messages about the player's files: sizes, JSON kinds, bad
values and system errors, as ``Notice`` params name them."""

from __future__ import annotations

import errno
import json
import os
from typing import Any

KiB = 1024
MiB = 1024 * KiB


def json_kind(value: Any) -> str:
    """What a JSON value is, in JSON's words ("a list", "null") for a message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    kinds = {dict: "an object", list: "a list", str: "a text", int: "a number", float: "a number"}
    return kinds.get(type(value), "a value")


def short_repr(value: Any, limit: int = 40) -> str:
    """``repr`` cut to ``limit`` characters, for naming a bad value in a message."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def json_text(value: Any, limit: int = 40) -> str:
    """``value`` as the file writes it (``null``, ``"warp"``), cut to ``limit``
    characters: a setting's bad value quoted back to the player."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def size_text(size: int) -> str:
    """A file's size in the unit a message names it by."""
    if size >= MiB:
        return f"{size / MiB:.1f} MB"
    if size >= KiB:
        return f"{size / KiB:.0f} KB"
    return f"{size} bytes"


def os_error_text(exc: OSError) -> str:
    """The system's words for ``exc`` (its message when it has none)."""
    return exc.strerror or str(exc)


def os_error_params(exc: OSError) -> dict[str, str]:
    """The ``error`` and ``errno`` params of a notice about ``exc``."""
    name = errno.errorcode.get(exc.errno, "") if isinstance(exc.errno, int) else ""
    return {"error": os_error_text(exc), "errno": name}


def shown(value: object) -> str:
    """``value`` (a path, or text holding one) as it is shown and logged: the bytes of a
    name that are not UTF-8 — which Python holds as lone surrogates — appear as
    ``\\xff``, neither dropped (a folder that does not exist would be named) nor an
    encoding error (the log line would be lost)."""
    text = os.fspath(value) if isinstance(value, os.PathLike) else str(value)
    if text.isascii():
        return text
    try:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:  # a surrogate no undecodable byte makes (a Windows name)
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
