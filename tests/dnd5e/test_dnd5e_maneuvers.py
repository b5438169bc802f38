"""Manoeuvres with superiority dice and antitoxin (004:L113, L583-L616)."""

from __future__ import annotations

from fractions import Fraction

from dnd5e_support import act, make, odds, summary

from py_rules.systems.dnd5e import environment as env

FIGHTER = {"superiority": {"pocet": 4, "kostka": 8}}


def test_t73_rally_temp_hp_die_plus_cha_004_l616() -> None:
    result = act(make(abilities={"charisma": 14}, **FIGHTER), "manevr", [5], manevr="zotaveni")
    assert result.total == 7
    assert result.sheet.superiority.utracene == 1


def test_t74_parry_reduces_damage_004_l596() -> None:
    result = act(make(abilities={"obratnost": 16}, **FIGHTER), "manevr", [4], manevr="parirovani", zraneni=12)
    assert result.total == 5
    assert act(make(abilities={"obratnost": 16}, **FIGHTER), "manevr", [8], manevr="parirovani",
               zraneni=5).total == 0


def test_t75_sweeping_attack_004_l600() -> None:
    assert env.sweeping_damage(6, 15, 14) == 6
    assert env.sweeping_damage(6, 15, 16) == 0


def test_t76_trip_only_large_or_smaller_004_l598() -> None:
    assert env.trip_or_push_allowed("obrovska") is False
    assert env.trip_or_push_allowed("velka") is True


def test_no_superiority_die_left_004_l583() -> None:
    assert act(make(), "manevr", []).outcome == "none"


def test_t77_antitoxin_advantage_against_poison_004_l113() -> None:
    assert "protijed" in summary(make(antitoxin=True), "zachrana", vlastnost="odolnost", proti_jedu=True)
    assert "protijed" not in summary(make(antitoxin=True, undead_or_construct=True), "zachrana",
                                     vlastnost="odolnost", proti_jedu=True)
    assert "protijed" not in summary(make(antitoxin=True), "zachrana", vlastnost="odolnost")


def test_saves_auto_fail_when_paralysed_004_l541() -> None:
    sheet = make(conditions={"paralyzovany": True})
    assert summary(sheet, "zachrana", vlastnost="sila").startswith("Automatický neúspěch")
    assert not summary(sheet, "zachrana", vlastnost="moudrost").startswith("Automatický")


def test_restrained_disadvantage_on_dex_saves_004_l568() -> None:
    assert "zadržený" in summary(make(conditions={"zadrzeny": True}), "zachrana", vlastnost="obratnost")


def test_maneuver_odds_per_result_004_l596_l616() -> None:
    rally = odds(make(abilities={"charisma": 14}, **FIGHTER), "manevr", manevr="zotaveni")
    assert rally == {f"vysledek_{v}": "1/8" for v in range(3, 11)}
    parry = odds(make(abilities={"obratnost": 16}, **FIGHTER), "manevr", manevr="parirovani", zraneni=6)
    assert parry == {"vysledek_0": "3/4", "vysledek_1": "1/8", "vysledek_2": "1/8"}
    result = act(make(abilities={"charisma": 14}, **FIGHTER), "manevr", [5], manevr="zotaveni")
    assert result.label == "7 dočasných životů"
    assert result.probability == Fraction(1, 8)
