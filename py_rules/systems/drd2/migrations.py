"""Upgrades of saved Dračí doupě II sheets (the hero's deník and the conflict board), one schema version at a
time (pure ``dict → dict`` steps)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from py_rules.headings import Book

__all__ = ["BOARD_MIGRATIONS", "MIGRATIONS"]

BOOK = Book("py_rules.systems.drd2")


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


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 3 adds whether the hero is on an expedition (kvalitní odpočinek and natural healing of Jizvy only
    between expeditions, 000:L128-L133, L889) and each pomocník's own Ohrožení (000:L300): old heroes are not
    on an expedition, and their helpers are in no conflict."""
    helpers = data.get("pomocnici")
    if isinstance(helpers, list):
        helpers = [{**h, "ohrozeni": h.get("ohrozeni")} if isinstance(h, dict) else h for h in helpers]
        data = {**data, "pomocnici": helpers}
    return {**data, "na_vyprave": False, "schema_version": 3}


def _v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 4 records whose roll waits for a decision (a pomocník rolls on its own, 000:L383-L384): a roll
    saved before was the hero's."""
    pending = data.get("ceka")
    if isinstance(pending, dict):
        data = {**data, "ceka": {**pending, "pomocnik": pending.get("pomocnik", -1)}}
    return {**data, "schema_version": 4}


