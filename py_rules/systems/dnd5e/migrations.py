"""Upgrades of saved D&D 5e sheets, one schema version per step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["MIGRATIONS", "upgrade"]


def _with_weapon_fields(data: dict[str, Any], version: int, **added: Any) -> dict[str, Any]:
    """``data`` at ``version`` with the ``added`` fields written into every weapon that lacks them, so the
    upgraded save holds what the current sheet saves (as a browser that validated it would store it)."""
    weapons = data.get("weapons")
    if isinstance(weapons, list):
        data = {**data, "weapons": [{**added, **w} if isinstance(w, dict) else w for w in weapons]}
    return {**data, "schema_version": version}


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 counts ammunition per weapon and knows «Střelná» and «Nabíjecí» (issue 19 item 2); an old
    weapon has neither property and no ammunition counted."""
    return _with_weapon_fields(data, 2, munice=False, strelivo=0, vystreleno=0, nabijeci=False)


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 knows «Jeden a půlruční» and «Vrhací» (issue 19 item 2); an old weapon has neither."""
    return _with_weapon_fields(data, 3, obourucne="", vrhaci=False)


def _v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Version 4 knows «Obouruční» (issue 19: a weapon attacking with both hands, 004:L493); an old weapon is
    not two-handed."""
    return _with_weapon_fields(data, 4, obourucni=False)


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """A saved sheet of any older version upgraded step by step (for a sheet kept inside a board)."""
    version = data.get("schema_version", 1)
    while isinstance(version, int) and version in MIGRATIONS:
        data = MIGRATIONS[version](data)
        version = data["schema_version"]
    return data
