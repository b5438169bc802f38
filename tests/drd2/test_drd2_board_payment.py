"""«Zaplatit Zdroje» on the deník of a hero linked on a conflict board (issue 23 Build 3): a manoeuvre or a
náročnost pays for the action the board is resolving for the hero, and the manoeuvre is recorded on it (the board
sees it played); with no such action it is refused in Czech — never a payment floating outside the round
(000:L168-L174, L717-L719)."""

from __future__ import annotations

import pytest
from drd2_helpers import act as deník_act
from test_drd2_sheet_round_state import HERO_ID, on_board, round_started, seen

from py_rules.errors import RuleViolation
from py_rules.systems.base import Links
from py_rules.systems.drd2.conflict.heroes import hydrate


def declared() -> tuple[object, object]:
    """The board declares the hero's action from initiative; its roll is still to come (000:L601)."""
    b, deník = round_started()
    return on_board(b, "tah", deník, ucastnik=0, jak="iniciativa")


def test_a_manoeuvre_paid_on_the_deník_belongs_to_the_boards_action_000_l717_l719() -> None:
    b, deník = declared()
    out = deník_act(deník, "platba", za_co="manevr", manevr="presne", vlastnost="telo")
    assert (out.sheet.zdroje.telo, out.sheet.kolo.manevr) == (3, "presne")
    assert "manévr přesně v akci na tabuli konfliktu" in out.changes
    # the board reads it: the hero's action has its manoeuvre (one truth)
    assert hydrate(b, Links(sheets={HERO_ID: out.sheet})).ucastnici[0].manevr == "presne"  # type: ignore[arg-type]
    # one manoeuvre per action (L719): a second is refused and nothing is paid
    with pytest.raises(RuleViolation, match="už je zahraný manévr přesně"):
        deník_act(out.sheet, "platba", za_co="manevr", manevr="rozsahle", vlastnost="telo")
    # the hero's roll of that action does not charge it again (L717)
    rolled = deník_act(out.sheet, "hod", [6, 6, 1], manevr="presne")
    assert rolled.sheet.zdroje.telo == 3


def test_with_no_action_under_way_the_payment_is_refused_000_l717() -> None:
    b, deník = round_started()  # the hero holds the initiative, nothing declared
    assert seen(b, deník) == "k_dispozici"  # type: ignore[arg-type]
    with pytest.raises(RuleViolation, match="teď žádná tvoje akce neprobíhá"):
        deník_act(deník, "platba", za_co="manevr", manevr="presne")
    with pytest.raises(RuleViolation, match="Náročnost se platí před hodem akce"):
        deník_act(deník, "platba", za_co="narocnost", kolik=2)
    # the náročnost of a declared action is paid (L168-L174)
    _, d2 = declared()
    assert deník_act(d2, "platba", za_co="narocnost", kolik=2, vlastnost="duse").sheet.zdroje.duse == 2


def test_mocne_lstive_and_obrana_go_where_the_board_plays_them_000_l608_l761_l769() -> None:
    _, deník = declared()
    for name, where in (("mocne", "akcí „Manévr“ po vítězství"), ("lstive", "Rozhodnutí po střetu"),
                        ("obrana", "Obranu ohlas na tabuli")):
        with pytest.raises(RuleViolation, match=where):
            deník_act(deník, "platba", za_co="manevr", manevr=name)
    with pytest.raises(RuleViolation, match="Vyber, který manévr"):
        deník_act(deník, "platba", za_co="manevr")


def test_an_abilitys_activation_stays_the_players_payment_in_a_board_round() -> None:
    """Not a board action (abilities are in later chapters): paid from the deník as before."""
    _, deník = round_started()
    assert deník_act(deník, "platba", za_co="aktivace", kolik=2).sheet.zdroje.telo == 2
