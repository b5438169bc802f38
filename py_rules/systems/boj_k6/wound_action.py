"""Taking a hit on the character sheet: the wound with armour, shield, resistance, kz and added damage, serious
wounds, concentration and vyřazení (003:L577-L657, L659-L697, L821-L841)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.boj_k6.odds import wound_odds
from py_rules.systems.boj_k6.rules import (
    defence_of,
    is_out,
)
from py_rules.systems.boj_k6.sheet import BojK6Sheet, DamageType, SeriousWound
from py_rules.systems.boj_k6.texts import (
    CASTI_TELA,
    DRUHY_ZRANENI,
    LIVES,
    MIMO_ZBROJ,
    SHEET_FORM,
    SHEET_HINT,
    SHEET_OUTCOME,
    SHEET_TEXT,
)
from py_rules.systems.boj_k6.wounds import Defence, armour_against, resistance_against, wound
from py_rules.view import FieldView, number, select, toggle

Sheet = BojK6Sheet

__all__ = ["WOUND_LABELS", "TakeWoundParams", "perform_wound", "take_wound_odds", "wound_form"]


# --------------------------------------------------------------------------- taking a wound


class TakeWoundParams(BaseModel):
    """Zásah: the attacker's margin, his weapon damage or spell kz, type, added damage and extra successes."""

    model_config = ConfigDict(extra="forbid")

    rozdil: int = Field(default=0, ge=0, le=40)
    zraneni: int = Field(default=0, ge=0, le=3)
    kz: int = Field(default=0, ge=0, le=12)
    druh: DamageType = "secne"
    pridane_kz: int = Field(default=0, ge=0, le=10)
    pridane_druh: DamageType = "blesk"
    mimo_zbroj: Literal["ne", "uspech", "situace"] = "ne"
    obejit_stit: bool = False
    vazne: Literal["", "hlava", "oko", "telo", "bricho", "leva_ruka", "prava_ruka", "leva_noha", "prava_noha",
                   "jine"] = ""


def wound_form(sheet: Sheet) -> list[FieldView]:
    return [
        number("rozdil", SHEET_FORM.ROZDIL, 0, 0, 40),
        number("zraneni", SHEET_FORM.ZRANENI, 0, 0, 3),
        number("kz", SHEET_FORM.KZ, 0, 0, 12, hint=SHEET_HINT.KZ),
        select("druh", SHEET_FORM.DRUH, "secne", DRUHY_ZRANENI),
        number("pridane_kz", SHEET_FORM.PRIDANE_KZ, 0, 0, 10),
        select("pridane_druh", SHEET_FORM.PRIDANE_DRUH, "blesk", DRUHY_ZRANENI),
        select("mimo_zbroj", SHEET_FORM.MIMO_ZBROJ, "ne", MIMO_ZBROJ),
        toggle("obejit_stit", SHEET_FORM.OBEJIT_STIT),
        select("vazne", SHEET_FORM.VAZNE, "", {"": "—", **CASTI_TELA}),
    ]


def _wound_defence(sheet: Sheet, p: TakeWoundParams) -> tuple[Defence, bool]:
    """The sheet's defence and whether the hit goes outside armour; raises ``RuleViolation`` (L678)."""
    outside = p.mimo_zbroj != "ne"
    if p.mimo_zbroj == "uspech" and all(piece.nasazena for piece in sheet.zbroj.casti):
        raise RuleViolation(SHEET_TEXT.E_MIMO_ZBROJ)
    return defence_of(sheet), outside


def _wound_classes(sheet: Sheet, p: TakeWoundParams) -> dict[str, Fraction]:
    """Exact chance of «bez zranění» / «zraněn» / «vyřazen» over the kz dice (L612, L623)."""
    defence, outside = _wound_defence(sheet, p)
    shield = 0 if p.obejit_stit else defence.stit
    armour = 0 if outside else armour_against(defence, p.druh)
    base = p.rozdil + (0 if p.kz else p.zraneni) - armour - shield - resistance_against(defence, p.druh)
    main = wound_odds(base, p.kz)
    added_armour = 0 if outside else armour_against(defence, p.pridane_druh)
    added = wound_odds(-added_armour - resistance_against(defence, p.pridane_druh), p.pridane_kz)
    classes: dict[str, Fraction] = {}
    for a, pa in main.items():
        for b, pb in added.items():
            key = "bez_zraneni" if a + b == 0 else "vyrazen" if is_out(sheet.zivoty - a - b) else "zranen"
            classes[key] = classes.get(key, Fraction(0)) + pa * pb
    return classes


WOUND_LABELS = {"bez_zraneni": SHEET_OUTCOME.BEZ_ZRANENI, "zranen": SHEET_OUTCOME.ZRANEN,
                "vyrazen": SHEET_OUTCOME.VYRAZEN}


def take_wound_odds(sheet: Sheet, p: TakeWoundParams) -> Odds:
    classes = _wound_classes(sheet, p)
    return Odds(tuple(odds_entry(k, WOUND_LABELS[k], v) for k, v in classes.items()))


def perform_wound(sheet: Sheet, p: TakeWoundParams, box: DiceBox) -> ActionOutcome[Sheet]:
    defence, outside = _wound_defence(sheet, p)
    if p.obejit_stit:
        defence = Defence(defence.zbroj, defence.zbroj_podle_druhu, 0, defence.odolnosti)
    damage = p.zraneni
    if p.kz:
        damage = sum(1 for d in box.roll(f"{p.kz}k6").dice if d.value >= 4)
    added = tuple(d.value for d in box.roll(f"{p.pridane_kz}k6").dice) if p.pridane_kz else ()
    result = wound(p.rozdil, damage, p.druh, defence, outside_armour=outside, added_dice=added,
                   added_type=p.pridane_druh)
    if p.vazne and result.main < 3:
        raise RuleViolation(SHEET_TEXT.E_VAZNE_MALO.format(z=result.main))
    hp = sheet.zivoty - result.total
    update: dict[str, Any] = {"zivoty": max(hp, -99)}
    changes = [SHEET_OUTCOME.ZIVOTY.format(old=sheet.zivoty, new=hp)] if result.total else []
    if result.total > 0 and sheet.soustredeni:
        update["soustredeni"] = ""
        changes.append(SHEET_OUTCOME.PRERUSENO.format(nazev=sheet.soustredeni))
    if p.vazne:
        update["vazna_zraneni"] = [*sheet.vazna_zraneni, SeriousWound(cast=p.vazne)][:12]
        changes.append(SHEET_OUTCOME.VAZNE.format(cast=CASTI_TELA[p.vazne]))
    key = "bez_zraneni" if result.total == 0 else "vyrazen" if is_out(hp) else "zranen"
    probability = _wound_classes(sheet, p)[key]
    lives = czech.amount(result.total, LIVES, "acc")
    explanation = SHEET_OUTCOME.ZRANENI_ZA.format(lives=lives, lines="; ".join(result.lines))
    if key == "vyrazen":
        explanation += " " + SHEET_OUTCOME.VYRAZEN_TEXT
    if result.total == 0:
        explanation += " " + SHEET_OUTCOME.ZASTAVENO
    return ActionOutcome(sheet.model_copy(update=update), key, WOUND_LABELS[key], explanation,
                         total=result.total, probability=probability, changes=tuple(changes),
                         details={"zraneni": result.main, "pridane": result.added})
