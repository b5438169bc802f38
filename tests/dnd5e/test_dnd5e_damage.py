"""Damage, resistance, temporary HP, dropping to 0, death saves, stabilising (004:L141, L352-L394)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from dnd5e_support import act, make, odds

from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e.environment import object_damage
from py_rules.systems.dnd5e.health import adjust_damage

DYING = {"hp": {"current": 0, "max": 20}, "conditions": {"v_bezvedomi": True}}


def test_t49_modifiers_then_resistance_004_l357() -> None:
    sheet = make(hp={"current": 40, "max": 40}, defenses={"drtive": "odolani"})
    result = act(sheet, "zraneni", zraneni=25, druh="drtive", oprava=-5)
    assert result.sheet.hp.current == 30
    assert adjust_damage(25, -5, True, False, False)[0] == 10


def test_t50_several_resistances_count_once_004_l358() -> None:
    sheet = make(hp={"current": 40, "max": 40}, defenses={"ohnive": "odolani"})
    assert act(sheet, "zraneni", zraneni=20, druh="ohnive", odolani_navic=True).sheet.hp.current == 30


def test_t51_resistance_rounds_down_then_vulnerability_004_l356_l357_l5() -> None:
    assert adjust_damage(7, 0, True, False, False)[0] == 3
    assert adjust_damage(7, 0, False, True, False)[0] == 14
    assert adjust_damage(7, 0, True, True, False)[0] == 6
    vulnerable = make(hp={"current": 40, "max": 40}, defenses={"chladne": "zranitelnost"})
    assert act(vulnerable, "zraneni", zraneni=7, druh="chladne", odolani_navic=True).sheet.hp.current == 34


def test_t52_object_damage_threshold_004_l141() -> None:
    assert object_damage(9, 10) == 0
    assert object_damage(10, 10) == 10


def test_t53_instant_death_when_excess_reaches_max_004_l366() -> None:
    sheet = make(hp={"current": 6, "max": 12})
    dead = act(sheet, "zraneni", zraneni=18)
    assert dead.outcome == "dead"
    assert dead.sheet.dead
    dying = act(sheet, "zraneni", zraneni=17)
    assert dying.outcome == "unconscious"
    assert dying.sheet.hp.current == 0
    assert dying.sheet.conditions.v_bezvedomi
    assert not dying.sheet.dead


def test_t54_temporary_hp_absorb_first_004_l390() -> None:
    result = act(make(hp={"current": 20, "max": 20, "temp": 5}), "zraneni", zraneni=7)
    assert (result.sheet.hp.temp, result.sheet.hp.current) == (0, 18)


@pytest.mark.parametrize(("choice", "temp"), [("stare", 10), ("nove", 12), ("vyssi", 12)])
def test_t55_temporary_hp_do_not_stack_004_l392(choice: str, temp: int) -> None:
    assert act(make(hp={"temp": 10}), "docasne", zivoty=12, volba=choice).sheet.hp.temp == temp


def test_t56_temp_hp_above_full_and_healing_never_restores_them_004_l391_l392() -> None:
    sheet = act(make(hp={"current": 20, "max": 20}), "docasne", zivoty=5).sheet
    assert (sheet.hp.current, sheet.hp.temp) == (20, 5)
    assert act(make(hp={"current": 5, "max": 20}), "leceni", zivoty=10).sheet.hp.temp == 0


def test_t57_temp_hp_at_zero_do_not_wake_004_l393() -> None:
    sheet = act(make(**DYING), "docasne", zivoty=8).sheet
    assert sheet.conditions.v_bezvedomi
    assert not sheet.death_saves.stable
    hit = act(sheet, "zraneni", zraneni=5)
    assert hit.sheet.hp.temp == 3
    assert hit.sheet.death_saves.failures == 0  # choice 7: fully absorbed → no failure


def test_t58_three_successes_stabilise_004_l373() -> None:
    sheet = make(**DYING)
    for roll in (12, 5, 15, 3):
        sheet = act(sheet, "smrt", [roll]).sheet
    assert (sheet.death_saves.successes, sheet.death_saves.failures) == (2, 2)
    final = act(sheet, "smrt", [11]).sheet
    assert final.death_saves.stable
    assert (final.death_saves.successes, final.death_saves.failures) == (0, 0)


def test_t59_natural_1_counts_two_failures_004_l374() -> None:
    two = make(hp={"current": 0, "max": 20}, death_saves={"failures": 2})
    assert act(two, "smrt", [1]).sheet.dead
    assert act(make(**DYING), "smrt", [1]).sheet.death_saves.failures == 2


def test_t60_natural_20_regains_1_hp_004_l374_l369_l373() -> None:
    result = act(make(hp={"current": 0, "max": 20}, death_saves={"successes": 1, "failures": 2},
                      conditions={"v_bezvedomi": True}), "smrt", [20])
    assert result.sheet.hp.current == 1
    assert not result.sheet.conditions.v_bezvedomi
    assert (result.sheet.death_saves.successes, result.sheet.death_saves.failures) == (0, 0)


def test_t61_damage_at_zero_adds_failures_004_l375() -> None:
    sheet = make(hp={"current": 0, "max": 20}, death_saves={"failures": 1})
    assert act(sheet, "zraneni", zraneni=3).sheet.death_saves.failures == 2
    assert act(sheet, "zraneni", zraneni=3, kriticky=True).sheet.dead
    assert act(make(**DYING), "zraneni", zraneni=20).sheet.dead


def test_t62_first_aid_medicine_so_10_004_l379_l380() -> None:
    sheet = make(**DYING)
    assert act(sheet, "stabilizace", [8], lekarstvi=2).sheet.death_saves.stable
    assert not act(sheet, "stabilizace", [7], lekarstvi=2).sheet.death_saves.stable
    assert odds(sheet, "stabilizace", lekarstvi=2) == {"success": "13/20", "failure": "7/20"}
    stable = make(hp={"current": 0, "max": 20}, death_saves={"stable": True})
    hit = act(stable, "zraneni", zraneni=1).sheet
    assert not hit.death_saves.stable
    assert hit.death_saves.failures == 1


def test_t63_stable_regains_1_hp_after_1k4_hours_004_l380() -> None:
    stable = make(hp={"current": 0, "max": 20}, death_saves={"stable": True}, conditions={"v_bezvedomi": True})
    result = act(stable, "probrani", [3])
    assert result.details["hours"] == 3
    assert result.sheet.hp.current == 1
    assert "Po 3 hodinách" in result.explanation


def test_t64_melee_knock_out_is_stable_004_l386() -> None:
    result = act(make(hp={"current": 5, "max": 20}), "zraneni", zraneni=8, srazit_do_bezvedomi=True)
    assert result.sheet.death_saves.stable
    assert result.sheet.conditions.v_bezvedomi
    with pytest.raises(RuleViolation, match="na blízko"):
        act(make(), "zraneni", zraneni=8, srazit_do_bezvedomi=True, utok_na_dalku=True)


def test_death_save_odds_004_l373_l374() -> None:
    assert odds(make(**DYING), "smrt") == {"nat20": "1/20", "success": "1/2", "failure": "2/5", "nat1": "1/20"}
    assert odds(make(), "smrt") == {"none": "1/1"}
    assert act(make(**DYING), "smrt", [15]).probability == Fraction(1, 2)


def test_monster_dies_at_zero_choice_23_004_l383() -> None:
    assert act(make(hp={"current": 5, "max": 20}, dies_at_zero=True), "zraneni", zraneni=6).sheet.dead


def test_petrified_resists_everything_and_is_immune_to_poison_004_l575_l576() -> None:
    stone = make(hp={"current": 20, "max": 20}, conditions={"zkameneny": True})
    assert act(stone, "zraneni", zraneni=9, druh="secne").sheet.hp.current == 16
    assert act(stone, "zraneni", zraneni=9, druh="jedove").sheet.hp.current == 20


def test_dead_character_takes_no_more_damage() -> None:
    with pytest.raises(RuleViolation, match="mrtvá"):
        act(make(dead=True, hp={"current": 0}), "zraneni", zraneni=3)


def test_t63_wake_odds_quarter_each_004_l380() -> None:
    stable = make(hp={"current": 0, "max": 20}, death_saves={"stable": True})
    assert odds(stable, "probrani") == {f"hodiny_{h}": "1/4" for h in range(1, 5)}
    assert odds(make(), "probrani") == {"none": "1/1"}
