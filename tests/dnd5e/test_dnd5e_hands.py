"""What an attack needs of the attacker's hands and the weapon properties that need them (issue 19 second pass):
«Obouruční» needs both hands 004:L493, «Jeden a půlruční» with both hands only in melee 004:L487, a one-handed
«Střelná» weapon needs the other hand free to load 004:L497, a shield is held in one hand 004:L474, two-weapon
fighting holds a light weapon in each hand and may throw it 004:L338-L340, «Těžká» gives Small and Tiny
attackers disadvantage 004:L495."""

from __future__ import annotations

import pytest
from dnd5e_support import act, make

from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e.sheet import Weapon

GREATSWORD = Weapon(name="Obouruční meč", kostky="2k6", obourucni=True, tezka=True)
SPEAR = Weapon(name="Kopí", kostky="1k6", druh_zraneni="bodne", obourucne="1k8", vrhaci=True, dostrel=4,
               dlouhy_dostrel=12)
HAND_CROSSBOW = Weapon(name="Ruční kuše", kostky="1k6", druh_zraneni="bodne", vlastnost="obratnost", na_dalku=True,
                       dostrel=6, dlouhy_dostrel=24, lehka=True, munice=True, strelivo=5, nabijeci=True)
LONGBOW = Weapon(name="Dlouhý luk", kostky="1k8", druh_zraneni="bodne", vlastnost="obratnost", na_dalku=True,
                 dostrel=30, dlouhy_dostrel=120, tezka=True, munice=True, strelivo=5, obourucni=True)
DAGGER = Weapon(name="Dýka", kostky="1k4", druh_zraneni="bodne", vlastnost="vytribena", lehka=True, vrhaci=True,
                dostrel=4, dlouhy_dostrel=12)


def test_a_two_handed_weapon_hits_with_both_hands_free_004_l493() -> None:
    hit = act(make(abilities={"sila": 16}, weapons=[GREATSWORD]), "utok", [15, 4, 5], oc=13)
    assert (hit.outcome, hit.total, hit.details["damage"]) == ("hit", 20, 12)  # 15 + 3 + 2; 2k6 = 9, + Str 3


@pytest.mark.parametrize(("updates", "params", "fragment"), [
    ({"armor": {"stit": True}}, {}, "Druhou ruku drží štít"),  # 004:L474
    ({}, {"plna_ruka": True}, "Druhá ruka je plná"),
])
def test_a_two_handed_weapon_is_refused_with_the_other_hand_busy_004_l493_l474(
        updates: dict[str, object], params: dict[str, object], fragment: str) -> None:
    sheet = make(abilities={"sila": 16}, weapons=[GREATSWORD], **updates)
    with pytest.raises(RuleViolation, match="obouruční: útok jí vyžaduje obě ruce") as refused:
        act(sheet, "utok", [15, 4, 5], oc=13, **params)
    assert fragment in refused.value.message


def test_a_two_handed_weapon_is_never_the_off_hand_weapon_004_l338_l493() -> None:
    light_and_two_handed = GREATSWORD.model_copy(update={"lehka": True})
    with pytest.raises(RuleViolation, match="v jedné ruce"):
        act(make(weapons=[light_and_two_handed]), "utok", [15, 4, 5], oc=13, druha_ruka=True)


def test_versatile_dice_need_both_hands_and_a_melee_attack_004_l487() -> None:
    with pytest.raises(RuleViolation, match="oběma rukama: to vyžaduje obě ruce"):
        act(make(weapons=[SPEAR], armor={"stit": True}), "utok", [15, 7], oc=13, obema_rukama=True)
    with pytest.raises(RuleViolation, match="jen pro útok na blízko"):
        act(make(weapons=[SPEAR]), "utok", [15, 7], oc=13, vzdalenost=3, obema_rukama=True, vrhnout=True)
    with_shield = act(make(weapons=[SPEAR], armor={"stit": True}), "utok", [15, 5], oc=13)  # one hand: 1k6
    assert with_shield.details["damage"] == 5  # 1k6 = 5, Str 10 +0


