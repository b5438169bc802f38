"""The saved conflict board (``drd2_konflikt``): sides with Sudba, participants with own Ohrožení, Výhoda,
initiative state and — for beings — hranice, charakteristika and Jizvy (000:L65-L69, L300, L564-L711)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.headings import Book
from py_rules.systems.base import SheetBase
from py_rules.systems.drd2.conflict.pending import Decision
from py_rules.systems.drd2.sheet import Attributes, Scar

__all__ = ["Decision", "Drd2Conflict", "Participant", "Side"]

BOOK = Book("py_rules.systems.drd2")

Status = Literal["k_dispozici", "odehral", "odlozil", "vyrazen", "opustil"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, validate_default=True)


class Side(_Model):
    """One side of the conflict; its beings share one Sudba (000:L65, L69)."""

    nazev: str = Field(min_length=1, max_length=60)
    sudba: int = Field(default=0, ge=0, le=99)


class Participant(_Model):
    """A participant: own Ohrožení (≥ 1, None when no conflict runs) and Výhoda; initiative state."""

    jmeno: str = Field(min_length=1, max_length=80)
    druh: Literal["hrdina", "bytost", "pomocnik"] = "hrdina"
    strana: int = Field(default=0, ge=0, le=3)
    ohrozeni: int | None = Field(default=2, ge=1, le=20)
    vyhoda: int = Field(default=0, ge=0, le=99)
    poradi: int = Field(default=0, ge=0, le=99)
    iniciativa: int = Field(default=0, ge=0, le=12)
    pristup: Literal["", "rychle", "pomalu"] = ""  # declared for the next initiative roll
    pristup_kouzlo: Literal["", "rychle", "pomalu"] = ""  # opened or imposed by a spell (000:L597)
    pristup_vnuceny: bool = False
    pristup_kol: int = Field(default=0, ge=0, le=99)  # rounds the spell still lasts; 0 = to the conflict's end
    # schema 9, a pomocník only: how much of its declared approach's cost (1 Duše, 000:L595) its player pays from
    # Pouto instead of Sudba (000:L87 «nechce … použít Sudbu»); checked and paid when «Kolo» rolls the initiative,
    # then cleared with the declaration it belongs to
    pristup_pouto: int = Field(default=0, ge=0, le=20)
    # schema 10, any participant: how much of its declared approach's cost (1 Duše, 000:L595) its player pays with
    # Výhoda instead (000:L55 «Výhodu může postava použít namísto svého … Duše»); a linked hero's or pomocník's
    # Výhoda is the deník's. Checked and paid when «Kolo» rolls the initiative, cleared with the declaration
    pristup_vyhoda: int = Field(default=0, ge=0, le=99)
    # schema 11, a linked hero only: the name of a Jizva of Duše its player has the hero inflict on himself to pay
    # the declared approach instead of Duše (000:L49 «nechce nebo nemůže», L859; its extra resources are lost unless
    # spent in the same action, 000:L871); "" = none. Paid at «Kolo», cleared with the declaration
    pristup_jizva: str = Field(default="", max_length=80)
    stav: Status = "k_dispozici"
    manevr: Literal["", "obrana", "rozsahle", "presne", "mocne", "lstive"] = (
        ""  # played in the current action
    )
    # the source of the action being resolved now: "iniciativa" (declared with Akce účastníka) or "obrana"
    # (a counter-action from defence, 000:L608-L611); cleared when that action is resolved
    akce: Literal["", "iniciativa", "obrana"] = ""
    # a being's or pomocník's charakteristika: level 1 to 5, exceptionally 6 (000:L210); unused for a hero, whose
    # roll adds a profession's level (board schema 5 turned a saved 0 into 1)
    charakteristika: int = Field(default=1, ge=1, le=6)
    hranice: Attributes = Field(default_factory=lambda: Attributes(telo=3, duse=3, vliv=3))
    jizvy: list[Scar] = Field(default_factory=list, max_length=20)
    pouto: int = Field(default=0, ge=0, le=20)  # a pomocník's Pouto: pays what Sudba cannot (000:L87)
    # A hero linked to their saved deník (the save id, "" = unlinked, schema 2): the hero then pays and keeps
    # Ohrožení, Výhoda and Jizvy in the deník (saved here as None, 0, []); the initiative state lives here.
    postava: str = Field(default="", max_length=64, pattern=r"^[A-Za-z0-9_-]*$")
    # schema 7: a pomocník linked to a helper on the linked hero's deník ``postava`` by the helper's stable id
    # ("p2", never its place in the list; "" = unlinked). While linked, its Ohrožení, Výhoda, Jizvy, Pouto,
    # charakteristika, hranice and round live in the deník (saved here neutral: ``conflict.heroes``), and it pays
    # from the deník's Sudba pomocníků (000:L67, L87), which ``sudba_deniku`` carries only while an action runs
    # (always saved as None).
    pomocnik: str = Field(default="", max_length=12, pattern=r"^(p[1-9][0-9]{0,3})?$")
    sudba_deniku: int | None = Field(default=None, ge=0, le=99)


class Drd2Conflict(SheetBase):
    """A conflict the Průvodce keeps (or a player for their own overview)."""

    system: Literal["drd2_konflikt"] = "drd2_konflikt"
    schema_version: Literal[11] = 11
    # whether the conflict runs: set by «Začátek konfliktu», cleared by «Konec konfliktu» (000:L300, L699-L703).
    # Schema 8: a new board is saved not running (``new_board``), so a running conflict can be told from one not
    # started and «Začátek konfliktu» cannot restart it. Data without the field describes a board in play.
    probiha: bool = True
    kolo: int = Field(default=1, ge=1, le=999)
    # whether round ``kolo`` has had its initiative: False after the start, so the first roll is round 1
    kolo_bezi: bool = True
    # schema 6: Rychlá hra for the whole conflict (000:L911-L919), chosen at «Začátek konfliktu»; it decides for
    # every participant, a linked hero too (handed to the deník with the round: ``conflict.heroes``)
    rychla_hra: bool = False
    strany: list[Side] = Field(default_factory=list, min_length=1, max_length=4)
    ucastnici: list[Participant] = Field(default_factory=list, max_length=12)
    cekajici: list[Decision] = Field(default_factory=list, max_length=66)  # a general střet's losers
    # schema 5: what an upgrade of the saved board changed and the Průvodce should check (shown until removed)
    upozorneni: list[Annotated[str, Field(min_length=1, max_length=400)]] = Field(default_factory=list, max_length=12)

    @model_validator(mode="after")
    def _sides(self) -> Drd2Conflict:
        for person in self.ucastnici:
            if self.rychla_hra and person.druh == "pomocnik":
                # 000:L911
                raise ValueError(f"{person.jmeno}: v Rychlé hře se hraje bez pomocníků postav "
                                 f"({BOOK.cite('rychla_hra')}).")
            if self.rychla_hra and person.pristup_kouzlo:
                # 000:L911
                raise ValueError(f"{person.jmeno}: v Rychlé hře se hraje bez pravidel pro kouzla "
                                 f"({BOOK.cite('rychla_hra')}).")
            if person.strana >= len(self.strany):
                raise ValueError(f"{person.jmeno}: strana č. {person.strana + 1} v konfliktu není.")
            # a linked hero's Ohrožení lives in the deník (conflict.heroes), never on the board
            if self.probiha and person.ohrozeni is None and person.stav != "opustil" and not person.postava:
                raise ValueError(f"{person.jmeno}: v probíhajícím konfliktu musí mít Ohrožení (nejméně 1).")
            if person.postava and person.druh == "bytost":
                raise ValueError(f"{person.jmeno}: s uloženou postavou lze propojit jen hrdinu nebo pomocníka.")
            if person.pomocnik and person.druh != "pomocnik":
                raise ValueError(f"{person.jmeno}: s pomocníkem z deníku lze propojit jen účastníka druhu pomocník.")
            if person.pristup_kouzlo and person.pristup not in ("", person.pristup_kouzlo):
                raise ValueError(
                    # 000:L597
                    f"{person.jmeno}: kouzlo dává přístup {person.pristup_kouzlo}, opačný nelze použít "
                    f"({BOOK.cite('konflikt_kola_a_iniciativa.pristupy_k_iniciative')})."
                )
        for waiting in self.cekajici:
            if max(waiting.vitez, waiting.porazeny, waiting.komu) >= len(self.ucastnici):
                raise ValueError(
                    "Rozhodnutí po střetu se týká účastníka, který v konfliktu není; nejdřív ho dokonči nebo "
                    "zruš (Rozhodnutí po střetu → zrušit zbylá rozhodnutí)."
                )
        linked = [p.postava for p in self.ucastnici if p.postava and p.druh == "hrdina"]
        if len(linked) != len(set(linked)):
            raise ValueError("Jedna uložená postava může být v konfliktu propojená jen s jedním účastníkem.")
        helpers = [(p.postava, p.pomocnik) for p in self.ucastnici if p.postava and p.pomocnik]
        if len(helpers) != len(set(helpers)):
            raise ValueError("Jeden pomocník z deníku může být v konfliktu propojený jen s jedním účastníkem.")
        return self
