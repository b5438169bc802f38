"""Attack actions: útok (impaired / enhanced / two weapons / blast / detachments) and skupinový útok
(001:L154-L176, L201-L208)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.czech import amount, percent
from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.view import FieldView, number, select, text, toggle

from . import texts
from .common import ensure_can_act, replace
from .odds import group_attack_pmf, keep_highest_pmf, shift_by_armour
from .rules import (
    HANDS,
    AttackPlan,
    after_armour,
    die_sides,
    hands_needed,
    held,
    item_slots,
    plan_attack,
    together_total,
    wield,
)
from .sheet import CairnSheet, Item

__all__ = [
    "ATTACK_ACTIONS",
    "UNARMED",
    "AttackParams",
    "attack_odds",
    "attack_plan",
    "parse_dice",
    "ready",
    "roll_damage",
]

UNARMED = -1


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class AttackParams(_Params):
    weapon: int = Field(default=UNARMED, ge=UNARMED, le=99)
    off_hand: int = Field(default=UNARMED, ge=UNARMED, le=99)
    enhancement: Literal[0, 6, 8, 12] = 0
    impaired: bool = False
    far: bool = False
    vs_detachment: bool = False
    gm_bonus: bool = False
    targets: int = Field(default=1, ge=0, le=20)
    target_armour: int = Field(default=0, ge=0, le=3)


def _weapon(sheet: CairnSheet, index: int) -> Item:
    """The weapon at ``index`` (−1 = unarmed 1k4); raises ``InvalidInput`` / ``RuleViolation``."""
    if index == UNARMED:
        return Item(name=texts.UNARMED, damage="1k4")
    if index >= len(sheet.inventory):
        raise InvalidInput(texts.ERR_NO_ITEM.format(index=index + 1))
    item = sheet.inventory[index]
    if not item.damage:
        raise RuleViolation(texts.ERR_NOT_WEAPON.format(item=item.name))
    if item.location != 0:
        raise RuleViolation(texts.ERR_NOT_CARRIED.format(item=item.name))
    return item


def _check_hands(sheet: CairnSheet, wielded: list[Item]) -> None:
    """A character has two hands (slots 1–2, 001:L97): a bulky weapon takes both, so two weapons (001:L168)
    need two one-handed ones. Monsters and detachments attack with what they are (no inventory hands)."""
    if sheet.settings.creature != "postava":
        return
    if sum(hands_needed(item) for item in wielded) > HANDS:
        names = " a ".join(f"„{item.name}“" for item in wielded)
        raise RuleViolation(texts.ERR_HANDS.format(items=names))


def _wield(sheet: CairnSheet, p: AttackParams) -> tuple[CairnSheet, tuple[str, ...]]:
    """Puts the attack's weapons into the hands when they are not there (changing gear is a minor action,
    001:L135); what was held and is not used goes to the following slots."""
    chosen = tuple(i for i in (p.weapon, p.off_hand) if i != UNARMED)
    if sheet.settings.creature != "postava" or not chosen:
        return sheet, ()
    bulky_or_normal = [i for i in chosen if item_slots(sheet.inventory[i]) > 0]
    if all(i in held(sheet) for i in bulky_or_normal):
        return sheet, ()
    order, dropped = wield(sheet, chosen)
    new = replace(sheet, {"inventory": [sheet.inventory[i].model_dump() for i in order]})
    names = " a ".join(sheet.inventory[i].name for i in chosen)
    change = texts.CHANGE_WIELD.format(items=names)
    if dropped:
        change += " " + texts.CHANGE_UNWIELD.format(items=", ".join(sheet.inventory[i].name for i in dropped))
    return new, (change,)


def attack_plan(sheet: CairnSheet, p: AttackParams) -> tuple[Item, AttackPlan]:
    """The weapon and dice pool of this attack; raises ``RuleViolation`` when it is not allowed."""
    ensure_can_act(sheet)
    if sheet.states.skip_round_one:
        raise RuleViolation(texts.ERR_SKIPS_ROUND)
    weapon = _weapon(sheet, p.weapon)
    if weapon.ranged and sheet.states.engaged:
        raise RuleViolation(texts.ERR_ENGAGED)
    if weapon.ammo == 0:
        raise RuleViolation(texts.ERR_NO_AMMO.format(item=weapon.name))
    off = 0
    wielded = [weapon] if p.weapon != UNARMED else []
    if p.off_hand != UNARMED:
        if p.off_hand == p.weapon:
            raise RuleViolation(texts.ERR_SAME_WEAPON)
        off_weapon = _weapon(sheet, p.off_hand)
        wielded.append(off_weapon)
        off = die_sides(off_weapon.damage)
    _check_hands(sheet, wielded)
    plan = plan_attack(die_sides(weapon.damage), blast=weapon.blast, impaired=p.impaired, far=p.far,
                       vs_detachment=p.vs_detachment, by_detachment=sheet.settings.creature == "oddil",
                       enhancement=p.enhancement, off_hand=off, gm_bonus=p.gm_bonus)
    return weapon, plan


def _weapon_options(sheet: CairnSheet) -> list[tuple[Any, str]]:
    options: list[tuple[Any, str]] = [(UNARMED, texts.UNARMED_OPTION)]
    in_hands = held(sheet)
    for index, item in enumerate(sheet.inventory):
        if item.damage and item.location == 0:
            where = texts.WEAPON_IN_HANDS if index in in_hands else ""
            options.append((index, f"{item.name} ({item.damage}{where})"))
    return options


def _attack_form(sheet: CairnSheet) -> list[FieldView]:
    weapons = _weapon_options(sheet)
    first = weapons[1][0] if len(weapons) > 1 else UNARMED
    off = [(UNARMED, texts.NO_OFF_HAND), *weapons[1:]]
    return [select("weapon", texts.P_WEAPON, first, weapons),
            select("off_hand", texts.P_OFF_HAND, UNARMED, off, hint=texts.H_OFF_HAND),
            select("enhancement", texts.P_ENHANCEMENT, 0, texts.ENHANCEMENTS, hint=texts.H_ENHANCEMENT),
            toggle("impaired", texts.P_IMPAIRED, hint=texts.H_IMPAIRED),
            toggle("far", texts.P_FAR, hint=texts.H_FAR),
            toggle("vs_detachment", texts.P_VS_DETACHMENT, hint=texts.H_VS_DETACHMENT),
            toggle("gm_bonus", texts.P_GM_BONUS, hint=texts.H_GM_BONUS),
            number("targets", texts.P_TARGETS, 1, 0, 20, hint=texts.H_TARGETS),
            number("target_armour", texts.P_TARGET_ARMOUR, 0, 0, 3)]


def _pool_text(plan: AttackPlan) -> str:
    dice = " + ".join(f"1k{s}" for s in plan.dice)
    return dice + (texts.KEEP_HIGHEST if len(plan.dice) > 1 else "")


def _decimal(value: Fraction) -> str:
    """A mean the Czech way: at most 2 decimals, decimal comma (3,5)."""
    return f"{float(value):.2f}".rstrip("0").rstrip(".").replace(".", ",")


def attack_odds(sheet: CairnSheet, p: AttackParams) -> Odds:
    _, plan = attack_plan(sheet, p)
    pmf = shift_by_armour(keep_highest_pmf(plan.dice), p.target_armour)
    mean = sum((v * q for v, q in pmf.items()), Fraction(0))
    hurt = sum((q for v, q in pmf.items() if v > 0), Fraction(0))
    entries = tuple(odds_entry(f"damage_{v}", _damage_label(v), q) for v, q in pmf.items())
    summary = texts.ATTACK_SUMMARY.format(pool=_pool_text(plan), mean=_decimal(mean),
                                          armour=p.target_armour, hurt=percent(hurt))
    return Odds(entries, summary + (" " + texts.BLAST_ODDS if plan.blast else ""))


def _reasons(plan: AttackPlan, p: AttackParams) -> str:
    parts = [texts.IMPAIRED_REASONS[r] for r in plan.reasons]
    if len(plan.dice) > 1:
        parts.append(texts.BONUS_RULE)
    if plan.blast:
        parts.append(texts.BLAST_RULE)
    return " ".join(parts)


def roll_damage(box: DiceBox, plan: AttackPlan, armour: int) -> tuple[list[int], int, int]:
    """The damage dice of ``plan`` against ``armour``: the faces, the highest kept, the damage dealt."""
    faces = [box.roll(f"1k{s}").total for s in plan.dice]
    kept = max(faces)
    return faces, kept, after_armour(kept, armour)


def _damage_label(value: int) -> str:
    return amount(value, texts.DAMAGE)


def _mark_ammo(sheet: CairnSheet, p: AttackParams, weapon: Item) -> tuple[CairnSheet, tuple[str, ...]]:
    """A weapon with ammunition is marked as used; 1 use goes at the end of the fight (001:L175)."""
    if weapon.ammo is None or p.weapon == UNARMED or weapon.used_in_fight:
        return sheet, ()
    return (replace(sheet, {f"inventory.{p.weapon}.used_in_fight": True}),
            (texts.CHANGE_AMMO_MARK.format(item=weapon.name),))


def _roll_targets(box: DiceBox, weapon: Item, plan: AttackPlan, p: AttackParams) -> tuple[list[int], list[str]]:
    """Damage per target; blast rolls each target separately, an unclear count by the weapon die (001:L167)."""
    lines = []
    targets = p.targets if plan.blast else 1
    if plan.blast and targets == 0:
        targets = box.roll(weapon.damage).total
        lines.append(texts.BLAST_COUNT.format(die=weapon.damage, n=targets))
    results = []
    for n in range(1, targets + 1):
        faces, kept, dealt = roll_damage(box, plan, p.target_armour)
        results.append(dealt)
        lines.append(texts.ATTACK_TARGET.format(n=n, faces=", ".join(map(str, faces)), kept=kept,
                                                armour=p.target_armour, dealt=dealt))
    return results, lines


def ready(sheet: CairnSheet, p: AttackParams, weapon: Item) -> tuple[CairnSheet, tuple[str, ...]]:
    """The attacker's sheet after the attack: ammunition marked as used in this fight, the weapons in hand."""
    marked, ammo_changes = _mark_ammo(sheet, p, weapon)
    wielded, wield_changes = _wield(marked, p)
    return wielded, ammo_changes + wield_changes


