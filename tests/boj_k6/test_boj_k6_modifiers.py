"""Výhody, nevýhody and tactical options as a breakdown (seed 003:L223-L465); worked cases E6–E61."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.modifiers import Situation, breakdown


def net(**kwargs: Any) -> int:
    """The roller's constant minus the attribute (the sum of all modifiers)."""
    s = Situation(**kwargs)
    return breakdown(s).constant - s.attribute_value


def test_e6_shooting_a_pinned_skret_plus_one_003_l230_l231() -> None:
    assert net(means="strelna", attribute="finesa", attribute_value=3, foe_attribute=2,
               advantages=("ztizeni_pohybu",)) == 1


def test_e7_shared_darkness_cancels_003_l235_l236() -> None:
    b = breakdown(Situation(advantages=("ztizeni_viditelnosti",), disadvantages=("ztizeni_viditelnosti",),
                            attribute_value=2, foe_attribute=2))
    assert b.constant == 2
    assert any("ruší se" in line.label for line in b.lines)


def test_e8_cornered_and_pressed_to_wall_only_minus_one_003_l283_l284() -> None:
    assert net(mode="obrana", attribute_value=2, disadvantages=("ztizeni_pohybu", "ztizeni_pohybu")) == -1


def test_e9_lain_on_and_hand_stepped_on_still_plus_one_003_l288_l291() -> None:
    assert net(attribute_value=3, foe_attribute=2, advantages=("ztizeni_pohybu", "ztizeni_pohybu")) == 1


def test_e10_lying_minus_one_then_standing_zero_003_l296_l297() -> None:
    assert net(mode="vzajemny", attribute_value=2, disadvantages=("ztizeni_pohybu",)) == -1
    assert net(mode="vzajemny", attribute_value=2) == 0


def test_e11_pinned_target_no_bonus_vs_undodgeable_spell_003_l310_l311() -> None:
    assert net(means="kouzlo", spell_defence="sila", attribute="duse", attribute_value=3, foe_attribute=2,
               advantages=("ztizeni_pohybu",)) == 0
    assert net(means="kouzlo", spell_defence="sila", attribute="duse", attribute_value=3,
               disadvantages=("ztizeni_pohybu",)) == -1


def test_cover_counts_even_against_spells_003_l254() -> None:
    assert net(mode="obrana", attribute_value=2, advantages=("kryt",)) == 1


def test_e12_fresh_arrivals_advantage_003_l316_l333() -> None:
    assert net(attribute_value=3, foe_attribute=2, advantages=("vycerpani",)) == 1  # Pavel, Katka
    assert net(attribute_value=1, foe_attribute=2) == 0  # Kara ran, winded like them


def test_e13_aimed_shot_at_heavily_wounded_skret_plus_two_003_l343_l344() -> None:
    b = breakdown(Situation(means="strelna", attribute="finesa", attribute_value=3, aim=True, foe_attribute=2,
                            foe_wounds=("telo",)))
    assert (b.constant, b.foe_base) == (5, 2)  # the GM rolls just Finesa + k6


def test_e14_on_the_bank_vs_wading_skret_003_l349_l350() -> None:
    assert net(attribute_value=3, foe_attribute=2, advantages=("ztizeni_pohybu",)) == 1


def test_e15_full_defence_plus_one_on_defence_only_003_l357_l360() -> None:
    assert net(mode="obrana", attribute_value=3, full_defence=True) == 1
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Plná\ obrana"):
        breakdown(Situation(mode="uspech", full_defence=True))


def test_e16_full_defence_and_cover_plus_two_003_l366_l367() -> None:
    assert net(mode="obrana", attribute_value=3, full_defence=True, advantages=("kryt",)) == 2


def test_e17_breaking_free_plus_one_on_success_not_on_defence_003_l376_l377() -> None:
    assert net(mode="vzajemny", attribute_value=2, breaking_free=True, disadvantages=("ztizeni_pohybu",)) == 0
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Prolomení\ nevýhody"):
        breakdown(Situation(mode="obrana", breaking_free=True))
    # Naria shooting the pinned skřet still counts the pin (E6).
    assert net(means="strelna", attribute="finesa", attribute_value=3, foe_attribute=2,
               advantages=("ztizeni_pohybu",)) == 1