def test_a_one_handed_ammunition_weapon_needs_a_free_hand_to_load_004_l497() -> None:
    with pytest.raises(RuleViolation, match="nabití jednoruční střelné zbraně vyžaduje volnou ruku"):
        act(make(weapons=[HAND_CROSSBOW], armor={"stit": True}), "utok", [15, 4], oc=13, vzdalenost=5)
    shot = act(make(abilities={"obratnost": 16}, weapons=[HAND_CROSSBOW]), "utok", [15, 4], oc=13, vzdalenost=5)
    assert (shot.details["damage"], shot.sheet.weapons[0].strelivo) == (7, 4)  # 1k6 = 4 + Dex 3; one bolt used


def test_a_longbow_is_two_handed_with_a_shield_refused_004_l493_l474() -> None:
    with pytest.raises(RuleViolation, match="Dlouhý luk je obouruční"):
        act(make(weapons=[LONGBOW], armor={"stit": True}), "utok", [15, 4], oc=13, vzdalenost=20)


def test_the_off_hand_may_throw_its_light_weapon_without_the_positive_mod_004_l339_l340() -> None:
    sheet = make(abilities={"obratnost": 16}, weapons=[DAGGER])
    thrown = act(sheet, "utok", [15, 3], oc=13, vzdalenost=3, druha_ruka=True, vrhnout=True)
    assert (thrown.outcome, thrown.total, thrown.details["damage"]) == ("hit", 20, 3)  # 15 + 3 + 2; 1k4 3, no +3
    with pytest.raises(RuleViolation, match="Se štítem v ruce nejde držet druhou zbraň"):
        act(make(weapons=[DAGGER], armor={"stit": True}), "utok", [15, 3], oc=13, druha_ruka=True)


@pytest.mark.parametrize(("size", "mode", "total"), [("mala", "disadvantage", 8), ("drobna", "disadvantage", 8),
                                                     ("stredni", "normal", 18)])
def test_a_heavy_weapon_gives_small_and_tiny_attackers_disadvantage_004_l495(size: str, mode: str,
                                                                              total: int) -> None:
    maul = Weapon(name="Palice", kostky="2k6", druh_zraneni="drtive", tezka=True, obourucni=True)
    dice = [16, 6] if mode == "disadvantage" else [16]
    rolled = act(make(size=size, weapons=[maul]), "utok", dice, oc=25)  # Str 10 +0, proficiency +2
    assert (rolled.details["mode"], rolled.total, rolled.outcome) == (mode, total, "miss")


def test_a_melee_weapon_without_thrown_is_thrown_as_an_improvised_weapon_004_l512() -> None:
    sheet = make(abilities={"sila": 16}, weapons=[GREATSWORD.model_copy(update={"obourucni": False})])
    thrown = act(sheet, "utok", [15, 2], oc=13, vzdalenost=4, vrhnout=True)  # normal range 4 sáhy
    assert (thrown.details["mode"], thrown.total) == ("normal", 18)  # 15 + Str 3, no proficiency bonus
    assert thrown.details["damage"] == 5  # 1k4 = 2, + Str 3
    far = act(sheet, "utok", [15, 9], oc=13, vzdalenost=12, vrhnout=True)  # long range 12: disadvantage
    assert (far.details["mode"], far.total, far.outcome) == ("disadvantage", 12, "miss")
    with pytest.raises(RuleViolation, match="za dostřelem 12 sáhů"):
        act(sheet, "utok", [15, 2], oc=13, vzdalenost=13, vrhnout=True)


def test_a_ranged_weapon_swung_in_melee_is_an_improvised_1k4_with_str_004_l499_l512() -> None:
    sheet = make(abilities={"sila": 14, "obratnost": 16}, weapons=[HAND_CROSSBOW], armor={"stit": True})
    swung = act(sheet, "utok", [12, 2], oc=13, zblizka=True)  # nothing to load: the shield is no matter
    assert (swung.outcome, swung.total, swung.details["damage"]) == ("hit", 14, 4)  # 12 + Str 2; 1k4 2 + 2
    assert swung.sheet.weapons[0].strelivo == 5  # no bolt used
    with pytest.raises(RuleViolation, match="jen zbraní na dálku"):
        act(make(weapons=[GREATSWORD]), "utok", [12, 2], oc=13, zblizka=True)
