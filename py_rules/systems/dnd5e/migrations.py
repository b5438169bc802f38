"""Upgrades of saved D&D 5e sheets, one schema version per step (none yet: schema version 1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["MIGRATIONS"]

MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
