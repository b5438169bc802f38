"""Copying a spell and damaging an object as actions (issue 19 item 2): 2 hours and 50 zl per level, 1 hour and
10 zl from one's own book 004:L405, L407, only spells of the 1st level or higher 004:L401; damage below an
object's damage threshold does nothing, at or above it all of it counts 004:L141; ammunition used per attack and
half collected after the fight 004:L497."""

from __future__ import annotations

import pytest
from dnd5e_support import act, make

from py_rules.api import handle
from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e.migrations import MIGRATIONS
from py_rules.systems.dnd5e.sheet import DnD5eSheet, Weapon


def wizard(**updates: object) -> DnD5eSheet:
    """A 5th-level wizard with slots of the 1st to 3rd level (SRD), who can prepare spells of those levels."""
    slots = [{"max": n, "used": 0} for n in (4, 3, 2, 0, 0, 0, 0, 0, 0)]
    return make(classes=[{"trida": "kouzelnik", "uroven": 5, "utracene_kostky": 0}], spell_slots=slots, **updates)


def test_copying_a_found_spell_costs_2_hours_and_50_zl_a_level_paid_from_the_purse_004_l405() -> None:
    result = act(wizard(coins={"zl": 200}), "opis_kouzla", uroven=3)
    assert (result.outcome, result.total) == ("paid", 150)
    assert result.sheet.coins.zl == 50
    assert "6 hodin a 150 zl" in result.explanation


def test_copying_from_ones_own_book_costs_1_hour_and_10_zl_a_level_004_l407() -> None:
    result = act(wizard(coins={"zl": 5}), "opis_kouzla", uroven=2, z_vlastni_knihy=True, zaplatit=False)
    assert (result.outcome, result.total) == ("counted", 20)
    assert "2 hodiny a 20 zl" in result.explanation
    assert result.sheet.coins.zl == 5


def test_copying_needs_the_gold_and_a_spell_of_the_1st_level_004_l401() -> None:
    with pytest.raises(RuleViolation):
        act(wizard(coins={"zl": 49}), "opis_kouzla", uroven=1)
    sheet = handle({"op": "new_sheet", "system": "dnd5e", "name": "Mág"})["result"]["sheet"]
    reply = handle({"op": "act", "sheet": sheet, "action": "opis_kouzla", "params": {"uroven": 0}})
    assert reply["ok"] is False


def test_only_a_wizard_copies_and_a_found_spell_of_a_level_one_can_prepare_004_l401() -> None:
    with pytest.raises(RuleViolation, match="Knihu kouzel si vede kouzelník"):
        act(make(coins={"zl": 200}), "opis_kouzla", uroven=1)  # a fighter
    with pytest.raises(RuleViolation, match=r"kouzlo 4\. úrovně si do knihy opsat nejde"):
        act(wizard(coins={"zl": 500}), "opis_kouzla", uroven=4)  # no 4th-level slot
    backup = act(wizard(coins={"zl": 40}), "opis_kouzla", uroven=4, z_vlastni_knihy=True)  # a copy of one's own
    assert (backup.total, backup.sheet.coins.zl) == (40, 0)


def test_damage_below_the_objects_threshold_does_nothing_at_it_all_counts_004_l141() -> None:
    below = act(make(), "predmet", zraneni=9, prah=10, zivoty=25)
    assert (below.outcome, below.total) == ("superficial", 0)
    at = act(make(), "predmet", zraneni=10, prah=10, zivoty=25)
    assert (at.outcome, at.total) == ("damaged", 10)
    assert "25 → 15" in at.explanation
    assert act(make(), "predmet", zraneni=30, prah=10, zivoty=25).outcome == "broken"


def _bow(arrows: int, **more: object) -> Weapon:
    return Weapon(name="Luk", kostky="1k8", druh_zraneni="bodne", vlastnost="obratnost", na_dalku=True, dostrel=16,
                  dlouhy_dostrel=64, munice=True, strelivo=arrows, **more)  # type: ignore[arg-type]


def test_each_attack_uses_a_piece_of_ammunition_and_none_left_refuses_004_l497() -> None:
    sheet = make(weapons=[_bow(2)])
    hit = act(sheet, "utok", [15, 5], oc=13, vzdalenost=10)
    assert (hit.sheet.weapons[0].strelivo, hit.sheet.weapons[0].vystreleno) == (1, 1)
    missed = act(hit.sheet, "utok", [2], oc=13, vzdalenost=10)  # a miss uses it too
    assert (missed.sheet.weapons[0].strelivo, missed.sheet.weapons[0].vystreleno) == (0, 2)
    with pytest.raises(RuleViolation, match="došlo střelivo"):
        act(missed.sheet, "utok", [15, 5], oc=13, vzdalenost=10)


