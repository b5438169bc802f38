"""Concentration, casting components, spell slots and spellbooks (004:L288, L396-L447, L472)."""

from __future__ import annotations

import pytest
from dnd5e_support import act, make, odds

from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e.environment import spell_copy_cost
from py_rules.systems.dnd5e.rules import concentration_dc


@pytest.mark.parametrize(("damage", "dc"), [(15, 10), (22, 11), (25, 12), (8, 10), (30, 15), (0, 10)])
def test_t65_concentration_dc_max_10_half_damage_004_l443_l5(damage: int, dc: int) -> None:
    assert concentration_dc(damage) == dc


def test_t65_one_save_per_damage_source_004_l443() -> None:
    sheet = make(hp={"current": 60, "max": 60}, concentration="Pavučina")
    arrow = act(sheet, "zraneni", zraneni=8)
    breath = act(arrow.sheet, "zraneni", zraneni=30, druh="ohnive")
    assert "SO 10" in arrow.explanation
    assert "SO 15" in breath.explanation
    assert odds(sheet, "soustredeni", zraneni=30) == {"success": "3/10", "failure": "7/10"}


def test_t66_new_concentration_spell_ends_the_old_and_failed_save_ends_it_004_l441_l288() -> None:
    sheet = make(concentration="Pavučina", spell_slots=[{"max": 2, "used": 0}] + [{"max": 0, "used": 0}] * 8)
    readied = act(sheet, "kouzlo", nazev="Magická střela", uroven=1, soustredeni=True)
    assert readied.sheet.concentration == "Magická střela"
    assert readied.sheet.spell_slots[0].used == 1
    assert any("Pavučina" in c for c in readied.changes)
    failed = act(readied.sheet, "soustredeni", [5], zraneni=12)
    assert failed.outcome == "failure"
    assert failed.sheet.concentration == ""
    kept = act(readied.sheet, "soustredeni", [10], zraneni=12)
    assert kept.outcome == "success"
    assert kept.sheet.concentration == "Magická střela"


def test_t67_incapacitated_or_dead_loses_concentration_004_l445() -> None:
    assert make(concentration="Pavučina", conditions={"ochromeny": True}).concentration == ""
    assert act(make(concentration="Pavučina", hp={"current": 3}), "zraneni", zraneni=5).sheet.concentration == ""


def test_t68_spellbook_copy_costs_004_l405_l407() -> None:
    assert spell_copy_cost(3, own_book=False) == (6, 150)
    assert spell_copy_cost(3, own_book=True) == (3, 30)


def test_t69_components_004_l417_l429() -> None:
    sheet = make()
    with pytest.raises(RuleViolation, match=r"Pravidla › Kniha kouzel › Složky › Verbální \(V\)"):
        act(sheet, "kouzlo", verbalni=True, umlceny=True)
    with pytest.raises(RuleViolation, match="volnou ruku"):
        act(sheet, "kouzlo", verbalni=False, pohybova=True, volna_ruka=False)
    with pytest.raises(RuleViolation, match="volnou ruku"):
        act(sheet, "kouzlo", verbalni=False, pohybova=False, surovinova=True, volna_ruka=False)
    with pytest.raises(RuleViolation, match=r"Pravidla › Kniha kouzel › Složky › Surovinové \(S\)"):
        act(sheet, "kouzlo", surovinova=True, surovina_s_cenou=True)
    assert act(sheet, "kouzlo", surovinova=True, surovina_s_cenou=True, mas_surovinu=True).outcome == "cast"


def test_no_free_slot_is_a_rule_violation_srd() -> None:
    with pytest.raises(RuleViolation, match="pozici"):
        act(make(), "kouzlo", uroven=1)
