"""The offline reference search every game with rules tables shares: case and diacritics are ignored, a
title or keyword match returns the whole table, otherwise only the rows that match every word."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any

__all__ = ["fold", "search"]


def fold(text: str) -> str:
    """Lower case without diacritics, so «unava» finds «Únava»."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _entry(table: dict[str, Any], rows: list[list[Any]]) -> dict[str, Any]:
    return {"id": table["id"], "title": table["title"], "columns": list(table["columns"]),
            "rows": [list(r) for r in rows], "source": table["source"]}


def search(tables: Iterable[dict[str, Any]], query: str) -> list[dict[str, Any]]:
    """Tables matching ``query``; an empty query lists every table. Never raises.

    Each table is a dict with ``id``, ``title``, ``columns``, ``rows``, ``source`` and optional ``keywords``.
    """
    words = fold(query).split()
    found: list[dict[str, Any]] = []
    for table in tables:
        head = fold(" ".join([table["title"], *table.get("keywords", [])]))
        if all(w in head for w in words):
            found.append(_entry(table, table["rows"]))
            continue
        rows = [r for r in table["rows"] if all(w in fold(" ".join(map(str, r))) or w in head for w in words)]
        if rows:
            found.append(_entry(table, rows))
    return found
