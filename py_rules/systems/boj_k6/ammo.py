"""Ammunition and the loaded state of a bow in one round (003:L59-L74, L93, L364, L467-L478, L483-L501).

A round holds «nabít luk a vystřelit» (L62). E29 (L499-L500): with a loaded bow you may shoot and then
flee, or shoot and load again at once (L487, «v minulém kole vystřelila a rovnou nabila»); with an unloaded
bow you load and shoot, and there is no time left to flee. While running you cannot load or aim (L93); full
defence allows nothing else (L364).

Choices (help.py «Volba: munice a nabíjení»): ``munice`` counts every piece the character still has,
including the one on the string; a shot spends one piece (only when counted, L468-L476) and leaves the bow
unloaded unless it is loaded again in the same round; a throwing weapon spends a piece and never loads.
"""

from __future__ import annotations

from dataclasses import dataclass

from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.sheet import Weapon
from py_rules.systems.boj_k6.texts_round import ROUND_TEXT

__all__ = ["Quiver", "ShotPlan", "check_reload", "plan_shot", "weapon_quiver"]


@dataclass(frozen=True)
class Quiver:
    """The state of a weapon that shoots or is thrown: reach, loaded, counted ammunition."""

    name: str
    reach: str
    loaded: bool
    track: bool
    ammo: int


def weapon_quiver(weapon: Weapon) -> Quiver:
    """The quiver of a weapon on a character's sheet."""
    return Quiver(weapon.nazev, weapon.dosah, weapon.nabito, weapon.munice_sledovat, weapon.munice)


@dataclass(frozen=True)
class ShotPlan:
    """What one shot does: whether it needs loading first, and the weapon afterwards."""

    reload_first: bool
    loaded_after: bool
    ammo_after: int


def plan_shot(q: Quiver, reload: bool, flee: bool, run: bool = False) -> ShotPlan:
    """The shot of this round; raises ``RuleViolation`` (Czech) for what E29 and L93 forbid.

    ``reload``: the player also loads this round; ``flee``: he runs away after the shot (L499);
    ``run``: he runs towards someone (no loading while running, L93).
    """
    if q.reach == "vrhaci":
        if q.track and q.ammo < 1:
            raise RuleViolation(ROUND_TEXT.E_MUNICE_ZADNA.format(nazev=q.name))
        if reload:
            raise RuleViolation(ROUND_TEXT.E_NABIT_VRHACI.format(nazev=q.name))
        return ShotPlan(False, q.loaded, q.ammo - 1 if q.track else q.ammo)
    if q.reach != "strelna":
        if reload:
            raise RuleViolation(ROUND_TEXT.E_NABIT_ZBLIZKA.format(nazev=q.name))
        return ShotPlan(False, q.loaded, q.ammo)
    if q.track and q.ammo < 1:
        raise RuleViolation(ROUND_TEXT.E_MUNICE_ZADNA.format(nazev=q.name))
    if not q.loaded:
        if flee:
            raise RuleViolation(ROUND_TEXT.E_NENABITO_UTEK.format(nazev=q.name))
        if run:
            raise RuleViolation(ROUND_TEXT.E_NABIT_BEH)
        return ShotPlan(True, False, q.ammo - 1 if q.track else q.ammo)
    if reload and flee:
        raise RuleViolation(ROUND_TEXT.E_NABIT_A_UTECT.format(nazev=q.name))
    if reload and run:
        raise RuleViolation(ROUND_TEXT.E_NABIT_BEH)
    if reload and q.track and q.ammo < 2:
        raise RuleViolation(ROUND_TEXT.E_MUNICE_DALSI.format(nazev=q.name))
    return ShotPlan(False, reload, q.ammo - 1 if q.track else q.ammo)


def check_reload(q: Quiver, run: bool) -> None:
    """Loading without a shot (alone, or with aiming as on L485); raises ``RuleViolation``."""
    if q.reach != "strelna":
        raise RuleViolation(ROUND_TEXT.E_NABIT_ZBLIZKA.format(nazev=q.name))
    if q.loaded:
        raise RuleViolation(ROUND_TEXT.E_NABITO_UZ.format(nazev=q.name))
    if q.track and q.ammo < 1:
        raise RuleViolation(ROUND_TEXT.E_MUNICE_ZADNA.format(nazev=q.name))
    if run:
        raise RuleViolation(ROUND_TEXT.E_NABIT_BEH)
