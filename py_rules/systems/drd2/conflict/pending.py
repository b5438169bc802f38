"""A general střet's losers waiting for their decision, saved on the board (000:L533-L537)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["CONSEQUENCES", "EACH_LOSER", "Decision", "Kind"]

Kind = Literal["", "ohrozeni_plus", "ohrozeni_minus", "vyhoda", "jizva", "vyrazeni"]
CONSEQUENCES: tuple[Kind, ...] = ("", "ohrozeni_plus", "ohrozeni_minus", "vyhoda", "jizva", "vyrazeni")
EACH_LOSER = -2  # ``komu``: the winner played rozsáhle, the same consequence for each loser (000:L737, L749)


class Decision(BaseModel):
    """One loser of one winner's success: accept (the winner's consequence applies) or exhaust.

    ``komu`` is the target of the winner's declared consequence: a participant, ``-1`` none, ``-2`` each of
    the winner's losers. ``volba`` stays empty until the loser decides; a winner's decisions are removed
    together once all of them are made."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    vitez: int = Field(ge=0, le=11)
    porazeny: int = Field(ge=0, le=11)
    vitez_jmeno: str = Field(min_length=1, max_length=80)
    porazeny_jmeno: str = Field(min_length=1, max_length=80)
    nasledek: Kind = ""
    komu: int = Field(default=-1, ge=-2, le=11)
    volba: Literal["", "prijal", "vycerpal"] = ""

    @property
    def key(self) -> str:
        """A stable id for forms: winner-loser (one decision per pair in a střet)."""
        return f"{self.vitez}-{self.porazeny}"
