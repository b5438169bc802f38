"""The attack roll with advantage/disadvantage from conditions, cover, range, unseen attackers, Help and
Dodge; natural 20 doubles the damage dice (SRD). Seed: 004:L305-L329, L338-L339, L478-L503, L514-L580."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import Field

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.attack_maneuvers import (
    ON_HIT,
    Maneuver,
    check_maneuver,
    precision_chances,
    spend_die,
    sweep,
    trip_or_push_line,
)
from py_rules.systems.dnd5e.forms import Params, labelled_action, roll_d20, signed, spend_inspiration
from py_rules.systems.dnd5e.hands import check_hands
from py_rules.systems.dnd5e.odds import attack_chances
from py_rules.systems.dnd5e.rules import (
    Mode,
    Vantage,
    ability_mod,
    cover_bonus,
    incapacitated,
    proficiency_bonus,
    total_level,
)
from py_rules.systems.dnd5e.sheet import DnD5eSheet, Weapon
from py_rules.systems.dnd5e.texts import ATTACK_FIELDS, Attack
from py_rules.systems.dnd5e.vantage import AttackSituation, attack_vantage
from py_rules.view import FieldView, number, select, toggle

__all__ = ["ATTACK_ACTIONS", "IMPROVISED", "attack_bonus", "damage_expression", "weapon_ability"]

#: Used when the sheet lists no weapon: an improvised weapon, 1k4 (004:L512).
IMPROVISED = Weapon(name=texts.DEFAULT_NAMES.IMPROVISED, kostky="1k4", druh_zraneni="drtive", zdatnost=False)


class AttackParams(Params):
    zbran: int = Field(default=0, ge=0, le=19)
    oc: int = Field(default=13, ge=1, le=40)
    vzdalenost: int = Field(default=1, ge=0, le=200)
    kryt: Literal["zadny", "polovicni", "trictvrtecni", "uplny"] = "zadny"
    cil_stav: Literal["zadny", "lezici", "neviditelny", "slepy", "ochromeny", "paralyzovany", "v_bezvedomi",
                      "zadrzeny", "zkameneny", "vtlaceny"] = "zadny"
    cil_je_zmamitel: bool = False
    cil_uhyba: bool = False
    nevidis_cil: bool = False
    cil_te_nevidi: bool = False
    nepritel_vedle: bool = False
    pomoc: bool = False
    inspirace: bool = False
    vyhoda_pj: bool = False
    nevyhoda_pj: bool = False
    strach_v_dohledu: bool = False
    vlastnost: Literal["lepsi", "sila", "obratnost"] = "lepsi"
    druha_ruka: bool = False
    manevr_pri_zasahu: bool = False  # kept for the terminal interface: the same as manevr="zraneni"
    manevr: Maneuver = "zadny"
    cil_velikost: Literal["drobna", "mala", "stredni", "velka", "obrovska", "giganticka"] = "stredni"
    druhy_cil_oc: int = Field(default=0, ge=0, le=40)
    obema_rukama: bool = False
    vrhnout: bool = False
    plna_ruka: bool = False  # the other hand holds something (a torch, an item; 004:L497)
    zblizka: bool = False  # a ranged weapon swung in melee: an improvised weapon (004:L499, L512)
    bonus: int = Field(default=0, ge=-20, le=20)

    @property
    def maneuver(self) -> str:
        """The manoeuvre chosen: the list's, or a damage manoeuvre by the older tick."""
        return "zraneni" if self.manevr_pri_zasahu and self.manevr == "zadny" else self.manevr


def _weapon(sheet: DnD5eSheet, index: int) -> Weapon:
    if not sheet.weapons:
        return IMPROVISED
    if index >= len(sheet.weapons):
        raise RuleViolation(texts.ERRORS.NO_WEAPON.format(n=index + 1))
    return sheet.weapons[index]


def weapon_ability(sheet: DnD5eSheet, weapon: Weapon, choice: str) -> str:
    """Finesse: Str or Dex by choice, the same for attack and damage (004:L503)."""
    if weapon.vlastnost != "vytribena":
        return weapon.vlastnost
    if choice in ("sila", "obratnost"):
        return choice
    return "obratnost" if ability_mod(sheet, "obratnost") >= ability_mod(sheet, "sila") else "sila"


def attack_bonus(sheet: DnD5eSheet, weapon: Weapon, ability: str) -> int:
    """Ability mod + proficiency bonus if proficient (004:L478) + weapon bonus."""
    prof = proficiency_bonus(total_level(sheet)) if weapon.zdatnost else 0
    return ability_mod(sheet, ability) + prof + weapon.bonus


