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
from py_rules.systems.dnd5e.forms import Params, labelled_action, signed
from py_rules.systems.dnd5e.health import change_exhaustion, heal, long_rest
from py_rules.systems.dnd5e.odds import heal_distribution
from py_rules.systems.dnd5e.rules import ability_mod, effective_max_hp, incapacitated
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.systems.dnd5e.texts import CAST_FIELDS, MANEUVER_FIELDS, REST_FIELDS, Rest
from py_rules.view import FieldView, number, select, text, toggle

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
    nazev: str = Field(default=texts.DEFAULT_NAMES.SPELL, min_length=1, max_length=80)
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
    reakce_vyuzita: bool = False


def _hit_die(sheet: DnD5eSheet, index: int) -> tuple[int, int]:
    """(die size, pool index) of a hit die that may be spent now; raises ``RuleViolation`` for a dead
    character, at full HP (the die would be spent for nothing, 004:L223 «obnovíš životy»), for a class not
    on the sheet, or when that class has no hit die left (004:L223)."""
    if sheet.dead:
        raise RuleViolation(texts.ERRORS.DEAD_REST)
    hp_max = effective_max_hp(sheet.hp.max, sheet.exhaustion)
    if sheet.hp.current >= hp_max:
        raise RuleViolation(texts.ERRORS.FULL_HP_REST.format(hp_max=hp_max))
    if index >= len(sheet.classes):
        raise RuleViolation(texts.ERRORS.NO_CLASS.format(n=index + 1))
    entry = sheet.classes[index]
    if entry.utracene_kostky >= entry.uroven:
        raise RuleViolation(texts.ERRORS.NO_HIT_DICE.format(name=texts.CLASSES[entry.trida][0]))
    return texts.CLASSES[entry.trida][1], index


def _short_odds(sheet: DnD5eSheet, p: ShortRestParams) -> Odds:
    """The heal table, or a single «Nehází se» with the reason when no hit die may be spent."""
    try:
        die, _ = _hit_die(sheet, p.trida)
    except RuleViolation as refusal:
        return Odds((odds_entry("none", texts.Vitality.NO_ROLL, Fraction(1)),), refusal.message)
    con = ability_mod(sheet, "odolnost")
    table = heal_distribution(die, con)
    return Odds(tuple(odds_entry(f"heal_{v}", Rest.HEALS.format(hp=v), pr) for v, pr in sorted(table.items())),
                Rest.SHORT_ODDS.format(die=die, con=signed(con)))


