"""Damage actions: přijmout poškození (armour → BO → attribute → critical save), stabilizace, konec boje,
munice mimo boj (001:L108, L157-L158, L174-L190, L205-L206)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from py_rules.czech import percent
from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.view import FieldView, number, select, text, toggle

from . import texts
from .common import attribute_select, ensure_alive, fail_xp, parse_numbers, replace, roll_save, save_line
from .odds import save_chance
from .rules import after_armour, armour_total, critical_save_attribute, effective_bo, split_overflow, zero_state
from .sheet import AttrKey, CairnSheet

__all__ = ["DAMAGE_ACTIONS", "DamageParams", "DamagePlan", "end_combat", "plan_damage", "take_damage"]


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class DamageParams(_Params):
    damage: int = Field(default=1, ge=0, le=200)
    others: str = Field(default="", max_length=200)
    in_combat: bool = True
    attribute: AttrKey = "sil"


@dataclass(frozen=True)
class DamagePlan:
    """Everything damage does before the critical save (pure, shared by odds and perform)."""

    incoming: int
    armour: int
    dealt: int
    bo_after: int
    overflow: int
    attribute: AttrKey
    value_after: int
    save_attribute: AttrKey | None
    save_value: int
    killed: bool


def _incoming(p: DamageParams) -> int:
    return max([p.damage, *parse_numbers(p.others, texts.P_OTHER_DAMAGE, 200)])


def plan_damage(sheet: CairnSheet, p: DamageParams) -> DamagePlan:
    """Apply the damage rules (001:L108, L157, L181, L187, L190, L205-L206); raises ``InvalidInput``, and
    ``RuleViolation`` for a creature already dead (001:L187) or a detachment already destroyed (001:L206)."""
    ensure_alive(sheet)
    incoming = _incoming(p)
    current = sheet.attributes.get(p.attribute).current
    if not p.in_combat or sheet.states.critical:  # outside combat / already dying (CHOICE 6, 11)
        armour = armour_total(sheet) if p.in_combat else 0
        dealt = after_armour(incoming, armour)
        after = max(0, current - dealt)
        return DamagePlan(incoming, armour, dealt, sheet.bo.current, dealt, p.attribute, after, None, 0,
                          after == 0 and p.attribute == "sil")
    armour = armour_total(sheet)
    dealt = after_armour(incoming, armour)
    bo_after, overflow = split_overflow(effective_bo(sheet), dealt) if dealt else (sheet.bo.current, 0)
    after = max(0, current - overflow)  # clamp at 0 (CHOICE 4)
    killed = overflow > 0 and after == 0 and p.attribute == "sil"
    save_key = critical_save_attribute(sheet.settings.creature, p.attribute) if overflow and not killed else None
    save_value = _save_value(sheet, save_key, p.attribute, after)
    return DamagePlan(incoming, armour, dealt, bo_after, overflow, p.attribute, after, save_key, save_value,
                      killed)


def _save_value(sheet: CairnSheet, key: AttrKey | None, hit: AttrKey, after: int) -> int:
    if key is None:
        return 0
    if key == hit:
        return after  # the new value (001:L181)
    return sheet.settings.leader_vul or sheet.attributes.get(key).current  # detachment (001:L205)


def _damage_form(sheet: CairnSheet) -> list[FieldView]:
    return [number("damage", texts.P_DAMAGE, 1, 0, 200),
            text("others", texts.P_OTHER_DAMAGE, "", hint=texts.H_OTHER_DAMAGE),
            toggle("in_combat", texts.P_IN_COMBAT, True, hint=texts.H_IN_COMBAT),
            attribute_select(label=texts.P_HIT_ATTRIBUTE)]


def _preview(sheet: CairnSheet, plan: DamagePlan) -> str:
    attr = texts.ATTR_SHORT[plan.attribute]
    before = sheet.attributes.get(plan.attribute).current
    return texts.DMG_PREVIEW.format(dealt=plan.dealt, bo=sheet.bo.current, bo_after=plan.bo_after, attr=attr,
                                    before=before, after=plan.value_after)


def _damage_odds(sheet: CairnSheet, p: DamageParams) -> Odds:
    plan = plan_damage(sheet, p)
    preview = _preview(sheet, plan)
    if plan.killed:
        return Odds((odds_entry("dead", texts.DEAD_LABEL[sheet.settings.creature], Fraction(1)),), preview)
    if plan.save_attribute is None:
        return Odds((odds_entry("no_save", texts.NO_SAVE_LABEL, Fraction(1)),), preview)
    chance = save_chance(plan.save_value, sheet.settings.save_mode)
    return Odds((odds_entry("holds", texts.HOLDS_LABEL, chance),
                 odds_entry("critical", texts.CRITICAL_LABEL[sheet.settings.creature], 1 - chance)),
                preview + " " + texts.CRIT_SUMMARY.format(attr=texts.ATTR_SHORT[plan.save_attribute],
                                                          value=plan.save_value, chance=percent(chance)))


def _describe(sheet: CairnSheet, p: DamageParams, plan: DamagePlan) -> list[str]:
    attr = texts.ATTR_SHORT[plan.attribute]
    lines = [texts.DMG_INCOMING.format(n=plan.incoming)] if p.others else []
    if not p.in_combat:
        lines.append(texts.DMG_OUTSIDE.format(n=plan.dealt, attr=attr, after=plan.value_after))
        return lines
    lines.append(texts.DMG_ARMOUR.format(incoming=plan.incoming, armour=plan.armour, dealt=plan.dealt))
    if effective_bo(sheet) != sheet.bo.current:
        lines.append(texts.DMG_FULL_LOAD)
    if sheet.states.critical:
        lines.append(texts.DMG_DYING.format(n=plan.dealt, attr=attr, after=plan.value_after))
    elif plan.overflow:
        lines.append(texts.DMG_OVERFLOW.format(bo=effective_bo(sheet), over=plan.overflow, attr=attr,
                                               after=plan.value_after))
    else:
        lines.append(texts.DMG_BO_ONLY.format(bo=sheet.bo.current, after=plan.bo_after))
    return lines


def _updates(sheet: CairnSheet, plan: DamagePlan) -> tuple[dict[str, Any], list[str]]:
    updates: dict[str, Any] = {"bo.current": plan.bo_after,
                               f"attributes.{plan.attribute}.current": plan.value_after}
    changes = []
    if plan.bo_after != sheet.bo.current:
        changes.append(texts.CHANGE_BO.format(before=sheet.bo.current, after=plan.bo_after))
    before = sheet.attributes.get(plan.attribute).current
    if plan.value_after != before:
        changes.append(texts.CHANGE_ATTR.format(attr=texts.ATTR_SHORT[plan.attribute], before=before,
                                                after=plan.value_after))
    if plan.value_after == 0 and before > 0:
        state = zero_state(plan.attribute)
        if state == "dead":  # SIL 0: the creature dies, a detachment is destroyed (001:L187, L206)
            updates["states.dead"] = True
        destroyed = sheet.settings.creature == "oddil" and state == "dead"
        name = texts.DETACHMENT_DESTROYED if destroyed else texts.ZERO_STATE[state]
        rule = texts.DETACHMENT_DESTROYED_RULE if destroyed else texts.ZERO_RULE[state]
        changes.append(texts.CHANGE_ZERO.format(attr=texts.ATTR_SHORT[plan.attribute], state=name, rule=rule))
    return updates, changes


def _critical(sheet: CairnSheet, plan: DamagePlan, box: DiceBox) -> tuple[dict[str, Any], list[str], str, Any]:
    assert plan.save_attribute is not None
    roll = roll_save(box, plan.save_value, sheet.settings.save_mode)
    text = texts.CRIT_SAVE.format(save=save_line(texts.ATTR_SHORT[plan.save_attribute], roll))
    if roll.success:
        return {}, [], text + " " + texts.CRIT_HOLDS, roll
    creature = sheet.settings.creature
    updates, changes = fail_xp(sheet, plan.save_attribute)
    updates["states.critical"] = True
    if creature == "nestvura":
        updates["states.dead"] = True
    changes.append(texts.CHANGE_CRITICAL[creature])
    return updates, changes, text + " " + texts.CRIT_FAILS[creature], roll


def take_damage(sheet: CairnSheet, p: DamageParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    plan = plan_damage(sheet, p)
    lines = _describe(sheet, p, plan)
    updates, changes = _updates(sheet, plan)
    if plan.killed:
        lines.append(texts.DMG_KILLED[sheet.settings.creature])
        new = replace(sheet, updates)
        return ActionOutcome(new, "dead", texts.DEAD_LABEL[sheet.settings.creature], " ".join(lines),
                             total=plan.dealt, probability=Fraction(1), changes=tuple(changes))
    if plan.save_attribute is None:
        new = replace(sheet, updates)
        return ActionOutcome(new, "no_save", texts.NO_SAVE_LABEL, " ".join(lines), total=plan.dealt,
                             probability=Fraction(1), changes=tuple(changes))
    interim = replace(sheet, updates)
    more, crit_changes, text, roll = _critical(interim, plan, box)
    new = replace(interim, more) if more else interim
    outcome = "holds" if roll.success else "critical"
    label = texts.HOLDS_LABEL if roll.success else texts.CRITICAL_LABEL[sheet.settings.creature]
    return ActionOutcome(new, outcome, label, " ".join([*lines, text]), total=plan.dealt,
                         probability=roll.probability, changes=tuple(changes + crit_changes),
                         details={"face": roll.face, "save_value": plan.save_value})


# --- stabilizace ---------------------------------------------------------------------------------------
class StabiliseParams(_Params):
    in_time: bool = True


def _stabilise_perform(sheet: CairnSheet, p: StabiliseParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    if not sheet.states.critical or sheet.states.stabilised or sheet.states.dead:
        return ActionOutcome(sheet, "not_dying", texts.NOT_DYING_LABEL, texts.NOT_DYING)
    if p.in_time:
        new = replace(sheet, {"states.stabilised": True})
        return ActionOutcome(new, "stabilised", texts.STABILISED_LABEL, texts.STABILISED,
                             changes=(texts.CHANGE_STABILISED,))
    new = replace(sheet, {"states.dead": True})
    return ActionOutcome(new, "dead", texts.DEAD_LABEL["postava"], texts.DIED_UNSTABILISED,
                         changes=(texts.CHANGE_DEAD,))


# --- konec boje, munice ----------------------------------------------------------------------------------
class EndCombatParams(_Params):
    pass


def end_combat(sheet: CairnSheet, p: EndCombatParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    updates: dict[str, Any] = {"states.skip_round_one": False, "states.engaged": False}
    changes = []
    for index, item in enumerate(sheet.inventory):
        if item.used_in_fight:
            left = max(0, (item.ammo or 0) - 1)
            updates[f"inventory.{index}.used_in_fight"] = False
            updates[f"inventory.{index}.ammo"] = left if item.ammo is not None else None
            changes.append(texts.CHANGE_AMMO.format(item=item.name, left=left))
    return ActionOutcome(replace(sheet, updates), "ended", texts.END_COMBAT_LABEL, texts.END_COMBAT,
                         changes=tuple(changes))


def _next_round(sheet: CairnSheet, p: EndCombatParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    if not sheet.states.skip_round_one:
        return ActionOutcome(sheet, "next_round", texts.NEXT_ROUND_LABEL, texts.NEXT_ROUND)
    return ActionOutcome(replace(sheet, {"states.skip_round_one": False}), "next_round", texts.NEXT_ROUND_LABEL,
                         texts.NEXT_ROUND, changes=(texts.CHANGE_ACTS_AGAIN,))


class AmmoParams(_Params):
    weapon: int = Field(default=-1, ge=-1, le=99)


def _ammo_form(sheet: CairnSheet) -> list[FieldView]:
    options: list[tuple[Any, str]] = [(i, f"{item.name} ({item.ammo})") for i, item in enumerate(sheet.inventory)
                                      if item.ammo is not None]
    return [select("weapon", texts.P_AMMO_WEAPON, options[0][0] if options else -1,
                   options or [(-1, texts.NO_AMMO_WEAPON)])]


def _ammo_perform(sheet: CairnSheet, p: AmmoParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    """Raises ``InvalidInput`` for a missing item, ``RuleViolation`` for the dead or with no ammunition
    (001:L174-L176, L187)."""
    ensure_alive(sheet)
    if p.weapon == -1:
        return ActionOutcome(sheet, "nothing", texts.NO_AMMO_WEAPON, texts.NO_AMMO_WEAPON_TEXT)
    if p.weapon >= len(sheet.inventory):
        raise InvalidInput(texts.ERR_NO_ITEM.format(index=p.weapon + 1))
    item = sheet.inventory[p.weapon]
    if item.ammo is None:
        raise RuleViolation(texts.ERR_NO_AMMO_FIELD.format(item=item.name))
    if item.ammo == 0:
        raise RuleViolation(texts.ERR_NO_AMMO.format(item=item.name))
    new = replace(sheet, {f"inventory.{p.weapon}.ammo": item.ammo - 1})
    return ActionOutcome(new, "used", texts.AMMO_USED_LABEL, texts.AMMO_USED.format(item=item.name),
                         changes=(texts.CHANGE_AMMO.format(item=item.name, left=item.ammo - 1),))


DAMAGE_ACTIONS: tuple[Action[CairnSheet, Any], ...] = (
    Action("take_damage", texts.A_DAMAGE, texts.GROUP_HEALTH, DamageParams, _damage_form, take_damage,
           _damage_odds, dice="1k20", hint=texts.H_DAMAGE),
    Action("stabilise", texts.A_STABILISE, texts.GROUP_HEALTH, StabiliseParams,
           lambda s: [toggle("in_time", texts.P_IN_TIME, True, hint=texts.H_IN_TIME)], _stabilise_perform,
           rolls=False, hint=texts.H_STABILISE),
    Action("next_round", texts.A_NEXT_ROUND, texts.GROUP_COMBAT, EndCombatParams, lambda s: [], _next_round,
           rolls=False, hint=texts.H_NEXT_ROUND),
    Action("end_combat", texts.A_END_COMBAT, texts.GROUP_COMBAT, EndCombatParams, lambda s: [], end_combat,
           rolls=False, hint=texts.H_END_COMBAT),
    Action("ammo_outside", texts.A_AMMO, texts.GROUP_GEAR, AmmoParams, _ammo_form, _ammo_perform, rolls=False,
           hint=texts.H_AMMO),
)
