"""The implementer choices of the digest (§6) that the tests of the other files do not already pin."""

from __future__ import annotations

from dnd5e_support import act, make

from py_rules.systems.dnd5e import rules
from py_rules.systems.dnd5e.health import adjust_damage
from py_rules.systems.dnd5e.reference import reference


def test_choice_2_halved_speed_rounds_down_to_whole_sahy_004_l5_l122() -> None:
    assert rules.speed(make(speed=5, exhaustion=2)) == 2


def test_choice_5_death_save_counts_bonus_but_naturals_from_the_die_004_l372_l374() -> None:
    dying = make(hp={"current": 0, "max": 20}, conditions={"v_bezvedomi": True})
    assert act(dying, "smrt", [8], bonus=2).outcome == "success"
    assert act(dying, "smrt", [1], bonus=9).outcome == "nat1"


def test_choice_6_instant_death_counts_excess_after_temp_hp_004_l364_l390() -> None:
    sheet = make(hp={"current": 6, "max": 12, "temp": 5})
    result = act(sheet, "zraneni", zraneni=22)  # 5 to temp, 17 to HP: excess 11 < 12
    assert result.outcome == "unconscious"
    assert act(sheet, "zraneni", zraneni=23).outcome == "dead"


def test_choice_10_instant_death_uses_the_halved_maximum_004_l124_l364() -> None:
    tired = make(hp={"current": 6, "max": 24}, exhaustion=4)
    assert act(tired, "zraneni", zraneni=18).outcome == "dead"  # excess 12 ≥ 24 // 2


def test_choice_11_exhaustion_falls_before_hp_are_restored_004_l131_l228() -> None:
    rested = act(make(hp={"current": 5, "max": 25}, exhaustion=4), "dukladny_odpocinek").sheet
    assert rested.exhaustion == 3
    assert rested.hp.current == 25


def test_choice_17_unconscious_creature_is_also_prone_004_l556() -> None:
    knocked = act(make(hp={"current": 3, "max": 10}), "zraneni", zraneni=5).sheet
    assert knocked.conditions.v_bezvedomi
    assert knocked.conditions.lezici


def test_choice_19_meat_and_cheese_are_own_items_004_l52_l56() -> None:
    rows = reference("kus")[0]["rows"]
    assert ["Maso, kus", "3 st"] in rows
    assert ["Sýr, kus", "1 st"] in rows


def test_choice_22_damage_never_below_zero_004_l357() -> None:
    assert adjust_damage(3, -5, False, True, False)[0] == 0
    untouched = act(make(), "zraneni", zraneni=3, oprava=-5)
    assert untouched.sheet.hp.current == 10
    assert untouched.outcome == "no_damage"