def _attack_perform(sheet: CairnSheet, p: AttackParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    weapon, plan = attack_plan(sheet, p)
    results, rolled = _roll_targets(box, weapon, plan, p)
    lines = [texts.ATTACK_LEAD.format(weapon=weapon.name, pool=_pool_text(plan)), _reasons(plan, p), *rolled]
    text = " ".join(line for line in lines if line)
    sheet_out, changes = ready(sheet, p, weapon)
    details = {"damage": results, "dice": list(plan.dice)}
    if len(results) == 1:
        pmf = shift_by_armour(keep_highest_pmf(plan.dice), p.target_armour)
        return ActionOutcome(sheet_out, f"damage_{results[0]}", _damage_label(results[0]), text, total=results[0],
                             probability=pmf[results[0]], changes=changes, details=details)
    label = texts.BLAST_LABEL.format(targets=amount(len(results), texts.TARGET, "acc"))
    return ActionOutcome(sheet_out, "blast", label, text, changes=changes, details=details)


# --- skupinový útok ---------------------------------------------------------------------------------------
_DIE = re.compile(r"^1?k(4|6|8|10|12)$")


def parse_dice(text: str) -> tuple[int, ...]:
    """``"1k6, 1k8"`` → ``(6, 8)``; raises ``InvalidInput`` (Czech) for anything else (at most 12 dice)."""
    sides = []
    for part in (p.strip().lower() for p in re.split(r"[,;]", text) if p.strip()):
        match = _DIE.match(part)
        if not match:
            raise InvalidInput(texts.ERR_DICE_LIST.format(field=texts.P_ATTACKERS, text=part))
        sides.append(int(match.group(1)))
    if not sides:
        raise InvalidInput(texts.ERR_DICE_LIST.format(field=texts.P_ATTACKERS, text=text))
    if len(sides) > 12:
        raise InvalidInput(texts.ERR_TOO_MANY.format(field=texts.P_ATTACKERS, limit=12))
    return tuple(sides)


class GroupAttackParams(_Params):
    attackers: str = Field(default="1k6, 1k6, 1k6", max_length=200)
    target_armour: int = Field(default=0, ge=0, le=3)
    together: bool = False


def _group_form(sheet: CairnSheet) -> list[FieldView]:
    return [text("attackers", texts.P_ATTACKERS, "1k6, 1k6, 1k6", hint=texts.H_ATTACKERS),
            number("target_armour", texts.P_TARGET_ARMOUR, 0, 0, 3),
            toggle("together", texts.P_TOGETHER, sheet.settings.together_stronger, hint=texts.H_TOGETHER)]


def _group_pmf(p: GroupAttackParams) -> dict[int, Fraction]:
    return shift_by_armour(group_attack_pmf(parse_dice(p.attackers), p.together), p.target_armour)


def _group_odds(sheet: CairnSheet, p: GroupAttackParams) -> Odds:
    pmf = _group_pmf(p)
    hurt = sum((q for v, q in pmf.items() if v > 0), Fraction(0))
    return Odds(tuple(odds_entry(f"damage_{v}", _damage_label(v), q) for v, q in pmf.items()),
                texts.GROUP_ATTACK_SUMMARY.format(armour=p.target_armour, hurt=percent(hurt)))


def _group_perform(sheet: CairnSheet, p: GroupAttackParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    sides = parse_dice(p.attackers)
    faces = [box.roll(f"1k{s}").total for s in sides]
    total = together_total(faces, p.together)
    dealt = after_armour(total, p.target_armour)
    rule = texts.TOGETHER_RULE.format(bonus=total - max(faces)) if p.together else texts.GROUP_RULE_HIGHEST
    text = texts.GROUP_ATTACK_TEXT.format(faces=", ".join(map(str, faces)), best=max(faces), rule=rule,
                                          armour=p.target_armour, dealt=dealt)
    return ActionOutcome(sheet, f"damage_{dealt}", _damage_label(dealt), text,
                         total=dealt, probability=_group_pmf(p)[dealt], details={"faces": faces})


ATTACK_ACTIONS: tuple[Action[CairnSheet, Any], ...] = (
    Action("attack", texts.A_ATTACK, texts.GROUP_COMBAT, AttackParams, _attack_form, _attack_perform,
           attack_odds, dice=texts.DICE_ATTACK, hint=texts.H_ATTACK,
           first=("weapon", "target_armour", "impaired", "far")),
    Action("group_attack", texts.A_GROUP_ATTACK, texts.GROUP_COMBAT, GroupAttackParams, _group_form,
           _group_perform, _group_odds, dice=texts.DICE_GROUP_ATTACK, hint=texts.H_GROUP_ATTACK),
)
