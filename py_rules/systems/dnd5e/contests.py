"""Group checks (at least half the group must succeed, 004:L108) and contests, including grapple, shove
and escape (004:L163, L344-L350), each with its exact odds."""

from __future__ import annotations

from fractions import Fraction

from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.check_params import ContestParams, GroupParams
from py_rules.systems.dnd5e.dc_rolls import Setup, check_setup, roll_against_dc
from py_rules.systems.dnd5e.forms import (
    chance_text,
    check_form,
    labelled_action,
    roll_d20,
    signed,
    situational_fields,
    spend_inspiration,
)
from py_rules.systems.dnd5e.odds import check_chance, contest_chances, group_chance
from py_rules.systems.dnd5e.rules import Vantage, contest, incapacitated
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.systems.dnd5e.texts import CHECK_FIELDS, CONTEST_FIELDS, Roll
from py_rules.view import FieldView, number, select, toggle

__all__ = ["CONTEST_ACTION", "GROUP_ACTION"]


def _group_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [*check_form(), number("clenu", CHECK_FIELDS.CLENU, 4, 1, 20),
            number("uspechy_ostatnich", CHECK_FIELDS.USPECHY_OSTATNICH, 1, 0, 19)]


def _group_odds(sheet: DnD5eSheet, p: GroupParams) -> Odds:
    bonus, vantage, _ = check_setup(sheet, p)
    own = Fraction(0) if vantage.auto_fail else check_chance(vantage.mode, bonus, p.dc)
    g = group_chance(own, p.uspechy_ostatnich, p.clenu)
    return Odds((odds_entry("success", texts.GROUP_OUTCOMES.SUCCESS, g),
                 odds_entry("failure", texts.GROUP_OUTCOMES.FAILURE, 1 - g)),
                Roll.GROUP_ODDS.format(chance=chance_text(bonus, vantage, p.dc, own)))


