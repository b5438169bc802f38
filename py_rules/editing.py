"""Generic edits of a saved sheet: set a field, append to a list, remove from a list.

The shell sends changes addressed by dotted paths (``"inventory.2.name"``); they are applied to the sheet's
JSON and the whole sheet is validated again by its game's model, so an edit can never produce a sheet the
game would not accept. The input sheet is never mutated.
"""

from __future__ import annotations

import copy
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.errors import InvalidInput

__all__ = ["Change", "apply_changes"]

MAX_PATH_DEPTH = 8


class Change(BaseModel):
    """One edit: ``set`` a value, ``append`` an item to a list, or ``remove`` the list item at ``path``."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    path: str = Field(min_length=1, max_length=200)
    op: Literal["set", "append", "remove"] = "set"
    value: Any = None


def _split(path: str) -> list[str | int]:
    parts: list[str | int] = [int(p) if p.isdigit() else p for p in path.split(".")]
    if len(parts) > MAX_PATH_DEPTH or any(p == "" for p in parts):
        raise InvalidInput(f"Neplatná cesta k poli „{path}“.")
    return parts


def _step(node: Any, key: str | int, path: str) -> Any:
    if isinstance(node, dict) and isinstance(key, str) and key in node:
        return node[key]
    if isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
        return node[key]
    raise InvalidInput(f"Pole „{path}“ v deníku neexistuje.")


def _apply(data: dict[str, Any], change: Change) -> None:
    parts = _split(change.path)
    if parts[0] in ("system", "schema_version"):
        raise InvalidInput("Hru ani verzi deníku nelze měnit úpravou pole.")
    parent: Any = data
    for key in parts[:-1]:
        parent = _step(parent, key, change.path)
    last = parts[-1]
    target = _step(parent, last, change.path)
    if change.op == "set":
        parent[last] = change.value
    elif change.op == "append":
        if not isinstance(target, list):
            raise InvalidInput(f"Do pole „{change.path}“ nelze přidávat položky.")
        target.append(change.value)
    else:
        if not isinstance(parent, list):
            raise InvalidInput(f"Pole „{change.path}“ není položka seznamu.")
        parent.pop(int(last))


def apply_changes(sheet: dict[str, Any], changes: list[Change]) -> dict[str, Any]:
    """A new sheet dict with ``changes`` applied in order; raises ``InvalidInput`` for a bad path.

    The caller validates the result with the game's model.
    """
    data = copy.deepcopy(sheet)
    for change in changes:
        _apply(data, change)
    return data
