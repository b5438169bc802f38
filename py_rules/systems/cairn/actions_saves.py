"""Save actions: záchranný hod, spolupráce/soupeření, první kolo, útěk, morálka (001:L67-L79, L124-L128,
L192-L199)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.czech import percent
from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.view import FieldView, number, select, text, toggle

from . import texts
from .common import attribute_select, ensure_alive, ensure_can_act, fail_xp, replace, roll_save, save_line
from .odds import save_chance
from .rules import morale_triggers, pick_saver
from .sheet import AttrKey, CairnSheet

__all__ = ["SAVE_ACTIONS", "parse_people"]

GROUP = texts.GROUP_SAVES


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


def _save_odds(sheet: CairnSheet, key: AttrKey, value: int | None = None) -> Odds:
    value = sheet.attributes.get(key).current if value is None else value
    chance = save_chance(value, sheet.settings.save_mode)
    return Odds((odds_entry("success", texts.ODDS_SUCCESS, chance),
                 odds_entry("failure", texts.ODDS_FAILURE, 1 - chance)),
                texts.ODDS_SUMMARY.format(attr=texts.ATTR_SHORT[key], value=value, chance=percent(chance)))


def _do_save(sheet: CairnSheet, key: AttrKey, box: DiceBox, extra: dict[str, Any] | None = None,
             lead: str = "") -> ActionOutcome[CairnSheet]:
    """Roll a save with the character's own attribute; a failure adds XP (001:L71, L221).

    Raises ``RuleViolation`` for a dead creature.
    """
    ensure_alive(sheet)
    roll = roll_save(box, sheet.attributes.get(key).current, sheet.settings.save_mode)
    updates, changes = ({}, []) if roll.success else fail_xp(sheet, key)
    updates.update((extra or {}).get("success" if roll.success else "failure", {}))
    new = replace(sheet, updates) if updates else sheet
    text = lead + save_line(texts.ATTR_SHORT[key], roll)
    label = texts.SUCCESS.capitalize() if roll.success else texts.FAILURE.capitalize()
    return ActionOutcome(new, "success" if roll.success else "failure", label, text, total=roll.face,
                         probability=roll.probability, changes=tuple(changes),
                         details={"face": roll.face, "value": roll.value, "attribute": key})


# --- záchranný hod -----------------------------------------------------------------------------------
class SaveParams(_Params):
    attribute: AttrKey = "sil"


def _save_form(sheet: CairnSheet) -> list[FieldView]:
    return [attribute_select(sheet=sheet)]


def _save_perform(sheet: CairnSheet, p: SaveParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    return _do_save(sheet, p.attribute, box)


# --- spolupráce / soupeření --------------------------------------------------------------------------
_PERSON = re.compile(r"^(.*?)\s*(\d{1,3})$")


def parse_people(text: str) -> list[tuple[str, int]]:
    """``"Bořek 14, Jana 11"`` → ``[("Bořek", 14), ("Jana", 11)]``; raises ``InvalidInput`` (Czech)."""
    people: list[tuple[str, int]] = []
    for number_, part in enumerate(p.strip() for p in re.split(r"[,;]", text) if p.strip()):
        match = _PERSON.match(part)
        if not match:
            raise InvalidInput(texts.ERR_PEOPLE_LIST.format(field=texts.P_OTHERS, text=part))
        value = int(match.group(2))
        if value > 20:
            raise InvalidInput(texts.ERR_NUMBER_RANGE.format(field=texts.P_OTHERS, value=value, low=0, high=20))
        people.append((match.group(1) or texts.OTHER_NAME.format(n=number_ + 1), value))
    if len(people) > 9:
        raise InvalidInput(texts.ERR_TOO_MANY.format(field=texts.P_OTHERS, limit=9))
    return people


class GroupSaveParams(_Params):
    kind: Literal["spoluprace", "souperi"] = "spoluprace"
    attribute: AttrKey = "sil"
    others: str = Field(default="", max_length=300)
    saver: Literal["auto", "ja"] = "auto"


def _group_form(sheet: CairnSheet) -> list[FieldView]:
    return [select("kind", texts.P_KIND, "spoluprace", texts.GROUP_KINDS),
            attribute_select(),
            text("others", texts.P_OTHERS, "", hint=texts.H_OTHERS),
            select("saver", texts.P_SAVER, "auto", texts.SAVER_NAMES)]


def _group_pick(sheet: CairnSheet, p: GroupSaveParams) -> tuple[str, int, bool, list[tuple[str, int]]]:
    people = [(sheet.name, sheet.attributes.get(p.attribute).current), *parse_people(p.others)]
    index = 0 if p.saver == "ja" else pick_saver([v for _, v in people])
    return people[index][0], people[index][1], index == 0, people


def _group_odds(sheet: CairnSheet, p: GroupSaveParams) -> Odds:
    _, value, _, _ = _group_pick(sheet, p)
    return _save_odds(sheet, p.attribute, value)


def _group_perform(sheet: CairnSheet, p: GroupSaveParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    name, value, me, people = _group_pick(sheet, p)
    attr = texts.ATTR_SHORT[p.attribute]
    listing = ", ".join(f"{n} {v}" for n, v in people)
    rule = texts.GROUP_RULE[p.kind]
    lead = texts.GROUP_WHO.format(listing=listing, attr=attr, name=name, value=value, rule=rule)
    if me:
        return _do_save(sheet, p.attribute, box, lead=lead + " ")
    chance = save_chance(value, sheet.settings.save_mode)
    text = lead + " " + texts.GROUP_OTHER.format(name=name, attr=attr, value=value, chance=percent(chance))
    return ActionOutcome(sheet, "other_saves", texts.GROUP_OTHER_LABEL.format(name=name), text,
                         details={"saver": name, "value": value})


# --- první kolo ----------------------------------------------------------------------------------------
class RoundOneParams(_Params):
    waived: bool = False


def _round_form(sheet: CairnSheet) -> list[FieldView]:
    return [toggle("waived", texts.P_WAIVED, hint=texts.H_WAIVED)]


def _only_pcs(sheet: CairnSheet) -> None:
    """Raises ``RuleViolation`` for monsters and detachments: only PCs save in round one (001:L127)."""
    if sheet.settings.creature != "postava":
        raise RuleViolation(texts.ERR_ROUND_ONE_PC)


def _round_odds(sheet: CairnSheet, p: RoundOneParams) -> Odds:
    _only_pcs(sheet)
    if p.waived:
        return Odds((odds_entry("waived", texts.ROUND_WAIVED_LABEL, Fraction(1)),))
    return _save_odds(sheet, "hbi")


def _round_perform(sheet: CairnSheet, p: RoundOneParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    """Raises ``RuleViolation`` for monsters and detachments (001:L127)."""
    _only_pcs(sheet)
    if p.waived:
        new = replace(sheet, {"states.skip_round_one": False})
        return ActionOutcome(new, "waived", texts.ROUND_WAIVED_LABEL, texts.ROUND_WAIVED, probability=Fraction(1))
    outcome = _do_save(sheet, "hbi", box, {"success": {"states.skip_round_one": False},
                                           "failure": {"states.skip_round_one": True}})
    extra = texts.ROUND_ACTS if outcome.outcome == "success" else texts.ROUND_SKIPS
    changes = outcome.changes + ((texts.CHANGE_SKIP,) if outcome.outcome == "failure" else ())
    return ActionOutcome(outcome.sheet, outcome.outcome, outcome.label, f"{outcome.explanation} {extra}",
                         total=outcome.total, probability=outcome.probability, changes=changes,
                         details=outcome.details)


# --- útěk ------------------------------------------------------------------------------------------------
class RetreatParams(_Params):
    safe_route: bool = True


def _retreat_form(sheet: CairnSheet) -> list[FieldView]:
    return [toggle("safe_route", texts.P_SAFE_ROUTE, True, hint=texts.H_SAFE_ROUTE)]


def _retreat_perform(sheet: CairnSheet, p: RetreatParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    """Raises ``RuleViolation`` without a safe direction and place (001:L194)."""
    if not p.safe_route:
        raise RuleViolation(texts.RETREAT_NO_ROUTE)
    ensure_can_act(sheet)
    outcome = _do_save(sheet, "hbi", box)
    extra = texts.RETREAT_OK if outcome.outcome == "success" else texts.RETREAT_FAIL
    return ActionOutcome(outcome.sheet, outcome.outcome, outcome.label, f"{outcome.explanation} {extra}",
                         total=outcome.total, probability=outcome.probability, changes=outcome.changes,
                         details=outcome.details)


# --- morálka -----------------------------------------------------------------------------------------------
class MoraleParams(_Params):
    size: int = Field(default=6, ge=1, le=500)
    lost_before: int = Field(default=0, ge=0, le=500)
    lost_now: int = Field(default=1, ge=0, le=500)
    vul: int = Field(default=10, ge=0, le=20)
    rounding: Literal["floor", "ceil"] = "floor"

    @model_validator(mode="after")
    def _losses(self) -> MoraleParams:
        if not self.lost_before <= self.lost_now <= self.size:
            raise ValueError(texts.ERR_MORALE_LOSSES)
        return self


def _morale_vul(sheet: CairnSheet) -> int:
    return sheet.settings.leader_vul or sheet.attributes.vul.current


def _morale_form(sheet: CairnSheet) -> list[FieldView]:
    return [number("size", texts.P_SIZE, 6, 1, 500), number("lost_before", texts.P_LOST_BEFORE, 0, 0, 500),
            number("lost_now", texts.P_LOST_NOW, 1, 0, 500),
            number("vul", texts.P_MORALE_VUL, _morale_vul(sheet), 0, 20, hint=texts.H_MORALE_VUL),
            select("rounding", texts.P_ROUNDING, "floor", texts.ROUNDING_NAMES)]


def _morale_odds(sheet: CairnSheet, p: MoraleParams) -> Odds:
    if not morale_triggers(p.size, p.lost_before, p.lost_now, p.rounding):
        return Odds((odds_entry("no_check", texts.MORALE_NONE_LABEL, Fraction(1)),))
    chance = save_chance(p.vul, sheet.settings.save_mode)
    return Odds((odds_entry("holds", texts.MORALE_HOLDS, chance),
                 odds_entry("breaks", texts.MORALE_BREAKS, 1 - chance)),
                texts.ODDS_SUMMARY.format(attr="VUL", value=p.vul, chance=percent(chance)))


def _morale_perform(sheet: CairnSheet, p: MoraleParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    triggers = morale_triggers(p.size, p.lost_before, p.lost_now, p.rounding)
    if not triggers:
        return ActionOutcome(sheet, "no_check", texts.MORALE_NONE_LABEL, texts.MORALE_NONE,
                             probability=Fraction(1))
    roll = roll_save(box, p.vul, sheet.settings.save_mode)
    why = " a ".join(texts.MORALE_TRIGGERS[t] for t in triggers)
    text = texts.MORALE_TEXT.format(why=why, save=save_line("VUL", roll),
                                    result=texts.MORALE_OK if roll.success else texts.MORALE_FAIL)
    return ActionOutcome(sheet, "holds" if roll.success else "breaks",
                         texts.MORALE_HOLDS if roll.success else texts.MORALE_BREAKS, text, total=roll.face,
                         probability=roll.probability, details={"triggers": triggers, "face": roll.face})


SAVE_ACTIONS: tuple[Action[CairnSheet, Any], ...] = (
    Action("save", texts.A_SAVE, GROUP, SaveParams, _save_form, _save_perform,
           lambda s, p: _save_odds(s, p.attribute), dice="1k20", hint=texts.H_SAVE),
    Action("group_save", texts.A_GROUP_SAVE, GROUP, GroupSaveParams, _group_form, _group_perform,
           _group_odds, dice="1k20", hint=texts.H_GROUP_SAVE),
    Action("round_one", texts.A_ROUND_ONE, texts.GROUP_COMBAT, RoundOneParams, _round_form, _round_perform,
           _round_odds, dice="1k20", hint=texts.H_ROUND_ONE),
    Action("retreat", texts.A_RETREAT, texts.GROUP_COMBAT, RetreatParams, _retreat_form, _retreat_perform,
           lambda s, p: _save_odds(s, "hbi"), dice="1k20", hint=texts.H_RETREAT),
    Action("morale", texts.A_MORALE, texts.GROUP_COMBAT, MoraleParams, _morale_form, _morale_perform,
           _morale_odds, dice="1k20", hint=texts.H_MORALE),
)
