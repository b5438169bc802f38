"""Manoeuvres from the attack form (issue 19 item 3; 004:L583-L616): Precision adds the die to the attack roll
(L604), damage manoeuvres add it on a hit, Trip and Push ask a Large-or-smaller target's Str save (L598, L614),
Sweeping deals the die to a second creature the original roll would hit (L600). The save's SO is SRD."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from dnd5e_support import act, make, odds

from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e.sheet import DnD5eSheet, Weapon

# longsword 1k8 with Str 16: +5 to hit (Str +3, proficiency +2), 1k8 + 3; four superiority dice k8
FIGHTER = {"abilities": {"sila": 16}, "superiority": {"pocet": 4, "kostka": 8}}


def _refused(fragment: str, dice: list[int], sheet: DnD5eSheet | None = None, **params: Any) -> None:
    with pytest.raises(RuleViolation, match=fragment):
        act(sheet or make(**FIGHTER), "utok", dice, **params)


def test_precision_adds_the_die_to_the_attack_roll_004_l604() -> None:
    result = act(make(**FIGHTER), "utok", [10, 4, 5], oc=18, manevr="presny")  # 10 + 5 + die 4 = 19 ≥ 18
    assert (result.outcome, result.total) == ("hit", 19)
    assert result.sheet.superiority.utracene == 1
    assert result.details["damage"] == 8  # 1k8 = 5 + 3
    missed = act(make(**FIGHTER), "utok", [2, 8], oc=18, manevr="presny")  # 2 + 5 + 8 = 15: the die is spent
    assert (missed.outcome, missed.sheet.superiority.utracene) == ("miss", 1)


def test_precision_odds_are_exact_against_brute_force_004_l604() -> None:
    shown = odds(make(**FIGHTER), "utok", oc=18, manevr="presny")
    pairs = [(d20, die) for d20 in range(1, 21) for die in range(1, 9)]  # every (k20, k8) equally likely
    hits = Fraction(sum(1 for d20, die in pairs if d20 == 20 or (d20 != 1 and d20 + 5 + die >= 18)), len(pairs))
    assert Fraction(shown["critical"]) + Fraction(shown["hit"]) == hits == Fraction(100, 160)


def test_a_damage_manoeuvre_from_the_list_adds_the_die_on_a_hit_004_l585() -> None:
    result = act(make(**FIGHTER), "utok", [15, 5, 6], oc=13, manevr="zraneni")
    assert result.details["damage"] == 14  # 5 + 3 + die 6
    assert act(make(**FIGHTER), "utok", [2], oc=13, manevr="zraneni").sheet.superiority.utracene == 0


def test_trip_and_push_ask_a_str_save_of_a_large_or_smaller_target_004_l598_l614() -> None:
    trip = act(make(**FIGHTER), "utok", [15, 5, 6], oc=13, manevr="podrazeci", cil_velikost="velka")
    assert trip.details["damage"] == 14
    assert trip.details["save_dc"] == 13  # 8 + proficiency 2 + Str 3 (SRD)
    assert "záchranný hod na Sílu SO 13" in trip.explanation
    assert "sražen k zemi" in trip.explanation
    push = act(make(**FIGHTER), "utok", [15, 5, 6], oc=13, manevr="zatlacujici", cil_velikost="stredni")
    assert "odtlačíš až o 3 sáhy" in push.explanation
    huge = act(make(**FIGHTER), "utok", [15, 5, 6], oc=13, manevr="podrazeci", cil_velikost="obrovska")
    assert (huge.details["damage"], huge.details["save_dc"]) == (14, 0)
    assert "záchranný hod si nehází" in huge.explanation


def test_sweeping_deals_the_die_to_a_second_creature_the_roll_would_hit_004_l600() -> None:
    hit = act(make(**FIGHTER), "utok", [15, 5, 6], oc=13, manevr="protazeny", druhy_cil_oc=20)  # 20 ≥ 20
    assert (hit.details["damage"], hit.details["sweep_damage"]) == (8, 6)
    spared = act(make(**FIGHTER), "utok", [15, 5, 6], oc=13, manevr="protazeny", druhy_cil_oc=21)
    assert (spared.details["sweep_damage"], spared.sheet.superiority.utracene) == (0, 1)
    _refused("druhého tvora", [15, 5, 6], oc=13, manevr="protazeny")
    bow = make(**FIGHTER, weapons=[Weapon(name="Luk", kostky="1k8", vlastnost="obratnost", na_dalku=True,
                                          dostrel=16, dlouhy_dostrel=64)])
    _refused("jen s útokem na blízko", [15, 5, 6], bow, oc=13, manevr="protazeny", druhy_cil_oc=12)


def test_one_manoeuvre_an_attack_and_a_die_is_needed_004_l583() -> None:
    _refused("Vyber jeden manévr", [15, 5], oc=13, manevr="presny", manevr_pri_zasahu=True)
    _refused("převahovou kostku", [15, 5], make(), oc=13, manevr="presny")
