"""Issue 21 item 2: míření and finta declared in one round apply in the next unless prevented, rozptýlení in its
own round (seed 003:L429, L441, L448); the board remembers and applies them."""

from __future__ import annotations

import pytest

from py_rules.errors import RuleViolation
from tests.boj_k6.board_support import board_with, run
from tests.boj_k6.test_boj_k6_round import NARIA, ORK, STREDNI, constant, intend, person


def test_e29_aim_declared_last_round_gives_plus_one_on_the_next_shot_003_l429_l485_l488() -> None:
    # «nabiju luk a zamířím si» (L485); next round «Máš výhodu za míření a další za to, že střílíš ze tmy.
    # Počítáš si ale také -1 za střední vzdálenost» (L488): Finesa 3 + 1 + 1 − 1 = k6 + 4, nothing toggled.
    board = board_with({**NARIA, "nabito": False}, {**ORK, "vzdalenost": STREDNI})
    board = intend(board, "Naria", [], zamer="mireni", nabit=True)
    out = run(board, "nove_kolo")
    naria = person(out.sheet, "Naria")
    assert (naria.namireno, naria.nabito) == (True, True)
    assert "Naria: zamířeno, na příští výstřel výhoda +1 (Boj › Míření)." in out.sheet.zaznam
    board = intend(out.sheet, "Naria", ["Ork"], vlastnost="finesa")
    assert constant(board, "Naria", "Ork", vyhoda_1="ztizeni_viditelnosti") == 4
    # a melee attack or any other intention uses the aim up: the round after it is gone
    after = person(run(board, "nove_kolo").sheet, "Naria")
    assert after.namireno is False


def test_prevented_aim_gives_nothing_003_l429() -> None:
    board = board_with({**NARIA, "nabito": True}, {**ORK, "vzdalenost": STREDNI})
    board = intend(board, "Naria", [], zamer="mireni")
    naria = person(board, "Naria")
    board = board.model_copy(update={"ucastnici": [naria.model_copy(update={"akce_zrusena": True}),
                                                   person(board, "Ork")]})
    assert person(run(board, "nove_kolo").sheet, "Naria").namireno is False


def test_e26_feint_gives_plus_one_next_round_attacking_or_defending_003_l441_l445() -> None:
    # Gorondar (Síla 3) only feints against the zlobr (Síla 5) in round 1 and defends against him; in round 2
    # «si Pavel k hodu přičte +1, ať už se bude opět jen bránit, nebo zkusí zlobra zasáhnout» (L445).
    board = board_with({"jmeno": "Gorondar", "strana": "druzina", "sila": 3}, {"jmeno": "Zlobr", "sila": 5})
    board = intend(board, "Gorondar", ["Zlobr"], zamer="finta")
    board = intend(board, "Zlobr", ["Gorondar"], vlastnost="sila")
    # round 1: the zlobr rolls na úspěch, Gorondar na obranu without any bonus yet: 5 vs Síla 3
    assert constant(board, "Zlobr", "Gorondar", obrana_vlastnost="sila") == 5
    out = run(board, "nove_kolo")
    assert person(out.sheet, "Gorondar").finta_proti == person(out.sheet, "Zlobr").id
    # round 2, defending again: the zlobr's side shows Gorondar's feint as −1 (finta protivníka)
    defending = intend(out.sheet, "Zlobr", ["Gorondar"], vlastnost="sila")
    assert constant(defending, "Zlobr", "Gorondar", obrana_vlastnost="sila") == 5 - 1
    # round 2, attacking each other: Gorondar 3 + 1
    attacking = intend(defending, "Gorondar", ["Zlobr"], vlastnost="sila")
    assert constant(attacking, "Gorondar", "Zlobr") == 3 + 1
    # round 3: the feint is spent
    assert person(run(attacking, "nove_kolo").sheet, "Gorondar").finta_proti == 0


def test_e27_distraction_gives_the_foe_a_disadvantage_this_round_003_l448_l451() -> None:
    # Naria throws stones at the zlobr's head; «zlobr si proti Gorondarovi počítá nevýhodu» (L451), this round.
    board = board_with({"jmeno": "Gorondar", "strana": "druzina", "sila": 3},
                       {"jmeno": "Naria", "strana": "druzina", "finesa": 3}, {"jmeno": "Zlobr", "sila": 5})
    board = intend(board, "Zlobr", ["Gorondar"], vlastnost="sila")
    board = intend(board, "Gorondar", ["Zlobr"], vlastnost="sila")
    assert constant(board, "Gorondar", "Zlobr") == 3
    distracted = intend(board, "Naria", ["Zlobr"], zamer="rozptyleni")
    assert constant(distracted, "Gorondar", "Zlobr") == 3 + 1  # protivník je rozptýlený
    assert constant(distracted, "Zlobr", "Gorondar") == 5 - 1  # rozptyluje tě Naria
    # not carried to the next round (L448: «v tomto kole»)
    board = run(distracted, "nove_kolo").sheet
    board = intend(intend(board, "Zlobr", ["Gorondar"], vlastnost="sila"), "Gorondar", ["Zlobr"], vlastnost="sila")
    assert constant(board, "Gorondar", "Zlobr") == 3


def test_feint_and_distraction_name_one_foe_003_l441_l448() -> None:
    board = board_with({"jmeno": "Gorondar", "strana": "druzina"}, {"jmeno": "Ork"}, {"jmeno": "Skřet"})
    with pytest.raises(RuleViolation, match="vyber právě jeden cíl"):
        intend(board, "Gorondar", [], zamer="finta")
    with pytest.raises(RuleViolation, match="vyber právě jeden cíl"):
        intend(board, "Gorondar", ["Ork", "Skřet"], zamer="rozptyleni")
