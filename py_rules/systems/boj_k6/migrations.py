"""Schema migrations of the saved sheets of «Boj k6» (character and combat board).

Both start at schema_version 1, so there is nothing to upgrade yet. A future step ``{1: step}`` is a pure
``dict -> dict`` that raises ``StorageError`` instead of returning half-migrated data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["BOARD_MIGRATIONS", "MIGRATIONS"]

MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
BOARD_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
