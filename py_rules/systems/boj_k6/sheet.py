"""What a player SAVES for «Boj k6»: attributes, životy, armour, shield, resistances, weapons, spells.

Only saved data lives here; derived values (vyřazení, effective speed, armour vs a damage type) are computed
in :mod:`.rules` and shown by :mod:`.view`. Every string is bounded, every number has a range, every list
a length; cross-field rules raise Czech ``ValueError`` messages (translated to ``InvalidInput``).
Seed references: 003:L124-L167 (attributes), L645-L648 (which hand holds a weapon or the shield),
L577-L697 (armour, shield, resistance, weapons, spells),
L636-L657 (serious wounds), L95-L107 (speed), L821-L841 (concentration), L467-L478 (ammunition).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.systems.base import SheetBase
from py_rules.systems.boj_k6.texts import DRUHY_ZRANENI, SHEET_TEXT

__all__ = [
    "Armour",
    "ArmourPiece",
    "Attribute",
    "BodyPart",
    "BojK6Sheet",
    "DamageType",
    "Distance",
    "Hand",
    "Reach",
    "Resistance",
    "SeriousWound",
    "Shield",
    "Speed",
    "Spell",
    "TypedArmour",
    "Weapon",
    "new_sheet",
]

Attribute = Literal["sila", "finesa", "duse"]
DamageType = Literal["bodne", "secne", "drtive", "ohen", "blesk", "mraz", "kyselina", "jed", "dusevni", "jine"]
Reach = Literal["zblizka", "strelna", "vrhaci"]
Distance = Literal["kontaktni", "kratka", "stredni", "dlouha"]
Speed = Literal["plazeni", "chuze", "beh", "konsky_beh"]
Hand = Literal["prava", "leva"]  # the hand a weapon or shield is held in (L648); a two-handed weapon takes both
BodyPart = Literal["hlava", "oko", "telo", "bricho", "leva_ruka", "prava_ruka", "leva_noha", "prava_noha", "jine"]

AttrValue = Field(ge=0, le=12)
Label = Field(min_length=1, max_length=60)


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class TypedArmour(_Part):
    """Armour against one damage type where it differs from the general value (statue: 1 vs drtivé, L626)."""

    druh: DamageType = "drtive"
    hodnota: int = Field(default=0, ge=0, le=6)


class ArmourPiece(_Part):
    """A piece of armour that can be taken off (a helmet, L663-L676); a missing piece allows „mimo zbroj“."""

    nazev: str = Label
    nasazena: bool = True


class Armour(_Part):
    """Zbroj: lehká 1, těžká 2 (L585, L616); per-type overrides; pieces worn; heavy forces Síla (L135)."""

    hodnota: int = Field(default=0, ge=0, le=6)
    tezka: bool = False
    podle_druhu: list[TypedArmour] = Field(default_factory=list, max_length=10)
    casti: list[ArmourPiece] = Field(default_factory=list, max_length=10)

    @model_validator(mode="after")
    def _unique_types(self) -> Armour:
        _check_unique([a.druh for a in self.podle_druhu])
        return self


class Shield(_Part):
    """Štít (1 in the examples, L585) and whether it can be used now (grabbed, facing away: L682-L697)."""

    ma_stit: bool = False
    hodnota: int = Field(default=1, ge=0, le=3)
    pouzitelny: bool = True
    ruka: Hand = "leva"


class Resistance(_Part):
    """Odolnost proti druhu zranění (kostlivec: 2 proti bodnému, L601-L602)."""

    druh: DamageType = "bodne"
    hodnota: int = Field(default=1, ge=0, le=6)


class Weapon(_Part):
    """A weapon: damage 0–3 (L939), type, light/heavy, two-handed, reach, added damage (L619-L628), ammo."""

    nazev: str = Label
    zraneni: int = Field(default=0, ge=0, le=3)
    druh: DamageType = "secne"
    tezka: bool = False
    dvojrucni: bool = False
    dosah: Reach = "zblizka"
    pridane_kz: int = Field(default=0, ge=0, le=10)
    pridane_druh: DamageType = "blesk"
    munice_sledovat: bool = False
    munice: int = Field(default=0, ge=0, le=999)
    nabito: bool = True
    ruka: Hand = "prava"


class Spell(_Part):
    """A spell: defence attribute (L186), kz damage and type (L606-L617), area (L415), concentration (L822)."""

    nazev: str = Label
    obrana: Attribute = "finesa"
    kz: int = Field(default=0, ge=0, le=12)
    druh: DamageType = "blesk"
    plosne: bool = False
    soustredeni: bool = False
    obranne: bool = False


class SeriousWound(_Part):
    """A disabled body part (L637-L657); cleared when all lost životy are healed."""

    cast: BodyPart = "leva_noha"
    popis: str = Field(default="", max_length=200)


class BojK6Sheet(SheetBase):
    """The saved character of «Boj k6»."""

    system: Literal["boj_k6"] = "boj_k6"
    schema_version: Literal[3] = 3
    sila: int = AttrValue
    finesa: int = AttrValue
    duse: int = AttrValue
    zivoty: int = Field(default=10, ge=-99, le=99)
    zivoty_max: int = Field(default=10, ge=1, le=99)
    zbroj: Armour = Field(default_factory=Armour)
    stit: Shield = Field(default_factory=Shield)
    odolnosti: list[Resistance] = Field(default_factory=list, max_length=10)
    zbrane: list[Weapon] = Field(default_factory=list, max_length=12)
    kouzla: list[Spell] = Field(default_factory=list, max_length=20)
    utok_na_dva_cile: bool = False
    infravideni: bool = False
    ultrasluch: bool = False
    vazna_zraneni: list[SeriousWound] = Field(default_factory=list, max_length=12)
    rychlost: Speed = "beh"
    rychlost_upravy: int = Field(default=0, ge=-3, le=3)
    soustredeni: str = Field(default="", max_length=60)

    @model_validator(mode="after")
    def _cross_fields(self) -> BojK6Sheet:
        if self.zivoty > self.zivoty_max:
            raise ValueError(SHEET_TEXT.E_ZIVOTY.format(max=self.zivoty_max))
        _check_unique([r.druh for r in self.odolnosti])
        return self


def _check_unique(types: list[str]) -> None:
    """Raise ``ValueError`` (Czech) if a damage type is listed twice."""
    seen: set[str] = set()
    for druh in types:
        if druh in seen:
            raise ValueError(SHEET_TEXT.E_DRUH_DVAKRAT.format(druh=DRUHY_ZRANENI[druh]))
        seen.add(druh)


def new_sheet(name: str) -> BojK6Sheet:
    """A fresh character: Síla, Finesa, Duše 2, 10 životů, a dagger and an unloaded bow (values to change)."""
    dagger = Weapon(nazev=SHEET_TEXT.DYKA, zraneni=0, druh="bodne")
    bow = Weapon(nazev=SHEET_TEXT.LUK, zraneni=2, druh="bodne", dosah="strelna", dvojrucni=True, nabito=False)
    return BojK6Sheet(name=name, sila=2, finesa=2, duse=2, zbrane=[dagger, bow])
