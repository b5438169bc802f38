"""Rests, exhaustion, casting (slots, components, concentration) and manoeuvres (004:L115-L131, L218-L230,
L413-L447, L583-L616)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import Field

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.forms import Params, num, select, signed, toggle
from py_rules.systems.dnd5e.health import change_exhaustion, long_rest
from py_rules.systems.dnd5e.odds import heal_distribution
from py_rules.systems.dnd5e.rules import ability_mod, effective_max_hp, incapacitated
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.view import FieldView

__all__ = ["REST_ACTIONS"]


class ShortRestParams(Params):
    trida: int = Field(default=0, ge=0, le=3)


class LongRestParams(Params):
    najedl_a_napil: bool = True
    preruseno: bool = False
    uz_za_24_hodin: bool = False


class ExhaustionParams(Params):
    zmena: int = Field(default=1, ge=-6, le=6)


class CastParams(Params):
    nazev: str = Field(default="Kouzlo", min_length=1, max_length=80)
    uroven: int = Field(default=0, ge=0, le=9)
    soustredeni: bool = False
    verbalni: bool = True
    pohybova: bool = True
    surovinova: bool = False
    umlceny: bool = False
    volna_ruka: bool = True
    surovina_s_cenou: bool = False
    mas_surovinu: bool = False


class ManeuverParams(Params):
    manevr: Literal["zotaveni", "parirovani", "jiny"] = "jiny"
    zraneni: int = Field(default=0, ge=0, le=999)


def _hit_die(sheet: DnD5eSheet, index: int) -> tuple[int, int]:
    """(die size, pool index); raises ``RuleViolation`` when that class has no hit die left (004:L223)."""
    if index >= len(sheet.classes):
        raise RuleViolation(texts.ERRORS["no_class"].format(n=index + 1))
    entry = sheet.classes[index]
    if entry.utracene_kostky >= entry.uroven:
        raise RuleViolation(texts.ERRORS["no_hit_dice"].format(name=texts.CLASSES[entry.trida][0]))
    return texts.CLASSES[entry.trida][1], index


def _short_odds(sheet: DnD5eSheet, p: ShortRestParams) -> Odds:
    die, _ = _hit_die(sheet, p.trida)
    con = ability_mod(sheet, "odolnost")
    table = heal_distribution(die, con)
    return Odds(tuple(odds_entry(f"heal_{v}", f"vyléčí {v}", pr) for v, pr in sorted(table.items())),
                f"k{die} {signed(con)} (Odolnost), nejméně 0 (ř. 223).")


def _short(sheet: DnD5eSheet, p: ShortRestParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Spend one hit die: roll + Con mod, at least 0 (004:L223); the player may spend another after it."""
    if sheet.dead:
        raise RuleViolation(texts.ERRORS["dead_rest"])
    die, index = _hit_die(sheet, p.trida)
    con = ability_mod(sheet, "odolnost")
    face = box.roll(f"1k{die}").total
    healed = max(0, face + con)
    hp_max = effective_max_hp(sheet.hp.max, sheet.exhaustion)
    current = min(hp_max, sheet.hp.current + healed)
    classes = [c.model_copy() for c in sheet.classes]
    classes[index] = classes[index].model_copy(update={"utracene_kostky": classes[index].utracene_kostky + 1})
    updates: dict[str, Any] = {"classes": classes, "hp": sheet.hp.model_copy(update={"current": current})}
    if sheet.hp.current == 0 and current > 0:
        updates["conditions"] = sheet.conditions.model_copy(update={"v_bezvedomi": False})
    new = sheet.model_copy(update=updates)
    left = classes[index].uroven - classes[index].utracene_kostky
    text = (f"Krátký odpočinek: k{die} = {face} {signed(con)} = {healed} životů (nejméně 0, ř. 223). "
            f"Zbývá {czech.count(left, 'Kostka', 'Kostky', 'Kostek')} životů.")
    changes = (f"Životy {sheet.hp.current} → {current}.", "Utracena 1 Kostka životů.")
    probability = heal_distribution(die, con)[healed]
    return ActionOutcome(new, f"heal_{healed}", f"vyléčí {healed}", text, healed, probability, changes)


