"""Actions for the seed's smaller procedures that change no roll: copying a spell into the spellbook (time and
gold, paid from the purse), damaging an object against its damage threshold, collecting ammunition and the days
of a journey (004:L139-L141, L181, L398-L409, L497)."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.environment import ammunition_recovered, object_damage, spell_copy_cost, travel_days
from py_rules.systems.dnd5e.forms import Params, labelled_action
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.systems.dnd5e.texts import ENVIRONMENT_FIELDS, EnvironmentActions, Travel
from py_rules.systems.dnd5e.trade import pay
from py_rules.view import FieldView, number, toggle

__all__ = ["ENVIRONMENT_ACTIONS", "collect_ammunition"]


class CopyParams(Params):
    uroven: int = Field(default=1, ge=1, le=9)  # a spell of the 1st level or higher (004:L401)
    z_vlastni_knihy: bool = False
    zaplatit: bool = True


class ObjectParams(Params):
    zraneni: int = Field(default=0, ge=0, le=999)
    prah: int = Field(default=0, ge=0, le=100)
    zivoty: int = Field(default=10, ge=1, le=9999)


def _copy(sheet: DnD5eSheet, p: CopyParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """2 hours and 50 zl per spell level, 1 hour and 10 zl from one's own book (004:L405, L407), paid from
    the purse when asked; raises ``RuleViolation`` for a dead character, one without a wizard's spellbook (the
    class «kouzelník»), a found spell of a level the character cannot prepare yet (no slot of that level, L401;
    SRD: a wizard prepares spells of the levels it has slots for) or a purse worth less."""
    if sheet.dead:
        raise RuleViolation(texts.ERRORS.DEAD)
    if all(c.trida != "kouzelnik" for c in sheet.classes):
        raise RuleViolation(texts.SpellBook.NO_BOOK.format(cite=texts.cite("kniha_kouzel")))
    if not p.z_vlastni_knihy and sheet.spell_slots[p.uroven - 1].max == 0:
        raise RuleViolation(texts.SpellBook.LEVEL.format(level=p.uroven, cite=texts.cite("kniha_kouzel")))
    hours, gold = spell_copy_cost(p.uroven, p.z_vlastni_knihy)
    text = EnvironmentActions.COPY.format(level=p.uroven, hours=czech.count(hours, *EnvironmentActions.HOURS),
                                          gold=gold)
    if not p.zaplatit:
        return ActionOutcome(sheet, "counted", EnvironmentActions.COPY_LABEL, text, gold)
    new, diff = pay(sheet, gold * texts.COINS["zl"][1])
    changes = tuple(texts.Trade.COIN_CHANGE.format(coin=c, sign="+" if d > 0 else "−", count=abs(d))
                    for c, d in diff.items())
    return ActionOutcome(new, "paid", EnvironmentActions.COPY_LABEL, f"{text} {EnvironmentActions.PAID}", gold, None,
                         changes)


def _object(sheet: DnD5eSheet, p: ObjectParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Damage below the object's damage threshold is superficial and does not lower its HP (004:L141)."""
    dealt = object_damage(p.zraneni, p.prah)
    left = max(0, p.zivoty - dealt)
    if dealt == 0:
        return ActionOutcome(sheet, "superficial", EnvironmentActions.SUPERFICIAL_LABEL,
                             EnvironmentActions.SUPERFICIAL.format(damage=p.zraneni, threshold=p.prah, hp=p.zivoty), 0)
    outcome = "broken" if left == 0 else "damaged"
    text = EnvironmentActions.OBJECT.format(damage=dealt, threshold=p.prah, before=p.zivoty, after=left)
    return ActionOutcome(sheet, outcome, EnvironmentActions.OBJECT_LABELS[outcome], text, dealt)


class TravelParams(Params):
    mil: int = Field(default=24, ge=1, le=10_000)


def _travel(sheet: DnD5eSheet, p: TravelParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """A usual party walks about 24 miles a day (004:L181, ``travel_days``): whole days and the miles of the
    day begun; the total is the days begun. Changes nothing on the sheet."""
    days = travel_days(p.mil)
    whole, rest = int(days), p.mil - int(days) * 24
    said = czech.count(whole, *Travel.DAYS) if whole else Travel.PART_OF_DAY
    if rest and whole:
        said = Travel.DAYS_AND_MILES.format(days=said, miles=czech.count(rest, *Travel.MILES_ACC))
    text = Travel.TEXT.format(miles=czech.count(p.mil, *Travel.MILES), days=said, cite=texts.cite("cestovani"))
    begun = whole + (1 if rest else 0)
    return ActionOutcome(sheet, "counted", Travel.LABEL, text, begun, None, (),
                         {"dny": whole, "mile_navic": rest, "dny_presne": str(days)})


def collect_ammunition(sheet: DnD5eSheet) -> tuple[DnD5eSheet, list[str]]:
    """After the fight, a minute of searching brings back half the ammunition spent, rounded down (004:L497,
    L5): (the sheet, one line per weapon); no lines when nothing was spent."""
    weapons = list(sheet.weapons)
    lines: list[str] = []
    for i, w in enumerate(weapons):
        if not w.vystreleno:
            continue
        back = ammunition_recovered(w.vystreleno)
        after = min(999, w.strelivo + back)
        weapons[i] = w.model_copy(update={"strelivo": after, "vystreleno": 0})
        lines.append(EnvironmentActions.COLLECTED_LINE.format(weapon=w.name, spent=w.vystreleno, back=back,
                                                              before=w.strelivo, after=after))
    return sheet.model_copy(update={"weapons": weapons}), lines


def _collect(sheet: DnD5eSheet, p: Params, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    """Raises ``RuleViolation`` when no weapon has spent ammunition."""
    new, lines = collect_ammunition(sheet)
    if not lines:
        raise RuleViolation(texts.ERRORS.NOTHING_TO_COLLECT)
    return ActionOutcome(new, "collected", EnvironmentActions.COLLECTED_LABEL, EnvironmentActions.COLLECTED, None, None,
                         tuple(lines))


def _no_form(sheet: DnD5eSheet) -> list[FieldView]:
    return []


def _copy_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("uroven", ENVIRONMENT_FIELDS.UROVEN, 1, 1, 9),
            toggle("z_vlastni_knihy", ENVIRONMENT_FIELDS.Z_VLASTNI_KNIHY),
            toggle("zaplatit", ENVIRONMENT_FIELDS.ZAPLATIT, True)]


def _travel_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("mil", texts.Travel.MILES_FIELD, 24, 1, 10_000)]


def _object_form(sheet: DnD5eSheet) -> list[FieldView]:
    return [number("zraneni", ENVIRONMENT_FIELDS.ZRANENI, 0, 0, 999),
            number("prah", ENVIRONMENT_FIELDS.PRAH, 0, 0, 100),
            number("zivoty", ENVIRONMENT_FIELDS.ZIVOTY, 10, 1, 9999)]


ENVIRONMENT_ACTIONS: tuple[Action[DnD5eSheet, Any], ...] = (
    labelled_action("opis_kouzla", "spells", CopyParams, _copy_form, _copy),
    labelled_action("predmet", "environment", ObjectParams, _object_form, _object),
    labelled_action("sber_streliva", "gear", Params, _no_form, _collect),
    labelled_action("cestovani", "environment", TravelParams, _travel_form, _travel),
)
