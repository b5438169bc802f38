"""Rule tables of the chapter, read once from ``data/tabulky.json`` (shipped inside the wheel)."""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any

__all__ = ["tables"]


@cache
def tables() -> dict[str, Any]:
    """The parsed ``data/tabulky.json`` (success thresholds, range penalties, kinds, body parts …)."""
    text = files(__package__).joinpath("data/tabulky.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data
