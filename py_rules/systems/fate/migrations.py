"""Migrations of saved Fate sheets: ``{from_version: pure dict -> dict step}``; version 1 is the first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["MIGRATIONS"]

MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