def test_e18_tied_blinded_skret_defends_zero_plus_k6_003_l382_l383() -> None:
    b = breakdown(Situation(means="strelna", attribute="finesa", attribute_value=3, aim=True, foe_attribute=2,
                            foe_immobile=True, advantages=("ztizeni_viditelnosti",)))
    assert (b.constant, b.foe_base) == (4, 0)


def test_e19_ambush_each_shooter_only_aim_003_l390_l399() -> None:
    for shooter in (3, 2):
        b = breakdown(Situation(means="strelna", attribute="finesa", attribute_value=shooter, aim=True,
                                foe_attribute=2, foe_immobile=True, advantages=("prekvapeni", "ztizeni_viditelnosti")))
        assert (b.constant - shooter, b.foe_base) == (1, 0)


def test_e20_survivor_running_for_cover_003_l403_l404() -> None:
    # Finesa, −1 unseen attackers, −1 leg wound, +1 plná obrana, +1 kryt.
    assert net(mode="obrana", attribute="finesa", attribute_value=2, disadvantages=("ztizeni_viditelnosti",),
               my_wounds=("leva_noha",), full_defence=True, advantages=("kryt",)) == 0


def test_e21_no_defence_is_the_worst_003_l409_l410() -> None:
    b = breakdown(Situation(mode="obrana", attribute="finesa", attribute_value=1, my_wounds=("telo",),
                            disadvantages=("ztizeni_viditelnosti",)))
    assert b.constant == 0  # would be −1 + k6, takes 0 + k6
    assert any("žádná obrana" in line.label for line in b.lines)


def test_foe_never_defends_below_zero_003_l406_l410() -> None:
    b = breakdown(Situation(attribute_value=2, foe_attribute=1, advantages=("ztizeni_pohybu", "prekvapeni",
                                                                           "utok_do_zad")))
    assert b.constant == 2 + 1  # only +1 of the +3 counts: the foe takes 0 + k6 instead of −2 + k6


def test_attacker_aim_stays_outside_the_floor_003_l380() -> None:
    b = breakdown(Situation(mode="obrana", attribute_value=1, disadvantages=("ztizeni_pohybu", "strach"),
                            foe_aim=True, foe_ranged=True))
    assert b.constant == -1  # max(1 − 2, 0) − 1


def test_e22_area_spell_no_penalty_003_l417_l418() -> None:
    assert net(means="kouzlo", attribute="duse", attribute_value=3, targets=2, area=True) == 0


def test_e23_blocking_two_in_corridor_minus_two_003_l420_l421() -> None:
    assert net(attribute_value=3, targets=2) == -2


def test_e48_attack_on_two_targets_ability_no_penalty_003_l757() -> None:
    assert net(attribute_value=3, targets=2, two_targets=True) == 0
    assert net(attribute_value=3, targets=3, two_targets=True) == -3


def test_e25_aim_and_surprise_plus_two_003_l437_l438() -> None:
    assert net(means="strelna", attribute="finesa", attribute_value=3, foe_attribute=2, aim=True,
               advantages=("prekvapeni",)) == 2


def test_aim_not_with_spells_or_in_melee_003_l429_l431() -> None:
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Míření"):
        breakdown(Situation(means="kouzlo", aim=True))
    with pytest.raises(RuleViolation):
        breakdown(Situation(means="zblizka", aim=True))
    assert net(means="vrhaci", attribute_value=2, aim=True) == 1


def test_e26_feint_next_round_plus_one_003_l443_l445() -> None:
    assert net(mode="obrana", attribute_value=2) == 0  # round 1: Pavel only defends, no bonus
    assert net(mode="vzajemny", attribute_value=2, feint=True) == 1
    assert net(mode="obrana", attribute_value=2, feint=True) == 1


def test_e27_distraction_gives_the_foe_a_disadvantage_003_l450_l451() -> None:
    assert net(mode="vzajemny", attribute_value=3, distraction=True) == 1


def test_e29_ambush_shot_from_darkness_at_medium_range_003_l483_l501() -> None:
    first = breakdown(Situation(means="strelna", attribute="finesa", attribute_value=3, aim=True,
                                distance="stredni", foe_attribute=2, advantages=("ztizeni_viditelnosti",)))
    assert first.constant - 3 == 1  # +1 aim +1 darkness −1 range
    assert net(mode="obrana", means="strelna", attribute_value=3, distance="kratka") == 0  # ork runs in
    assert net(mode="vzajemny", means="strelna", attribute="finesa", attribute_value=3,
               disadvantages=("strelba_na_utocnika_zblizka",)) == -1
    assert net(mode="obrana", attribute_value=3, fleeing=True) == -1


