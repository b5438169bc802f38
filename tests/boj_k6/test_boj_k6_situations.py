"""Situations successes create on the board and their mechanical consequences (seed 003:L223-L311,
L699-L778, L785-L786, L863-L927)."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.board.board import BoardSheet
from py_rules.systems.boj_k6.board.intentions import pairings
from py_rules.systems.boj_k6.board.round import reach_of
from tests.boj_k6.test_boj_k6_round import board_with, constant, intend, person, pid, run

GORONDAR = {"jmeno": "Gorondar", "strana": "druzina", "sila": 3}
NARIA = {"jmeno": "Naria", "strana": "druzina", "finesa": 3, "zbran_dosah": "strelna", "zbran_zraneni": 2}


def win(board: BoardSheet, a: str, b: str, dice: list[int], **params: Any) -> tuple[BoardSheet, int]:
    """Resolve a → b with ``dice`` and return the board with the id of a's pending successes."""
    out = run(board, "vyhodnotit", dice, utocnik=pid(board, a), cil=pid(board, b), **params)
    pending = next(r for r in out.sheet.vysledky if r.utocnik == pid(board, a))
    return out.sheet, pending.id


def spend(board: BoardSheet, result: int, manevr: str, **params: Any) -> BoardSheet:
    return run(board, "utratit", vysledek=result, zranit=params.pop("zranit", False), manevr=manevr, **params).sheet


def held_goblin(how: str = "zalehnuti") -> BoardSheet:
    """Gorondar beat the goblin by 2 (1 success) and knocked him down and lay on him (L714)."""
    board = board_with(GORONDAR, {"jmeno": "Goblin", "sila": 1}, {"jmeno": "Ork", "sila": 4}, NARIA)
    board = intend(board, "Gorondar", ["Goblin"])
    board, r = win(board, "Gorondar", "Goblin", [3, 4])  # 3 + 3 = 6 vs 4 + 1 = 5 → 1 success
    return spend(board, r, "znevyhodnit", jak=how, popis="srazí goblina a zalehne ho")


def test_e45_lying_on_the_goblin_both_get_a_disadvantage_003_l713_l716() -> None:
    board = run(held_goblin(), "nove_kolo").sheet
    assert [(c.druh, c.kdo, c.drzi) for c in board.situace] == [("zalehnuti", 2, 1)]
    board = intend(board, "Gorondar", ["Goblin"])
    assert constant(board, "Gorondar", "Goblin") == 4  # Síla 3 + goblin's Ztížení pohybu
    board = intend(board, "Ork", ["Gorondar"])
    assert constant(board, "Ork", "Gorondar") == 5  # Síla 4 + Gorondar lies on the goblin (L715)


def test_e6_naria_shoots_at_a_pinned_skret_plus_one_003_l230_l231() -> None:
    board = held_goblin("drzi")
    board = intend(board, "Naria", ["Goblin"], vlastnost="finesa")
    assert constant(board, "Naria", "Goblin") == 4  # Finesa 3 + held by Gorondar


def test_e11_undodgeable_spell_ignores_the_pin_003_l310_l311() -> None:
    board = board_with(GORONDAR, {"jmeno": "Skřet"}, {"jmeno": "Kara", "strana": "druzina", "duse": 3})
    board = intend(board, "Gorondar", ["Skřet"])
    board, r = win(board, "Gorondar", "Skřet", [3, 3])
    board = spend(board, r, "znevyhodnit", jak="drzi", popis="tiskne ho štítem ke zdi")
    data = board.model_dump()
    data["ucastnici"][2].update(kouzlo="Modrý blesk", kouzlo_obrana="sila")
    board = intend(BoardSheet.model_validate(data), "Kara", ["Skřet"], vlastnost="duse", prostredek="kouzlo")
    assert constant(board, "Kara", "Skřet", obrana_vlastnost="sila") == 3  # Duše 3; he resists on Síla (L186)