def _legal(sheet: DnD5eSheet, weapon: Weapon, p: AttackParams) -> None:
    """Raises ``RuleViolation``: incapacitated (L525), charmed attacking the charmer (L579), total cover
    (L319), beyond range (L326, L485) or melee reach (1 sáh, +1 for «Dlouhá», L483), no ammunition (L497)."""
    if sheet.dead or incapacitated(sheet):
        raise RuleViolation(texts.ERRORS.INCAPACITATED)
    if sheet.surprised:
        raise RuleViolation(texts.ERRORS.SURPRISED)
    if p.cil_je_zmamitel and sheet.conditions.zmameny:
        raise RuleViolation(texts.ERRORS.CHARMED)
    if p.kryt == "uplny":
        raise RuleViolation(texts.ERRORS.TOTAL_COVER)
    limit = weapon.dlouhy_dostrel or weapon.dostrel
    if weapon.na_dalku and limit and p.vzdalenost > limit:
        raise RuleViolation(texts.ERRORS.OUT_OF_RANGE.format(limit=limit))
    reach = 2 if weapon.dlouha else 1
    if not weapon.na_dalku and p.vzdalenost > reach:
        reach_text = czech.count(reach, *texts.SAH)
        raise RuleViolation(texts.ERRORS.OUT_OF_REACH.format(reach=reach_text))
    if weapon.munice and weapon.strelivo == 0:
        raise RuleViolation(texts.ERRORS.NO_AMMUNITION.format(weapon=weapon.name))
    if p.manevr_pri_zasahu and p.manevr not in ("zadny", "zraneni"):
        raise RuleViolation(texts.AttackManeuver.BOTH)
    check_maneuver(sheet, weapon, p.maneuver, p.druhy_cil_oc)


def _wielded(sheet: DnD5eSheet, weapon: Weapon, p: AttackParams) -> Weapon:
    """The weapon as used: two-handed with its Versatile dice (004:L487), thrown as a ranged attack with its
    ranges and the same ability (L501); raises ``RuleViolation`` for a weapon without that property or a
    two-handed off-hand attack, or a hand the attack needs that is not free (``check_hands``)."""
    if p.druha_ruka and (not weapon.lehka or weapon.na_dalku):  # a light melee weapon, maybe thrown (L338-L340)
        raise RuleViolation(texts.ERRORS.OFF_HAND)
    if p.obema_rukama and not weapon.obourucne:
        raise RuleViolation(texts.ERRORS.NOT_VERSATILE)
    if p.zblizka and (not weapon.na_dalku or p.vrhnout):
        raise RuleViolation(texts.Improvised.NOT_RANGED)
    check_hands(sheet, weapon, off_hand=p.druha_ruka, both_hands=p.obema_rukama, thrown=p.vrhnout, held=p.plna_ruka,
                swung=p.zblizka)
    if p.obema_rukama:
        weapon = weapon.model_copy(update={"kostky": weapon.obourucne})
    if p.vrhnout:
        thrown = weapon.model_copy(update={"na_dalku": True, "munice": False})
        weapon = thrown if weapon.vrhaci else _improvised(weapon, 4, 12)
    if p.zblizka:
        weapon = _improvised(weapon, 0, 0)
    return weapon


def _improvised(weapon: Weapon, normal: int, long: int) -> Weapon:
    """The weapon used as an improvised one: 1k4, without the proficiency bonus; thrown (``normal`` > 0) with the
    ranges 4/12 sáhů, or a ranged weapon swung in melee (004:L499, L507-L512). A melee weapon keeps its ability
    (Str, or Str/Dex if finesse); a ranged one swung or thrown uses Str."""
    ability = weapon.vlastnost if not weapon.na_dalku else "sila"
    return weapon.model_copy(update={
        "name": texts.Improvised.NAME.format(weapon=weapon.name), "kostky": "1k4", "zdatnost": False,
        "vlastnost": ability, "na_dalku": normal > 0, "dostrel": normal, "dlouhy_dostrel": long, "munice": False,
        "nabijeci": False, "dlouha": False, "obourucne": "", "obourucni": False})


def _setup(sheet: DnD5eSheet, p: AttackParams) -> tuple[Weapon, str, int, int, Vantage, bool]:
    weapon = _wielded(sheet, _weapon(sheet, p.zbran), p)
    _legal(sheet, weapon, p)
    ability = weapon_ability(sheet, weapon, p.vlastnost)
    situation = AttackSituation(
        ranged=weapon.na_dalku, distance=p.vzdalenost, normal_range=weapon.dostrel or 200,
        target_condition=p.cil_stav, target_dodging=p.cil_uhyba, cannot_see_target=p.nevidis_cil,
        target_cannot_see_you=p.cil_te_nevidi, hostile_adjacent=p.nepritel_vedle, heavy_weapon=weapon.tezka,
        help=p.pomoc, inspiration=p.inspirace, gm_advantage=p.vyhoda_pj, gm_disadvantage=p.nevyhoda_pj,
        fear_in_sight=p.strach_v_dohledu)
    auto_crit = p.cil_stav in ("paralyzovany", "v_bezvedomi") and p.vzdalenost <= 1
    ac = p.oc + cover_bonus(p.kryt)
    return weapon, ability, attack_bonus(sheet, weapon, ability) + p.bonus, ac, attack_vantage(sheet, situation), \
        auto_crit