def _group(sheet: DnD5eSheet, p: GroupParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Your roll plus the others' successes: the group succeeds if at least half succeed (004:L108)."""
    own = roll_against_dc(sheet, check_setup(sheet, p), p.dc, box, p.inspirace, Roll.GROUP_SOURCE)
    successes = p.uspechy_ostatnich + (1 if own.outcome == "success" else 0)
    ok = 2 * successes >= p.clenu
    g = Fraction(_group_odds(sheet, p).outcomes[0 if ok else 1].probability)
    label, verb = texts.GROUP_RESULTS[ok]
    text = Roll.GROUP_RESULT.format(own=own.explanation, successes=successes, members=p.clenu, result=verb)
    return ActionOutcome(own.sheet, "success" if ok else "failure", label, text, own.total, g, own.changes)


def _contest_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [select("ucel", CONTEST_FIELDS.UCEL, "obecny", texts.CONTEST_PURPOSE),
            select("co", CONTEST_FIELDS.CO, "atletika", texts.CHECK_NAMES),
            number("souper_bonus", CONTEST_FIELDS.SOUPER_BONUS, 0, -10, 30),
            select("souper_rezim", CONTEST_FIELDS.SOUPER_REZIM, "normal", texts.VANTAGE),
            select("cil_velikost", CONTEST_FIELDS.CIL_VELIKOST, "stredni",
                   {k: n for k, (n, _) in texts.SIZES.items()}),
            toggle("volna_ruka", CONTEST_FIELDS.VOLNA_RUKA, True), *situational_fields(checks=True)]


def _contest_setup(sheet: DnD5eSheet, p: ContestParams) -> Setup:
    """Raises ``RuleViolation``: grapple, shove and escape are actions (Attack action, L342, L350; «použít
    svou akci», L345), so not when dead, incapacitated (L525) or surprised (L238); a grapple needs a free
    hand (L344); grapple and shove are Str (Athletics), an escape Str (Athletics) or Dex (Acrobatics)
    (L344-L345, L350); a grapple or shove target more than one size larger (L344, L350); an escape without
    being grappled (L345)."""
    if p.ucel != "obecny":
        if sheet.dead or incapacitated(sheet):
            raise RuleViolation(texts.ERRORS.INCAPACITATED)
        if sheet.surprised:
            raise RuleViolation(texts.ERRORS.SURPRISED)
        allowed = ("atletika", "akrobacie") if p.ucel == "unik" else ("atletika",)
        if p.co not in allowed:
            raise RuleViolation({"chvat": texts.ERRORS.CONTEST_SKILL_CHVAT, "unik": texts.ERRORS.CONTEST_SKILL_UNIK,
                                 "strceni": texts.ERRORS.CONTEST_SKILL_STRCENI}[p.ucel])
    if p.ucel == "chvat" and not p.volna_ruka:
        raise RuleViolation(texts.ERRORS.GRAPPLE_HAND)
    if p.ucel in ("chvat", "strceni") and texts.SIZES[p.cil_velikost][1] > texts.SIZES[sheet.size][1] + 1:
        raise RuleViolation(texts.ERRORS.SIZE_LIMIT)
    if p.ucel == "unik" and not sheet.conditions.uchvaceny:
        raise RuleViolation(texts.ERRORS.NOT_GRAPPLED)
    return check_setup(sheet, p)


def _contest_odds(sheet: DnD5eSheet, p: ContestParams) -> Odds:
    bonus, vantage, _ = _contest_setup(sheet, p)
    win, tie, loss = contest_chances(vantage.mode, bonus, p.souper_rezim, p.souper_bonus)
    return Odds((odds_entry("win", texts.OUTCOMES["win"], win), odds_entry("tie", texts.OUTCOMES["tie"], tie),
                 odds_entry("loss", texts.OUTCOMES["loss"], loss)),
                Roll.CONTEST_ODDS.format(bonus=signed(bonus), mode=texts.VANTAGE[vantage.mode],
                                         their_bonus=signed(p.souper_bonus), their_mode=texts.VANTAGE[p.souper_rezim],
                                         vantage=vantage.describe()))


def _contest(sheet: DnD5eSheet, p: ContestParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Both roll; a tie changes nothing (004:L163); winning an escape ends Grappled (L345)."""
    bonus, vantage, label = _contest_setup(sheet, p)
    new, changes = spend_inspiration(sheet, p.inspirace)
    mine = roll_d20(box, vantage) + bonus
    their_vantage = {"normal": Vantage(), "advantage": Vantage((Roll.OPPONENT,)),
                     "disadvantage": Vantage((), (Roll.OPPONENT,))}[p.souper_rezim]
    theirs = roll_d20(box, their_vantage) + p.souper_bonus
    result = contest(mine, theirs)
    odds = dict(zip(("win", "tie", "loss"), contest_chances(vantage.mode, bonus, p.souper_rezim, p.souper_bonus),
                    strict=True))
    if result == "win" and p.ucel == "unik":
        new = new.model_copy(update={"conditions": new.conditions.model_copy(
            update={"uchvaceny": False, "uchvatitel": ""})})
        changes = (*changes, Roll.GRAPPLE_ENDED)
    outcome_text = {"win": texts.CONTEST_WINS[p.ucel], "tie": Roll.CONTEST_TIE, "loss": Roll.CONTEST_LOSS}[result]
    text = Roll.CONTEST_RESULT.format(label=label, mine=mine, theirs=theirs, outcome=outcome_text,
                                      vantage=vantage.describe())
    return ActionOutcome(new, result, texts.OUTCOMES[result], text, mine, odds[result], changes,
                         {Roll.OPPONENT: theirs})


GROUP_ACTION = labelled_action("skupina", "rolls", GroupParams, _group_form, _group, _group_odds, dice=texts.D20,
                               hint=texts.ACTION_HINTS.SKUPINA, first=("co", "so", "clenu", "uspechy_ostatnich"))
CONTEST_ACTION = labelled_action("konflikt", "rolls", ContestParams, _contest_form, _contest, _contest_odds,
                                 dice=texts.ACTION_DICE.KONFLIKT)
