"""Offline searchable reference of the rulebook's tables (reactions, distances, attribute at 0, the fate die,
slots, armour, attack modifiers, ranged attacks, rounds, rest, morale, detachments); data in
``data/reference.json`` and ``data/reactions.json`` (001:L81-L208)."""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any

from py_rules.reference import search
from py_rules.view import ReferenceTable

from . import texts
from .actions_oracle import reaction_rows

__all__ = ["reference", "reference_tables"]


def _reaction_table() -> dict[str, Any]:
    """The 2k6 reaction table (001:L114-L122) from the same data the reaction roll uses."""
    rows = [[f"{low}–{high}" if low != high else str(low), label] for low, high, _, label in reaction_rows()]
    return {"id": "reakce", "title": texts.REF_REACTIONS, "columns": list(texts.REF_REACTION_COLUMNS),
            "rows": rows, "source": texts.REF_REACTIONS_SOURCE, "keywords": list(texts.REF_REACTION_KEYWORDS)}


@cache
def _tables() -> tuple[dict[str, Any], ...]:
    data = texts.BOOK.data(json.loads(files(__package__).joinpath("data/reference.json").read_text(encoding="utf-8")))
    return (_reaction_table(), *data["tables"])


def reference(query: str) -> list[dict[str, Any]]:
    """Tables matching ``query`` (case and diacritics ignored); never raises."""
    return search(_tables(), query)


def reference_tables(query: str) -> list[ReferenceTable]:
    """``reference`` as the typed tables the facade returns (the game's ``SYSTEM.reference``)."""
    return [ReferenceTable.model_validate(table) for table in reference(query)]
