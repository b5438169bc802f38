"""A knock-out's Jizva sized by the story (issue 23): a knock-out is not bound by the usual size of
consequences (000:L676); its Jizva's závažnost follows what the action did in the story, and who stays on the
scene gets an Ohrožení set as at a conflict's start (000:L678); above 3 only in such cases (000:L845). Every
other consequence stays 1, with lstivě 2 (000:L342, L769). On the deník (hero and helper), on the board
(Následek, and a general střet's loser who accepts), and through the facade."""

from __future__ import annotations

from typing import Any

import pytest
from drd2_helpers import act, hero
from test_drd2_conflict_board import act as board_act
from test_drd2_conflict_board import board
from test_drd2_one_truth import HERO_ID, after
from test_drd2_one_truth import act as linked_act
from test_drd2_one_truth import board as linked_board

from py_rules import api
from py_rules.errors import RuleViolation
from py_rules.systems.drd2.sheet import Drd2Sheet


def _knocked_down_bazimir() -> Drd2Sheet:
    """Bazimír loses a střet (2 + 1 against 6 + 6) in which the guard means to knock him out (000:L666-L668)."""
    return act(hero(name="Bazimír", ohrozeni=3), "hod", [2, 1, 6, 6], druh="stret", vlastnost="vliv",
               hrozba="vyrazeni", aktor="souper").sheet


def test_accepted_knockout_scar_sized_by_the_story_and_a_fresh_ohrozeni_000_l676_l678_l845() -> None:
    # Bazimír, led off in chains, stays on the scene: Ohrožení 5 (000:L678); the humiliation is a Vliv Jizva 4,
    # more than the usual 1 or 2 — allowed in a knock-out (000:L676, L845), with the warning above 3
    out = act(_knocked_down_bazimir(), "prijmout", jizva_zavaznost=4, nove_ohrozeni=5, jizva_nazev="zostuzen")
    assert (out.sheet.stav, out.sheet.ohrozeni) == ("vyrazen", 5)
    assert [(s.nazev, s.vlastnost, s.zavaznost) for s in out.sheet.jizvy] == [("zostuzen", "vliv", 4)]
    assert out.sheet.zdroje.vliv == 0  # zdatnost 4 − Jizva 4 blocks every Vliv box (000:L827)
    assert "Ohrožení po vyřazení 3 → 5" in out.changes
    assert any("Jizva nad 3 jen výjimečně" in line for line in out.changes)


def test_a_knockout_without_a_scar_adds_none_000_l678() -> None:
    out = act(_knocked_down_bazimir(), "prijmout")
    assert (out.sheet.stav, out.sheet.ohrozeni, out.sheet.jizvy) == ("vyrazen", 3, [])


def test_a_story_sized_scar_outside_a_knockout_is_refused_000_l342() -> None:
    failed = act(hero(ohrozeni=2), "hod", [1, 1], hrozba="jizva").sheet
    with pytest.raises(RuleViolation, match="jen u přijatého vyřazení"):
        act(failed, "prijmout", jizva_zavaznost=3)
    with pytest.raises(RuleViolation, match="jen u přijatého vyřazení"):
        act(failed, "prijmout", nove_ohrozeni=4)
    assert [s.zavaznost for s in act(failed, "prijmout").sheet.jizvy] == [1]  # the usual Jizva 1 (000:L342)


