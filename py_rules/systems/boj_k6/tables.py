"""Rule tables of the chapter, read once from ``data/tabulky.json`` (shipped inside the wheel)."""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any

from py_rules.headings import Book

__all__ = ["tables"]


@cache
def tables() -> dict[str, Any]:
    """The parsed ``data/tabulky.json`` (success thresholds, range penalties, kinds, body parts …), its «§id»
    marks replaced by the citations of the book's headings."""
    text = files(__package__).joinpath("data/tabulky.json").read_text(encoding="utf-8")
    data: dict[str, Any] = Book("py_rules.systems.boj_k6").data(json.loads(text))
    return data
