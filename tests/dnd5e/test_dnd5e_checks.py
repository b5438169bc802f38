"""Ability checks, passive checks, group checks, contests, working together, inspiration (004:L3, L96-L109,
L133-L137, L161-L167) and the exact odds shown before the roll."""

from __future__ import annotations

from fractions import Fraction

import pytest
from dnd5e_support import act, make, odds, summary

from py_rules import dice
from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e import SYSTEM, rules
from py_rules.systems.dnd5e.environment import can_help
from py_rules.systems.dnd5e.odds import check_chance


def test_t01_total_equal_to_so_succeeds_004_l3() -> None:
    sheet = make()
    assert act(sheet, "overeni", [15], co="moudrost", so=15).outcome == "success"
    assert act(sheet, "overeni", [14], co="moudrost", so=15).outcome == "failure"


def test_t02_passive_perception_14_004_l102_l295() -> None:
    sheet = make(abilities={"moudrost": 15}, skills={"vnimani": 1})
    assert rules.proficiency_bonus(1) == 2
    assert rules.passive(rules.skill_bonus(sheet, "vnimani"), "normal") == 14
    stats = {f.label: f.value for s in SYSTEM.view(sheet).sections for f in s.fields if f.kind != "list"}
    assert stats["Pasivní Vnímání"] == 14


def test_t03_passive_with_advantage_19_disadvantage_9_004_l101() -> None:
    assert rules.passive(4, "advantage") == 19
    assert rules.passive(4, "disadvantage") == 9
    poisoned = make(abilities={"moudrost": 15}, skills={"vnimani": 1}, conditions={"otraveny": True})
    stats = {f.label: f.value for s in SYSTEM.view(poisoned).sections for f in s.fields if f.kind != "list"}
    assert stats["Pasivní Vnímání"] == 9


@pytest.mark.parametrize(("successes", "members", "ok"), [(2, 4, True), (1, 4, False), (2, 5, False), (3, 5, True)])
def test_t04_group_check_at_least_half_004_l108(successes: int, members: int, ok: bool) -> None:
    assert rules.group_succeeds(successes, members) is ok


def test_t04_group_action_counts_own_roll_004_l108() -> None:
    sheet = make()
    result = act(sheet, "skupina", [12], co="moudrost", so=10, clenu=4, uspechy_ostatnich=1)
    assert result.outcome == "success"
    assert result.probability == Fraction(11, 20)
    assert act(sheet, "skupina", [3], co="moudrost", so=10, clenu=5, uspechy_ostatnich=1).outcome == "failure"
    assert odds(sheet, "skupina", co="moudrost", so=10, clenu=4, uspechy_ostatnich=2) == {
        "success": "1/1", "failure": "0/1"}


def test_t05_contest_tie_changes_nothing_004_l163() -> None:
    assert rules.contest(14, 14) == "tie"
    assert rules.contest(15, 14) == "win"
    sheet = make()
    assert act(sheet, "konflikt", [14, 14], co="sila").outcome == "tie"
    assert act(sheet, "konflikt", [15, 14], co="sila").outcome == "win"
    assert odds(sheet, "konflikt", co="sila") == {"win": "19/40", "tie": "1/20", "loss": "19/40"}


def test_t06_working_together_gives_advantage_004_l167() -> None:
    sheet = make()
    result = act(sheet, "overeni", [3, 17], co="cachry", so=15, pomoc=True)
    assert result.details["mode"] == "advantage"
    assert result.outcome == "success"
    assert "pomoc / spolupráce (Pravidla › Spolupráce; Pravidla › Boj › Akce v boji › Pomoc)" in result.explanation
    assert can_help(helper_could_do_it_alone=False) is False
    assert can_help(True, help_is_productive=False) is False


def test_t07_inspiration_spent_for_advantage_004_l135_l137() -> None:
    sheet = make(inspiration=True)
    result = act(sheet, "zachrana", [2, 18], vlastnost="moudrost", so=15, inspirace=True)
    assert result.details["mode"] == "advantage"
    assert result.sheet.inspiration is False
    with pytest.raises(RuleViolation, match="inspiraci"):
        act(result.sheet, "zachrana", [2, 18], vlastnost="moudrost", so=15, inspirace=True)


