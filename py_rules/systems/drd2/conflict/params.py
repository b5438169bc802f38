"""Parameters of the conflict board's actions (pydantic, bounded)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from py_rules.systems.drd2.conflict.pending import Kind

__all__ = [
    "SLOTS",
    "ClashParams",
    "ConsequenceBase",
    "ConsequenceParams",
    "DecisionParams",
    "EndParams",
    "ExhaustParams",
    "ManeuverParams",
    "PayParams",
    "RoundParams",
    "StartParams",
    "TurnParams",
]

SLOTS = 6
_ATTR = Literal["telo", "duse", "vliv"]


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class StartParams(_Params):
    ohrozeni: int = Field(default=2, ge=1, le=20)
    rychla_hra: bool = False  # 000:L911-L919: the conflict's setting, for everyone on the board


class RoundParams(_Params):
    rezim: Literal["kostky", "pribeh"] = "kostky"


class TurnParams(_Params):
    ucastnik: int = Field(default=0, ge=0, le=11)
    jak: Literal["iniciativa", "obrana", "odlozit"] = "iniciativa"
    # what obrana is paid from: a linked hero's resource, a being's hranice for its 1 Sudba (000:L717, L763)
    vlastnost: _ATTR = "telo"
    # a pomocník only: how much its player pays from Pouto instead of Sudba (000:L87 «nechce … použít Sudbu»)
    pouto: int = Field(default=0, ge=0, le=20)


class ConsequenceBase(_Params):
    """A consequence for ``ucastnik`` and every ``take_N`` ticked (several only with rozsáhle or an area
    action, 000:L324, L737, L747); ``autor`` is who played the action (-1: not said)."""

    ucastnik: int = Field(default=0, ge=0, le=11)
    nasledek: Literal[
        "ohrozeni_plus",
        "ohrozeni_minus",
        "vyhoda",
        "jizva",
        "vyrazeni",
        "opusteni",
        "pristup_vnuceny",
        "pristup_udeleny",
    ] = "ohrozeni_plus"
    lstive: bool = False
    vlastnost: _ATTR = "telo"
    nazev: str = Field(default="", max_length=80)
    nove_ohrozeni: int = Field(default=2, ge=1, le=20)
    # the Jizva a knock-out causes, sized by the story (0 = none; 000:L676, L678)
    zavaznost: int = Field(default=0, ge=0, le=12)
    autor: int = Field(default=-1, ge=-1, le=11)
    plosna: bool = False
    pristup: Literal["rychle", "pomalu"] = "rychle"
    kol: int = Field(default=0, ge=0, le=99)


_also: dict[str, Any] = {f"take_{i}": (bool, False) for i in range(12)}
ConsequenceParams: type[ConsequenceBase] = create_model("ConsequenceParams", __base__=ConsequenceBase, **_also)


class ExhaustParams(_Params):
    ucastnik: int = Field(default=0, ge=0, le=11)
    vlastnost: _ATTR = "telo"
    mocne: bool = False
    chabe: bool = False
    vyhoda: int = Field(default=0, ge=0, le=99)
    proti_vyrazeni: Literal["", "vyhoda", "ohrozeni_utocnika"] = ""
    utocnik: int = Field(default=0, ge=0, le=11)
    # a pomocník only: how much its player pays from Pouto instead of Sudba (000:L87 «nechce … použít Sudbu»)
    pouto: int = Field(default=0, ge=0, le=20)
    # a linked hero only: a self-inflicted Jizva when the resources do not suffice (000:L859), else hrdinská
    # smrt (000:L903)
    jizva_nazev: str = Field(default="", max_length=80)
    hrdinska_smrt: bool = False


class ManeuverParams(_Params):
    ucastnik: int = Field(default=0, ge=0, le=11)
    manevr: Literal["obrana", "rozsahle", "presne", "mocne", "lstive"] = "presne"
    vlastnost: _ATTR = "telo"
    vyhoda: int = Field(default=0, ge=0, le=99)
    # a pomocník only: how much its player pays from Pouto instead of Sudba (000:L87 «nechce … použít Sudbu»)
    pouto: int = Field(default=0, ge=0, le=20)


class PayParams(_Params):
    ucastnik: int = Field(default=0, ge=0, le=11)
    # 1–3 for an action náročná in itself (000:L170); a Jizva's náročnost is its závažnost, 3 and more too (000:L825)
    kolik: int = Field(default=1, ge=1, le=12)
    vlastnost: _ATTR = "telo"
    vyhoda: int = Field(default=0, ge=0, le=99)
    # a pomocník only: how much its player pays from Pouto instead of Sudba (000:L87 «nechce … použít Sudbu»)
    pouto: int = Field(default=0, ge=0, le=20)


class EndParams(_Params):
    pass


class DecisionParams(_Params):
    """One loser's decision after a general střet (see ``conflict.decide``)."""

    rozhodnuti: str = Field(default="", max_length=12)
    volba: Literal["prijmout", "vycerpat", "zrusit"] = "prijmout"
    vlastnost: _ATTR = "telo"
    vyhoda: int = Field(default=0, ge=0, le=99)
    pouto: int = Field(default=0, ge=0, le=20)  # a pomocník who exhausts: from Pouto instead of Sudba (000:L87)
    chabe: bool = False
    lstive: bool = False
    proti_vyrazeni: Literal["", "vyhoda", "ohrozeni_utocnika"] = ""
    nove_ohrozeni: int = Field(default=2, ge=1, le=20)
    nazev: str = Field(default="", max_length=80)
    zavaznost: int = Field(default=0, ge=0, le=12)  # an accepted knock-out's Jizva by the story (000:L678)
    # a linked loser who exhausts: a self-inflicted Jizva when the deník's resources do not suffice (000:L859)
    jizva_nazev: str = Field(default="", max_length=80)


_slot_fields: dict[str, Any] = {}
for _i in range(SLOTS):
    _slot_fields[f"role_{_i}"] = (
        Literal["", "aktor", "protiaktor"],
        "aktor" if _i == 0 else "protiaktor" if _i == 1 else "",
    )
    _slot_fields[f"uroven_{_i}"] = (int, Field(default=0, ge=0, le=6))
    _slot_fields[f"rezim_{_i}"] = (Literal["normal", "presne", "nepresne"], "normal")
    _slot_fields[f"proti_{_i}"] = (int, Field(default=1 if _i == 0 else 0, ge=-1, le=SLOTS - 1))
    _slot_fields[f"nasledek_{_i}"] = (Kind, "")
    _slot_fields[f"komu_{_i}"] = (int, Field(default=-1, ge=-2, le=11))
ClashParams: type[BaseModel] = create_model("ClashParams", __base__=_Params, **_slot_fields)
