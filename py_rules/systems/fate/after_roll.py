"""Invoking an aspect after seeing the dice: +2 or a reroll of all four dice on the last roll.

Seed 002:L138 gives «bonusem +2 nebo možností opakování hodu»; that invokes come after the roll and that a
reroll replaces all four dice (modifiers stay, a worse result stands) is the Fate SRD convention (digest F21).
"""

from __future__ import annotations

from dataclasses import asdict
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.czech import amount
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.fate import texts
from py_rules.systems.fate.actions import dice_glyphs, effect_lines
from py_rules.systems.fate.odds import OUTCOME_ORDER, outcome_chances
from py_rules.systems.fate.rules import (
    INVOKE_BONUS,
    action_effect,
    check_invokes,
    format_rating,
    outcome_of,
    rating_label,
)
from py_rules.systems.fate.sheet import FateSheet, InvokeMark, LastRoll, updated
from py_rules.systems.fate.texts import AFTER_ROLL, ERRORS, LABELS
from py_rules.view import FieldView, select, text, toggle

__all__ = ["INVOKE_AFTER", "AfterParams", "describe_last_roll"]

MAX_INVOKES = 20


class AfterParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    use: Literal["bonus", "reroll"] = "bonus"
    paid: bool = False  # a free invoke by default: a paid one must name its aspect
    aspect: str = Field(default="", max_length=120)  # required when paid (the stacking rule needs it)

    @model_validator(mode="after")
    def _paid_names_its_aspect(self) -> AfterParams:
        if self.paid and not self.aspect:
            raise ValueError(ERRORS.NAME_PAID_INVOKE)
        return self


def describe_last_roll(last: LastRoll) -> str:
    """«Útok: -++0 +1 = Slušný (+2) proti Mizerný (−1): 3 posuny → Úspěch se stylem»."""
    outcome = texts.OUTCOMES[outcome_of(last.shifts)]
    shifts = amount(abs(last.shifts), LABELS.SHIFT_FORMS) if last.shifts else LABELS.NO_SHIFT.lower()
    if last.shifts < 0:
        shifts = AFTER_ROLL.OPPOSITION_HAS.format(shifts=shifts)
    return AFTER_ROLL.DESCRIBE.format(action=texts.ACTIONS[last.action], dice=dice_glyphs(last.dice),
                                      modifier=format_rating(last.modifier), total=rating_label(last.total),
                                      opposition=rating_label(last.opposition), shifts=shifts, outcome=outcome)


def _odds(sheet: FateSheet, p: AfterParams) -> Odds:
    last = sheet.last_roll
    if last is None:
        return Odds((odds_entry("nothing", AFTER_ROLL.NO_ROLL, Fraction(1)),), AFTER_ROLL.NO_ROLL_ODDS)
    if p.use == "bonus":
        outcome = outcome_of(last.shifts + INVOKE_BONUS)
        return Odds((odds_entry(outcome, texts.OUTCOMES[outcome], Fraction(1)),), AFTER_ROLL.BONUS_SURE)
    chances = outcome_chances(last.modifier, last.opposition, active=False)
    return Odds(tuple(odds_entry(k, texts.OUTCOMES[k], chances[k]) for k in OUTCOME_ORDER),
                AFTER_ROLL.REROLL_ODDS)


def _perform(sheet: FateSheet, p: AfterParams, box: DiceBox) -> ActionOutcome[FateSheet]:
    """Apply one invoke to the last roll; raises ``RuleViolation`` without fate points or past the limit."""
    last = sheet.last_roll
    if last is None:  # none yet, or the character's last roll was on the scene (kept there, one truth)
        raise RuleViolation(AFTER_ROLL.NO_ROLL_TEXT)
    if p.paid and sheet.fate_points < 1:
        raise RuleViolation(ERRORS.NO_FP_TO_INVOKE)
    if last.invokes >= MAX_INVOKES:
        raise RuleViolation(ERRORS.TOO_MANY_INVOKES.format(limit=MAX_INVOKES))
    invoked = list(last.invoked)
    if p.aspect:  # the sheet's stacking setting over the whole roll, before and after the dice (digest choice 9)
        invoked.append(InvokeMark(aspect=p.aspect, paid=p.paid))
        check_invokes([(mark.aspect, mark.paid) for mark in invoked], sheet.invoke_stacking)
    before = describe_last_roll(last)
    probability: Fraction | None = Fraction(1)
    if p.use == "bonus":
        new_last = updated(last, modifier=last.modifier + INVOKE_BONUS, invokes=last.invokes + 1, invoked=invoked)
    else:
        rolled = box.roll("4dF")
        new_last = updated(last, dice=[d.value for d in rolled.dice], invokes=last.invokes + 1, invoked=invoked)
        probability = outcome_chances(last.modifier, last.opposition, active=False)[outcome_of(new_last.shifts)]
    outcome = outcome_of(new_last.shifts)
    effect = action_effect(new_last.action, new_last.shifts, new_aspect=new_last.new_aspect,
                           give_opponent=new_last.give_opponent, accept_cost=new_last.accept_cost,
                           style_boost=new_last.style_boost)
    points = sheet.fate_points - (1 if p.paid else 0)
    new = updated(sheet, last_roll=new_last, fate_points=points)
    result, line = texts.ACTION_RESULTS[(new_last.action, outcome)]
    how = AFTER_ROLL.HOW_BONUS if p.use == "bonus" else AFTER_ROLL.HOW_REROLL
    changes = [AFTER_ROLL.LAST.format(text=describe_last_roll(new_last))]
    if p.paid:
        changes.insert(0, texts.HARM_TEXT.FP_CHANGE.format(before=sheet.fate_points, after=points))
    text = AFTER_ROLL.TEXT.format(paid=AFTER_ROLL.PAID if p.paid else AFTER_ROLL.FREE, how=how, before=before,
                                  after=describe_last_roll(new_last), action=texts.ACTIONS[new_last.action],
                                  result=result.rstrip("."), line=line)
    text = " ".join([text, *effect_lines(effect, new_last.defend_other)])
    return ActionOutcome(new, outcome, texts.OUTCOMES[outcome], text, total=new_last.total, probability=probability,
                         changes=tuple(changes), details={"shifts": new_last.shifts, "effect": asdict(effect)})


def _form(sheet: FateSheet) -> list[FieldView]:
    return [
        select("use", AFTER_ROLL.USE, "bonus", AFTER_ROLL.USES),
        toggle("paid", AFTER_ROLL.PAID_TOGGLE, False),
        text("aspect", AFTER_ROLL.ASPECT, "", hint=AFTER_ROLL.ASPECT_HINT),
    ]


INVOKE_AFTER: Action[FateSheet, AfterParams] = Action(
    id="invoke_after", label=AFTER_ROLL.LABEL, group=LABELS.GROUP_ROLL, params_model=AfterParams,
    form=_form, perform=_perform, odds=_odds, dice="4dF",
    hint=AFTER_ROLL.HINT,
)
