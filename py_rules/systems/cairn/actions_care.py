"""Rest, deprivation, growth and character creation (001:L87-L91, L102-L104, L217-L222; creation is the
standard Cairn rule, not in the seed)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules import dice
from py_rules.czech import percent
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.view import FieldView, number, select

from . import texts
from .common import attribute_select, ensure_alive, replace
from .rules import heal_in_order, zero_state
from .sheet import ATTRIBUTES, AttrKey, CairnSheet

__all__ = ["CARE_ACTIONS", "ORDERS", "Order", "RestParams", "default_order", "deprivation_day", "rest", "rest_odds"]

Order = Literal["sil-hbi-vul", "sil-vul-hbi", "hbi-sil-vul", "hbi-vul-sil", "vul-sil-hbi", "vul-hbi-sil"]
ORDERS: tuple[str, ...] = ("sil-hbi-vul", "sil-vul-hbi", "hbi-sil-vul", "hbi-vul-sil", "vul-sil-hbi",
                           "vul-hbi-sil")


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


def _lost(sheet: CairnSheet) -> dict[AttrKey, int]:
    return {k: sheet.attributes.get(k).max - sheet.attributes.get(k).current for k in ATTRIBUTES}


def _order(order: str) -> tuple[AttrKey, ...]:
    return tuple(k for key in order.split("-") for k in ATTRIBUTES if k == key)


def default_order(sheet: CairnSheet) -> str:
    """The healing order offered first: the attribute that lost most heals first (CHOICE 12)."""
    lost = _lost(sheet)
    ranked = sorted(range(len(ATTRIBUTES)), key=lambda i: -lost[ATTRIBUTES[i]])
    return "-".join(ATTRIBUTES[i] for i in ranked)


# --- odpočinek ---------------------------------------------------------------------------------------------
class RestParams(_Params):
    kind: Literal["short", "night", "week", "healer"] = "short"
    order: Order = "sil-hbi-vul"
    healer: int = Field(default=0, ge=0, le=60)


def _rest_form(sheet: CairnSheet) -> list[FieldView]:
    orders = [(o, " → ".join(texts.ATTR_SHORT[k] for k in _order(o))) for o in ORDERS]
    return [select("kind", texts.P_REST, "short", texts.REST_KINDS),
            select("order", texts.P_ORDER, default_order(sheet), orders, hint=texts.H_ORDER),
            number("healer", texts.P_HEALER, 0, 0, 60, hint=texts.H_HEALER)]


def rest_odds(sheet: CairnSheet, p: RestParams) -> Odds:
    lost = sum(_lost(sheet).values())
    if p.kind != "night" or lost == 0:
        return Odds((odds_entry("rested", texts.REST_LABEL[p.kind], Fraction(1)),))
    full = dice.distribution("1k6").at_least(lost)
    entries = [odds_entry("all", texts.HEAL_ALL, full)]
    if full < 1:
        entries.append(odds_entry("partial", texts.HEAL_PARTIAL, 1 - full))
    return Odds(tuple(entries), texts.HEAL_SUMMARY.format(lost=lost, chance=percent(full)))


def _heal(sheet: CairnSheet, amount: int, order: str) -> tuple[dict[str, Any], list[str]]:
    healed = heal_in_order(_lost(sheet), amount, _order(order))
    updates: dict[str, Any] = {}
    changes = []
    for key, points in healed.items():
        if points:
            before = sheet.attributes.get(key).current
            updates[f"attributes.{key}.current"] = before + points
            changes.append(texts.CHANGE_ATTR.format(attr=texts.ATTR_SHORT[key], before=before, after=before + points))
    return updates, changes


def _full_bo(sheet: CairnSheet) -> tuple[dict[str, Any], list[str]]:
    if sheet.bo.current == sheet.bo.max:
        return {}, []
    return {"bo.current": sheet.bo.max}, [texts.CHANGE_BO.format(before=sheet.bo.current, after=sheet.bo.max)]


def rest(sheet: CairnSheet, p: RestParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    """Raises ``RuleViolation`` for the dead (001:L187), the dying not yet stabilised (001:L182) and the
    exhausted (001:L104), in that order: death is said first."""
    ensure_alive(sheet)
    if sheet.states.critical and not sheet.states.stabilised:
        raise RuleViolation(texts.ERR_DYING_REST)
    if sheet.states.exhausted:
        raise RuleViolation(texts.ERR_EXHAUSTED)
    updates, changes = _full_bo(sheet)
    lost = sum(_lost(sheet).values())
    amount, text, outcome, probability = 0, texts.REST_TEXT[p.kind], "rested", Fraction(1)
    if p.kind == "night" and lost:
        amount = box.roll("1k6").total
        outcome = "all" if amount >= lost else "partial"
        odds = {o.outcome: Fraction(o.probability) for o in rest_odds(sheet, p).outcomes}
        probability = odds[outcome]
        text += " " + texts.NIGHT_ROLL.format(roll=amount)
    elif p.kind == "week":
        amount = lost
    elif p.kind == "healer":
        amount = p.healer
    more, heal_changes = _heal(sheet, amount, p.order)
    updates.update(more)
    label = texts.HEAL_ALL if outcome == "all" else texts.HEAL_PARTIAL if outcome == "partial" \
        else texts.REST_LABEL[p.kind]
    return ActionOutcome(replace(sheet, updates) if updates else sheet, outcome, label, text,
                         total=amount if p.kind == "night" and lost else None, probability=probability,
                         changes=tuple(changes + heal_changes))


# --- strádání ----------------------------------------------------------------------------------------------
class DeprivationParams(_Params):
    kind: Literal["day", "needs_met"] = "day"


def _deprivation_perform(sheet: CairnSheet, p: DeprivationParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    """A day without food, drink or sleep, or the needs met again (001:L104). Raises ``RuleViolation`` for
    the dead, who neither starve nor recover."""
    ensure_alive(sheet)
    if p.kind == "needs_met":
        new = replace(sheet, {"states.exhausted": False})
        return ActionOutcome(new, "recovered", texts.NEEDS_MET_LABEL, texts.NEEDS_MET,
                             changes=(texts.CHANGE_NOT_EXHAUSTED,) if sheet.states.exhausted else ())
    return deprivation_day(sheet)


def deprivation_day(sheet: CairnSheet) -> ActionOutcome[CairnSheet]:
    """One day without food, drink or sleep: exhausted and −1 to every attribute (001:L104); SIL 0 is death
    (001:L187). Raises ``RuleViolation`` for the dead."""
    ensure_alive(sheet)
    updates: dict[str, Any] = {"states.exhausted": True}
    changes = [] if sheet.states.exhausted else [texts.CHANGE_EXHAUSTED]
    for key in ATTRIBUTES:
        before = sheet.attributes.get(key).current
        after = max(0, before - 1)
        updates[f"attributes.{key}.current"] = after
        if after != before:
            changes.append(texts.CHANGE_ATTR.format(attr=texts.ATTR_SHORT[key], before=before, after=after))
        if after == 0 and before > 0:
            state = zero_state(key)
            changes.append(texts.CHANGE_ZERO.format(attr=texts.ATTR_SHORT[key], state=texts.ZERO_STATE[state],
                                                    rule=texts.ZERO_RULE[state]))
    dead = updates["attributes.sil.current"] == 0
    if dead:
        updates["states.dead"] = True
    return ActionOutcome(replace(sheet, updates), "dead" if dead else "deprived",
                         texts.DEAD_LABEL["postava"] if dead else texts.DEPRIVED_LABEL, texts.DEPRIVED,
                         changes=tuple(changes))


# --- růst --------------------------------------------------------------------------------------------------
class GrowthParams(_Params):
    attribute: AttrKey = "sil"
    choice: Literal["attribute", "bo"] = "attribute"


def _growth_form(sheet: CairnSheet) -> list[FieldView]:
    pending = list(dict.fromkeys(sheet.pending_growth)) or ["sil"]
    key = pending[0]
    choices = [("bo", texts.GROWTH_BO)]
    if sheet.attributes.get(key).max < 20:
        choices.insert(0, ("attribute", texts.GROWTH_ATTR))
    return [select("attribute", texts.P_GROWTH_FROM, key, [(k, texts.ATTR_NAMES[k]) for k in pending]),
            select("choice", texts.P_GROWTH_CHOICE, choices[0][0], choices, hint=texts.H_GROWTH)]


def _growth_perform(sheet: CairnSheet, p: GrowthParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    """Raises ``RuleViolation`` for the dead, a level that is not pending or an attribute already at 20
    (001:L187, L222)."""
    ensure_alive(sheet)
    if not sheet.pending_growth:
        return ActionOutcome(sheet, "nothing", texts.NO_GROWTH_LABEL, texts.NO_GROWTH)
    if p.attribute not in sheet.pending_growth:
        raise RuleViolation(texts.ERR_NOT_PENDING.format(attr=texts.ATTR_SHORT[p.attribute]))
    pending = list(sheet.pending_growth)
    pending.remove(p.attribute)
    attr = sheet.attributes.get(p.attribute)
    name = texts.ATTR_SHORT[p.attribute]
    if p.choice == "attribute":
        if attr.max >= 20:
            raise RuleViolation(texts.ERR_MAX_20.format(attr=name))
        updates: dict[str, Any] = {f"attributes.{p.attribute}.max": attr.max + 1,
                                   f"attributes.{p.attribute}.current": attr.current + 1}
        change = texts.CHANGE_MAX.format(attr=name, before=attr.max, after=attr.max + 1)
    else:
        updates = {"bo.max": sheet.bo.max + 1, "bo.current": sheet.bo.current + 1}
        change = texts.CHANGE_MAX.format(attr="BO", before=sheet.bo.max, after=sheet.bo.max + 1)
    updates["pending_growth"] = pending
    text = texts.GROWTH_TEXT[p.choice].format(attr=name)
    return ActionOutcome(replace(sheet, updates), p.choice, texts.GROWTH_LABEL, text, changes=(change,))


# --- tvorba postavy (standardní Cairn) --------------------------------------------------------------------
class CreateParams(_Params):
    pass


def _create_perform(sheet: CairnSheet, p: CreateParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    updates: dict[str, Any] = {}
    changes = []
    for key in ATTRIBUTES:
        value = box.roll("3k6").total
        updates[f"attributes.{key}"] = {"current": value, "max": value, "xp": 0}
        changes.append(texts.CHANGE_ROLLED.format(attr=texts.ATTR_SHORT[key], dice="3k6", value=value))
    bo = box.roll("1k6").total
    updates["bo"] = {"current": bo, "max": bo}
    updates["pending_growth"] = []
    changes.append(texts.CHANGE_ROLLED.format(attr="BO", dice="1k6", value=bo))
    return ActionOutcome(replace(sheet, updates), "created", texts.CREATED_LABEL, texts.CREATED,
                         changes=tuple(changes))


class SwapParams(_Params):
    first: AttrKey = "sil"
    second: AttrKey = "hbi"


def _swap_perform(sheet: CairnSheet, p: SwapParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    """Raises ``RuleViolation`` when both picks are the same attribute."""
    if p.first == p.second:
        raise RuleViolation(texts.ERR_SWAP_SAME)
    a, b = sheet.attributes.get(p.first), sheet.attributes.get(p.second)
    new = replace(sheet, {f"attributes.{p.first}": b.model_dump(), f"attributes.{p.second}": a.model_dump()})
    first, second = texts.ATTR_SHORT[p.first], texts.ATTR_SHORT[p.second]
    return ActionOutcome(new, "swapped", texts.SWAPPED_LABEL, texts.SWAPPED,
                         changes=(texts.CHANGE_SWAP.format(a=first, b=second, va=a.max, vb=b.max),))


CARE_ACTIONS: tuple[Action[CairnSheet, Any], ...] = (
    Action("rest", texts.A_REST, texts.GROUP_HEALTH, RestParams, _rest_form, rest, rest_odds,
           dice="1k6", hint=texts.H_REST),
    Action("deprivation", texts.A_DEPRIVATION, texts.GROUP_HEALTH, DeprivationParams,
           lambda s: [select("kind", texts.P_DEPRIVATION, "day", texts.DEPRIVATION_KINDS)],
           _deprivation_perform, rolls=False, hint=texts.H_DEPRIVATION),
    Action("growth", texts.A_GROWTH, texts.GROUP_GROWTH, GrowthParams, _growth_form, _growth_perform,
           rolls=False, hint=texts.H_GROWTH_ACTION),
    Action("create", texts.A_CREATE, texts.GROUP_GROWTH, CreateParams, lambda s: [], _create_perform,
           dice="3k6 3k6 3k6 1k6", hint=texts.H_CREATE),
    Action("swap", texts.A_SWAP, texts.GROUP_GROWTH, SwapParams,
           lambda s: [attribute_select("sil", "first", texts.P_SWAP_FIRST),
                      attribute_select("hbi", "second", texts.P_SWAP_SECOND)],
           _swap_perform, rolls=False, hint=texts.H_SWAP),
)
