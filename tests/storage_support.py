"""Helpers for save tests: sheets of every game reached by the player's own edits.

An edit is chosen from the fields the game's view shows (the same controls the page renders) and sent
through the facade's ``edit``; the game's model accepts or refuses it, so every sheet produced here is one
a player could have saved.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from py_rules.api import handle

EDITABLE = ("text", "longtext", "number", "track", "select", "toggle", "list")
TEXTS = ["Ťapka", "Žluťoučký kůň", "<img src=x onerror=alert(1)>", "a\u0000b", "🐉 drak", "  mezery  ", "\"'`${x}",
         "__proto__", "x" * 70, ""]


def editable_fields(view: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every field of a sheet view the player can change (list rows included)."""
    stack = [f for section in view["sections"] for f in section["fields"]]
    while stack:
        field = stack.pop()
        if field.get("path") and not field.get("readonly") and field["kind"] in EDITABLE:
            yield field
        for item in field.get("items") or []:
            stack.extend(item["fields"])


def random_change(field: dict[str, Any], pick: Callable[[list[Any]], Any], number: Callable[[int, int], int],
                  text: Callable[[], str]) -> dict[str, Any]:
    """A change a player could make to ``field`` (values drawn with the given choosers)."""
    kind, path = field["kind"], field["path"]
    if kind == "list":
        items = field.get("items") or []
        if items and pick([True, False]):
            return {"path": f"{path}.{number(0, len(items) - 1)}", "op": "remove"}
        return {"path": path, "op": "append", "value": field.get("new_item")}
    if kind in ("text", "longtext"):
        return {"path": path, "op": "set", "value": text()}
    if kind == "select":
        return {"path": path, "op": "set", "value": pick([o["value"] for o in field.get("options") or [{"value": 0}]])}
    if kind == "toggle":
        return {"path": path, "op": "set", "value": pick([True, False])}
    low = field["min"] if field.get("min") is not None else -3
    high = field["max"] if field.get("max") is not None else 30
    return {"path": path, "op": "set", "value": number(low, max(low, high))}


def edited_sheet(system_id: str, steps: int, rng: random.Random) -> dict[str, Any]:
    """A new sheet of ``system_id`` after up to ``steps`` random player edits (refused ones skipped)."""
    presented = handle({"op": "new_sheet", "system": system_id, "name": "Zkouška"})["result"]
    for _ in range(steps):
        fields = list(editable_fields(presented["view"]))
        if not fields:
            break
        change = random_change(rng.choice(fields), rng.choice, rng.randint, lambda: rng.choice(TEXTS))
        reply = handle({"op": "edit", "sheet": presented["sheet"], "changes": [change]})
        if reply["ok"]:
            presented = reply["result"]
    return presented
