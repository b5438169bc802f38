"""A pomocník's own roll from the hero's deník (issue 23 Build 2).

A helper is a being (000:L71, L143): it rolls 2k6 plus its charakteristika when the skill it uses falls
under it, else plus nothing (000:L210, L383-L384), against its own Ohrožení (000:L300). A threatened failure
waits in the deník like the hero's own (``ceka`` with ``pomocnik``): the helper exhausts for itself from the
player's Sudba within its hranice and the missing part from its Pouto (000:L67, L87), or accepts, and the
consequence lands on the helper (its Ohrožení, its Jizvy on the hero's list of helpers).

Střet of a helper against a being runs on the conflict board, where the helper is a participant.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.czech import percent
from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.odds import success_chance
from py_rules.systems.drd2.rules import dice_expression, exhaustion_cost, hod_total, scar_total
from py_rules.systems.drd2.sheet import ATTRS, Attr, Drd2Sheet, Helper, Pending, Scar

__all__ = ["HelperRollParams", "accept_helper", "helper_means", "helper_odds", "helper_roll"]


class HelperRollParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    pomocnik: int = Field(default=0, ge=0, le=5)
    druh: Literal["zkouska", "vyzva"] = "zkouska"
    charakteristika: bool = True  # the skill falls under the helper's charakteristika (000:L383-L384)
    vlastnost: Attr = "telo"  # the attribute of the skill: its hranice limits the Sudba of an exhaustion
    hrozba: Literal["", "ohrozeni_plus", "jizva", "vyrazeni"] = ""
    popis: str = Field(default="", max_length=200)


def _helper(sheet: Drd2Sheet, index: int) -> Helper:
    if not 0 <= index < len(sheet.pomocnici):
        raise RuleViolation(f"Pomocník č. {index + 1} v deníku není; přidej ho v části Pomocníci.")
    return sheet.pomocnici[index]


def knocked_out(helper: Helper) -> Attr | None:
    """A being is knocked out when its Jizvy of one attribute sum above that hranice (000:L829)."""
    return next((a for a in ATTRS if scar_total(helper.jizvy, a) > helper.hranice.get(a)), None)


def _check(sheet: Drd2Sheet, params: HelperRollParams) -> tuple[Helper, int]:
    """The helper and its level; raises ``RuleViolation`` before anything changes."""
    helper = _helper(sheet, params.pomocnik)
    if sheet.rychla_hra:
        # 000:L911
        raise RuleViolation("V Rychlé hře se hraje bez pomocníků postav (Pravidla › Rychlá hra).")
    if sheet.ceka is not None:
        raise RuleViolation("Nejdřív rozhodni předchozí hod: vyčerpat se, nebo přijmout neúspěch.")
    attr = knocked_out(helper)
    if attr is not None:
        raise RuleViolation(
            f"{helper.jmeno} je vyřazen: Jizvy na {texts.ATTR_LOC[attr]} převýšily jeho hranici (Pravidla › Jizvy)."
        )
    return helper, helper.charakteristika if params.charakteristika else 0


def helper_odds(sheet: Drd2Sheet, params: HelperRollParams) -> Odds:
    """P(hod ≥ 9) of the helper's zkouška or výzva (000:L557-L558); the roll itself checks who may roll."""
    if not 0 <= params.pomocnik < len(sheet.pomocnici):
        chance = success_chance("normal", 0)
        return Odds((odds_entry("success", "úspěch", chance), odds_entry("failure", "hrozí neúspěch", 1 - chance)),
                    "V deníku není tento pomocník; přidej ho v části Pomocníci.")
    helper = sheet.pomocnici[params.pomocnik]
    level = helper.charakteristika if params.charakteristika else 0
    chance = success_chance("normal", level)
    summary = f"Šance na úspěch: {percent(chance)} (2k6 + {level}, potřeba 9 a více) – hází {helper.jmeno}."
    return Odds((odds_entry("success", "úspěch", chance), odds_entry("failure", "hrozí neúspěch", 1 - chance)),
                summary)


def helper_means(sheet: Drd2Sheet, index: int, attr: Attr) -> tuple[int, str, bool]:
    """What the helper's exhaustion costs (its own Ohrožení, 000:L273) and whether Sudba within its hranice
    and its Pouto pay it (000:L67, L87): (cost, Czech sentence, affordable)."""
    helper = _helper(sheet, index)
    cost = exhaustion_cost(helper.ohrozeni or sheet.ohrozeni or 2)
    sudba = min(helper.hranice.get(attr), sheet.sudba_pomocniku, cost)
    enough = sudba + helper.pouto >= cost
    head = (f"{helper.jmeno}: vyčerpání za {texts.amount(cost, 'zdroj')} – Sudba najednou nejvýše {sudba} "
            f"(hranice {texts.attr_value(attr, helper.hranice.get(attr))}), Pouto {helper.pouto}")
    tail = "; zaplatí to." if enough else "; nestačí, zbývá přijmout neúspěch."
    return cost, head + tail, enough


