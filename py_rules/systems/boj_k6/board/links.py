"""The board works on the party's sheets (issue 21 item 1): a participant linked to a saved «Boj k6» character
(``Participant.postava``) reads its values from that sheet and writes what the fight changed back to it.

One truth: before an action each linked participant is filled in from his sheet (:func:`hydrate`) — attributes,
životy, armour, shield, the weapon and spell he fights with, resistances, abilities, speed, serious wounds,
ammunition and the loaded state, concentration — the board's rules run as for anyone, and afterwards what
changed goes back to the sheet (:func:`settle`: životy, serious wounds, the shield's use, ammunition, loaded,
concentration) and the board keeps those values at their defaults, never a copy. Monsters and NPCs stay
entered on the board. The same rule functions serve both (003:L577-L657, L467-L478, L821-L842).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, LinkedChange, LinkedSheets, Links, Odds
from py_rules.systems.boj_k6.board.board import BoardSheet, Participant
from py_rules.systems.boj_k6.sheet import BojK6Sheet, SeriousWound
from py_rules.systems.boj_k6.texts import CASTI_TELA
from py_rules.systems.boj_k6.texts_links import LINK_TEXT
from py_rules.view import FieldView

__all__ = [
    "SHEET_FIELDS",
    "hydrate",
    "linked_form",
    "linked_odds",
    "linked_perform",
    "settle",
    "sheet_of",
    "sheet_values",
]

P = TypeVar("P", bound=BaseModel)

# The participant's values that a linked character's sheet holds (the board keeps their defaults).
SHEET_FIELDS: tuple[str, ...] = (
    "sila", "finesa", "duse", "zivoty", "zivoty_max", "zbroj", "zbroj_podle_druhu", "zbroj_chybi_cast",
    "tezka_zbroj", "stit", "stit_pouzitelny", "stit_ruka", "odolnosti", "zbran", "zbran_zraneni", "zbran_druh",
    "zbran_dosah", "zbran_tezka", "zbran_dvojrucni", "zbran_ruka", "pridane_kz", "pridane_druh", "kouzlo",
    "kouzlo_kz", "kouzlo_druh", "kouzlo_obrana", "kouzlo_plosne", "kouzlo_soustredeni", "kouzlo_obranne",
    "utok_na_dva_cile", "infravideni", "ultrasluch", "munice_sledovat", "munice", "nabito", "rychlost",
    "rychlost_upravy", "vazna_zraneni", "soustredeni",
)
_DEFAULTS: dict[str, Any] = {name: Participant.model_fields[name].get_default(call_default_factory=True)
                             for name in SHEET_FIELDS}


def sheet_of(p: Participant, links: Links) -> BojK6Sheet | None:
    """The linked character's sheet as the shell sent it; ``None`` when it did not come (deleted, unreadable)."""
    sheet = links.sheets.get(p.postava)
    if sheet is None:
        return None
    if not isinstance(sheet, BojK6Sheet):
        raise InvalidInput(LINK_TEXT.E_NENI_BOJ.format(jmeno=sheet.name))
    return sheet


def sheet_values(sheet: BojK6Sheet, weapon_no: int, spell_no: int) -> dict[str, Any]:
    """The participant's values read from ``sheet``, fighting with weapon ``weapon_no`` and spell ``spell_no``
    (the first where the sheet has fewer; the board's defaults where it has none)."""
    values: dict[str, Any] = {
        "sila": sheet.sila, "finesa": sheet.finesa, "duse": sheet.duse, "zivoty": sheet.zivoty,
        "zivoty_max": sheet.zivoty_max, "zbroj": sheet.zbroj.hodnota,
        "zbroj_podle_druhu": list(sheet.zbroj.podle_druhu),
        "zbroj_chybi_cast": any(not c.nasazena for c in sheet.zbroj.casti), "tezka_zbroj": sheet.zbroj.tezka,
        "stit": sheet.stit.hodnota if sheet.stit.ma_stit else 0, "stit_pouzitelny": sheet.stit.pouzitelny,
        "stit_ruka": sheet.stit.ruka, "odolnosti": list(sheet.odolnosti),
        "utok_na_dva_cile": sheet.utok_na_dva_cile, "infravideni": sheet.infravideni,
        "ultrasluch": sheet.ultrasluch, "rychlost": sheet.rychlost, "rychlost_upravy": sheet.rychlost_upravy,
        "vazna_zraneni": [w.cast for w in sheet.vazna_zraneni], "soustredeni": bool(sheet.soustredeni),
    }
    if sheet.zbrane:
        w = sheet.zbrane[weapon_no if weapon_no < len(sheet.zbrane) else 0]
        values.update(zbran=w.nazev, zbran_zraneni=w.zraneni, zbran_druh=w.druh, zbran_dosah=w.dosah,
                      zbran_tezka=w.tezka, zbran_dvojrucni=w.dvojrucni, zbran_ruka=w.ruka, pridane_kz=w.pridane_kz,
                      pridane_druh=w.pridane_druh, munice_sledovat=w.munice_sledovat, munice=w.munice,
                      nabito=w.nabito)
    if sheet.kouzla:
        s = sheet.kouzla[spell_no if spell_no < len(sheet.kouzla) else 0]
        values.update(kouzlo=s.nazev, kouzlo_kz=s.kz, kouzlo_druh=s.druh, kouzlo_obrana=s.obrana,
                      kouzlo_plosne=s.plosne, kouzlo_soustredeni=s.soustredeni, kouzlo_obranne=s.obranne)
    return values