def _short(sheet: DnD5eSheet, p: ShortRestParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Spend one hit die: roll + Con mod, at least 0 (004:L223); the player may spend another after it.
    The HP go through :func:`heal`, so regaining HP at 0 ends unconsciousness (L369) and resets both death
    save counts (L373)."""
    die, index = _hit_die(sheet, p.trida)
    con = ability_mod(sheet, "odolnost")
    face = box.roll(f"1k{die}").total
    healed = max(0, face + con)
    change = heal(sheet, healed)
    classes = list(change.sheet.classes)
    classes[index] = classes[index].model_copy(update={"utracene_kostky": classes[index].utracene_kostky + 1})
    new = change.sheet.model_copy(update={"classes": classes})
    left = classes[index].uroven - classes[index].utracene_kostky
    text = Rest.SHORT.format(die=die, face=face, con=signed(con), healed=czech.count(healed, *texts.HIT_POINTS),
                             remain=czech.plural(left, *texts.REMAINS), left=czech.count(left, *texts.HIT_DIE))
    changes = (*change.lines, Rest.HIT_DIE_SPENT)
    probability = heal_distribution(die, con)[healed]
    return ActionOutcome(new, f"heal_{healed}", Rest.HEALS.format(hp=healed), f"{text} {' '.join(change.lines)}",
                         healed, probability, changes)


def _long(sheet: DnD5eSheet, p: LongRestParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    change = long_rest(sheet, p.najedl_a_napil, p.preruseno, p.uz_za_24_hodin)
    return ActionOutcome(change.sheet, change.outcome, Rest.LONG_LABEL, Rest.LONG.format(lines=" ".join(change.lines)),
                         None, None, change.lines)


def _exhaustion(sheet: DnD5eSheet, p: ExhaustionParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    change = change_exhaustion(sheet, p.zmena)
    effects = [texts.EXHAUSTION[i] for i in range(1, change.sheet.exhaustion + 1)]
    summary = Rest.EXHAUSTION_EFFECTS.format(effects="; ".join(effects)) if effects else Rest.EXHAUSTION_GONE
    return ActionOutcome(change.sheet, change.outcome, Rest.EXHAUSTION_LABEL, " ".join(change.lines) + " " + summary,
                         None, None, change.lines)


def _component_check(sheet: DnD5eSheet, p: CastParams) -> None:
    """Raises ``RuleViolation``: armour without proficiency (L472), silence (L417), no free hand (L421, L429),
    priced material missing (L425), incapacitated (L525), no free slot."""
    if sheet.dead or incapacitated(sheet):
        raise RuleViolation(texts.ERRORS.INCAPACITATED)
    if sheet.surprised:
        raise RuleViolation(texts.ERRORS.SURPRISED)
    if sheet.armor.druh != "zadna" and not sheet.armor.zdatnost:
        raise RuleViolation(texts.ERRORS.ARMOR_CASTING)
    if p.verbalni and p.umlceny:
        raise RuleViolation(texts.ERRORS.SILENCED)
    if (p.pohybova or p.surovinova) and not p.volna_ruka:
        raise RuleViolation(texts.ERRORS.FREE_HAND)
    if p.surovinova and p.surovina_s_cenou and not p.mas_surovinu:
        raise RuleViolation(texts.ERRORS.PRICED_MATERIAL)
    if p.uroven and sheet.spell_slots[p.uroven - 1].used >= sheet.spell_slots[p.uroven - 1].max:
        raise RuleViolation(texts.ERRORS.NO_SLOT.format(level=p.uroven))


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
        changes.append(Rest.SLOT_SPENT.format(level=p.uroven))
    if p.soustredeni:
        if sheet.concentration:
            changes.append(Rest.CONCENTRATION_REPLACED.format(spell=sheet.concentration))
        updates["concentration"] = p.nazev
        changes.append(Rest.CONCENTRATING.format(spell=p.nazev))
    text = Rest.CAST.format(spell=p.nazev, changes=" ".join(changes))
    return ActionOutcome(sheet.model_copy(update=updates), "cast", Rest.CAST_LABEL, text.strip(), None, None,
                         tuple(changes))


def _maneuver_legal(sheet: DnD5eSheet, p: ManeuverParams) -> None:
    """Raises ``RuleViolation`` before anything is spent: every manoeuvre rides on an action, a bonus action,
    a reaction or an attack, so a dead or incapacitated fighter cannot use one (004:L525); a surprised one
    neither acts in the first turn nor reacts until it ends (L238); Parry needs the round's unused reaction
    (L244, L596) and damage from a melee attack to reduce (L596)."""
    if sheet.dead:
        raise RuleViolation(texts.ERRORS.DEAD)
    if incapacitated(sheet):
        raise RuleViolation(texts.ERRORS.INCAPACITATED_MANEUVER)
    if p.manevr == "parirovani":
        if sheet.surprised:
            raise RuleViolation(texts.ERRORS.SURPRISED_REACTION)
        if p.reakce_vyuzita:
            raise RuleViolation(texts.ERRORS.REACTION_USED)
        if p.zraneni == 0:
            raise RuleViolation(texts.ERRORS.PARRY_NO_DAMAGE)
    elif sheet.surprised:
        raise RuleViolation(texts.ERRORS.SURPRISED)


def _maneuver_result(sheet: DnD5eSheet, p: ManeuverParams, face: int) -> tuple[int, str, str]:
    """(result, short label, explanation) of one superiority die face: Rally = temp HP die + Cha, never below
    0 (L616; temporary HP are a buffer, L388-L390, so a negative amount grants none), Parry = damage − (die +
    Dex), at least 0 (L596), otherwise the die itself."""
    die = sheet.superiority.kostka
    if p.manevr == "zotaveni":
        cha = ability_mod(sheet, "charisma")
        result = max(0, face + cha)
        label = czech.count(result, *texts.TEMP_HP)
        return result, label, Rest.RALLY.format(die=die, face=face, cha=signed(cha), temp_hp=label)
    if p.manevr == "parirovani":
        dex = ability_mod(sheet, "obratnost")
        result = max(0, p.zraneni - face - dex)
        return (result, Rest.PARRY_LABEL.format(result=result),
                Rest.PARRY.format(damage=p.zraneni, face=face, dex=signed(dex), result=result))
    return face, Rest.DIE_LABEL.format(face=face), Rest.DIE.format(die=die, face=face)


def _maneuver_table(sheet: DnD5eSheet, p: ManeuverParams) -> dict[int, tuple[str, Fraction]]:
    die = sheet.superiority.kostka
    table: dict[int, tuple[str, Fraction]] = {}
    for face in range(1, die + 1):
        result, label, _ = _maneuver_result(sheet, p, face)
        table[result] = (label, table.get(result, (label, Fraction(0)))[1] + Fraction(1, die))
    return table


def _maneuver_odds(sheet: DnD5eSheet, p: ManeuverParams) -> Odds:
    _maneuver_legal(sheet, p)
    sup = sheet.superiority
    if sup.utracene >= sup.pocet:
        return Odds((odds_entry("none", Rest.NO_DIE, Fraction(1)),), texts.ERRORS.NO_SUPERIORITY)
    table = _maneuver_table(sheet, p)
    return Odds(tuple(odds_entry(f"vysledek_{r}", label, pr) for r, (label, pr) in sorted(table.items())),
                Rest.MANEUVER_ODDS.format(die=sup.kostka))


def _maneuver(sheet: DnD5eSheet, p: ManeuverParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Spend a superiority die (004:L583-L616) once :func:`_maneuver_legal` allows it; with none left nothing
    happens."""
    _maneuver_legal(sheet, p)
    sup = sheet.superiority
    if sup.utracene >= sup.pocet:
        return ActionOutcome(sheet, "none", Rest.NO_DIE, texts.ERRORS.NO_SUPERIORITY, None, Fraction(1))
    face = box.roll(f"1k{sup.kostka}").total
    new = sheet.model_copy(update={"superiority": sup.model_copy(update={"utracene": sup.utracene + 1})})
    result, label, text = _maneuver_result(sheet, p, face)
    return ActionOutcome(new, f"vysledek_{result}", label, text, result, _maneuver_table(sheet, p)[result][1],
                         (Rest.DIE_SPENT,))


def _short_form(sheet: DnD5eSheet) -> list[FieldView]:
    options = {i: Rest.CLASS_OPTION.format(name=texts.CLASSES[c.trida][0], die=texts.CLASSES[c.trida][1],
                                           left=c.uroven - c.utracene_kostky) for i, c in enumerate(sheet.classes)}
    return [select("trida", REST_FIELDS.TRIDA, 0, options)]


def _long_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [toggle("najedl_a_napil", REST_FIELDS.NAJEDL_A_NAPIL, True),
            toggle("preruseno", REST_FIELDS.PRERUSENO),
            toggle("uz_za_24_hodin", REST_FIELDS.UZ_ZA_24_HODIN)]


def _exhaustion_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("zmena", REST_FIELDS.ZMENA, 1, -6, 6)]


