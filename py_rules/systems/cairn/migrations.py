"""Schema migrations of the Cairn sheet: ``{from_version: step}``; version 1 is the first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["MIGRATIONS"]



def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 counts the days of the expedition (issue 20 item 4); an old sheet starts on day 1."""
    return {**data, "schema_version": 2, "day": 1}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}
