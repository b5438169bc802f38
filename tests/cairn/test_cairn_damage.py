"""Brnění, BO, přebytek do dovednosti a kritické poškození (001:L108-L110, L157-L158, L179-L190, L205-L206)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from py_rules.errors import InvalidInput
from py_rules.systems.base import DiceBox
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.rules import after_armour, armour_total, split_overflow
from py_rules.systems.cairn.sheet import CairnSheet


def make(bo: int = 4, sil: int = 12, hbi: int = 10, vul: int = 10, armour: tuple[int, ...] = (),
         creature: str = "postava", **extra: Any) -> CairnSheet:
    items = [{"name": f"Zbroj {i}", "armour": a} for i, a in enumerate(armour)]
    data: dict[str, Any] = {"name": "Bořek", "bo": {"current": bo, "max": max(bo, 6)}, "inventory": items,
                            "attributes": {"sil": {"current": sil, "max": max(sil, 1)},
                                           "hbi": {"current": hbi, "max": max(hbi, 1)},
                                           "vul": {"current": vul, "max": max(vul, 1)}},
                            "settings": {"creature": creature}}
    data.update(extra)
    return CairnSheet.model_validate(data)


def hit(sheet: CairnSheet, dice: list[int], **params: Any) -> Any:
    action = SYSTEM.action("take_damage")
    box = DiceBox(physical=dice)
    outcome = action.perform(sheet, action.params_model.model_validate(params), box)
    box.finish()
    return outcome


def odds(sheet: CairnSheet, **params: Any) -> dict[str, Fraction]:
    action = SYSTEM.action("take_damage")
    assert action.odds is not None
    result = action.odds(sheet, action.params_model.model_validate(params))
    return {o.outcome: Fraction(o.probability) for o in result.outcomes}


def test_case_c11_armour_reduces_damage_to_zero_minimum_001_l108() -> None:
    assert after_armour(5, 2) == 3
    assert after_armour(2, 3) == 0
    out = hit(make(bo=4, armour=(3,)), [], damage=2)
    assert out.outcome == "no_save"
    assert out.sheet.bo.current == 4
    assert out.total == 0


def test_case_c12_helmet_and_shield_cap_armour_at_3_001_l109_l110() -> None:
    assert armour_total(make(armour=(2, 1, 1))) == 3
    assert armour_total(make(armour=(2,))) == 2


def test_armour_in_an_extension_does_not_protect() -> None:
    sheet = CairnSheet.model_validate({**make(armour=(2,)).model_dump(), "extensions": [{"name": "Vůz", "slots": 8}],
                                       "inventory": [{"name": "Zbroj", "armour": 2, "location": 1}]})
    assert armour_total(sheet) == 0


def test_case_c13_damage_within_bo_no_save_001_l157() -> None:
    out = hit(make(bo=6), [], damage=4)
    assert out.sheet.bo.current == 2
    assert out.outcome == "no_save"
    assert odds(make(bo=6), damage=4) == {"no_save": Fraction(1)}


def test_case_c14_damage_exactly_bo_no_save_001_l157_l181_choice_1() -> None:
    assert split_overflow(4, 4) == (0, 0)
    out = hit(make(bo=4, sil=12), [], damage=4)
    assert (out.sheet.bo.current, out.sheet.attributes.sil.current, out.outcome) == (0, 12, "no_save")


def test_case_c15_overflow_1_then_save_against_new_value_001_l157_l181() -> None:
    sheet = make(bo=4, sil=12)
    assert odds(sheet, damage=5) == {"holds": Fraction(11, 20), "critical": Fraction(9, 20)}
    ok = hit(sheet, [11], damage=5)
    assert (ok.sheet.bo.current, ok.sheet.attributes.sil.current, ok.outcome) == (0, 11, "holds")
    assert ok.probability == Fraction(11, 20)
    bad = hit(sheet, [12], damage=5)
    assert bad.outcome == "critical"
    assert bad.sheet.states.critical is True
    assert "Pravidla › Základy › Kritické poškození" in bad.explanation


def test_case_c16_bo_0_armour_1_result_4_001_l108_l181() -> None:
    sheet = make(bo=0, sil=10, armour=(1,))
    assert odds(sheet, damage=4)["holds"] == Fraction(7, 20)
    out = hit(sheet, [7], damage=4)
    assert out.sheet.attributes.sil.current == 7
    assert out.outcome == "holds"


def test_case_c17_sil_to_zero_is_death_without_save_001_l187() -> None:
    out = hit(make(bo=2, sil=3), [], damage=5)
    assert out.outcome == "dead"
    assert out.sheet.attributes.sil.current == 0
    assert "Pravidla › Základy › Ztráta dovednostních bodů" in out.explanation


def test_case_c18_overflow_clamped_at_zero_choice_4_001_l187() -> None:
    out = hit(make(bo=0, sil=2), [], damage=6)
    assert out.outcome == "dead"
    assert out.sheet.attributes.sil.current == 0


def test_case_c19_gm_routes_overflow_to_vul_001_l157_l181() -> None:
    sheet = make(bo=2, vul=9)
    assert odds(sheet, damage=5, attribute="vul")["holds"] == Fraction(6, 20)
    out = hit(sheet, [6], damage=5, attribute="vul")
    assert out.sheet.attributes.vul.current == 6
    assert out.outcome == "holds"


def test_hbi_zero_still_saves_choice_5_001_l188() -> None:
    out = hit(make(bo=0, hbi=2), [1], damage=3, attribute="hbi")
    assert out.sheet.attributes.hbi.current == 0
    assert out.outcome == "holds"
    assert any("paralyzovaný" in c for c in out.changes)


def test_case_c20_dying_stabilised_in_time_lives_else_dies_001_l182() -> None:
    dying = hit(make(bo=4, sil=12), [12], damage=5).sheet
    saved = SYSTEM.action("stabilise").perform(dying, SYSTEM.action("stabilise").params_model(), DiceBox())
    assert saved.sheet.states.stabilised
    assert not saved.sheet.states.dead
    late_params = SYSTEM.action("stabilise").params_model.model_validate({"in_time": False})
    late = SYSTEM.action("stabilise").perform(dying, late_params, DiceBox())
    assert late.sheet.states.dead
    assert late.outcome == "dead"


def test_damage_while_dying_goes_straight_to_attribute_choice_6() -> None:
    dying = hit(make(bo=4, sil=12), [12], damage=5).sheet
    out = hit(dying, [], damage=3)
    assert out.sheet.attributes.sil.current == 8
    assert out.outcome == "no_save"


def test_case_c21_monster_failing_critical_save_dies_001_l183() -> None:
    out = hit(make(bo=0, sil=8, creature="nestvura"), [15], damage=2)
    assert out.outcome == "critical"
    assert out.sheet.states.dead is True
    assert out.sheet.attributes.sil.xp == 0


def test_case_c22_outside_combat_straight_to_attribute_001_l190() -> None:
    out = hit(make(bo=5, sil=9), [], damage=4, in_combat=False)
    assert (out.sheet.attributes.sil.current, out.sheet.bo.current) == (5, 5)
    assert "Pravidla › Základy › Ztráta dovednostních bodů" in out.explanation


def test_case_c28_several_attackers_only_highest_applies_001_l158() -> None:
    out = hit(make(bo=8, armour=(1,)), [], damage=3, others="6, 2")
    assert out.total == 5
    assert out.sheet.bo.current == 3
    assert "Pravidla › Základy › Útok a poškození" in out.explanation


def test_case_c35_detachment_loses_sil_saves_vul_001_l205_l206() -> None:
    sheet = make(bo=0, sil=10, vul=9, creature="oddil")
    assert odds(sheet, damage=3) == {"holds": Fraction(9, 20), "critical": Fraction(11, 20)}
    ok = hit(sheet, [9], damage=3)
    assert ok.sheet.attributes.sil.current == 7
    assert ok.outcome == "holds"
    assert ok.details["save_value"] == 9
    broken = hit(sheet, [10], damage=3)
    assert broken.outcome == "critical"
    assert "rozpadá" in broken.explanation
    destroyed = hit(sheet, [], damage=10)
    assert destroyed.outcome == "dead"
    assert "zničen" in destroyed.explanation


def test_detachment_uses_leaders_vul_001_l205() -> None:
    sheet = make(bo=0, sil=10, vul=9, creature="oddil", settings={"creature": "oddil", "leader_vul": 15})
    assert odds(sheet, damage=3)["holds"] == Fraction(15, 20)


def test_critical_failure_gives_xp_choice_15() -> None:
    out = hit(make(bo=0, sil=10), [18], damage=1)
    assert out.sheet.attributes.sil.xp == 1


def test_bad_other_damage_is_czech_invalid_input() -> None:
    with pytest.raises(InvalidInput, match="čísla oddělená čárkou"):
        hit(make(), [], damage=3, others="šest")


def test_outside_combat_ignores_armour_choice_11_001_l190() -> None:
    out = hit(make(bo=5, sil=9, armour=(2,)), [], damage=4, in_combat=False)
    assert out.sheet.attributes.sil.current == 5


def test_dead_cannot_attack_or_save_001_l187() -> None:
    from py_rules.errors import RuleViolation
    dead = hit(make(bo=0, sil=2), [], damage=6).sheet
    save = SYSTEM.action("save")
    with pytest.raises(RuleViolation, match="Mrtvé"):
        save.perform(dead, save.params_model(), DiceBox(physical=[3]))
    attack = SYSTEM.action("attack")
    with pytest.raises(RuleViolation, match="Mrtvé"):
        attack.perform(dead, attack.params_model(), DiceBox(physical=[3]))


def test_dying_or_paralysed_cannot_attack_001_l182_l188() -> None:
    from py_rules.errors import RuleViolation
    attack = SYSTEM.action("attack")
    dying = hit(make(bo=4, sil=12), [12], damage=5).sheet
    with pytest.raises(RuleViolation, match="umírá"):
        attack.perform(dying, attack.params_model(), DiceBox(physical=[3]))
    with pytest.raises(RuleViolation, match="HBI 0"):
        attack.perform(make(hbi=0), attack.params_model(), DiceBox(physical=[3]))


def test_damage_preview_before_committing_001_l157_l181() -> None:
    action = SYSTEM.action("take_damage")
    assert action.odds is not None
    summary = action.odds(make(bo=4, sil=12), action.params_model.model_validate({"damage": 5})).summary
    assert summary == ("Po brnění 5 poškození: BO 4 → 0, SIL 12 → 11. "
                       "Záchrana proti kritickému poškození: SIL 11, šance 55,0\u00a0%.")


def test_full_inventory_zero_bo_is_opt_in_choice_17() -> None:
    items = [{"name": f"Věc {i}"} for i in range(10)]
    off = make(bo=4, sil=12, inventory=items)
    assert hit(off, [], damage=3).outcome == "no_save"
    on = make(bo=4, sil=12, inventory=items, settings={"full_load_zero_bo": True})
    out = hit(on, [5], damage=3)
    assert out.sheet.attributes.sil.current == 9
    assert out.outcome == "holds"
    assert "Cairn 2e" in out.explanation
    assert any(b.label == "Plný inventář: BO 0" for b in SYSTEM.view(on).badges)
