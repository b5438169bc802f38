"""Upgrades of saved Dračí doupě II hero sheets, one schema version at a time (pure ``dict → dict`` steps)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["MIGRATIONS"]


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 adds the rest setting and state (000:L118-L122) and a spell's initiative approach (000:L597):
    old heroes get the base rule (3 Zdroje), no rest taken tonight and no spell."""
    return {
        **data,
        "odpocinek_podminky": False,
        "odpocinuto": False,
        "pristup_kouzlo": "",
        "pristup_vnuceny": False,
        "schema_version": 2,
    }


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}
