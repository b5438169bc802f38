"""The shared core of every d20 roll against an SO: the bonus, advantage and label of a check or save, its
exact odds and the roll itself (success if the total reaches the SO, 004:L3)."""

from __future__ import annotations

from fractions import Fraction

from py_rules.systems.base import ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.check_params import CheckParams, RollParams, SaveParams
from py_rules.systems.dnd5e.forms import chance_text, roll_d20, signed, spend_inspiration
from py_rules.systems.dnd5e.odds import check_chance
from py_rules.systems.dnd5e.rules import Vantage, check_ability, check_bonus, meets, save_bonus
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.systems.dnd5e.vantage import Situation, check_vantage, save_vantage

__all__ = ["Setup", "check_setup", "dc_odds", "roll_against_dc", "save_setup"]

#: (total bonus, advantage and its reasons, Czech label of the roll).
Setup = tuple[int, Vantage, str]
COVER_BONUS = {"zadny": 0, "polovicni": 2, "trictvrtecni": 5}


def _situation(p: RollParams) -> Situation:
    check = p if isinstance(p, CheckParams) else None
    return Situation(
        help=bool(check and check.pomoc), inspiration=p.inspirace, gm_advantage=p.vyhoda_pj,
        gm_disadvantage=p.nevyhoda_pj, needs_sight=bool(check and check.vyzaduje_zrak),
        needs_hearing=bool(check and check.vyzaduje_sluch), fear_in_sight=bool(check and check.strach_v_dohledu),
        dim_light=bool(check and check.sero), vs_poison=isinstance(p, SaveParams) and p.proti_jedu)


def check_setup(sheet: DnD5eSheet, p: CheckParams) -> Setup:
    """An ability or skill check with the ticked situation."""
    ability = check_ability(p.co)
    vantage = check_vantage(sheet, ability, p.co if p.co in texts.SKILLS else None, _situation(p))
    return check_bonus(sheet, p.co) + p.bonus, vantage, texts.Roll.CHECK.format(name=texts.CHECK_NAMES[p.co])


def save_setup(sheet: DnD5eSheet, p: SaveParams) -> Setup:
    """A saving throw; cover adds to Dexterity saves only (004:L315-L317)."""
    cover = COVER_BONUS[p.kryt] if p.vlastnost == "obratnost" else 0
    vantage = save_vantage(sheet, p.vlastnost, _situation(p))
    return (save_bonus(sheet, p.vlastnost) + p.bonus + cover, vantage,
            texts.Roll.SAVE.format(ability=texts.ABILITY_ACC[p.vlastnost]))


def dc_odds(bonus: int, vantage: Vantage, dc: int) -> Odds:
    """Exact chance of success and failure, or a sure automatic failure."""
    if vantage.auto_fail:
        return Odds((odds_entry("auto_failure", texts.OUTCOMES["auto_failure"], Fraction(1)),),
                    texts.Roll.AUTO_FAIL_ODDS.format(reasons="; ".join(vantage.auto_fail)))
    p = check_chance(vantage.mode, bonus, dc)
    return Odds((odds_entry("success", texts.OUTCOMES["success"], p),
                 odds_entry("failure", texts.OUTCOMES["failure"], 1 - p)),
                f"{chance_text(bonus, vantage, dc, p)} {vantage.describe()}")


def roll_against_dc(sheet: DnD5eSheet, setup: Setup, dc: int, box: DiceBox, inspiration: bool,
              source: str) -> ActionOutcome[DnD5eSheet]:
    """Roll a check or save: success if total ≥ SO (004:L3); raises ``RuleViolation`` when inspiration is
    wanted but the character has none."""
    bonus, vantage, label = setup
    if vantage.auto_fail:
        return ActionOutcome(sheet, "auto_failure", texts.OUTCOMES["auto_failure"],
                             texts.Roll.AUTO_FAIL.format(label=label, reasons="; ".join(vantage.auto_fail)), None,
                             Fraction(1))
    new, changes = spend_inspiration(sheet, inspiration)
    face = roll_d20(box, vantage)
    total = face + bonus
    p = check_chance(vantage.mode, bonus, dc)
    outcome = "success" if meets(total, dc) else "failure"
    text = texts.Roll.RESULT.format(label=label, face=face, bonus=signed(bonus), total=total, dc=dc,
                                    result=texts.OUTCOMES[outcome].lower(), source=source,
                                    vantage=vantage.describe())
    return ActionOutcome(new, outcome, texts.OUTCOMES[outcome], text, total, p if outcome == "success" else 1 - p,
                         changes, {"face": face, "mode": vantage.mode})
