"""Odpočinek, léčení a vyčerpání (001:L87-L91, L102-L104, L187)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from py_rules.errors import RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.sheet import CairnSheet


def make(bo: tuple[int, int] = (5, 5), exhausted: bool = False, **attrs: tuple[int, int]) -> CairnSheet:
    values = {"sil": (12, 12), "hbi": (10, 10), "vul": (10, 10), **attrs}
    return CairnSheet.model_validate({
        "name": "Bořek", "bo": {"current": bo[0], "max": bo[1]}, "states": {"exhausted": exhausted},
        "attributes": {k: {"current": c, "max": m} for k, (c, m) in values.items()}})


def run(action_id: str, sheet: CairnSheet, dice: list[int], **params: Any) -> Any:
    action = SYSTEM.action(action_id)
    box = DiceBox(physical=dice)
    outcome = action.perform(sheet, action.params_model.model_validate(params), box)
    box.finish()
    return outcome


def test_case_c41_breather_restores_bo_unless_exhausted_001_l90_l104() -> None:
    out = run("rest", make(bo=(1, 5)), [], kind="short")
    assert out.sheet.bo.current == 5
    assert "Pravidla › Základy › Body obrany (BO), odpočinek a léčení" in out.explanation
    with pytest.raises(RuleViolation, match=r"Pravidla\ ›\ Základy\ ›\ Vyčerpání"):
        run("rest", make(bo=(1, 5), exhausted=True), [], kind="short")


def test_case_c42_overnight_heals_1k6_capped_at_max_001_l91() -> None:
    out = run("rest", make(sil=(7, 12)), [4], kind="night")
    assert out.sheet.attributes.sil.current == 11
    assert out.outcome == "partial"
    assert out.probability == Fraction(2, 3)  # only 1k6 ≥ 5 heals everything: 2/6
    capped = run("rest", make(sil=(7, 12)), [6], kind="night")
    assert capped.sheet.attributes.sil.current == 12
    assert capped.outcome == "all"
    assert capped.probability == Fraction(1, 3)


def test_overnight_split_follows_chosen_order_choice_12() -> None:
    out = run("rest", make(sil=(10, 12), vul=(6, 10)), [5], kind="night", order="vul-sil-hbi")
    assert (out.sheet.attributes.vul.current, out.sheet.attributes.sil.current) == (10, 11)


def test_overnight_nothing_lost_rolls_nothing_001_l91() -> None:
    out = run("rest", make(), [], kind="night")
    assert out.outcome == "rested"


def test_case_c43_week_heals_everything_001_l91() -> None:
    out = run("rest", make(sil=(3, 12), hbi=(5, 10)), [], kind="week")
    assert (out.sheet.attributes.sil.current, out.sheet.attributes.hbi.current) == (12, 10)


def test_healer_amount_from_gm_choice_12() -> None:
    out = run("rest", make(sil=(3, 12)), [], kind="healer", healer=4)
    assert out.sheet.attributes.sil.current == 7


def test_case_c44_two_days_deprived_001_l104() -> None:
    sheet = make(sil=(10, 12), hbi=(8, 10), vul=(6, 10))
    for _ in range(2):
        sheet = run("deprivation", sheet, [], kind="day").sheet
    attrs = sheet.attributes
    values = [attrs.sil.current, attrs.hbi.current, attrs.vul.current]
    assert values == [8, 6, 4]
    assert sheet.states.exhausted


def test_case_c44_deprivation_at_sil_1_kills_001_l104_l187() -> None:
    out = run("deprivation", make(sil=(1, 12)), [], kind="day")
    assert out.outcome == "dead"
    assert out.sheet.attributes.sil.current == 0


def test_exhaustion_ends_when_needs_met_choice_14() -> None:
    sheet = run("deprivation", make(), [], kind="day").sheet
    recovered = run("deprivation", sheet, [], kind="needs_met").sheet
    assert not recovered.states.exhausted
    assert run("rest", recovered, [], kind="short").outcome == "rested"


def test_rest_odds_sum_to_one_and_are_exact() -> None:
    action = SYSTEM.action("rest")
    assert action.odds is not None
    result = action.odds(make(sil=(9, 12)), action.params_model.model_validate({"kind": "night"}))
    assert {o.outcome: Fraction(o.probability) for o in result.outcomes} == {"all": Fraction(2, 3),
                                                                            "partial": Fraction(1, 3)}


def test_rest_form_heals_the_most_reduced_attribute_first_choice_12() -> None:
    form = {f.path: f.value for f in SYSTEM.action("rest").form(make(sil=(10, 12), vul=(4, 10)))}
    assert form["order"] == "vul-sil-hbi"
