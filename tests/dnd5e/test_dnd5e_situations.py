"""Squeezing, charm, hiding and falling odds (004:L94, L200, L237, L295, L579)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from dnd5e_support import act, make, odds, summary

from py_rules import dice
from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e import rules
from py_rules.systems.dnd5e.environment import stays_hidden


def test_t18_squeezing_disadvantage_and_attacks_against_it_004_l94() -> None:
    squeezed = make(squeezing=True)
    assert "protlačuješ se malým prostorem (Pravidla › Vtlačení se do malého prostoru)" in summary(squeezed, "utok")
    assert "Pravidla › Vtlačení se do malého prostoru" in summary(squeezed, "zachrana", vlastnost="obratnost")
    assert "S výhodou" in summary(make(), "utok", cil_stav="vtlaceny")


def test_charmed_cannot_attack_the_charmer_004_l579() -> None:
    charmed = make(conditions={"zmameny": True, "zmamitel": "Upír"})
    with pytest.raises(RuleViolation, match="Pravidla › Stavy › Zmámený"):
        act(charmed, "utok", [10], cil_je_zmamitel=True)
    assert act(charmed, "utok", [15, 3]).outcome == "hit"


def test_choice_15_tie_with_passive_perception_stays_hidden_004_l237_l295() -> None:
    assert stays_hidden(14, 14) is True
    assert stays_hidden(13, 14) is False


def test_fall_odds_are_exact_and_match_outcome_004_l200() -> None:
    sheet = make(hp={"current": 7, "max": 10})
    table = odds(sheet, "pad", sahu=4)
    two_d6 = dice.distribution("2k6")
    assert Fraction(table["damaged"]) == two_d6.at_most(6)
    assert Fraction(table["unconscious"]) == two_d6.at_least(7)
    result = act(sheet, "pad", [3, 4], sahu=4)
    assert result.outcome == "unconscious"
    assert result.probability == two_d6.at_least(7)
    assert odds(sheet, "pad", sahu=1) == {"no_damage": "1/1"}


def test_t78_surprised_cannot_move_or_act_on_first_turn_004_l238() -> None:
    surprised = make(surprised=True)
    assert rules.speed(surprised) == 0
    with pytest.raises(RuleViolation, match="Pravidla › Boj › Překvapení"):
        act(surprised, "utok", [10])
    with pytest.raises(RuleViolation, match="Pravidla › Boj › Překvapení"):
        act(surprised, "kouzlo")
    assert rules.speed(make(surprised=False)) == 6