def helper_roll(sheet: Drd2Sheet, params: HelperRollParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """Roll for the helper; a failure waits for its decision. Raises ``RuleViolation`` when the helper is
    missing or knocked out, or a decision is pending."""
    helper, level = _check(sheet, params)
    chance = success_chance("normal", level)
    values = tuple(d.value for d in box.roll(dice_expression("normal")).dice)
    total = hod_total(values, "normal", level)
    head = (f"{helper.jmeno} – {texts.KIND_LABEL[params.druh]}: kostky {values[0]}, {values[1]} + charakteristika "
            f"{level} = {total}")
    if total >= 9:
        # 000:L557
        text = (f"{head}: úspěch (9 a více; Pravidla › Průběh vyhodnocení na výpravě › Výsledek hodu, Ohrožení a "
                "vyčerpání).")
        return ActionOutcome(sheet, "success", "úspěch", text, total=total, probability=chance)
    pending = Pending(druh=params.druh, stav="neuspech", popis=params.popis, vlastnost=params.vlastnost,
                      dovednost_vlastnost=params.vlastnost, hod=total, hrozba=params.hrozba, pomocnik=params.pomocnik)
    _, means, _ = helper_means(sheet, params.pomocnik, params.vlastnost)
    text = (
        f"{head}: hrozí neúspěch. Pomocník se vyčerpá sám za sebe ze Sudby a Pouta (Pravidla › Hra o zdroje › "
        # 000:L67, 000:L87, 000:L283
        f"Sudba; Pravidla › Hra o zdroje › Pouto), nebo přijme neúspěch. {means}"
    )
    return ActionOutcome(sheet.model_copy(update={"ceka": pending}), "failure", "hrozí neúspěch", text, total=total,
                         probability=1 - chance)


def accept_helper(
    sheet: Drd2Sheet, lstive: bool, scar_name: str, knockout_scar: int = 0, knockout_ohrozeni: int = 0
) -> tuple[Drd2Sheet, list[str]]:
    """The helper accepts its failure: the threatened consequence lands on the helper — its Ohrožení +1 (2 with
    lstivě), a Jizva on its list, or it is knocked out, with a Jizva sized by the story and a fresh Ohrožení
    when given (000:L342, L662, L676-L678, L769, L829)."""
    pending = sheet.ceka
    assert pending is not None
    assert pending.pomocnik >= 0
    helpers = list(sheet.pomocnici)
    helper = _helper(sheet, pending.pomocnik)
    size = 2 if lstive else 1
    lines: list[str] = []
    if pending.hrozba == "ohrozeni_plus":
        before = helper.ohrozeni or sheet.ohrozeni or 2
        helper = helper.model_copy(update={"ohrozeni": before + size})
        lines.append(f"{helper.jmeno}: Ohrožení {before} → {before + size}")
    elif pending.hrozba == "jizva":
        scar = Scar(nazev=scar_name or pending.popis or "Jizva", vlastnost=pending.vlastnost, zavaznost=size)
        helper = helper.model_copy(update={"jizvy": [*helper.jizvy, scar]})
        lines.append(f"{helper.jmeno}: Jizva „{scar.nazev}“ ({texts.ATTR_LABEL[scar.vlastnost]} {size})")
        if knocked_out(helper):
            # 000:L829
            lines.append(f"{helper.jmeno}: Jizvy převýšily hranici – vyřazen (Pravidla › Jizvy)")
    elif pending.hrozba == "vyrazeni":
        # 000:L662
        lines.append(f"{helper.jmeno} je vyřazen: ztrácí iniciativu, může se jen bránit (Pravidla › Vyřazení postavy, "
                     "opuštění a ukončení konfliktu › Vyřazení)")
        if knockout_ohrozeni:
            # 000:L678
            helper = helper.model_copy(update={"ohrozeni": knockout_ohrozeni})
            lines.append(f"{helper.jmeno}: Ohrožení po vyřazení {knockout_ohrozeni}")
        if knockout_scar:
            # 000:L678: sized by the story, not limited to 1 or 2 (000:L676)
            scar = Scar(nazev=scar_name or pending.popis or "Jizva", vlastnost=pending.vlastnost,
                        zavaznost=knockout_scar)
            helper = helper.model_copy(update={"jizvy": [*helper.jizvy, scar]})
            lines.append(f"{helper.jmeno}: Jizva „{scar.nazev}“ ({texts.ATTR_LABEL[scar.vlastnost]} {knockout_scar})")
    helpers[pending.pomocnik] = helper
    return sheet.model_copy(update={"pomocnici": helpers, "ceka": None}), lines
