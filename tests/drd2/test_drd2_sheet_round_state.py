"""A roll on the deník of a hero linked on the conflict board is an action of the board's round (issue 23 Build 3):
the hero's place in the round (initiative held, spent or delayed; the action being resolved and its manoeuvre;
knocked out or gone) lives only in the deník (``Drd2Sheet.kolo``, ``stav``); the board reads and writes it there, and
a deník roll checks and spends it as the board would (000:L300, L449, L582, L601-L626, L662, L695, L703, L717-L723)."""

from __future__ import annotations

from typing import Any

import pytest
from drd2_helpers import act as deník_act
from drd2_helpers import hero, not_started

from py_rules.errors import RuleViolation
from py_rules.storage import migrate_sheet
from py_rules.systems.base import DiceBox, Links
from py_rules.systems.drd2.conflict import SYSTEM
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.conflict.heroes import hydrate
from py_rules.systems.drd2.sheet import Drd2Sheet, Round

HERO_ID = "hero-1"


def board() -> Drd2Conflict:
    return Drd2Conflict.model_validate({
        "system": "drd2_konflikt", "schema_version": 11, "name": "Konflikt",
        "strany": [{"nazev": "Družina"}, {"nazev": "Protivníci", "sudba": 5}],
        "ucastnici": [
            {"jmeno": "Kostivít", "ohrozeni": None, "postava": HERO_ID},
            {"jmeno": "Ohnivec", "druh": "bytost", "strana": 1, "ohrozeni": 2, "charakteristika": 2},
        ],
    })


def on_board(b: Drd2Conflict, action: str, deník: Drd2Sheet, dice: list[int] | None = None,
             **params: Any) -> tuple[Drd2Conflict, Drd2Sheet]:
    """A board action with the hero's deník linked: the saved board and the deník as it left them."""
    chosen = SYSTEM.action(action)
    box = DiceBox(physical=dice or [])
    out = chosen.run(b, chosen.params_model.model_validate(params), box, Links(sheets={HERO_ID: deník}))
    box.finish()
    change = out.linked.get(HERO_ID)
    sheet = change.sheet if change else deník
    assert isinstance(sheet, Drd2Sheet)
    return out.sheet, sheet


def seen(b: Drd2Conflict, deník: Drd2Sheet) -> str:
    """The hero's state in the round as the board shows it (read from the deník)."""
    return hydrate(b, Links(sheets={HERO_ID: deník})).ucastnici[0].stav


def round_started() -> tuple[Drd2Conflict, Drd2Sheet]:
    """The board starts the conflict at Ohrožení 3 and rolls initiative: the hero 12, Ohnivec 3 (000:L582)."""
    b, deník = on_board(not_started(board()), "zacatek", hero(name="Kostivít"), ohrozeni=3)
    return on_board(b, "kolo", deník, [6, 6, 1, 2])


def test_the_board_hands_the_round_to_the_deník_and_keeps_no_copy_000_l601() -> None:
    b, deník = round_started()
    assert (deník.ohrozeni, deník.kolo) == (3, Round(iniciativa="k_dispozici"))
    assert (b.ucastnici[0].stav, b.ucastnici[0].akce, b.ucastnici[0].manevr) == ("k_dispozici", "", "")
    assert seen(b, deník) == "k_dispozici"


def test_a_deník_roll_spends_the_initiative_the_board_shows_000_l601_l606() -> None:
    b, deník = round_started()
    rolled = deník_act(deník, "hod", [6, 6])  # 12: success
    assert rolled.sheet.kolo == Round(iniciativa="odehral", akce="iniciativa", hozeno=True)
    assert rolled.changes[0] == "akce z iniciativy spotřebována (konflikt na tabuli)"
    assert seen(b, rolled.sheet) == "odehral"
    # the board sees it: the hero's action from initiative is spent (000:L606)
    with pytest.raises(RuleViolation, match="Kostivít má v tomto kole akci z iniciativy za sebou"):
        on_board(b, "tah", rolled.sheet, ucastnik=0, jak="iniciativa")


def test_after_acting_the_deník_rolls_only_from_defence_with_obrana_000_l606_l611_l723() -> None:
    b, deník = round_started()
    acted = deník_act(deník, "hod", [6, 6]).sheet
    for params in ({}, {"druh": "stret"}, {"druh": "vyzva"}):
        with pytest.raises(RuleViolation, match="jen bránit akcí z obrany: výzva nebo střet s manévrem obrana"):
            deník_act(acted, "hod", [6, 6], **params)
    # a výzva from defence with obrana: 1 Tělo for the manoeuvre (000:L717), the action is from defence
    defended = deník_act(acted, "hod", [6, 6], druh="vyzva", manevr="obrana")
    assert defended.sheet.zdroje.telo == 3
    assert defended.sheet.kolo == Round(iniciativa="odehral", akce="obrana", manevr="obrana", hozeno=True)
    assert seen(b, defended.sheet) == "odehral"


