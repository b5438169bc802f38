"""Záchranné hody (001:L67-L79), spolupráce/soupeření (001:L72-L73), růst za selhání (001:L221-L222)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from py_rules.errors import InvalidInput
from py_rules.systems.base import DiceBox
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.odds import save_chance
from py_rules.systems.cairn.rules import pick_saver, save_succeeds
from py_rules.systems.cairn.sheet import CairnSheet


def make(sil: int = 10, hbi: int = 10, vul: int = 10, mode: str = "pod", **extra: Any) -> CairnSheet:
    data: dict[str, Any] = {"name": "Bořek", "attributes": {
        "sil": {"current": sil, "max": max(sil, 1)}, "hbi": {"current": hbi, "max": max(hbi, 1)},
        "vul": {"current": vul, "max": max(vul, 1)}}, "settings": {"save_mode": mode}}
    data.update(extra)
    return CairnSheet.model_validate(data)


def act(sheet: CairnSheet, action: str, dice: list[int], **params: Any) -> Any:
    a = SYSTEM.action(action)
    box = DiceBox(physical=dice)
    outcome = a.perform(sheet, a.params_model.model_validate(params), box)
    box.finish()
    return outcome


def odds(sheet: CairnSheet, action: str, **params: Any) -> dict[str, Fraction]:
    a = SYSTEM.action(action)
    assert a.odds is not None
    return {o.outcome: Fraction(o.probability) for o in a.odds(sheet, a.params_model.model_validate(params)).outcomes}


def test_sil_12_shows_60_percent_before_the_roll_001_l71() -> None:
    """The issue's example: SIL 12 → 60 % (12 of 20 faces)."""
    result = odds(make(sil=12), "save", attribute="sil")
    assert result == {"success": Fraction(3, 5), "failure": Fraction(2, 5)}
    action = SYSTEM.action("save")
    assert action.odds is not None
    summary = action.odds(make(sil=12), action.params_model.model_validate({"attribute": "sil"})).summary
    assert summary == "SIL 12: šance na úspěch 60,0\u00a0%."


def test_case_c01_vul_12_roll_12_succeeds_13_fails_001_l71() -> None:
    sheet = make(vul=12)
    ok = act(sheet, "save", [12], attribute="vul")
    assert ok.outcome == "success"
    assert ok.probability == Fraction(3, 5)
    assert "Pravidla › Základy › Záchranné hody" in ok.explanation
    bad = act(sheet, "save", [13], attribute="vul")
    assert bad.outcome == "failure"
    assert bad.probability == Fraction(2, 5)


def test_case_c02_hbi_0_only_natural_1_succeeds_001_l71() -> None:
    assert [save_succeeds(face, 0, "pod") for face in range(1, 21)] == [True] + [False] * 19
    assert act(make(hbi=0), "save", [1], attribute="hbi").outcome == "success"
    assert act(make(hbi=0), "save", [2], attribute="hbi").outcome == "failure"


def test_case_c03_sil_20_natural_20_fails_001_l71() -> None:
    assert act(make(sil=20), "save", [20], attribute="sil").outcome == "failure"
    assert save_chance(20, "pod") == Fraction(19, 20)


def test_case_c04_roll_high_vul_12_needs_9_001_l79() -> None:
    sheet = make(vul=12, mode="nad")
    ok = act(sheet, "save", [9], attribute="vul")
    assert ok.outcome == "success"
    assert "9 + 12 = 21" in ok.explanation
    assert "Pravidla › Základy › Záchranné hody" in ok.explanation
    assert act(sheet, "save", [8], attribute="vul").outcome == "failure"


def test_case_c05_roll_high_naturals_001_l79() -> None:
    assert act(make(sil=20, mode="nad"), "save", [1], attribute="sil").outcome == "failure"
    assert act(make(hbi=0, mode="nad"), "save", [20], attribute="hbi").outcome == "success"


@pytest.mark.parametrize("value", range(21))
def test_case_c06_both_modes_have_equal_chances_001_l71_l79(value: int) -> None:
    expected = Fraction(min(max(value, 1), 19), 20)
    assert save_chance(value, "pod") == save_chance(value, "nad") == expected


def test_case_c06_anchor_values() -> None:
    assert [save_chance(v, "nad") for v in (0, 10, 20)] == [Fraction(1, 20), Fraction(1, 2), Fraction(19, 20)]


def test_case_c07_cooperation_lowest_attribute_saves_001_l73() -> None:
    assert pick_saver([8, 14, 11]) == 0
    sheet = make(sil=8)
    out = act(sheet, "group_save", [5], kind="spoluprace", attribute="sil", others="Jana 14, Eda 11")
    assert out.outcome == "success"
    assert "Bořek (SIL 8)" in out.explanation
    other = act(make(sil=14), "group_save", [], kind="spoluprace", attribute="sil", others="Jana 8, Eda 11")
    assert other.outcome == "other_saves"
    assert other.details == {"saver": "Jana", "value": 8}
    assert other.sheet == make(sil=14)


