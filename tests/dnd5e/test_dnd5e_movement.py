"""Carrying, movement, travel, jumping, falling and breath (004:L94, L169-L204, L246-L261, L303, L346)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from dnd5e_support import act, make

from py_rules.systems.dnd5e import environment as env
from py_rules.systems.dnd5e import rules


@pytest.mark.parametrize(("size", "capacity", "push"), [
    ("stredni", 225, 450), ("velka", 450, 900), ("obrovska", 900, 1800), ("giganticka", 1800, 3600),
    ("mala", 225, 450), ("drobna", 112, 225)])
def test_t12_carrying_capacity_by_size_004_l171_l175(size: str, capacity: int, push: int) -> None:
    assert rules.carrying(15, size) == (capacity, push)


def test_t13_dragging_over_capacity_speed_1_004_l173() -> None:
    assert env.drag_speed(6, 300, 225) == 1
    assert env.drag_speed(6, 200, 225) == 6


def test_t14_standing_up_costs_half_speed_004_l254() -> None:
    assert env.stand_up_cost(6) == 3
    assert env.can_stand(6, 3) is True
    assert env.can_stand(6, 2) is False
    assert env.can_stand(0, 6) is False


def test_t15_dash_doubles_current_speed_004_l303() -> None:
    assert env.dash_total(6) == 12
    assert env.dash_total(rules.speed(make(exhaustion=2, speed=6))) == 6


def test_t16_difficult_terrain_does_not_stack_004_l249() -> None:
    assert env.move_cost(3, difficult=True) == 6


def test_t17_climbing_costs_004_l187() -> None:
    assert env.special_move_cost(2, difficult=False, has_speed=False) == 4
    assert env.special_move_cost(2, difficult=True, has_speed=False) == 6
    assert env.special_move_cost(2, difficult=False, has_speed=True) == 2


def test_t18_squeezing_costs_double_004_l94() -> None:
    assert env.squeeze_cost(3) == 6


@pytest.mark.parametrize(("other", "hostile", "ok"), [
    ("drobna", True, True), ("obrovska", True, True), ("mala", True, False), ("stredni", True, False),
    ("velka", True, False), ("stredni", False, True)])
def test_t19_moving_through_creatures_004_l259(other: str, hostile: bool, ok: bool) -> None:
    assert env.can_pass("stredni", other, hostile) is ok


def test_t20_dragging_grappled_creature_004_l346() -> None:
    assert env.drag_grappled_speed(6, "stredni", "mala") == 3
    assert env.drag_grappled_speed(6, "stredni", "drobna") == 6


def test_t21_travel_24_miles_a_day_004_l181() -> None:
    assert env.travel_days(72) == Fraction(3)


def test_t22_long_jump_str15_004_l193_l5() -> None:
    assert rules.long_jump(15, running=True) == 15
    assert rules.long_jump(15, running=False) == 7


def test_t23_high_jump_004_l196() -> None:
    assert rules.high_jump(3, running=True) == 6
    assert rules.high_jump(3, running=False) == 3
    assert rules.high_jump(-4, running=True) == 0
    assert rules.jump_reach(6, 6) == 15


def test_t24_low_obstacle_needs_athletics_004_l193_l194() -> None:
    assert env.low_obstacle_check(12, 3) is True
    assert env.low_obstacle_check(12, 4) is False


@pytest.mark.parametrize(("sahu", "count"), [(10, 5), (60, 20), (3, 1), (1, 0)])
def test_t25_falling_dice_004_l200(sahu: int, count: int) -> None:
    assert rules.fall_dice(sahu) == count


def test_t25_fall_action_damages_and_knocks_prone_004_l200() -> None:
    sheet = make(hp={"current": 30, "max": 30})
    result = act(sheet, "pad", [1, 2, 3, 4, 5], sahu=10)
    assert result.total == 15
    assert result.sheet.hp.current == 15
    assert result.sheet.conditions.lezici is True
    assert act(sheet, "pad", [], sahu=1).outcome == "no_damage"


def test_t26_holding_breath_004_l204() -> None:
    assert (rules.hold_breath_seconds(2), rules.survive_rounds(2)) == (180, 2)
    assert (rules.hold_breath_seconds(0), rules.survive_rounds(0)) == (60, 1)
    assert (rules.hold_breath_seconds(-1), rules.survive_rounds(-1)) == (30, 1)


def test_grappled_or_restrained_speed_zero_004_l550_l566() -> None:
    assert rules.speed(make(conditions={"uchvaceny": True})) == 0
    assert rules.speed(make(conditions={"zadrzeny": True})) == 0