def test_obrana_before_acting_is_refused_on_the_deník_000_l723() -> None:
    _, deník = round_started()
    with pytest.raises(RuleViolation, match="manévr obrana se hlásí až po ní"):
        deník_act(deník, "hod", [6, 6], druh="vyzva", manevr="obrana")
    assert deník.zdroje.telo == 4


def test_a_delayed_initiative_serves_only_a_reaction_on_the_deník_000_l624_l626() -> None:
    b, deník = round_started()
    b, delayed = on_board(b, "tah", deník, ucastnik=0, jak="odlozit")
    assert delayed.kolo == Round(iniciativa="odlozil")
    assert seen(b, delayed) == "odlozil"
    with pytest.raises(RuleViolation, match="iniciativu odložil: použije ji jen v reakci"):
        deník_act(delayed, "hod", [6, 6])
    with pytest.raises(RuleViolation, match="iniciativu odložil"):
        deník_act(delayed, "hod", [6, 6, 1, 1], druh="stret")  # the hero as aktér
    # a counter-action to the opponent's action uses the delayed initiative (000:L626)
    reacted = deník_act(delayed, "hod", [6, 6, 1, 1], druh="stret", aktor="souper")
    assert reacted.sheet.kolo is not None
    assert reacted.sheet.kolo.iniciativa == "odehral"
    assert seen(b, reacted.sheet) == "odehral"


def test_a_knock_out_on_the_board_is_the_deníks_state_000_l662() -> None:
    b, deník = round_started()
    b, out = on_board(b, "nasledek", deník, ucastnik=0, nasledek="vyrazeni", nove_ohrozeni=5)
    assert (out.stav, out.ohrozeni, b.ucastnici[0].stav) == ("vyrazen", 5, "k_dispozici")
    assert seen(b, out) == "vyrazen"
    with pytest.raises(RuleViolation, match="Vyřazený hrdina už sám nejedná"):
        deník_act(out, "hod", [6, 6])
    defended = deník_act(out, "hod", [6, 6], druh="vyzva", manevr="obrana")
    assert defended.sheet.kolo is not None
    assert defended.sheet.kolo.akce == "obrana"


def test_a_knock_out_accepted_on_the_deník_is_what_the_board_shows_000_l662_l678() -> None:
    b, deník = round_started()
    failed = deník_act(deník, "hod", [1, 1], hrozba="vyrazeni").sheet
    out = deník_act(failed, "prijmout", nove_ohrozeni=4).sheet
    assert out.stav == "vyrazen"
    assert seen(b, out) == "vyrazen"
    with pytest.raises(RuleViolation, match="Kostivít: vyřazení"):
        on_board(b, "tah", out, ucastnik=0, jak="iniciativa")


def test_who_left_the_conflict_rolls_nothing_on_the_deník_000_l695() -> None:
    b, deník = round_started()
    b, gone = on_board(b, "nasledek", deník, ucastnik=0, nasledek="opusteni")
    assert (gone.stav, seen(b, gone)) == ("opustil", "opustil")
    with pytest.raises(RuleViolation, match="nemůže hrát vlastní akce"):
        deník_act(gone, "hod", [6, 6])


def test_the_roll_of_the_action_declared_on_the_board_belongs_to_it_000_l601_l719_l753() -> None:
    b, deník = round_started()
    b, declared = on_board(b, "tah", deník, ucastnik=0, jak="iniciativa")
    assert declared.kolo == Round(iniciativa="odehral", akce="iniciativa")
    # the board plays presne for this action and charges 1 Tělo (000:L717, L801)
    b, declared = on_board(b, "manevr", declared, ucastnik=0, manevr="presne", vlastnost="telo")
    assert (declared.zdroje.telo, declared.kolo) == (3, Round(iniciativa="odehral", akce="iniciativa",
                                                                manevr="presne"))
    # the deník's roll is that action's: 3k6 keep the two higher (000:L753-L757), presne not charged again
    rolled = deník_act(declared, "hod", [1, 5, 4])
    assert (rolled.total, rolled.sheet.zdroje.telo) == (9, 3)
    assert rolled.sheet.kolo == Round(iniciativa="odehral", akce="iniciativa", manevr="presne", hozeno=True)
    # another manoeuvre in the same action is refused (000:L719); so is a second roll without obrana (000:L606)
    with pytest.raises(RuleViolation, match="už je zahraný manévr přesně"):
        deník_act(declared, "hod", [1, 5], manevr="rozsahle")
    with pytest.raises(RuleViolation, match="akci z iniciativy odehrál"):
        deník_act(rolled.sheet, "hod", [6, 6])


