"""Small builders for form and view fields, and the shared parts of roll actions."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TypeVar

from pydantic import BaseModel, ConfigDict

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.rules import Vantage
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.systems.dnd5e.texts import SITUATION_FIELDS
from py_rules.view import FieldView, number, select, toggle

__all__ = ["Params", "chance_text", "check_form", "dc_fields", "dc_options", "labelled_action", "roll_d20", "signed",
           "situational_fields", "spend_inspiration"]


class Params(BaseModel):
    model_config = ConfigDict(extra="forbid")


P = TypeVar("P", bound=BaseModel)


def labelled_action(action_id: str, group: str, params: type[P], form: Callable[[DnD5eSheet], list[FieldView]],
                    perform: Callable[[DnD5eSheet, P, DiceBox], ActionOutcome[DnD5eSheet]],
                    odds: Callable[[DnD5eSheet, P], Odds] | None = None, *, dice: str | None = None,
                    hint: str | None = None, first: tuple[str, ...] = ()) -> Action[DnD5eSheet, P]:
    """An action with its label and group from the texts; one without ``dice`` rolls nothing; ``first``
    names the parameters shown before «Další okolnosti»."""
    return Action(action_id, texts.ACTION_LABELS[action_id], texts.GROUPS[group], params, form, perform, odds,
                  dice=dice, rolls=dice is not None, hint=hint, first=first)


def signed(value: int) -> str:
    """``+3`` / ``−1`` / ``+0`` with a typographic minus."""
    return f"+{value}" if value >= 0 else f"−{abs(value)}"


def dc_options() -> dict[int, str]:
    """Quick picks of the typical SO table (004:L11-L17)."""
    return {dc: texts.Roll.DC_OPTION.format(dc=dc, name=name) for dc, name in texts.TYPICAL_DC.items()}


def dc_fields(default: int = 15) -> list[FieldView]:
    return [select("so", texts.DC_FIELDS.SO, default, dc_options()),
            number("so_jine", texts.DC_FIELDS.SO_JINE, 0, 0, 40)]


def situational_fields(*, checks: bool) -> list[FieldView]:
    """The ticks that give advantage or disadvantage; ``checks`` adds those of ability checks only."""
    fields: list[FieldView] = [number("bonus", SITUATION_FIELDS["bonus"], 0, -20, 20),
                               *(toggle(path, SITUATION_FIELDS[path]) for path in (
        "inspirace", "vyhoda_pj", "nevyhoda_pj"))]
    if checks:
        fields += [toggle(path, SITUATION_FIELDS[path]) for path in ("pomoc", "vyzaduje_zrak", "vyzaduje_sluch",
                                                                     "strach_v_dohledu", "sero")]
    return fields


def check_form() -> list[FieldView]:
    """Ability or skill, SO and situation: the form of a check (and of a group check's own roll)."""
    return [select("co", texts.CHECK_FIELDS.CO, "vnimani", texts.CHECK_NAMES), *dc_fields(),
            *situational_fields(checks=True)]


def spend_inspiration(sheet: DnD5eSheet, wanted: bool) -> tuple[DnD5eSheet, tuple[str, ...]]:
    """Spend inspiration for advantage (004:L137); raises ``RuleViolation`` if the character has none."""
    if not wanted:
        return sheet, ()
    if not sheet.inspiration:
        raise RuleViolation(texts.ERRORS.NO_INSPIRATION)
    return sheet.model_copy(update={"inspiration": False}), (texts.Roll.INSPIRATION_SPENT,)


def roll_d20(box: DiceBox, vantage: Vantage) -> int:
    """Roll the d20 through the box (``1k20``, ``2k20kh1`` or ``2k20kl1``) and return the kept face."""
    return box.roll(vantage.expression).total


def chance_text(bonus: int, vantage: Vantage, target: int, p: Fraction, what: str = "SO") -> str:
    """«Šance: +5 s výhodou proti SO 15 = 51,0 % (204/400).»"""
    return texts.Roll.CHANCE.format(bonus=signed(bonus), mode=texts.VANTAGE[vantage.mode], what=what, target=target,
                                    percent=czech.percent(p), numerator=p.numerator, denominator=p.denominator)
