"""Upgrades of saved encounter boards, one schema version per step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..migrations import upgrade

__all__ = ["MIGRATIONS"]


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 keeps its creatures' sheets in the D&D 5e sheet's version 2 (ammunition per weapon)."""
    people = [{**p, "denik": upgrade(dict(p["denik"]))} if isinstance(p, dict) and isinstance(p.get("denik"), dict)
              else p for p in data.get("ucastnici", [])]
    return {**data, "schema_version": 2, "ucastnici": people}


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 keeps its creatures' sheets in the D&D 5e sheet's version 3 (Versatile and Thrown)."""
    return {**_v1_to_v2(data), "schema_version": 3}


def _v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Version 4 keeps its creatures' sheets in the D&D 5e sheet's version 4 («Obouruční») and remembers
    whether this turn's Attack action used a light weapon in one hand (the off-hand attack's condition, 004:L338):
    an old board's participant has not."""
    upgraded = _v1_to_v2(data)
    people = [{**p, "utok_lehkou": p.get("utok_lehkou", False)} if isinstance(p, dict) else p
              for p in upgraded.get("ucastnici", [])]
    return {**upgraded, "schema_version": 4, "ucastnici": people}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}