def test_a_helper_knocked_out_takes_its_story_sized_scar_000_l678_l829() -> None:
    dog = {"jmeno": "pes", "charakteristika": 2, "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "ohrozeni": 2}
    failed = act(hero(pomocnici=[dog], ohrozeni=2), "hod_pomocnika", [1, 1], pomocnik=0, hrozba="vyrazeni").sheet
    out = act(failed, "prijmout", jizva_zavaznost=3, jizva_nazev="přeražená tlapa", nove_ohrozeni=4)
    pes = out.sheet.pomocnici[0]
    assert [(s.nazev, s.vlastnost, s.zavaznost) for s in pes.jizvy] == [("přeražená tlapa", "telo", 3)]
    assert pes.ohrozeni == 4
    assert out.sheet.jizvy == []


def test_board_knockout_consequence_with_a_scar_by_the_story_000_l676_l678() -> None:
    b = board([{"jmeno": "Bazimír", "ohrozeni": 3}, {"jmeno": "Kostlivec", "strana": 1, "druh": "bytost",
                                                      "hranice": {"telo": 3, "duse": 3, "vliv": 3}}])
    out = board_act(b, "nasledek", ucastnik=1, nasledek="vyrazeni", nove_ohrozeni=4, zavaznost=5,
                    vlastnost="telo", nazev="rozmetané kosti")
    bones = out.sheet.ucastnici[1]
    assert (bones.stav, bones.ohrozeni) == ("vyrazen", 4)
    assert [(s.nazev, s.zavaznost) for s in bones.jizvy] == [("rozmetané kosti", 5)]
    assert "Kostlivec: Jizva z vyřazení „rozmetané kosti“ (Tělo 5)" in out.changes
    with pytest.raises(RuleViolation, match="jen u vyřazení"):
        board_act(b, "nasledek", ucastnik=1, nasledek="jizva", zavaznost=3)


def test_board_knockout_scar_of_a_linked_hero_lands_in_the_deník_000_l678_l827() -> None:
    out = linked_act(linked_board(), "nasledek", hero(ohrozeni=3), ucastnik=0, nasledek="vyrazeni",
                     nove_ohrozeni=5, zavaznost=2, vlastnost="telo", nazev="zlomená ruka")
    deník = after(out, hero())
    assert (deník.ohrozeni, [(s.nazev, s.zavaznost) for s in deník.jizvy]) == (5, [("zlomená ruka", 2)])
    assert deník.zdroje.telo == 2
    assert out.sheet.ucastnici[0].jizvy == []  # one truth: the board keeps no copy
    assert HERO_ID in out.linked


def test_general_stret_loser_accepting_a_knockout_takes_the_story_sized_scar_000_l533_l678() -> None:
    b = board([{"jmeno": "Strážný", "ohrozeni": 2, "charakteristika": 2},
               {"jmeno": "Lapka", "strana": 1, "druh": "bytost", "ohrozeni": 3, "charakteristika": 1,
                "hranice": {"telo": 4, "duse": 2, "vliv": 2}}])
    declared: dict[str, Any] = {"role_0": "aktor", "proti_0": 1, "nasledek_0": "vyrazeni", "uroven_0": 2,
                                "role_1": "protiaktor", "proti_1": 0, "uroven_1": 1}
    out = board_act(b, "stret", [6, 5, 1, 1], **declared)  # Strážný 13, Lapka 3
    key = out.details["cekaji"][0]
    with pytest.raises(RuleViolation, match="jen u vyřazení"):
        board_act(board_act(b, "stret", [6, 5, 1, 1], **{**declared, "nasledek_0": "ohrozeni_plus"}).sheet,
                  "rozhodnuti", rozhodnuti=key, zavaznost=2)
    done = board_act(out.sheet, "rozhodnuti", rozhodnuti=key, volba="prijmout", zavaznost=2, nove_ohrozeni=5,
                     vlastnost="telo", nazev="spoutaný")
    lapka = done.sheet.ucastnici[1]
    assert (lapka.stav, lapka.ohrozeni, [(s.nazev, s.zavaznost) for s in lapka.jizvy]) == (
        "vyrazen", 5, [("spoutaný", 2)])


def test_knockout_scar_through_the_facade_000_l678() -> None:
    sheet = api.handle({"op": "new_sheet", "system": "drd2", "name": "Bazimír"})["result"]["sheet"]
    lost = api.handle({"op": "act", "sheet": sheet, "action": "hod", "dice": [2, 1, 6, 6], "params": {
        "druh": "stret", "vlastnost": "vliv", "hrozba": "vyrazeni", "ohrozeni": 3, "aktor": "souper"}})["result"]
    form = api.handle({"op": "view", "sheet": lost["sheet"]})
    assert form["ok"]
    done = api.handle({"op": "act", "sheet": lost["sheet"], "action": "prijmout",
                       "params": {"jizva_zavaznost": 4, "nove_ohrozeni": 5}})
    assert done["ok"], done
    assert (done["result"]["sheet"]["stav"], done["result"]["sheet"]["ohrozeni"]) == ("vyrazen", 5)
    assert [j["zavaznost"] for j in done["result"]["sheet"]["jizvy"]] == [4]
