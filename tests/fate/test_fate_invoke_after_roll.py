"""Invoking after the roll (002:L138 «bonusem +2 nebo možností opakování hodu»; order per Fate SRD, F21)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from py_rules import api
from py_rules.errors import RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.fate import new_sheet
from py_rules.systems.fate.actions import ROLL, RollParams
from py_rules.systems.fate.after_roll import INVOKE_AFTER, AfterParams
from py_rules.systems.fate.sheet import FateSheet


def _rolled(dice: list[int], **params: Any) -> FateSheet:
    sheet = new_sheet("Sean")
    sheet = sheet.model_copy(update={"approaches": sheet.approaches.model_copy(update={"sila": 1})})
    return ROLL.perform(sheet, RollParams(approach="sila", **params), DiceBox(physical=dice)).sheet


def _after(sheet: FateSheet, dice: list[int] | None = None, **params: Any) -> Any:
    box = DiceBox(random.Random(2), dice)
    result = INVOKE_AFTER.perform(sheet, AfterParams(**params), box)
    box.finish()
    return result


def test_roll_keeps_the_last_roll() -> None:
    """F01 dice: the last roll remembers dice, modifier and the opponent's total (−1)."""
    sheet = _rolled([-1, 1, 1, 0, -1, -1, 0, 0], action="attack", opposition_kind="active", opposition=1)
    assert sheet.last_roll is not None
    assert (sheet.last_roll.dice, sheet.last_roll.total, sheet.last_roll.opposition) == ([-1, 1, 1, 0], 2, -1)
    assert sheet.last_roll.shifts == 3


def test_f19_invoke_after_the_roll_adds_two_and_spends_a_fate_point() -> None:
    """002:L138: Síla +1 with dice 0 vs 3 (−2, failure); +2 → tie; +2 again → 2 shifts, success (cf. F19)."""
    sheet = _rolled([0, 0, 0, 0], opposition=3)  # Síla +1 vs 3: −2 → failure
    result = _after(sheet, use="bonus", paid=True, aspect="Výbuch ohně")
    assert (result.outcome, result.details["shifts"]) == ("tie", 0)
    again = _after(result.sheet, use="bonus", paid=False)
    assert (again.outcome, again.details["shifts"]) == ("success", 2)
    assert again.sheet.fate_points == 2
    assert again.sheet.last_roll is not None
    assert again.sheet.last_roll.invokes == 2


def test_f21_reroll_after_the_roll_replaces_dice_worse_stands() -> None:
    """F21 [Core SRD]: dice −3 rerolled to +1 → modifiers stay; a worse reroll also stands."""
    sheet = _rolled([-1, -1, -1, 0], opposition=2)
    better = _after(sheet, [1, 0, 0, 0], use="reroll")
    assert better.sheet.last_roll.dice == [1, 0, 0, 0]
    assert (better.total, better.outcome) == (2, "tie")
    assert better.probability == Fraction(16, 81)  # +1 vs 2: a tie needs dice +1
    worse = _after(better.sheet, [-1, -1, -1, -1], use="reroll")
    assert (worse.total, worse.outcome) == (-3, "failure")


def test_no_fate_point_no_paid_invoke() -> None:
    sheet = _rolled([0, 0, 0, 0]).model_copy(update={"fate_points": 0})
    with pytest.raises(RuleViolation, match="bod osudu"):
        _after(sheet, use="bonus", paid=True, aspect="Výbuch ohně")
    assert _after(sheet, use="bonus", paid=False).sheet.fate_points == 0


def test_nothing_to_invoke_before_any_roll_is_refused_and_points_to_the_scene_002_l138() -> None:
    """No roll on the sheet (none yet, or the last one was made on the scene): refused in Czech, pointing to the
    scene's «Vyvolat po hodu»."""
    with pytest.raises(RuleViolation, match=r"Hod na scéně .* akcí Vyvolat po hodu"):
        _after(new_sheet("Sean"))


def test_odds_of_a_reroll_are_exact() -> None:
    sheet = _rolled([-1, -1, -1, 0], opposition=2)
    assert INVOKE_AFTER.odds is not None
    odds = INVOKE_AFTER.odds(sheet, AfterParams(use="reroll"))
    assert sum(Fraction(o.probability) for o in odds.outcomes) == 1
    assert [o.probability for o in odds.outcomes] == ["50/81", "16/81", "14/81", "1/81"]


def test_last_roll_shown_in_the_view_through_the_facade() -> None:
    sheet = _rolled([-1, 1, 1, 0, -1, -1, 0, 0], action="attack", opposition_kind="active", opposition=1)
    reply = api.handle({"op": "view", "sheet": sheet.model_dump(mode="json")})
    section = next(s for s in reply["result"]["view"]["sections"] if s["id"] == "posledni_hod")
    expected = "Útok: -++0 +1 = Slušný (+2) proti Mizerný (−1): 3 posuny → Úspěch se stylem"
    assert section["fields"][0]["value"] == expected
