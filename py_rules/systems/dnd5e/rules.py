"""Pure D&D 5e rules on plain values and the saved sheet: no I/O, no randomness.

Seed lines are cited as ``004:Lx``; ``SRD`` marks standard 5e rules the seed leaves out. House rulings of the
seed: a total equal to the SO succeeds (004:L3) and every division rounds down (004:L5).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.sheet import INCAPACITATING, DnD5eSheet

__all__ = [
    "Vantage", "ability_mod", "armor_class", "carrying", "concentration_dc", "contest", "effective_max_hp",
    "fall_dice", "group_succeeds", "high_jump", "hit_dice_regained", "hold_breath_seconds", "incapacitated",
    "long_jump", "meets", "modifier", "passive", "proficiency_bonus", "save_bonus", "skill_bonus", "speed",
    "survive_rounds", "total_level",
]

Mode = Literal["normal", "advantage", "disadvantage"]
STR_DEX = ("sila", "obratnost")


@dataclass(frozen=True)
class Vantage:
    """Reasons for advantage, disadvantage and automatic failure of one d20 roll.

    Any advantage and any disadvantage cancel; several sources do not stack (SRD).
    """

    advantages: tuple[str, ...] = ()
    disadvantages: tuple[str, ...] = ()
    auto_fail: tuple[str, ...] = ()

    @property
    def mode(self) -> Mode:
        if self.advantages and self.disadvantages:
            return "normal"
        if self.advantages:
            return "advantage"
        return "disadvantage" if self.disadvantages else "normal"

    @property
    def expression(self) -> str:
        """The d20 roll: ``1k20``, ``2k20kh1`` (advantage) or ``2k20kl1`` (disadvantage)."""
        return {"normal": "1k20", "advantage": "2k20kh1", "disadvantage": "2k20kl1"}[self.mode]

    def describe(self) -> str:
        """Czech summary: the mode and every reason."""
        adv, dis = "; ".join(self.advantages), "; ".join(self.disadvantages)
        key = "both" if adv and dis else "advantage" if adv else "disadvantage" if dis else "none"
        return texts.VANTAGE_SUMMARY[key].format(adv=adv, dis=dis)


def meets(total: int, target: int) -> bool:
    """A total equal to the SO succeeds: «stačí dohodit» (004:L3)."""
    return total >= target


def modifier(score: int) -> int:
    """Ability modifier ⌊(score − 10) / 2⌋ (SRD; the seed only shows 15 → +2, 004:L295)."""
    return (score - 10) // 2


def proficiency_bonus(level: int) -> int:
    """+2 at levels 1–4, +3 at 5–8 … +6 at 17–20 (SRD; the seed only shows level 1 → +2, 004:L295)."""
    return 2 + (max(1, level) - 1) // 4


def total_level(sheet: DnD5eSheet) -> int:
    return sum(c.uroven for c in sheet.classes)


def ability_mod(sheet: DnD5eSheet, ability: str) -> int:
    score: int = getattr(sheet.abilities, ability)
    return modifier(score)


def skill_bonus(sheet: DnD5eSheet, skill: str) -> int:
    """Ability modifier + proficiency bonus × (0, 1 or 2 for expertise) (SRD; skills 004:L145-L151)."""
    ability = texts.SKILLS[skill][1]
    level: int = getattr(sheet.skills, skill)
    return ability_mod(sheet, ability) + level * proficiency_bonus(total_level(sheet))


def check_bonus(sheet: DnD5eSheet, what: str) -> int:
    """Bonus of a skill check, or of a plain ability check when ``what`` is an ability id."""
    return skill_bonus(sheet, what) if what in texts.SKILLS else ability_mod(sheet, what)


def check_ability(what: str) -> str:
    return texts.SKILLS[what][1] if what in texts.SKILLS else what


def save_bonus(sheet: DnD5eSheet, ability: str) -> int:
    """Ability modifier + proficiency bonus if proficient in the save (SRD)."""
    proficient: bool = getattr(sheet.save_proficiencies, ability)
    return ability_mod(sheet, ability) + (proficiency_bonus(total_level(sheet)) if proficient else 0)


def passive(bonus: int, mode: Mode) -> int:
    """Passive check: 10 + all modifiers, +5 with advantage, −5 with disadvantage (004:L100-L101)."""
    return 10 + bonus + {"normal": 0, "advantage": 5, "disadvantage": -5}[mode]


def group_succeeds(successes: int, members: int) -> bool:
    """The group succeeds if at least half of it succeeds (004:L108): 2 × successes ≥ members."""
    return 2 * successes >= members


def contest(mine: int, theirs: int) -> Literal["win", "tie", "loss"]:
    """Higher total wins; a tie changes nothing (004:L163)."""
    if mine == theirs:
        return "tie"
    return "win" if mine > theirs else "loss"


def incapacitated(sheet: DnD5eSheet) -> bool:
    """Incapacitated or a condition that includes it (004:L524-L572)."""
    return any(getattr(sheet.conditions, c) for c in INCAPACITATING)


def effective_max_hp(hp_max: int, exhaustion: int) -> int:
    """Exhaustion 4+ halves the HP maximum, rounded down (004:L124, L5)."""
    return hp_max // 2 if exhaustion >= 4 else hp_max


def armor_penalty_speed(sheet: DnD5eSheet) -> int:
    """−2 sáhy when Str is below the armour's «Sil 13/15» requirement (004:L470)."""
    needed = sheet.armor.sila_pozadavek
    return 2 if sheet.armor.druh != "zadna" and needed and sheet.abilities.sila < needed else 0


