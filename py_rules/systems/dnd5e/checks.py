"""Roll actions on the d20: ability/skill checks, saving throws, group checks, contests, initiative and
concentration saves — each with its exact odds and the reasons for advantage or disadvantage."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.forms import (
    Params,
    chance_text,
    dc_fields,
    num,
    roll_d20,
    select,
    signed,
    situational_fields,
    spend_inspiration,
    toggle,
)
from py_rules.systems.dnd5e.odds import check_chance, contest_chances, group_chance
from py_rules.systems.dnd5e.rules import (
    Vantage,
    check_ability,
    check_bonus,
    concentration_dc,
    contest,
    meets,
    save_bonus,
)
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.systems.dnd5e.vantage import Situation, check_vantage, save_vantage
from py_rules.view import FieldView

__all__ = ["CHECK_ACTIONS"]

CHECK_IDS = {**{a: n for a, (n, _) in texts.ABILITIES.items()},
             **{s: f"{n} ({texts.ABILITIES[a][1]})" for s, (n, a) in texts.SKILLS.items()}}
ModeParam = Literal["normal", "advantage", "disadvantage"]


class RollParams(Params):
    so: int = Field(default=15, ge=1, le=40)
    so_jine: int = Field(default=0, ge=0, le=40)
    bonus: int = Field(default=0, ge=-20, le=20)
    inspirace: bool = False
    vyhoda_pj: bool = False
    nevyhoda_pj: bool = False

    @property
    def dc(self) -> int:
        return self.so_jine or self.so


class CheckParams(RollParams):
    co: str = Field(default="vnimani", max_length=30)
    pomoc: bool = False
    vyzaduje_zrak: bool = False
    vyzaduje_sluch: bool = False
    strach_v_dohledu: bool = False
    sero: bool = False

    @field_validator("co")
    @classmethod
    def _known(cls, value: str) -> str:
        if value not in CHECK_IDS:
            raise ValueError(f"neznámá vlastnost či dovednost „{value}“")
        return value


class SaveParams(RollParams):
    vlastnost: Literal["sila", "obratnost", "odolnost", "inteligence", "moudrost", "charisma"] = "obratnost"
    kryt: Literal["zadny", "polovicni", "trictvrtecni"] = "zadny"
    proti_jedu: bool = False


class GroupParams(CheckParams):
    clenu: int = Field(default=4, ge=1, le=20)
    uspechy_ostatnich: int = Field(default=1, ge=0, le=19)

    @model_validator(mode="after")
    def _others(self) -> GroupParams:
        if self.uspechy_ostatnich > self.clenu - 1:
            raise ValueError("ostatních úspěšných nemůže být víc než ostatních členů skupiny")
        return self


class ContestParams(CheckParams):
    co: str = Field(default="atletika", max_length=30)
    ucel: Literal["obecny", "chvat", "strceni", "unik"] = "obecny"
    souper_bonus: int = Field(default=0, ge=-10, le=30)
    souper_rezim: ModeParam = "normal"
    cil_velikost: Literal["drobna", "mala", "stredni", "velka", "obrovska", "giganticka"] = "stredni"


class ConcentrationParams(Params):
    zraneni: int = Field(default=0, ge=0, le=999)
    bonus: int = Field(default=0, ge=-20, le=20)
    inspirace: bool = False


def _situation(p: RollParams) -> Situation:
    check = p if isinstance(p, CheckParams) else None
    return Situation(
        help=bool(check and check.pomoc), inspiration=p.inspirace, gm_advantage=p.vyhoda_pj,
        gm_disadvantage=p.nevyhoda_pj, needs_sight=bool(check and check.vyzaduje_zrak),
        needs_hearing=bool(check and check.vyzaduje_sluch), fear_in_sight=bool(check and check.strach_v_dohledu),
        dim_light=bool(check and check.sero), vs_poison=isinstance(p, SaveParams) and p.proti_jedu)


def _check_setup(sheet: DnD5eSheet, p: CheckParams) -> tuple[int, Vantage, str]:
    ability = check_ability(p.co)
    vantage = check_vantage(sheet, ability, p.co if p.co in texts.SKILLS else None, _situation(p))
    return check_bonus(sheet, p.co) + p.bonus, vantage, f"Ověření: {CHECK_IDS[p.co]}"


def _save_setup(sheet: DnD5eSheet, p: SaveParams) -> tuple[int, Vantage, str]:
    cover = {"zadny": 0, "polovicni": 2, "trictvrtecni": 5}[p.kryt] if p.vlastnost == "obratnost" else 0
    vantage = save_vantage(sheet, p.vlastnost, _situation(p))
    return (save_bonus(sheet, p.vlastnost) + p.bonus + cover, vantage,
            f"Záchranný hod na {texts.ABILITY_ACC[p.vlastnost]}")


def _test_odds(bonus: int, vantage: Vantage, dc: int) -> Odds:
    if vantage.auto_fail:
        return Odds((odds_entry("auto_failure", texts.OUTCOMES["auto_failure"], Fraction(1)),),
                    "Automatický neúspěch: " + "; ".join(vantage.auto_fail) + ".")
    p = check_chance(vantage.mode, bonus, dc)
    return Odds((odds_entry("success", texts.OUTCOMES["success"], p),
                 odds_entry("failure", texts.OUTCOMES["failure"], 1 - p)),
                f"{chance_text(bonus, vantage, dc, p)} {vantage.describe()}")


def _test(sheet: DnD5eSheet, setup: tuple[int, Vantage, str], dc: int, box: DiceBox, inspiration: bool,
          source: str) -> ActionOutcome[DnD5eSheet]:
    """Roll a check or save: success if total ≥ SO (004:L3)."""
    bonus, vantage, label = setup
    if vantage.auto_fail:
        return ActionOutcome(sheet, "auto_failure", texts.OUTCOMES["auto_failure"],
                             f"{label}: automatický neúspěch – {'; '.join(vantage.auto_fail)}.", None, Fraction(1))
    new, changes = spend_inspiration(sheet, inspiration)
    face = roll_d20(box, vantage)
    total = face + bonus
    p = check_chance(vantage.mode, bonus, dc)
    ok = meets(total, dc)
    text = (f"{label}: k20 = {face} {signed(bonus)} = {total} proti SO {dc} → "
            f"{'úspěch' if ok else 'neúspěch'} (rovnost SO stačí, ř. 3; {source}). {vantage.describe()}")
    return ActionOutcome(new, "success" if ok else "failure", texts.OUTCOMES["success" if ok else "failure"],
                         text, total, p if ok else 1 - p, changes, {"face": face, "mode": vantage.mode})


def _check_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [select("co", "Vlastnost či dovednost", CHECK_IDS, "vnimani"), *dc_fields(),
            *situational_fields(checks=True)]


def _save_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [select("vlastnost", "Záchranný hod na", {a: n for a, (n, _) in texts.ABILITIES.items()}, "obratnost"),
            *dc_fields(), select("kryt", "Kryt (jen Obratnost, ř. 315–317)",
                                 {k: v for k, v in texts.COVER.items() if k != "uplny"}, "zadny"),
            toggle("proti_jedu", "Proti jedu (protijed, ř. 113)"), *situational_fields(checks=False)]


def _group_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [*_check_form(sheet), num("clenu", "Členů skupiny (i ty)", 4, 1, 20),
            num("uspechy_ostatnich", "Kolik ostatních už uspělo", 1, 0, 19)]


def _group_odds(sheet: DnD5eSheet, p: GroupParams) -> Odds:
    bonus, vantage, _ = _check_setup(sheet, p)
    own = Fraction(0) if vantage.auto_fail else check_chance(vantage.mode, bonus, p.dc)
    g = group_chance(own, p.uspechy_ostatnich, p.clenu)
    return Odds((odds_entry("success", "Skupina uspěje", g), odds_entry("failure", "Skupina neuspěje", 1 - g)),
                "Uspěje-li aspoň polovina skupiny, uspěje celá (ř. 108). Tvůj hod: "
                + chance_text(bonus, vantage, p.dc, own))


def _group(sheet: DnD5eSheet, p: GroupParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    own = _test(sheet, _check_setup(sheet, p), p.dc, box, p.inspirace, "skupinové ověření, ř. 108")
    successes = p.uspechy_ostatnich + (1 if own.outcome == "success" else 0)
    ok = 2 * successes >= p.clenu
    g = Fraction(_group_odds(sheet, p).outcomes[0 if ok else 1].probability)
    text = (f"{own.explanation} Uspělo {successes} z {p.clenu}; skupina {'uspěla' if ok else 'neuspěla'} "
            f"(aspoň polovina, ř. 108).")
    return ActionOutcome(own.sheet, "success" if ok else "failure", "Skupina uspěla" if ok else "Skupina neuspěla",
                         text, own.total, g, own.changes)


def _contest_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [select("ucel", "Druh konfliktu", texts.CONTEST_PURPOSE, "obecny"),
            select("co", "Tvoje vlastnost či dovednost", CHECK_IDS, "atletika"),
            num("souper_bonus", "Bonus soupeře", 0, -10, 30),
            select("souper_rezim", "Soupeř hází", texts.VANTAGE, "normal"),
            select("cil_velikost", "Velikost soupeře (chvat, strčení)", {k: n for k, (n, _) in texts.SIZES.items()},
                   "stredni"), *situational_fields(checks=True)]


def _contest_setup(sheet: DnD5eSheet, p: ContestParams) -> tuple[int, Vantage, str]:
    if p.ucel in ("chvat", "strceni") and texts.SIZES[p.cil_velikost][1] > texts.SIZES[sheet.size][1] + 1:
        raise RuleViolation(texts.ERRORS["size_limit"])
    if p.ucel == "unik" and not sheet.conditions.uchvaceny:
        raise RuleViolation(texts.ERRORS["not_grappled"])
    return _check_setup(sheet, p)


def _contest_odds(sheet: DnD5eSheet, p: ContestParams) -> Odds:
    bonus, vantage, _ = _contest_setup(sheet, p)
    win, tie, loss = contest_chances(vantage.mode, bonus, p.souper_rezim, p.souper_bonus)
    return Odds((odds_entry("win", texts.OUTCOMES["win"], win), odds_entry("tie", texts.OUTCOMES["tie"], tie),
                 odds_entry("loss", texts.OUTCOMES["loss"], loss)),
                f"{signed(bonus)} {texts.VANTAGE[vantage.mode]} proti {signed(p.souper_bonus)} "
                f"{texts.VANTAGE[p.souper_rezim]}; remíza nic nemění (ř. 163). {vantage.describe()}")


CONTEST_RESULT = {"chvat": "Cíl je uchvácený (ř. 344).", "strceni": "Sraz cíl k zemi, nebo ho odstrč o 1 sáh (ř. 350).",
                  "unik": "Unikl jsi z chvatu (ř. 345).", "obecny": "Vyhrál jsi konflikt (ř. 163)."}


def _contest(sheet: DnD5eSheet, p: ContestParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    bonus, vantage, label = _contest_setup(sheet, p)
    new, changes = spend_inspiration(sheet, p.inspirace)
    mine = roll_d20(box, vantage) + bonus
    their_vantage = {"normal": Vantage(), "advantage": Vantage(("soupeř",)),
                     "disadvantage": Vantage((), ("soupeř",))}[p.souper_rezim]
    theirs = roll_d20(box, their_vantage) + p.souper_bonus
    result = contest(mine, theirs)
    odds = dict(zip(("win", "tie", "loss"), contest_chances(vantage.mode, bonus, p.souper_rezim, p.souper_bonus),
                    strict=True))
    if result == "win" and p.ucel == "unik":
        new = new.model_copy(update={"conditions": new.conditions.model_copy(
            update={"uchvaceny": False, "uchvatitel": ""})})
        changes = (*changes, "Stav Uchvácený skončil.")
    outcome_text = {"win": CONTEST_RESULT[p.ucel], "tie": "Remíza: nestane se nic, vše zůstává, jak bylo (ř. 163).",
                    "loss": "Soupeř vyhrál (ř. 163)."}[result]
    text = f"{label}: {mine} proti {theirs}. {outcome_text} {vantage.describe()}"
    return ActionOutcome(new, result, texts.OUTCOMES[result], text, mine, odds[result], changes,
                         {"soupeř": theirs})


def _concentration_setup(sheet: DnD5eSheet, p: ConcentrationParams) -> tuple[int, Vantage, str, int]:
    situation = Situation(inspiration=p.inspirace)
    vantage = save_vantage(sheet, "odolnost", situation)
    return save_bonus(sheet, "odolnost") + p.bonus, vantage, "Soustředění (záchranný hod na Odolnost)", \
        concentration_dc(p.zraneni)


def _concentration_odds(sheet: DnD5eSheet, p: ConcentrationParams) -> Odds:
    bonus, vantage, _, dc = _concentration_setup(sheet, p)
    return _test_odds(bonus, vantage, dc)


def _concentration(sheet: DnD5eSheet, p: ConcentrationParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Con save, SO = max(10, half the damage) per damage source (004:L443); failure ends the spell."""
    bonus, vantage, label, dc = _concentration_setup(sheet, p)
    result = _test(sheet, (bonus, vantage, label), dc, box, p.inspirace, "SO = max(10, polovina zranění), ř. 443")
    if result.outcome == "success" or not sheet.concentration:
        return result
    lost = f"Soustředění na „{sheet.concentration}“ skončilo (ř. 435, 443)."
    return ActionOutcome(result.sheet.model_copy(update={"concentration": ""}), result.outcome, result.label,
                         f"{result.explanation} {lost}", result.total, result.probability, (*result.changes, lost))