def test_range_penalties_003_l463_l465() -> None:
    expected = {"kontaktni": 0, "kratka": 0, "stredni": -1, "dlouha": -2}
    for distance, value in expected.items():
        assert net(means="strelna", attribute_value=3, distance=distance) == value


def test_melee_cannot_reach_medium_distance_003_l84_l88() -> None:
    with pytest.raises(RuleViolation, match=r"krátkou"):
        breakdown(Situation(means="zblizka", distance="stredni"))


def test_point_blank_penalty_not_for_spells_003_l269() -> None:
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Výhody\ a\ nevýhody"):
        breakdown(Situation(means="kouzlo", disadvantages=("strelba_na_utocnika_zblizka",)))


def test_running_target_penalty_for_finesa_spells_only_003_l272() -> None:
    assert net(means="kouzlo", spell_defence="finesa", attribute_value=3,
               disadvantages=("strelba_na_bezici_cil",)) == -1
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Výhody\ a\ nevýhody"):
        breakdown(Situation(means="kouzlo", spell_defence="sila", disadvantages=("strelba_na_bezici_cil",)))


def test_e39_leg_wound_hampers_melee_not_shooting_or_casting_003_l652_l653() -> None:
    assert net(mode="vzajemny", attribute_value=2, my_wounds=("leva_noha",)) == -1
    assert net(means="strelna", attribute_value=2, my_wounds=("leva_noha",)) == 0
    assert net(means="kouzlo", spell_defence="sila", attribute_value=2, my_wounds=("leva_noha",)) == 0


def test_head_and_body_wounds_hamper_every_roll_003_l655() -> None:
    assert net(means="strelna", attribute_value=2, my_wounds=("hlava",)) == -1
    assert net(means="strelna", attribute_value=2, my_wounds=("hlava", "telo")) == -2
    assert net(means="strelna", attribute_value=2, my_wounds=("telo", "bricho")) == -1  # same kind


def test_e45_knocked_down_goblin_and_gorondar_vs_ork_003_l713_l716() -> None:
    assert net(mode="vzajemny", attribute_value=3, advantages=("ztizeni_pohybu",)) == 1  # vs goblin
    assert net(mode="obrana", attribute_value=3, disadvantages=("ztizeni_pohybu",)) == -1  # vs the ork


def test_e46_ork_breaking_the_arrow_still_at_minus_one_003_l718_l719() -> None:
    assert net(mode="vzajemny", attribute_value=4, disadvantages=("ztizeni_pohybu",)) == -1


def test_e47_both_balancing_no_bonus_003_l742() -> None:
    assert net(mode="vzajemny", attribute_value=3, advantages=("ztizeni_pohybu",),
               disadvantages=("ztizeni_pohybu",)) == 0


def test_e49_fleeing_defence_minus_one_no_full_defence_003_l771_l777() -> None:
    assert net(mode="obrana", attribute="sila", attribute_value=3, fleeing=True) == -1
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Útěk\ z\ boje\ zblízka"):
        breakdown(Situation(mode="obrana", fleeing=True, full_defence=True))


def test_e52_e60_e61_helper_advantages_003_l818_l897_l923() -> None:
    assert net(attribute_value=3, foe_attribute=2, advantages=("ztizeni_pohybu",)) == 1  # E52 pinned skřet
    assert net(mode="vzajemny", attribute_value=3, advantages=("ztizeni_pohybu",)) == 1  # E60 crouched ork
    assert net(attribute_value=3, foe_attribute=2, advantages=("ztizeni_pohybu",)) == 1  # E61 held skřet


def test_foe_multi_target_and_full_defence_are_applied_by_the_player_003_l336_l415() -> None:
    assert net(mode="obrana", attribute_value=2, foe_targets=2) == 2
    assert net(mode="obrana", attribute_value=2, foe_targets=2, foe_area=True) == 0
    assert net(attribute_value=2, foe_attribute=2, foe_full_defence=True) == -1


def test_immobile_foe_cannot_threaten_003_l380() -> None:
    with pytest.raises(RuleViolation):
        breakdown(Situation(mode="vzajemny", foe_immobile=True))
