"""What a Dračí doupě II player saves: the hero's deník (pydantic, strict, bounded).

Derived values (effective zdatnost = zdatnost − Jizvy, roll bonuses, exhaustion cost) are never saved;
``view`` and ``rules`` compute them. Every cross-field rule raises a Czech ``ValueError`` that the engine
turns into ``InvalidInput``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.systems.base import SheetBase
from py_rules.systems.drd2.texts import ATTR_GEN

__all__ = [
    "ATTRS",
    "Attr",
    "Attributes",
    "Drd2Sheet",
    "Helper",
    "Money",
    "Penalty",
    "Pending",
    "Profession",
    "Round",
    "Scar",
    "Skill",
]

Attr = Literal["telo", "duse", "vliv"]
ATTRS: tuple[Attr, ...] = ("telo", "duse", "vliv")
MAX_ZDATNOST = 12  # CHOICE 1: the seed gives no range (examples 4, 5, 7: 000:L51, L79); 0–12 allowed.
Short = Field(default="", max_length=80)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, validate_default=True)


class Attributes(_Model):
    """One number per attribute Tělo / Duše / Vliv (000:L27-L33)."""

    telo: int = Field(default=4, ge=0, le=MAX_ZDATNOST)
    duse: int = Field(default=4, ge=0, le=MAX_ZDATNOST)
    vliv: int = Field(default=4, ge=0, le=MAX_ZDATNOST)

    def get(self, attr: str) -> int:
        return int(getattr(self, attr))


class Profession(_Model):
    """Povolání with its úroveň 1–5 (000:L206-L208)."""

    nazev: str = Field(min_length=1, max_length=60)
    druh: Literal["zakladni", "pokrocile"] = "zakladni"
    uroven: int = Field(default=1, ge=1, le=5)


class Skill(_Model):
    """Dovednost: belongs to one profession and one attribute; reserved ones are impossible unowned (000:L212-L214)."""

    nazev: str = Field(min_length=1, max_length=60)
    povolani: str = Field(default="", max_length=60)
    vlastnost: Attr = "telo"
    vyhrazena: bool = False


class Scar(_Model):
    """Jizva: attribute, závažnost ≥ 1, name and the activities it makes náročné (000:L825, L859)."""

    nazev: str = Field(min_length=1, max_length=80)
    vlastnost: Attr = "telo"
    zavaznost: int = Field(default=1, ge=1, le=MAX_ZDATNOST)
    omezuje: str = Field(default="", max_length=200)


class Penalty(_Model):
    """Postih nepřesně / chabě / hloupě, scope ≈ one skill (000:L805-L809)."""

    druh: Literal["nepresne", "chabe", "hloupe"] = "nepresne"
    rozsah: str = Field(default="", max_length=80)


class Money(_Model):
    """Peníze: 1 dukát = 10 grošů, 1 groš = 10 haléřů (000:L93)."""

    dukaty: int = Field(default=0, ge=0, le=1_000_000)
    grose: int = Field(default=0, ge=0, le=1_000_000)
    halere: int = Field(default=0, ge=0, le=1_000_000)


class Round(_Model):
    """The hero's place in the current round of a conflict board the hero is linked on (schema 6; issue 23 Build
    3): the initiative action still held, spent or delayed (000:L601-L626), the action being resolved now and its
    manoeuvre (000:L717-L719), and whether that action's roll was made here. It lives only here — the board
    reads and writes it (``conflict.heroes``) — so a roll on the deník uses the initiative the board shows."""

    iniciativa: Literal["k_dispozici", "odehral", "odlozil"] = "k_dispozici"
    # the source of the action being resolved now, as on the board: "iniciativa" or "obrana" (000:L608-L611)
    akce: Literal["", "iniciativa", "obrana"] = ""
    manevr: Literal["", "obrana", "rozsahle", "presne", "mocne", "lstive"] = ""
    hozeno: bool = False  # this action's roll was made on the deník: the next roll is another action
    # schema 8: the board's Rychlá hra (000:L911-L919), handed over with the round: in a board's conflict the
    # board's setting decides for the hero, not the deník's own switch (``rules.quick_game``)
    rychla_hra: bool = False


class Helper(_Model):
    """Pomocník: a being with charakteristika, hranice, Sudba from the player and Pouto (000:L71, L87-L89)."""

    # schema 7: a stable id ("p1", "p2", …) a conflict board links the helper by, never its place in the list;
    # an added helper gets the next number the deník never handed out (``Drd2Sheet._helper_ids``), so an id is
    # never reused and a board link outlives renaming, reordering and deleting other helpers
    id: str = Field(default="", max_length=12, pattern=r"^(p[1-9][0-9]{0,3})?$")
    jmeno: str = Field(min_length=1, max_length=80)
    # 000:L210: a charakteristika's level is 1 to 5, exceptionally 6 (schema 7 turned a saved 0 into 1)
    charakteristika: int = Field(default=1, ge=1, le=6)
    hranice: Attributes = Field(default_factory=lambda: Attributes(telo=2, duse=2, vliv=2))
    pouto: int = Field(default=0, ge=0, le=20)
    pouto_max: int = Field(default=3, ge=0, le=20)
    jizvy: list[Scar] = Field(default_factory=list, max_length=20)
    ohrozeni: int | None = Field(default=None, ge=1, le=20)  # its own Ohrožení (000:L300), None outside a conflict
    # schema 5: its own Výhoda (any character may gain it, lost at the conflict's end: 000:L55) and whether an
    # accepted knock-out took it out of the conflict (it acts no more there: 000:L662)
    vyhoda: int = Field(default=0, ge=0, le=99)
    vyrazen: bool = False
    # schema 9: its place in a conflict board's round while a board «pomocník» links it (issue 23 Build 2): the
    # initiative held, spent or delayed and the action being resolved, as a linked hero's ``Drd2Sheet.kolo``
    # (000:L601-L626); and whether it left that conflict (000:L695). The board reads and writes them
    # (``conflict.heroes``), never keeping its own copy; the board's end clears them (000:L703).
    kolo: Round | None = None
    opustil: bool = False

    @model_validator(mode="after")
    def _pouto(self) -> Helper:
        if self.pouto > self.pouto_max:
            raise ValueError(
                f"Pouto pomocníka {self.jmeno} ({self.pouto}) nesmí převýšit jeho Pouto {self.pouto_max}."
            )
        return self


class Pending(_Model):
    """An unresolved roll: a threatened failure the hero must accept or exhaust against, or a won střet
    waiting for the opponent's decision. Saved so the decision can come after the dice, as at the table."""

    druh: Literal["zkouska", "vyzva", "stret"]
    stav: Literal["neuspech", "vitezstvi"]
    popis: str = Field(default="", max_length=200)
    vlastnost: Attr = "telo"
    dovednost_vlastnost: Attr = "telo"
    hod: int = Field(default=0, ge=0, le=40)
    nasledek: str = Field(default="", max_length=20)  # the hero's own declared consequence
    hrozba: str = Field(default="", max_length=20)  # the threatened rules consequence of a failure
    manevr: str = Field(default="", max_length=20)  # the manoeuvre already played in this action
    jizva_zbytek: int = Field(default=0, ge=0, le=40)  # resources of this action's self-inflicted scar
    jizva_index: int = Field(default=-1, ge=-1, le=40)
    jizva_vlastnost: Attr = "telo"
    vyrazeni: bool = False  # the hero declared a knock-out (vyřazení) before the roll
    dovednost: str = Field(default="", max_length=60)
    # schema 4: whose roll it was — a pomocník's index (its own roll, 000:L383-L384), -1 = the hero's
    pomocnik: int = Field(default=-1, ge=-1, le=5)


