"""The saved combat board of «Boj k6»: participants, this round's záměry and rolls, successes to spend.

Seed: 003:L21-L54 (round and intentions), L114-L121 (who rolls what), L193-L219 (order), L507-L532 (successes),
L630-L634 (vyřazení), L732, L811, L879 (two-success manoeuvres over rounds).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.systems.base import SheetBase
from py_rules.systems.boj_k6.movement import MAX_GAP
from py_rules.systems.boj_k6.sheet import (
    Attribute,
    BodyPart,
    DamageType,
    Hand,
    Reach,
    Resistance,
    Speed,
    TypedArmour,
)
from py_rules.systems.boj_k6.texts import BOARD_TEXT, SHEET_TEXT
from py_rules.systems.boj_k6.texts_links import LINK_TEXT
from py_rules.systems.boj_k6.texts_round import ROUND_TEXT

__all__ = ["MAX_PARTICIPANTS", "BoardSheet", "Condition", "ConditionKind", "DisadvantageKind", "Gap", "Intent",
           "Movement", "Participant", "Pending", "Progress", "new_board"]

MAX_PARTICIPANTS = 16
Intent = Literal["utok", "plna_obrana", "mireni", "finta", "rozptyleni", "prolomeni", "utek", "nabiti", "sebrani",
                 "svazani", "jine"]
Movement = Literal["zustava", "k_cili", "ustup", "utek"]
DisadvantageKind = Literal["ztizeni_pohybu", "ztizeni_viditelnosti", "nevhodna_zbran", "nadmerny_naklad",
                           "dezorientace", "strach", "vyvedeni_z_rovnovahy", "prekvapeni"]
ConditionKind = Literal["jednorazove", "drzi", "zalehnuti", "obe_ruce", "srazen"]
THREATENING: frozenset[str] = frozenset({"utok", "prolomeni"})  # both roll na úspěch (L114, L372)
PID = Field(ge=1, le=999)


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class Participant(_Part):
    """One combatant on the board (a simplified sheet) with his intention and rolls for this round.

    ``postava`` links a player character's saved sheet (its save id): then the values of the sheet — attributes,
    životy, armour, shield, weapon (``zbran_cislo``), spell (``kouzlo_cislo``), wounds, ammunition — are read from
    that sheet and written back to it (:mod:`.links`); the board keeps them at their defaults, never a copy."""

    id: int = PID
    postava: str = Field(default="", max_length=64, pattern=r"^[A-Za-z0-9_-]*$")
    zbran_cislo: int = Field(default=0, ge=0, le=11)
    kouzlo_cislo: int = Field(default=0, ge=0, le=19)
    jmeno: str = Field(min_length=1, max_length=60)
    strana: Literal["druzina", "protivnici"] = "protivnici"
    sila: int = Field(default=2, ge=0, le=12)
    finesa: int = Field(default=2, ge=0, le=12)
    duse: int = Field(default=2, ge=0, le=12)
    zivoty: int = Field(default=6, ge=-99, le=99)
    zivoty_max: int = Field(default=6, ge=1, le=99)
    zbroj: int = Field(default=0, ge=0, le=6)
    zbroj_podle_druhu: list[TypedArmour] = Field(default_factory=list, max_length=10)
    zbroj_chybi_cast: bool = False
    tezka_zbroj: bool = False
    stit: int = Field(default=0, ge=0, le=3)
    stit_pouzitelny: bool = True
    stit_ruka: Hand = "leva"
    odolnosti: list[Resistance] = Field(default_factory=list, max_length=10)
    zbran: str = Field(default=BOARD_TEXT.ZBRAN, min_length=1, max_length=60)
    zbran_zraneni: int = Field(default=0, ge=0, le=3)
    zbran_druh: DamageType = "secne"
    zbran_dosah: Reach = "zblizka"
    zbran_tezka: bool = False
    zbran_dvojrucni: bool = False
    zbran_ruka: Hand = "prava"
    pridane_kz: int = Field(default=0, ge=0, le=10)
    pridane_druh: DamageType = "blesk"
    kouzlo: str = Field(default="", max_length=60)
    kouzlo_kz: int = Field(default=0, ge=0, le=12)
    kouzlo_druh: DamageType = "blesk"
    kouzlo_obrana: Attribute = "finesa"
    kouzlo_plosne: bool = False
    kouzlo_soustredeni: bool = False
    kouzlo_obranne: bool = False  # a defensive spell: never attacks, defends on Duše (L180)
    utok_na_dva_cile: bool = False
    infravideni: bool = False
    ultrasluch: bool = False
    munice_sledovat: bool = False
    munice: int = Field(default=0, ge=0, le=999)
    nabito: bool = True
    rychlost: Speed = "beh"
    rychlost_upravy: int = Field(default=0, ge=-3, le=3)
    vzdal_se: bool = False
    vazna_zraneni: list[BodyPart] = Field(default_factory=list, max_length=12)
    soustredeni: bool = False
    odzbrojen: bool = False
    umlcen: bool = False
    mimo_boj: bool = False
    zamer: Intent = "jine"
    cile: list[int] = Field(default_factory=list, max_length=6)
    vlastnost: Attribute = "sila"
    prostredek: Literal["zbran", "kouzlo", "beze_zbrane"] = "zbran"
    nabit: bool = False
    pohyb: Movement = "zustava"
    kostka_uspech: int | None = Field(default=None, ge=1, le=6)
    akce_zrusena: bool = False
    namireno: bool = False  # aimed last round, not prevented: +1 on the next shot (L429)
    boj_od: int = Field(default=1, ge=-99, le=999)  # the round he began fighting (before the board: < 1) (L316)
    zadychany: bool = False  # ran to the fight: as tired as those who have fought a while (L316)
    finta_proti: int = Field(default=0, ge=0, le=999)  # feinted him last round: an advantage against him (L441)

    @model_validator(mode="after")
    def _lives(self) -> Participant:
        if self.zivoty > self.zivoty_max:
            raise ValueError(SHEET_TEXT.E_ZIVOTY.format(max=self.zivoty_max))
        return self

    @property
    def out(self) -> bool:
        """Vyřazený (0 životů a méně, L631) or otherwise out of the fight (a chasm, L732; surrendered, L926)."""
        return self.zivoty <= 0 or self.mimo_boj or self.vzdal_se

    @property
    def flees(self) -> bool:
        """Runs away from the fight this round (alone, or after a shot with a loaded bow, L499, L771)."""
        return self.zamer == "utek" or self.pohyb == "utek"

    @property
    def threatening(self) -> bool:
        """Rolls na úspěch this round: an intention that threatens, not voided, not out (L114, L631)."""
        return self.zamer in THREATENING and bool(self.cile) and not self.akce_zrusena and not self.out


class Pending(_Part):
    """Successes of one side of a resolved pairing, still to be spent."""

    id: int = Field(ge=1, le=9999)
    utocnik: int = PID
    cil: int = PID
    uspechy: int = Field(ge=0, le=3)
    rozdil: int = Field(ge=-60, le=60)
    remiza: bool = False
    jen_unik: bool = False
    zraneno: bool = False
    zraneni_za: int = Field(default=0, ge=0, le=99)  # the wound already bought, for a later serious wound (L637)


class Progress(_Part):
    """A two-success manoeuvre half done (the intermediate situation of L732, L811, L883)."""

    druh: Literal["odzbrojeni", "propast", "umlceni"]
    cil: int = PID
    uspechy: int = Field(default=1, ge=1, le=1)


class Gap(_Part):
    """The distance between two participants (``a`` < ``b``) in quarters of a round of running (L79-L91)."""

    a: int = PID
    b: int = PID
    ctvrtiny: int = Field(default=0, ge=0, le=MAX_GAP)


class Condition(_Part):
    """A situation a success created (L699-L726, L764-L778, L908): the sufferer ``kdo`` has the disadvantage
    ``nevyhoda``; ``drzi`` holds him in it (0: nobody, it lasts to the end of round ``do_kola``)."""

    druh: ConditionKind = "jednorazove"
    kdo: int = PID
    drzi: int = Field(default=0, ge=0, le=999)
    nevyhoda: DisadvantageKind = "ztizeni_pohybu"
    do_kola: int = Field(default=0, ge=0, le=1000)
    popis: str = Field(default="", max_length=200)

    @property
    def held(self) -> bool:
        return self.druh in ("drzi", "zalehnuti", "obe_ruce")


class Resolved(_Part):
    """A pairing already rolled this round."""

    utocnik: int = PID
    cil: int = PID


class BoardSheet(SheetBase):
    """The combat state the Pán jeskyně keeps on the shared tablet."""

    system: Literal["boj_k6_kolo"] = "boj_k6_kolo"
    schema_version: Literal[4] = 4
    tma: bool = False
    kolo: int = Field(default=1, ge=1, le=999)
    ucastnici: list[Participant] = Field(default_factory=list, max_length=MAX_PARTICIPANTS)
    vysledky: list[Pending] = Field(default_factory=list, max_length=64)
    vyhodnoceno: list[Resolved] = Field(default_factory=list, max_length=256)
    postup: list[Progress] = Field(default_factory=list, max_length=32)
    vzdalenosti: list[Gap] = Field(default_factory=list, max_length=120)
    situace: list[Condition] = Field(default_factory=list, max_length=48)
    zaznam: list[str] = Field(default_factory=list, max_length=200)

    @model_validator(mode="after")
    def _references(self) -> BoardSheet:
        ids = [p.id for p in self.ucastnici]
        if len(set(ids)) != len(ids):
            raise ValueError(BOARD_TEXT.STEJNE_CISLO)
        linked = [p.postava for p in self.ucastnici if p.postava]
        if len(set(linked)) != len(linked):
            raise ValueError(LINK_TEXT.E_DVAKRAT)
        names: set[str] = set()
        for p in self.ucastnici:
            if p.jmeno in names:
                raise ValueError(SHEET_TEXT.E_JMENO_DVAKRAT.format(jmeno=p.jmeno))
            names.add(p.jmeno)
            if p.finta_proti and (p.finta_proti not in ids or p.finta_proti == p.id):
                raise ValueError(BOARD_TEXT.NEPLATNY_CIL.format(jmeno=p.jmeno, target=p.finta_proti))
            for target in p.cile:
                if target not in ids or target == p.id:
                    raise ValueError(BOARD_TEXT.NEPLATNY_CIL.format(jmeno=p.jmeno, target=target))
        refs = [(r.utocnik, r.cil) for r in self.vysledky] + [(g.cil, g.cil) for g in self.postup]
        if any(a not in ids or b not in ids for a, b in refs):
            raise ValueError(SHEET_TEXT.E_VYSLEDEK_CIL)
        pairs = [(g.a, g.b) for g in self.vzdalenosti]
        if any(a >= b or a not in ids or b not in ids for a, b in pairs) or len(set(pairs)) != len(pairs):
            raise ValueError(ROUND_TEXT.E_VZDALENOST_DVOJICE)
        if any(c.kdo not in ids or (c.drzi and (c.drzi not in ids or c.drzi == c.kdo)) for c in self.situace):
            raise ValueError(ROUND_TEXT.E_SITUACE_UCASTNIK)
        if any(len(line) > 500 for line in self.zaznam):
            raise ValueError(BOARD_TEXT.DLOUHY_ZAZNAM)
        return self

    def participant(self, pid: int) -> Participant:
        """The participant ``pid``; raises ``RuleViolation`` (Czech) if there is none."""
        from py_rules.errors import RuleViolation

        for p in self.ucastnici:
            if p.id == pid:
                return p
        raise RuleViolation(SHEET_TEXT.E_UCASTNIK.format(id=pid))

    def gap(self, a: int, b: int) -> int:
        """The distance of ``a`` and ``b`` in quarters of a round of running; kontaktní (0) when not set."""
        lo, hi = min(a, b), max(a, b)
        return next((g.ctvrtiny for g in self.vzdalenosti if (g.a, g.b) == (lo, hi)), 0)

    def conditions_of(self, pid: int) -> list[Condition]:
        """The situations ``pid`` suffers now."""
        return [c for c in self.situace if c.kdo == pid]


def new_board(name: str) -> BoardSheet:
    """An empty board at round 1."""
    return BoardSheet(name=name)
