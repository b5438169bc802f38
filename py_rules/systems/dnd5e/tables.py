"""The rule tables shipped as ``data/*.json`` (copied from the seed, 004:L11-L616), read once."""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any

from py_rules.headings import Book

__all__ = ["TABLE_FILES", "condition_effects", "load"]

TABLE_FILES = ("typical_dc", "lifestyle", "food", "services", "sizes", "coins", "weapon_properties", "exhaustion",
               "maneuvers", "conditions")
BOOK = Book("py_rules.systems.dnd5e")


@cache
def load(name: str) -> dict[str, Any]:
    """The table ``data/<name>.json``, its «§id» marks replaced by the citations of the book's headings; raises
    ``KeyError`` for an unknown table."""
    if name not in TABLE_FILES:
        raise KeyError(name)
    data: dict[str, Any] = BOOK.data(json.loads(files(__package__).joinpath("data", f"{name}.json").read_text("utf-8")))
    return data


def condition_effects(condition_id: str) -> list[str]:
    """The seed's effect lines of one condition (004:L514-L580)."""
    for entry in load("conditions")["conditions"]:
        if entry["id"] == condition_id:
            return list(entry["effects"])
    raise KeyError(condition_id)
