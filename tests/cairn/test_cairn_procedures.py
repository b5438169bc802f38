"""Útěk (001:L192-L194) a morálka (001:L196-L199)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.rules import half_threshold, morale_triggers
from py_rules.systems.cairn.sheet import CairnSheet
from py_rules.validation import validate


def make(hbi: int = 10, vul: int = 10, leader: int = 0) -> CairnSheet:
    return CairnSheet.model_validate({"name": "Bandita", "settings": {"leader_vul": leader},
                                      "attributes": {"hbi": {"current": hbi, "max": hbi},
                                                     "vul": {"current": vul, "max": vul}}})


def run(action_id: str, sheet: CairnSheet, dice: list[int], **params: Any) -> Any:
    action = SYSTEM.action(action_id)
    box = DiceBox(physical=dice)
    outcome = action.perform(sheet, validate(action.params_model, params), box)
    box.finish()
    return outcome


def test_case_c39_retreat_needs_safe_route_and_hbi_save_001_l194() -> None:
    with pytest.raises(RuleViolation, match=r"Pravidla\ ›\ Základy\ ›\ Útěk"):
        run("retreat", make(), [], safe_route=False)
    assert run("retreat", make(hbi=10), [10]).outcome == "success"
    failed = run("retreat", make(hbi=10), [11])
    assert failed.outcome == "failure"
    assert failed.sheet.attributes.hbi.xp == 1


def test_case_c40_morale_first_member_and_half_001_l198_l199() -> None:
    assert morale_triggers(6, 0, 1, "floor") == ["first"]
    assert morale_triggers(6, 1, 2, "floor") == []
    assert morale_triggers(6, 2, 3, "floor") == ["half"]
    first = run("morale", make(leader=12), [12], size=6, lost_before=0, lost_now=1, vul=12)
    assert first.outcome == "holds"
    assert "Pravidla › Základy › Morálka" in first.explanation
    second = run("morale", make(leader=12), [13], size=6, lost_before=2, lost_now=3, vul=12)
    assert second.outcome == "breaks"
    assert second.probability == Fraction(8, 20)


def test_case_c40_half_of_5_is_2_floor_choice_16_001_l39() -> None:
    assert half_threshold(5, "floor") == 2
    assert half_threshold(5, "ceil") == 3
    assert half_threshold(1, "floor") == 1


def test_morale_both_triggers_at_once_check_once_choice_16() -> None:
    assert morale_triggers(2, 0, 1, "floor") == ["first", "half"]
    out = run("morale", make(), [5], size=2, lost_before=0, lost_now=1, vul=10)
    assert out.outcome == "holds"
    assert len(out.details["triggers"]) == 2


def test_morale_without_trigger_rolls_nothing_001_l198() -> None:
    out = run("morale", make(), [], size=6, lost_before=1, lost_now=1, vul=10)
    assert out.outcome == "no_check"


def test_morale_form_defaults_to_leaders_vul_001_l199() -> None:
    fields = {f.path: f.value for f in SYSTEM.action("morale").form(make(vul=7, leader=14))}
    assert fields["vul"] == 14
    fields = {f.path: f.value for f in SYSTEM.action("morale").form(make(vul=7))}
    assert fields["vul"] == 7


def test_morale_bad_losses_are_czech_invalid_input() -> None:
    with pytest.raises(InvalidInput, match="ztráty před tahem"):
        run("morale", make(), [], size=6, lost_before=3, lost_now=1)
