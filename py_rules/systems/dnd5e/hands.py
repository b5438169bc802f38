"""What an attack needs of the attacker's hands (issue 19 item 1): a two-handed weapon («Obouruční», 004:L493)
and a Versatile weapon used with both hands (L487) need both; a one-handed «Střelná» weapon needs the other hand
free to load it (L497). The other hand is busy with a shield (L474), the second weapon of two-weapon fighting
(L338) or whatever the player says it holds. Pure functions; the refusals are ``RuleViolation`` in Czech."""

from __future__ import annotations

from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.sheet import DnD5eSheet, Weapon
from py_rules.systems.dnd5e.texts import Hands

__all__ = ["check_hands", "other_hand_busy"]


def other_hand_busy(sheet: DnD5eSheet, off_hand: bool, held: bool) -> str | None:
    """Why the hand not holding the weapon is not free, or None: a shield is carried in one hand (004:L474),
    two-weapon fighting holds a weapon in each hand (L338), or the player says the hand holds something."""
    if sheet.armor.stit:
        return Hands.BUSY_SHIELD.format(cite=texts.cite("vybaveni.zbroje_a_stity.stity"))
    if off_hand:
        return Hands.BUSY_OFF_HAND.format(cite=texts.cite("boj.utoky_na_blizko.boj_dvema_zbranemi"))
    if held:
        return Hands.BUSY_HELD
    return None


def _needs_both(weapon: Weapon, both_hands: bool, thrown: bool, swung: bool) -> str | None:
    """Why the attack needs the other hand too, or None."""
    if weapon.obourucni:
        return Hands.TWO_HANDED.format(weapon=weapon.name,
                                       cite=texts.cite("vybaveni.zbrane.vlastnosti_zbrani.obourucni"))
    if both_hands:
        return Hands.VERSATILE.format(weapon=weapon.name,
                                      cite=texts.cite("vybaveni.zbrane.vlastnosti_zbrani.jeden_a_pulrucni"))
    if weapon.munice and not thrown and not swung:
        return Hands.LOADING_HAND.format(weapon=weapon.name,
                                         cite=texts.cite("vybaveni.zbrane.vlastnosti_zbrani.strelna"))
    return None


def check_hands(sheet: DnD5eSheet, weapon: Weapon, *, off_hand: bool, both_hands: bool, thrown: bool,
                held: bool, swung: bool = False) -> None:
    """Raises ``RuleViolation`` when the attack needs a hand that is not free: an off-hand attack with a
    two-handed weapon or with a shield (004:L338, L474, L493); Versatile dice when thrown (L487, melee only);
    a two-handed weapon, both hands on a Versatile one or loading a one-handed ammunition weapon while the
    other hand is busy (L487, L493, L497; a ranged weapon ``swung`` in melee loads nothing)."""
    if off_hand and weapon.obourucni:
        raise RuleViolation(Hands.OFF_HAND_TWO_HANDED.format(
            weapon=weapon.name, cite=texts.cite("boj.utoky_na_blizko.boj_dvema_zbranemi")))
    if off_hand and sheet.armor.stit:
        raise RuleViolation(Hands.OFF_HAND_SHIELD.format(cite=texts.cite("boj.utoky_na_blizko.boj_dvema_zbranemi")))
    if both_hands and thrown:
        raise RuleViolation(Hands.VERSATILE_MELEE.format(
            cite=texts.cite("vybaveni.zbrane.vlastnosti_zbrani.jeden_a_pulrucni")))
    need = _needs_both(weapon, both_hands, thrown, swung)
    busy = other_hand_busy(sheet, off_hand, held) if need else None
    if need and busy:
        raise RuleViolation(f"{need} {busy}")
