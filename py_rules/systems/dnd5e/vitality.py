"""Actions on hit points: damage, healing, temporary HP, death saves, stabilising, falling (004:L198-L200,
L352-L394)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import Field

from py_rules import czech, dice
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.forms import Params, labelled_action, roll_d20, signed, spend_inspiration
from py_rules.systems.dnd5e.health import Change, death_save, grant_temp, heal, stabilise, take_damage
from py_rules.systems.dnd5e.odds import check_chance, death_save_chances
from py_rules.systems.dnd5e.rules import fall_dice
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.systems.dnd5e.texts import DAMAGE_OUTCOMES, VITALITY_FIELDS, Vitality
from py_rules.systems.dnd5e.vantage import death_save_vantage
from py_rules.view import FieldView, number, select, toggle

__all__ = ["VITALITY_ACTIONS"]

DamageTypeParam = Literal["bodne", "secne", "drtive", "ohnive", "chladne", "bleskove", "hromove", "jedove",
                          "kyselinove", "nekroticke", "psychicke", "zarive", "silove"]


class DamageParams(Params):
    zraneni: int = Field(default=0, ge=0, le=999)
    druh: DamageTypeParam = "secne"
    oprava: int = Field(default=0, ge=-100, le=100)
    odolani_navic: bool = False
    kriticky: bool = False
    srazit_do_bezvedomi: bool = False
    utok_na_dalku: bool = False


class AmountParams(Params):
    zivoty: int = Field(default=0, ge=0, le=999)


class TempParams(AmountParams):
    volba: Literal["vyssi", "nove", "stare"] = "vyssi"


class DeathParams(Params):
    bonus: int = Field(default=0, ge=-10, le=10)
    inspirace: bool = False


class StabiliseParams(Params):
    lekarstvi: int = Field(default=0, ge=-10, le=20)


class FallParams(Params):
    sahu: int = Field(default=2, ge=0, le=1000)


def _outcome(change: Change, label: str, text: str, probability: Fraction | None = None,
             total: int | None = None, details: dict[str, Any] | None = None) -> ActionOutcome[DnD5eSheet]:
    notes = " ".join(change.notes)
    return ActionOutcome(change.sheet, change.outcome, label, f"{text} {' '.join(change.lines)} {notes}".strip(),
                         total, probability, change.lines + change.notes, details or {})


def _damage(sheet: DnD5eSheet, p: DamageParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Raises ``RuleViolation`` for a knock-out by a ranged attack (004:L386) or a dead character."""
    if p.srazit_do_bezvedomi and p.utok_na_dalku:
        raise RuleViolation(texts.ERRORS.RANGED_KNOCKOUT)
    change = take_damage(sheet, p.zraneni, p.druh, flat=p.oprava, extra_resistance=p.odolani_navic,
                         critical=p.kriticky, knockout=p.srazit_do_bezvedomi)
    return _outcome(change, DAMAGE_OUTCOMES[change.outcome], Vitality.DAMAGE)


