"""Útok a jeho modifikátory, oddíly, munice (001:L35-L39, L156-L176, L207-L208)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.odds import group_attack_pmf, keep_highest_pmf
from py_rules.systems.cairn.rules import plan_attack, together_total
from py_rules.systems.cairn.sheet import CairnSheet

SWORD, KNIFE, KNIFE2, BOMB, BOW, BITE = 0, 1, 2, 3, 4, 5


def make(creature: str = "postava", engaged: bool = False, arrows: int = 3) -> CairnSheet:
    return CairnSheet.model_validate({
        "name": "Bořek", "settings": {"creature": creature}, "states": {"engaged": engaged},
        "inventory": [
            {"name": "Meč", "damage": "1k8"}, {"name": "Nůž", "damage": "1k6"}, {"name": "Nůž", "damage": "1k6"},
            {"name": "Bomba", "damage": "1k6", "blast": True},
            {"name": "Luk", "damage": "1k6", "ranged": True, "ammo": arrows, "size": "neskladny"},
            {"name": "Kousnutí", "damage": "1k6", "size": "zanedbatelny"},
        ]})


def attack(sheet: CairnSheet, dice: list[int], **params: Any) -> Any:
    action = SYSTEM.action("attack")
    box = DiceBox(physical=dice)
    outcome = action.perform(sheet, action.params_model.model_validate(params), box)
    box.finish()
    return outcome


def attack_odds(sheet: CairnSheet, **params: Any) -> dict[str, Fraction]:
    action = SYSTEM.action("attack")
    assert action.odds is not None
    result = action.odds(sheet, action.params_model.model_validate(params))
    return {o.outcome: Fraction(o.probability) for o in result.outcomes}


def test_case_c10_adding_dice_keeps_highest_001_l35_l37_l39() -> None:
    from py_rules import dice
    assert dice.roll("2k6", dice=[3, 5]).total == 8
    assert attack(make(), [3, 7], weapon=SWORD, enhancement=8).total == 7
    assert 7 // 2 == 3  # rounding always down (001:L39), used for the morale half


def test_weapon_die_is_the_damage_001_l156() -> None:
    out = attack(make(), [5], weapon=SWORD)
    assert out.total == 5
    assert out.probability == Fraction(1, 8)
    assert attack_odds(make(), weapon=SWORD) == {f"damage_{v}": Fraction(1, 8) for v in range(1, 9)}


def test_case_c23_impaired_is_1k4_without_bonus_001_l165() -> None:
    assert plan_attack(8, impaired=True, enhancement=8).dice == (4,)
    out = attack(make(), [3], weapon=SWORD, impaired=True, enhancement=8)
    assert out.total == 3
    assert "Pravidla › Základy › Modifikátory útoků" in out.explanation
    assert set(attack_odds(make(), weapon=SWORD, impaired=True, enhancement=8)) == {f"damage_{v}" for v in range(1, 5)}


def test_impaired_bonus_only_if_gm_allows_choice_9() -> None:
    assert plan_attack(8, impaired=True, enhancement=8, gm_bonus=True).dice == (4, 8)


def test_case_c24_enhancement_keeps_highest_001_l166() -> None:
    assert attack(make(), [2, 7], weapon=KNIFE, enhancement=8).total == 7
    assert attack(make(), [3, 11], weapon=KNIFE, enhancement=12).total == 11


def test_case_c25_only_the_largest_enhancement_counts_001_l166() -> None:
    assert plan_attack(6, enhancement=12, off_hand=8).dice == (6, 12)


def test_case_c26_two_knives_keep_highest_001_l168_l37() -> None:
    out = attack(make(), [2, 5], weapon=KNIFE, off_hand=KNIFE2)
    assert out.total == 5
    assert keep_highest_pmf((6, 6))[6] == Fraction(11, 36)
    assert out.probability == Fraction(9, 36)


def test_case_c27_off_hand_counts_as_enhancement_001_l166_l168() -> None:
    assert plan_attack(8, off_hand=6, enhancement=8).dice == (8, 8)
    assert attack(make(), [4, 8], weapon=SWORD, off_hand=KNIFE, enhancement=8).total == 8


def test_case_c28_group_attack_only_highest_001_l158() -> None:
    assert together_total([3, 6, 2], variant=False) == 6
    action = SYSTEM.action("group_attack")
    params = action.params_model.model_validate({"attackers": "1k6, 1k6, 1k6", "target_armour": 1})
    out = action.perform(make(), params, DiceBox(physical=[3, 6, 2]))
    assert out.total == 5
    assert "Pravidla › Základy › Útok a poškození" in out.explanation
    assert out.probability == group_attack_pmf((6, 6, 6), False)[6]


def test_case_c29_together_stronger_variant_001_l161() -> None:
    assert together_total([6, 5, 4, 2], variant=True) == 8
    action = SYSTEM.action("group_attack")
    params = action.params_model.model_validate({"attackers": "1k6, 1k6, 1k6, 1k6", "target_armour": 1,
                                                 "together": True})
    out = action.perform(make(), params, DiceBox(physical=[6, 5, 4, 2]))
    assert out.total == 7
    assert "Pravidla › Základy › Útok a poškození" in out.explanation


def test_group_attack_odds_are_exact_and_sum_to_one() -> None:
    pmf = group_attack_pmf((6, 8), True)
    assert sum(pmf.values()) == 1
    # both dice ≥ 4: 3·5 of 48 → highest + 1; e.g. 9 = (8 with the k6 ≥ 4): 3/48
    assert pmf[9] == Fraction(3, 48)
    action = SYSTEM.action("group_attack")
    params = action.params_model.model_validate({"attackers": "dva skřeti"})
    with pytest.raises(InvalidInput, match="1k6, 1k8"):
        action.perform(make(), params, DiceBox())


def test_case_c30_blast_unclear_targets_rolled_with_damage_die_001_l167() -> None:
    out = attack(make(), [4, 1, 2, 3, 6], weapon=BOMB, targets=0)
    assert out.outcome == "blast"
    assert out.details["damage"] == [1, 2, 3, 6]
    assert "Pravidla › Základy › Modifikátory útoků" in out.explanation


def test_blast_with_known_targets_rolls_each_separately_001_l167() -> None:
    assert attack(make(), [5, 2], weapon=BOMB, targets=2).details["damage"] == [5, 2]


def test_case_c31_individual_vs_detachment_impaired_001_l207() -> None:
    assert attack(make(), [4], weapon=SWORD, vs_detachment=True).total == 4
    assert "Pravidla › Základy › Oddíly" in attack(make(), [4], weapon=SWORD, vs_detachment=True).explanation


def test_case_c32_blast_vs_detachment_not_impaired_001_l207() -> None:
    assert plan_attack(6, blast=True, vs_detachment=True).dice == (6,)
    assert attack(make(), [6], weapon=BOMB, vs_detachment=True).total == 6


def test_case_c33_blast_through_smoke_still_impaired_001_l165_l207() -> None:
    assert plan_attack(6, blast=True, vs_detachment=True, impaired=True).dice == (4,)


def test_case_c34_detachment_attack_is_plus_1k12_and_blast_001_l208() -> None:
    out = attack(make("oddil"), [4, 9, 6, 2], weapon=BITE, targets=2)
    assert out.details["damage"] == [9, 6]
    assert out.details["dice"] == [6, 12]


def test_detachment_vs_detachment_plain_choice_10() -> None:
    assert plan_attack(6, by_detachment=True, vs_detachment=True).dice == (6,)


def test_case_c37_ammo_once_per_fight_then_outside_use_001_l174_l176() -> None:
    sheet = attack(make(arrows=3), [3], weapon=BOW).sheet
    bow = [item.name for item in sheet.inventory].index("Luk")
    assert bow == 0  # the bulky bow went into both hands (001:L97, L135)
    for _ in range(4):
        sheet = attack(sheet, [3], weapon=bow).sheet
    assert [item.name for item in sheet.inventory].index("Luk") == bow
    assert sheet.inventory[bow].used_in_fight
    end = SYSTEM.action("end_combat")
    sheet = end.perform(sheet, end.params_model(), DiceBox()).sheet
    assert sheet.inventory[bow].ammo == 2
    assert not sheet.inventory[bow].used_in_fight
    ammo = SYSTEM.action("ammo_outside")
    params = ammo.params_model.model_validate({"weapon": bow})
    sheet = ammo.perform(sheet, params, DiceBox()).sheet
    assert sheet.inventory[bow].ammo == 1
    sheet = ammo.perform(sheet, params, DiceBox()).sheet
    with pytest.raises(RuleViolation, match=r"Pravidla\ ›\ Základy\ ›\ Útok\ na\ dálku"):
        attack(sheet, [3], weapon=bow)
    with pytest.raises(RuleViolation, match=r"Pravidla\ ›\ Základy\ ›\ Útok\ na\ dálku"):
        ammo.perform(sheet, params, DiceBox())


def test_case_c38_engaged_cannot_shoot_far_target_impaired_001_l172_l173() -> None:
    with pytest.raises(RuleViolation, match=r"Pravidla\ ›\ Základy\ ›\ Útok\ na\ dálku"):
        attack(make(engaged=True), [3], weapon=BOW)
    out = attack(make(), [4], weapon=BOW, far=True)
    assert out.details["dice"] == [4]
    assert "Pravidla › Základy › Útok na dálku" in out.explanation


def test_unarmed_is_1k4_standard_cairn() -> None:
    assert attack(make(), [3], weapon=-1).details["dice"] == [4]


def test_bad_weapon_choices() -> None:
    with pytest.raises(InvalidInput, match=r"Předmět č\. 41"):
        attack(make(), [3], weapon=40)
    with pytest.raises(RuleViolation, match="jiná"):
        attack(make(), [3, 3], weapon=KNIFE, off_hand=KNIFE)
    sheet = CairnSheet.model_validate({"name": "X", "inventory": [{"name": "Lano"}]})
    with pytest.raises(RuleViolation, match="kostku poškození"):
        attack(sheet, [3], weapon=0)


def test_together_stronger_is_off_by_default_choice_7() -> None:
    assert CairnSheet(name="X").settings.together_stronger is False
    form = {f.path: f.value for f in SYSTEM.action("group_attack").form(CairnSheet(name="X"))}
    assert form["together"] is False
    on = CairnSheet.model_validate({"name": "X", "settings": {"together_stronger": True}})
    assert {f.path: f.value for f in SYSTEM.action("group_attack").form(on)}["together"] is True


def test_attack_odds_summary_is_czech_with_decimal_comma() -> None:
    action = SYSTEM.action("attack")
    assert action.odds is not None
    params = action.params_model.model_validate({"weapon": SWORD, "target_armour": 1})
    summary = action.odds(make(), params).summary
    assert summary == "Kostky 1k8; průměr 3,5; šance zranit cíl s brněním 1: 87,5\u00a0%."


def test_weapon_on_the_cart_cannot_be_used_001_l100() -> None:
    sheet = CairnSheet.model_validate({"name": "X", "extensions": [{"name": "Vůz", "slots": 10}],
                                       "inventory": [{"name": "Halapartna", "damage": "1k10", "location": 1}]})
    with pytest.raises(RuleViolation, match="není u postavy"):
        attack(sheet, [3], weapon=0)
    options = {f.path: f for f in SYSTEM.action("attack").form(sheet)}["weapon"].options or []
    assert [o.value for o in options] == [-1]


def test_blast_label_uses_czech_plurals() -> None:
    assert attack(make(), [5, 2], weapon=BOMB, targets=2).label == "Plošný útok na 2 cíle"
    assert attack(make(), [5, 2, 1, 1, 1], weapon=BOMB, targets=5).label == "Plošný útok na 5 cílů"


# --- hands (001:L97, L98, L135, L168) ------------------------------------------------------------------------
def names(sheet: CairnSheet) -> list[str]:
    return [item.name for item in sheet.inventory]


def test_weapons_in_slots_1_2_are_in_hands_and_attack_without_moving_001_l97() -> None:
    out = attack(make(), [2, 5], weapon=SWORD, off_hand=KNIFE)
    assert names(out.sheet) == names(make())
    assert not any("Do rukou" in change for change in out.changes)


def test_weapon_outside_the_hands_is_taken_into_them_as_a_minor_action_001_l97_l135() -> None:
    out = attack(make(), [2, 5], weapon=KNIFE2, off_hand=KNIFE)
    assert names(out.sheet)[:2] == ["Nůž", "Nůž"]
    assert names(out.sheet)[2] == "Meč"
    assert out.changes == ("Do rukou: Nůž a Nůž (obměna výbavy je drobná akce, Pravidla › Základy › Tahy). "
                           "Z rukou do dalších slotů: Meč.",)


def test_bulky_weapon_takes_both_hands_and_allows_no_second_weapon_001_l97_l98_l168() -> None:
    with pytest.raises(RuleViolation, match="dvě ruce: „Luk“ a „Nůž“"):
        attack(make(), [3, 3], weapon=BOW, off_hand=KNIFE)
    odds = SYSTEM.action("attack")
    with pytest.raises(RuleViolation, match="dvě ruce"):
        odds.odds(make(), odds.params_model.model_validate({"weapon": BOW, "off_hand": KNIFE}))  # type: ignore[misc]


def test_monsters_attack_with_natural_weapons_without_hands_001_l183() -> None:
    out = attack(make("nestvura"), [5], weapon=BITE)
    assert names(out.sheet) == names(make("nestvura"))


def test_weapon_options_say_which_weapon_is_in_hands_001_l97() -> None:
    form = SYSTEM.action("attack").form(make())
    labels = [option.label for option in form[0].options or []]
    assert labels[1:4] == ["Meč (1k8, v rukou)", "Nůž (1k6, v rukou)", "Nůž (1k6)"]