def test_e46_held_goblin_must_win_a_success_to_get_up_003_l723_l726_l770() -> None:
    board = run(held_goblin(), "nove_kolo").sheet
    with pytest.raises(RuleViolation, match=r"nemůže přesunout ani utéct: je v sevření protivníka.*Boj\ ›\ Útěk\ z\ "
                                            r"boje\ zblízka"):
        intend(board, "Goblin", [], zamer="utek")
    board = intend(board, "Goblin", ["Gorondar"], zamer="prolomeni")
    board = intend(board, "Gorondar", ["Ork"])
    board, r = win(board, "Goblin", "Gorondar", [6, 1])  # 6 + 1 + 1 (prolomení) − 1 (pinned) = 7 vs 4
    board = spend(board, r, "unik")
    assert board.situace == []
    assert any("vyprošťuje" in line for line in board.zaznam)
    board = run(board, "nove_kolo").sheet
    intend(board, "Goblin", [], zamer="utek")  # free now: he may flee (L770)


def test_e46_arrow_through_the_sleeve_lasts_one_more_round_then_ends_003_l707_l719() -> None:
    board = board_with(NARIA, {"jmeno": "Ork", "sila": 4, "vzdalenost": 8})
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa")
    board, r = win(board, "Naria", "Ork", [6, 4])  # 9 − 1 (střední) = 8 vs 8 → tie → 1 success
    board = spend(board, r, "znevyhodnit", jak="jednorazove", popis="rukáv přistřelený ke dveřím")
    assert board.situace[0].do_kola == 2
    board = run(board, "nove_kolo").sheet
    board = intend(board, "Ork", ["Naria"], zamer="jine", pohyb="k_cili")  # not held: he may move (L867)
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa")
    assert constant(board, "Naria", "Ork") == 3  # Finesa 3 + 1 (he still has −1 this round) − 1 (střední)
    board = run(board, "nove_kolo").sheet
    assert board.situace == []
    assert any("situace skončila (rukáv přistřelený ke dveřím)" in line for line in board.zaznam)


def test_e50_knocked_down_loses_his_run_at_the_goblin_003_l785_l786() -> None:
    board = board_with(GORONDAR, {"jmeno": "Ork", "sila": 4}, {"jmeno": "Goblin", "duse": 3, "vzdalenost": 4})
    data = board.model_dump()
    data["vzdalenosti"] = [{"a": 1, "b": 3, "ctvrtiny": 4}]  # the ork beside Gorondar, the goblin at krátká
    board = BoardSheet.model_validate(data)
    board = intend(board, "Gorondar", ["Goblin"])
    board = intend(board, "Ork", ["Gorondar"])
    assert [(x.attacker, x.target) for x in pairings(board.ucastnici, reach_of(board))] == [(1, 3), (2, 1)]
    board, r = win(board, "Ork", "Gorondar", [4, 2])  # 8 vs 5 → 2 successes
    board = spend(board, r, "znevyhodnit", jak="srazen")
    gorondar = person(board, "Gorondar")
    assert gorondar.akce_zrusena
    assert "nedoběhne" in board.zaznam[-1]
    board = run(board, "nove_kolo").sheet
    with pytest.raises(RuleViolation, match="leží na zemi po sražení"):
        intend(board, "Gorondar", ["Goblin"])
    board = intend(board, "Gorondar", ["Ork"])
    assert constant(board, "Gorondar", "Ork") == 2  # Síla 3, lying (Ztížení pohybu) −1 (L297)


