"""The saved encounter board (``dnd5e_stretnuti``): participants with their initiative, the round and whose
turn it is, what each has used of its turn, effects with their duration, and the concentration saves owed.

A participant is either a player character linked to their saved sheet (``postava`` = the save id: HP,
conditions, concentration and weapons live there, one truth) or a monster or NPC entered on the board, whose
own D&D 5e sheet (``denik``) is kept here, so the same rules functions serve both (004:L232-L394).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.systems.base import SheetBase

from ..sheet import DnD5eSheet

__all__ = ["MAX_EFFECTS", "MAX_PARTICIPANTS", "DnD5eEncounter", "Effect", "EffectKind", "Participant"]

MAX_PARTICIPANTS = 16
MAX_EFFECTS = 12
EffectKind = Literal["uhybani", "pomoc", "priprava", "stav", "kouzlo", "jiny"]
ConditionId = Literal["", "hluchy", "lezici", "neschopny", "neviditelny", "ochromeny", "otraveny", "paralyzovany",
                      "slepy", "uchvaceny", "v_bezvedomi", "vystraseny", "zadrzeny", "zkameneny", "zmameny"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, validate_default=True)


class Effect(_Model):
    """An effect on a participant that ends by itself: at the start or the end (``kdy``) of the ``kol``-th
    turn of participant ``zdroj`` from now (Dodge, Help and Ready end at the start of the creature's next turn,
    004:L279, L285, L300), or when ``zdroj`` stops concentrating (004:L437-L447). A ``stav`` is a condition set
    on the holder's sheet while the effect lasts."""

    druh: EffectKind = "jiny"
    nazev: str = Field(default="", max_length=80)
    stav: ConditionId = ""
    zdroj: int = Field(default=0, ge=0, lt=MAX_PARTICIPANTS)
    kdy: Literal["zacatek", "konec"] = "zacatek"
    kol: int = Field(default=1, ge=1, le=100)
    soustredeni: bool = False


class Participant(_Model):
    jmeno: str = Field(min_length=1, max_length=80)
    strana: Literal[0, 1] = 1  # 0 the party, 1 their opponents (for surprise and the default target)
    postava: str = Field(default="", max_length=64, pattern=r"^[A-Za-z0-9_-]*$")
    denik: DnD5eSheet | None = None  # a monster or NPC entered on the board; kept but unused while linked
    prekvapeny: bool = False  # the GM's ruling before the fight (004:L237); copied to the sheet at the start
    iniciativa: int | None = Field(default=None, ge=-20, le=60)
    remiza: int = Field(default=0, ge=0, le=30)  # Dex score at the roll: a tie goes to the higher (SRD choice)
    utoku_za_akci: int = Field(default=1, ge=1, le=4)  # Extra Attack / Multiattack (SRD, not in the seed)
    akce: bool = False  # this turn's action used (004:L240)
    bonusova_akce: bool = False  # this turn's bonus action used (L242)
    reakce: bool = False  # the reaction used since the start of its last turn (L244)
    utoky: int = Field(default=0, ge=0, le=4)  # attacks made with this turn's Attack action
    utok_lehkou: bool = False  # one of them with a light melee weapon held in one hand (off-hand attack, L338)
    pohyb: int = Field(default=0, ge=0, le=400)  # sáhy of movement spent this turn
    sprint: bool = False  # Dash taken this turn (L303)
    hod_smrt: bool = False  # the death save of this turn rolled (L372)
    soustredeni: list[int] = Field(default_factory=list, max_length=8)  # damage owed a concentration save each
    ucinky: list[Effect] = Field(default_factory=list, max_length=MAX_EFFECTS)


class DnD5eEncounter(SheetBase):
    system: Literal["dnd5e_stretnuti"] = "dnd5e_stretnuti"
    schema_version: Literal[4] = 4
    probiha: bool = False
    kolo: int = Field(default=0, ge=0, le=999)  # 0 = the fight has not started
    na_tahu: int = Field(default=0, ge=0, lt=MAX_PARTICIPANTS)  # the participant whose turn it is
    ucastnici: list[Participant] = Field(default_factory=list, max_length=MAX_PARTICIPANTS)

    @model_validator(mode="after")
    def _consistent(self) -> DnD5eEncounter:
        for person in self.ucastnici:
            if not person.postava and person.denik is None:
                raise ValueError(f"{person.jmeno}: tvor zapsaný na střetnutí potřebuje své hodnoty.")
            if any(effect.zdroj >= len(self.ucastnici) for effect in person.ucinky):
                raise ValueError(f"{person.jmeno}: účinek patří k účastníkovi, který ve střetnutí není.")
        linked = [p.postava for p in self.ucastnici if p.postava]
        if len(linked) != len(set(linked)):
            raise ValueError("Jedna uložená postava může být ve střetnutí jen jednou.")
        if self.probiha and self.na_tahu >= len(self.ucastnici):
            raise ValueError("Na tahu je účastník, který ve střetnutí není.")
        return self
