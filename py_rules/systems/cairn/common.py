"""Helpers shared by the Cairn actions: sheet updates, the save roll, XP, form fields."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from py_rules.czech import percent
from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.view import FieldView, select

from . import texts
from .odds import save_chance
from .rules import gain_xp, save_succeeds
from .sheet import ATTRIBUTES, AttrKey, CairnSheet, SaveMode

__all__ = [
    "SaveRoll",
    "attribute_select",
    "ensure_alive",
    "ensure_can_act",
    "fail_xp",
    "parse_numbers",
    "replace",
    "roll_save",
    "save_line",
]


def replace(sheet: CairnSheet, changes: dict[str, Any]) -> CairnSheet:
    """A new sheet with dotted ``changes`` applied, built by the model; the input is never mutated.

    A bound it breaks raises pydantic's error, which the facade turns into a Czech refusal (as it checks
    every result: ``validation.check_result``).
    """
    data = sheet.model_dump()
    for path, value in changes.items():
        node: Any = data
        parts = path.split(".")
        for part in parts[:-1]:
            node = node[int(part)] if isinstance(node, list) else node[part]
        last = parts[-1]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return CairnSheet.model_validate(data)


def parse_numbers(text: str, field: str, high: int, limit: int = 12) -> list[int]:
    """``"3, 6, 2"`` → ``[3, 6, 2]``; raises ``InvalidInput`` (Czech) for other text or out-of-range values."""
    values = []
    for part in (p.strip() for p in text.replace(";", ",").split(",") if p.strip()):
        if not part.isdigit():
            raise InvalidInput(texts.ERR_NUMBER_LIST.format(field=field, text=part))
        if int(part) > high:
            raise InvalidInput(texts.ERR_NUMBER_RANGE.format(field=field, value=int(part), low=0, high=high))
        values.append(int(part))
    if len(values) > limit:
        raise InvalidInput(texts.ERR_TOO_MANY.format(field=field, limit=limit))
    return values


@dataclass(frozen=True)
class SaveRoll:
    """One 1k20 save: the natural face, the value saved against, the outcome and its prior chance."""

    face: int
    value: int
    mode: SaveMode
    success: bool
    chance: Fraction

    @property
    def probability(self) -> Fraction:
        """Exact chance of the outcome class that happened."""
        return self.chance if self.success else 1 - self.chance


def roll_save(box: DiceBox, value: int, mode: SaveMode) -> SaveRoll:
    """Roll 1k20 through ``box`` and judge it (001:L71, L79); raises ``DiceError`` for bad dice."""
    face = box.roll("1k20").total
    return SaveRoll(face, value, mode, save_succeeds(face, value, mode), save_chance(value, mode))


def save_line(label: str, roll: SaveRoll) -> str:
    """Czech sentence describing a save roll, citing the rule line."""
    if roll.mode == "pod":
        natural = {1: texts.NATURAL_1_UNDER, 20: texts.NATURAL_20_UNDER}.get(roll.face, "")
        compare = texts.SAVE_UNDER.format(face=roll.face, sign="≤" if roll.face <= roll.value else ">",
                                          label=label, value=roll.value)
    else:
        natural = {1: texts.NATURAL_1_HIGH, 20: texts.NATURAL_20_HIGH}.get(roll.face, "")
        total = roll.face + roll.value
        compare = texts.SAVE_HIGH.format(face=roll.face, label=label, value=roll.value, total=total,
                                         sign="≥" if total >= 21 else "<")
    verdict = texts.SUCCESS if roll.success else texts.FAILURE
    return texts.SAVE_SENTENCE.format(compare=compare, natural=natural, verdict=verdict,
                                      chance=percent(roll.chance),
                                      rule=texts.RULE_UNDER if roll.mode == "pod" else texts.RULE_HIGH)


def fail_xp(sheet: CairnSheet, key: AttrKey) -> tuple[dict[str, Any], list[str]]:
    """Changes for a failed save: +1 XP to ``key``; at 5 a pending level-up (001:L221).

    Only player characters grow (CHOICE 15); monsters and detachments get nothing.
    """
    if sheet.settings.creature != "postava":
        return {}, []
    xp, levelled = gain_xp(sheet.attributes.get(key).xp)
    name = texts.ATTR_SHORT[key]
    if not levelled:
        return {f"attributes.{key}.xp": xp}, [texts.CHANGE_XP.format(attr=name, xp=xp)]
    pending = [*sheet.pending_growth, key]
    return ({f"attributes.{key}.xp": xp, "pending_growth": pending},
            [texts.CHANGE_LEVEL.format(attr=name)])


def attribute_select(value: AttrKey = "sil", path: str = "attribute",
                     label: str = texts.P_ATTRIBUTE, sheet: CairnSheet | None = None) -> FieldView:
    """Pick SIL / HBI / VUL; with ``sheet`` each option shows the current value and the save chance."""
    if sheet is None:
        return select(path, label, value, [(k, texts.ATTR_NAMES[k]) for k in ATTRIBUTES])
    options = []
    for key in ATTRIBUTES:
        current = sheet.attributes.get(key).current
        chance = percent(save_chance(current, sheet.settings.save_mode))
        options.append((key, texts.ATTR_OPTION.format(name=texts.ATTR_NAMES[key], value=current, chance=chance)))
    return select(path, label, value, options)


def ensure_alive(sheet: CairnSheet) -> None:
    """Raise ``RuleViolation`` if the creature is dead (001:L182, L187) or the detachment destroyed
    (001:L206): the dead roll nothing and nothing more happens to them."""
    if sheet.states.dead or sheet.attributes.sil.current == 0:
        raise RuleViolation(texts.ERR_DESTROYED if sheet.settings.creature == "oddil" else texts.ERR_DEAD)


def ensure_can_act(sheet: CairnSheet) -> None:
    """Raise ``RuleViolation`` if the creature cannot act: dead, dying, HBI 0 or VUL 0 (001:L182, L187-L189)."""
    ensure_alive(sheet)
    if sheet.states.critical and not sheet.states.stabilised:
        raise RuleViolation(texts.ERR_DYING)
    if sheet.states.critical:
        raise RuleViolation(texts.ERR_OUT_OF_ACTION)
    for key in ("hbi", "vul"):
        if sheet.attributes.get(key).current == 0:
            raise RuleViolation(texts.ERR_ZERO_ACT.format(attr=texts.ATTR_SHORT[key]))

