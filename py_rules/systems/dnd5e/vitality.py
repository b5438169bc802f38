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
from py_rules.systems.dnd5e.forms import Params, num, select, signed, toggle
from py_rules.systems.dnd5e.health import Change, death_save, grant_temp, heal, stabilise, take_damage
from py_rules.systems.dnd5e.odds import check_chance, death_save_chances
from py_rules.systems.dnd5e.rules import fall_dice
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.view import FieldView

__all__ = ["VITALITY_ACTIONS"]

DamageTypeParam = Literal["bodne", "secne", "drtive", "ohnive", "chladne", "bleskove", "hromove", "jedove",
                          "kyselinove", "nekroticke", "psychicke", "zarive", "silove"]


DAMAGE_OUTCOMES = {"no_damage": "Bez zranění", "absorbed": "Pohltily dočasné životy", "damaged": "Zraněn",
                   "unconscious": "Bezvědomí", "dying": "Neúspěch proti smrti", "dead": "Smrt"}


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
        raise RuleViolation(texts.ERRORS["ranged_knockout"])
    change = take_damage(sheet, p.zraneni, p.druh, flat=p.oprava, extra_resistance=p.odolani_navic,
                         critical=p.kriticky, knockout=p.srazit_do_bezvedomi)
    return _outcome(change, DAMAGE_OUTCOMES[change.outcome], "Nejdřív opravy, pak odolání, pak zranitelnost (ř. 357); "
                    "první jdou dočasné životy (ř. 390).")


