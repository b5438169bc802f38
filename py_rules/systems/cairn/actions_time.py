"""The passing of time: an hour, a day, a week (issue 20 item 4).

Time applies what the rules attach to it: a dying creature not stabilised within the hour dies (001:L182);
a day without food, drink or sleep exhausts and costs 1 point of every attribute (001:L104); a night's rest
heals 1k6 lost attribute points and a week heals them all (001:L91), unless the character is exhausted;
after the rest BO is full again (001:L90). The day counter on the sheet moves with it.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.view import FieldView, select, toggle

from . import texts
from .actions_care import ORDERS, Order, RestParams, default_order, deprivation_day, rest, rest_odds
from .common import ensure_alive, replace
from .sheet import MAX_DAY, CairnSheet

__all__ = ["TIME_ACTIONS", "TimeParams", "pass_time"]

Span = Literal["hour", "day", "week"]
DAYS: dict[str, int] = {"hour": 0, "day": 1, "week": 7}


class TimeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    span: Span = "day"
    needs_met: bool = True
    order: Order = "sil-hbi-vul"


def _form(sheet: CairnSheet) -> list[FieldView]:
    orders = [(o, " → ".join(texts.ATTR_SHORT[k] for k in o.split("-"))) for o in ORDERS]
    return [select("span", texts.P_SPAN, "day", texts.SPANS),
            toggle("needs_met", texts.P_NEEDS_MET, True, hint=texts.H_NEEDS_MET),
            select("order", texts.P_ORDER, default_order(sheet), orders, hint=texts.H_ORDER)]


def _dies(sheet: CairnSheet) -> bool:
    return sheet.states.critical and not sheet.states.stabilised


def _odds(sheet: CairnSheet, p: TimeParams) -> Odds:
    ensure_alive(sheet)
    if _dies(sheet):
        return Odds((odds_entry("dead", texts.DEAD_LABEL["postava"], Fraction(1)),), texts.TIME_DYING_ODDS)
    if p.span == "day" and p.needs_met:
        return rest_odds(sheet, RestParams(kind="night", order=p.order))
    return Odds((odds_entry("passed", texts.SPAN_LABEL[p.span], Fraction(1)),))


def _check_day(sheet: CairnSheet, p: TimeParams) -> None:
    if sheet.day + DAYS[p.span] > MAX_DAY:
        raise RuleViolation(texts.ERR_DAY_LIMIT.format(limit=MAX_DAY))


def pass_time(sheet: CairnSheet, p: TimeParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    """Raises ``RuleViolation`` for the dead (001:L187) and past the last day the sheet counts."""
    ensure_alive(sheet)
    _check_day(sheet, p)
    days = DAYS[p.span]
    dated = replace(sheet, {"day": sheet.day + days}) if days else sheet
    day_change = (texts.CHANGE_DAY.format(before=sheet.day, after=sheet.day + days),) if days else ()
    if _dies(sheet):
        dead = replace(dated, {"states.dead": True})
        return ActionOutcome(dead, "dead", texts.DEAD_LABEL["postava"], texts.TIME_DIED,
                             probability=Fraction(1), changes=(*day_change, texts.CHANGE_DEAD))
    if p.span == "hour":
        return ActionOutcome(sheet, "passed", texts.SPAN_LABEL["hour"], texts.TIME_HOUR, probability=Fraction(1))
    if not p.needs_met:
        return _deprived(dated, days, day_change)
    return _rested(dated, p, box, day_change)


def _deprived(sheet: CairnSheet, days: int, day_change: tuple[str, ...]) -> ActionOutcome[CairnSheet]:
    changes: list[str] = list(day_change)
    current = sheet
    outcome = None
    for _ in range(days):
        outcome = deprivation_day(current)
        current = outcome.sheet
        changes += outcome.changes
        if outcome.outcome == "dead":
            break
    assert outcome is not None
    text = texts.TIME_DEPRIVED.format(days=days) + " " + outcome.explanation
    return ActionOutcome(current, outcome.outcome, outcome.label, text, probability=Fraction(1),
                         changes=tuple(changes))


def _rested(sheet: CairnSheet, p: TimeParams, box: DiceBox,
            day_change: tuple[str, ...]) -> ActionOutcome[CairnSheet]:
    changes: list[str] = list(day_change)
    current = sheet
    if current.states.exhausted:  # the needs are met again: exhaustion ends before the rest (001:L104)
        current = replace(current, {"states.exhausted": False})
        changes.append(texts.CHANGE_NOT_EXHAUSTED)
    outcome = rest(current, RestParams(kind="night" if p.span == "day" else "week", order=p.order), box)
    return ActionOutcome(outcome.sheet, outcome.outcome, outcome.label,
                         texts.TIME_RESTED[p.span] + " " + outcome.explanation, total=outcome.total,
                         probability=outcome.probability, changes=(*changes, *outcome.changes))


TIME_ACTIONS: tuple[Action[CairnSheet, Any], ...] = (
    Action("time", texts.A_TIME, texts.GROUP_HEALTH, TimeParams, _form, pass_time, _odds, dice="1k6",
           hint=texts.H_TIME),
)
