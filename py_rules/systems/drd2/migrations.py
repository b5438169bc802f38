"""Upgrades of saved Dračí doupě II sheets, one schema version at a time (none yet: version 1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["MIGRATIONS"]

MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
