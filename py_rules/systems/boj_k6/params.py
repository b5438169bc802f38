"""Parameter models of the circumstances of one pairing, shared by the sheet roll and the combat board."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.systems.boj_k6.forms import kind_choices
from py_rules.systems.boj_k6.sheet import Distance
from py_rules.systems.boj_k6.texts import FORM, HINT, VZDALENOSTI
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


def circumstance_fields(foe: str = FORM["protivnik"], skip: frozenset[str] = frozenset()) -> list[FieldView]:
    """Form fields of :class:`Circumstances` with their defaults; ``foe`` names the other side.

    ``skip`` leaves out fields the caller derives itself (the board reads them from the záměry).
    """
    kinds = kind_choices()

    def label(key: str) -> str:
        return FORM[key].format(foe=foe, Foe=foe.capitalize())

    fields: list[FieldView] = [
        select(f"vyhoda_{i}", FORM["vyhoda"].format(i=i), "", kinds, hint=HINT["vyhoda"] if i == 1 else None)
        for i in (1, 2, 3)]
    fields += [select(f"nevyhoda_{i}", FORM["nevyhoda"].format(i=i), "", kinds,
                      hint=HINT["nevyhoda"] if i == 1 else None) for i in (1, 2, 3)]
    toggles = ["plna_obrana", "mireni", "finta", "prolomeni", "rozptyleni", "utek"]
    fields += [toggle(key, label(key)) for key in toggles]
    fields.append(select("vzdalenost", FORM["vzdalenost"], "kontaktni", VZDALENOSTI))
    foe_toggles = ["protivnik_nehybny", "protivnik_plna_obrana", "protivnik_miri", "protivnik_finta",
                   "protivnik_strili"]
    fields += [toggle(key, label(key)) for key in foe_toggles]
    fields += [number("protivnik_cilu", label("protivnik_cilu"), 1, 1, 6),
               toggle("protivnik_plosne", label("protivnik_plosne"))]
    return [f for f in fields if f.path not in skip]
