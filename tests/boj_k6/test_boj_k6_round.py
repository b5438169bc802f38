"""The board's round state: E29 with a bow, ammunition, distances and movement (seed 003:L59-L107,
L460-L501)."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.board.board import BoardSheet
from py_rules.systems.boj_k6.board.intentions import pairings
from py_rules.systems.boj_k6.board.pairs import PairParams, _pair_situation
from py_rules.systems.boj_k6.board.round import reach_of
from tests.boj_k6.board_support import board_with, run


def pid(board: BoardSheet, name: str) -> int:
    return next(p.id for p in board.ucastnici if p.jmeno == name)


def person(board: BoardSheet, name: str) -> Any:
    return board.participant(pid(board, name))


def intend(board: BoardSheet, who: str, targets: list[str], **extra: Any) -> BoardSheet:
    params: dict[str, Any] = {"ucastnik": pid(board, who), "zamer": extra.pop("zamer", "utok")}
    for i, target in enumerate(targets, start=1):
        params[f"cil_{i}"] = pid(board, target)
    params.update(extra)
    return run(board, "zamer", **params).sheet


def constant(board: BoardSheet, a: str, b: str, **params: Any) -> int:
    pair = PairParams(utocnik=pid(board, a), cil=pid(board, b), **params)
    return _pair_situation(board, pair)[3].constant


NARIA = {"jmeno": "Naria", "strana": "druzina", "finesa": 3, "zbran_zraneni": 2, "zbran_druh": "bodne",
         "zbran_dosah": "strelna", "munice_sledovat": True, "munice": 5}
ORK = {"jmeno": "Ork", "sila": 4, "zbran_zraneni": 2, "zbran_druh": "secne"}
STREDNI, KRATKA = 8, 4


def e29_board(gap: int = STREDNI, loaded: bool = True) -> BoardSheet:
    return board_with({**NARIA, "nabito": loaded}, {**ORK, "vzdalenost": gap})


# --------------------------------------------------------------------------- E29, round by round


def test_e29_round_1_aimed_shot_from_the_dark_at_medium_range_is_plus_one_003_l486_l488() -> None:
    board = e29_board()
    assert board.gap(1, 2) == STREDNI
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa", nabit=True)  # «hned nabiju další šíp» (L487)
    board = intend(board, "Ork", ["Naria"], zamer="jine", pohyb="k_cili")
    # +1 míření, +1 střelba ze tmy (the ork holds a torch), −1 střední from the board (L488): Finesa 3 + 1.
    assert constant(board, "Naria", "Ork", mireni=True, vyhoda_1="ztizeni_viditelnosti") == 4
    out = run(board, "vyhodnotit", [6, 1], utocnik=1, cil=2, mireni=True, vyhoda_1="ztizeni_viditelnosti")
    naria = person(out.sheet, "Naria")
    assert (naria.munice, naria.nabito) == (4, True)  # shot one arrow, loaded the next at once
    assert any("munice 5 → 4" in line for line in out.changes)


def test_e29_the_ork_cannot_reach_her_from_medium_range_this_round_003_l486() -> None:
    board = e29_board()
    with pytest.raises(RuleViolation, match=r"nedosáhne: vzdálenost střední.*\(Boj › Co se dá stihnout v jednom kole; "
                                            r"Boj › Vzdálenost\)"):
        intend(board, "Ork", ["Naria"])


def test_e29_running_from_medium_range_leaves_him_at_short_range_next_round_003_l486() -> None:
    board = intend(e29_board(), "Ork", ["Naria"], zamer="jine", pohyb="k_cili")
    board = run(board, "nove_kolo").sheet
    assert board.gap(1, 2) == KRATKA  # 2 rounds of running at most → 1 left (L88, L486)
    assert any("střední → krátká" in line for line in board.zaznam)


def test_e29_round_2_ork_runs_in_naria_stays_no_modifier_no_point_blank_003_l497() -> None:
    board = e29_board(KRATKA)
    board = intend(board, "Ork", ["Naria"])  # melee from krátká: he runs in (L60)
    assert person(board, "Ork").pohyb == "k_cili"
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa")
    assert [(x.attacker, x.target, x.mutual) for x in pairings(board.ucastnici, reach_of(board))] == [(1, 2, True)]
    # no aim, no dark, no range penalty at krátká, no point-blank penalty (he is only running in): Finesa 3.
    assert constant(board, "Naria", "Ork") == 3
    board = run(board, "nove_kolo").sheet
    assert board.gap(1, 2) == 0


def test_e29_round_3_adjacent_shot_has_point_blank_disadvantage_003_l497_l269() -> None:
    board = e29_board(0)
    board = intend(board, "Ork", ["Naria"])
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa")
    assert constant(board, "Naria", "Ork") == 2  # Finesa 3, Střelba na útočníka zblízka −1


def test_e29_fleeing_from_contact_gives_the_ork_her_back_003_l498_l771() -> None:
    board = e29_board(0)
    board = intend(board, "Naria", [], zamer="utek")
    board = intend(board, "Ork", ["Naria"])  # contact: he threatens her though she flees (L82)
    assert constant(board, "Ork", "Naria") == 5  # Síla 4 + Útok do zad


def test_e29_leg_wound_ork_cannot_reach_her_from_short_range_003_l493() -> None:
    board = e29_board(KRATKA)
    data = board.model_dump()
    data["ucastnici"][1]["vazna_zraneni"] = ["leva_noha"]
    board = BoardSheet.model_validate(data)
    with pytest.raises(RuleViolation, match="chůze"):
        intend(board, "Ork", ["Naria"])


def test_e29_loaded_bow_shoot_and_flee_then_he_must_catch_her_003_l499() -> None:
    board = e29_board(KRATKA)
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa", pohyb="utek")
    with pytest.raises(RuleViolation, match=r"utíká a nejdřív je třeba cíl dohnat"):
        intend(board, "Ork", ["Naria"])
    out = run(board, "hod_uspech", [4], ucastnik=1)
    naria = person(out.sheet, "Naria")
    assert (naria.munice, naria.nabito) == (4, False)
    board = run(intend(out.sheet, "Ork", ["Naria"], zamer="jine", pohyb="k_cili"), "nove_kolo").sheet
    assert board.gap(1, 2) == KRATKA  # both ran one round: the gap is kept (L85, L499)


def test_e29_unloaded_bow_loads_and_shoots_but_cannot_flee_003_l500() -> None:
    board = e29_board(KRATKA, loaded=False)
    with pytest.raises(RuleViolation, match=r"stihne nabít a vystřelit, ale už ne utéct \(Boj › Co se dá stihnout v "
                                            r"jednom kole; "
                                            r"Boj › Boj na dálku\)"):
        intend(board, "Naria", ["Ork"], vlastnost="finesa", pohyb="utek")
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa", pohyb="ustup")  # may back off (L500)
    out = run(board, "hod_uspech", [4], ucastnik=1)
    naria = person(out.sheet, "Naria")
    assert (naria.munice, naria.nabito) == (4, False)
    assert "Naria nabíjí a střílí" in out.explanation


def test_e29_loaded_bow_cannot_reload_and_flee_in_one_round_003_l487_l499() -> None:
    board = e29_board(KRATKA)
    with pytest.raises(RuleViolation, match=r"vystřelit a utéct, nebo vystřelit a hned nabít"):
        intend(board, "Naria", ["Ork"], vlastnost="finesa", pohyb="utek", nabit=True)


def test_e29_backing_off_while_shooting_keeps_the_ork_away_one_round_003_l498() -> None:
    board = e29_board(KRATKA)
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa", pohyb="ustup")
    with pytest.raises(RuleViolation, match=r"cíl ustupuje \(Boj\ ›\ Boj\ na\ dálku\)"):
        intend(board, "Ork", ["Naria"])
    board = intend(board, "Ork", ["Naria"], zamer="jine", pohyb="k_cili")
    board = run(board, "nove_kolo").sheet
    assert board.gap(1, 2) == 2  # 4 − 4 (běh) + 2 (ústup o stupeň pomaleji)
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa", pohyb="ustup")
    board = intend(board, "Ork", ["Naria"])  # «v dalším kole už ale bude v kontaktní vzdálenosti»
    assert run(board, "nove_kolo").sheet.gap(1, 2) == 0


def test_reloading_is_an_intention_done_at_the_end_of_the_round_003_l62_l485() -> None:
    board = e29_board(STREDNI, loaded=False)
    board = intend(board, "Naria", [], zamer="mireni", nabit=True)  # «nabiju luk a zamířím si» (L485)
    assert not person(board, "Naria").nabito
    board = run(board, "nove_kolo").sheet
    assert person(board, "Naria").nabito
    with pytest.raises(RuleViolation, match="už je nabitá"):
        intend(board, "Naria", [], zamer="nabiti")


def test_no_reloading_or_aiming_while_running_003_l93() -> None:
    board = e29_board(STREDNI, loaded=False)
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Vzdálenost"):
        intend(board, "Naria", ["Ork"], zamer="jine", pohyb="k_cili", nabit=True)
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Vzdálenost"):
        intend(board, "Naria", ["Ork"], zamer="mireni", pohyb="k_cili")
    with pytest.raises(RuleViolation, match=r"\(Boj › Plná obrana; Boj › Útěk z boje zblízka\)"):
        intend(board, "Naria", [], zamer="plna_obrana", nabit=True)


# --------------------------------------------------------------------------- ammunition (E28)


def test_e28_three_throwing_knives_three_throws_003_l470_l471() -> None:
    board = board_with({"jmeno": "Naria", "strana": "druzina", "finesa": 3, "zbran_dosah": "vrhaci",
                        "munice_sledovat": True, "munice": 3}, {**ORK, "vzdalenost": KRATKA})
    for left in (2, 1, 0):
        board = intend(board, "Naria", ["Ork"], vlastnost="finesa")
        board = run(board, "hod_uspech", [3], ucastnik=1).sheet
        assert person(board, "Naria").munice == left
        board = run(board, "nove_kolo").sheet
    with pytest.raises(RuleViolation, match=r"nemá munici \(Boj › Boj na dálku\)"):
        intend(board, "Naria", ["Ork"], vlastnost="finesa")


def test_e28_twenty_arrows_are_not_counted_003_l475_l476() -> None:
    board = board_with({**NARIA, "munice_sledovat": False, "munice": 20}, {**ORK, "vzdalenost": KRATKA})
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa")
    board = run(board, "hod_uspech", [3], ucastnik=1).sheet
    assert (person(board, "Naria").munice, person(board, "Naria").nabito) == (20, False)


def test_last_arrow_cannot_be_shot_and_replaced_003_l467_l471() -> None:
    board = board_with({**NARIA, "munice": 1}, {**ORK, "vzdalenost": KRATKA})
    with pytest.raises(RuleViolation, match="poslední kus munice"):
        intend(board, "Naria", ["Ork"], vlastnost="finesa", nabit=True)
    board = run(intend(board, "Naria", ["Ork"], vlastnost="finesa"), "hod_uspech", [2], ucastnik=1).sheet
    board = run(board, "nove_kolo").sheet
    with pytest.raises(RuleViolation, match="nemá munici"):
        intend(board, "Naria", [], zamer="nabiti")


def test_an_action_lost_before_rolling_spends_no_arrow_003_l631() -> None:
    board = e29_board(KRATKA)
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa")
    data = board.model_dump()
    data["ucastnici"][0]["akce_zrusena"] = True
    board = run(BoardSheet.model_validate(data), "nove_kolo").sheet
    assert (person(board, "Naria").munice, person(board, "Naria").nabito) == (5, True)


# --------------------------------------------------------------------------- distances and speeds


@pytest.mark.parametrize(("speed", "steps", "left"), [
    ("plazeni", 0, 7), ("chuze", 0, 6), ("beh", 0, 4), ("konsky_beh", 0, 0), ("beh", 1, 0), ("beh", -1, 6)])
def test_each_speed_step_doubles_the_ground_covered_003_l98_l100_l107(speed: str, steps: int, left: int) -> None:
    board = board_with({"jmeno": "Kara", "strana": "druzina"}, {"jmeno": "Vlk", "vzdalenost": STREDNI})
    data = board.model_dump()
    data["ucastnici"][1].update(rychlost=speed, rychlost_upravy=steps)
    board = intend(BoardSheet.model_validate(data), "Vlk", ["Kara"], zamer="jine", pohyb="k_cili")
    assert run(board, "nove_kolo").sheet.gap(1, 2) == left


def test_a_wolf_covers_short_range_and_bites_a_man_cannot_from_medium_003_l96_l100() -> None:
    board = board_with({"jmeno": "Kara", "strana": "druzina"}, {"jmeno": "Vlk", "vzdalenost": STREDNI})
    with pytest.raises(RuleViolation, match="nedosáhne"):
        intend(board, "Vlk", ["Kara"])
    data = board.model_dump()
    data["ucastnici"][1]["rychlost"] = "konsky_beh"
    board = intend(BoardSheet.model_validate(data), "Vlk", ["Kara"])  # 2 rounds of running in one
    assert reach_of(board)(2, 1)


def test_concentrating_caster_cannot_run_in_from_short_range_003_l102() -> None:
    board = board_with({"jmeno": "Kara", "strana": "druzina"}, {"jmeno": "Ork", "vzdalenost": KRATKA})
    data = board.model_dump()
    data["ucastnici"][0]["soustredeni"] = True
    with pytest.raises(RuleViolation, match="chůze"):
        intend(BoardSheet.model_validate(data), "Kara", ["Ork"], prostredek="beze_zbrane")


def test_range_penalty_comes_from_the_board_003_l463_l465() -> None:
    for gap, expected in ((0, 3), (KRATKA, 3), (STREDNI, 2), (20, 1)):
        board = board_with({**NARIA}, {"jmeno": "Skřet", "vzdalenost": gap})
        board = intend(board, "Naria", ["Skřet"], vlastnost="finesa")
        assert constant(board, "Naria", "Skřet") == expected


def test_set_distance_action_and_its_limits_003_l79_l91() -> None:
    board = board_with({"jmeno": "Kara", "strana": "druzina"}, {"jmeno": "Ork"})
    board = run(board, "vzdalenost", a=2, b=1, ctvrtiny=20).sheet
    assert board.gap(1, 2) == 20
    assert board.zaznam[-1] == "Ork a Kara: vzdálenost dlouhá (5 kol běhu)."
    with pytest.raises(RuleViolation, match="dvěma různými"):
        run(board, "vzdalenost", a=1, b=1, ctvrtiny=4)
    board = run(board, "vzdalenost", a=1, b=2, ctvrtiny=0).sheet
    assert board.vzdalenosti == []


def test_melee_attacker_runs_only_to_his_first_target_003_l60() -> None:
    board = board_with({"jmeno": "Gorondar", "strana": "druzina", "sila": 3},
                       {"jmeno": "Skřet A", "vzdalenost": KRATKA}, {"jmeno": "Skřet B", "vzdalenost": KRATKA})
    with pytest.raises(RuleViolation, match="jen k prvnímu cíli"):
        intend(board, "Gorondar", ["Skřet A", "Skřet B"])


def test_e37_charging_goblin_shot_down_does_not_reach_gorondar_003_l633_l634() -> None:
    board = board_with({**NARIA, "munice_sledovat": False}, {"jmeno": "Gorondar", "strana": "druzina"},
                       {"jmeno": "Goblin", "finesa": 1, "zivoty": 4, "vzdalenost": KRATKA})
    board = intend(board, "Goblin", ["Gorondar"])  # runs in from krátká
    assert person(board, "Goblin").pohyb == "k_cili"
    board = intend(board, "Naria", ["Goblin"], vlastnost="finesa")
    shot = run(board, "vyhodnotit", [6, 1], utocnik=1, cil=3)  # 9 vs 2: d 7, 3 successes
    board = run(shot.sheet, "utratit", vysledek=shot.sheet.vysledky[0].id, zranit=True).sheet
    assert person(board, "Goblin").zivoty == -5  # 7 + 2 − 0
    board = run(board, "nove_kolo").sheet
    assert board.gap(2, 3) == KRATKA  # vyřazen before his roll: he never got there (L631)


def test_pair_distance_is_not_a_parameter_on_the_board_003_l463() -> None:
    board = intend(e29_board(STREDNI), "Naria", ["Ork"], vlastnost="finesa")
    with pytest.raises(RuleViolation, match="Nastavit vzdálenost"):
        constant(board, "Naria", "Ork", vzdalenost="kratka")
