"""A tiny game used to test the generic machinery (facade, editing, saves, migrations) on its own.

Schema history: v1 {hp}; v2 renamed hp → health; v3 added "items" (list of names, ≤ 3).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.errors import RuleViolation, StorageError
from py_rules.systems.base import Action, ActionOutcome, DiceBox, GameSystem, Odds, SheetBase, odds_entry
from py_rules.view import Section, SheetView, number, track


class FakeSheet(SheetBase):
    system: Literal["fake"] = "fake"
    schema_version: Literal[3] = 3
    health: int = Field(default=5, ge=0, le=10)
    max_health: int = Field(default=5, ge=1, le=10)
    items: list[str] = Field(default_factory=list, max_length=3)

    @model_validator(mode="after")
    def _health_within_max(self) -> FakeSheet:
        if self.health > self.max_health:
            raise ValueError("Zdraví nesmí být vyšší než maximum")
        return self


class HitParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    target: int = Field(default=4, ge=1, le=6)


def _hit(sheet: FakeSheet, params: HitParams, box: DiceBox) -> ActionOutcome[FakeSheet]:
    if sheet.health == 0:
        raise RuleViolation("Bez zdraví nelze útočit.")
    roll = box.roll("1k6")
    success = roll.total >= params.target
    new = sheet.model_copy(update={"health": sheet.health - (0 if success else 1)})
    return ActionOutcome(new, "success" if success else "failure", "Zásah" if success else "Minutí",
                         f"Padlo {roll.total}, cíl {params.target}.", total=roll.total)


class GainParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    amount: int = Field(default=1, ge=0, le=100)


def _gain(sheet: FakeSheet, params: GainParams, box: DiceBox) -> ActionOutcome[FakeSheet]:
    """Unchecked on purpose: the facade's one check of every result must refuse a sheet past its bounds."""
    new = sheet.model_copy(update={"health": sheet.health + params.amount})
    return ActionOutcome(new, "gain", "Zisk", f"Zdraví +{params.amount}.")


def _garble(sheet: FakeSheet, params: GainParams, box: DiceBox) -> ActionOutcome[FakeSheet]:
    """A bug on purpose: a malformed result (text where a number belongs) is ours, reported as internal."""
    return ActionOutcome(sheet.model_copy(update={"health": "hodně"}), "garble", "Zmatek", "Zmatek.")


def _crash(sheet: FakeSheet, params: GainParams, box: DiceBox) -> ActionOutcome[FakeSheet]:
    """A bug on purpose: an exception nobody expected."""
    return ActionOutcome(sheet, "crash", "Pád", str(1 // (params.amount - params.amount)))


def _hit_odds(sheet: FakeSheet, params: HitParams) -> Odds:
    from fractions import Fraction

    p = Fraction(7 - params.target, 6)
    return Odds((odds_entry("success", "Zásah", p), odds_entry("failure", "Minutí", 1 - p)))


def _view(sheet: FakeSheet) -> SheetView:
    return SheetView(title=sheet.name, sections=[Section(id="main", title="Hlavní", fields=[
        track("health", "Zdraví", sheet.health, sheet.max_health)])])


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    if "hp" not in data:
        raise StorageError("Deník verze 1 nemá pole hp.")
    data = {**data, "health": data["hp"], "schema_version": 2}
    del data["hp"]
    return data


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "items": [], "schema_version": 3}


SYSTEM: GameSystem[FakeSheet] = GameSystem(
    id="fake",
    title="Zkušební hra",
    description="Jen pro testy.",
    schema_version=3,
    sheet_model=FakeSheet,
    new_sheet=lambda name: FakeSheet(name=name),
    view=_view,
    actions=(Action("hit", "Úder", "Boj", HitParams, lambda s: [number("target", "Cíl", 4)], _hit, odds=_hit_odds,
                    dice="1k6"),
             Action("gain", "Zisk", "Zkoušky", GainParams, lambda s: [], _gain, rolls=False),
             Action("garble", "Zmatek", "Zkoušky", GainParams, lambda s: [], _garble, rolls=False),
             Action("crash", "Pád", "Zkoušky", GainParams, lambda s: [], _crash, rolls=False)),
    migrations={1: _v1_to_v2, 2: _v2_to_v3},
)
