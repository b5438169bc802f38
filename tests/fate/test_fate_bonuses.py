"""Stunts, invokes and teamwork (002:L136-L142; stunt size and invoke stacking from the Fate SRD)."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.fate import new_sheet
from py_rules.systems.fate.actions import ROLL, RollParams, roll_modifier
from py_rules.systems.fate.rules import check_invokes, stunt_applies, teamwork_bonus
from py_rules.systems.fate.sheet import FateSheet, Stunt
from py_rules.validation import validate


def _sheet(rating: int = 0, fate_points: int = 3, stunts: list[Stunt] | None = None) -> FateSheet:
    sheet = new_sheet("Genevieve")
    return sheet.model_copy(update={"approaches": sheet.approaches.model_copy(update={"soustredeni": rating}),
                                    "fate_points": fate_points, "stunts": stunts or []})


def _roll(sheet: FateSheet, dice: list[int], **params: Any) -> Any:
    box = DiceBox(physical=dice)
    result = ROLL.perform(sheet, RollParams(approach="soustredeni", **params), box)
    box.finish()
    return result


def test_f19_one_invoke_adds_two_002_l138() -> None:
    """F19, 002:L138: 2 vs 2 plus one invoke (+2) → 2 shifts → success, not style."""
    result = _roll(_sheet(2), [0, 0, 0, 0], opposition=2, free_invokes=1)
    assert (result.details["shifts"], result.outcome) == (2, "success")


def test_f20_two_different_aspects_invoked_002_l138() -> None:
    """F20: +1 vs +3 with two different aspects invoked → +5 vs +3 → success; the paid ones cost 2 FP."""
    result = _roll(_sheet(1), [0, 0, 0, 0], opposition=3, paid_invokes=2)
    assert (result.total, result.outcome) == (5, "success")
    assert result.sheet.fate_points == 1
    assert result.changes == ("Body osudu: 3 → 1 (vyvolání, 002:L138).",)
    check_invokes([("Temné tunely", True), ("Křída na stěnách", True)], "fae")


@pytest.mark.parametrize("mode", ["fae", "core", "condensed"])
def test_f20_second_paid_invoke_of_the_same_aspect_is_refused(mode: str) -> None:
    """F20 [FAE SRD; digest choice 9]: a 2nd paid invoke of the same aspect in one roll is refused."""
    with pytest.raises(RuleViolation, match="dvakrát"):
        check_invokes([("Temné tunely", True), ("temné tunely", True)], mode)


def test_invoke_stacking_modes_differ_on_free_invokes() -> None:
    """Digest choice 9: Condensed/Core stack free invokes with one paid; FAE only two free of style."""
    mixed = [("Hořící sklad", True), ("Hořící sklad", False)]
    check_invokes(mixed, "condensed")
    check_invokes(mixed, "core")
    with pytest.raises(RuleViolation):
        check_invokes(mixed, "fae")
    check_invokes([("Hořící sklad", False), ("Hořící sklad", False)], "fae")


def test_f21_reroll_replaces_the_dice_and_keeps_modifiers() -> None:
    """F21 [Core SRD]: dice −3, reroll +1 → the new dice stand, modifiers stay; a worse reroll stands too."""
    better = _roll(_sheet(2), [-1, -1, -1, 0, 1, 0, 0, 0], opposition=2, free_invokes=1, rerolls=1)
    assert (better.details["dice"], better.total, better.outcome) == ([1, 0, 0, 0], 3, "success")
    assert "první hod ---0" in better.explanation
    worse = _roll(_sheet(2), [1, 0, 0, 0, -1, -1, 0, 0], opposition=2, free_invokes=1, rerolls=1)
    assert (worse.total, worse.outcome) == (0, "failure")


def test_rerolls_cannot_exceed_invokes() -> None:
    with pytest.raises(InvalidInput, match="Přehození"):
        validate(RollParams, {"rerolls": 1})


def test_f22_two_helpers_gm_limit_two_002_l142() -> None:
    """F22, 002:L142: approach +2, two helpers ≥ +1, GM max 2, dice 0 → +4."""
    assert teamwork_bonus([1, 3], limit=2) == 2
    result = _roll(_sheet(2), [0, 0, 0, 0], opposition=0, helpers=2, helper_limit=2)
    assert result.total == 4


def test_f23_three_helpers_gm_limit_one_002_l142() -> None:
    """F23, 002:L142: three eligible helpers, GM max 1 → +1."""
    assert teamwork_bonus([1, 2, 3], limit=1) == 1
    assert roll_modifier(_sheet(0), RollParams(helpers=3, helper_limit=1, approach="soustredeni")) == 1


def test_f24_helper_at_plus0_cannot_help_002_l142() -> None:
    """F24, 002:L142: «pouze, když mají přístup vyšší než +0»."""
    assert teamwork_bonus([0]) == 0
    assert teamwork_bonus([0, 1, 0]) == 1


def test_stunt_adds_its_bonus_only_when_it_applies() -> None:
    """002:L138 (+2 per FAE SRD, digest choice 11): a stunt for Soustředění + overcome."""
    stunt = Stunt(name="Stopař", approach="soustredeni", action="overcome", bonus=2)
    assert stunt_applies(stunt, "soustredeni", "overcome")
    assert not stunt_applies(stunt, "sila", "overcome")
    assert not stunt_applies(stunt, "soustredeni", "attack")
    result = _roll(_sheet(1, stunts=[stunt]), [0, 0, 0, 0], opposition=0, stunt=0)
    assert result.total == 3
    with pytest.raises(RuleViolation, match="Stopař"):
        _roll(_sheet(1, stunts=[stunt]), [0, 0, 0, 0], action="attack", opposition=0, stunt=0)


def test_missing_stunt_and_missing_fate_points_are_rule_violations() -> None:
    with pytest.raises(RuleViolation, match="nemá"):
        _roll(_sheet(), [0, 0, 0, 0], stunt=2)
    with pytest.raises(RuleViolation, match="bodů osudu"):
        _roll(_sheet(fate_points=1), [0, 0, 0, 0], paid_invokes=2)
