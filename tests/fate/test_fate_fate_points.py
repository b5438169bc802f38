"""Fate points, refresh and compels [FAE SRD] — not in seed 002, which only names the mechanics it uses."""

from __future__ import annotations

import random

import pytest

from py_rules import api
from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.fate import new_sheet
from py_rules.systems.fate.rules import compel, session_refresh
from py_rules.systems.fate.session_actions import CompelParams, MilestoneParams
from py_rules.systems.fate.sheet import FateSheet, Stunt, refresh_of
from py_rules.systems.fate.table_actions import TABLE_ACTIONS
from py_rules.validation import validate

ACTIONS = {a.id: a for a in TABLE_ACTIONS}


@pytest.mark.parametrize(("left", "refresh", "start"), [(5, 2, 5), (1, 3, 3)])
def test_f30_session_start_refresh(left: int, refresh: int, start: int) -> None:
    """F30: ended with 5 FP, refresh 2 → start 5; ended with 1, refresh 3 → start 3."""
    assert session_refresh(left, refresh) == start


def test_f30_session_milestone_action() -> None:
    sheet = new_sheet("Marie").model_copy(update={"fate_points": 1})
    result = ACTIONS["milestone"].perform(sheet, MilestoneParams(kind="session"), DiceBox(random.Random(1)))
    assert result.sheet.fate_points == 3
    assert "Body osudu: 1 → 3 (obnova)." in result.changes
    scene = ACTIONS["milestone"].perform(sheet, MilestoneParams(kind="scene"), DiceBox(random.Random(1)))
    assert scene.sheet.fate_points == 1


def test_f31_five_stunts_refresh_one_sixth_refused() -> None:
    """F31: 5 stunts → refresh 1; a 6th is refused (refresh would drop below 1)."""
    assert refresh_of(3, 5) == 1
    stunts = [Stunt(name=f"Trik {i}").model_dump() for i in range(5)]
    data = new_sheet("Marie").model_dump() | {"stunts": stunts}
    assert validate(FateSheet, data).stunts[4].name == "Trik 4"
    with pytest.raises(InvalidInput, match="obnova by klesla pod 1"):
        validate(FateSheet, data | {"stunts": [*stunts, Stunt(name="Šestý").model_dump()]})
    reply = api.handle({"op": "edit", "sheet": data, "changes": [
        {"path": "stunts", "op": "append", "value": {"name": "Šestý"}}]})
    assert not reply["ok"]
    assert reply["error"]["code"] == "invalid_input"
    assert "obnova" in reply["error"]["message"]


def test_f32_compel_at_zero_can_only_be_accepted() -> None:
    """F32: compel at 0 FP → only accept (+1)."""
    assert compel(0, accept=True) == 1
    with pytest.raises(RuleViolation, match="bez bodu osudu"):
        compel(0, accept=False)
    assert compel(2, accept=False) == 1
    sheet = new_sheet("Marie").model_copy(update={"fate_points": 0})
    with pytest.raises(RuleViolation):
        ACTIONS["compel"].perform(sheet, CompelParams(accept=False), DiceBox(random.Random(1)))
    accepted = ACTIONS["compel"].perform(sheet, CompelParams(accept=True), DiceBox(random.Random(1)))
    assert accepted.sheet.fate_points == 1
    assert sheet.fate_points == 0


def test_result_beyond_bounds_is_a_czech_rule_violation_not_half_valid_data() -> None:
    """Accepting a compel at 99 FP would save 100: refused with a Czech message, nothing saved."""
    sheet = new_sheet("Marie").model_copy(update={"fate_points": 99}).model_dump(mode="json")
    reply = api.handle({"op": "act", "sheet": sheet, "action": "compel", "params": {"accept": True}})
    assert not reply["ok"]
    assert reply["error"]["code"] == "rule_violation"
    assert reply["error"]["message"] == "Výsledek akce by porušil meze deníku (pole „Body osudu“): smí být nejvýše 99."