def _cast_form(sheet: DnD5eSheet) -> list[FieldView]:
    on = ("verbalni", "pohybova", "volna_ruka")
    ticks = ("soustredeni", "verbalni", "pohybova", "surovinova", "umlceny", "volna_ruka", "surovina_s_cenou",
             "mas_surovinu")
    return [text("nazev", CAST_FIELDS["nazev"], texts.DEFAULT_NAMES.SPELL),
            number("uroven", CAST_FIELDS["uroven"], 0, 0, 9), *(toggle(t, CAST_FIELDS[t], t in on) for t in ticks)]


def _maneuver_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [select("manevr", MANEUVER_FIELDS.MANEVR, "jiny", texts.MANEUVERS),
            number("zraneni", MANEUVER_FIELDS.ZRANENI, 0, 0, 999),
            toggle("reakce_vyuzita", MANEUVER_FIELDS.REAKCE_VYUZITA)]


REST_ACTIONS: tuple[Action[DnD5eSheet, Any], ...] = (
    labelled_action("kratky_odpocinek", "rest", ShortRestParams, _short_form, _short, _short_odds,
                    dice=texts.ACTION_DICE.KRATKY_ODPOCINEK, hint=texts.ACTION_HINTS.KRATKY_ODPOCINEK),
    labelled_action("dukladny_odpocinek", "rest", LongRestParams, _long_form, _long),
    labelled_action("unava", "rest", ExhaustionParams, _exhaustion_form, _exhaustion),
    labelled_action("kouzlo", "spells", CastParams, _cast_form, _cast),
    labelled_action("manevr", "combat", ManeuverParams, _maneuver_form, _maneuver, _maneuver_odds,
                    dice=texts.ACTION_DICE.MANEVR),
)
