"""Migrations of saved Fate sheets and scenes: ``{from_version: pure dict -> dict step}``; version 1 is the first.

Each step copies what it changes and raises ``StorageError`` instead of returning half-migrated data.

- Sheet 1 → 2: the last roll keeps the named invokes (``invoked``) for the stacking check; an old last roll
  named none, so it gets an empty list.
- Scene 1 → 2: the scene counts rolls (``rolls``) and a boost made outside a conflict remembers the roll it
  lasts to (``expires_roll``); old boosts had no such limit, so ``None`` (they still vanish at the scene's end).
- Scene 2 → 3: participants, the conflict's turn order and the attack in progress; an old scene has none.
- Scene 3 → 4: a quick NPC's skill ratings (``dovednosti``; old participants were rated by approaches only, so
  none) and the last roll open to invokes after its dice (``posledni_hod``; an old scene kept none).
- Scene 4 → 5: an open defence keeps its attack's invokes (``posledni_hod.utok_vyvolani``) so the attacker may
  invoke after the defence too; an old open roll kept none (its attack's invokes are lost), so an empty list.
- Scene 5 → 6: an aspect whose free invokes only its holder spends (``holder_only``: the opponent's invoke of a
  failed create-advantage, held by whoever opposed it) and who opposed the open roll (``posledni_hod.odpurce``).
  An old scene gave that invoke to «oponent», no participant, so nobody's alone: ``False``; it kept no opponent,
  so ``-1`` (an open roll is written again as before, for «oponent»).
- Scene 6 → 7: the action waiting for the defence may be a create-advantage aimed at the target (``utok.akce``
  and its aspect: ``existujici``, ``nazev``, ``pro_oponenta``) and an open defence says what it defended against
  (``posledni_hod.proti_akce``); before 7 only attacks were defended, so ``"attack"`` and no aspect.
- Scene 7 → 8: the attack waiting keeps its dice (``utok.kostky``) and an open defence the attack's
  (``posledni_hod.utok_kostky``), so an invoke may reroll them; an old scene kept only the total: ``None`` (no
  reroll of that attack, a +2 still works).
- Scene 8 → 9: aspects have a stable id (``ident``, 0: none) and a create-advantage waiting for its defence names
  its existing aspect by it (``utok.aspekt_id``), so deleting another aspect by hand cannot re-point it. An old
  waiting one gets id 1 on the aspect at its saved position; every other aspect 0.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from py_rules.errors import StorageError
from py_rules.systems.fate.texts import ERRORS

__all__ = ["MIGRATIONS", "SCENE_MIGRATIONS"]


def _sheet_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    last = data.get("last_roll")
    if last is None:
        return {**data, "schema_version": 2}
    if not isinstance(last, dict):
        raise StorageError(ERRORS.OLD_LAST_ROLL)
    return {**data, "last_roll": {**last, "invoked": []}, "schema_version": 2}


def _scene_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    aspects = data.get("aspects", [])
    if not isinstance(aspects, list) or not all(isinstance(a, dict) for a in aspects):
        raise StorageError(ERRORS.OLD_SCENE_ASPECTS)
    return {**data, "aspects": [{**a, "expires_roll": None} for a in aspects], "rolls": 0, "schema_version": 2}


def _scene_2_to_3(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "ucastnici": [], "druh_konfliktu": "fyzicky", "poradi": [], "na_tahu": 0, "utok": None,
            "zasah": None, "schema_version": 3}


def _scene_3_to_4(data: dict[str, Any]) -> dict[str, Any]:
    people = data.get("ucastnici", [])
    if not isinstance(people, list) or not all(isinstance(p, dict) for p in people):
        raise StorageError(ERRORS.OLD_SCENE_PEOPLE)
    return {**data, "ucastnici": [{**p, "dovednosti": []} for p in people], "posledni_hod": None,
            "schema_version": 4}


def _scene_4_to_5(data: dict[str, Any]) -> dict[str, Any]:
    last = data.get("posledni_hod")
    if last is None:
        return {**data, "schema_version": 5}
    if not isinstance(last, dict):
        raise StorageError(ERRORS.OLD_SCENE_ROLL)
    return {**data, "posledni_hod": {**last, "utok_vyvolani": []}, "schema_version": 5}


def _aspects_5_to_6(aspects: Any) -> list[dict[str, Any]]:
    if not isinstance(aspects, list) or not all(isinstance(a, dict) for a in aspects):
        raise StorageError(ERRORS.OLD_SCENE_ASPECTS)
    return [{**a, "holder_only": False} for a in aspects]


def _scene_5_to_6(data: dict[str, Any]) -> dict[str, Any]:
    last = data.get("posledni_hod")
    if last is not None and not isinstance(last, dict):
        raise StorageError(ERRORS.OLD_SCENE_ROLL)
    upgraded = {**data, "aspects": _aspects_5_to_6(data.get("aspects", [])), "schema_version": 6}
    if last is not None:
        upgraded["posledni_hod"] = {**last, "odpurce": -1, "pred": _aspects_5_to_6(last.get("pred", []))}
    return upgraded


def _scene_6_to_7(data: dict[str, Any]) -> dict[str, Any]:
    attack, last = data.get("utok"), data.get("posledni_hod")
    if attack is not None and not isinstance(attack, dict):
        raise StorageError(ERRORS.OLD_SCENE_ATTACK)
    if last is not None and not isinstance(last, dict):
        raise StorageError(ERRORS.OLD_SCENE_ROLL)
    upgraded = {**data, "schema_version": 7}
    if attack is not None:
        upgraded["utok"] = {**attack, "akce": "attack", "existujici": -1, "nazev": "Výhoda",
                            "pro_oponenta": False}
    if last is not None:
        upgraded["posledni_hod"] = {**last, "proti_akce": "attack"}
    return upgraded


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _sheet_1_to_2}
def _scene_7_to_8(data: dict[str, Any]) -> dict[str, Any]:
    attack, last = data.get("utok"), data.get("posledni_hod")
    if attack is not None and not isinstance(attack, dict):
        raise StorageError(ERRORS.OLD_SCENE_ATTACK)
    if last is not None and not isinstance(last, dict):
        raise StorageError(ERRORS.OLD_SCENE_ROLL)
    upgraded = {**data, "schema_version": 8}
    if attack is not None:
        upgraded["utok"] = {**attack, "kostky": None}
    if last is not None:
        upgraded["posledni_hod"] = {**last, "utok_kostky": None}
    return upgraded


def _ids_8_to_9(aspects: Any) -> list[dict[str, Any]]:
    if not isinstance(aspects, list) or not all(isinstance(a, dict) for a in aspects):
        raise StorageError(ERRORS.OLD_SCENE_ASPECTS)
    return [{**a, "ident": 0} for a in aspects]


def _scene_8_to_9(data: dict[str, Any]) -> dict[str, Any]:
    attack, last = data.get("utok"), data.get("posledni_hod")
    if attack is not None and not isinstance(attack, dict):
        raise StorageError(ERRORS.OLD_SCENE_ATTACK)
    if last is not None and not isinstance(last, dict):
        raise StorageError(ERRORS.OLD_SCENE_ROLL)
    aspects = _ids_8_to_9(data.get("aspects", []))
    upgraded = {**data, "aspects": aspects, "schema_version": 9}
    if attack is not None:
        existing = attack.get("existujici", -1)
        named = isinstance(existing, int) and 0 <= existing < len(aspects)
        if named:  # the aspect it waits on, as it was at that position when saved
            aspects[existing] = {**aspects[existing], "ident": 1}
        upgraded["utok"] = {**attack, "aspekt_id": 1 if named else 0}
    if last is not None:
        upgraded["posledni_hod"] = {**last, "pred": _ids_8_to_9(last.get("pred", []))}
    return upgraded


SCENE_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _scene_1_to_2, 2: _scene_2_to_3,
                                                                      3: _scene_3_to_4, 4: _scene_4_to_5,
                                                                      5: _scene_5_to_6, 6: _scene_6_to_7,
                                                                      7: _scene_7_to_8, 8: _scene_8_to_9}
