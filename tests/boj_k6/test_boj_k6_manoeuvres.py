"""Manoeuvres bought with successes and the implementer choices of the digest (seed 003:L516-L886)."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.board import SYSTEM
from py_rules.systems.boj_k6.board.board import BoardSheet
from py_rules.systems.boj_k6.board.intentions import pairings
from py_rules.systems.boj_k6.manoeuvres import manoeuvre_cost, progress
from py_rules.systems.boj_k6.modifiers import Situation, breakdown
from py_rules.systems.boj_k6.wounds import Defence, serious_wound_allowed, wound
from tests.boj_k6.board_support import run


def setup(*people: dict[str, Any]) -> tuple[BoardSheet, dict[str, int]]:
    board = SYSTEM.new_sheet("Boj")
    for person in people:
        board = run(board, "pridat", **person).sheet
    return board, {p.jmeno: p.id for p in board.ucastnici}


def intend(board: BoardSheet, n: dict[str, int], who: str, targets: list[str], **extra: Any) -> BoardSheet:
    params: dict[str, Any] = {"ucastnik": n[who], "zamer": extra.pop("zamer", "utok"), **extra}
    for i, target in enumerate(targets, start=1):
        params[f"cil_{i}"] = n[target]
    return run(board, "zamer", **params).sheet


def test_costs_of_manoeuvres_003_l517_l530() -> None:
    assert manoeuvre_cost("znevyhodnit", 0, False, False) == 1
    assert manoeuvre_cost("odzbrojeni", 0, False, False) == 2
    assert manoeuvre_cost("odzbrojeni", 1, False, False) == 1  # built up over rounds / by a helper (L532)
    assert progress("propast", 0, 1) == (1, "balancuje na hraně – ke sražení chybí 1 úspěch")
    assert progress("propast", 1, 1)[0] == 0


def test_tie_success_cannot_prevent_and_breaking_free_only_escapes_003_l372_l535() -> None:
    with pytest.raises(RuleViolation):
        manoeuvre_cost("zabranit", 0, True, False)
    with pytest.raises(RuleViolation):
        manoeuvre_cost("znevyhodnit", 0, False, True)
    assert manoeuvre_cost("unik", 0, False, True) == 1


def test_e50_e51_prevented_action_needs_no_defence_003_l785_l808() -> None:
    board, n = setup({"jmeno": "Naria", "finesa": 3, "strana": "druzina"}, {"jmeno": "Alchymista", "finesa": 1},
                     {"jmeno": "Gorondar", "strana": "druzina"})
    board = intend(board, n, "Naria", ["Alchymista"], vlastnost="finesa")
    board = intend(board, n, "Alchymista", ["Naria", "Gorondar"], vlastnost="finesa", prostredek="zbran")
    r = run(board, "vyhodnotit", [3, 4], utocnik=n["Naria"], cil=n["Alchymista"])
    assert r.total == 3 + 3 + 2  # the alchemist threatens two: his −2 is applied as +2 by the player (L336, L415)
    mine = next(x for x in r.sheet.vysledky if x.utocnik == n["Naria"])
    grabbed = run(r.sheet, "utratit", vysledek=mine.id, zranit=False, manevr="zabranit", popis="chytím ho za ruku")
    assert grabbed.sheet.participant(n["Alchymista"]).akce_zrusena
    assert [(x.attacker, x.target) for x in pairings(grabbed.sheet.ucastnici)] == [(n["Naria"], n["Alchymista"])]
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Zabránění\ v\ akci\ nebo\ v\ útoku"):
        run(grabbed.sheet, "vyhodnotit", [1, 1], utocnik=n["Alchymista"], cil=n["Gorondar"])


def test_e55_gagged_caster_cannot_cast_next_round_003_l846_l849() -> None:
    board, n = setup({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"}, {"jmeno": "Šaman", "duse": 3})
    board = intend(board, n, "Gorondar", ["Šaman"])
    r = run(board, "vyhodnotit", [5, 1], utocnik=n["Gorondar"], cil=n["Šaman"], obrana_vlastnost="sila")
    gag = run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=False, manevr="umlceni")
    nxt = run(gag.sheet, "nove_kolo").sheet
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Zabránění\ v\ kouzlení"):
        intend(nxt, n, "Šaman", ["Gorondar"], vlastnost="duse", prostredek="kouzlo")
    intend(nxt, n, "Šaman", ["Gorondar"], vlastnost="sila", prostredek="beze_zbrane")  # may still struggle


def test_e56_one_success_cannot_stop_the_formula_tie_lets_spell_hit_003_l853_l854() -> None:
    board, n = setup({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"}, {"jmeno": "Goblin", "duse": 3})
    board = intend(board, n, "Gorondar", ["Goblin"])
    board = intend(board, n, "Goblin", ["Gorondar"], vlastnost="duse", prostredek="kouzlo")
    tie = run(board, "vyhodnotit", [3, 3], utocnik=n["Gorondar"], cil=n["Goblin"])
    mine = next(x for x in tie.sheet.vysledky if x.utocnik == n["Gorondar"])
    started = run(tie.sheet, "utratit", vysledek=mine.id, zranit=False, manevr="umlceni")
    assert not started.sheet.participant(n["Goblin"]).umlcen  # only the first of two successes
    assert any(x.utocnik == n["Goblin"] for x in started.sheet.vysledky)  # his tie success hits Gorondar


def test_e58_two_successes_wound_and_release_003_l874_l876() -> None:
    board, n = setup({"jmeno": "Gorondar", "sila": 3, "zbran_zraneni": 2, "strana": "druzina"},
                     {"jmeno": "Ork", "sila": 2, "zivoty": 10})
    board = intend(board, n, "Gorondar", ["Ork"])
    r = run(board, "vyhodnotit", [4, 2], utocnik=n["Gorondar"], cil=n["Ork"], obrana_vlastnost="sila")  # d 3
    spent = run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=True, manevr="unik")
    assert spent.sheet.participant(n["Ork"]).zivoty == 10 - 5
    assert spent.sheet.vysledky == []
    with pytest.raises(RuleViolation, match="3 úspěchy"):
        run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=True, manevr="unik", vazne="hlava")


def test_e61_dagger_to_the_throat_needs_one_success_vs_held_skret_003_l921_l926() -> None:
    s = Situation(attribute_value=3, foe_attribute=2, advantages=("ztizeni_pohybu",))
    assert breakdown(s).constant == 4
    assert manoeuvre_cost("znevyhodnit", 0, False, False) == 1


def test_e62_chandelier_wound_uses_a_weapon_like_bonus_not_kz_003_l934_l940() -> None:
    assert wound(2, 2, "drtive", Defence()).total == 4  # 2 successes: entangle + wound with bonus 2


def test_choice_serious_threshold_ignores_added_damage() -> None:
    result = wound(1, 1, "secne", Defence(), added_dice=[5, 6], added_type="ohen")
    assert (result.main, result.added) == (2, 2)
    assert not serious_wound_allowed(result)


def test_choice_cover_counts_against_undodgeable_spells_003_l254() -> None:
    s = Situation(means="kouzlo", spell_defence="sila", attribute="duse", attribute_value=3,
                  disadvantages=("kryt",))
    assert breakdown(s).constant == 2


def test_choice_fleeing_target_gives_attack_from_behind_on_the_board_003_l771() -> None:
    board, n = setup({"jmeno": "Ork", "sila": 3}, {"jmeno": "Gorondar", "sila": 3, "strana": "druzina"})
    board = intend(board, n, "Ork", ["Gorondar"])
    board = intend(board, n, "Gorondar", [], zamer="utek")
    r = run(board, "vyhodnotit", [3, 3], utocnik=n["Ork"], cil=n["Gorondar"], obrana_vlastnost="sila")
    assert r.total == 3 + 3 + 1


def test_choice_taken_out_in_a_cycle_loses_the_action_003_l213_l217_l631() -> None:
    board, n = setup({"jmeno": "A", "sila": 3, "zbran_zraneni": 3}, {"jmeno": "B", "sila": 1, "zivoty": 2},
                     {"jmeno": "C", "sila": 1})
    board = intend(board, n, "A", ["B"])
    board = intend(board, n, "B", ["C"])
    board = intend(board, n, "C", ["A"])
    for who, die in (("A", 6), ("B", 2), ("C", 1)):
        board = run(board, "hod_uspech", [die], ucastnik=n[who]).sheet
    r = run(board, "vyhodnotit", [1], utocnik=n["A"], cil=n["B"])  # 9 vs B's obrana 1 + 1
    out = run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=True)
    assert out.sheet.participant(n["B"]).akce_zrusena


def test_e53_knocking_down_the_caster_breaks_concentration_003_L824_L832() -> None:
    board, n = setup({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"}, {"jmeno": "Šaman", "finesa": 1})
    shaman = board.ucastnici[1].model_copy(update={"soustredeni": True})
    board = board.model_copy(update={"ucastnici": [board.ucastnici[0], shaman]})
    board = intend(board, n, "Gorondar", ["Šaman"])
    r = run(board, "vyhodnotit", [2, 3], utocnik=n["Gorondar"], cil=n["Šaman"])  # 5 vs 4 ⇒ 1
    rammed = run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=False, manevr="znevyhodnit",
                 popis="vrazím do něj a zalehnu ho")
    assert rammed.sheet.participant(n["Šaman"]).soustredeni is False
    assert "Boj › Přerušení soustředění" in rammed.explanation


def test_e55_freeing_the_mouth_needs_a_success_003_L849() -> None:
    board, n = setup({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"}, {"jmeno": "Šaman", "sila": 2})
    board = intend(board, n, "Gorondar", ["Šaman"])
    r = run(board, "vyhodnotit", [5, 1], utocnik=n["Gorondar"], cil=n["Šaman"], obrana_vlastnost="sila")
    gagged = run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=False, manevr="umlceni").sheet
    nxt = intend(run(gagged, "nove_kolo").sheet, n, "Šaman", ["Gorondar"], zamer="prolomeni")
    freed_roll = run(nxt, "vyhodnotit", [6, 1], utocnik=n["Šaman"], cil=n["Gorondar"], obrana_vlastnost="sila")
    freed = run(freed_roll.sheet, "utratit", vysledek=freed_roll.sheet.vysledky[0].id, zranit=False, manevr="unik")
    assert freed.sheet.participant(n["Šaman"]).umlcen is False


def test_e41_escaping_gives_the_shield_back_003_L686() -> None:
    board, n = setup({"jmeno": "Gorondar", "sila": 3, "stit": 1, "strana": "druzina"}, {"jmeno": "Goblin", "sila": 2})
    gorondar = board.ucastnici[0].model_copy(update={"stit_pouzitelny": False})
    board = board.model_copy(update={"ucastnici": [gorondar, board.ucastnici[1]]})
    board = intend(board, n, "Gorondar", ["Goblin"], zamer="prolomeni")
    r = run(board, "vyhodnotit", [3, 3], utocnik=n["Gorondar"], cil=n["Goblin"], obrana_vlastnost="sila")
    free = run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=False, manevr="unik")
    assert free.sheet.participant(n["Gorondar"]).stit_pouzitelny is True


def test_e1_attributes_for_knocking_down_003_L131_L153() -> None:
    from py_rules.systems.boj_k6.rules import MeansChoice, allowed_attributes
    from py_rules.systems.boj_k6.sheet import Weapon

    # push over with bare hands on Síla (L136), trip or slip free on Finesa (L142, L144, L724)
    assert allowed_attributes(MeansChoice("beze_zbrane"), False) == ("sila", "finesa")
    light = Weapon(nazev="Meč", zraneni=1)
    assert allowed_attributes(MeansChoice("zblizka", weapon=light), False) == ("sila", "finesa")
    assert allowed_attributes(MeansChoice("zblizka", weapon=light), True) == ("sila",)  # heavy armour
    assert allowed_attributes(MeansChoice("strelna"), False) == ("finesa",)
    assert allowed_attributes(MeansChoice("kouzlo"), False) == ("duse",)


def test_a_taken_out_target_defends_as_immobile_003_L380_L631() -> None:
    board, n = setup({"jmeno": "Naria", "finesa": 3, "strana": "druzina"}, {"jmeno": "Skřet", "finesa": 4})
    out = board.ucastnici[1].model_copy(update={"zivoty": 0})
    board = board.model_copy(update={"ucastnici": [board.ucastnici[0], out]})
    board = intend(board, n, "Naria", ["Skřet"], vlastnost="finesa")
    r = run(board, "vyhodnotit", [1, 4], utocnik=n["Naria"], cil=n["Skřet"], vyhoda_1="prekvapeni")
    assert r.details["rozdil"] == (3 + 1) - (0 + 4)  # 0 + k6, his surprise does not count


def test_taken_out_character_cannot_attack_003_L631() -> None:
    from py_rules.api import handle

    sheet = handle({"op": "new_sheet", "system": "boj_k6", "name": "Kara"})["result"]["sheet"]
    sheet["zivoty"] = 0
    reply = handle({"op": "act", "sheet": sheet, "action": "hod", "params": {"prostredek": "zbran_0"}, "dice": [1, 1]})
    assert reply["error"]["code"] == "rule_violation"
    assert "Boj › Zranění" in reply["error"]["message"]