def test_half_the_spent_ammunition_is_collected_rounded_down_004_l497_l5() -> None:
    collected = act(make(weapons=[_bow(4, vystreleno=5)]), "sber_streliva")
    assert (collected.sheet.weapons[0].strelivo, collected.sheet.weapons[0].vystreleno) == (6, 0)  # 4 + ⌊5/2⌋
    with pytest.raises(RuleViolation, match="Žádné vystřelené střelivo"):
        act(collected.sheet, "sber_streliva")


def test_a_version_1_sheet_is_upgraded_step_by_step() -> None:
    old = {**make().model_dump(mode="json"), "schema_version": 1}
    for weapon in old["weapons"]:
        for key in ("munice", "strelivo", "vystreleno", "nabijeci", "obourucne", "vrhaci", "obourucni"):
            weapon.pop(key)
    upgraded = DnD5eSheet.model_validate(MIGRATIONS[3](MIGRATIONS[2](MIGRATIONS[1](old))))
    assert upgraded.schema_version == 4
    assert upgraded.weapons[0].munice is False


def test_a_versatile_weapon_uses_its_two_handed_dice_004_l487() -> None:
    sword = Weapon(name="Dlouhý meč", kostky="1k8", obourucne="1k10")
    two_hands = act(make(abilities={"sila": 16}, weapons=[sword]), "utok", [15, 9], oc=13, obema_rukama=True)
    assert two_hands.details["damage"] == 12  # 1k10 = 9, + Str 3
    assert "1k10" in two_hands.explanation
    with pytest.raises(RuleViolation, match="Jeden a půlruční"):
        act(make(), "utok", [15, 9], oc=13, obema_rukama=True)


def test_a_thrown_weapon_is_a_ranged_attack_with_its_ranges_004_l501() -> None:
    dagger = Weapon(name="Dýka", kostky="1k4", druh_zraneni="bodne", vlastnost="vytribena", lehka=True, vrhaci=True,
                    dostrel=4, dlouhy_dostrel=12)
    sheet = make(abilities={"obratnost": 16}, weapons=[dagger])
    thrown = act(sheet, "utok", [15, 3], oc=13, vzdalenost=3, vrhnout=True)  # 15 + 5 = 20; 1k4 = 3 + Dex 3
    assert (thrown.outcome, thrown.details["damage"]) == ("hit", 6)
    with pytest.raises(RuleViolation, match="za dostřelem"):
        act(sheet, "utok", [15, 3], oc=13, vzdalenost=13, vrhnout=True)
    improvised = act(make(), "utok", [15, 3], oc=13, vzdalenost=3, vrhnout=True)  # a longsword thrown
    assert (improvised.outcome, improvised.total, improvised.details["damage"]) == ("hit", 15, 3)
    with pytest.raises(RuleViolation, match="dosah"):
        act(sheet, "utok", [15, 3], oc=13, vzdalenost=3)  # not thrown: melee reach 1 sáh


def test_a_version_2_sheet_is_upgraded_to_version_3_then_4() -> None:
    old = {**make().model_dump(mode="json"), "schema_version": 2}
    for weapon in old["weapons"]:
        weapon.pop("obourucne")
        weapon.pop("vrhaci")
        weapon.pop("obourucni")
    third = MIGRATIONS[2](old)
    assert third["schema_version"] == 3
    assert third["weapons"][0]["vrhaci"] is False
    assert DnD5eSheet.model_validate(MIGRATIONS[3](third)).schema_version == 4


@pytest.mark.parametrize(("miles", "days", "rest", "begun", "said"), [
    (24, 1, 0, 1, "za 1 den"), (48, 2, 0, 2, "za 2 dny"), (60, 2, 12, 3, "za 2 dny a 12 mil dalšího dne"),
    (100, 4, 4, 5, "za 4 dny a 4 míle dalšího dne"), (121, 5, 1, 6, "za 5 dní a 1 míli dalšího dne"),
    (10, 0, 10, 1, "za necelý den"),
])
def test_a_usual_party_walks_about_24_miles_a_day_004_l181(miles: int, days: int, rest: int, begun: int,
                                                           said: str) -> None:
    sheet = make()
    travel = act(sheet, "cestovani", mil=miles)
    assert (travel.details["dny"], travel.details["mile_navic"], travel.total) == (days, rest, begun)
    assert said in travel.explanation
    assert travel.sheet == sheet  # a calculator: nothing on the sheet changes