def test_obrana_declared_on_the_board_is_not_charged_again_by_the_roll_000_l611_l717() -> None:
    b, deník = round_started()
    acted = deník_act(deník, "hod", [6, 6]).sheet
    b, declared = on_board(b, "tah", acted, ucastnik=0, jak="obrana", vlastnost="telo")
    assert declared.zdroje.telo == 3
    rolled = deník_act(declared, "hod", [6, 6], druh="vyzva")
    assert (rolled.sheet.zdroje.telo, rolled.sheet.kolo) == (3, Round(iniciativa="odehral", akce="obrana",
                                                                      manevr="obrana", hozeno=True))


def test_a_board_resolving_the_action_ends_it_in_the_deník_000_l719() -> None:
    b, deník = round_started()
    won = deník_act(deník, "hod", [6, 6], nasledek="cizi").sheet
    # the hero's won action lands on Ohnivec on the board, the hero named as its author: the action is resolved
    b, after = on_board(b, "nasledek", won, ucastnik=1, nasledek="ohrozeni_plus", autor=0)
    assert b.ucastnici[1].ohrozeni == 4  # 3 from the start, +1 (000:L335)
    assert after.kolo == Round(iniciativa="odehral")


def test_the_rolls_ohrozeni_is_the_conflicts_000_l300_l312() -> None:
    _, deník = round_started()
    with pytest.raises(RuleViolation, match="platí Ohrožení z deníku \\(3\\)"):
        deník_act(deník, "hod", [6, 6], ohrozeni=2)
    assert deník_act(deník, "hod", [6, 6], ohrozeni=3).sheet.ohrozeni == 3


def test_a_vyzva_the_hero_does_not_react_to_uses_no_initiative_000_l449() -> None:
    _, deník = round_started()
    ignored = deník_act(deník, "hod", druh="vyzva", trida="nereaguje")
    assert ignored.sheet.kolo == Round(iniciativa="k_dispozici")


def test_the_deník_rolls_no_initiative_of_its_own_while_the_board_leads_000_l582() -> None:
    _, deník = round_started()
    with pytest.raises(RuleViolation, match="iniciativu hází a pořadí vede tabule"):
        deník_act(deník, "iniciativa", [6, 6])


def test_a_new_round_gives_the_initiative_back_in_the_deník_000_l568_l601() -> None:
    b, deník = round_started()
    acted = deník_act(deník, "hod", [6, 6]).sheet
    b, again = on_board(b, "kolo", acted, [3, 3, 6, 6])
    assert again.kolo == Round(iniciativa="k_dispozici")
    assert seen(b, again) == "k_dispozici"


def test_the_boards_end_clears_the_round_and_returns_the_knocked_out_000_l703() -> None:
    b, deník = round_started()
    b, out = on_board(b, "nasledek", deník, ucastnik=0, nasledek="vyrazeni", nove_ohrozeni=5)
    b, ended = on_board(b, "konec", out)
    assert (ended.kolo, ended.stav, ended.ohrozeni) == (None, "aktivni", None)
    assert deník_act(ended, "hod", [6, 6]).outcome == "success"  # outside a conflict the deník rolls freely


def test_a_board_saved_before_schema_6_hands_its_round_to_the_deník_once() -> None:
    b = board().model_copy(update={"ucastnici": [board().ucastnici[0].model_copy(update={"stav": "odehral",
                                                                                         "ohrozeni": 3}),
                                                 board().ucastnici[1]]})
    b, deník = on_board(b, "nasledek", hero(), ucastnik=1, nasledek="ohrozeni_plus")
    assert deník.kolo == Round(iniciativa="odehral")
    assert (b.ucastnici[0].stav, b.ucastnici[0].ohrozeni) == ("k_dispozici", None)


def test_schema_5_deník_upgrades_to_6_with_no_round() -> None:
    v5 = {"system": "drd2", "schema_version": 5, "name": "Haken", "ohrozeni": 3}
    data, was = migrate_sheet("drd2", v5)
    assert (was, data["schema_version"], data["kolo"]) == (5, 10, None)
    assert "kolo" not in v5  # the step is pure
