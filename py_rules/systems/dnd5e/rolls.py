"""Rolls started from the D&D 5e sheet: ability checks, saves, skill checks and weapon attacks, each from
the value it rolls on (SRD; checks 004:L96-L151, attacks 004:L285-L339)."""

from __future__ import annotations

from py_rules.systems.dnd5e import rules, texts
from py_rules.systems.dnd5e.combat import attack_bonus, weapon_ability
from py_rules.systems.dnd5e.forms import signed
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.view import RollLink

__all__ = ["roll_links"]

QUICK_SKILLS = ("vnimani",)  # the check a table asks for most, among the main rolls (the action's default)


def roll_links(sheet: DnD5eSheet) -> list[RollLink]:
    """Checks on the abilities and skills, saves on the save toggles, attacks on weapons; the abilities,
    Vnímání and the attacks are among the main rolls."""
    links = [
        RollLink(label=name, action="overeni", params={"co": key}, at=f"abilities.{key}", quick=True,
                 value=signed(rules.ability_mod(sheet, key)))
        for key, name in texts.ABILITY_NAMES.items()
    ]
    links += [
        RollLink(label=f"Záchrana na {texts.ABILITY_ACC[key]}", action="zachrana", params={"vlastnost": key},
                 at=f"save_proficiencies.{key}", value=signed(rules.save_bonus(sheet, key)))
        for key in texts.ABILITY_NAMES
    ]
    links += [
        RollLink(label=name, action="overeni", params={"co": key}, at=f"skills.{key}", quick=key in QUICK_SKILLS,
                 value=signed(rules.skill_bonus(sheet, key)))
        for key, (name, _ability) in texts.SKILLS.items()
    ]
    links += [
        RollLink(label=f"Útok: {weapon.name}", action="utok", params={"zbran": i}, at=f"weapons.{i}.name",
                 quick=True, value=signed(attack_bonus(sheet, weapon, weapon_ability(sheet, weapon, "lepsi"))))
        for i, weapon in enumerate(sheet.weapons)
    ]
    return links