def _chances(sheet: DnD5eSheet, p: AttackParams, mode: Mode, bonus: int, ac: int,
             auto_crit: bool) -> tuple[Fraction, Fraction, Fraction]:
    """(critical, hit, miss), with Precision's die added to the roll when chosen (004:L604)."""
    if p.maneuver == "presny":
        return precision_chances(mode, bonus, ac, auto_crit, sheet.superiority.kostka)
    return attack_chances(mode, bonus, ac, auto_crit)


def _odds(sheet: DnD5eSheet, p: AttackParams) -> Odds:
    weapon, _, bonus, ac, vantage, auto_crit = _setup(sheet, p)
    crit, hit, miss = _chances(sheet, p, vantage.mode, bonus, ac, auto_crit)
    summary = (Attack.ODDS.format(weapon=weapon.name, bonus=signed(bonus), mode=texts.VANTAGE[vantage.mode], ac=ac,
                                  vantage=vantage.describe()) + (Attack.ALL_CRITICAL if auto_crit else ""))
    return Odds((odds_entry("critical", texts.OUTCOMES["critical"], crit),
                 odds_entry("hit", texts.OUTCOMES["hit"], hit),
                 odds_entry("miss", texts.OUTCOMES["miss"], miss)), summary)


def damage_expression(weapon: Weapon, critical: bool) -> str:
    """Weapon dice, doubled on a critical hit (SRD)."""
    count, sides = weapon.kostky.split("k")
    return f"{int(count) * (2 if critical else 1)}k{sides}"


def _damage(sheet: DnD5eSheet, weapon: Weapon, ability: str, critical: bool, off_hand: bool,
            box: DiceBox) -> tuple[int, str]:
    """Damage: dice + ability mod + weapon bonus; off-hand adds the mod only if negative (004:L339)."""
    mod = ability_mod(sheet, ability)
    mod = min(0, mod) if off_hand else mod
    expression = damage_expression(weapon, critical)
    rolled = box.roll(expression).total
    total = max(0, rolled + mod + weapon.bonus)
    text = Attack.DAMAGE.format(expression=expression, rolled=rolled, mod=signed(mod), total=total,
                                weapon_bonus=f" {signed(weapon.bonus)}" if weapon.bonus else "",
                                dtype=texts.DAMAGE_TYPES[weapon.druh_zraneni])
    return total, text + (Attack.CRITICAL_DICE if critical else ".")


def _superiority_damage(sheet: DnD5eSheet, critical: bool, damage: int,
                        box: DiceBox) -> tuple[DnD5eSheet, int, str]:
    """A damage manoeuvre chosen on a hit: spend one superiority die and add it to the damage (004:L585-L614,
    e.g. «K hodu na zranění útoku přičti převahovou kostku»), rolled twice on a critical hit like every
    damage die (SRD); on a miss nothing is spent."""
    expression = f"{2 if critical else 1}k{sheet.superiority.kostka}"
    face = box.roll(expression).total
    total = damage + face
    return spend_die(sheet), total, Attack.SUPERIORITY_DAMAGE.format(expression=expression, face=face, total=total)


def _on_hit(sheet: DnD5eSheet, p: AttackParams, weapon: Weapon, critical: bool, damage: int, total: int,
            box: DiceBox) -> tuple[DnD5eSheet, str, dict[str, Any]]:
    """The on-hit manoeuvre: the die to the damage (Trip and Push also ask the target's Str save, 004:L598,
    L614), or Sweeping's die to the second creature (L600)."""
    if p.maneuver == "protazeny":
        face = box.roll(f"1k{sheet.superiority.kostka}").total
        dealt, line = sweep(face, total, p.druhy_cil_oc, weapon.druh_zraneni)
        return spend_die(sheet), line, {"sweep_damage": dealt}
    new, damage, line = _superiority_damage(sheet, critical, damage, box)
    details: dict[str, Any] = {"damage": damage}
    if p.maneuver in ("podrazeci", "zatlacujici"):
        save_line, dc = trip_or_push_line(sheet, p.maneuver, p.cil_velikost)
        line += " " + save_line
        details["save_dc"] = dc
    return new, line, details


def _shot(sheet: DnD5eSheet, index: int) -> DnD5eSheet:
    """One piece of ammunition used by the attack, hit or miss (004:L497)."""
    weapons = list(sheet.weapons)
    w = weapons[index]
    weapons[index] = w.model_copy(update={"strelivo": w.strelivo - 1, "vystreleno": w.vystreleno + 1})
    return sheet.model_copy(update={"weapons": weapons})


