"""Short and long rests, hit dice (004:L218-L230, L394)."""

from __future__ import annotations

import pytest
from dnd5e_support import act, make, odds

from py_rules.errors import RuleViolation
from py_rules.systems.dnd5e import rules


def test_t27_short_rest_hit_die_plus_con_at_least_0_004_l223() -> None:
    sheet = make(abilities={"odolnost": 14}, hp={"current": 3, "max": 12})
    assert act(sheet, "kratky_odpocinek", [3]).sheet.hp.current == 8
    weak = make(abilities={"odolnost": 6}, hp={"current": 3, "max": 12})
    result = act(weak, "kratky_odpocinek", [1])
    assert result.total == 0
    assert result.sheet.hp.current == 3


def test_t27_short_rest_odds_table_004_l223() -> None:
    weak = make(abilities={"odolnost": 6}, hp={"current": 3, "max": 12})
    table = odds(weak, "kratky_odpocinek")
    assert table["heal_0"] == "1/5"  # fighter k10 with −2: faces 1 and 2 heal 0
    assert table["heal_8"] == "1/10"


def test_t28_spend_up_to_level_hit_dice_one_at_a_time_004_l223() -> None:
    sheet = make(classes=[{"trida": "bojovnik", "uroven": 3}], hp={"current": 1, "max": 40})
    for _ in range(3):
        sheet = act(sheet, "kratky_odpocinek", [5]).sheet
    assert sheet.classes[0].utracene_kostky == 3
    with pytest.raises(RuleViolation, match="Kostky životů"):
        act(sheet, "kratky_odpocinek", [5])


@pytest.mark.parametrize(("level", "spent", "back"), [(5, 5, 2), (1, 1, 1), (6, 1, 1), (6, 6, 3)])
def test_t29_long_rest_regains_half_the_hit_dice_004_l228(level: int, spent: int, back: int) -> None:
    assert rules.hit_dice_regained(level, spent) == back
    sheet = make(classes=[{"trida": "klerik", "uroven": level, "utracene_kostky": spent}],
                 hp={"current": 1, "max": 30})
    rested = act(sheet, "dukladny_odpocinek").sheet
    assert rested.hp.current == 30
    assert rested.classes[0].utracene_kostky == spent - back


def test_t30_long_rest_needs_1_hp_and_once_per_24h_004_l230() -> None:
    with pytest.raises(RuleViolation, match="aspoň 1 život"):
        act(make(hp={"current": 0, "max": 10}), "dukladny_odpocinek")
    with pytest.raises(RuleViolation, match="24 hodin"):
        act(make(), "dukladny_odpocinek", uz_za_24_hodin=True)


def test_t31_interrupted_long_rest_restarts_004_l227() -> None:
    with pytest.raises(RuleViolation, match="začít znovu"):
        act(make(), "dukladny_odpocinek", preruseno=True)
    assert act(make(), "dukladny_odpocinek", preruseno=False).outcome == "rested"


def test_t32_temp_hp_end_at_long_rest_004_l394() -> None:
    assert act(make(hp={"temp": 5}), "dukladny_odpocinek").sheet.hp.temp == 0


def test_long_rest_restores_slots_and_superiority_srd() -> None:
    sheet = make(spell_slots=[{"max": 2, "used": 2}] + [{"max": 0, "used": 0}] * 8,
                 superiority={"pocet": 4, "utracene": 3})
    rested = act(sheet, "dukladny_odpocinek").sheet
    assert rested.spell_slots[0].used == 0
    assert rested.superiority.utracene == 0


def test_multiclass_regains_larger_dice_first_004_l228() -> None:
    sheet = make(classes=[{"trida": "kouzelnik", "uroven": 2, "utracene_kostky": 2},
                          {"trida": "barbar", "uroven": 2, "utracene_kostky": 2}])
    rested = act(sheet, "dukladny_odpocinek").sheet
    assert [c.utracene_kostky for c in rested.classes] == [2, 0]
