"""Rychlá hra (000:L911-L919): «bez … pomocníků postav nebo pravidel pro kouzla» (L911), «jediný manévr, a to
obranu» (L915). The conflict board has its own switch, chosen at «Začátek konfliktu»; in a board's conflict it
decides for every participant, a linked hero too (handed to the deník with the round, ``Round.rychla_hra``); the
deník's own switch decides outside a board's round. So two switches never differ silently: the deník shows which
one applies and its own is read-only while the board's round runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from drd2_helpers import act as deník_act
from drd2_helpers import hero, not_started
from test_drd2_sheet_round_state import board, on_board

from py_rules import api
from py_rules.errors import RuleViolation
from py_rules.storage import load_character
from py_rules.systems.drd2.conflict import SYSTEM
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.sheet import Drd2Sheet
from py_rules.systems.drd2.view import view as deník_view

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
DOG = {"jmeno": "pes", "charakteristika": 2, "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "pouto": 3}


def quick_round(deník: Drd2Sheet) -> tuple[Drd2Conflict, Drd2Sheet]:
    b, deník = on_board(not_started(board()), "zacatek", deník, ohrozeni=3, rychla_hra=True)
    return on_board(b, "kolo", deník, [6, 6, 1, 2])


def test_the_boards_rychla_hra_goes_to_the_linked_deník_and_decides_there_000_l915() -> None:
    b, deník = quick_round(hero(name="Kostivít", pomocnici=[DOG], sudba_pomocniku=2))
    assert (b.rychla_hra, deník.rychla_hra, deník.kolo is not None and deník.kolo.rychla_hra) == (True, False, True)
    with pytest.raises(RuleViolation, match=r"jen manévr obrana, ne přesně.*rozhoduje tabule"):
        deník_act(deník, "hod", [6, 6], manevr="presne")
    with pytest.raises(RuleViolation, match="bez pomocníků postav"):
        deník_act(deník, "hod_pomocnika", [6, 6])
    # obrana stays: the one manoeuvre of Rychlá hra (L915), after the action from initiative (L611)
    acted = deník_act(deník, "hod", [6, 6]).sheet
    assert deník_act(acted, "hod", [6, 6], druh="vyzva", manevr="obrana").outcome == "success"
    # the deník says which switch decides and keeps its own read-only meanwhile
    shown = deník_view(deník)
    toggle = next(f for s in shown.sections for f in s.fields if getattr(f, "path", "") == "rychla_hra")
    assert (toggle.value, toggle.readonly, toggle.hint) == (  # type: ignore[union-attr]
        True, True, "V konfliktu na tabuli rozhoduje tabule: Rychlá hra zapnuta.")
    assert all(s.id != "pomocnici" for s in shown.sections)


def test_a_full_board_game_overrides_the_deníks_rychla_hra_until_the_end_000_l703_l915() -> None:
    b, deník = on_board(not_started(board()), "zacatek", hero(name="Kostivít", rychla_hra=True), ohrozeni=3)
    b, deník = on_board(b, "kolo", deník, [6, 6, 1, 2])
    assert deník.kolo is not None
    assert deník.kolo.rychla_hra is False
    assert deník_act(deník, "hod", [6, 6, 1], manevr="presne").outcome == "success"
    # the board's end hands the hero back: the deník's own Rychlá hra decides again
    _, after = on_board(b, "konec", deník)
    assert after.kolo is None
    with pytest.raises(RuleViolation, match="Rychlou hru lze vypnout v deníku"):
        deník_act(after, "hod", [6, 6, 1], manevr="presne")


def test_the_board_refuses_every_manoeuvre_but_obrana_in_rychla_hra_000_l915() -> None:
    b, deník = quick_round(hero(name="Kostivít"))
    b, deník = on_board(b, "tah", deník, ucastnik=1)  # the Ohnivec acts from initiative
    for name in ("presne", "rozsahle", "lstive"):
        with pytest.raises(RuleViolation, match=r"jen manévr obrana.*tabule při jeho začátku"):
            on_board(b, "manevr", deník, ucastnik=1, manevr=name)
    with pytest.raises(RuleViolation, match="jen manévr obrana, ne lstivě"):
        on_board(b, "nasledek", deník, ucastnik=0, autor=1, nasledek="ohrozeni_plus", lstive=True)
    with pytest.raises(RuleViolation, match="bez pravidel pro kouzla"):
        on_board(b, "nasledek", deník, ucastnik=0, autor=1, nasledek="pristup_vnuceny")
    with pytest.raises(RuleViolation, match="jen manévr obrana, ne mocně"):
        on_board(b, "vycerpani", deník, ucastnik=0, mocne=True)
    with pytest.raises(RuleViolation, match="jen manévr obrana, ne mocně"):
        on_board(b, "vycerpani", deník, ucastnik=1, mocne=True)


def test_rychla_hra_has_no_helpers_on_the_board_000_l911() -> None:
    with_dog = board().model_copy(update={"ucastnici": [
        *board().ucastnici, board().ucastnici[1].model_copy(update={"jmeno": "pes", "druh": "pomocnik", "strana": 0})]})
    with pytest.raises(RuleViolation, match=r"bez pomocníků postav.*Na tabuli je pes"):
        on_board(not_started(with_dog), "zacatek", hero(name="Kostivít"), ohrozeni=3, rychla_hra=True)
    b, _ = quick_round(hero(name="Kostivít"))
    new = {"jmeno": "pes", "druh": "pomocnik", "strana": 0, "ohrozeni": 2}
    reply = api.handle({"op": "edit", "sheet": b.model_dump(mode="json"),
                        "changes": [{"path": "ucastnici", "op": "append", "value": new}]})
    assert reply["ok"] is False
    assert "v Rychlé hře se hraje bez pomocníků postav" in reply["error"]["message"]


def test_the_deník_refuses_mocne_and_lstive_in_rychla_hra_000_l915() -> None:
    """Third read: the deník refused only the roll's manoeuvre; mocně and lstivě of «Rozhodnutí protivníka»
    (the hero's, after a won střet) and of the opponent (on «Vyčerpat» / «Přijmout») went through."""
    quick = hero(rychla_hra=True)
    won = deník_act(quick, "hod", [6, 6, 1, 1], druh="stret", nasledek="vyhoda").sheet
    with pytest.raises(RuleViolation, match="ne mocně"):
        deník_act(won, "protivnik", manevr="mocne", volba="vycerpal")
    with pytest.raises(RuleViolation, match="ne lstivě"):
        deník_act(won, "protivnik", manevr="lstive")
    failed = deník_act(quick, "hod", [1, 1], ohrozeni=2, hrozba="ohrozeni_plus").sheet
    with pytest.raises(RuleViolation, match="ne mocně"):
        deník_act(failed, "vycerpat", mocne=True)
    with pytest.raises(RuleViolation, match="ne lstivě"):
        deník_act(failed, "prijmout", lstive=True)
    assert deník_act(failed, "prijmout").sheet.ohrozeni == 3  # plain acceptance stays (L318)


def test_released_saves_upgrade_to_a_full_game() -> None:
    board_save = json.loads((FIXTURES / "drd2_konflikt-envelope1-sheet5.json").read_text(encoding="utf-8"))
    loaded = load_character(json.dumps(board_save))
    assert (loaded.migrated_from, loaded.sheet.rychla_hra) == (5, False)  # type: ignore[attr-defined]
    deník_save = json.loads((FIXTURES / "drd2-envelope1-sheet7.json").read_text(encoding="utf-8"))
    loaded = load_character(json.dumps(deník_save))
    kolo = loaded.sheet.kolo  # type: ignore[attr-defined]
    assert (loaded.migrated_from, kolo.iniciativa, kolo.rychla_hra) == (7, "odehral", False)


def test_the_start_form_offers_the_switch() -> None:
    fields = {f.path: f for f in SYSTEM.action("zacatek").form(board())}
    assert fields["rychla_hra"].value is False  # type: ignore[union-attr]
    assert "i pro propojené hrdiny" in (fields["rychla_hra"].hint or "")


def test_a_spells_initiative_approach_is_refused_in_rychla_hra_000_l597_l911() -> None:
    """L911: Rychlá hra is played «bez … pravidel pro kouzla»; the deník let a spell's approach through."""
    with pytest.raises(RuleViolation, match="bez pravidel pro kouzla"):
        deník_act(hero(rychla_hra=True, pristup_kouzlo="rychle"), "iniciativa", [6, 6, 1], pristup="rychle")
    free = deník_act(hero(pristup_kouzlo="rychle"), "iniciativa", [6, 6, 1], pristup="rychle")
    assert (free.total, free.sheet.zdroje.duse) == (12, 4)  # free with the spell (L597)