def _heal(sheet: DnD5eSheet, p: AmountParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    return _outcome(heal(sheet, p.zivoty), "Léčení", "Léčení neobnovuje dočasné životy (ř. 392).")


def _temp(sheet: DnD5eSheet, p: TempParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    return _outcome(grant_temp(sheet, p.zivoty, p.volba), "Dočasné životy",
                    "Dočasné životy se nesčítají: necháš si staré, nebo vezmeš nové (ř. 392).")


def _dying(sheet: DnD5eSheet) -> str | None:
    """Why no death save is rolled, or None when the character is dying (004:L372, L380)."""
    if sheet.dead:
        return "Postava je mrtvá."
    if sheet.hp.current > 0:
        return "Postava nemá 0 životů, záchranný hod proti smrti se nehází (ř. 372)."
    if sheet.death_saves.stable:
        return "Stabilizovaná postava si záchranné hody proti smrti nehází (ř. 380)."
    return None


def _none_odds(reason: str) -> Odds:
    return Odds((odds_entry("none", "Nehází se", Fraction(1)),), reason)


def _death_odds(sheet: DnD5eSheet, p: DeathParams) -> Odds:
    reason = _dying(sheet)
    if reason:
        return _none_odds(reason)
    nat20, success, failure, nat1 = death_save_chances(p.bonus)
    return Odds((odds_entry("nat20", "Přirozená 20: 1 život", nat20), odds_entry("success", "Úspěch", success),
                 odds_entry("failure", "Neúspěch", failure), odds_entry("nat1", "Přirozená 1: dva neúspěchy", nat1)),
                f"k20 {signed(p.bonus)}: 10 a víc je úspěch (ř. 373); úspěch {czech.percent(success + nat20)}.")


def _death(sheet: DnD5eSheet, p: DeathParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    reason = _dying(sheet)
    if reason:
        return ActionOutcome(sheet, "none", "Nehází se", reason, None, Fraction(1))
    face = box.roll("1k20").total
    change = death_save(sheet, face, p.bonus)
    chances = dict(zip(("nat20", "success", "failure", "nat1"), death_save_chances(p.bonus), strict=True))
    probability = chances.get(change.outcome, chances["failure"])
    if change.outcome == "dead":
        probability = chances["nat1"] if face == 1 else chances["failure"]
    label = {"nat20": "Přirozená 20", "nat1": "Přirozená 1", "success": "Úspěch", "dead": "Smrt"}.get(
        change.outcome, "Neúspěch")
    text = f"Záchranný hod proti smrti: k20 = {face} {signed(p.bonus)} = {face + p.bonus} (10+ uspěje, ř. 373–374)."
    return _outcome(change, label, text, probability, face + p.bonus, {"face": face})


def _stabilise_odds(sheet: DnD5eSheet, p: StabiliseParams) -> Odds:
    reason = _dying(sheet)
    if reason:
        return _none_odds(reason)
    ok = check_chance("normal", p.lekarstvi, 10)
    return Odds((odds_entry("success", "Stabilizován", ok), odds_entry("failure", "Nepodařilo se", 1 - ok)),
                f"Ověření Moudrosti (Lékařství) zachránce {signed(p.lekarstvi)} proti SO 10 (ř. 379): "
                f"{czech.percent(ok)}.")


def _stabilise(sheet: DnD5eSheet, p: StabiliseParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """First aid: the helper's Wis (Medicine) check against SO 10 (004:L379)."""
    reason = _dying(sheet)
    if reason:
        return ActionOutcome(sheet, "none", "Nehází se", reason, None, Fraction(1))
    face = box.roll("1k20").total
    total = face + p.lekarstvi
    ok = total >= 10
    p_ok = check_chance("normal", p.lekarstvi, 10)
    text = f"První pomoc: k20 = {face} {signed(p.lekarstvi)} = {total} proti SO 10 (ř. 379)."
    if not ok:
        return ActionOutcome(sheet, "failure", "Nepodařilo se", text + " Postava dál umírá.", total, 1 - p_ok)
    return _outcome(stabilise(sheet), "Stabilizován", text, p_ok, total)


WAKE_ONLY = "Jen neléčená stabilizovaná postava s 0 životy se po 1k4 hodinách probere (ř. 380)."


def _can_wake(sheet: DnD5eSheet) -> bool:
    return not sheet.dead and sheet.hp.current == 0 and sheet.death_saves.stable


def _hours(n: int) -> str:
    return f"po {czech.count(n, 'hodině', 'hodinách', 'hodinách')}"


def _wake_odds(sheet: DnD5eSheet, p: Params) -> Odds:
    if not _can_wake(sheet):
        return _none_odds(WAKE_ONLY)
    return Odds(tuple(odds_entry(f"hodiny_{h}", _hours(h), Fraction(1, 4)) for h in range(1, 5)),
                "1k4 hodin, pak 1 život (ř. 380).")


def _wake(sheet: DnD5eSheet, p: Params, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """An untreated stable creature regains 1 HP after 1k4 hours (004:L380)."""
    if not _can_wake(sheet):
        return ActionOutcome(sheet, "none", "Nehází se", WAKE_ONLY, None, Fraction(1))
    hours = box.roll("1k4").total
    change = heal(sheet, 1)
    text = f"{_hours(hours).capitalize()} (1k4) má postava 1 život (ř. 380)."
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
        return Odds((odds_entry("no_damage", DAMAGE_OUTCOMES["no_damage"], Fraction(1)),),
                    "Pád kratší než 2 sáhy nezraňuje (ř. 200).")
    classes = _fall_classes(sheet, dice_count)
    return Odds(tuple(odds_entry(k, DAMAGE_OUTCOMES[k], v) for k, v in classes.items()),
                f"{dice_count}k6 drtivého zranění (1k6 za každé 2 sáhy, nejvýš 20k6, ř. 200).")


def _fall(sheet: DnD5eSheet, p: FallParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """1k6 bludgeoning per 2 sáhy, at most 20k6; lands prone unless it takes no damage (004:L200)."""
    dice_count = fall_dice(p.sahu)
    if dice_count == 0:
        return ActionOutcome(sheet, "no_damage", "Bez zranění", f"Pád z {p.sahu} sáhů: méně než 2 sáhy, "
                             "žádné zranění (ř. 200, zaokrouhleno dolů).", 0)
    rolled = box.roll(f"{dice_count}k6").total
    change = take_damage(sheet, rolled, "drtive")
    prone = change.sheet
    lines = change.lines
    if not prone.dead and rolled > 0:
        prone = prone.model_copy(update={"conditions": prone.conditions.model_copy(update={"lezici": True})})
        lines = (*lines, "Postava dopadla do lehu (ř. 200).")
    text = f"Pád z {p.sahu} sáhů: {dice_count}k6 = {rolled} drtivého zranění (1k6 za 2 sáhy, nejvýš 20k6, ř. 200)."
    probability = _fall_classes(sheet, dice_count)[change.outcome]
    return _outcome(Change(prone, change.outcome, lines, change.notes), DAMAGE_OUTCOMES[change.outcome], text,
                    probability, rolled)


def _damage_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [num("zraneni", "Zranění", 0, 0, 999), select("druh", "Druh zranění", texts.DAMAGE_TYPES, "secne"),
            num("oprava", "Opravy zranění (např. aura −5)", 0, -100, 100),
            toggle("odolani_navic", "Odolání z jiného zdroje (počítá se jen jednou, ř. 358)"),
            toggle("kriticky", "Kritický zásah (při 0 životech dva neúspěchy, ř. 375)"),
            toggle("srazit_do_bezvedomi", "Útok na blízko: útočník srazí do bezvědomí (ř. 386)"),
            toggle("utok_na_dalku", "Zranění z útoku na dálku")]


def _heal_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [num("zivoty", "Vyléčené životy", 0, 0, 999)]


def _temp_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [num("zivoty", "Nové dočasné životy", 0, 0, 999),
            select("volba", "Nesčítají se (ř. 392)", {"vyssi": "ponechat vyšší", "nove": "vzít nové",
                                                        "stare": "ponechat staré"}, "vyssi")]


def _death_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [num("bonus", "Bonus z kouzel a schopností (ř. 372)", 0, -10, 10)]


def _stabilise_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [num("lekarstvi", "Oprava Lékařství zachránce", 0, -10, 20)]


def _fall_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [num("sahu", "Výška pádu (sáhy)", 2, 0, 1000)]


def _no_form(sheet: DnD5eSheet) -> list[FieldView]:
    return []


VITALITY_ACTIONS: tuple[Action[DnD5eSheet, Any], ...] = (
    Action("zraneni", "Utrpět zranění", "Životy", DamageParams, _damage_form, _damage, None, rolls=False),
    Action("leceni", "Léčení", "Životy", AmountParams, _heal_form, _heal, None, rolls=False),
    Action("docasne", "Dočasné životy", "Životy", TempParams, _temp_form, _temp, None, rolls=False),
    Action("smrt", "Záchranný hod proti smrti", "Životy", DeathParams, _death_form, _death, _death_odds,
           dice="1k20"),
    Action("stabilizace", "První pomoc (stabilizace)", "Životy", StabiliseParams, _stabilise_form, _stabilise,
           _stabilise_odds, dice="1k20"),
    Action("probrani", "Probrání po 1k4 hodinách", "Životy", Params, _no_form, _wake, _wake_odds, dice="1k4"),
    Action("pad", "Pád z výšky", "Prostředí", FallParams, _fall_form, _fall, _fall_odds, dice="k6 za každé 2 sáhy"),
)
