"""Schema migrations of the saved sheets of «Boj k6» (character and combat board).

Each step is a pure ``dict -> dict`` (it copies what it changes) that raises ``StorageError`` instead of
returning half-migrated data.

- Character 1 → 2: the abilities infravidění and ultrasluch (003:L236), both off.
- Board 1 → 2: per participant ammunition and loaded state (L467-L501), speed (L95-L107), infravidění,
  ultrasluch, surrender (L918-L926) and this round's reloading and movement; on the board the darkness of the
  scene, distances between participants (L78-L91) and the situations successes created (L699-L778).
  Every new value is the one the old board meant: untracked ammunition, a loaded weapon, běh, everybody in
  contact (the old pairing form's default), no situations.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from py_rules.errors import StorageError

__all__ = ["BOARD_MIGRATIONS", "MIGRATIONS"]

PARTICIPANT_V2: dict[str, Any] = {
    "infravideni": False, "ultrasluch": False, "munice_sledovat": False, "munice": 0, "nabito": True,
    "rychlost": "beh", "rychlost_upravy": 0, "vzdal_se": False, "nabit": False, "pohyb": "zustava",
}


def _sheet_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "infravideni": False, "ultrasluch": False, "schema_version": 2}


def _board_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    people = data.get("ucastnici", [])
    if not isinstance(people, list) or not all(isinstance(p, dict) for p in people):
        raise StorageError("Účastníci bojové tabule nejsou seznam.")
    return {**data, "ucastnici": [{**PARTICIPANT_V2, **p} for p in people], "tma": False, "vzdalenosti": [],
            "situace": [], "schema_version": 2}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _sheet_1_to_2}
BOARD_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _board_1_to_2}