def _v4_to_v5(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 5 gives each pomocník its own Výhoda (000:L55) and whether a knock-out took it out of the conflict
    (000:L662): an old helper has no Výhoda and is not knocked out."""
    helpers = data.get("pomocnici")
    if isinstance(helpers, list):
        helpers = [{**h, "vyhoda": h.get("vyhoda", 0), "vyrazen": h.get("vyrazen", False)} if isinstance(h, dict)
                   else h for h in helpers]
        data = {**data, "pomocnici": helpers}
    return {**data, "schema_version": 5}


def _v5_to_v6(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 6 keeps a linked hero's place in the conflict board's round in the deník (000:L601-L626): an old
    deník has none; a board that still holds it hands it over at its next action (``conflict.heroes``)."""
    return {**data, "kolo": None, "schema_version": 6}


def _raised_to_one(who: str) -> str:
    """The note a migration leaves where a saved charakteristika 0 became 1 (000:L210: 1 to 5, exceptionally 6)."""
    where = BOOK.cite("prubeh_vyhodnoceni_na_vyprave.dovednosti_povolani_a_charakteristika")
    return (f"{who} měl charakteristiku 0; charakteristika má úroveň 1 až 5, výjimečně 6 ({where}). "
            "Nastavena na 1 – zkontroluj ji.")


def _v6_to_v7(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 7 gives each pomocník a stable id (``p1``, ``p2``… in list order; a conflict board links a helper by
    it) and keeps its charakteristika within 1–5, exceptionally 6 (000:L210): a saved 0 becomes 1, and the
    deník says so in ``upozorneni`` for the player to check."""
    helpers = data.get("pomocnici")
    notes: list[str] = list(data.get("upozorneni", []))
    if isinstance(helpers, list):
        fixed: list[Any] = []
        for n, h in enumerate(helpers, start=1):
            if not isinstance(h, dict):
                fixed.append(h)
                continue
            h = {**h, "id": f"p{n}"}
            if h.get("charakteristika") == 0:
                h["charakteristika"] = 1
                notes.append(_raised_to_one(f"Pomocník {h.get('jmeno', '')}"))
            fixed.append(h)
        data = {**data, "pomocnici": fixed}
    return {**data, "upozorneni": notes[:10], "schema_version": 7}


def _v7_to_v8(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 8: the round of a conflict board carries the board's Rychlá hra (000:L911-L919); a board saved
    before had none, so a round in progress is a full game (the board's next action hands over its setting)."""
    kolo = data.get("kolo")
    if isinstance(kolo, dict):
        data = {**data, "kolo": {**kolo, "rychla_hra": kolo.get("rychla_hra", False)}}
    return {**data, "schema_version": 8}


def _v8_to_v9(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 9: a helper's place in a linking board's round and whether it left that conflict (issue 23 Build 2);
    a helper saved before was linked to no board: no round, not gone."""
    helpers = data.get("pomocnici")
    if isinstance(helpers, list):
        helpers = [{**h, "kolo": None, "opustil": False} if isinstance(h, dict) else h for h in helpers]
        data = {**data, "pomocnici": helpers}
    return {**data, "schema_version": 9}


def _v9_to_v10(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 10 remembers the highest helper id handed out, so a deleted helper's id is never given to a new one
    (a board links a helper by it, issue 23 Build 2). A deník saved before knows only the ids it still has: the
    highest of them (an id above it, handed out and deleted before this upgrade, cannot be known)."""
    helpers = data.get("pomocnici")
    numbers = [int(h["id"][1:]) for h in helpers if isinstance(h, dict) and isinstance(h.get("id"), str)
               and h["id"][1:].isdigit()] if isinstance(helpers, list) else []
    return {**data, "posledni_pomocnik": max(numbers, default=0), "schema_version": 10}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4, 4: _v4_to_v5, 5: _v5_to_v6, 6: _v6_to_v7, 7: _v7_to_v8, 8: _v8_to_v9,
    9: _v9_to_v10}


def _board_v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Board schema 2: the free-approach tick-box becomes a spell's approach (000:L597) — a participant who had
    it with a declared approach keeps that approach as granted, lasting to the conflict's end; a general
    střet's pending decisions (none in old saves)."""
    people = []
    for person in data.get("ucastnici", []):
        if not isinstance(person, dict):
            people.append(person)
            continue
        new = {k: v for k, v in person.items() if k != "pristup_zdarma"}
        granted = person.get("pristup", "") if person.get("pristup_zdarma") is True else ""
        new.update({"pristup_kouzlo": granted, "pristup_vnuceny": False, "pristup_kol": 0})
        people.append(new)
    return {**data, "ucastnici": people, "cekajici": [], "schema_version": 2}


def _board_v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Board schema 3 adds ``postava`` (the linked hero's save id) to each participant; "" = unlinked."""
    people = data.get("ucastnici")
    if isinstance(people, list):
        people = [{**p, "postava": p.get("postava", "")} if isinstance(p, dict) else p for p in people]
        return {**data, "ucastnici": people, "schema_version": 3}
    return {**data, "schema_version": 3}


def _board_v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Board schema 4 adds whether the current round has had its initiative (an old board keeps counting its
    rounds as before), each participant's initiative use in a general střet (000:L606, L611) and a
    pomocník's Pouto (000:L87)."""
    people = data.get("ucastnici")
    if isinstance(people, list):
        people = [{**p, "akce": p.get("akce", ""), "pouto": p.get("pouto", 0)} if isinstance(p, dict) else p
                  for p in people]
        data = {**data, "ucastnici": people}
    return {**data, "kolo_bezi": True, "schema_version": 4}


def _board_v4_to_v5(data: dict[str, Any]) -> dict[str, Any]:
    """Board schema 5 keeps every participant's charakteristika within 1–5, exceptionally 6 (000:L210): a saved
    0 becomes 1 — for a hero silently (a hero's roll adds a profession's level, never this field), for a being or
    a pomocník with a note in ``upozorneni`` for the Průvodce to check."""
    people = data.get("ucastnici")
    notes: list[str] = list(data.get("upozorneni", []))
    if isinstance(people, list):
        fixed: list[Any] = []
        for p in people:
            if isinstance(p, dict) and p.get("charakteristika") == 0:
                p = {**p, "charakteristika": 1}
                if p.get("druh") in ("bytost", "pomocnik"):
                    notes.append(_raised_to_one(str(p.get("jmeno", ""))))
            fixed.append(p)
        data = {**data, "ucastnici": fixed}
    return {**data, "upozorneni": notes[:12], "schema_version": 5}


def _board_v5_to_v6(data: dict[str, Any]) -> dict[str, Any]:
    """Board schema 6 adds the conflict's Rychlá hra (000:L911-L919): an old board had none, a full game."""
    return {**data, "rychla_hra": False, "schema_version": 6}


def _participants_with(data: dict[str, Any], version: int, **added: Any) -> dict[str, Any]:
    """The board ``data`` at schema ``version`` with the fields ``added`` (at their values) on every participant: a
    step that adds participant fields an old board did not have."""
    people = data.get("ucastnici")
    if isinstance(people, list):
        data = {**data, "ucastnici": [{**p, **added} if isinstance(p, dict) else p for p in people]}
    return {**data, "schema_version": version}


def _board_v6_to_v7(data: dict[str, Any]) -> dict[str, Any]:
    """Board schema 7: a pomocník participant may link a helper on a linked hero's deník (``pomocnik`` = the
    helper's id, issue 23 Build 2); an old board linked none: "" and no deník Sudba carried."""
    return _participants_with(data, 7, pomocnik="", sudba_deniku=None)


# 000:L300, L699-L703
_START_UNKNOWN = BOOK(
    "Tabule uložená starší verzí nerozlišovala konflikt, který ještě nezačal, od právě začatého, a iniciativa se "
    "v něm ještě neházela; zůstává probíhající, aby se nic rozehraného neztratilo. Pokud konflikt ještě nezačal, "
    "ukonči ho akcí „Konec konfliktu“ a začni akcí „Začátek konfliktu“ "
    "(§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.ukonceni_konfliktu)."
)


def _board_v7_to_v8(data: dict[str, Any]) -> dict[str, Any]:
    """Board schema 8 saves a new board not running, so «Začátek konfliktu» can be refused on a running one
    (000:L300, L699-L711). Before, a new board was saved running too. A board saved not running has ended and
    stays so; one whose initiative was rolled (``kolo_bezi``, a later round) or with a střet's decisions waiting is
    mid-conflict and stays running. One still in round 1 with no initiative rolled is either a board never started
    or one just started (the start sets exactly that state): it stays running, so nothing of a started conflict is
    lost, with a note in ``upozorneni`` telling the Průvodce how to start it if it has not begun."""
    notes: list[str] = list(data.get("upozorneni", []))
    fresh = data.get("kolo", 1) == 1 and data.get("kolo_bezi") is False and not data.get("cekajici")
    if data.get("probiha", True) is not False and fresh:
        notes.append(_START_UNKNOWN)
    return {**data, "upozorneni": notes[:12], "schema_version": 8}


def _board_v8_to_v9(data: dict[str, Any]) -> dict[str, Any]:
    """Board schema 9 adds how much of a pomocník's initiative approach (1 Duše, 000:L595) its player pays from
    Pouto instead of Sudba (``pristup_pouto``, 000:L87). An old board chose none: 0, so Sudba pays first and Pouto
    only what Sudba cannot, as the approach was paid before."""
    return _participants_with(data, 9, pristup_pouto=0)


def _board_v9_to_v10(data: dict[str, Any]) -> dict[str, Any]:
    """Board schema 10 adds how much of any participant's initiative approach (1 Duše, 000:L595) its player pays
    with Výhoda instead (``pristup_vyhoda``, 000:L55). An old board chose none: 0, so the approach is paid as
    before — a hero in Duše, a being or pomocník from Sudba (and Pouto)."""
    return _participants_with(data, 10, pristup_vyhoda=0)


def _board_v10_to_v11(data: dict[str, Any]) -> dict[str, Any]:
    """Board schema 11 adds the name of a self-inflicted Jizva of Duše that pays a linked hero's initiative approach
    instead of Duše (``pristup_jizva``, 000:L859). An old board chose none: "", so the approach is paid as before."""
    return _participants_with(data, 11, pristup_jizva="")


BOARD_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _board_v1_to_v2, 2: _board_v2_to_v3, 3: _board_v3_to_v4, 4: _board_v4_to_v5, 5: _board_v5_to_v6,
    6: _board_v6_to_v7, 7: _board_v7_to_v8, 8: _board_v8_to_v9,
    9: _board_v9_to_v10, 10: _board_v10_to_v11}
