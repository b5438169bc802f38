"""The actions of a character sheet, assembled: the roll, taking a hit, reloading, healing.

Every perform is pure (returns a new sheet), rolls only through the given DiceBox and cites the seed.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox
from py_rules.systems.boj_k6.ammo import check_reload, weapon_quiver
from py_rules.systems.boj_k6.roll_action import RollParams, perform_roll, roll_form, roll_odds
from py_rules.systems.boj_k6.sheet import BojK6Sheet
from py_rules.systems.boj_k6.texts import (
    ACTIONS as ACTION_TEXTS,
)
from py_rules.systems.boj_k6.texts import (
    SHEET_FORM,
    SHEET_OUTCOME,
    SHEET_TEXT,
)
from py_rules.systems.boj_k6.wound_action import TakeWoundParams, perform_wound, take_wound_odds, wound_form
from py_rules.view import FieldView, number, select

Sheet = BojK6Sheet

__all__ = ["ACTIONS", "HealParams", "ReloadParams"]


# --------------------------------------------------------------------------- healing and reloading


class HealParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    zivoty: int = Field(default=1, ge=1, le=99)


def _perform_heal(sheet: Sheet, p: HealParams, box: DiceBox) -> ActionOutcome[Sheet]:
    if sheet.zivoty >= sheet.zivoty_max:
        return ActionOutcome(sheet, "plne", SHEET_OUTCOME.PLNE, SHEET_TEXT.E_LECIT_PLNE)
    hp = min(sheet.zivoty + p.zivoty, sheet.zivoty_max)
    update: dict[str, Any] = {"zivoty": hp}
    changes = [SHEET_OUTCOME.ZIVOTY_LECENI.format(old=sheet.zivoty, new=hp)]
    if hp == sheet.zivoty_max and sheet.vazna_zraneni:
        update["vazna_zraneni"] = []
        changes.append(SHEET_OUTCOME.DOLECENO)
    return ActionOutcome(sheet.model_copy(update=update), "vyleceno", SHEET_OUTCOME.VYLECENO, SHEET_OUTCOME.LECENI,
                         changes=tuple(changes))


class ReloadParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    zbran: int = Field(default=0, ge=0, le=11)


def _reload_form(sheet: Sheet) -> list[FieldView]:
    options = {i: w.nazev for i, w in enumerate(sheet.zbrane)} or {0: "—"}
    first = next((i for i, w in enumerate(sheet.zbrane) if w.dosah == "strelna"), 0)
    return [select("zbran", SHEET_FORM.ZBRAN, first, options)]


def _perform_reload(sheet: Sheet, p: ReloadParams, box: DiceBox) -> ActionOutcome[Sheet]:
    if p.zbran >= len(sheet.zbrane):
        raise RuleViolation(SHEET_TEXT.E_ZADNA_ZBRAN)
    weapon = sheet.zbrane[p.zbran]
    check_reload(weapon_quiver(weapon), run=False)
    weapons = list(sheet.zbrane)
    weapons[p.zbran] = weapon.model_copy(update={"nabito": True})
    return ActionOutcome(sheet.model_copy(update={"zbrane": weapons}), "nabito", SHEET_OUTCOME.NABITO,
                         SHEET_OUTCOME.NABIJIS.format(nazev=weapon.nazev),
                         changes=(SHEET_OUTCOME.NABITO_ZMENA.format(nazev=weapon.nazev),))


def _action(action_id: str, **kwargs: Any) -> Action[Sheet, Any]:
    label, group, hint = ACTION_TEXTS[action_id]
    return Action(id=action_id, label=label, group=group, hint=hint, **kwargs)


ACTIONS: tuple[Action[Sheet, Any], ...] = (
    _action("hod", params_model=RollParams, form=roll_form, perform=perform_roll, odds=roll_odds, dice="1k6",
            first=("rezim", "vlastnost", "prostredek", "vyhoda_1")),
    _action("zasah", params_model=TakeWoundParams, form=wound_form, perform=perform_wound, odds=take_wound_odds,
            dice="k6"),
    _action("nabit", params_model=ReloadParams, form=_reload_form, perform=_perform_reload, rolls=False),
    _action("lecit", params_model=HealParams, form=lambda sheet: [number("zivoty", SHEET_FORM.LECIT, 1, 1, 99)],
            perform=_perform_heal, rolls=False),
)
