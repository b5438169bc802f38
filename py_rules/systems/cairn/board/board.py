"""The saved encounter board (``cairn_stretnuti``): sides, participants in zones, the round and whose turn it
is, the damage noted during a side's turn, and the morale checks already made (001:L124-L208).

A participant is either a player character linked to their saved sheet (``postava`` = the save id: their
attributes, BO, inventory and states live there, one truth) or a creature entered on the board — a monster,
an NPC or a detachment — whose own small Cairn sheet (``denik``) is kept here, so the same rules functions
serve both.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.systems.base import SheetBase

from ..sheet import CairnSheet

__all__ = ["MAX_PARTICIPANTS", "MAX_ZONE", "CairnEncounter", "Participant", "PendingHit", "Side"]

MAX_PARTICIPANTS = 16
MAX_ZONE = 9
Fate = Literal["v_boji", "utekl", "vzdal_se"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, validate_default=True)


class Side(_Model):
    """One side; ``pocet`` is its members at the start (for «half its members», 001:L198). Side 0 is the
    player characters', who act first every round (001:L126)."""

    nazev: str = Field(min_length=1, max_length=60)
    pocet: int = Field(default=0, ge=0, le=MAX_PARTICIPANTS)
    moralka_prvni: bool = False  # the morale check for the first member lost was proposed (001:L198)
    moralka_polovina: bool = False  # … and the one for half the members


class Participant(_Model):
    jmeno: str = Field(min_length=1, max_length=80)
    strana: int = Field(default=1, ge=0, le=3)
    zona: int = Field(default=0, ge=0, le=MAX_ZONE)  # abstract zones in a row (001:L150-L152)
    osud: Fate = "v_boji"  # fled or surrendered after a failed morale check (001:L198)
    vynechava: bool = False  # failed the round-one HBI save: skips round 1 (001:L127)
    jednal: bool = False  # has taken the action of this turn (001:L133)
    postava: str = Field(default="", max_length=64, pattern=r"^[A-Za-z0-9_-]*$")
    denik: CairnSheet | None = None  # a creature entered on the board; kept but unused while linked


class PendingHit(_Model):
    """Damage dealt to ``cil`` during the current side's turn; at the end of the turn only the highest of a
    target's hits is applied (group attack, 001:L158)."""

    cil: int = Field(ge=0, lt=MAX_PARTICIPANTS)
    utocnik: int = Field(ge=0, lt=MAX_PARTICIPANTS)
    poskozeni: int = Field(ge=0, le=200)


class CairnEncounter(SheetBase):
    system: Literal["cairn_stretnuti"] = "cairn_stretnuti"
    schema_version: Literal[1] = 1
    probiha: bool = False
    kolo: int = Field(default=0, ge=0, le=999)  # 0 = the fight has not started
    na_tahu: int = Field(default=0, ge=0, le=3)  # the side whose turn it is
    strany: list[Side] = Field(default_factory=list, min_length=2, max_length=4)
    ucastnici: list[Participant] = Field(default_factory=list, max_length=MAX_PARTICIPANTS)
    zasahy: list[PendingHit] = Field(default_factory=list, max_length=64)

    @model_validator(mode="after")
    def _consistent(self) -> CairnEncounter:
        for person in self.ucastnici:
            if person.strana >= len(self.strany):
                raise ValueError(f"{person.jmeno}: strana č. {person.strana + 1} ve střetnutí není.")
            if not person.postava and person.denik is None:
                raise ValueError(f"{person.jmeno}: stvoření zapsané na střetnutí potřebuje své hodnoty.")
        linked = [p.postava for p in self.ucastnici if p.postava]
        if len(linked) != len(set(linked)):
            raise ValueError("Jedna uložená postava může být ve střetnutí jen jednou.")
        if self.na_tahu >= len(self.strany):
            raise ValueError("Na tahu je strana, která ve střetnutí není.")
        for hit in self.zasahy:
            if max(hit.cil, hit.utocnik) >= len(self.ucastnici):
                raise ValueError("Zapsaný zásah se týká účastníka, který ve střetnutí není.")
        return self