def _long(sheet: DnD5eSheet, p: LongRestParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    change = long_rest(sheet, p.najedl_a_napil, p.preruseno, p.uz_za_24_hodin)
    return ActionOutcome(change.sheet, change.outcome, "Důkladný odpočinek",
                         "Důkladný odpočinek (aspoň 8 hodin, ř. 227–230): " + " ".join(change.lines), None, None,
                         change.lines)


def _exhaustion(sheet: DnD5eSheet, p: ExhaustionParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    change = change_exhaustion(sheet, p.zmena)
    effects = [texts.EXHAUSTION[i] for i in range(1, change.sheet.exhaustion + 1)]
    summary = ("Platí účinky: " + "; ".join(effects) + " (kumulativně, ř. 129).") if effects else \
        "Stupeň pod 1: všechny účinky únavy skončily (ř. 130)."
    return ActionOutcome(change.sheet, change.outcome, "Únava", " ".join(change.lines) + " " + summary, None, None,
                         change.lines)


def _component_check(sheet: DnD5eSheet, p: CastParams) -> None:
    """Raises ``RuleViolation``: armour without proficiency (L472), silence (L417), no free hand (L421, L429),
    priced material missing (L425), incapacitated (L525), no free slot."""
    if sheet.dead or incapacitated(sheet):
        raise RuleViolation(texts.ERRORS["incapacitated"])
    if sheet.surprised:
        raise RuleViolation(texts.ERRORS["surprised"])
    if sheet.armor.druh != "zadna" and not sheet.armor.zdatnost:
        raise RuleViolation(texts.ERRORS["armor_casting"])
    if p.verbalni and p.umlceny:
        raise RuleViolation(texts.ERRORS["silenced"])
    if (p.pohybova or p.surovinova) and not p.volna_ruka:
        raise RuleViolation(texts.ERRORS["free_hand"])
    if p.surovinova and p.surovina_s_cenou and not p.mas_surovinu:
        raise RuleViolation(texts.ERRORS["priced_material"])
    if p.uroven and sheet.spell_slots[p.uroven - 1].used >= sheet.spell_slots[p.uroven - 1].max:
        raise RuleViolation(texts.ERRORS["no_slot"].format(level=p.uroven))


def _cast(sheet: DnD5eSheet, p: CastParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Spend a slot (SRD) and, for a concentration spell, replace the previous one (004:L441)."""
    _component_check(sheet, p)
    updates: dict[str, Any] = {}
    changes: list[str] = []
    if p.uroven:
        slots = list(sheet.spell_slots)
        slot = slots[p.uroven - 1]
        slots[p.uroven - 1] = slot.model_copy(update={"used": slot.used + 1})
        updates["spell_slots"] = slots
        changes.append(f"Utracena pozice kouzla {p.uroven}. úrovně.")
    if p.soustredeni:
        if sheet.concentration:
            changes.append(f"Soustředění na „{sheet.concentration}“ skončilo (nelze dvě naráz, ř. 441).")
        updates["concentration"] = p.nazev
        changes.append(f"Soustředíš se na „{p.nazev}“.")
    text = f"Sesláno kouzlo „{p.nazev}“. " + " ".join(changes)
    return ActionOutcome(sheet.model_copy(update=updates), "cast", "Kouzlo sesláno", text.strip(), None, None,
                         tuple(changes))


def _maneuver_result(sheet: DnD5eSheet, p: ManeuverParams, face: int) -> tuple[int, str, str]:
    """(result, short label, explanation) of one superiority die face: Rally = temp HP die + Cha (L616),
    Parry = damage − (die + Dex), at least 0 (L596), otherwise the die itself."""
    die = sheet.superiority.kostka
    if p.manevr == "zotaveni":
        cha = ability_mod(sheet, "charisma")
        result = face + cha
        label = czech.count(result, "dočasný život", "dočasné životy", "dočasných životů")
        return result, label, (f"Zotavení sil: k{die} = {face} {signed(cha)} = {label} spojenci "
                               f"(ř. 616; nesčítají se, ř. 392).")
    if p.manevr == "parirovani":
        dex = ability_mod(sheet, "obratnost")
        result = max(0, p.zraneni - face - dex)
        return result, f"zranění {result}", (f"Parírování: zranění {p.zraneni} − ({face} {signed(dex)}) = {result} "
                                             f"(nejméně 0, ř. 596).")
    return face, f"hod {face}", f"Převahová kostka k{die} = {face} (viz manévr v příručce, ř. 583–616)."


def _maneuver_table(sheet: DnD5eSheet, p: ManeuverParams) -> dict[int, tuple[str, Fraction]]:
    die = sheet.superiority.kostka
    table: dict[int, tuple[str, Fraction]] = {}
    for face in range(1, die + 1):
        result, label, _ = _maneuver_result(sheet, p, face)
        table[result] = (label, table.get(result, (label, Fraction(0)))[1] + Fraction(1, die))
    return table


def _maneuver_odds(sheet: DnD5eSheet, p: ManeuverParams) -> Odds:
    sup = sheet.superiority
    if sup.utracene >= sup.pocet:
        return Odds((odds_entry("none", "Bez převahové kostky", Fraction(1)),), texts.ERRORS["no_superiority"])
    table = _maneuver_table(sheet, p)
    return Odds(tuple(odds_entry(f"vysledek_{r}", label, pr) for r, (label, pr) in sorted(table.items())),
                f"Převahová kostka k{sup.kostka} (ř. 583–616).")


def _maneuver(sheet: DnD5eSheet, p: ManeuverParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Spend a superiority die (004:L583-L616); with none left nothing happens."""
    sup = sheet.superiority
    if sup.utracene >= sup.pocet:
        return ActionOutcome(sheet, "none", "Bez převahové kostky", texts.ERRORS["no_superiority"], None,
                             Fraction(1))
    face = box.roll(f"1k{sup.kostka}").total
    new = sheet.model_copy(update={"superiority": sup.model_copy(update={"utracene": sup.utracene + 1})})
    result, label, text = _maneuver_result(sheet, p, face)
    return ActionOutcome(new, f"vysledek_{result}", label, text, result, _maneuver_table(sheet, p)[result][1],
                         ("Utracena 1 převahová kostka.",))


def _short_form(sheet: DnD5eSheet) -> list[FieldView]:
    options = {i: f"{texts.CLASSES[c.trida][0]} (k{texts.CLASSES[c.trida][1]}, zbývá {c.uroven - c.utracene_kostky})"
               for i, c in enumerate(sheet.classes)}
    return [select("trida", "Kostka životů povolání", options, 0)]


def _long_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [toggle("najedl_a_napil", "Najedl ses a napil (únava −1, ř. 131)", True),
            toggle("preruseno", "Přerušeno aspoň hodinou namáhavé činnosti (ř. 227)"),
            toggle("uz_za_24_hodin", "Už jsi za posledních 24 hodin důkladně odpočíval (ř. 230)")]


def _exhaustion_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [num("zmena", "Změna stupně únavy (+ účinek, − odpočinek či vzkříšení)", 1, -6, 6)]


def _cast_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [FieldView(kind="text", label="Kouzlo", path="nazev", value="Kouzlo"),
            num("uroven", "Úroveň (0 = trik bez pozice)", 0, 0, 9), toggle("soustredeni", "Vyžaduje soustředění"),
            toggle("verbalni", "Verbální složka (V)", True), toggle("pohybova", "Pohybová složka (P)", True),
            toggle("surovinova", "Surovinová složka (S)"), toggle("umlceny", "Jsi umlčený / v tichu"),
            toggle("volna_ruka", "Máš volnou ruku", True), toggle("surovina_s_cenou", "Surovina má uvedenou cenu"),
            toggle("mas_surovinu", "Tu surovinu máš")]


def _maneuver_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [select("manevr", "Manévr", {"zotaveni": "Zotavení sil (ř. 616)", "parirovani": "Parírování (ř. 596)",
                                        "jiny": "Jiný manévr (jen hod kostkou)"}, "jiny"),
            num("zraneni", "Zranění útoku na blízko (Parírování)", 0, 0, 999)]


REST_ACTIONS: tuple[Action[DnD5eSheet, Any], ...] = (
    Action("kratky_odpocinek", "Krátký odpočinek: utratit Kostku životů", "Odpočinek", ShortRestParams,
           _short_form, _short, _short_odds, dice="Kostka životů povolání",
           hint="Po každém hodu se můžeš rozhodnout utratit další (ř. 223)."),
    Action("dukladny_odpocinek", "Důkladný odpočinek", "Odpočinek", LongRestParams, _long_form, _long, None,
           rolls=False),
    Action("unava", "Změna únavy", "Odpočinek", ExhaustionParams, _exhaustion_form, _exhaustion, None, rolls=False),
    Action("kouzlo", "Seslat kouzlo", "Kouzla", CastParams, _cast_form, _cast, None, rolls=False),
    Action("manevr", "Manévr (převahová kostka)", "Boj", ManeuverParams, _maneuver_form, _maneuver, _maneuver_odds,
           dice="převahová kostka"),
)
