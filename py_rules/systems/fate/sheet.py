"""What a Fate player saves: aspects, six approaches, stunts, fate points and the harm of the chosen model.

Derived values (ladder names, refresh after stunts, warnings) are never saved; ``view`` computes them.
Approach ratings are stored from −2 to +8 (the named ladder); starting characters use +0…+3 (002:L68),
anything else is only a warning (digest choice 2).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.systems.base import SheetBase
from py_rules.systems.fate.texts import ERRORS, LABELS

__all__ = [
    "ActionKey",
    "ApproachKey",
    "Approaches",
    "Aspect",
    "Condition",
    "Consequence",
    "FateSheet",
    "Harm",
    "HarmModel",
    "InvokeMark",
    "LastRoll",
    "StackingMode",
    "StressBox",
    "StressTrack",
    "Stunt",
    "refresh_of",
    "updated",
]

M = TypeVar("M", bound=BaseModel)


def _plain(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump()
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def updated(model: M, **changes: Any) -> M:
    """A fully re-validated copy of ``model`` with ``changes``; never returns half-valid data.

    A bound it would break (e.g. more than 99 fate points) raises pydantic's error, which the facade turns
    into a Czech refusal (as it checks every result: ``validation.check_result``).
    """
    data = model.model_dump() | {key: _plain(value) for key, value in changes.items()}
    return type(model).model_validate(data)

ApproachKey = Literal["styl", "soustredeni", "sila", "uskocnost", "spech", "intelekt"]
ActionKey = Literal["advantage", "overcome", "attack", "defend"]
HarmModel = Literal["fae", "core", "condensed", "conditions"]
ConsequenceKind = Literal["mild", "moderate", "severe", "extreme"]
ConditionKind = Literal["fleeting", "sticky", "lasting"]
StackingMode = Literal["condensed", "core", "fae"]

RATING_MIN, RATING_MAX = -2, 8
FREE_STUNTS = 3  # FAE SRD: the first three stunts cost no refresh
MIN_REFRESH = 1  # FAE SRD: refresh never drops below 1


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, validate_default=True)


def _rating() -> int:
    return Field(default=0, ge=RATING_MIN, le=RATING_MAX)


class Approaches(_Part):
    """The six approaches of 002:L59-L66 with their ratings."""

    styl: int = _rating()
    soustredeni: int = _rating()
    sila: int = _rating()
    uskocnost: int = _rating()
    spech: int = _rating()
    intelekt: int = _rating()

    def rating(self, key: str) -> int:
        """The rating of approach ``key``; raises ``KeyError`` for an unknown key."""
        if key not in type(self).model_fields:
            raise KeyError(key)
        value: int = getattr(self, key)
        return value


class Aspect(_Part):
    text: str = Field(default="", max_length=120)


class Stunt(_Part):
    """A stunt (FAE SRD): +bonus when using ``approach`` for ``action`` (``any`` = not limited)."""

    name: str = Field(default=LABELS.NEW_STUNT, min_length=1, max_length=80)
    description: str = Field(default="", max_length=400)
    approach: ApproachKey | Literal["any"] = "any"
    action: ActionKey | Literal["any"] = "any"
    bonus: int = Field(default=2, ge=0, le=4)


class StressBox(_Part):
    value: int = Field(default=1, ge=1, le=8)
    marked: bool = False


class StressTrack(_Part):
    name: str = Field(default=LABELS.STRESS, min_length=1, max_length=40)
    boxes: list[StressBox] = Field(default_factory=list, max_length=10)


class Consequence(_Part):
    """A consequence slot; once taken it is an aspect the attacker may invoke once for free."""

    kind: ConsequenceKind = "mild"
    aspect: str = Field(default="", max_length=120)
    taken: bool = False
    recovering: bool = False
    this_conflict: bool = False

    @model_validator(mode="after")
    def _only_taken_heal(self) -> Consequence:
        if not self.taken and (self.recovering or self.this_conflict):
            raise ValueError(ERRORS.CONSEQUENCE_NOT_TAKEN)
        return self


class Condition(_Part):
    """A player-defined condition (Fate System Toolkit): fleeting 1, sticky 2, lasting 4 shifts."""

    name: str = Field(default=LABELS.NEW_CONDITION, min_length=1, max_length=60)
    kind: ConditionKind = "fleeting"
    marked: bool = False
    this_conflict: bool = False


class Harm(_Part):
    model: HarmModel = "fae"
    tracks: list[StressTrack] = Field(default_factory=list, max_length=4)
    consequences: list[Consequence] = Field(default_factory=list, max_length=6)
    conditions: list[Condition] = Field(default_factory=list, max_length=12)
    taken_out: bool = False


FateDie = Annotated[int, Field(ge=-1, le=1)]


class InvokeMark(_Part):
    """One named invoke of a roll: on which aspect, paid with a fate point or free (for the stacking check)."""

    aspect: str = Field(min_length=1, max_length=120)
    paid: bool = True


class LastRoll(_Part):
    """The last roll, kept so aspects can be invoked after seeing the dice [FAE SRD: invoke after rolling]."""

    action: ActionKey = "overcome"
    approach: ApproachKey = "styl"
    dice: list[FateDie] = Field(default_factory=lambda: [0, 0, 0, 0], min_length=4, max_length=4)
    modifier: int = Field(default=0, ge=-20, le=60)
    opposition: int = Field(default=0, ge=-20, le=40)
    invokes: int = Field(default=0, ge=0, le=20)
    invoked: list[InvokeMark] = Field(default_factory=list, max_length=20)  # the named ones, for the stacking rule
    new_aspect: bool = True
    give_opponent: bool = False
    accept_cost: bool = False
    style_boost: bool = False
    defend_other: bool = False

    @property
    def total(self) -> int:
        return sum(self.dice) + self.modifier

    @property
    def shifts(self) -> int:
        return self.total - self.opposition


def refresh_of(base_refresh: int, stunt_count: int) -> int:
    """Refresh after stunts (FAE SRD): three stunts free, each further one costs 1 refresh."""
    return base_refresh - max(0, stunt_count - FREE_STUNTS)


class FateSheet(SheetBase):
    """A Fate character (seed 002 plus the Fate SRD parts the seed only references)."""

    system: Literal["fate"] = "fate"
    schema_version: Literal[2] = 2
    high_concept: str = Field(default="", max_length=120)
    trouble: str = Field(default="", max_length=120)
    aspects: list[Aspect] = Field(default_factory=list, max_length=5)
    approaches: Approaches = Field(default_factory=Approaches)
    stunts: list[Stunt] = Field(default_factory=list, max_length=8)
    fate_points: int = Field(default=3, ge=0, le=99)
    base_refresh: int = Field(default=3, ge=1, le=10)
    invoke_stacking: StackingMode = "condensed"
    harm: Harm = Field(default_factory=Harm)
    last_roll: LastRoll | None = None

    @model_validator(mode="after")
    def _refresh_at_least_one(self) -> FateSheet:
        if refresh_of(self.base_refresh, len(self.stunts)) < MIN_REFRESH:
            raise ValueError(ERRORS.TOO_MANY_STUNTS.format(minimum=MIN_REFRESH))
        return self
