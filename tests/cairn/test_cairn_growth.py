"""Nová úroveň dovednosti (001:L221-L222) a tvorba postavy (standardní Cairn, není v pravidlech)."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.errors import RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.sheet import CairnSheet


def make(sil_max: int = 12, pending: tuple[str, ...] = ("sil",)) -> CairnSheet:
    return CairnSheet.model_validate({"name": "Bořek", "pending_growth": list(pending),
                                      "attributes": {"sil": {"current": sil_max, "max": sil_max}}})


def run(action_id: str, sheet: CairnSheet, dice: list[int], **params: Any) -> Any:
    action = SYSTEM.action(action_id)
    box = DiceBox(physical=dice)
    outcome = action.perform(sheet, action.params_model.model_validate(params), box)
    box.finish()
    return outcome


def test_case_c46_sil_at_20_only_bo_offered_001_l222() -> None:
    sheet = make(sil_max=20)
    form = {f.path: f for f in SYSTEM.action("growth").form(sheet)}
    assert [o.value for o in form["choice"].options or []] == ["bo"]
    with pytest.raises(RuleViolation, match=r"Pravidla\ ›\ Růst\ postav\ ›\ Vylepšování\ dovedností\ za\ selhání"):
        run("growth", sheet, [], attribute="sil", choice="attribute")
    assert run("growth", sheet, [], attribute="sil", choice="bo").sheet.bo.max == 4


def test_growth_only_for_pending_levels_001_l221() -> None:
    with pytest.raises(RuleViolation, match="HBI"):
        run("growth", make(), [], attribute="hbi", choice="bo")
    assert run("growth", make(pending=()), [], attribute="sil").outcome == "nothing"


def test_growth_form_offers_attribute_first_below_20_001_l222() -> None:
    form = {f.path: f for f in SYSTEM.action("growth").form(make())}
    assert form["choice"].value == "attribute"


def test_create_rolls_3k6_in_order_and_bo_1k6_standard_cairn() -> None:
    out = run("create", SYSTEM.new_sheet("Nový"), [1, 2, 3, 6, 6, 6, 4, 4, 4, 5])
    attrs = out.sheet.attributes
    assert (attrs.sil.max, attrs.hbi.max, attrs.vul.max) == (6, 18, 12)
    assert attrs.sil.current == 6
    assert out.sheet.bo.current == out.sheet.bo.max == 5
    assert "standardní" in out.explanation


def test_swap_two_attributes_standard_cairn() -> None:
    sheet = run("create", SYSTEM.new_sheet("Nový"), [1, 2, 3, 6, 6, 6, 4, 4, 4, 5]).sheet
    swapped = run("swap", sheet, [], first="sil", second="hbi").sheet
    assert (swapped.attributes.sil.max, swapped.attributes.hbi.max) == (18, 6)
    with pytest.raises(RuleViolation):
        run("swap", sheet, [], first="vul", second="vul")
