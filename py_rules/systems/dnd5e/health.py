"""Hit points: damage pipeline, healing, temporary HP, death saves, rests and exhaustion (pure functions).

Each function takes the saved sheet and returns a :class:`Change` (a new sheet and Czech lines); none
mutates its input. They raise ``RuleViolation`` where the rules forbid the step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.rules import concentration_dc, effective_max_hp, hit_dice_regained, total_level
from py_rules.systems.dnd5e.sheet import ClassLevel, DeathSaves, DnD5eSheet
from py_rules.systems.dnd5e.texts import Health

__all__ = ["Change", "adjust_damage", "change_exhaustion", "death_save", "grant_temp", "heal", "long_rest",
           "take_damage"]


@dataclass(frozen=True)
class Change:
    sheet: DnD5eSheet
    outcome: str
    lines: tuple[str, ...]
    notes: tuple[str, ...] = ()
    dealt: int = 0  # damage dealt after defences, before temporary HP (the concentration save's SO, 004:L443)


def _update(sheet: DnD5eSheet, **parts: Any) -> DnD5eSheet:
    """A copy with nested updates (``hp={"current": 3}`` merges into ``hp``); the facade validates the result
    (validation.check_result), so a bound it breaks is refused there."""
    update: dict[str, Any] = {}
    for key, value in parts.items():
        current = getattr(sheet, key)
        merge = isinstance(value, dict) and isinstance(current, BaseModel)
        update[key] = current.model_copy(update=value) if merge else value
    return sheet.model_copy(update=update)


def _alive(sheet: DnD5eSheet) -> None:
    if sheet.dead:
        raise RuleViolation(texts.ERRORS.DEAD)


def adjust_damage(raw: int, flat: int, resistant: bool, vulnerable: bool, immune: bool) -> tuple[int, list[str]]:
    """Other modifiers first, then resistance (halve, round down), then vulnerability (double) (004:L357,
    L5); several resistances count once (L358); the result is at least 0 (choice 22)."""
    if immune:
        return 0, [Health.IMMUNE]
    steps = []
    value = max(0, raw + flat)
    if flat:
        steps.append(Health.FLAT.format(raw=raw, sign="+" if flat > 0 else "−", flat=abs(flat), value=value))
    if resistant:
        value //= 2
        steps.append(Health.RESISTANT.format(value=value))
    if vulnerable:
        value *= 2
        steps.append(Health.VULNERABLE.format(value=value))
    return value, steps


def _die(sheet: DnD5eSheet, why: str) -> Change:
    new = _update(sheet, dead=True, hp={"current": 0}, death_saves=DeathSaves().model_dump(), concentration="")
    return Change(new, "dead", (Health.DIED.format(why=why),))


def _drop_to_zero(sheet: DnD5eSheet, rest: int, knockout: bool) -> Change:
    """HP falls to 0: instant death if the excess reaches the HP maximum (004:L364), otherwise unconscious
    (L369), stable on a melee knock-out (L386). Monsters die at 0 if so marked (L383), unless the attacker
    chose to knock them out: «může ho srazit do bezvědomí» applies to any creature (L386)."""
    excess = rest - sheet.hp.current
    hp_max = effective_max_hp(sheet.hp.max, sheet.exhaustion)
    if excess >= hp_max:
        return _die(sheet, Health.MASSIVE_DAMAGE.format(excess=excess, hp_max=hp_max))
    if sheet.dies_at_zero and not knockout:
        return _die(sheet, Health.MONSTER_AT_ZERO)
    conditions = {"v_bezvedomi": True, "lezici": True}
    new = _update(sheet, hp={"current": 0}, conditions=conditions, concentration="",
                  death_saves=DeathSaves(stable=knockout).model_dump())
    state = Health.KNOCKED_OUT if knockout else Health.DYING
    return Change(new, "unconscious", (Health.AT_ZERO.format(before=sheet.hp.current, state=state),))


def _hit_at_zero(sheet: DnD5eSheet, rest: int, critical: bool) -> Change:
    """Damage at 0 HP: one death-save failure, two on a critical hit, death if the damage reaches the
    HP maximum (004:L375); a stable creature stops being stable (L380)."""
    hp_max = effective_max_hp(sheet.hp.max, sheet.exhaustion)
    if rest >= hp_max:
        return _die(sheet, Health.DAMAGE_AT_ZERO_DEATH.format(damage=rest, hp_max=hp_max))
    failures = sheet.death_saves.failures + (2 if critical else 1)
    if failures >= 3:
        return _die(sheet, Health.THIRD_FAILURE_HIT)
    new = _update(sheet, death_saves={"failures": failures, "stable": False})
    line = Health.DAMAGE_AT_ZERO.format(before=sheet.death_saves.failures, after=failures)
    extra = (Health.NOT_STABLE,) if sheet.death_saves.stable else ()
    return Change(new, "dying", (line, *extra))


def take_damage(sheet: DnD5eSheet, amount: int, dtype: str, *, flat: int = 0, extra_resistance: bool = False,
                critical: bool = False, knockout: bool = False) -> Change:
    """Apply ``amount`` damage of ``dtype`` (004:L354-L394); raises ``RuleViolation`` for a dead character."""
    _alive(sheet)
    defense = getattr(sheet.defenses, dtype)
    petrified = sheet.conditions.zkameneny
    immune = defense == "imunita" or (petrified and dtype == "jedove")
    resistant = defense == "odolani" or extra_resistance or petrified
    dealt, steps = adjust_damage(amount, flat, resistant, defense == "zranitelnost", immune)
    absorbed = min(sheet.hp.temp, dealt)
    rest = dealt - absorbed
    lines = [Health.DAMAGE.format(dtype=texts.DAMAGE_TYPES[dtype], dealt=dealt)
             + (f" ({'; '.join(steps)})" if steps else "") + "."]
    if absorbed:
        lines.append(Health.TEMP_ABSORBED.format(before=sheet.hp.temp, after=sheet.hp.temp - absorbed))
    base = _update(sheet, hp={"temp": sheet.hp.temp - absorbed})
    notes: list[str] = []
    if sheet.concentration and dealt > 0:
        notes.append(Health.CONCENTRATION_SAVE.format(spell=sheet.concentration, dc=concentration_dc(dealt)))
    if rest == 0:
        return Change(base, "absorbed" if dealt else "no_damage", tuple(lines), tuple(notes), dealt)
    if sheet.hp.current == 0:
        change = _hit_at_zero(base, rest, critical)
    elif rest >= sheet.hp.current:
        change = _drop_to_zero(base, rest, knockout)
    else:
        new = _update(base, hp={"current": sheet.hp.current - rest})
        change = Change(new, "damaged", (Health.HP.format(before=sheet.hp.current, after=sheet.hp.current - rest),))
    return Change(change.sheet, change.outcome, (*lines, *change.lines), tuple(notes), dealt)


def heal(sheet: DnD5eSheet, amount: int) -> Change:
    """Heal up to the (exhaustion-halved) maximum; healing never restores temporary HP (004:L392); any HP
    regained at 0 ends unconsciousness (L369) and resets death saves (L373)."""
    _alive(sheet)
    hp_max = effective_max_hp(sheet.hp.max, sheet.exhaustion)
    new_hp = min(hp_max, sheet.hp.current + max(0, amount))
    lines = [Health.HP.format(before=sheet.hp.current, after=new_hp)]
    parts: dict[str, Any] = {"hp": {"current": new_hp}}
    if sheet.hp.current == 0 and new_hp > 0:
        parts |= {"conditions": {"v_bezvedomi": False}, "death_saves": DeathSaves().model_dump()}
        lines.append(Health.WOKE_UP)
    return Change(_update(sheet, **parts), "healed", tuple(lines))


def grant_temp(sheet: DnD5eSheet, amount: int, keep: str) -> Change:
    """Temporary HP never stack: keep the old ones or take the new (``keep`` = vyssi / nove / stare)
    (004:L392); at 0 HP they neither wake nor stabilise (L393)."""
    _alive(sheet)
    old = sheet.hp.temp
    value = {"vyssi": max(old, amount), "nove": amount, "stare": old}[keep]
    line = Health.TEMP_SET.format(before=old, after=value)
    return Change(_update(sheet, hp={"temp": value}), "temp", (line,))


def death_save(sheet: DnD5eSheet, face: int, bonus: int) -> Change:
    """One death save (004:L372-L374): natural 20 → 1 HP and conscious; natural 1 → two failures;
    total ≥ 10 success (choice 5); three successes → stable; three failures → dead."""
    saves = sheet.death_saves
    if face == 20:
        change = heal(sheet, 1)
        return Change(change.sheet, "nat20", (Health.NAT20, *change.lines))
    if face == 1 or face + bonus < 10:
        failures = saves.failures + (2 if face == 1 else 1)
        if failures >= 3:
            return _die(sheet, Health.THIRD_FAILURE)
        new = _update(sheet, death_saves={"failures": failures})
        line = Health.FAILURES.format(before=saves.failures, after=failures)
        return Change(new, "nat1" if face == 1 else "failure", (line,))
    if saves.successes + 1 >= 3:
        new = _update(sheet, death_saves=DeathSaves(stable=True).model_dump())
        return Change(new, "success", (Health.STABLE_THIRD,))
    new = _update(sheet, death_saves={"successes": saves.successes + 1})
    return Change(new, "success", (Health.SUCCESSES.format(before=saves.successes, after=saves.successes + 1),))


def stabilise(sheet: DnD5eSheet) -> Change:
    """Stable: no more death saves, still unconscious; counters reset (004:L373, L380)."""
    new = _update(sheet, death_saves=DeathSaves(stable=True).model_dump())
    return Change(new, "success", (Health.STABLE,))


def change_exhaustion(sheet: DnD5eSheet, delta: int) -> Change:
    """Exhaustion rises or falls by the effect's amount (004:L128-L130); level 6 is death (L126); the HP
    maximum halves at level 4 and current HP is clamped to it (choice 10)."""
    _alive(sheet)
    level = min(6, max(0, sheet.exhaustion + delta))
    if level == 6:
        change = _die(_update(sheet, exhaustion=sheet.exhaustion), Health.EXHAUSTION_DEATH)
        return Change(_update(change.sheet, exhaustion=6), "dead", change.lines)
    current = min(sheet.hp.current, effective_max_hp(sheet.hp.max, level))
    new = _update(sheet, exhaustion=level, hp={"current": current})
    lines = [Health.EXHAUSTION.format(before=sheet.exhaustion, after=level)]
    if current != sheet.hp.current:
        lines.append(Health.HP_HALVED.format(before=sheet.hp.current, after=current))
    return Change(new, "exhaustion", tuple(lines))


def _regain_dice(sheet: DnD5eSheet) -> tuple[list[ClassLevel], int]:
    """Regain half the total hit dice (at least 1), larger dice first (004:L228)."""
    spent = sum(c.utracene_kostky for c in sheet.classes)
    left = hit_dice_regained(total_level(sheet), spent)
    regained = left
    classes = list(sheet.classes)
    for i in sorted(range(len(classes)), key=lambda i: -texts.CLASSES[classes[i].trida][1]):
        back = min(left, classes[i].utracene_kostky)
        classes[i] = classes[i].model_copy(update={"utracene_kostky": classes[i].utracene_kostky - back})
        left -= back
    return classes, regained


def long_rest(sheet: DnD5eSheet, ate_and_drank: bool, interrupted: bool, within_24h: bool) -> Change:
    """Long rest (004:L225-L230): needs ≥ 1 HP at the start, at most once per 24 h, restarts if interrupted by
    an hour of strenuous activity. Full HP, half the hit dice back, exhaustion −1 with food and drink (L131),
    temporary HP end (L394), spell slots and superiority dice back (SRD)."""
    _alive(sheet)
    if interrupted:
        raise RuleViolation(texts.ERRORS.REST_INTERRUPTED)
    if within_24h:
        raise RuleViolation(texts.ERRORS.REST_24H)
    if sheet.hp.current < 1:
        raise RuleViolation(texts.ERRORS.REST_0_HP)
    level = sheet.exhaustion - 1 if ate_and_drank and sheet.exhaustion > 0 else sheet.exhaustion
    hp_max = effective_max_hp(sheet.hp.max, level)
    classes, regained = _regain_dice(sheet)
    slots = [s.model_copy(update={"used": 0}) for s in sheet.spell_slots]
    new = _update(sheet, hp={"current": hp_max, "temp": 0}, exhaustion=level, classes=classes,
                  spell_slots=slots, superiority={"utracene": 0})
    lines = [Health.REST_HP.format(before=sheet.hp.current, after=hp_max), Health.REST_HIT_DICE.format(count=regained)]
    if level != sheet.exhaustion:
        lines.append(Health.REST_EXHAUSTION.format(before=sheet.exhaustion, after=level))
    if sheet.hp.temp:
        lines.append(Health.REST_TEMP.format(before=sheet.hp.temp))
    lines.append(Health.REST_RESOURCES)
    return Change(new, "rested", tuple(lines))