def _attack(sheet: DnD5eSheet, p: AttackParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    weapon, ability, bonus, ac, vantage, auto_crit = _setup(sheet, p)
    new, changes = spend_inspiration(sheet, p.inspirace)
    face = roll_d20(box, vantage)
    total = face + bonus
    precision = ""
    if p.maneuver == "presny":
        die = box.roll(f"1k{sheet.superiority.kostka}").total
        total += die
        new, changes = spend_die(new), (*changes, texts.Rest.DIE_SPENT)
        precision = " " + texts.AttackManeuver.PRECISION.format(die=sheet.superiority.kostka, face=die, total=total)
    crit_p, hit_p, miss_p = _chances(sheet, p, vantage.mode, bonus, ac, auto_crit)
    hit = face == 20 or (face != 1 and total >= ac)
    outcome = "critical" if hit and (face == 20 or auto_crit) else "hit" if hit else "miss"
    text = Attack.RESULT.format(weapon=weapon.name, face=face, bonus=signed(bonus), total=total, ac=ac,
                                outcome=texts.OUTCOMES[outcome].lower(), vantage=vantage.describe())
    text += Attack.NATURAL.get(face, "") + precision
    if p.cil_te_nevidi:
        text += " " + texts.REASONS.HIDDEN_REVEALED
    details: dict[str, Any] = {"face": face, "mode": vantage.mode}
    if hit:
        damage, damage_text = _damage(sheet, weapon, ability, outcome == "critical", p.druha_ruka, box)
        text += " " + damage_text
        details |= {"damage": damage, "damage_type": weapon.druh_zraneni}
        if outcome == "critical" and auto_crit and face != 20:
            text += Attack.HELPLESS_CRITICAL
        if p.maneuver in ON_HIT:
            new, extra_text, extra = _on_hit(new, p, weapon, outcome == "critical", damage, total, box)
            text += " " + extra_text
            details |= extra
            changes = (*changes, texts.Rest.DIE_SPENT)
    if weapon.munice and sheet.weapons:
        new, changes = _shot(new, p.zbran), (*changes, Attack.AMMUNITION.format(left=weapon.strelivo - 1))
    probability = {"critical": crit_p, "hit": hit_p, "miss": miss_p}[outcome]
    return ActionOutcome(new, outcome, texts.OUTCOMES[outcome], text, total, probability, changes, details)


def _form(sheet: DnD5eSheet) -> list[FieldView]:
    weapons = {i: w.name for i, w in enumerate(sheet.weapons)} or {0: IMPROVISED.name}
    ticks = ("cil_uhyba", "cil_je_zmamitel", "nevidis_cil", "cil_te_nevidi", "nepritel_vedle", "pomoc", "inspirace",
             "strach_v_dohledu", "vyhoda_pj", "nevyhoda_pj")
    return [select("zbran", ATTACK_FIELDS["zbran"], 0, weapons), number("oc", ATTACK_FIELDS["oc"], 13, 1, 40),
            number("vzdalenost", ATTACK_FIELDS["vzdalenost"], 1, 0, 200),
            select("kryt", ATTACK_FIELDS["kryt"], "zadny", texts.COVER),
            select("cil_stav", ATTACK_FIELDS["cil_stav"], "zadny", texts.TARGET_STATES),
            *(toggle(t, ATTACK_FIELDS[t]) for t in ticks),
            select("vlastnost", ATTACK_FIELDS["vlastnost"], "lepsi", texts.FINESSE_CHOICES),
            toggle("druha_ruka", ATTACK_FIELDS["druha_ruka"]),
            select("manevr", ATTACK_FIELDS["manevr"], "zadny", texts.ATTACK_MANEUVERS),
            select("cil_velikost", ATTACK_FIELDS["cil_velikost"], "stredni",
                   {k: n for k, (n, _) in texts.SIZES.items()}),
            number("druhy_cil_oc", ATTACK_FIELDS["druhy_cil_oc"], 0, 0, 40),
            toggle("obema_rukama", ATTACK_FIELDS["obema_rukama"]),
            toggle("vrhnout", ATTACK_FIELDS["vrhnout"]), toggle("zblizka", texts.Improvised.SWUNG_FIELD),
            toggle("plna_ruka", texts.Hands.HELD_FIELD),
            number("bonus", ATTACK_FIELDS["bonus"], 0, -20, 20)]


ATTACK_ACTIONS: tuple[Action[DnD5eSheet, Any], ...] = (
    labelled_action("utok", "combat", AttackParams, _form, _attack, _odds, dice=texts.ACTION_DICE.UTOK,
                    hint=texts.ACTION_HINTS.UTOK, first=("zbran", "oc", "vyhoda_pj", "nevyhoda_pj")),
)