def speed(sheet: DnD5eSheet) -> int:
    """Speed in sáhy: armour −2 (L470), exhaustion 2 halves (L122, floor L5), 0 at exhaustion 5 (L125),
    grappled/restrained/incapacitating conditions (L550, L566, L532-L572), surprise (L238) or death."""
    if sheet.dead or sheet.exhaustion >= 5 or sheet.surprised:
        return 0
    if sheet.conditions.uchvaceny or sheet.conditions.zadrzeny or any(
            getattr(sheet.conditions, c) for c in INCAPACITATING[1:]):
        return 0
    value = max(0, sheet.speed - armor_penalty_speed(sheet))
    return value // 2 if sheet.exhaustion >= 2 else value


def armor_class(sheet: DnD5eSheet) -> int:
    """OČ: light base + Dex, medium base + Dex (max +2), heavy base only (004:L465-L469), shield +2 (L474);
    no armour 10 + Dex (SRD)."""
    dex = ability_mod(sheet, "obratnost")
    armor = sheet.armor
    base = {"zadna": 10 + dex, "lehka": armor.zaklad + dex, "stredni": armor.zaklad + min(dex, 2),
            "tezka": armor.zaklad}[armor.druh]
    return base + (2 if armor.stit else 0) + armor.bonus


def carrying(strength: int, size: str) -> tuple[int, int]:
    """(capacity, push/drag/lift) in pounds: Str × 15 and Str × 30, doubled per size above Medium, halved
    (rounded down) for Tiny (004:L171-L175)."""
    ordinal = texts.SIZES[size][1]
    capacity, push = strength * 15, strength * 30
    if ordinal >= 3:
        factor = 2 ** (ordinal - 2)
        return capacity * factor, push * factor
    if ordinal == 0:
        return capacity // 2, push // 2
    return capacity, push


def long_jump(strength: int, running: bool) -> int:
    """Long jump in feet: Str score with a 2-sáh run-up, half (rounded down) standing (004:L193, L5)."""
    return strength if running else strength // 2


def high_jump(str_mod: int, running: bool) -> int:
    """High jump in feet: 3 + Str mod (at least 0), half standing (004:L196, L5)."""
    height = max(0, 3 + str_mod)
    return height if running else height // 2


def jump_reach(jump: int, own_height: int) -> int:
    """Reach while jumping: jump + 1.5 × own height, rounded down (004:L196, L5)."""
    return jump + (3 * own_height) // 2


def hold_breath_seconds(con_mod: int) -> int:
    """1 + Con mod minutes, at least 30 seconds (004:L204)."""
    return max(30, 60 * (1 + con_mod))


def survive_rounds(con_mod: int) -> int:
    """Rounds survived out of breath: Con mod, at least 1 (004:L204)."""
    return max(1, con_mod)


def fall_dice(sahu: int) -> int:
    """1k6 per full 2 sáhy fallen (rounded down, L5), at most 20k6 (004:L200)."""
    return min(20, max(0, sahu) // 2)


def concentration_dc(damage: int) -> int:
    """SO of the concentration save: the higher of 10 and half the damage, rounded down (004:L443, L5)."""
    return max(10, damage // 2)


def hit_dice_regained(level: int, spent: int) -> int:
    """Long rest: half the maximum (= level), at least 1, never more than spent (004:L228, L5)."""
    return min(spent, max(1, level // 2))


def cover_bonus(cover: str) -> int:
    """+2 half cover, +5 three-quarters (004:L315-L317); total cover cannot be targeted (L319)."""
    return {"zadny": 0, "polovicni": 2, "trictvrtecni": 5}.get(cover, 0)


def coins_to_md(md: int, st: int, el: int, zl: int, pl: int) -> int:
    """Value in měďáky by the exchange table (004:L455-L461)."""
    return md + 10 * st + 50 * el + 100 * zl + 1000 * pl


def d20_face_probability(mode: Mode, face: int) -> Fraction:
    """Exact chance that the kept d20 shows ``face`` (1k20, 2k20kh1, 2k20kl1)."""
    if mode == "advantage":
        return Fraction(2 * face - 1, 400)
    if mode == "disadvantage":
        return Fraction(41 - 2 * face, 400)
    return Fraction(1, 20)
