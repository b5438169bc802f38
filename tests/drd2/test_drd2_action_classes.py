"""Action classes samozřejmá / možná / náročná / nemožná, výzva without reaction, and sheet details
(000:L157-L178, L373-L378, L433, L449, L827)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from drd2_helpers import act, hero

from py_rules import api
from py_rules.errors import RuleViolation
from py_rules.systems.drd2 import SYSTEM
from py_rules.systems.drd2.resolution import HodParams
from py_rules.systems.drd2.view import boxes


def test_e40_rope_bridge_obvious_without_dice_000_l162() -> None:
    out = act(hero(), "hod", [], trida="samozrejma")
    assert out.outcome == "success"
    assert out.probability == 1
    odds = SYSTEM.action("hod").odds(hero(), HodParams(trida="samozrejma"))  # type: ignore[misc]
    assert [o.probability for o in odds.outcomes] == ["1/1"]


def test_e40_with_eagles_the_bridge_is_possible_000_l162() -> None:
    assert act(hero(), "hod", [2, 3], trida="mozna").outcome == "failure"


def test_e40_stone_wall_bare_handed_is_impossible_000_l178() -> None:
    with pytest.raises(RuleViolation, match="Nemožná akce"):
        act(hero(), "hod", [], trida="nemozna")


def test_obvious_lowering_of_ohrozeni_000_l365() -> None:
    out = act(hero(ohrozeni=3), "hod", [], trida="samozrejma", nasledek="ohrozeni_minus")
    assert out.sheet.ohrozeni == 2


def test_e11_not_reacting_to_a_vyzva_applies_it_without_exhaustion_000_l449() -> None:
    out = act(hero(name="Žira"), "hod", [], druh="vyzva", trida="nereaguje", hrozba="vyrazeni")
    assert (out.outcome, out.sheet.stav, out.sheet.ceka) == ("no_reaction", "vyrazen", None)
    with pytest.raises(RuleViolation, match="jen na výzvu"):
        act(hero(), "hod", [], trida="nereaguje")


def test_e10_accepted_failure_blocks_the_same_action_000_l433() -> None:
    failed = act(hero(), "hod", [1, 1], popis="vyšplhat po hradbách").sheet
    blocked = act(failed, "prijmout").sheet
    with pytest.raises(RuleViolation, match="nelze opakovat"):
        act(blocked, "hod", [6, 6], popis="vyšplhat po hradbách")
    assert act(blocked, "hod", [6, 6], popis="vyšplhat po laně").outcome == "success"


def test_roll_keeps_the_conflict_ohrozeni_when_none_is_given_000_l300() -> None:
    out = act(hero(ohrozeni=4), "hod", [1, 1])
    assert out.sheet.ohrozeni == 4
    assert "4 Těla" in out.explanation
    assert act(hero(), "hod", [1, 1]).sheet.ohrozeni == 2


def test_vyhoda_pays_narocnost_choice_4_000_l55() -> None:
    out = act(hero(vyhoda=1), "hod", [6, 6], narocnost=1, platit_vyhodou=1)
    assert (out.sheet.vyhoda, out.sheet.zdroje.telo) == (0, 4)


def test_narocnost_paid_by_a_self_inflicted_scar_000_l893() -> None:
    sheet = hero(zdroje={"telo": 0, "duse": 4, "vliv": 4})
    with pytest.raises(RuleViolation, match="chybí 1 Tělo"):
        act(sheet, "hod", [6, 6], narocnost=1)
    out = act(sheet, "hod", [6, 6], narocnost=1, jizva_nazev="natažený loket")
    assert out.sheet.jizvy[0].zavaznost == 1
    assert out.outcome == "success"


def test_boxes_show_spent_free_and_blocked_000_l827() -> None:
    """E32 after the exhaustion: Duše 4, one box double-crossed, nothing free."""
    sheet = hero(zdroje={"telo": 2, "duse": 0, "vliv": 4},
                 jizvy=[{"nazev": "dost bylo s podváděním", "vlastnost": "duse", "zavaznost": 1}])
    assert boxes(sheet, "duse") == "× × × ⊠"
    assert boxes(sheet, "telo") == "○ ○ × ×"


def test_presne_odds_shown_before_rolling() -> None:
    odds = SYSTEM.action("hod").odds(hero(), HodParams(manevr="presne"))  # type: ignore[misc]
    assert Fraction(odds.outcomes[0].probability) == Fraction(113, 216)
    assert "52,3\u00a0%" in odds.summary


def test_no_action_returns_a_half_valid_sheet() -> None:
    """Výhoda has no rules maximum (000:L55) but the deník stores at most 99: the facade validates the
    result again and refuses it in Czech, nothing changed."""
    sheet = hero(vyhoda=99).model_dump(mode="json")
    reply = api.handle({"op": "act", "sheet": sheet, "action": "hod", "params": {"nasledek": "vyhoda"},
                        "dice": [6, 6]})
    assert not reply["ok"]
    assert reply["error"]["code"] == "rule_violation"
    assert reply["error"]["message"] == "Výsledek akce by porušil meze deníku (pole „Výhoda“): smí být nejvýše 99."
    assert [p["path"] for p in reply["error"]["problems"]] == ["vyhoda"]
