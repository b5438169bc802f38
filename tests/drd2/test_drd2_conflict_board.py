"""The conflict board drd2_konflikt: Ohrožení per participant, Výhoda, initiative, obrana, beings and Sudba,
consequences, the general střet and the end of the conflict (000:L55-L69, L564-L711, L829)."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.drd2.conflict import SYSTEM, new_board
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.validation import validate


def board(people: list[dict[str, Any]], sudba: int = 5) -> Drd2Conflict:
    return Drd2Conflict.model_validate({
        "system": "drd2_konflikt", "schema_version": 11, "name": "Konflikt",
        "strany": [{"nazev": "Družina"}, {"nazev": "Protivníci", "sudba": sudba}],
        "ucastnici": people,
    })


def act(b: Drd2Conflict, action: str, dice: list[int] | None = None, **params: Any) -> Any:
    chosen = SYSTEM.action(action)
    box = DiceBox(physical=dice or [])
    out = chosen.perform(b, chosen.params_model.model_validate(params), box)
    box.finish()
    return out


def test_new_board_is_a_board_of_drd2() -> None:
    assert (SYSTEM.kind, SYSTEM.game) == ("board", "drd2")
    assert new_board("Hospoda").ucastnici[0].ohrozeni == 2


def test_ohrozeni_minimum_one_000_l312() -> None:
    b = board([{"jmeno": "Hrun", "ohrozeni": 1}])
    out = act(b, "nasledek", ucastnik=0, nasledek="ohrozeni_minus", lstive=True)
    assert out.sheet.ucastnici[0].ohrozeni == 1
    data = b.model_dump(mode="json")
    data["ucastnici"][0]["ohrozeni"] = 0
    with pytest.raises(InvalidInput, match="musí být aspoň 1"):
        validate(Drd2Conflict, data)


def test_e03_e04_vyhoda_granted_at_start_and_lost_at_the_end_000_l57_l61_l703() -> None:
    b = board([{"jmeno": "Ulgun", "vyhoda": 1, "ohrozeni": 3}])
    out = act(b, "konec")
    assert out.sheet.ucastnici[0].vyhoda == 0
    assert out.sheet.ucastnici[0].ohrozeni is None
    assert not out.sheet.probiha
    started = act(out.sheet, "zacatek", ohrozeni=2)
    assert started.sheet.ucastnici[0].ohrozeni == 2


def test_e16_story_initiative_uses_the_agreed_order_000_l578() -> None:
    b = board([{"jmeno": "obr", "strana": 1, "poradi": 2}, {"jmeno": "Ostoj", "poradi": 1},
               {"jmeno": "Šimon", "poradi": 0}])
    out = act(b, "kolo", rezim="pribeh")
    assert "Šimon, Ostoj, obr" in out.explanation


def test_e17_initiative_by_dice_000_l584() -> None:
    b = board([{"jmeno": "Daniel"}, {"jmeno": "kovář", "strana": 1, "druh": "bytost"}, {"jmeno": "Chotěj"}])
    out = act(b, "kolo", [6, 6, 4, 4, 2, 2])
    assert "Daniel 12, kovář 8, Chotěj 4" in out.explanation
    assert out.sheet.kolo == 2


def test_e18_all_sevens_higher_die_then_lot_000_l586() -> None:
    """Chotěj (6,1) first; smith (4,3) and Daniel (4,3) by lot: 1k6 each, Daniel's 5 beats the smith's 2."""
    b = board([{"jmeno": "Chotěj"}, {"jmeno": "kovář", "strana": 1, "druh": "bytost"}, {"jmeno": "Daniel"}])
    out = act(b, "kolo", [6, 1, 4, 3, 4, 3, 2, 5])
    assert "Chotěj 7, Daniel 7, kovář 7" in out.explanation


def test_rychle_costs_a_being_one_sudba_000_l592_l595() -> None:
    b = board([{"jmeno": "vlk", "strana": 1, "druh": "bytost", "pristup": "rychle"}], sudba=3)
    out = act(b, "kolo", [1, 6, 5])
    assert out.sheet.strany[1].sudba == 2
    assert out.sheet.ucastnici[0].iniciativa == 11


def test_e19_e25_obrana_only_after_initiative_000_l608_l618_l725() -> None:
    b = board([{"jmeno": "Jarik"}, {"jmeno": "pes", "strana": 1, "druh": "bytost"}])
    with pytest.raises(RuleViolation, match="ještě má akci z iniciativy"):
        act(b, "tah", ucastnik=0, jak="obrana")
    used = act(b, "tah", ucastnik=0, jak="iniciativa").sheet
    with pytest.raises(RuleViolation, match="má v tomto kole akci z iniciativy za sebou"):
        act(used, "tah", ucastnik=0, jak="iniciativa")
    defended = act(used, "tah", ucastnik=0, jak="obrana")
    assert "manévr obrana" in defended.changes[0]
    assert "jiný manévr už nelze" in defended.changes[0]


def test_e20_delayed_initiative_is_lost_with_the_round_000_l626_l638() -> None:
    b = board([{"jmeno": "hajný", "strana": 1, "druh": "bytost"}, {"jmeno": "Jarik"}])
    delayed = act(b, "tah", ucastnik=0, jak="odlozit").sheet
    assert delayed.ucastnici[0].stav == "odlozil"
    assert act(delayed, "tah", ucastnik=0, jak="iniciativa").sheet.ucastnici[0].stav == "odehral"
    assert act(delayed, "kolo", rezim="pribeh").sheet.ucastnici[0].stav == "k_dispozici"


def test_e02_being_cannot_exhaust_above_its_hranice_000_l67_l83() -> None:
    b = board([{"jmeno": "Kostlivec", "strana": 1, "druh": "bytost", "ohrozeni": 4,
                "hranice": {"telo": 3, "duse": 3, "vliv": 1}}], sudba=10)
    with pytest.raises(RuleViolation, match="nejvýše 3 Sudby"):
        act(b, "vycerpani", ucastnik=0, vlastnost="duse")
    ok = act(b.model_copy(update={"ucastnici": [b.ucastnici[0].model_copy(update={"ohrozeni": 3})]}),
             "vycerpani", ucastnik=0, vlastnost="duse")
    assert ok.sheet.strany[1].sudba == 7
    assert ok.sheet.ucastnici[0].ohrozeni == 4


def test_e13_gloan_exhausts_one_sudba_000_l515() -> None:
    b = board([{"jmeno": "Hrun", "ohrozeni": 3}, {"jmeno": "Gloan", "strana": 1, "druh": "bytost", "ohrozeni": 1}])
    out = act(b, "vycerpani", ucastnik=1)
    assert out.sheet.strany[1].sudba == 4
    assert out.sheet.ucastnici[1].ohrozeni == 2
    assert out.sheet.ucastnici[0].ohrozeni == 3


def test_e22_knockout_exhaust_raises_the_attackers_ohrozeni_000_l689_l691() -> None:
    b = board([{"jmeno": "Bazimír", "ohrozeni": 2}, {"jmeno": "strážný", "strana": 1, "druh": "bytost"}])
    out = act(b, "vycerpani", ucastnik=0, vlastnost="vliv", proti_vyrazeni="ohrozeni_utocnika", utocnik=1)
    assert out.sheet.ucastnici[0].ohrozeni == 3
    assert out.sheet.ucastnici[1].ohrozeni == 3
    assert "3 Vlivy" not in " ".join(out.changes)
    assert "2 Vlivy" in " ".join(out.changes)


def test_e23_knocked_out_bard_gets_a_fresh_ohrozeni_000_l678() -> None:
    b = board([{"jmeno": "Bazimír", "ohrozeni": 3}])
    out = act(b, "nasledek", ucastnik=0, nasledek="vyrazeni", nove_ohrozeni=5)
    assert (out.sheet.ucastnici[0].stav, out.sheet.ucastnici[0].ohrozeni) == ("vyrazen", 5)


def test_e24_leaving_the_conflict_000_l697() -> None:
    b = board([{"jmeno": "Bazimír"}])
    assert act(b, "nasledek", ucastnik=0, nasledek="opusteni").sheet.ucastnici[0].stav == "opustil"


def test_e29_lstive_raises_olafson_from_3_to_5_000_l775() -> None:
    b = board([{"jmeno": "Olafson", "strana": 1, "druh": "bytost", "ohrozeni": 3}])
    out = act(b, "nasledek", ucastnik=0, nasledek="ohrozeni_plus", lstive=True)
    assert out.sheet.ucastnici[0].ohrozeni == 5


def test_e30_lstive_corner_3_to_4_and_calf_scar_2_000_l785() -> None:
    b = board([{"jmeno": "cíl", "ohrozeni": 2}])
    assert act(b, "nasledek", ucastnik=0, nasledek="ohrozeni_plus", lstive=True).sheet.ucastnici[0].ohrozeni == 4
    scarred = act(b, "nasledek", ucastnik=0, nasledek="jizva", lstive=True, nazev="rozseknuté lýtko")
    assert scarred.sheet.ucastnici[0].jizvy[0].zavaznost == 2


def test_e36_encouragement_gives_vyhoda_pulling_out_lowers_ohrozeni_000_l359() -> None:
    b = board([{"jmeno": "spojenec", "ohrozeni": 3}])
    assert act(b, "nasledek", ucastnik=0, nasledek="vyhoda").sheet.ucastnici[0].vyhoda == 1
    assert act(b, "nasledek", ucastnik=0, nasledek="ohrozeni_minus").sheet.ucastnici[0].ohrozeni == 2


def test_being_knocked_out_when_scars_exceed_hranice_strictly_000_l829() -> None:
    b = board([{"jmeno": "skřet", "strana": 1, "druh": "bytost", "hranice": {"telo": 1, "duse": 1, "vliv": 1}}])
    once = act(b, "nasledek", ucastnik=0, nasledek="jizva").sheet
    assert once.ucastnici[0].stav == "k_dispozici"  # 1 is not > 1
    assert act(once, "nasledek", ucastnik=0, nasledek="jizva").sheet.ucastnici[0].stav == "vyrazen"


def test_e14_e15_general_clash_order_000_l539_l553() -> None:
    b = board([{"jmeno": "Gloan", "strana": 1, "druh": "bytost"}, {"jmeno": "Hrun"}, {"jmeno": "Jarik"}])
    out = act(b, "stret", [2, 1, 6, 5, 4, 3], role_0="aktor", role_1="protiaktor", role_2="protiaktor",
              uroven_0=2, uroven_1=1, uroven_2=1)
    assert out.details["order"] == ["Hrun", "Jarik", "Gloan"]
    e15 = act(b, "stret", [4, 4, 6, 5, 2, 1], role_0="aktor", role_1="protiaktor", role_2="protiaktor",
              uroven_0=2, uroven_1=1, uroven_2=1)
    assert e15.details["order"] == ["Hrun", "Gloan", "Jarik"]


def test_clash_needs_two_and_one_actor() -> None:
    b = board([{"jmeno": "A"}, {"jmeno": "B"}])
    with pytest.raises(RuleViolation, match="nejvýše jednoho aktéra"):
        act(b, "stret", [1, 1, 1, 1], role_0="aktor", role_1="aktor")


def test_view_orders_participants_by_initiative() -> None:
    b = board([{"jmeno": "pomalý", "poradi": 1}, {"jmeno": "rychlý", "poradi": 0}])
    view = SYSTEM.view(b)
    assert view.sections[0].fields[0].value == "1. rychlý, 2. pomalý"
    people = view.sections[1].fields[0]
    assert people.items is not None
    assert people.items[0].title == "2. pomalý – má iniciativu, Ohrožení 2"
    assert people.items[0].fields[0].path == "ucastnici.0.jmeno"


def test_manoeuvre_one_per_action_paid_on_use_000_l719_l781_l801() -> None:
    b = board([{"jmeno": "gardista", "strana": 1, "druh": "bytost"}], sudba=2)
    played = act(b, "manevr", ucastnik=0, manevr="presne", vlastnost="telo")
    assert played.sheet.strany[1].sudba == 1
    with pytest.raises(RuleViolation, match="nejvýše jeden"):
        act(played.sheet, "manevr", ucastnik=0, manevr="lstive")
    fresh = act(played.sheet, "tah", ucastnik=0, jak="iniciativa").sheet
    assert fresh.ucastnici[0].manevr == ""


def test_knocked_out_participant_may_defend_with_obrana_choice_24_000_l662() -> None:
    b = board([{"jmeno": "bard", "stav": "vyrazen"}])
    out = act(b, "tah", ucastnik=0, jak="obrana")
    assert out.sheet.ucastnici[0].manevr == "obrana"
    assert act(b, "kolo", rezim="pribeh").sheet.ucastnici[0].stav == "vyrazen"  # loses initiative (000:L707)


def test_being_pays_narocnost_in_sudba_within_hranice_choice_6_000_l67_l825() -> None:
    b = board([{"jmeno": "troll", "strana": 1, "druh": "bytost", "hranice": {"telo": 2, "duse": 1, "vliv": 1}}])
    assert act(b, "narocnost", ucastnik=0, kolik=2).sheet.strany[1].sudba == 3
    with pytest.raises(RuleViolation, match="hranice Duše 1"):
        act(b, "narocnost", ucastnik=0, kolik=2, vlastnost="duse")


def test_no_round_after_the_end_000_l703() -> None:
    ended = act(board([{"jmeno": "A"}]), "konec").sheet
    with pytest.raises(RuleViolation, match="Konflikt neprobíhá – ještě nezačal, nebo už skončil"):
        act(ended, "kolo", rezim="pribeh")


def test_clash_full_tie_between_counter_actors_drawn_by_lot_000_l531() -> None:
    """Two counter-actors with identical dice: the lot (1k6 each, from the DiceBox) decides."""
    b = board([{"jmeno": "A"}, {"jmeno": "B"}, {"jmeno": "C"}])
    out = act(b, "stret", [1, 1, 4, 3, 4, 3, 2, 5], role_0="aktor", role_1="protiaktor", role_2="protiaktor")
    assert out.details["order"] == ["C", "B", "A"]
    assert "B: los 2" in out.changes


def test_lot_reroll_keeps_earlier_lot_order_000_l586() -> None:
    """Three sevens with (4,3): lots 3, 3, 6 → the 6 leads; the two 3s draw again (1, 4)."""
    b = board([{"jmeno": "A"}, {"jmeno": "B"}, {"jmeno": "C"}])
    out = act(b, "kolo", [4, 3, 4, 3, 4, 3, 3, 3, 6, 1, 4])
    assert "C 7, B 7, A 7" in out.explanation
