"""Menu entries made and named in groups: radio choices, mnemonics that never clash."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

Choice = TypeVar("Choice")


def radio_actions(menu: QMenu, choices: Iterable[Choice], chosen: Callable[[Choice], object],
                  parent: QObject) -> dict[Choice, QAction]:
    """One checkable entry per choice in ``menu``, one ticked at a time; a click calls
    ``chosen(choice)``.  The entries are untitled: the caller names them (``retranslate``)."""
    group = QActionGroup(parent)
    actions: dict[Choice, QAction] = {}
    for choice in choices:
        action = menu.addAction("")
        action.setCheckable(True)
        group.addAction(action)
        action.triggered.connect(lambda _=False, c=choice: chosen(c))
        actions[choice] = action
    return actions


def with_mnemonics(texts: Sequence[str]) -> list[str]:
    """``texts`` (one menu's entries) with a mnemonic each, none twice: the first
    letter of its own not taken yet, else the first number not taken, in brackets,
    as Chinese menus write it (标准(&1)).  A "&" in a text stays a plain "&"."""
    taken: set[str] = set()
    out = []
    for text in texts:
        at = next((i for i, ch in enumerate(text)
                   if ch.isascii() and ch.isalnum() and ch.lower() not in taken), None)
        plain = text.replace("&", "&&")
        if at is None:
            key = next((str(n) for n in range(1, 10) if str(n) not in taken), "")
            out.append(f"{plain}(&{key})" if key else plain)  # (a tenth: none left)
        else:
            key = text[at].lower()
            shift = text[:at].count("&")  # each "&" before it became two
            out.append(f"{plain[:at + shift]}&{plain[at + shift:]}")
        taken.add(key)
    return out


def name_all(actions: Mapping[Choice, QAction], name: Callable[[Choice], str]) -> None:
    """Title one menu's ``actions`` by ``name``, each with its mnemonic."""
    for action, text in zip(actions.values(), with_mnemonics([name(c) for c in actions]),
                            strict=True):
        action.setText(text)
