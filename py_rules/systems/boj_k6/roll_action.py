"""The main roll of a character: hod na úspěch / na obranu with its breakdown and exact odds of each success
count (003:L123-L167, L223-L465, L507-L514); ammunition and concentration of the roll (L467-L478, L822)."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.boj_k6.ammo import ShotPlan, plan_shot, weapon_quiver
from py_rules.systems.boj_k6.modifiers import Breakdown, Situation, breakdown
from py_rules.systems.boj_k6.odds import outcome_label, pair_odds
from py_rules.systems.boj_k6.params import Circumstances, circumstance_fields
from py_rules.systems.boj_k6.results import Mode, resolve
from py_rules.systems.boj_k6.rules import (
    attribute_value,
    check_means,
    is_out,
    means_options,
    resolve_means,
)
from py_rules.systems.boj_k6.sheet import Attribute, BojK6Sheet
from py_rules.systems.boj_k6.texts import (
    ATRIBUTY,
    REZIMY,
    SHEET_FORM,
    SHEET_HINT,
    SHEET_OUTCOME,
    SHEET_TEXT,
    signed,
    term,
)
from py_rules.systems.boj_k6.texts_round import ROUND_FORM, ROUND_HINT
from py_rules.view import FieldView, number, select, toggle

Sheet = BojK6Sheet

__all__ = ["RollParams", "perform_roll", "roll_breakdown", "roll_form", "roll_odds"]


# --------------------------------------------------------------------------- the roll


class RollParams(Circumstances):
    """Hod na úspěch / na obranu: mode, attribute, weapon or spell, circumstances, the foe."""

    rezim: Mode = "uspech"
    vlastnost: Attribute = "sila"
    prostredek: str = Field(default="beze_zbrane", max_length=20)
    pocet_cilu: int = Field(default=1, ge=1, le=6)
    protivnik_vlastnost: int = Field(default=2, ge=0, le=12)
    protivnik_celkem: int = Field(default=0, ge=0, le=40)
    nabit: bool = False
    tma: bool = False
    protivnik_vidi_ve_tme: bool = False


def _default_means(sheet: Sheet) -> tuple[str, str]:
    """The first weapon (or bare hands) and the best attribute it allows."""
    code = "zbran_0" if sheet.zbrane else "beze_zbrane"
    choice = resolve_means(sheet, code)
    from py_rules.systems.boj_k6.rules import allowed_attributes

    allowed = allowed_attributes(choice, sheet.zbroj.tezka)
    best = max(allowed, key=lambda a: attribute_value(sheet, a))
    return code, best


def roll_form(sheet: Sheet) -> list[FieldView]:
    code, attribute = _default_means(sheet)
    fields: list[FieldView] = [
        select("rezim", SHEET_FORM.REZIM, "uspech", REZIMY),
        select("vlastnost", SHEET_FORM.VLASTNOST, attribute, ATRIBUTY, hint=SHEET_HINT.VLASTNOST),
        select("prostredek", SHEET_FORM.PROSTREDEK, code, means_options(sheet)),
        number("pocet_cilu", SHEET_FORM.POCET_CILU, 1, 1, 6, hint=SHEET_HINT.POCET_CILU),
    ]
    fields += circumstance_fields()
    fields += [
        toggle("nabit", ROUND_FORM.NABIT, hint=ROUND_HINT.NABIT),
        toggle("tma", ROUND_FORM.TMA, hint=ROUND_HINT.TMA),
        toggle("protivnik_vidi_ve_tme", ROUND_FORM.PROTIVNIK_VIDI),
    ]
    fields += [
        number("protivnik_vlastnost", SHEET_FORM.PROTIVNIK_VLASTNOST, 2, 0, 12),
        number("protivnik_celkem", SHEET_FORM.PROTIVNIK_CELKEM, 0, 0, 40, hint=SHEET_HINT.PROTIVNIK_CELKEM),
    ]
    return fields


def roll_breakdown(sheet: Sheet, p: RollParams) -> Breakdown:
    """The breakdown of the roll; raises ``RuleViolation`` when the rules forbid the combination."""
    if p.rezim != "obrana" and is_out(sheet.zivoty):
        raise RuleViolation(SHEET_TEXT.E_VYRAZEN_AKCE.format(a=sheet.name))
    choice = resolve_means(sheet, p.prostredek)
    check_means(sheet, choice, p.vlastnost, p.rezim != "obrana", p.pocet_cilu, p.protivnik_strili)
    shot = _shot_plan(sheet, p)
    flee_after_shot = p.utek and shot is not None and choice.means in ("strelna", "vrhaci")  # E29, L499
    spell = choice.spell
    advantages, disadvantages = p.advantages(), p.disadvantages()
    if p.tma:  # who senses nothing in the dark has Ztížení viditelnosti; both ⇒ it cancels (L235-L236)
        if not (sheet.infravideni or sheet.ultrasluch):
            disadvantages += ("ztizeni_viditelnosti",)
        if not p.protivnik_vidi_ve_tme:
            advantages += ("ztizeni_viditelnosti",)
    situation = Situation(
        mode=p.rezim, attribute=p.vlastnost, attribute_value=attribute_value(sheet, p.vlastnost),
        means=choice.means, spell_defence=spell.obrana if spell else None,
        advantages=advantages, disadvantages=disadvantages,
        my_wounds=tuple(w.cast for w in sheet.vazna_zraneni), full_defence=p.plna_obrana, aim=p.mireni,
        feint=p.finta, breaking_free=p.prolomeni, distraction=p.rozptyleni, fleeing=p.utek and not flee_after_shot,
        targets=p.pocet_cilu, area=bool(spell and spell.plosne), two_targets=sheet.utok_na_dva_cile,
        distance=p.vzdalenost, foe_attribute=p.protivnik_vlastnost, foe_immobile=p.protivnik_nehybny,
        foe_full_defence=p.protivnik_plna_obrana, foe_aim=p.protivnik_miri, foe_feint=p.protivnik_finta,
        foe_targets=p.protivnik_cilu, foe_area=p.protivnik_plosne, foe_ranged=p.protivnik_strili,
    )
    return breakdown(situation)


def _shot_plan(sheet: Sheet, p: RollParams) -> ShotPlan | None:
    """The shot of this roll (E29: L62, L93, L499-L500; ammunition L467-L478), ``None`` if nothing is shot;
    raises ``RuleViolation``."""
    weapon = resolve_means(sheet, p.prostredek).weapon
    if p.rezim == "obrana":
        if p.nabit:
            raise RuleViolation(SHEET_TEXT.E_NABIT_OBRANA)
        return None
    if weapon is None:
        if p.nabit:
            raise RuleViolation(SHEET_TEXT.E_NABIT_BEZ_ZBRANE)
        return None
    return plan_shot(weapon_quiver(weapon), p.nabit, p.utek)


def roll_odds(sheet: Sheet, p: RollParams) -> Odds:
    b = roll_breakdown(sheet, p)
    foe_total = p.protivnik_celkem or None
    table = pair_odds(p.rezim, b.constant, b.foe_base, foe_total=foe_total)
    entries = tuple(odds_entry(key, outcome_label(key, p.rezim), prob) for key, prob in table.items())
    return Odds(entries, summary=b.text())


def _roll_changes(sheet: Sheet, p: RollParams, got_success: bool) -> tuple[Sheet, list[str]]:
    """Ammunition spent and the loaded state of a shot (L467-L478); concentration of a cast spell (L822)."""
    choice = resolve_means(sheet, p.prostredek)
    if p.rezim == "obrana":
        return sheet, []
    changes: list[str] = []
    update: dict[str, Any] = {}
    weapon = choice.weapon
    plan = _shot_plan(sheet, p)
    if weapon is not None and plan is not None and weapon.dosah != "zblizka":
        new_weapon = weapon.model_copy(update={"munice": plan.ammo_after, "nabito": plan.loaded_after})
        if plan.reload_first:
            changes.append(SHEET_OUTCOME.NABITO_ZMENA.format(nazev=weapon.nazev))
        if weapon.munice_sledovat:
            changes.append(SHEET_OUTCOME.MUNICE.format(nazev=weapon.nazev, old=weapon.munice, new=new_weapon.munice))
        if weapon.dosah == "strelna":
            template = SHEET_OUTCOME.ZNOVU_NABITO if plan.loaded_after else SHEET_OUTCOME.VYSTRELENO
            changes.append(template.format(nazev=weapon.nazev))
        weapons = list(sheet.zbrane)
        weapons[choice.index] = new_weapon
        update["zbrane"] = weapons
    spell = choice.spell
    if spell is not None and spell.soustredeni and got_success:
        update["soustredeni"] = spell.nazev
        changes.append(SHEET_OUTCOME.SOUSTREDI.format(nazev=spell.nazev))
    return sheet.model_copy(update=update), changes


def perform_roll(sheet: Sheet, p: RollParams, box: DiceBox) -> ActionOutcome[Sheet]:
    b = roll_breakdown(sheet, p)
    my_die = box.roll("1k6").total
    mine = my_die + b.constant
    if p.protivnik_celkem:
        theirs, foe_text = p.protivnik_celkem, SHEET_OUTCOME.ZADAL_PJ.format(total=p.protivnik_celkem)
    else:
        foe_die = box.roll("1k6").total
        theirs = foe_die + b.foe_base
        foe_text = SHEET_OUTCOME.KOSTKA.format(die=foe_die, base=b.foe_base, total=theirs)
    result = resolve(p.rezim, mine, theirs)
    probability = pair_odds(p.rezim, b.constant, b.foe_base, foe_total=p.protivnik_celkem or None)[result.key]
    new_sheet, changes = _roll_changes(sheet, p, result.mine > 0)
    label = outcome_label(result.key, p.rezim)
    kind = SHEET_OUTCOME.NA_OBRANU if p.rezim == "obrana" else SHEET_OUTCOME.NA_USPECH
    explanation = SHEET_OUTCOME.HOD.format(kind=kind, attr=ATRIBUTY[p.vlastnost], die=my_die, const=term(b.constant),
                                           total=mine, foe=foe_text, margin=signed(result.margin), label=label,
                                           chance=czech.percent(probability), breakdown=b.text())
    if b.notes:
        explanation += " " + " ".join(b.notes)
    if p.prolomeni and result.mine:
        explanation += " " + SHEET_OUTCOME.JEN_UNIK
    details = {"muj_soucet": mine, "soucet_protivnika": theirs, "rozdil": result.margin,
               "uspechy": result.mine, "uspechy_protivnika": result.theirs, "remiza": result.tie,
               "rozpis": [{"popis": line.label, "hodnota": line.value, "zdroj": line.source} for line in b.lines]}
    return ActionOutcome(new_sheet, result.key, label, explanation, total=mine, probability=probability,
                         changes=tuple(changes), details=details)