def test_e48_two_targets_no_penalty_push_one_onto_the_archer_003_l754_l762() -> None:
    board = board_with({**GORONDAR, "jmeno": "Gorondar"}, {"jmeno": "Skřet se šavlí"}, {"jmeno": "Lučištník"})
    data = board.model_dump()
    data["ucastnici"][0]["utok_na_dva_cile"] = True
    board = intend(BoardSheet.model_validate(data), "Gorondar", ["Skřet se šavlí", "Lučištník"])
    assert constant(board, "Gorondar", "Skřet se šavlí") == 3  # «útok na dva cíle»: no −2 (L757)
    board, r = win(board, "Gorondar", "Skřet se šavlí", [6, 3])  # 9 vs 5 → 2 successes
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Zatlačení\ nebo\ odtáhnutí\ protivníka"):
        spend(board, r, "strcit_na_jineho")
    board = spend(board, r, "strcit_na_jineho", druhy_cil=pid(board, "Lučištník"))
    assert [(c.kdo, c.nevyhoda, c.do_kola) for c in board.situace] == [(3, "vyvedeni_z_rovnovahy", 2)]
    board = run(board, "nove_kolo").sheet
    board = intend(board, "Lučištník", ["Gorondar"], vlastnost="finesa")
    assert constant(board, "Lučištník", "Gorondar") == 1  # Finesa 2 − 1 «v příštím kole nevýhodu»


def test_e49_pinned_to_the_wall_escape_then_flee_with_his_back_turned_003_l775_l778() -> None:
    board = board_with({**GORONDAR}, {"jmeno": "Ork", "sila": 4})
    board = intend(board, "Ork", ["Gorondar"])
    board, r = win(board, "Ork", "Gorondar", [5, 3])  # 9 vs 6
    board = run(spend(board, r, "znevyhodnit", jak="drzi", popis="přitlačil ho ke zdi"), "nove_kolo").sheet
    with pytest.raises(RuleViolation, match=r"Boj\ ›\ Útěk\ z\ boje\ zblízka"):
        intend(board, "Gorondar", [], zamer="utek")
    board = intend(board, "Gorondar", ["Ork"], zamer="prolomeni")
    board = intend(board, "Ork", ["Gorondar"])
    board, r = win(board, "Gorondar", "Ork", [5, 3])  # mutual: 3 + 5 + 1 − 1 = 8 vs 4 + 3 + 1 = 8 → tie
    board = run(spend(board, r, "unik"), "nove_kolo").sheet
    board = intend(board, "Gorondar", [], zamer="utek")
    board = intend(board, "Ork", ["Gorondar"])
    assert constant(board, "Ork", "Gorondar") == 5  # Síla 4 + Útok do zad: he turned his back (L777)


def test_e58_wound_and_release_frees_naria_003_l870_l876() -> None:
    board = board_with(NARIA, {"jmeno": "Ork", "sila": 4, "zbran_zraneni": 2}, {**GORONDAR})
    board = intend(board, "Ork", ["Naria"])
    board, r = win(board, "Ork", "Naria", [6, 1])
    with pytest.raises(RuleViolation, match=r"„Naria“ nikoho nedrží \(Boj › Únik z nevýhodné situace\)"):
        spend(board, r, "osvobodit")
    board = run(spend(board, r, "znevyhodnit", jak="drzi", popis="drží ji za ruku"), "nove_kolo").sheet
    assert [c.drzi for c in board.situace] == [2]
    board = intend(board, "Gorondar", ["Ork"])
    board, r = win(board, "Gorondar", "Ork", [6, 2])  # 3 + 6 = 9 vs Finesa 2 + 2 = 4 → d = 5, 2 successes
    board = spend(board, r, "osvobodit", zranit=True)
    assert board.situace == []
    assert person(board, "Ork").zivoty == 1  # wound d 5 + weapon 0 − 0 = 5 (L580)
    assert board.zaznam[-1] == "Ork pouští: Naria."


