"""Issue 21 item 4: bránění v pohybu, picking a weapon up after a disarm, tying a held foe (seed 003:L764-L767,
L888-L897, L899-L916)."""

from __future__ import annotations

import pytest

from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.board.board import BoardSheet
from tests.boj_k6.board_support import board_with, run
from tests.boj_k6.test_boj_k6_round import intend, person, pid
from tests.boj_k6.test_boj_k6_situations import spend, win

GORONDAR = {"jmeno": "Gorondar", "strana": "druzina", "sila": 3, "zivoty": 10}
ORK = {"jmeno": "Ork", "sila": 2, "zivoty": 8, "zbran_zraneni": 2}


def disarmed_ork() -> BoardSheet:
    board = board_with(GORONDAR, ORK)
    ork = person(board, "Ork").model_copy(update={"odzbrojen": True})  # after E59 (L884)
    return board.model_copy(update={"ucastnici": [person(board, "Gorondar"), ork]})


def test_picking_the_weapon_up_succeeds_unless_prevented_003_l889() -> None:
    board = board_with(GORONDAR, ORK)
    with pytest.raises(RuleViolation, match="zbraň má v ruce, není co sbírat"):
        intend(board, "Ork", [], zamer="sebrani")
    board = intend(disarmed_ork(), "Ork", [], zamer="sebrani")
    out = run(board, "nove_kolo").sheet
    assert person(out, "Ork").odzbrojen is False
    assert any("zbraň sebraná ze země" in line for line in out.zaznam)
    # prevented (Gorondar spent a success on «zabránit v akci»): he stays disarmed
    board = intend(board, "Gorondar", ["Ork"])
    board, r = win(board, "Gorondar", "Ork", [5, 1])  # 5 + 3 = 8 vs 1 + 2 = 3: 2 successes
    board = spend(board, r, "zabranit")
    assert person(run(board, "nove_kolo").sheet, "Ork").odzbrojen is True


def test_picking_up_and_threatening_at_once_costs_a_success_003_l891() -> None:
    # The disarmed ork threatens Gorondar bare-handed and beats him by 3 (2 successes): one picks the axe
    # up, the other wounds with it: 3 + axe 2 = 5 (L584, L891).
    board = intend(disarmed_ork(), "Ork", ["Gorondar"], vlastnost="sila")
    board, r = win(board, "Ork", "Gorondar", [6, 2], obrana_vlastnost="sila")  # 6 + 2 = 8 vs 2 + 3 = 5
    after = run(board, "utratit", vysledek=r, zranit=True, manevr="sebrat_zbran").sheet
    assert person(after, "Ork").odzbrojen is False
    assert person(after, "Gorondar").zivoty == 10 - 5
    assert after.vysledky == []  # both successes spent
    armed = board_with(GORONDAR, ORK)
    armed = intend(armed, "Ork", ["Gorondar"], vlastnost="sila")
    armed, r = win(armed, "Ork", "Gorondar", [6, 2], obrana_vlastnost="sila")
    with pytest.raises(RuleViolation, match="není co sbírat"):
        run(armed, "utratit", vysledek=r, zranit=False, manevr="sebrat_zbran")


def test_tying_needs_an_ally_holding_both_hands_then_the_hands_stay_tied_003_l908_l915() -> None:
    # Gorondar grabs both of the goblin's hands with 2 successes; Naria, rope ready, ties them (L911-L916).
    board = board_with(GORONDAR, {"jmeno": "Naria", "strana": "druzina"}, {"jmeno": "Skřet", "sila": 1})
    with pytest.raises(RuleViolation, match="Svázat lze jen toho, komu někdo jiný drží obě ruce"):
        intend(board, "Naria", ["Skřet"], zamer="svazani")
    board = intend(board, "Gorondar", ["Skřet"], prostredek="beze_zbrane")
    board, r = win(board, "Gorondar", "Skřet", [5, 1], obrana_vlastnost="sila")  # 8 vs 2: 3 successes
    board = spend(board, r, "obe_ruce")
    board = intend(board, "Naria", ["Skřet"], zamer="svazani")
    out = run(board, "nove_kolo").sheet
    tied = [c for c in out.situace if c.kdo == pid(out, "Skřet") and c.drzi == 0]
    assert [(c.druh, c.popis) for c in tied] == [("obe_ruce", "svázané ruce")]
    # he can still kick (bare hands), not fight with a weapon (L915)
    with pytest.raises(RuleViolation):
        intend(out, "Skřet", ["Naria"])
    intend(out, "Skřet", ["Naria"], prostredek="beze_zbrane")


def test_running_round_a_foe_with_room_needs_a_success_to_stop_him_003_l765_l767() -> None:
    # The ork runs away with room to spare: Gorondar must threaten him and spend a success to stop him
    # (L767); without it the ork is a round of running away (L91).
    board = board_with(GORONDAR, ORK)
    board = intend(board, "Ork", [], zamer="utek")
    gone = run(board, "nove_kolo").sheet
    assert gone.gap(1, 2) == 4
    board = intend(board, "Gorondar", ["Ork"])
    board, r = win(board, "Gorondar", "Ork", [5, 1])  # 5 + 3 + 1 (útok do zad) = 9 vs 3: 2 successes
    stopped = run(spend(board, r, "zabranit"), "nove_kolo").sheet
    assert stopped.gap(1, 2) == 0
    # lying on him blocks him without a roll (L765): knocked down and pinned, he cannot move at all
    board = board_with(GORONDAR, ORK)
    board = intend(board, "Gorondar", ["Ork"])
    board, r = win(board, "Gorondar", "Ork", [5, 1])
    pinned = run(spend(board, r, "znevyhodnit", jak="zalehnuti", popis="zalehne ho"), "nove_kolo").sheet
    with pytest.raises(RuleViolation, match="nemůže přesunout ani utéct"):
        intend(pinned, "Ork", [], zamer="utek")


def test_spends_and_aim_check_what_is_in_hand_003_l429_l431_l686_l879() -> None:
    board = board_with(GORONDAR, ORK)  # the ork has an axe and no shield
    board = intend(board, "Gorondar", ["Ork"])
    board, r = win(board, "Gorondar", "Ork", [6, 1])  # 6 + 3 = 9 vs 1 + 2 = 3: 3 successes
    with pytest.raises(RuleViolation, match="žádný štít, který by šlo chytit"):
        spend(board, r, "chytit_stit")  # L686: only a shield he holds
    disarmed = spend(board, r, "odzbrojeni")  # two successes at once (L884)
    assert person(disarmed, "Ork").odzbrojen is True
    again = next(x.id for x in disarmed.vysledky)
    with pytest.raises(RuleViolation, match="zbraň už v ruce nemá"):
        spend(disarmed, again, "odzbrojeni")
    with pytest.raises(RuleViolation, match="Mířit lze střelnou nebo vrhací zbraní"):
        intend(board_with(GORONDAR, ORK), "Gorondar", [], zamer="mireni")  # a sword (L429-L431)