def test_exact_odds_plus5_with_advantage_against_so15_004_l3() -> None:
    expected = Fraction(319, 400)
    assert check_chance("advantage", 5, 15) == expected
    assert dice.distribution("2k20kh1+5").at_least(15) == expected
    sheet = make(abilities={"obratnost": 14}, skills={"akrobacie": 1}, inspiration=True)
    assert rules.skill_bonus(sheet, "akrobacie") == 4
    text = summary(sheet, "overeni", co="akrobacie", so=15, bonus=1, vyhoda_pj=True)
    assert "+5 s výhodou proti SO 15 = 79,8\u00a0% (319/400)" in text


@pytest.mark.parametrize("mode", ["normal", "advantage", "disadvantage"])
def test_odds_match_dice_engine_for_every_target(mode: str) -> None:
    expression = {"normal": "1k20", "advantage": "2k20kh1", "disadvantage": "2k20kl1"}[mode]
    dist = dice.distribution(expression)
    for bonus in (-3, 0, 4):
        for dc in range(-2, 28):
            assert check_chance(mode, bonus, dc) == dist.at_least(dc - bonus)  # type: ignore[arg-type]


def test_blind_check_needing_sight_fails_automatically_004_l546() -> None:
    sheet = make(conditions={"slepy": True})
    assert odds(sheet, "overeni", co="vnimani", vyzaduje_zrak=True) == {"auto_failure": "1/1"}
    result = act(sheet, "overeni", [], co="vnimani", vyzaduje_zrak=True)
    assert result.outcome == "auto_failure"
    assert result.probability == 1


def test_deaf_check_needing_hearing_fails_004_l517() -> None:
    sheet = make(conditions={"hluchy": True})
    assert act(sheet, "overeni", [], co="vnimani", vyzaduje_sluch=True).outcome == "auto_failure"


def test_poisoned_and_frightened_give_disadvantage_with_reasons_004_l537_l562() -> None:
    sheet = make(conditions={"otraveny": True, "vystraseny": True})
    text = summary(sheet, "overeni", co="atletika", strach_v_dohledu=True)
    assert "S nevýhodou" in text
    assert "otrávený (Pravidla › Stavy › Otrávený)" in text
    assert "Pravidla › Stavy › Vystrašený" in text


def test_dim_light_only_affects_perception_004_l208() -> None:
    sheet = make()
    assert "Pravidla › Cestování › Zrak a světlo" in summary(sheet, "overeni", co="vnimani", sero=True)
    assert "Pravidla › Cestování › Zrak a světlo" not in summary(sheet, "overeni", co="patrani", sero=True)


def test_advantage_and_disadvantage_cancel_srd() -> None:
    sheet = make(exhaustion=1)
    result = act(sheet, "overeni", [11], co="moudrost", so=10, pomoc=True)
    assert result.details["mode"] == "normal"
    assert "ruší" in result.explanation


def test_expertise_doubles_proficiency_srd() -> None:
    sheet = make(classes=[{"trida": "tulak", "uroven": 5}], abilities={"obratnost": 16}, skills={"nenapadnost": 2})
    assert rules.proficiency_bonus(5) == 3
    assert rules.skill_bonus(sheet, "nenapadnost") == 3 + 6


@pytest.mark.parametrize(("level", "bonus"), [(1, 2), (4, 2), (5, 3), (8, 3), (9, 4), (13, 5), (17, 6), (20, 6)])
def test_proficiency_bonus_by_level_srd(level: int, bonus: int) -> None:
    assert rules.proficiency_bonus(level) == bonus


@pytest.mark.parametrize(("score", "mod"), [(1, -5), (8, -1), (9, -1), (10, 0), (11, 0), (15, 2), (20, 5), (30, 10)])
def test_ability_modifier_rounds_down_srd_004_l295(score: int, mod: int) -> None:
    assert rules.modifier(score) == mod


def test_initiative_is_a_dex_check_srd() -> None:
    sheet = make(abilities={"obratnost": 14})
    assert act(sheet, "iniciativa", [11]).total == 13