def test_e61_both_arms_held_dagger_to_the_throat_and_surrender_003_l908_l926() -> None:
    board = board_with({**GORONDAR}, {"jmeno": "Skřet", "zbran_zraneni": 1}, {**NARIA, "zbran_dosah": "zblizka"})
    board = intend(board, "Gorondar", ["Skřet"], prostredek="beze_zbrane")
    board, r = win(board, "Gorondar", "Skřet", [6, 3])  # 9 vs 5 → 2 successes
    board = run(spend(board, r, "obe_ruce", popis="zkroutí mu ruce za záda"), "nove_kolo").sheet
    with pytest.raises(RuleViolation, match=r"obě ruce.*Boj\ ›\ Zajímání"):
        intend(board, "Skřet", ["Gorondar"])
    intend(board, "Skřet", ["Gorondar"], prostredek="beze_zbrane")  # he may still kick (L915)
    board = intend(board, "Naria", ["Skřet"], vlastnost="finesa")
    assert constant(board, "Naria", "Skřet") == 4  # Finesa 3 + held (the skřet defends at −1, L923)
    tie, r = win(board, "Naria", "Skřet", [1, 3])  # 1 + 4 = 5 vs 3 + Finesa 2 = 5 → tie: 1 success, no win
    with pytest.raises(RuleViolation, match=r"remíza nestačí.*Boj\ ›\ Zajímání"):
        spend(tie, r, "vzdani")
    board, r = win(board, "Naria", "Skřet", [4, 3])
    board = spend(board, r, "vzdani", popis="dýka na krku: vzdej se!")
    skret = person(board, "Skřet")
    assert skret.vzdal_se
    assert skret.out
    assert [c.druh for c in board.situace] == ["obe_ruce"]  # Gorondar still holds him
    with pytest.raises(RuleViolation, match=r"Skřet se vzdává; dokud se boj neobnoví"):
        intend(board, "Skřet", ["Naria"])


def test_holder_who_runs_off_lets_go_003_l301() -> None:
    board = run(held_goblin("drzi"), "nove_kolo").sheet
    board = intend(board, "Gorondar", ["Ork"], zamer="jine", pohyb="k_cili")
    board = run(board, "nove_kolo").sheet
    assert board.situace == []
    assert "Gorondar pouští: Goblin." in board.zaznam


def test_gm_ends_a_situation_by_hand_003_l294_l297() -> None:
    board = held_goblin("drzi")
    board = run(board, "ukoncit_situaci", situace=1).sheet
    assert board.situace == []
    assert board.zaznam[-1] == "Goblin: situace „držení v nevýhodě“ ukončena rukou Pána jeskyně."


def test_e7_shared_darkness_cancels_infravision_gives_advantage_003_l235_l236() -> None:
    board = board_with({**GORONDAR}, {"jmeno": "Skřet"})
    data = board.model_dump()
    data["tma"] = True
    board = intend(BoardSheet.model_validate(data), "Gorondar", ["Skřet"])
    assert constant(board, "Gorondar", "Skřet") == 3  # both blind: Ztížení viditelnosti cancels
    data = board.model_dump()
    data["ucastnici"][1]["infravideni"] = True
    assert constant(BoardSheet.model_validate(data), "Gorondar", "Skřet") == 2  # only the skřet sees
    data["ucastnici"][0]["ultrasluch"] = True
    assert constant(BoardSheet.model_validate(data), "Gorondar", "Skřet") == 3  # both sense: no kind at all


