"""Vzdálenost a rychlost (seed 003:L78-L107)."""

from __future__ import annotations

from fractions import Fraction

from py_rules.systems.boj_k6.movement import effective_speed, rounds_to_cover


def test_each_speed_step_doubles_003_l100() -> None:
    # 2 rounds of running ≈ 8 of crawling, 4 of walking, 1 of a horse.
    assert rounds_to_cover("stredni", "plazeni")[0] == 8
    assert rounds_to_cover("stredni", "chuze")[0] == 4
    assert rounds_to_cover("stredni", "beh")[0] == 2
    assert rounds_to_cover("stredni", "konsky_beh")[0] == 1


def test_distances_in_rounds_of_running_003_l81_l91() -> None:
    assert rounds_to_cover("kratka", "beh") == (1, 1)
    assert rounds_to_cover("stredni", "beh") == (2, 4)
    assert rounds_to_cover("dlouha", "beh") == (5, 16)
    assert rounds_to_cover("kratka", "konsky_beh") == (Fraction(1, 2), Fraction(1, 2))


def test_slowing_and_hastening_one_step_003_l107() -> None:
    assert effective_speed("beh", -1) == "chuze"
    assert effective_speed("beh", 1) == "konsky_beh"
    assert effective_speed("plazeni", -2) == "plazeni"


def test_speed_caps_003_l102_l104() -> None:
    assert effective_speed("beh", 0, concentrating=True) == "chuze"
    assert effective_speed("konsky_beh", 0, wounds=("bricho",)) == "chuze"
    assert effective_speed("beh", 1, wounds=("prava_noha",)) == "chuze"
    assert effective_speed("beh", 0, out=True) == "plazeni"
    assert effective_speed("beh", 0, wounds=("hlava",)) == "beh"
