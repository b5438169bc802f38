"""Zranění: margin + weapon (or kz) − Zbroj − štít − odolnost; added damage; vážná zranění; vyřazení.

Seed: 003:L577-L587 (the formula, one wound per round), L606-L617 (kz count dice of 4+), L619-L628 (added
damage, armour again), L630-L634 (vyřazení), L636-L657 (serious wounds), L659-L680 (hit outside armour),
L682-L697 (bypassing a shield), L821-L841 (any wound above 0 breaks concentration).

Implementer choices (stated in help): a wound never goes below 0 (L628, L840); the shield is not subtracted
from added damage (L623 names only Zbroj); a hit outside armour skips Zbroj for the added damage too but
still counts the shield and resistances (L660); the serious-wound threshold is the main hit's final wound;
armour does not protect against duševní damage (L616) unless a per-type value says otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from py_rules.systems.boj_k6.texts import SHEET_TEXT

__all__ = [
    "Defence",
    "WoundResult",
    "armour_against",
    "kz_damage",
    "resistance_against",
    "serious_wound_allowed",
    "wound",
]

NO_ARMOUR_TYPES = frozenset({"dusevni"})


@dataclass(frozen=True)
class Defence:
    """What the wounded side subtracts: general Zbroj, per-type Zbroj, štít (0 if unusable), odolnosti."""

    zbroj: int = 0
    zbroj_podle_druhu: tuple[tuple[str, int], ...] = ()
    stit: int = 0
    odolnosti: tuple[tuple[str, int], ...] = ()


def armour_against(defence: Defence, druh: str) -> int:
    """Zbroj against ``druh``: a per-type value wins; none against duševní (L616, L626)."""
    for kind, value in defence.zbroj_podle_druhu:
        if kind == druh:
            return value
    return 0 if druh in NO_ARMOUR_TYPES else defence.zbroj


def resistance_against(defence: Defence, druh: str) -> int:
    """Odolnost against ``druh`` (0 if none), 003:L598-L602."""
    return sum(value for kind, value in defence.odolnosti if kind == druh)


def kz_damage(dice: Sequence[int]) -> int:
    """Spell damage from kostky zranění: the number of dice showing 4 or more (003:L612)."""
    return sum(1 for value in dice if value >= 4)


@dataclass(frozen=True)
class WoundResult:
    """A computed wound: the main hit, the added damage and the lines explaining both."""

    main: int
    added: int
    lines: tuple[str, ...]

    @property
    def total(self) -> int:
        return self.main + self.added


def wound(margin: int, damage: int, druh: str, defence: Defence, *, outside_armour: bool = False,
          bypass_shield: bool = False, added_dice: Sequence[int] = (), added_type: str = "blesk") -> WoundResult:
    """The životy lost by one wound (003:L580-L582, L622-L623); never below 0 for either part.

    ``damage`` is the weapon's zranění or the kz count of a spell; ``added_dice`` the rolled kz of added damage.
    Raises nothing: callers validate whether the hit may go outside armour or past the shield.
    """
    armour = 0 if outside_armour else armour_against(defence, druh)
    shield = 0 if bypass_shield else defence.stit
    resist = resistance_against(defence, druh)
    main = max(0, margin + damage - armour - shield - resist)
    lines = [SHEET_TEXT.Z_VYPOCET.format(margin=margin, damage=damage, armour=armour, shield=shield, resist=resist,
                                         total=main)]
    added = 0
    if added_dice:
        rolled = kz_damage(added_dice)
        added_armour = 0 if outside_armour else armour_against(defence, added_type)
        added_resist = resistance_against(defence, added_type)
        added = max(0, rolled - added_armour - added_resist)
        lines.append(SHEET_TEXT.Z_PRIDANE.format(rolled=rolled, armour=added_armour, resist=added_resist, total=added))
    return WoundResult(main, added, tuple(lines))


def serious_wound_allowed(result: WoundResult) -> bool:
    """A further success may disable a body part if the main hit wounded for at least 3 (003:L637)."""
    return result.main >= 3
