"""What the player fills in for the d20 roll actions: checks, saves, group checks, contests and
concentration (validated pydantic models with Czech messages)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator

from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.forms import Params

__all__ = ["CheckParams", "ConcentrationParams", "ContestParams", "GroupParams", "ModeParam", "RollParams",
           "SaveParams"]

ModeParam = Literal["normal", "advantage", "disadvantage"]


class RollParams(Params):
    so: int = Field(default=15, ge=1, le=40)
    so_jine: int = Field(default=0, ge=0, le=40)
    bonus: int = Field(default=0, ge=-20, le=20)
    inspirace: bool = False
    vyhoda_pj: bool = False
    nevyhoda_pj: bool = False

    @property
    def dc(self) -> int:
        return self.so_jine or self.so


class CheckParams(RollParams):
    co: str = Field(default="vnimani", max_length=30)
    pomoc: bool = False
    vyzaduje_zrak: bool = False
    vyzaduje_sluch: bool = False
    strach_v_dohledu: bool = False
    sero: bool = False

    @field_validator("co")
    @classmethod
    def _known(cls, value: str) -> str:
        if value not in texts.CHECK_NAMES:
            raise ValueError(texts.INVALID.UNKNOWN_CHECK.format(value=value))
        return value


class SaveParams(RollParams):
    vlastnost: Literal["sila", "obratnost", "odolnost", "inteligence", "moudrost", "charisma"] = "obratnost"
    kryt: Literal["zadny", "polovicni", "trictvrtecni"] = "zadny"
    proti_jedu: bool = False


class GroupParams(CheckParams):
    clenu: int = Field(default=4, ge=1, le=20)
    uspechy_ostatnich: int = Field(default=1, ge=0, le=19)

    @model_validator(mode="after")
    def _others(self) -> GroupParams:
        if self.uspechy_ostatnich > self.clenu - 1:
            raise ValueError(texts.INVALID.GROUP_OTHERS)
        return self


class ContestParams(CheckParams):
    co: str = Field(default="atletika", max_length=30)
    ucel: Literal["obecny", "chvat", "strceni", "unik"] = "obecny"
    souper_bonus: int = Field(default=0, ge=-10, le=30)
    souper_rezim: ModeParam = "normal"
    cil_velikost: Literal["drobna", "mala", "stredni", "velka", "obrovska", "giganticka"] = "stredni"
    volna_ruka: bool = True


class ConcentrationParams(Params):
    zraneni: int = Field(default=0, ge=0, le=999)
    bonus: int = Field(default=0, ge=-20, le=20)
    inspirace: bool = False
