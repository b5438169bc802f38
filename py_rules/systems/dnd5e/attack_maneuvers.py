"""Battle-master manoeuvres chosen in the attack form (004:L583-L616): Precision adds the superiority die to the
attack roll, damage manoeuvres add it to the damage on a hit, Trip and Push also ask the target's Strength save
if it is Large or smaller, Sweeping deals the die to a second creature the original roll would hit. Each spends
one die; an on-hit manoeuvre spends nothing on a miss."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.environment import sweeping_damage, trip_or_push_allowed
from py_rules.systems.dnd5e.odds import attack_chances
from py_rules.systems.dnd5e.rules import Mode, ability_mod, proficiency_bonus, total_level
from py_rules.systems.dnd5e.sheet import DnD5eSheet, Weapon
from py_rules.systems.dnd5e.texts import AttackManeuver

__all__ = ["ON_HIT", "Maneuver", "check_maneuver", "maneuver_save_dc", "precision_chances", "spend_die",
           "sweep", "trip_or_push_line"]

Maneuver = Literal["zadny", "presny", "zraneni", "podrazeci", "zatlacujici", "protazeny"]
#: Manoeuvres decided on a hit: they add the die to the damage (Sweeping deals it to the second creature).
ON_HIT = ("zraneni", "podrazeci", "zatlacujici", "protazeny")


def check_maneuver(sheet: DnD5eSheet, weapon: Weapon, maneuver: str, second_ac: int) -> None:
    """Raises ``RuleViolation`` before the roll: no superiority die left (L583); Sweeping only with a melee
    weapon attack and a second creature's OČ (L600)."""
    if maneuver == "zadny":
        return
    if sheet.superiority.utracene >= sheet.superiority.pocet:
        raise RuleViolation(texts.ERRORS.NO_SUPERIORITY)
    if maneuver == "protazeny":
        if weapon.na_dalku:
            raise RuleViolation(AttackManeuver.SWEEP_MELEE)
        if second_ac == 0:
            raise RuleViolation(AttackManeuver.SWEEP_SECOND)


def spend_die(sheet: DnD5eSheet) -> DnD5eSheet:
    sup = sheet.superiority
    return sheet.model_copy(update={"superiority": sup.model_copy(update={"utracene": sup.utracene + 1})})


def precision_chances(mode: Mode, bonus: int, ac: int, every_hit_critical: bool,
                      die: int) -> tuple[Fraction, Fraction, Fraction]:
    """(critical, hit, miss) with the superiority die added to the roll (L604): each face of the die equally
    likely; a natural 1 still misses and a natural 20 still hits critically (SRD)."""
    crit = hit = miss = Fraction(0)
    for face in range(1, die + 1):
        c, h, m = attack_chances(mode, bonus + face, ac, every_hit_critical)
        crit, hit, miss = crit + c / die, hit + h / die, miss + m / die
    return crit, hit, miss


def maneuver_save_dc(sheet: DnD5eSheet) -> int:
    """The SO of a manoeuvre's save: 8 + proficiency bonus + Str or Dex mod, the better (SRD; the seed gives
    no SO)."""
    best = max(ability_mod(sheet, "sila"), ability_mod(sheet, "obratnost"))
    return 8 + proficiency_bonus(total_level(sheet)) + best


def trip_or_push_line(sheet: DnD5eSheet, maneuver: str, target_size: str) -> tuple[str, int]:
    """(sentence, SO or 0) of Trip (L598) or Push (L614): a Large or smaller target makes a Str save or is
    knocked prone / pushed up to 3 sáhy; a bigger one makes no save."""
    if not trip_or_push_allowed(target_size):
        return AttackManeuver.TOO_BIG.format(size=texts.SIZES[target_size][0].lower()), 0
    dc = maneuver_save_dc(sheet)
    return AttackManeuver.SAVE[maneuver].format(dc=dc), dc


def sweep(face: int, attack_total: int, second_ac: int, dtype: str) -> tuple[int, str]:
    """(damage, sentence) of Sweeping: the die to the second creature if the original roll would hit it (L600)."""
    damage = sweeping_damage(face, attack_total, second_ac)
    key = "SWEEP_HIT" if damage else "SWEEP_MISS"
    return damage, getattr(AttackManeuver, key).format(face=face, total=attack_total, ac=second_ac,
                                                       dtype=texts.DAMAGE_TYPES[dtype])
