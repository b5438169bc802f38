"""Zranění, přidané zranění, vážná zranění (seed 003:L577-L657, L659-L697, L821-L841)."""

from __future__ import annotations

from py_rules.systems.boj_k6.wounds import Defence, armour_against, kz_damage, serious_wound_allowed, wound


def test_kz_count_dice_of_four_or_more_003_l612() -> None:
    assert kz_damage([1, 3, 4, 6]) == 2
    assert kz_damage([4, 5, 6]) == 3
    assert kz_damage([]) == 0


def test_e32_ogre_club_vs_heavy_armour_and_shield_003_l584_l585() -> None:
    result = wound(4, 3, "drtive", Defence(zbroj=2, stit=1))
    assert result.total == 4


def test_e34_skeleton_resists_piercing_by_two_003_l601_l602() -> None:
    assert wound(3, 2, "bodne", Defence(odolnosti=(("bodne", 2),))).total == 3  # 3 + 2 − 2
    assert wound(3, 2, "drtive", Defence(odolnosti=(("bodne", 2),))).total == 5


def test_e35_blue_lightning_vs_light_armour_003_l614_l617() -> None:
    result = wound(1, kz_damage([1, 3, 4, 6]), "blesk", Defence(zbroj=1))
    assert result.total == 2


def test_armour_does_not_protect_against_mental_damage_003_l616() -> None:
    assert armour_against(Defence(zbroj=1), "dusevni") == 0
    assert wound(1, 2, "dusevni", Defence(zbroj=1)).total == 3


def test_e36_hammer_with_added_lightning_vs_statue_003_l625_l628() -> None:
    statue = Defence(zbroj=3, zbroj_podle_druhu=(("drtive", 1),))
    result = wound(3, 2, "drtive", statue, added_dice=[4, 6, 1], added_type="blesk")
    assert (result.main, result.added, result.total) == (4, 0, 4)


def test_added_damage_ignores_shield_choice_003_l623() -> None:
    result = wound(0, 0, "secne", Defence(stit=1), added_dice=[4, 5], added_type="ohen")
    assert (result.main, result.added) == (0, 2)


def test_e38_six_wound_allows_serious_wound_003_l640_l643() -> None:
    result = wound(4, 2, "bodne", Defence())
    assert result.total == 6
    assert serious_wound_allowed(result)
    assert not serious_wound_allowed(wound(1, 1, "bodne", Defence()))


def test_e40_hit_outside_armour_skips_zbroj_003_l674_l676() -> None:
    dwarf = Defence(zbroj=2)
    assert wound(5, 2, "drtive", dwarf, outside_armour=True).total == 7
    assert wound(5, 2, "drtive", dwarf).total == 5


def test_outside_armour_keeps_resistance_003_l660() -> None:
    assert wound(3, 0, "bodne", Defence(zbroj=2, odolnosti=(("bodne", 1),)), outside_armour=True).total == 2


def test_e41_e42_grabbed_shield_not_subtracted_003_l685_l691() -> None:
    ork = Defence(zbroj=0, stit=1)
    assert wound(3, 0, "bodne", ork, bypass_shield=True).total == 3
    assert wound(3, 0, "bodne", ork).total == 2


def test_e54_dagger_stopped_by_armour_wounds_zero_003_l839_l841() -> None:
    assert wound(1, 0, "bodne", Defence(zbroj=1)).total == 0


def test_wound_never_negative_choice_003_l628() -> None:
    assert wound(0, 0, "secne", Defence(zbroj=2, stit=1)).total == 0
