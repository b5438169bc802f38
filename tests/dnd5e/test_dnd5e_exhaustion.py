"""Exhaustion levels and their cumulative effects (004:L115-L131)."""

from __future__ import annotations

from dnd5e_support import act, make, summary

from py_rules.systems.dnd5e import SYSTEM, rules
from py_rules.systems.dnd5e.view import active_effects


def test_t08_exhaustion_2_halves_speed_and_disadvantage_on_checks_004_l129() -> None:
    sheet = make(exhaustion=2, speed=6)
    assert rules.speed(sheet) == 3
    assert "únava 2. stupně (Pravidla › Únava)" in summary(sheet, "overeni", co="atletika")
    assert "S nevýhodou" not in summary(sheet, "utok")
    assert "Bez výhody" in summary(sheet, "utok")


def test_t09_long_rest_with_food_lowers_exhaustion_004_l131() -> None:
    sheet = make(exhaustion=3)
    assert act(sheet, "dukladny_odpocinek", najedl_a_napil=True).sheet.exhaustion == 2
    assert act(sheet, "dukladny_odpocinek", najedl_a_napil=False).sheet.exhaustion == 3
    assert act(sheet, "unava", zmena=-1).sheet.exhaustion == 2  # raised from the dead: −1


def test_t10_below_1_no_effects_and_6_is_death_004_l126_l130() -> None:
    sheet = act(make(exhaustion=1), "unava", zmena=-1).sheet
    assert sheet.exhaustion == 0
    assert active_effects(sheet) == []
    dead = act(make(exhaustion=5), "unava", zmena=1)
    assert dead.sheet.dead
    assert dead.sheet.exhaustion == 6
    assert dead.outcome == "dead"


def test_t11_exhaustion_4_halves_hp_max_rounding_down_004_l124_l5() -> None:
    sheet = make(hp={"current": 25, "max": 25})
    tired = act(sheet, "unava", zmena=4).sheet
    assert rules.effective_max_hp(25, 4) == 12
    assert tired.hp.current == 12
    assert tired.hp.max == 25
    assert SYSTEM.view(tired).badges[0].value == "12/12"


def test_effects_are_cumulative_and_rendered_on_the_sheet_004_l129() -> None:
    sheet = make(exhaustion=3, conditions={"otraveny": True})
    effects = active_effects(sheet)
    assert effects[:3] == ["Únava 1: Nevýhoda k ověřením vlastností", "Únava 2: Snížení rychlosti na polovinu",
                           "Únava 3: Nevýhoda k hodům na útok a záchranným hodům"]
    assert "Otrávený: Otrávený tvor má nevýhodu k hodům na útok a ověřením vlastností." in effects
    shown = [f.value for s in SYSTEM.view(sheet).sections for f in s.fields if f.label == "Platné účinky"]
    assert "Únava 3" in shown[0]


def test_exhaustion_3_disadvantage_on_saves_and_attacks_004_l123() -> None:
    sheet = make(exhaustion=3)
    assert "S nevýhodou" in summary(sheet, "zachrana", vlastnost="moudrost")
    assert "S nevýhodou" in summary(sheet, "utok")


def test_exhaustion_5_speed_zero_004_l125() -> None:
    assert rules.speed(make(exhaustion=5)) == 0