def _heal(sheet: DnD5eSheet, p: AmountParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    return _outcome(heal(sheet, p.zivoty), Vitality.HEAL_LABEL, Vitality.HEAL)


def _temp(sheet: DnD5eSheet, p: TempParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    return _outcome(grant_temp(sheet, p.zivoty, p.volba), Vitality.TEMP_LABEL, Vitality.TEMP)


def _dying(sheet: DnD5eSheet) -> str | None:
    """Why no death save is rolled, or None when the character is dying (004:L372, L380)."""
    if sheet.dead:
        return Vitality.DEAD
    if sheet.hp.current > 0:
        return Vitality.NOT_AT_ZERO
    if sheet.death_saves.stable:
        return Vitality.STABLE
    return None


def _none_odds(reason: str) -> Odds:
    return Odds((odds_entry("none", Vitality.NO_ROLL, Fraction(1)),), reason)


def _death_odds(sheet: DnD5eSheet, p: DeathParams) -> Odds:
    reason = _dying(sheet)
    if reason:
        return _none_odds(reason)
    vantage = death_save_vantage(sheet, p.inspirace)
    nat20, success, failure, nat1 = death_save_chances(p.bonus, vantage.mode)
    chances = {"nat20": nat20, "success": success, "failure": failure, "nat1": nat1}
    summary = Vitality.DEATH_ODDS.format(bonus=signed(p.bonus), percent=czech.percent(success + nat20))
    return Odds(tuple(odds_entry(k, label, chances[k]) for k, label in texts.DEATH_SAVE_OUTCOMES.items()),
                f"{summary} {vantage.describe()}")


def _death(sheet: DnD5eSheet, p: DeathParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Death save on the kept d20: 2k20 with advantage or disadvantage (004:L372-L374, L123, L137)."""
    reason = _dying(sheet)
    if reason:
        return ActionOutcome(sheet, "none", Vitality.NO_ROLL, reason, None, Fraction(1))
    vantage = death_save_vantage(sheet, p.inspirace)
    spent, spent_lines = spend_inspiration(sheet, p.inspirace)
    face = roll_d20(box, vantage)
    change = death_save(spent, face, p.bonus)
    change = Change(change.sheet, change.outcome, (*spent_lines, *change.lines), change.notes)
    chances = dict(zip(("nat20", "success", "failure", "nat1"), death_save_chances(p.bonus, vantage.mode),
                       strict=True))
    probability = chances.get(change.outcome, chances["failure"])
    if change.outcome == "dead":
        probability = chances["nat1"] if face == 1 else chances["failure"]
    label = Vitality.DEATH_LABELS.get(change.outcome, Vitality.DEATH_FAILURE)
    text = Vitality.DEATH.format(face=face, bonus=signed(p.bonus), total=face + p.bonus) + " " + vantage.describe()
    return _outcome(change, label, text, probability, face + p.bonus, {"face": face, "mode": vantage.mode})


def _stabilise_odds(sheet: DnD5eSheet, p: StabiliseParams) -> Odds:
    reason = _dying(sheet)
    if reason:
        return _none_odds(reason)
    ok = check_chance("normal", p.lekarstvi, 10)
    return Odds((odds_entry("success", Vitality.STABILISED, ok),
                 odds_entry("failure", Vitality.NOT_STABILISED, 1 - ok)),
                Vitality.FIRST_AID_ODDS.format(bonus=signed(p.lekarstvi), percent=czech.percent(ok)))


def _stabilise(sheet: DnD5eSheet, p: StabiliseParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """First aid: the helper's Wis (Medicine) check against SO 10 (004:L379)."""
    reason = _dying(sheet)
    if reason:
        return ActionOutcome(sheet, "none", Vitality.NO_ROLL, reason, None, Fraction(1))
    face = box.roll("1k20").total
    total = face + p.lekarstvi
    ok = total >= 10
    p_ok = check_chance("normal", p.lekarstvi, 10)
    text = Vitality.FIRST_AID.format(face=face, bonus=signed(p.lekarstvi), total=total)
    if not ok:
        return ActionOutcome(sheet, "failure", Vitality.NOT_STABILISED, text + Vitality.STILL_DYING, total, 1 - p_ok)
    return _outcome(stabilise(sheet), Vitality.STABILISED, text, p_ok, total)


def _can_wake(sheet: DnD5eSheet) -> bool:
    return not sheet.dead and sheet.hp.current == 0 and sheet.death_saves.stable


def _hours(n: int) -> str:
    return Vitality.AFTER_HOURS.format(hours=czech.count(n, *texts.AFTER_HOURS))


def _wake_odds(sheet: DnD5eSheet, p: Params) -> Odds:
    if not _can_wake(sheet):
        return _none_odds(Vitality.WAKE_ONLY)
    return Odds(tuple(odds_entry(f"hodiny_{h}", _hours(h), Fraction(1, 4)) for h in range(1, 5)), Vitality.WAKE_ODDS)


def _wake(sheet: DnD5eSheet, p: Params, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """An untreated stable creature regains 1 HP after 1k4 hours (004:L380)."""
    if not _can_wake(sheet):
        return ActionOutcome(sheet, "none", Vitality.NO_ROLL, Vitality.WAKE_ONLY, None, Fraction(1))
    hours = box.roll("1k4").total
    change = heal(sheet, 1)
    text = Vitality.WAKE.format(after_hours=_hours(hours).capitalize())
    return _outcome(Change(change.sheet, f"hodiny_{hours}", change.lines), _hours(hours), text, Fraction(1, 4),
                    hours, {"hours": hours})


def _fall_classes(sheet: DnD5eSheet, dice_count: int) -> dict[str, Fraction]:
    """Exact chance of each damage outcome of a fall (every sum of the k6 through the damage pipeline)."""
    classes: dict[str, Fraction] = {}
    for value, probability in dice.distribution(f"{dice_count}k6").pmf().items():
        outcome = take_damage(sheet, value, "drtive").outcome
        classes[outcome] = classes.get(outcome, Fraction(0)) + probability
    return classes


def _fall_odds(sheet: DnD5eSheet, p: FallParams) -> Odds:
    dice_count = fall_dice(p.sahu)
    if dice_count == 0:
        return Odds((odds_entry("no_damage", DAMAGE_OUTCOMES["no_damage"], Fraction(1)),), Vitality.SHORT_FALL_ODDS)
    classes = _fall_classes(sheet, dice_count)
    return Odds(tuple(odds_entry(k, DAMAGE_OUTCOMES[k], v) for k, v in classes.items()),
                Vitality.FALL_ODDS.format(dice=dice_count))


def _fall(sheet: DnD5eSheet, p: FallParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """1k6 bludgeoning per 2 sáhy, at most 20k6; lands prone unless it takes no damage (004:L200)."""
    dice_count = fall_dice(p.sahu)
    if dice_count == 0:
        short = Vitality.SHORT_FALL.format(sahu=czech.amount(p.sahu, texts.SAH_GEN, "gen"))
        return ActionOutcome(sheet, "no_damage", DAMAGE_OUTCOMES["no_damage"], short, 0)
    rolled = box.roll(f"{dice_count}k6").total
    change = take_damage(sheet, rolled, "drtive")
    prone = change.sheet
    lines = change.lines
    if not prone.dead and rolled > 0:
        prone = prone.model_copy(update={"conditions": prone.conditions.model_copy(update={"lezici": True})})
        lines = (*lines, Vitality.LANDED_PRONE)
    text = Vitality.FALL.format(sahu=czech.amount(p.sahu, texts.SAH_GEN, "gen"), dice=dice_count, rolled=rolled)
    probability = _fall_classes(sheet, dice_count)[change.outcome]
    return _outcome(Change(prone, change.outcome, lines, change.notes), DAMAGE_OUTCOMES[change.outcome], text,
                    probability, rolled)


def _damage_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("zraneni", VITALITY_FIELDS["zraneni"], 0, 0, 999),
            select("druh", VITALITY_FIELDS["druh"], "secne", texts.DAMAGE_TYPES),
            number("oprava", VITALITY_FIELDS["oprava"], 0, -100, 100),
            *(toggle(t, VITALITY_FIELDS[t]) for t in ("odolani_navic", "kriticky", "srazit_do_bezvedomi",
                                                      "utok_na_dalku"))]


def _heal_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("zivoty", VITALITY_FIELDS["heal"], 0, 0, 999)]


def _temp_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("zivoty", VITALITY_FIELDS["temp"], 0, 0, 999),
            select("volba", VITALITY_FIELDS["volba"], "vyssi", texts.TEMP_CHOICES)]


def _death_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("bonus", VITALITY_FIELDS["bonus"], 0, -10, 10),
            toggle("inspirace", texts.SITUATION_FIELDS["inspirace"])]


def _stabilise_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("lekarstvi", VITALITY_FIELDS["lekarstvi"], 0, -10, 20)]


def _fall_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("sahu", VITALITY_FIELDS["sahu"], 2, 0, 1000)]


def _no_form(sheet: DnD5eSheet) -> list[FieldView]:
    return []


VITALITY_ACTIONS: tuple[Action[DnD5eSheet, Any], ...] = (
    labelled_action("zraneni", "hp", DamageParams, _damage_form, _damage),
    labelled_action("leceni", "hp", AmountParams, _heal_form, _heal),
    labelled_action("docasne", "hp", TempParams, _temp_form, _temp),
    labelled_action("smrt", "hp", DeathParams, _death_form, _death, _death_odds, dice=texts.D20),
    labelled_action("stabilizace", "hp", StabiliseParams, _stabilise_form, _stabilise, _stabilise_odds, dice="1k20"),
    labelled_action("probrani", "hp", Params, _no_form, _wake, _wake_odds, dice="1k4"),
    labelled_action("pad", "environment", FallParams, _fall_form, _fall, _fall_odds, dice=texts.ACTION_DICE.PAD),
)
