"""Who has advantage, disadvantage or automatic failure, and why (Czech reasons citing the seed).

Pure functions of the sheet and the situation the player ticks in the action form.
"""

from __future__ import annotations

from dataclasses import dataclass

from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.rules import STR_DEX, Vantage, incapacitated, speed
from py_rules.systems.dnd5e.sheet import DnD5eSheet

__all__ = ["AttackSituation", "Situation", "attack_vantage", "check_vantage", "death_save_vantage", "save_vantage"]

#: Condition → the seed line (004:Lx) that makes Str/Dex saves fail, or attacks against it gain advantage.
AUTO_FAIL_STR_DEX = {"ochromeny": 533, "paralyzovany": 541, "v_bezvedomi": 557, "zkameneny": 574}
TARGET_ADV = {"ochromeny": 534, "paralyzovany": 542, "slepy": 547, "v_bezvedomi": 558, "zadrzeny": 567,
              "zkameneny": 573}


@dataclass(frozen=True)
class Situation:
    """What the player ticks for a check or save."""

    help: bool = False
    inspiration: bool = False
    gm_advantage: bool = False
    gm_disadvantage: bool = False
    needs_sight: bool = False
    needs_hearing: bool = False
    fear_in_sight: bool = False
    dim_light: bool = False
    vs_poison: bool = False


@dataclass(frozen=True)
class AttackSituation:
    """The attack's circumstances (target and surroundings)."""

    ranged: bool
    distance: int
    normal_range: int
    target_condition: str = "zadny"
    target_dodging: bool = False
    cannot_see_target: bool = False
    target_cannot_see_you: bool = False
    hostile_adjacent: bool = False
    heavy_weapon: bool = False
    help: bool = False
    inspiration: bool = False
    gm_advantage: bool = False
    gm_disadvantage: bool = False
    fear_in_sight: bool = False


def _common(sheet: DnD5eSheet, situation: Situation | AttackSituation) -> tuple[list[str], list[str]]:
    adv: list[str] = []
    dis: list[str] = []
    if situation.inspiration:
        adv.append(texts.REASONS.INSPIRATION)
    if situation.gm_advantage:
        adv.append(texts.REASONS.GM_ADV)
    if situation.gm_disadvantage:
        dis.append(texts.REASONS.GM_DIS)
    if sheet.conditions.vystraseny and situation.fear_in_sight:
        dis.append(texts.REASONS.FEAR)
    return adv, dis


def _armor_dis(sheet: DnD5eSheet, ability: str, dis: list[str]) -> None:
    if ability in STR_DEX and sheet.armor.druh != "zadna" and not sheet.armor.zdatnost:
        dis.append(texts.REASONS.ARMOR)


def check_vantage(sheet: DnD5eSheet, ability: str, skill: str | None, situation: Situation) -> Vantage:
    """Ability check: exhaustion 1+ (L121), poisoned (L537), frightened (L562), dim light on sight-based
    Perception (L208), armour without proficiency (L472); help/working together (L167, L278), inspiration
    (L137); blind/deaf auto-fail when sight/hearing is needed (L546, L517)."""
    adv, dis = _common(sheet, situation)
    fail: list[str] = []
    if situation.help:
        adv.append(texts.REASONS.HELP_CHECK)
    if sheet.exhaustion >= 1:
        dis.append(texts.REASONS.EXHAUSTION_1.format(level=sheet.exhaustion))
    if sheet.conditions.otraveny:
        dis.append(texts.REASONS.POISONED)
    if situation.dim_light and skill == "vnimani":
        dis.append(texts.REASONS.DIM_LIGHT)
    _armor_dis(sheet, ability, dis)
    if sheet.conditions.slepy and situation.needs_sight:
        fail.append(texts.REASONS.BLIND_CHECK)
    if sheet.conditions.hluchy and situation.needs_hearing:
        fail.append(texts.REASONS.DEAF_CHECK)
    return Vantage(tuple(adv), tuple(dis), tuple(fail))


