"""Attack rolls: cover, range, unseen attackers, prone, Dodge, Help, critical hits, armour, weapons
(004:L279-L329, L339, L344-L350, L465-L503, L514-L580; SRD core)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from dnd5e_support import act, make, odds, summary

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.dnd5e import rules
from py_rules.systems.dnd5e.environment import ammunition_recovered
from py_rules.systems.dnd5e.odds import attack_chances
from py_rules.systems.dnd5e.sheet import Weapon
from py_rules.validation import validate

THROWN = {"name": "Improvizovaná", "kostky": "1k4", "druh_zraneni": "drtive", "na_dalku": True, "dostrel": 4,
          "dlouhy_dostrel": 12, "zdatnost": False}


def test_t33_cover_does_not_stack_best_applies_004_l313_l317() -> None:
    sheet = make(abilities={"sila": 10})
    result = act(sheet, "utok", [17, 3], oc=14, kryt="trictvrtecni")  # +2 vs OČ 19: 19 hits
    assert "proti OČ 19" in result.explanation
    assert result.outcome == "hit"
    assert "proti OČ 16" in summary(sheet, "utok", oc=14, kryt="polovicni")
    save = summary(make(), "zachrana", vlastnost="obratnost", so=15, kryt="trictvrtecni")
    assert save.startswith("Šance: +5 ")


def test_total_cover_cannot_be_targeted_004_l319() -> None:
    with pytest.raises(RuleViolation, match="úplným krytem"):
        act(make(), "utok", [10], kryt="uplny")


def test_t34_range_normal_long_and_beyond_004_l326_l512() -> None:
    sheet = make(weapons=[THROWN])
    assert "Bez výhody" in summary(sheet, "utok", vzdalenost=4)
    assert ("cíl za normálním dostřelem (Pravidla › Boj › Útoky na dálku › "
            "Dostřel)") in summary(sheet, "utok", vzdalenost=5)
    assert "S nevýhodou" in summary(sheet, "utok", vzdalenost=12)
    with pytest.raises(RuleViolation, match="dostřelem 12"):
        act(sheet, "utok", [10], vzdalenost=13)


def test_t35_ranged_attack_next_to_hostile_004_l329() -> None:
    sheet = make(weapons=[THROWN])
    assert ("Pravidla › Boj › Útoky na dálku › Útoky na dálku v boji tváří v "
            "tvář") in summary(sheet, "utok", vzdalenost=3, nepritel_vedle=True)
    assert "Bez výhody" in summary(sheet, "utok", vzdalenost=3, nepritel_vedle=False)


def test_t36_unseen_attackers_and_targets_004_l307_l308() -> None:
    sheet = make()
    assert "S nevýhodou" in summary(sheet, "utok", nevidis_cil=True)
    assert "S výhodou" in summary(sheet, "utok", cil_te_nevidi=True)
    assert "Bez výhody" in summary(sheet, "utok", nevidis_cil=True, cil_te_nevidi=True)


def test_t37_prone_target_near_and_far_004_l522() -> None:
    sheet = make()
    assert "S výhodou" in summary(sheet, "utok", cil_stav="lezici", vzdalenost=1)
    assert "S nevýhodou" in summary(make(weapons=[THROWN]), "utok", cil_stav="lezici", vzdalenost=2)


def test_t38_hit_on_paralysed_within_1_sah_is_critical_004_l543_l559() -> None:
    sheet = make(abilities={"sila": 16})
    near = act(sheet, "utok", [3, 15, 4, 5], oc=13, cil_stav="paralyzovany", vzdalenost=1)
    assert near.outcome == "critical"
    assert near.details["damage"] == 4 + 5 + 3
    far = act(make(weapons=[THROWN]), "utok", [3, 15, 2], oc=13, cil_stav="v_bezvedomi", vzdalenost=2)
    assert far.outcome == "hit"
    assert far.details["mode"] == "advantage"


def test_t39_dodge_004_l300() -> None:
    sheet = make()
    assert "cíl uhýbá a vidí tě (Pravidla › Boj › Akce v boji › Uhýbání)" in summary(sheet, "utok", cil_uhyba=True)
    assert "Pravidla › Boj › Akce v boji › Uhýbání" not in summary(sheet, "utok", cil_uhyba=True, cil_te_nevidi=True)
    dodger = make(dodging=True)
    assert "Uhýbání (Pravidla › Boj › Akce v boji › Uhýbání)" in summary(dodger, "zachrana", vlastnost="obratnost")
    lost = make(dodging=True, conditions={"neschopny": True})
    assert "Uhýbání" not in summary(lost, "zachrana", vlastnost="obratnost")


def test_t40_help_gives_advantage_on_first_attack_004_l279() -> None:
    assert "pomoc spojence, první útok (Pravidla › Boj › Akce v boji › Pomoc)" in summary(make(), "utok", pomoc=True)
    assert "Bez výhody" in summary(make(), "utok", pomoc=False)


def test_t41_off_hand_damage_adds_only_negative_mod_004_l339() -> None:
    dagger = {"name": "Dýka", "kostky": "1k4", "druh_zraneni": "bodne", "vlastnost": "obratnost", "lehka": True}
    nimble = make(abilities={"obratnost": 16}, weapons=[dagger])
    assert act(nimble, "utok", [15, 3], druha_ruka=True).details["damage"] == 3
    clumsy = make(abilities={"obratnost": 8}, weapons=[dagger])
    assert act(clumsy, "utok", [18, 3], druha_ruka=True).details["damage"] == 2
    with pytest.raises(RuleViolation, match="lehkou"):
        act(make(), "utok", [10], druha_ruka=True)


def test_t42_finesse_uses_one_modifier_for_both_004_l503() -> None:
    rapier = {"name": "Rapír", "kostky": "1k8", "druh_zraneni": "bodne", "vlastnost": "vytribena"}
    sheet = make(abilities={"sila": 12, "obratnost": 16}, weapons=[rapier])
    result = act(sheet, "utok", [10, 4])
    assert result.total == 10 + 3 + 2
    assert result.details["damage"] == 4 + 3
    strength = act(sheet, "utok", [10, 4], vlastnost="sila")
    assert strength.total == 10 + 1 + 2
    assert strength.details["damage"] == 4 + 1


def test_t43_heavy_armour_strength_requirement_004_l470() -> None:
    armour = {"druh": "tezka", "zaklad": 18, "sila_pozadavek": 15}
    assert rules.speed(make(abilities={"sila": 13}, armor=armour, speed=6)) == 4
    assert rules.speed(make(abilities={"sila": 15}, armor=armour, speed=6)) == 6


@pytest.mark.parametrize(("armor", "dex", "ac"), [
    ({"druh": "lehka", "zaklad": 11}, 16, 14), ({"druh": "stredni", "zaklad": 14}, 16, 16),
    ({"druh": "tezka", "zaklad": 18}, 8, 18), ({"druh": "tezka", "zaklad": 18, "stit": True}, 8, 20)])
def test_t44_armour_class_004_l465_l474(armor: dict[str, object], dex: int, ac: int) -> None:
    assert rules.armor_class(make(armor=armor, abilities={"obratnost": dex})) == ac


def test_t45_armour_without_proficiency_004_l472() -> None:
    sheet = make(armor={"druh": "tezka", "zaklad": 16, "zdatnost": False})
    assert "zbroj bez zdatnosti" in summary(sheet, "overeni", co="atletika")
    assert "zbroj bez zdatnosti" in summary(sheet, "zachrana", vlastnost="obratnost")
    assert "zbroj bez zdatnosti" in summary(sheet, "utok")
    assert "zbroj" not in summary(sheet, "overeni", co="patrani")
    with pytest.raises(RuleViolation, match="Pravidla › Vybavení › Zbroje a štíty"):
        act(sheet, "kouzlo", nazev="Světlo")


def test_t46_ammunition_half_recovered_004_l497() -> None:
    assert ammunition_recovered(9) == 4


def test_t47_grapple_size_limit_and_ties_004_l344_l163() -> None:
    sheet = make()
    with pytest.raises(RuleViolation, match="Pravidla › Boj › Útoky na blízko › Chvat"):
        act(sheet, "konflikt", [10, 10], ucel="chvat", cil_velikost="obrovska")
    assert act(sheet, "konflikt", [10, 10], ucel="chvat", cil_velikost="velka").outcome == "tie"
    grappled = make(conditions={"uchvaceny": True, "uchvatitel": "Ogr"})
    tie = act(grappled, "konflikt", [12, 12], ucel="unik")
    assert tie.sheet.conditions.uchvaceny is True
    escaped = act(grappled, "konflikt", [13, 12], ucel="unik")
    assert escaped.sheet.conditions.uchvaceny is False
    assert escaped.sheet.conditions.uchvatitel == ""


def test_t48_shove_won_prone_or_push_004_l350() -> None:
    result = act(make(), "konflikt", [15, 5], ucel="strceni")
    assert result.outcome == "win"
    assert "odstrč o 1 sáh" in result.explanation


def test_natural_20_doubles_dice_and_natural_1_misses_srd() -> None:
    sheet = make(abilities={"sila": 14})
    crit = act(sheet, "utok", [20, 8, 7], oc=30)
    assert crit.outcome == "critical"
    assert crit.details["damage"] == 17
    assert act(sheet, "utok", [1], oc=1).outcome == "miss"


def test_attack_odds_exact_and_sum_to_one_srd() -> None:
    crit, hit, miss = attack_chances("normal", 5, 15, False)
    assert (crit, hit, miss) == (Fraction(1, 20), Fraction(10, 20), Fraction(9, 20))
    adv = odds(make(abilities={"sila": 16}), "utok", oc=15, cil_te_nevidi=True)
    assert adv == {"critical": "39/400", "hit": "7/10", "miss": "81/400"}


def test_attacker_conditions_004_l521_l529_l547() -> None:
    assert "ležíš (Pravidla › Stavy › Ležící (sražený))" in summary(make(conditions={"lezici": True}), "utok")
    assert "jsi neviditelný (Pravidla › Stavy › Neviditelný)" in summary(make(conditions={"neviditelny": True}), "utok")
    assert "slepý (Pravidla › Stavy › Slepý)" in summary(make(conditions={"slepy": True}), "utok")


def test_heavy_weapon_small_creature_004_l495() -> None:
    maul = {"name": "Palice", "kostky": "2k6", "druh_zraneni": "drtive", "tezka": True}
    assert "Pravidla › Vybavení › Zbraně › Vlastnosti zbraní" in summary(make(size="mala", weapons=[maul]), "utok")
    assert ("Pravidla › Vybavení › Zbraně › Vlastnosti "
            "zbraní") not in summary(make(size="stredni", weapons=[maul]), "utok")


def test_incapacitated_cannot_attack_004_l525() -> None:
    with pytest.raises(RuleViolation, match="Pravidla › Stavy › Neschopný"):
        act(make(conditions={"neschopny": True}), "utok", [10])


def test_melee_reach_one_sah_reach_weapon_two_004_l483() -> None:
    with pytest.raises(RuleViolation, match="mimo dosah"):
        act(make(), "utok", [10], vzdalenost=2)
    glaive = {"name": "Glévie", "kostky": "1k10", "druh_zraneni": "secne", "dlouha": True}
    assert act(make(weapons=[glaive]), "utok", [15, 5], vzdalenost=2).outcome == "hit"


def test_weapon_dice_have_czech_message() -> None:
    with pytest.raises(InvalidInput, match="1k8, 2k6"):
        validate(Weapon, {"kostky": "k7"})