class Drd2Sheet(SheetBase):
    """The hero's deník (000:L913 lists what a hero is; resources L41-L103; Jizvy L821-L897)."""

    system: Literal["drd2"] = "drd2"
    schema_version: Literal[10] = 10
    rasa: str = Short
    povahovy_rys: str = Short
    puvod: str = Field(default="", max_length=400)
    rychla_hra: bool = False
    stav: Literal["aktivni", "vyrazen", "opustil", "hrdinska_smrt"] = "aktivni"
    konec_vlastnost: Literal["", "telo", "duse", "vliv"] = ""
    povolani: list[Profession] = Field(default_factory=list, max_length=12)
    dovednosti: list[Skill] = Field(default_factory=list, max_length=60)
    zdatnost: Attributes = Field(default_factory=Attributes)
    zdroje: Attributes = Field(default_factory=Attributes)
    vyhoda: int = Field(default=0, ge=0, le=99)
    ohrozeni: int | None = Field(default=None, ge=1, le=20)
    jizvy: list[Scar] = Field(default_factory=list, max_length=30)
    postihy: list[Penalty] = Field(default_factory=list, max_length=10)
    penize: Money = Field(default_factory=Money)
    suroviny: int = Field(default=0, ge=0, le=100_000)
    vybaveni: str = Field(default="", max_length=2000)
    zablokovane_akce: list[str] = Field(default_factory=list, max_length=20)
    pomocnici: list[Helper] = Field(default_factory=list, max_length=6)
    sudba_pomocniku: int = Field(default=0, ge=0, le=99)
    ceka: Pending | None = None
    # Settings and state added in schema 2: the optional rest conditions (000:L120-L122) as a setting, this
    # night's běžný odpočinek taken (000:L118 "celonoční"), an initiative approach opened or imposed by a
    # spell (000:L597: free, the opposite forbidden while the spell lasts; imposed = must be used).
    odpocinek_podminky: bool = False
    odpocinuto: bool = False
    pristup_kouzlo: Literal["", "rychle", "pomalu"] = ""
    pristup_vnuceny: bool = False
    # on an expedition (na výpravě): only běžný odpočinek; kvalitní odpočinek and natural healing of Jizvy
    # happen only between expeditions (000:L109-L133, L889)
    na_vyprave: bool = False
    # schema 6: the round of the conflict board the hero is linked on; None = no board runs a round for the hero
    kolo: Round | None = None
    # schema 7: what an upgrade of the saved deník changed and the player should check (shown until removed)
    upozorneni: list[Annotated[str, Field(min_length=1, max_length=400)]] = Field(default_factory=list, max_length=10)
    # schema 10: the highest helper id number ever handed out here (``p3`` → 3): a deleted helper's id is never
    # given to a new one, so a board that linked it shows it unlinked instead of linking a stranger
    posledni_pomocnik: int = Field(default=0, ge=0, le=9999)

    @model_validator(mode="before")
    @classmethod
    def _helper_ids(cls, data: Any) -> Any:
        """A helper without an id (just added) gets the next number never handed out in this deník (above
        ``posledni_pomocnik`` and every id present), so a board link outlives reordering, renaming and deleting:
        a deleted helper's id never comes back."""
        if not isinstance(data, dict) or not isinstance(data.get("pomocnici"), list):
            return data
        helpers = data["pomocnici"]
        used = [h.get("id") if isinstance(h, dict) else h.id if isinstance(h, Helper) else "" for h in helpers]
        numbers = [int(i[1:]) for i in used if isinstance(i, str) and i[1:].isdigit()]
        last = data.get("posledni_pomocnik", 0)
        if not isinstance(last, int) or isinstance(last, bool):
            return data  # the field's own validation refuses it
        highest = max([last, *numbers])
        fixed: list[Any] = []
        for h, known in zip(helpers, used, strict=True):
            if not known and isinstance(h, dict):
                highest += 1
                h = {**h, "id": f"p{highest}"}
            elif not known and isinstance(h, Helper):
                highest += 1
                h = h.model_copy(update={"id": f"p{highest}"})
            fixed.append(h)
        return {**data, "pomocnici": fixed, "posledni_pomocnik": highest}

    @model_validator(mode="after")
    def _cross_field(self) -> Drd2Sheet:
        for attr in ATTRS:
            scars = sum(s.zavaznost for s in self.jizvy if s.vlastnost == attr)
            cap = max(0, self.zdatnost.get(attr) - scars)
            if self.zdroje.get(attr) > cap:
                raise ValueError(
                    f"Zdroje {ATTR_GEN[attr]} ({self.zdroje.get(attr)}) nesmí převýšit zdatnost sníženou "
                    f"o Jizvy ({cap})."
                )
        names = [p.nazev.casefold() for p in self.povolani]
        if len(names) != len(set(names)):
            raise ValueError("Každé povolání smí být v deníku jen jednou.")
        ids = [h.id for h in self.pomocnici]
        if len(ids) != len(set(ids)):
            raise ValueError("Každý pomocník musí mít v deníku vlastní identifikátor.")
        if self.stav == "hrdinska_smrt" and not self.konec_vlastnost:
            raise ValueError("U hrdinské smrti musí být uvedeno, která vlastnost klesla pod nulu.")
        return self
