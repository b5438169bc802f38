"""Určení výsledku: margin → successes, ties (seed 003:L507-L514, L534-L543, L788-L796)."""

from __future__ import annotations

import pytest

from py_rules.systems.boj_k6.results import resolve, successes


@pytest.mark.parametrize(("margin", "expected"), [
    (-5, 0), (-1, 0), (0, 1), (1, 1), (2, 1), (3, 2), (4, 2), (5, 2), (6, 3), (9, 3), (20, 3),
])
def test_successes_by_margin_003_l510_l512(margin: int, expected: int) -> None:
    assert successes(margin) == expected


def test_tie_against_defence_gives_attacker_one_success_003_l510() -> None:
    result = resolve("uspech", 5, 5)
    assert (result.mine, result.theirs, result.key) == (1, 0, "ja_1")


def test_mutual_tie_gives_both_one_success_003_l514_l535() -> None:
    result = resolve("vzajemny", 7, 7)
    assert (result.mine, result.theirs, result.tie, result.key) == (1, 1, True, "remiza")


def test_mutual_winner_only_gets_successes_003_l790_l792() -> None:
    assert resolve("vzajemny", 9, 4).key == "ja_2"
    assert resolve("vzajemny", 4, 9).key == "on_2"


def test_defence_won_means_no_success_for_attacker_003_l790() -> None:
    assert resolve("obrana", 6, 5).key == "nic"
    assert resolve("uspech", 4, 5).key == "nic"


def test_e32_zlobr_10_vs_gorondar_6_two_successes_003_l584_l585() -> None:
    # Gorondar S3 + 3 = 6, zlobr S8 + 2 = 10; from Gorondar's side the zlobr beats him by 4.
    result = resolve("vzajemny", 3 + 3, 8 + 2)
    assert (result.margin, result.theirs) == (-4, 2)


def test_e35_kara_7_vs_ork_obrana_6_one_success_003_l614_l617() -> None:
    result = resolve("uspech", 3 + 4, 4 + 2)
    assert (result.margin, result.mine) == (1, 1)


def test_e40_dwarf_tie_then_two_successes_003_l663_l676() -> None:
    round_1 = resolve("uspech", 3 + 2, 0 + 5)  # Naria F3 + 2 vs immobile dwarf 0 + 5
    assert round_1.mine == 1
    round_2 = resolve("uspech", 3 + 1 + 5, 1 + 3)  # Pavel S3 + 1 (back) + 5 vs dwarf F1 + 3
    assert (round_2.margin, round_2.mine) == (5, 2)


def test_e57_skret_7_vs_kara_4_two_successes_003_l858_l861() -> None:
    result = resolve("vzajemny", 4, 7)
    assert (result.margin, result.theirs) == (-3, 2)


@pytest.mark.parametrize(("case", "margin", "expected"), [
    ("E38", 4, 2), ("E42", 3, 2), ("E44", 2, 1), ("E47", 4, 2), ("E59", 6, 3),
])
def test_worked_margins_003_l640_l884(case: str, margin: int, expected: int) -> None:
    assert successes(margin) == expected, case


def test_e49_fleeing_stopped_when_gm_rolls_equal_or_more_003_l778() -> None:
    assert resolve("obrana", 6, 6).theirs == 1  # stopped
    assert resolve("obrana", 6, 7).theirs == 1
    assert resolve("obrana", 7, 6).theirs == 0  # escapes
