"""The passing of time (issue 20 item 4): the dying clock 001:L182, deprivation per day 001:L104, the night's
1k6 and the week's full healing 001:L91, BO full after rest 001:L90, and the day counter."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from py_rules.api import handle
from py_rules.errors import RuleViolation
from py_rules.storage import migrate_sheet
from py_rules.systems.base import DiceBox
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.sheet import CairnSheet


def make(sil: int = 10, hbi: int = 10, vul: int = 10, bo: int = 1, day: int = 1, **states: bool) -> CairnSheet:
    return CairnSheet.model_validate({
        "name": "Bořek", "day": day, "bo": {"current": bo, "max": 4}, "states": states,
        "attributes": {"sil": {"current": sil, "max": 12}, "hbi": {"current": hbi, "max": 10},
                       "vul": {"current": vul, "max": 10}}})


def run(sheet: CairnSheet, dice: list[int], **params: Any) -> Any:
    action = SYSTEM.action("time")
    box = DiceBox(physical=dice)
    outcome = action.perform(sheet, action.params_model.model_validate(params), box)
    box.finish()
    return outcome


def odds(sheet: CairnSheet, **params: Any) -> dict[str, Fraction]:
    action = SYSTEM.action("time")
    assert action.odds is not None
    result = action.odds(sheet, action.params_model.model_validate(params))
    return {o.outcome: Fraction(o.probability) for o in result.outcomes}


def test_dying_not_stabilised_dies_when_the_hour_is_up_001_l182() -> None:
    assert odds(make(sil=4, critical=True), span="hour") == {"dead": Fraction(1)}
    out = run(make(sil=4, critical=True), [], span="hour")
    assert out.outcome == "dead"
    assert out.sheet.states.dead is True
    assert out.sheet.day == 1


def test_dying_not_stabilised_dies_overnight_and_the_day_moves_001_l182() -> None:
    out = run(make(sil=4, critical=True), [], span="day")
    assert (out.outcome, out.sheet.states.dead, out.sheet.day) == ("dead", True, 2)


def test_stabilised_lives_through_the_hour_001_l182() -> None:
    out = run(make(sil=4, critical=True, stabilised=True), [], span="hour")
    assert out.outcome == "passed"
    assert out.sheet.states.dead is False


def test_a_day_with_needs_met_heals_1k6_and_fills_bo_001_l90_l91() -> None:
    sheet = make(sil=7)
    assert odds(sheet, span="day") == {"all": Fraction(1, 3), "partial": Fraction(2, 3)}
    out = run(sheet, [4], span="day")
    assert out.sheet.attributes.sil.current == 11
    assert out.sheet.bo.current == 4
    assert out.sheet.day == 2
    assert out.probability == Fraction(2, 3)
    assert out.changes[0] == "Den výpravy: 1 → 2."


def test_a_day_without_needs_exhausts_and_costs_a_point_each_001_l104() -> None:
    out = run(make(sil=7), [], span="day", needs_met=False)
    assert out.outcome == "deprived"
    assert out.sheet.states.exhausted is True
    attrs = out.sheet.attributes
    assert (attrs.sil.current, attrs.hbi.current, attrs.vul.current) == (6, 9, 9)
    assert out.sheet.bo.current == 1  # no rest for the exhausted (001:L104)


def test_a_week_without_needs_can_kill_001_l104_l187() -> None:
    out = run(make(sil=5), [], span="week", needs_met=False)
    assert out.outcome == "dead"
    assert out.sheet.attributes.sil.current == 0
    assert out.sheet.states.dead is True
    assert out.sheet.day == 8


def test_needs_met_again_end_exhaustion_then_the_night_heals_001_l104_l91() -> None:
    out = run(make(sil=7, exhausted=True), [6], span="day")
    assert out.sheet.states.exhausted is False
    assert out.sheet.attributes.sil.current == 12


def test_a_week_heals_everything_001_l91() -> None:
    out = run(make(sil=2, hbi=3, vul=4), [], span="week")
    attrs = out.sheet.attributes
    assert (attrs.sil.current, attrs.hbi.current, attrs.vul.current) == (12, 10, 10)
    assert out.sheet.day == 8


def test_the_dead_have_no_time_001_l187() -> None:
    with pytest.raises(RuleViolation, match="Mrtvé stvoření"):
        run(make(dead=True), [], span="hour")


def test_the_day_counter_has_a_bound() -> None:
    with pytest.raises(RuleViolation, match="nejvýše 100000 dní"):
        run(make(day=99_999), [], span="week")


def test_version_1_sheet_is_upgraded_to_day_1() -> None:
    old = make().model_dump(mode="json")
    old["schema_version"] = 1
    del old["day"]
    sheet, migrated_from = migrate_sheet("cairn", old)
    assert sheet["schema_version"] == 2
    assert sheet["day"] == 1
    assert migrated_from == 1


def test_time_through_the_facade_with_physical_dice() -> None:
    sheet = make(sil=7).model_dump(mode="json")
    reply = handle({"op": "act", "sheet": sheet, "action": "time", "params": {"span": "day"}, "dice": [2]})
    assert reply["ok"] is True
    assert reply["result"]["sheet"]["attributes"]["sil"]["current"] == 9
