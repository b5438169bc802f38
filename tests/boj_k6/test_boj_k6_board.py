"""The combat board: záměry, threats, rolling order, pairings, spending successes (seed 003)."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.api import handle
from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.board import SYSTEM
from py_rules.systems.boj_k6.board.board import BoardSheet
from py_rules.systems.boj_k6.board.intentions import pairings, proposed_order
from tests.boj_k6.board_support import board_with, run


def ids(board: BoardSheet) -> dict[str, int]:
    return {p.jmeno: p.id for p in board.ucastnici}


def intend(board: BoardSheet, who: str, targets: list[str], **extra: Any) -> BoardSheet:
    n = ids(board)
    params: dict[str, Any] = {"ucastnik": n[who], "zamer": extra.pop("zamer", "utok")}
    for i, target in enumerate(targets, start=1):
        params[f"cil_{i}"] = n[target]
    params.update(extra)
    return run(board, "zamer", **params).sheet


def names(board: BoardSheet, order: list[Any]) -> list[tuple[str, str, bool]]:
    by_id = {p.id: p.jmeno for p in board.ucastnici}
    return [(by_id[x.attacker], by_id[x.target], x.mutual) for x in order]


def test_e5_chained_intentions_order_003_l195_l202() -> None:
    board = board_with({"jmeno": "Naria", "strana": "druzina", "finesa": 3},
                       {"jmeno": "Gorondar", "strana": "druzina", "sila": 3},
                       {"jmeno": "Ork", "sila": 4}, {"jmeno": "Goblin", "duse": 3})
    board = intend(board, "Goblin", ["Gorondar"], vlastnost="duse", prostredek="kouzlo")
    board = intend(board, "Gorondar", ["Goblin"], vlastnost="sila")
    board = intend(board, "Ork", ["Gorondar"], vlastnost="sila")
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa")
    assert names(board, proposed_order(board.ucastnici)) == [
        ("Naria", "Ork", False), ("Ork", "Gorondar", False), ("Gorondar", "Goblin", True)]


def test_e2_running_past_the_ork_defends_against_him_003_l171_l172() -> None:
    board = board_with({"jmeno": "Gorondar", "strana": "druzina"}, {"jmeno": "Ork"}, {"jmeno": "Goblin"})
    board = intend(board, "Gorondar", ["Goblin"])
    board = intend(board, "Ork", ["Gorondar"])
    listed = names(board, pairings(board.ucastnici))
    assert ("Ork", "Gorondar", False) in listed  # Gorondar rolls obrana vs the ork
    assert ("Gorondar", "Goblin", False) in listed


def test_e3_e24_single_target_spell_only_one_foe_003_l177_l178_l425_l426() -> None:
    board = board_with({"jmeno": "Kara", "strana": "druzina", "duse": 3}, {"jmeno": "Skřet A"}, {"jmeno": "Skřet B"})
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Ohrožení\ více\ protivníků"):
        intend(board, "Kara", ["Skřet A", "Skřet B"], vlastnost="duse", prostredek="kouzlo")
    board = intend(board, "Kara", ["Skřet A"], vlastnost="duse", prostredek="kouzlo")
    board = intend(board, "Skřet A", ["Kara"])
    board = intend(board, "Skřet B", ["Kara"])
    assert names(board, pairings(board.ucastnici)) == [("Kara", "Skřet A", True), ("Skřet B", "Kara", False)]


def test_cycle_resolved_from_the_highest_success_003_l213_l217() -> None:
    board = board_with({"jmeno": "A", "sila": 1}, {"jmeno": "B", "sila": 1}, {"jmeno": "C", "sila": 1})
    board = intend(board, "A", ["B"])
    board = intend(board, "B", ["C"])
    board = intend(board, "C", ["A"])
    for who, die in (("A", 2), ("B", 6), ("C", 4)):
        board = run(board, "hod_uspech", [die], ucastnik=ids(board)[who]).sheet
    order = proposed_order(board.ucastnici)
    assert [x.cycle for x in order] == [True, True, True]
    assert names(board, order) == [("B", "C", False), ("C", "A", False), ("A", "B", False)]


def test_success_roll_once_per_round_used_against_all_targets_003_l413() -> None:
    board = board_with({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"}, {"jmeno": "S1"}, {"jmeno": "S2"})
    board = intend(board, "Gorondar", ["S1", "S2"])
    n = ids(board)
    first = run(board, "vyhodnotit", [4, 1], utocnik=n["Gorondar"], cil=n["S1"])
    assert first.total == 3 + 4 - 2  # E23: two targets ⇒ −2
    second = run(first.sheet, "vyhodnotit", [3], utocnik=n["Gorondar"], cil=n["S2"])  # only S2's obrana die
    assert second.total == 5
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Ohrožení\ více\ protivníků"):
        run(second.sheet, "hod_uspech", [1], ucastnik=n["Gorondar"])


def test_e48_attack_on_two_targets_no_penalty_003_l757_l762() -> None:
    board = board_with({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"}, {"jmeno": "Šavle"},
                       {"jmeno": "Luk", "finesa": 3})
    board = board.model_copy(update={"ucastnici": [board.ucastnici[0].model_copy(update={"utok_na_dva_cile": True}),
                                                   *board.ucastnici[1:]]})
    board = intend(board, "Gorondar", ["Šavle", "Luk"])
    n = ids(board)
    result = run(board, "vyhodnotit", [5, 2], utocnik=n["Gorondar"], cil=n["Šavle"])
    assert (result.total, result.details["uspechy"]) == (8, 2)  # 8 vs 4 ⇒ 2 successes
    after = run(result.sheet, "vyhodnotit", [6], utocnik=n["Gorondar"], cil=n["Luk"])
    assert after.outcome == "nic"


def test_e32_mutual_roll_and_wound_through_the_board_003_l584_l585() -> None:
    board = board_with({"jmeno": "Gorondar", "strana": "druzina", "sila": 3, "zbroj": 2, "stit": 1, "zivoty": 10},
                       {"jmeno": "Zlobr", "sila": 8, "zbran_zraneni": 3, "zbran_druh": "drtive", "zivoty": 20})
    board = intend(board, "Gorondar", ["Zlobr"])
    board = intend(board, "Zlobr", ["Gorondar"])
    n = ids(board)
    resolved = run(board, "vyhodnotit", [3, 2], utocnik=n["Gorondar"], cil=n["Zlobr"])
    assert (resolved.outcome, resolved.details["uspechy_cile"]) == ("on_2", 2)
    pending = resolved.sheet.vysledky[0]
    assert (pending.utocnik, pending.uspechy, pending.rozdil) == (n["Zlobr"], 2, 4)
    spent = run(resolved.sheet, "utratit", vysledek=pending.id, zranit=True)
    assert spent.sheet.participant(n["Gorondar"]).zivoty == 6  # 4 + 3 − 2 − 1
    assert spent.sheet.vysledky[0].uspechy == 1
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Zranění"):
        run(spent.sheet, "utratit", vysledek=pending.id, zranit=True)


def test_e37_goblin_taken_out_before_acting_loses_his_action_003_l633_l634() -> None:
    board = board_with({"jmeno": "Naria", "strana": "druzina", "finesa": 3, "zbran_zraneni": 2,
                        "zbran_dosah": "strelna", "zbran_druh": "bodne"},
                       {"jmeno": "Gorondar", "strana": "druzina"}, {"jmeno": "Goblin", "finesa": 1, "zivoty": 4})
    board = intend(board, "Naria", ["Goblin"], vlastnost="finesa")
    board = intend(board, "Goblin", ["Gorondar"])
    n = ids(board)
    shot = run(board, "vyhodnotit", [6, 1], utocnik=n["Naria"], cil=n["Goblin"])  # 9 vs 2 ⇒ d 7
    spent = run(shot.sheet, "utratit", vysledek=shot.sheet.vysledky[0].id, zranit=True)
    goblin = spent.sheet.participant(n["Goblin"])
    assert (goblin.zivoty, goblin.akce_zrusena, spent.outcome) == (-5, True, "vyrazen")
    assert not goblin.threatening
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Zranění"):
        run(spent.sheet, "vyhodnotit", [1, 1], utocnik=n["Goblin"], cil=n["Gorondar"])


def test_e30_mutual_tie_cannot_prevent_the_action_003_l537_l543() -> None:
    board = board_with({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"}, {"jmeno": "Ork", "sila": 3})
    board = intend(board, "Gorondar", ["Ork"])
    board = intend(board, "Ork", ["Gorondar"])
    n = ids(board)
    tie = run(board, "vyhodnotit", [4, 4], utocnik=n["Gorondar"], cil=n["Ork"])
    assert tie.outcome == "remiza"
    assert [(r.uspechy, r.remiza) for r in tie.sheet.vysledky] == [(1, True), (1, True)]
    mine = next(r for r in tie.sheet.vysledky if r.utocnik == n["Gorondar"])
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Určení\ výsledku"):
        run(tie.sheet, "utratit", vysledek=mine.id, zranit=False, manevr="zabranit")
    knocked = run(tie.sheet, "utratit", vysledek=mine.id, zranit=False, manevr="znevyhodnit", popis="strhnu ho")
    assert knocked.sheet.participant(n["Ork"]).akce_zrusena is False


def test_e59_disarm_over_two_rounds_003_l881_l884() -> None:
    board = board_with({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"}, {"jmeno": "Ork", "finesa": 2})
    board = intend(board, "Gorondar", ["Ork"])
    n = ids(board)
    one = run(board, "vyhodnotit", [2, 3], utocnik=n["Gorondar"], cil=n["Ork"])  # 5 vs 5 ⇒ 1 success
    hooked = run(one.sheet, "utratit", vysledek=one.sheet.vysledky[0].id, zranit=False, manevr="odzbrojeni")
    assert [(g.druh, g.uspechy) for g in hooked.sheet.postup] == [("odzbrojeni", 1)]
    assert hooked.sheet.participant(n["Ork"]).odzbrojen is False
    round_2 = run(hooked.sheet, "nove_kolo").sheet
    assert round_2.kolo == 2
    assert round_2.postup
    round_2 = intend(round_2, "Gorondar", ["Ork"])
    again = run(round_2, "vyhodnotit", [2, 3], utocnik=n["Gorondar"], cil=n["Ork"])
    done = run(again.sheet, "utratit", vysledek=again.sheet.vysledky[0].id, zranit=False, manevr="odzbrojeni")
    assert done.sheet.participant(n["Ork"]).odzbrojen is True
    assert done.sheet.postup == []


def test_e47_two_successes_into_the_chasm_at_once_003_l735_l736() -> None:
    board = board_with({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"}, {"jmeno": "Skřet", "sila": 2})
    board = intend(board, "Skřet", ["Gorondar"])
    board = intend(board, "Gorondar", ["Skřet"])
    n = ids(board)
    r = run(board, "vyhodnotit", [5, 2], utocnik=n["Gorondar"], cil=n["Skřet"])  # 8 vs 4 ⇒ d 4
    pending = next(x for x in r.sheet.vysledky if x.utocnik == n["Gorondar"])
    assert pending.uspechy == 2
    pushed = run(r.sheet, "utratit", vysledek=pending.id, zranit=False, manevr="propast")
    assert pushed.sheet.participant(n["Skřet"]).out


def test_e52_silencing_shared_by_two_characters_003_l813_l819() -> None:
    board = board_with({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"},
                       {"jmeno": "Naria", "finesa": 3, "strana": "druzina"}, {"jmeno": "Skřet", "sila": 2})
    board = intend(board, "Gorondar", ["Skřet"])
    board = intend(board, "Naria", ["Skřet"], vlastnost="finesa")
    n = ids(board)
    g = run(board, "vyhodnotit", [2, 3], utocnik=n["Gorondar"], cil=n["Skřet"])  # 5 vs 5 ⇒ 1
    pinned = run(g.sheet, "utratit", vysledek=g.sheet.vysledky[0].id, zranit=False, manevr="umlceni")
    assert pinned.sheet.postup[0].druh == "umlceni"
    nr = run(pinned.sheet, "vyhodnotit", [2, 4], utocnik=n["Naria"], cil=n["Skřet"],
             vyhoda_1="ztizeni_pohybu")  # +1 for the pin (E52): 6 vs 6 ⇒ 1
    assert nr.total == 6
    gagged = run(nr.sheet, "utratit", vysledek=nr.sheet.vysledky[0].id, zranit=False, manevr="umlceni")
    assert gagged.sheet.participant(n["Skřet"]).umlcen is True


def test_e57_silenced_area_caster_rolls_defence_instead_003_l858_l861() -> None:
    board = board_with({"jmeno": "Kara", "duse": 3, "strana": "druzina"}, {"jmeno": "Skřet 1", "sila": 4},
                       {"jmeno": "Skřet 2", "sila": 2})
    kara = board.ucastnici[0].model_copy(update={"kouzlo": "Zelený blesk", "kouzlo_kz": 3, "kouzlo_plosne": True})
    board = board.model_copy(update={"ucastnici": [kara, *board.ucastnici[1:]]})
    board = intend(board, "Kara", ["Skřet 1", "Skřet 2"], vlastnost="duse", prostredek="kouzlo")
    board = intend(board, "Skřet 1", ["Kara"])
    board = intend(board, "Skřet 2", ["Kara"])
    n = ids(board)
    r = run(board, "vyhodnotit", [1, 3], utocnik=n["Kara"], cil=n["Skřet 1"])  # Kara 4, skřet 7
    assert (r.total, r.details["uspechy_cile"]) == (4, 2)  # area spell: no multi-target penalty (E22)
    pending = next(x for x in r.sheet.vysledky if x.utocnik == n["Skřet 1"])
    gag = run(r.sheet, "utratit", vysledek=pending.id, zranit=False, manevr="umlceni")
    after = gag.sheet
    assert after.participant(n["Kara"]).akce_zrusena
    # Kara threatens nobody now: she rolls obrana against both skřeti (L856).
    assert names(after, pairings(after.ucastnici)) == [("Skřet 1", "Kara", False), ("Skřet 2", "Kara", False)]


def test_e41_grabbed_shield_no_longer_counts_003_l685_l686() -> None:
    board = board_with({"jmeno": "Gorondar", "sila": 3, "stit": 1, "zivoty": 10, "strana": "druzina"},
                       {"jmeno": "Goblin 1", "sila": 2}, {"jmeno": "Goblin 2", "sila": 2, "zbran_zraneni": 1})
    board = intend(board, "Goblin 1", ["Gorondar"])
    board = intend(board, "Goblin 2", ["Gorondar"])
    n = ids(board)
    g1 = run(board, "vyhodnotit", [4, 2], utocnik=n["Goblin 1"], cil=n["Gorondar"], obrana_vlastnost="sila")
    grab = run(g1.sheet, "utratit", vysledek=g1.sheet.vysledky[0].id, zranit=False, manevr="chytit_stit")
    assert grab.sheet.participant(n["Gorondar"]).stit_pouzitelny is False
    g2 = run(grab.sheet, "vyhodnotit", [4, 3], utocnik=n["Goblin 2"], cil=n["Gorondar"], obrana_vlastnost="sila")
    hit = run(g2.sheet, "utratit", vysledek=g2.sheet.vysledky[0].id, zranit=True)
    assert hit.sheet.participant(n["Gorondar"]).zivoty == 10 - (0 + 1)  # d 0 + 1, shield not subtracted


def test_e40_outside_armour_needs_missing_piece_003_l674_l678() -> None:
    board = board_with({"jmeno": "Gorondar", "sila": 3, "zbran_zraneni": 2, "zbran_druh": "drtive",
                        "strana": "druzina"}, {"jmeno": "Trpaslík", "finesa": 1, "zbroj": 2, "zivoty": 12})
    board = intend(board, "Gorondar", ["Trpaslík"])
    n = ids(board)
    r = run(board, "vyhodnotit", [5, 3], utocnik=n["Gorondar"], cil=n["Trpaslík"], vyhoda_1="utok_do_zad")
    assert (r.total, r.details["uspechy"]) == (9, 2)
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Zranění"):
        run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=True, mimo_zbroj="uspech")
    dwarf = r.sheet.participant(n["Trpaslík"]).model_copy(update={"zbroj_chybi_cast": True})
    helmless = r.sheet.model_copy(update={"ucastnici": [r.sheet.ucastnici[0], dwarf]})
    hit = run(helmless, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=True, mimo_zbroj="uspech")
    assert hit.sheet.participant(n["Trpaslík"]).zivoty == 12 - 7


def test_e38_serious_wound_and_concentration_on_the_board_003_l640_l643_l834() -> None:
    board = board_with({"jmeno": "Naria", "finesa": 3, "zbran_zraneni": 2, "zbran_dosah": "strelna",
                        "strana": "druzina"}, {"jmeno": "Skřet", "finesa": 1, "zivoty": 10})
    skret = board.ucastnici[1].model_copy(update={"soustredeni": True})
    board = board.model_copy(update={"ucastnici": [board.ucastnici[0], skret]})
    board = intend(board, "Naria", ["Skřet"], vlastnost="finesa")
    n = ids(board)
    r = run(board, "vyhodnotit", [3, 1], utocnik=n["Naria"], cil=n["Skřet"])  # 6 vs 2 ⇒ d 4 ⇒ 2
    hit = run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=True, vazne="leva_noha")
    s = hit.sheet.participant(n["Skřet"])
    assert (s.zivoty, s.vazna_zraneni, s.soustredeni) == (4, ["leva_noha"], False)


def test_breaking_free_successes_only_for_escape_003_l372() -> None:
    board = board_with({"jmeno": "Skřet", "sila": 3}, {"jmeno": "Gorondar", "sila": 2, "strana": "druzina"})
    board = intend(board, "Skřet", ["Gorondar"], zamer="prolomeni")
    n = ids(board)
    r = run(board, "vyhodnotit", [6, 1], utocnik=n["Skřet"], cil=n["Gorondar"], obrana_vlastnost="sila")
    assert r.total == 3 + 6 + 1  # +1 for breaking free
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Prolomení\ nevýhody"):
        run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=True)
    free = run(r.sheet, "utratit", vysledek=r.sheet.vysledky[0].id, zranit=False, manevr="unik")
    assert free.outcome == "utraceno"


def test_full_defence_of_target_counts_for_attacker_003_l357() -> None:
    board = board_with({"jmeno": "Zlobr", "sila": 8}, {"jmeno": "Naria", "finesa": 3, "strana": "druzina"})
    board = intend(board, "Zlobr", ["Naria"])
    board = intend(board, "Naria", [], zamer="plna_obrana")
    n = ids(board)
    r = run(board, "vyhodnotit", [2, 2], utocnik=n["Zlobr"], cil=n["Naria"])
    assert r.total == 8 + 2 - 1


def test_pair_odds_sum_to_one_and_know_the_rolled_die() -> None:
    board = board_with({"jmeno": "A", "sila": 3}, {"jmeno": "B", "finesa": 2})
    board = intend(board, "A", ["B"])
    n = ids(board)
    odds = SYSTEM.action("vyhodnotit").odds
    assert odds is not None
    params = SYSTEM.action("vyhodnotit").params_model.model_validate({"utocnik": n["A"], "cil": n["B"]})
    from fractions import Fraction
    assert sum(Fraction(o.probability) for o in odds(board, params).outcomes) == 1
    rolled = run(board, "hod_uspech", [6], ucastnik=n["A"]).sheet
    table = {o.outcome: o.probability for o in odds(rolled, params).outcomes}
    assert table == {"ja_3": "1/6", "ja_2": "1/2", "ja_1": "1/3"}  # 9 vs 2 + k6


def test_board_facade_and_errors() -> None:
    created = handle({"op": "new_sheet", "system": "boj_k6_kolo", "name": "Přepadení"})
    assert created["ok"]
    sheet = created["result"]["sheet"]
    added = handle({"op": "act", "sheet": sheet, "action": "pridat", "params": {"jmeno": "Ork", "sila": 4}})
    sheet = added["result"]["sheet"]
    dupe = handle({"op": "act", "sheet": sheet, "action": "pridat", "params": {"jmeno": "Ork"}})
    assert dupe["error"]["code"] == "rule_violation"
    bad = handle({"op": "edit", "sheet": sheet, "changes": [{"path": "ucastnici.0.cile", "value": [7]}]})
    assert bad["error"]["code"] == "invalid_input"
    assert "neplatný cíl" in bad["error"]["message"]
    view = handle({"op": "view", "sheet": sheet})["result"]["view"]
    assert view["title"] == "Přepadení – kolo 1"
    assert handle({"op": "help", "system": "boj_k6_kolo"})["result"]["sections"]
