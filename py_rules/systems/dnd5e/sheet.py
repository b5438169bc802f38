"""What a D&D 5e player saves (pydantic models). Derived values (modifiers, AC, passive checks) are never saved.

Sources: sheet fields implied by the seed (004:L96-L102 passive, L115-L131 exhaustion, L223-L228 hit dice,
L371-L380 death saves, L388-L394 temporary HP, L171-L175 carrying, L455-L461 coins, L514-L580 conditions);
classes, hit dice per class and spell slots follow SRD 5.1 (not in the seed).
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from py_rules.systems.base import SheetBase
from py_rules.systems.dnd5e import texts

__all__ = [
    "MAX_COINS", "Abilities", "Armor", "ClassLevel", "Coins", "Conditions", "DeathSaves", "Defenses", "DnD5eSheet",
    "HitPoints", "Item", "SaveProficiencies", "Skills", "SpellSlot", "Superiority", "Weapon",
]

AbilityId = Literal["sila", "obratnost", "odolnost", "inteligence", "moudrost", "charisma"]
ClassId = Literal["barbar", "bard", "bojovnik", "carodej", "cernokneznik", "druid", "hranicar", "klerik",
                  "kouzelnik", "mnich", "paladin", "tulak"]
SizeId = Literal["drobna", "mala", "stredni", "velka", "obrovska", "giganticka"]
DamageType = Literal["bodne", "secne", "drtive", "ohnive", "chladne", "bleskove", "hromove", "jedove",
                     "kyselinove", "nekroticke", "psychicke", "zarive", "silove"]
Defense = Literal["normalni", "odolani", "zranitelnost", "imunita"]
Score = Field(default=10, ge=1, le=30)
INCAPACITATING = ("neschopny", "ochromeny", "paralyzovany", "v_bezvedomi", "zkameneny")  # 004:L524-L572
Prof = Field(default=0, ge=0, le=2)  # 0 none, 1 proficient, 2 expertise (SRD)


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, validate_default=True)


class Abilities(_Part):
    sila: int = Score
    obratnost: int = Score
    odolnost: int = Score
    inteligence: int = Score
    moudrost: int = Score
    charisma: int = Score


class SaveProficiencies(_Part):
    sila: bool = False
    obratnost: bool = False
    odolnost: bool = False
    inteligence: bool = False
    moudrost: bool = False
    charisma: bool = False


class Skills(_Part):
    """Proficiency per skill (004:L145-L151): 0 none, 1 proficient, 2 expertise."""

    atletika: int = Prof
    akrobacie: int = Prof
    cachry: int = Prof
    nenapadnost: int = Prof
    historie: int = Prof
    mystika: int = Prof
    nabozenstvi: int = Prof
    patrani: int = Prof
    priroda: int = Prof
    lekarstvi: int = Prof
    ovladani_zvirat: int = Prof
    preziti: int = Prof
    vhled: int = Prof
    vnimani: int = Prof
    klamani: int = Prof
    presvedcovani: int = Prof
    umeni: int = Prof
    zastrasovani: int = Prof


class ClassLevel(_Part):
    """One class of the character with its level and spent hit dice (004:L223: the pool equals the level)."""

    trida: ClassId = "bojovnik"
    uroven: int = Field(default=1, ge=1, le=20)
    utracene_kostky: int = Field(default=0, ge=0, le=20)

    @model_validator(mode="after")
    def _spent_within_level(self) -> ClassLevel:
        if self.utracene_kostky > self.uroven:
            raise ValueError(texts.INVALID.HIT_DICE_SPENT)
        return self


class HitPoints(_Part):
    current: int = Field(default=10, ge=0, le=999)
    max: int = Field(default=10, ge=1, le=999)
    temp: int = Field(default=0, ge=0, le=999)

    @model_validator(mode="after")
    def _current_within_max(self) -> HitPoints:
        if self.current > self.max:
            raise ValueError(texts.INVALID.HP_OVER_MAX)
        return self


class DeathSaves(_Part):
    """Death saving throws (004:L371-L380): three of a kind end them, so 0–2 are kept while dying."""

    successes: int = Field(default=0, ge=0, le=2)
    failures: int = Field(default=0, ge=0, le=2)
    stable: bool = False


class Conditions(_Part):
    """The 14 conditions of 004:L514-L580."""

    hluchy: bool = False
    lezici: bool = False
    neschopny: bool = False
    neviditelny: bool = False
    ochromeny: bool = False
    otraveny: bool = False
    paralyzovany: bool = False
    slepy: bool = False
    uchvaceny: bool = False
    v_bezvedomi: bool = False
    vystraseny: bool = False
    zadrzeny: bool = False
    zkameneny: bool = False
    zmameny: bool = False
    zdroj_strachu: str = Field(default="", max_length=80)
    zmamitel: str = Field(default="", max_length=80)
    uchvatitel: str = Field(default="", max_length=80)


class Armor(_Part):
    """Armour rules 004:L465-L474 (the armour table itself is not in the seed: the player types the base)."""

    druh: Literal["zadna", "lehka", "stredni", "tezka"] = "zadna"
    zaklad: int = Field(default=10, ge=10, le=20)
    sila_pozadavek: int = Field(default=0, ge=0, le=20)
    zdatnost: bool = True
    stit: bool = False
    bonus: int = Field(default=0, ge=-5, le=10)


class Weapon(_Part):
    """A weapon or attack; properties of 004:L480-L512."""

    name: str = Field(default=texts.DEFAULT_NAMES.WEAPON, min_length=1, max_length=60)
    kostky: str = Field(default="1k8", max_length=10)
    druh_zraneni: DamageType = "secne"
    vlastnost: Literal["sila", "obratnost", "vytribena"] = "sila"
    zdatnost: bool = True
    na_dalku: bool = False
    dostrel: int = Field(default=0, ge=0, le=200)
    dlouhy_dostrel: int = Field(default=0, ge=0, le=200)
    tezka: bool = False
    lehka: bool = False
    dlouha: bool = False
    munice: bool = False  # «Střelná»: every attack uses one piece of ammunition (004:L497)
    strelivo: int = Field(default=0, ge=0, le=999)  # ammunition left
    vystreleno: int = Field(default=0, ge=0, le=999)  # spent since it was last collected (half comes back)
    nabijeci: bool = False  # «Nabíjecí»: one shot per action, bonus action or reaction (004:L491)
    obourucne: str = Field(default="", max_length=10)  # «Jeden a půlruční»: the two-handed damage dice (L487)
    vrhaci: bool = False  # «Vrhací»: may be thrown as a ranged attack with the same ability (L501)
    obourucni: bool = False  # «Obouruční»: attacking with it needs both hands (L493)
    bonus: int = Field(default=0, ge=-5, le=5)

    @field_validator("kostky")
    @classmethod
    def _dice(cls, value: str) -> str:
        if not re.fullmatch(r"[1-9][0-9]?k(4|6|8|10|12)", value):
            raise ValueError(texts.INVALID.DAMAGE_DICE)
        return value

    @field_validator("obourucne")
    @classmethod
    def _versatile_dice(cls, value: str) -> str:
        if value and not re.fullmatch(r"[1-9][0-9]?k(4|6|8|10|12)", value):
            raise ValueError(texts.INVALID.DAMAGE_DICE)
        return value

    @model_validator(mode="after")
    def _ranges(self) -> Weapon:
        if self.dlouhy_dostrel and self.dlouhy_dostrel < self.dostrel:
            raise ValueError(texts.INVALID.LONG_RANGE)
        return self


class Defenses(_Part):
    """Resistance / vulnerability / immunity per damage type (004:L354-L358)."""

    bodne: Defense = "normalni"
    secne: Defense = "normalni"
    drtive: Defense = "normalni"
    ohnive: Defense = "normalni"
    chladne: Defense = "normalni"
    bleskove: Defense = "normalni"
    hromove: Defense = "normalni"
    jedove: Defense = "normalni"
    kyselinove: Defense = "normalni"
    nekroticke: Defense = "normalni"
    psychicke: Defense = "normalni"
    zarive: Defense = "normalni"
    silove: Defense = "normalni"


class Item(_Part):
    name: str = Field(default=texts.DEFAULT_NAMES.ITEM, min_length=1, max_length=80)
    pocet: int = Field(default=1, ge=0, le=9999)
    vaha: float = Field(default=0, ge=0, le=5000)  # pounds per piece (004:L171)


MAX_COINS = 10_000_000  # of each kind


class Coins(_Part):
    md: int = Field(default=0, ge=0, le=MAX_COINS)
    st: int = Field(default=0, ge=0, le=MAX_COINS)
    el: int = Field(default=0, ge=0, le=MAX_COINS)
    zl: int = Field(default=0, ge=0, le=MAX_COINS)
    pl: int = Field(default=0, ge=0, le=MAX_COINS)


class SpellSlot(_Part):
    max: int = Field(default=0, ge=0, le=9)
    used: int = Field(default=0, ge=0, le=9)

    @model_validator(mode="after")
    def _used_within_max(self) -> SpellSlot:
        if self.used > self.max:
            raise ValueError(texts.INVALID.SLOTS_SPENT)
        return self


class Superiority(_Part):
    """Superiority dice for manoeuvres (004:L583-L616; count and die size are not in the seed)."""

    pocet: int = Field(default=0, ge=0, le=10)
    kostka: Literal[6, 8, 10, 12] = 8
    utracene: int = Field(default=0, ge=0, le=10)

    @model_validator(mode="after")
    def _spent(self) -> Superiority:
        if self.utracene > self.pocet:
            raise ValueError(texts.INVALID.SUPERIORITY_SPENT)
        return self


def _default_slots() -> list[SpellSlot]:
    return [SpellSlot() for _ in range(9)]


class DnD5eSheet(SheetBase):
    """The saved D&D 5e character."""

    system: Literal["dnd5e"] = "dnd5e"
    schema_version: Literal[4] = 4
    classes: list[ClassLevel] = Field(default_factory=lambda: [ClassLevel()], min_length=1, max_length=4)
    abilities: Abilities = Field(default_factory=Abilities)
    save_proficiencies: SaveProficiencies = Field(default_factory=SaveProficiencies)
    skills: Skills = Field(default_factory=Skills)
    hp: HitPoints = Field(default_factory=HitPoints)
    death_saves: DeathSaves = Field(default_factory=DeathSaves)
    dead: bool = False
    exhaustion: int = Field(default=0, ge=0, le=6)
    conditions: Conditions = Field(default_factory=Conditions)
    inspiration: bool = False
    dodging: bool = False
    squeezing: bool = False
    surprised: bool = False
    antitoxin: bool = False
    undead_or_construct: bool = False
    dies_at_zero: bool = False
    size: SizeId = "stredni"
    speed: int = Field(default=6, ge=0, le=40)
    armor: Armor = Field(default_factory=Armor)
    weapons: list[Weapon] = Field(default_factory=list, max_length=20)
    defenses: Defenses = Field(default_factory=Defenses)
    inventory: list[Item] = Field(default_factory=list, max_length=200)
    coins: Coins = Field(default_factory=Coins)
    spell_slots: list[SpellSlot] = Field(default_factory=_default_slots, min_length=9, max_length=9)
    concentration: str = Field(default="", max_length=80)
    superiority: Superiority = Field(default_factory=Superiority)

    @model_validator(mode="after")
    def _cross_field(self) -> DnD5eSheet:
        if sum(c.uroven for c in self.classes) > 20:
            raise ValueError(texts.INVALID.LEVEL_SUM)
        if len({c.trida for c in self.classes}) != len(self.classes):
            raise ValueError(texts.INVALID.CLASS_TWICE)
        if self.exhaustion == 6 and not self.dead:
            raise ValueError(texts.INVALID.EXHAUSTION_6)
        if self.dead or any(getattr(self.conditions, c) for c in INCAPACITATING):
            self.concentration = ""  # incapacitated or killed → concentration ends (004:L445)
        return self
