"""Schema migrations of the saved sheets of «Boj k6» (character and combat board).

Each step is a pure ``dict -> dict`` (it copies what it changes) that raises ``StorageError`` instead of
returning half-migrated data.

- Character 1 → 2: the abilities infravidění and ultrasluch (003:L236), both off.
- Board 1 → 2: per participant ammunition and loaded state (L467-L501), speed (L95-L107), infravidění,
  ultrasluch, surrender (L918-L926) and this round's reloading and movement; on the board the darkness of the
  scene, distances between participants (L78-L91) and the situations successes created (L699-L778).
  Every new value is the one the old board meant: untracked ammunition, a loaded weapon, běh, everybody in
  contact (the old pairing form's default), no situations.
- Character 2 → 3: which hand holds each weapon and the shield (L645-L648): weapons in the right hand, the
  shield in the left (what the old sheet meant, where no hand was asked).
- Board 2 → 3: per participant the link to a saved character (none), its weapon's hands (one-handed, right)
  and the shield's hand (left), last round's aim and feint (none, L429, L441); per pending result the wound
  already bought from it (``zraneni_za``, L637: 0 where a board of version 2 did not record it — a later
  serious wound then needs the wound bought again, never one the board cannot show).
- Board 3 → 4: when each participant began fighting and whether he ran to the fight (L313-L333): everybody
  from round 1, nobody out of breath — the chapter's typical fight, where exhaustion is not counted (L314).
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


PARTICIPANT_V3: dict[str, Any] = {
    "postava": "", "zbran_cislo": 0, "kouzlo_cislo": 0, "stit_ruka": "leva", "zbran_dvojrucni": False,
    "zbran_ruka": "prava", "namireno": False, "finta_proti": 0, "kouzlo_obranne": False,
}


def _list_of_dicts(data: dict[str, Any], key: str, what: str) -> list[dict[str, Any]]:
    items = data.get(key, [])
    if not isinstance(items, list) or not all(isinstance(x, dict) for x in items):
        raise StorageError(what)
    return items


def _sheet_2_to_3(data: dict[str, Any]) -> dict[str, Any]:
    weapons = _list_of_dicts(data, "zbrane", "Zbraně postavy nejsou seznam.")
    shield = data.get("stit", {})
    if not isinstance(shield, dict):
        raise StorageError("Štít postavy není zapsaný správně.")
    return {**data, "zbrane": [{"ruka": "prava", **w} for w in weapons], "stit": {"ruka": "leva", **shield},
            "schema_version": 3}


def _board_2_to_3(data: dict[str, Any]) -> dict[str, Any]:
    people = _list_of_dicts(data, "ucastnici", "Účastníci bojové tabule nejsou seznam.")
    pending = _list_of_dicts(data, "vysledky", "Výsledky bojové tabule nejsou seznam.")
    return {**data, "ucastnici": [{**PARTICIPANT_V3, **p} for p in people],
            "vysledky": [{"zraneni_za": 0, **r} for r in pending], "schema_version": 3}


def _board_3_to_4(data: dict[str, Any]) -> dict[str, Any]:
    people = _list_of_dicts(data, "ucastnici", "Účastníci bojové tabule nejsou seznam.")
    return {**data, "ucastnici": [{"boj_od": 1, "zadychany": False, **p} for p in people], "schema_version": 4}


def _board_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    people = data.get("ucastnici", [])
    if not isinstance(people, list) or not all(isinstance(p, dict) for p in people):
        raise StorageError("Účastníci bojové tabule nejsou seznam.")
    return {**data, "ucastnici": [{**PARTICIPANT_V2, **p} for p in people], "tma": False, "vzdalenosti": [],
            "situace": [], "schema_version": 2}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _sheet_1_to_2, 2: _sheet_2_to_3}
BOARD_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _board_1_to_2, 2: _board_2_to_3,
                                                                        3: _board_3_to_4}