def _initiative(sheet: DnD5eSheet, p: Params, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Initiative: a Dexterity check, no SO (SRD; not in the seed)."""
    vantage = check_vantage(sheet, "obratnost", None, Situation())
    bonus = check_bonus(sheet, "obratnost")
    face = roll_d20(box, vantage)
    text = (f"Iniciativa (ověření Obratnosti, SRD): k20 = {face} {signed(bonus)} = {face + bonus}. "
            f"{vantage.describe()}")
    return ActionOutcome(sheet, "rolled", "Iniciativa", text, face + bonus)


def _empty_form(sheet: DnD5eSheet) -> list[FieldView]:
    return []


def _concentration_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [num("zraneni", "Utržené zranění z jednoho zdroje", 0, 0, 999,
                hint="SO = 10, nebo polovina zranění, je-li vyšší (ř. 443)"),
            num("bonus", "Další bonus", 0, -20, 20), toggle("inspirace", "Utratit inspiraci (ř. 137)")]


def _check_odds(sheet: DnD5eSheet, p: CheckParams) -> Odds:
    bonus, vantage, _ = _check_setup(sheet, p)
    return _test_odds(bonus, vantage, p.dc)


def _save_odds(sheet: DnD5eSheet, p: SaveParams) -> Odds:
    bonus, vantage, _ = _save_setup(sheet, p)
    return _test_odds(bonus, vantage, p.dc)


def _check(sheet: DnD5eSheet, p: CheckParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    return _test(sheet, _check_setup(sheet, p), p.dc, box, p.inspirace, "ověření vlastnosti")


def _save(sheet: DnD5eSheet, p: SaveParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    return _test(sheet, _save_setup(sheet, p), p.dc, box, p.inspirace, "záchranný hod")


D20 = "1k20 (2k20 s výhodou či nevýhodou)"
CHECK_ACTIONS: tuple[Action[DnD5eSheet, Any], ...] = (
    Action("overeni", "Ověření vlastnosti / dovednosti", "Hody", CheckParams, _check_form, _check, _check_odds,
           dice=D20, hint="Úspěch, když součet dosáhne SO (stačí dohodit, ř. 3)."),
    Action("zachrana", "Záchranný hod", "Hody", SaveParams, _save_form, _save, _save_odds, dice=D20),
    Action("skupina", "Skupinové ověření", "Hody", GroupParams, _group_form, _group, _group_odds, dice=D20,
           hint="Uspěje-li aspoň polovina skupiny, uspěje celá (ř. 108)."),
    Action("konflikt", "Konflikt (chvat, strčení, únik)", "Hody", ContestParams, _contest_form, _contest,
           _contest_odds, dice="tvůj k20, pak soupeřův k20"),
    Action("soustredeni", "Záchrana soustředění", "Kouzla", ConcentrationParams, _concentration_form,
           _concentration, _concentration_odds, dice=D20),
    Action("iniciativa", "Iniciativa", "Boj", Params, _empty_form, _initiative, None, dice=D20),
)