def test_e47_balancing_on_the_edge_both_cancel_then_a_trip_003_l734_l747() -> None:
    board = board_with({**GORONDAR}, {"jmeno": "Skřet 1"}, {"jmeno": "Skřet 2"})
    board = intend(board, "Gorondar", ["Skřet 1"])
    board, r = win(board, "Gorondar", "Skřet 1", [6, 3])  # 9 vs 5: d = 4 → 2 successes → into the chasm
    board = spend(board, r, "propast")
    assert person(board, "Skřet 1").out
    assert board.situace == []
    board = run(board, "nove_kolo").sheet
    board = intend(board, "Gorondar", ["Skřet 2"])
    board = intend(board, "Skřet 2", ["Gorondar"])
    board, r = win(board, "Gorondar", "Skřet 2", [2, 3])  # mutual 5 vs 5: tie, one success each
    theirs = next(x.id for x in board.vysledky if x.utocnik == pid(board, "Skřet 2"))
    board = spend(board, theirs, "propast")  # the skřet pushes: Gorondar balances
    board = spend(board, r, "propast")  # Gorondar pushes back: both balance (L741)
    assert sorted((c.kdo, c.drzi) for c in board.situace) == [(1, 3), (3, 1)]
    board = run(board, "nove_kolo").sheet
    board = intend(board, "Gorondar", ["Skřet 2"])
    board = intend(board, "Skřet 2", ["Gorondar"])
    assert constant(board, "Gorondar", "Skřet 2") == 3  # «nikdo nebude mít bonus» (L742)
    board, r = win(board, "Gorondar", "Skřet 2", [2, 3])  # tie again
    theirs = next(x.id for x in board.vysledky if x.utocnik == pid(board, "Skřet 2"))
    board = spend(board, theirs, "unik")  # he tears free and steps back (L743)
    board = spend(board, r, "znevyhodnit", jak="jednorazove", popis="podrazil mu nohy")  # (L746)
    board = run(board, "nove_kolo").sheet
    board = intend(board, "Skřet 2", ["Gorondar"])
    assert board.situace[-1].nevyhoda == "ztizeni_pohybu"
    assert [c.kdo for c in board.situace] == [3]  # tearing free ended the clinch for both (L743, L746)
    assert constant(board, "Skřet 2", "Gorondar") == 1  # Síla 2 − 1 «v příštím kole v nevýhodě»


def test_e52_pinned_first_half_of_silencing_gives_naria_plus_one_003_l813_l819() -> None:
    board = board_with({**GORONDAR}, {**NARIA, "zbran_dosah": "zblizka"}, {"jmeno": "Skřet"})
    board = intend(board, "Gorondar", ["Skřet"])
    board, r = win(board, "Gorondar", "Skřet", [3, 4])  # 6 vs 6: 1 success, not enough to silence (L817)
    board = spend(board, r, "umlceni", popis="přimáčkne ho ke zdi")
    assert [(c.kdo, c.drzi, c.druh) for c in board.situace] == [(3, 1, "drzi")]
    board = intend(board, "Naria", ["Skřet"], vlastnost="finesa")
    assert constant(board, "Naria", "Skřet") == 4  # Finesa 3 + Gorondar holds him at the wall (L818)
    board, r = win(board, "Naria", "Skřet", [2, 4])  # 4 + 2 = 6 vs 2 + 4 = 6: tie → 1 success is enough
    board = spend(board, r, "umlceni")
    assert person(board, "Skřet").umlcen


def test_e17_pinned_skret_breaks_free_while_naria_shoots_003_l376_l377() -> None:
    board = held_goblin("drzi")
    board = run(board, "nove_kolo").sheet
    board = intend(board, "Goblin", ["Gorondar"], zamer="prolomeni")
    board = intend(board, "Naria", ["Goblin"], vlastnost="finesa")
    assert constant(board, "Goblin", "Gorondar") == 1  # Síla 1 + 1 prolomení − 1 held
    assert constant(board, "Naria", "Goblin") == 4  # Finesa 3 + 1: his defence has no prolomení bonus


def test_e44_a_disadvantage_needs_a_concrete_description_003_l702_l709() -> None:
    board = board_with(NARIA, {"jmeno": "Ork", "sila": 4})
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa")
    board, r = win(board, "Naria", "Ork", [3, 4])  # 6 vs 4: d = 2 → 1 success
    with pytest.raises(RuleViolation, match=r"„dám mu nevýhodu“ nestačí \(Boj › Znevýhodnění protivníka\)"):
        spend(board, r, "znevyhodnit")
    board = spend(board, r, "znevyhodnit", popis="přistřelí mu rukáv ke dveřím, ruku se zbraní")
    assert [(c.kdo, c.drzi, c.nevyhoda, c.do_kola) for c in board.situace] == [(2, 0, "ztizeni_pohybu", 2)]