def test_group_save_odds_follow_the_one_who_saves_001_l73() -> None:
    assert odds(make(sil=14), "group_save", attribute="sil", others="8, 11")["success"] == Fraction(8, 20)


def test_contest_gm_may_pick_this_character_001_l72() -> None:
    out = act(make(sil=14), "group_save", [14], kind="souperi", attribute="sil", others="Skřet 5", saver="ja")
    assert out.outcome == "success"
    assert "Pravidla › Základy › Záchranné hody" in out.explanation


def test_group_save_bad_list_is_czech_invalid_input() -> None:
    with pytest.raises(InvalidInput, match=r"jména s hodnotou dovednosti oddělená čárkou .*Bořek 14, Jana 11"):
        act(make(), "group_save", [], others="Jana čtrnáct")
    with pytest.raises(InvalidInput, match="mezi 0 a 20"):
        act(make(), "group_save", [], others="Jana 25")


def test_failed_save_adds_xp_to_that_attribute_001_l221() -> None:
    out = act(make(hbi=5), "save", [12], attribute="hbi")
    assert out.sheet.attributes.hbi.xp == 1
    assert out.sheet.attributes.sil.xp == 0
    assert any("1/5" in c for c in out.changes)
    assert act(make(hbi=5), "save", [3], attribute="hbi").sheet.attributes.hbi.xp == 0


def test_monsters_do_not_gain_xp_choice_15() -> None:
    sheet = make(settings={"creature": "nestvura"})
    assert act(sheet, "save", [20], attribute="sil").sheet.attributes.sil.xp == 0


def test_case_c45_fifth_failure_wipes_xp_and_offers_growth_001_l221_l222() -> None:
    sheet = make(vul=14).model_copy(deep=True)
    sheet = CairnSheet.model_validate({**sheet.model_dump(), "bo": {"current": 4, "max": 4},
                                       "attributes": {**sheet.model_dump()["attributes"],
                                                      "vul": {"current": 14, "max": 14, "xp": 4}}})
    failed = act(sheet, "save", [20], attribute="vul")
    assert failed.sheet.attributes.vul.xp == 0
    assert failed.sheet.pending_growth == ["vul"]
    grown = act(failed.sheet, "growth", [], attribute="vul", choice="attribute")
    assert (grown.sheet.attributes.vul.max, grown.sheet.attributes.vul.current) == (15, 15)
    assert grown.sheet.pending_growth == []
    other = act(failed.sheet, "growth", [], attribute="vul", choice="bo")
    assert (other.sheet.bo.max, other.sheet.bo.current) == (5, 5)
    assert "současné BO" in other.explanation
    assert other.sheet.attributes.vul.max == 14


def test_case_c36_round_one_failure_skips_and_gains_xp_001_l127_l128() -> None:
    out = act(make(hbi=9), "round_one", [12])
    assert out.outcome == "failure"
    assert out.sheet.states.skip_round_one is True
    assert out.sheet.attributes.hbi.xp == 1
    assert "Pravidla › Základy › Kola" in out.explanation
    ended = act(out.sheet, "end_combat", [])
    assert ended.sheet.states.skip_round_one is False


def test_round_one_save_can_be_waived_choice_18() -> None:
    out = act(make(hbi=9), "round_one", [], waived=True)
    assert out.outcome == "waived"
    assert out.sheet == make(hbi=9)


def test_round_one_only_for_player_characters_001_l127() -> None:
    from py_rules.errors import RuleViolation
    with pytest.raises(RuleViolation, match="hráčské postavy"):
        act(make(settings={"creature": "nestvura"}), "round_one", [5])


def test_save_form_shows_value_and_chance_001_l71() -> None:
    field = SYSTEM.action("save").form(make(sil=12))[0]
    assert field.options is not None
    assert field.options[0].label == "Síla (SIL) 12 · šance 60,0\u00a0%"


def test_skipping_round_one_blocks_attack_until_next_round_001_l127_l128() -> None:
    from py_rules.errors import RuleViolation
    skipping = act(make(hbi=9), "round_one", [12]).sheet
    with pytest.raises(RuleViolation, match="první kolo vynechává"):
        act(skipping, "attack", [3])
    second = act(skipping, "next_round", [])
    assert second.sheet.states.skip_round_one is False
    assert "Pravidla › Základy › Kola" in second.explanation
    assert act(second.sheet, "attack", [3]).total == 3
