"""Roll actions on the d20: ability/skill checks, saving throws, concentration saves and initiative, each
with its exact odds and the reasons for advantage or disadvantage; group checks and contests come from
:mod:`contests`."""

from __future__ import annotations

from typing import Any

from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.check_params import CheckParams, ConcentrationParams, SaveParams
from py_rules.systems.dnd5e.contests import CONTEST_ACTION, GROUP_ACTION
from py_rules.systems.dnd5e.dc_rolls import Setup, check_setup, dc_odds, roll_against_dc, save_setup
from py_rules.systems.dnd5e.forms import (
    Params,
    check_form,
    dc_fields,
    labelled_action,
    roll_d20,
    signed,
    situational_fields,
)
from py_rules.systems.dnd5e.rules import Vantage, check_bonus, concentration_dc, save_bonus
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.systems.dnd5e.texts import CHECK_FIELDS, Roll
from py_rules.systems.dnd5e.vantage import Situation, check_vantage, save_vantage
from py_rules.view import FieldView, number, select, toggle

__all__ = ["CHECK_ACTIONS", "initiative_setup"]


def _check_form(sheet: DnD5eSheet) -> list[FieldView]:
    return check_form()


def _save_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [select("vlastnost", CHECK_FIELDS.VLASTNOST, "obratnost", texts.ABILITY_NAMES), *dc_fields(),
            select("kryt", CHECK_FIELDS.KRYT, "zadny", {k: v for k, v in texts.COVER.items() if k != "uplny"}),
            toggle("proti_jedu", CHECK_FIELDS.PROTI_JEDU), *situational_fields(checks=False)]


def _check_odds(sheet: DnD5eSheet, p: CheckParams) -> Odds:
    bonus, vantage, _ = check_setup(sheet, p)
    return dc_odds(bonus, vantage, p.dc)


def _save_odds(sheet: DnD5eSheet, p: SaveParams) -> Odds:
    bonus, vantage, _ = save_setup(sheet, p)
    return dc_odds(bonus, vantage, p.dc)


def _check(sheet: DnD5eSheet, p: CheckParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    return roll_against_dc(sheet, check_setup(sheet, p), p.dc, box, p.inspirace, Roll.CHECK_SOURCE)


def _save(sheet: DnD5eSheet, p: SaveParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    return roll_against_dc(sheet, save_setup(sheet, p), p.dc, box, p.inspirace, Roll.SAVE_SOURCE)


def _concentration_setup(sheet: DnD5eSheet, p: ConcentrationParams) -> tuple[Setup, int]:
    vantage = save_vantage(sheet, "odolnost", Situation(inspiration=p.inspirace))
    return (save_bonus(sheet, "odolnost") + p.bonus, vantage, Roll.CONCENTRATION), concentration_dc(p.zraneni)


def _concentration_odds(sheet: DnD5eSheet, p: ConcentrationParams) -> Odds:
    (bonus, vantage, _), dc = _concentration_setup(sheet, p)
    return dc_odds(bonus, vantage, dc)


def _concentration(sheet: DnD5eSheet, p: ConcentrationParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Con save, SO = max(10, half the damage) per damage source (004:L443); failure ends the spell."""
    setup, dc = _concentration_setup(sheet, p)
    result = roll_against_dc(sheet, setup, dc, box, p.inspirace, Roll.CONCENTRATION_SOURCE)
    if result.outcome == "success" or not sheet.concentration:
        return result
    lost = Roll.CONCENTRATION_LOST.format(spell=sheet.concentration)
    return ActionOutcome(result.sheet.model_copy(update={"concentration": ""}), result.outcome, result.label,
                         f"{result.explanation} {lost}", result.total, result.probability, (*result.changes, lost))


def _concentration_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("zraneni", CHECK_FIELDS.ZRANENI, 0, 0, 999, hint=texts.CONCENTRATION_HINT),
            number("bonus", CHECK_FIELDS.BONUS, 0, -20, 20), toggle("inspirace", CHECK_FIELDS.INSPIRACE)]


def initiative_setup(sheet: DnD5eSheet) -> tuple[int, Vantage]:
    """(bonus, vantage) of the initiative roll: a Dexterity check (SRD; not in the seed), so exhaustion,
    poison and fear count as for any check (004:L121, L537, L562)."""
    return check_bonus(sheet, "obratnost"), check_vantage(sheet, "obratnost", None, Situation())


def _initiative(sheet: DnD5eSheet, p: Params, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Initiative: a Dexterity check, no SO (SRD; not in the seed); a dead creature takes no turns."""
    if sheet.dead:
        raise RuleViolation(texts.ERRORS.DEAD)
    bonus, vantage = initiative_setup(sheet)
    face = roll_d20(box, vantage)
    text = Roll.INITIATIVE_RESULT.format(face=face, bonus=signed(bonus), total=face + bonus, vantage=vantage.describe())
    return ActionOutcome(sheet, "rolled", Roll.INITIATIVE, text, face + bonus)


def _empty_form(sheet: DnD5eSheet) -> list[FieldView]:
    return []


CHECK_ACTIONS: tuple[Action[DnD5eSheet, Any], ...] = (
    labelled_action("overeni", "rolls", CheckParams, _check_form, _check, _check_odds, dice=texts.D20,
                    hint=texts.ACTION_HINTS.OVERENI, first=("co", "so", "vyhoda_pj", "nevyhoda_pj")),
    labelled_action("zachrana", "rolls", SaveParams, _save_form, _save, _save_odds, dice=texts.D20,
                    first=("vlastnost", "so", "vyhoda_pj", "nevyhoda_pj")),
    GROUP_ACTION,
    CONTEST_ACTION,
    labelled_action("soustredeni", "spells", ConcentrationParams, _concentration_form, _concentration,
                    _concentration_odds, dice=texts.D20),
    labelled_action("iniciativa", "combat", Params, _empty_form, _initiative, dice=texts.D20),
)