def save_vantage(sheet: DnD5eSheet, ability: str, situation: Situation) -> Vantage:
    """Saving throw: exhaustion 3+ (L123), restrained Dex (L568), armour without proficiency (L472); Dodge
    on Dex saves unless incapacitated or at speed 0 (L300), antitoxin vs poison except undead/constructs
    (L113), inspiration (L137); auto-fail Str/Dex when stunned, paralysed, unconscious, petrified."""
    adv, dis = _common(sheet, situation)
    fail: list[str] = []
    if sheet.exhaustion >= 3:
        dis.append(texts.REASONS.EXHAUSTION_3.format(level=sheet.exhaustion))
    if ability == "obratnost" and sheet.conditions.zadrzeny:
        dis.append(texts.REASONS.RESTRAINED_DEX)
    if ability == "obratnost" and sheet.squeezing:
        dis.append(texts.REASONS.SQUEEZING)
    _armor_dis(sheet, ability, dis)
    if ability == "obratnost" and sheet.dodging and not incapacitated(sheet) and speed(sheet) > 0:
        adv.append(texts.REASONS.DODGE_SAVE)
    if situation.vs_poison and sheet.antitoxin and not sheet.undead_or_construct:
        adv.append(texts.REASONS.ANTITOXIN)
    if ability in STR_DEX:
        for condition in AUTO_FAIL_STR_DEX:
            if getattr(sheet.conditions, condition):
                name = texts.CONDITIONS[condition]
                fail.append(texts.REASONS.AUTO_FAIL.format(condition=name.lower(), section=name))
    return Vantage(tuple(adv), tuple(dis), tuple(fail))


def death_save_vantage(sheet: DnD5eSheet, inspiration: bool) -> Vantage:
    """Death save: a saving throw tied to no ability (004:L372), so only what affects every save applies:
    exhaustion 3+ gives disadvantage (L123), spent inspiration advantage (L137)."""
    adv = [texts.REASONS.INSPIRATION] if inspiration else []
    dis = [texts.REASONS.EXHAUSTION_3.format(level=sheet.exhaustion)] if sheet.exhaustion >= 3 else []
    return Vantage(tuple(adv), tuple(dis))


def _attacker(sheet: DnD5eSheet, situation: AttackSituation, adv: list[str], dis: list[str]) -> None:
    own = sheet.conditions
    for flag, reason in ((own.lezici, texts.REASONS.PRONE), (own.otraveny, texts.REASONS.POISONED),
                         (own.slepy, texts.REASONS.BLINDED), (own.zadrzeny, texts.REASONS.RESTRAINED)):
        if flag:
            dis.append(reason)
    if own.neviditelny:
        adv.append(texts.REASONS.INVISIBLE)
    if sheet.squeezing:
        dis.append(texts.REASONS.SQUEEZING)
    if sheet.exhaustion >= 3:
        dis.append(texts.REASONS.EXHAUSTION_3.format(level=sheet.exhaustion))
    if situation.heavy_weapon and sheet.size in ("drobna", "mala"):
        dis.append(texts.REASONS.HEAVY)
    _armor_dis(sheet, "sila", dis)


def _target(situation: AttackSituation, adv: list[str], dis: list[str]) -> None:
    condition = situation.target_condition
    if condition == "lezici":
        if situation.distance <= 1:
            adv.append(texts.REASONS.PRONE_NEAR)
        else:
            dis.append(texts.REASONS.PRONE_FAR)
    elif condition == "neviditelny":
        dis.append(texts.REASONS.TARGET_INVISIBLE)
    elif condition == "vtlaceny":
        adv.append(texts.REASONS.TARGET_SQUEEZING)
    elif condition in TARGET_ADV:
        name = texts.CONDITIONS[condition]
        adv.append(texts.REASONS.TARGET_CONDITION.format(condition=name.lower(), section=name))
    if situation.target_dodging and not situation.target_cannot_see_you:
        dis.append(texts.REASONS.TARGET_DODGING)
    if situation.cannot_see_target:
        dis.append(texts.REASONS.CANNOT_SEE)
    if situation.target_cannot_see_you:
        adv.append(texts.REASONS.UNSEEN)


def attack_vantage(sheet: DnD5eSheet, situation: AttackSituation) -> Vantage:
    """Attack roll: own conditions, target conditions (004:L514-L580), unseen attackers and targets
    (L305-L309), long range (L326), ranged attack next to a hostile (L329), Help (L279), Dodge (L300)."""
    adv, dis = _common(sheet, situation)
    if situation.help:
        adv.append(texts.REASONS.HELP_ATTACK)
    _attacker(sheet, situation, adv, dis)
    _target(situation, adv, dis)
    if situation.ranged and situation.distance > situation.normal_range:
        dis.append(texts.REASONS.LONG_RANGE)
    if situation.ranged and situation.hostile_adjacent:
        dis.append(texts.REASONS.CLOSE_RANGED)
    return Vantage(tuple(adv), tuple(dis))