def hydrate(board: BoardSheet, links: Links, strict: bool = True) -> BoardSheet:
    """The board with every linked participant's values read from his sheet. ``strict``: raise
    ``RuleViolation`` (Czech) when a linked sheet did not come; otherwise keep that participant as saved."""
    people: list[Participant] = []
    for p in board.ucastnici:
        sheet = sheet_of(p, links) if p.postava else None
        if p.postava and sheet is None and strict:
            raise RuleViolation(LINK_TEXT.E_CHYBI.format(jmeno=p.jmeno))
        people.append(p if sheet is None else p.model_copy(update=sheet_values(sheet, p.zbran_cislo,
                                                                               p.kouzlo_cislo)))
    return board.model_copy(update={"ucastnici": people})


def _write_back(sheet: BojK6Sheet, before: Participant, after: Participant) -> tuple[BojK6Sheet, list[str]]:
    """``sheet`` with what the board changed on its participant (``before`` → ``after``), and one line each."""
    update: dict[str, Any] = {}
    lines: list[str] = []
    if after.zivoty != before.zivoty:
        update["zivoty"] = after.zivoty
        lines.append(LINK_TEXT.ZIVOTY.format(old=before.zivoty, new=after.zivoty))
    new_parts = after.vazna_zraneni[len(before.vazna_zraneni):]
    if new_parts:
        update["vazna_zraneni"] = [*sheet.vazna_zraneni, *(SeriousWound(cast=c) for c in new_parts)][:12]
        lines += [LINK_TEXT.VAZNE.format(cast=CASTI_TELA[c]) for c in new_parts]
    if after.stit_pouzitelny != before.stit_pouzitelny and sheet.stit.ma_stit:
        update["stit"] = sheet.stit.model_copy(update={"pouzitelny": after.stit_pouzitelny})
        lines.append(LINK_TEXT.STIT_ANO if after.stit_pouzitelny else LINK_TEXT.STIT_NE)
    if before.soustredeni and not after.soustredeni and sheet.soustredeni:
        update["soustredeni"] = ""
        lines.append(LINK_TEXT.SOUSTREDENI)
    if sheet.zbrane and (after.munice, after.nabito) != (before.munice, before.nabito):
        index = before.zbran_cislo if before.zbran_cislo < len(sheet.zbrane) else 0
        weapon = sheet.zbrane[index]
        update["zbrane"] = [w.model_copy(update={"munice": after.munice, "nabito": after.nabito}) if i == index
                            else w for i, w in enumerate(sheet.zbrane)]
        if after.munice != before.munice:
            lines.append(LINK_TEXT.MUNICE.format(nazev=weapon.nazev, old=before.munice, new=after.munice))
        if after.nabito != before.nabito:
            lines.append((LINK_TEXT.NABITO if after.nabito else LINK_TEXT.VYSTRELENO).format(nazev=weapon.nazev))
    return sheet.model_copy(update=update), lines


def settle(before: BoardSheet, after: BoardSheet, links: Links) -> tuple[BoardSheet, dict[str, LinkedChange]]:
    """The board to save (linked participants' sheet values back at their defaults) and the linked sheets the
    action changed, each with its lines for that character's own log."""
    old = {p.id: p for p in before.ucastnici}
    sheets = LinkedSheets(links)
    people: list[Participant] = []
    for p in after.ucastnici:
        if not p.postava:
            people.append(p)
            continue
        sheet = sheet_of(p, links)
        was = old.get(p.id)
        if sheet is not None and was is not None and was.postava == p.postava:
            new_sheet, lines = _write_back(sheet, was, p)
            if lines:
                sheets.record(p.postava, new_sheet, lines)
        people.append(p.model_copy(update=_DEFAULTS))
    return after.model_copy(update={"ucastnici": people}), sheets.changed()


def linked_perform(perform: Callable[[BoardSheet, P, DiceBox], ActionOutcome[BoardSheet]], strict: bool = True
                   ) -> Callable[[BoardSheet, P, DiceBox, Links], ActionOutcome[BoardSheet]]:
    """``perform`` run on the board with its linked sheets read in, and what it changed written back."""
    def run(board: BoardSheet, params: P, box: DiceBox, links: Links) -> ActionOutcome[BoardSheet]:
        hydrated = hydrate(board, links, strict)
        out = perform(hydrated, params, box)
        saved, changed = settle(hydrated, out.sheet, links)
        return dataclasses.replace(out, sheet=saved, linked=changed)
    return run


def linked_form(form: Callable[[BoardSheet], list[FieldView]]) -> Callable[[BoardSheet, Links], list[FieldView]]:
    """``form`` with the linked sheets read in (defaults pre-filled from them)."""
    return lambda board, links: form(hydrate(board, links, strict=False))


def linked_odds(odds: Callable[[BoardSheet, P], Odds]) -> Callable[[BoardSheet, P, Links], Odds]:
    """``odds`` with the linked sheets read in."""
    return lambda board, params, links: odds(hydrate(board, links), params)
