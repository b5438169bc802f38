"""Parameter models of the circumstances of one pairing, shared by the sheet roll and the combat board."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.systems.boj_k6.forms import kind_choices
from py_rules.systems.boj_k6.sheet import Distance
from py_rules.systems.boj_k6.texts import SHEET_FORM, SHEET_HINT, VZDALENOSTI
from py_rules.view import FieldView, number, select, toggle

__all__ = ["BOARD_DERIVED", "Circumstances", "KindChoice", "circumstance_fields"]

KindChoice = Literal[
    "", "ztizeni_pohybu", "ztizeni_viditelnosti", "nevhodna_zbran", "nadmerny_naklad", "kryt", "dezorientace",
    "strach", "vyvedeni_z_rovnovahy", "prekvapeni", "strelba_na_utocnika_zblizka", "strelba_na_bezici_cil",
    "utok_do_zad", "vycerpani",
]


class Circumstances(BaseModel):
    """Advantages (kinds in the roller's favour), disadvantages and tactical options of one pairing."""

    model_config = ConfigDict(extra="forbid")

    vyhoda_1: KindChoice = ""
    vyhoda_2: KindChoice = ""
    vyhoda_3: KindChoice = ""
    nevyhoda_1: KindChoice = ""
    nevyhoda_2: KindChoice = ""
    nevyhoda_3: KindChoice = ""
    plna_obrana: bool = False
    mireni: bool = False
    finta: bool = False
    prolomeni: bool = False
    rozptyleni: bool = False
    utek: bool = False
    vzdalenost: Distance = "kontaktni"
    protivnik_nehybny: bool = False
    protivnik_plna_obrana: bool = False
    protivnik_miri: bool = False
    protivnik_finta: bool = False
    protivnik_strili: bool = False
    protivnik_cilu: int = Field(default=1, ge=1, le=6)
    protivnik_plosne: bool = False

    def advantages(self) -> tuple[str, ...]:
        return tuple(k for k in (self.vyhoda_1, self.vyhoda_2, self.vyhoda_3) if k)

    def disadvantages(self) -> tuple[str, ...]:
        return tuple(k for k in (self.nevyhoda_1, self.nevyhoda_2, self.nevyhoda_3) if k)


BOARD_DERIVED = frozenset({"plna_obrana", "prolomeni", "utek", "protivnik_plna_obrana", "protivnik_strili",
                           "protivnik_cilu", "protivnik_plosne"})


def circumstance_fields(foe: str = SHEET_FORM.PROTIVNIK, skip: frozenset[str] = frozenset()) -> list[FieldView]:
    """Form fields of :class:`Circumstances` with their defaults; ``foe`` names the other side.

    ``skip`` leaves out fields the caller derives itself (the board reads them from the záměry).
    """
    kinds = kind_choices()

    def label(template: str) -> str:
        return template.format(foe=foe, Foe=foe.capitalize())

    fields: list[FieldView] = [
        select(f"vyhoda_{i}", SHEET_FORM.VYHODA.format(i=i), "", kinds, hint=SHEET_HINT.VYHODA if i == 1 else None)
        for i in (1, 2, 3)]
    fields += [select(f"nevyhoda_{i}", SHEET_FORM.NEVYHODA.format(i=i), "", kinds,
                      hint=SHEET_HINT.NEVYHODA if i == 1 else None) for i in (1, 2, 3)]
    toggles = [("plna_obrana", SHEET_FORM.PLNA_OBRANA), ("mireni", SHEET_FORM.MIRENI), ("finta", SHEET_FORM.FINTA),
               ("prolomeni", SHEET_FORM.PROLOMENI), ("rozptyleni", SHEET_FORM.ROZPTYLENI), ("utek", SHEET_FORM.UTEK)]
    fields += [toggle(key, label(template)) for key, template in toggles]
    fields.append(select("vzdalenost", SHEET_FORM.VZDALENOST, "kontaktni", VZDALENOSTI))
    foe_toggles = [("protivnik_nehybny", SHEET_FORM.PROTIVNIK_NEHYBNY),
                   ("protivnik_plna_obrana", SHEET_FORM.PROTIVNIK_PLNA_OBRANA),
                   ("protivnik_miri", SHEET_FORM.PROTIVNIK_MIRI), ("protivnik_finta", SHEET_FORM.PROTIVNIK_FINTA),
                   ("protivnik_strili", SHEET_FORM.PROTIVNIK_STRILI)]
    fields += [toggle(key, label(template)) for key, template in foe_toggles]
    fields += [number("protivnik_cilu", label(SHEET_FORM.PROTIVNIK_CILU), 1, 1, 6),
               toggle("protivnik_plosne", label(SHEET_FORM.PROTIVNIK_PLOSNE))]
    return [f for f in fields if f.path not in skip]
