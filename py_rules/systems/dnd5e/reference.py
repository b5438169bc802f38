"""Offline searchable reference of the seed's tables (typical SO, lifestyle, food and lodging, services,
sizes, coins, weapon properties, exhaustion, conditions, manoeuvres)."""

from __future__ import annotations

from typing import Any

from py_rules.reference import search
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.tables import TABLE_FILES, load
from py_rules.view import ReferenceTable

__all__ = ["reference", "reference_tables"]


def _tables() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for name in TABLE_FILES:
        data = load(name)
        if name == "conditions":
            table = texts.CONDITION_TABLE
            out += [{"id": f"stav_{c['id']}", "title": table.TITLE.format(name=c["name"]), "columns": [table.COLUMN],
                     "rows": [[e] for e in c["effects"]], "source": c["source"], "keywords": [table.KEYWORD]}
                    for c in data["conditions"]]
        else:
            out.append(data)
    return out


def reference_tables(query: str) -> list[ReferenceTable]:
    """``reference`` as the typed tables the facade returns (the game's ``SYSTEM.reference``)."""
    return [ReferenceTable.model_validate(table) for table in reference(query)]


def reference(query: str) -> list[dict[str, Any]]:
    """Tables matching ``query`` (case and diacritics ignored); a title or keyword match returns the whole
    table, otherwise only the matching rows. An empty query lists every table. Never raises."""
    return search(_tables(), query)
