"""A conflict board whose heroes are linked to their saved deníky (issue 4, issue 23 Build 3): the hero pays on
the board and the resource comes off the deník in the same action; Ohrožení, Výhoda and Jizvy live only in the
deník, the initiative state on the board (000:L55, L273, L300, L595, L703, L717, L859-L871, L903)."""

from __future__ import annotations

from typing import Any

import pytest
from drd2_helpers import hero as base_hero

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.storage import migrate_sheet
from py_rules.systems.base import DiceBox, Links
from py_rules.systems.drd2.conflict import SYSTEM
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.conflict.heroes import hydrate
from py_rules.systems.drd2.sheet import Drd2Sheet
from py_rules.validation import validate

HERO_ID = "hero-1"


def board(ohrozeni: int | None = None, **hero_fields: Any) -> Drd2Conflict:
    """A running conflict: a hero linked to HERO_ID (Ohrožení in the deník; ``ohrozeni`` only for a board saved
    before one truth) and a being of the other side."""
    return Drd2Conflict.model_validate({
        "system": "drd2_konflikt", "schema_version": 11, "name": "Konflikt",
        "strany": [{"nazev": "Družina"}, {"nazev": "Protivníci", "sudba": 5}],
        "ucastnici": [
            {"jmeno": "Kostivít", "ohrozeni": ohrozeni, "postava": HERO_ID, **hero_fields},
            {"jmeno": "Ohnivec", "druh": "bytost", "strana": 1, "ohrozeni": 2, "charakteristika": 2},
        ],
    })


def act(b: Drd2Conflict, action: str, sheets: dict[str, Drd2Sheet], dice: list[int] | None = None,
        **params: Any) -> Any:
    chosen = SYSTEM.action(action)
    box = DiceBox(physical=dice or [])
    out = chosen.run(b, chosen.params_model.model_validate(params), box, Links(sheets=sheets))
    box.finish()
    return out


def hero(ohrozeni: int | None = 3, **fields: Any) -> Drd2Sheet:
    """The linked hero's deník in a running conflict (Ohrožení 3 unless said)."""
    return base_hero(ohrozeni=ohrozeni, **fields)


def linked_hero(out: Any) -> Drd2Sheet:
    sheet = out.linked[HERO_ID].sheet
    assert isinstance(sheet, Drd2Sheet)
    return sheet


def test_e_kostivit_exhaustion_is_paid_from_the_linked_deniks_telo_000_l273_l275() -> None:
    # Kostivít with Ohrožení 3 exhausts: 3 Těla off his deník, his Ohrožení (in the deník) rises to 4.
    out = act(board(), "vycerpani", {HERO_ID: hero(3, name="Kostivít")}, ucastnik=0, vlastnost="telo")
    assert (linked_hero(out).zdroje.telo, linked_hero(out).ohrozeni) == (1, 4)
    assert out.sheet.ucastnici[0].ohrozeni is None  # no second copy on the board
    assert out.linked[HERO_ID].changes == ("vyčerpání (3 Těla): −3 Těla", "Ohrožení 3 → 4 (konflikt)")
    assert "zaplatí" not in " ".join(out.changes)  # no "pay it in the deník" note: it was paid


def test_vyhoda_spent_on_the_board_comes_off_the_heros_deník_000_l55() -> None:
    out = act(board(), "vycerpani", {HERO_ID: hero(vyhoda=2)}, ucastnik=0, vlastnost="duse", vyhoda=2)
    assert (linked_hero(out).vyhoda, linked_hero(out).zdroje.duse) == (0, 3)
    out = act(board(), "manevr", {HERO_ID: hero(vyhoda=1)}, ucastnik=0, manevr="presne", vlastnost="telo", vyhoda=1)
    assert (linked_hero(out).vyhoda, linked_hero(out).zdroje.telo) == (0, 4)
    # the action's manoeuvre lives in the deník's round, not on the board (issue 23 Build 3)
    assert (linked_hero(out).kolo.manevr, out.sheet.ucastnici[0].manevr) == ("presne", "")  # type: ignore[union-attr]


def test_maneuver_and_obrana_cost_one_resource_from_the_deník_000_l611_l717() -> None:
    out = act(board(), "manevr", {HERO_ID: hero()}, ucastnik=0, manevr="presne", vlastnost="vliv")
    assert linked_hero(out).zdroje.vliv == 3
    played = board(stav="odehral")
    out = act(played, "tah", {HERO_ID: hero()}, ucastnik=0, jak="obrana", vlastnost="duse")
    assert linked_hero(out).zdroje.duse == 3
    kolo = linked_hero(out).kolo
    assert kolo is not None
    assert (kolo.akce, kolo.manevr, out.sheet.ucastnici[0].manevr) == ("obrana", "obrana", "")


def test_narocnost_is_paid_from_the_deník_before_the_roll_000_l168_l174() -> None:
    out = act(board(), "narocnost", {HERO_ID: hero()}, ucastnik=0, kolik=2, vlastnost="telo")
    assert linked_hero(out).zdroje.telo == 2
    assert out.sheet == board()  # nothing on the board changes


def test_rychle_initiative_costs_one_duse_from_the_deník_000_l595() -> None:
    out = act(board(pristup="rychle"), "kolo", {HERO_ID: hero()}, dice=[6, 5, 1, 3, 3], rezim="kostky")
    assert linked_hero(out).zdroje.duse == 3
    assert out.sheet.ucastnici[0].iniciativa == 11  # 3k6 keep two higher: 6 + 5
    assert not any("zaplať 1 Duši v deníku" in line for line in out.changes)  # paid, not just noted


def test_consequences_vyhoda_and_jizva_of_a_linked_hero_go_to_the_deník_000_l342_l827() -> None:
    out = act(board(), "nasledek", {HERO_ID: hero()}, ucastnik=0, nasledek="vyhoda", lstive=True)
    assert linked_hero(out).vyhoda == 2
    assert out.sheet.ucastnici[0].vyhoda == 0
    out = act(board(), "nasledek", {HERO_ID: hero()}, ucastnik=0, nasledek="jizva", vlastnost="telo", nazev="Popálení")
    assert [(s.nazev, s.zavaznost) for s in linked_hero(out).jizvy] == [("Popálení", 1)]
    assert linked_hero(out).zdroje.telo == 3  # the Jizva blocks a box (CHOICE digest 6.2/2)
    assert out.sheet.ucastnici[0].jizvy == []


def test_e_haken_self_inflicted_jizva_pays_the_rest_000_l863_l867() -> None:
    # Haken: 1 Duše left of zdatnost 4, Ohrožení 4; a Jizva on Duše of závažnost 1 gives 3 more resources.
    deník = hero(4, name="Haken", zdroje={"telo": 4, "duse": 1, "vliv": 4})
    out = act(board(), "vycerpani", {HERO_ID: deník}, ucastnik=0, vlastnost="duse",
              jizva_nazev="dost bylo s podváděním")
    after = linked_hero(out)
    assert [(s.nazev, s.vlastnost, s.zavaznost) for s in after.jizvy] == [("dost bylo s podváděním", "duse", 1)]
    assert (after.zdroje.duse, after.ohrozeni) == (0, 5)


def test_leftover_resources_of_a_self_inflicted_jizva_are_lost_000_l871() -> None:
    out = act(board(), "vycerpani", {HERO_ID: hero(1, zdroje={"telo": 0, "duse": 4, "vliv": 4})}, ucastnik=0,
              vlastnost="telo", jizva_nazev="vymknutý kotník")
    assert ("propadá 2 Těla z Jizvy (Pravidla › Jizvy › Způsobení si Jizvy z rozhodnutí "
            "hráče)") in out.linked[HERO_ID].changes


def test_nothing_left_to_pay_uses_the_deníks_real_resources_000_l672_l903() -> None:
    broke = hero(5, zdatnost={"telo": 1, "duse": 4, "vliv": 4}, zdroje={"telo": 0, "duse": 4, "vliv": 4})
    with pytest.raises(RuleViolation, match="chybí 5 Těl "):
        act(board(), "vycerpani", {HERO_ID: broke}, ucastnik=0, vlastnost="telo")
    with pytest.raises(RuleViolation, match="Tak vysokou Jizvu"):
        act(board(), "vycerpani", {HERO_ID: broke}, ucastnik=0, vlastnost="telo", jizva_nazev="x")
    out = act(board(), "vycerpani", {HERO_ID: broke}, ucastnik=0, vlastnost="telo", hrdinska_smrt=True)
    assert (linked_hero(out).stav, linked_hero(out).konec_vlastnost) == ("hrdinska_smrt", "telo")
    # gone from the conflict: the deník's state is what the board reads (000:L695, L903-L907)
    assert hydrate(out.sheet, Links(sheets={HERO_ID: linked_hero(out)})).ucastnici[0].stav == "opustil"
    with pytest.raises(RuleViolation, match="Hrdinskou smrt lze zvolit, jen když"):
        act(board(), "vycerpani", {HERO_ID: hero()}, ucastnik=0, vlastnost="telo", hrdinska_smrt=True)


def test_end_of_conflict_clears_the_linked_heros_vyhoda_000_l703() -> None:
    out = act(board(), "konec", {HERO_ID: hero(vyhoda=3)})
    assert (linked_hero(out).vyhoda, linked_hero(out).ohrozeni) == (0, None)  # Ohrožení stops (000:L703)
    assert out.sheet.ucastnici[0].ohrozeni is None
    assert "Kostivít: Výhoda 3 → 0" in out.changes
    assert out.linked[HERO_ID].changes == ("Ohrožení 3 → — (konflikt)", "Výhoda 3 → 0 (konflikt)")


def test_end_of_conflict_with_a_missing_deník_still_ends_and_says_so_000_l703() -> None:
    out = act(board(), "konec", {})
    assert out.sheet.probiha is False
    assert out.linked == {}
    assert any("Výhodu v něm vynuluj ručně" in line for line in out.changes)


def test_missing_linked_deník_refuses_a_payment_in_czech() -> None:
    with pytest.raises(RuleViolation, match="Kostivít je propojen s uloženou postavou, jejíž deník není k dispozici"):
        act(board(), "vycerpani", {}, ucastnik=0, vlastnost="telo")


def test_unlinked_participants_work_as_before_000_l273() -> None:
    b = board(3).model_copy(update={"ucastnici": [p.model_copy(update={"postava": ""}) for p in board(3).ucastnici]})
    out = act(b, "vycerpani", {}, ucastnik=0, vlastnost="telo")
    assert out.linked == {}
    assert out.changes == ("Kostivít: zaplatí 3 Těla v deníku", "Kostivít: Ohrožení 3 → 4")
    being = act(board(), "vycerpani", {HERO_ID: hero()}, ucastnik=1, vlastnost="telo")
    # the hero's deník only receives its place in the round (issue 23 Build 3), nothing of the being's payment
    assert being.linked[HERO_ID].changes == ()
    assert linked_hero(being).model_copy(update={"kolo": None}) == hero()
    assert being.sheet.strany[1].sudba == 3


def test_view_shows_the_heros_vyhoda_and_resources_from_the_deník_or_unlinked() -> None:
    deník = hero(name="Kostivít z Brodu", vyhoda=2, zdroje={"telo": 1, "duse": 4, "vliv": 4})
    shown = SYSTEM.present_view(board(), Links(sheets={HERO_ID: deník}, roster={HERO_ID: "Kostivít"}))
    item = shown.sections[1].fields[0].items[0]
    stats = {f.label: f.value for f in item.fields if f.kind == "stat"}
    assert item.title == "1. Kostivít (Kostivít z Brodu) – má iniciativu, Ohrožení 3, 2 Výhody"
    shown_values = {f.label: (f.value, getattr(f, "readonly", None)) for f in item.fields}
    assert shown_values["Výhoda (v deníku)"] == (2, True)  # read-only on the board: it lives in the deník
    assert stats["Zdroje (v deníku)"] == "Tělo 1/4, Duše 4/4, Vliv 4/4"
    missing = SYSTEM.present_view(board(), Links(roster={}))
    item = missing.sections[1].fields[0].items[0]
    assert {f.label: f.value for f in item.fields}["Propojení"] == "nepropojený – uložená postava chybí (smazaná?)"
    assert SYSTEM.links is not None
    assert SYSTEM.links.ids(board()) == (HERO_ID,)


def test_board_schema_1_is_upgraded_to_4_unlinked() -> None:
    v1 = {"system": "drd2_konflikt", "schema_version": 1, "name": "K", "strany": [{"nazev": "A"}],
          "ucastnici": [{"jmeno": "Hrun", "ohrozeni": 2}]}
    data, was = migrate_sheet("drd2_konflikt", v1)
    assert (was, data["schema_version"], data["ucastnici"][0]["postava"]) == (1, 11, "")
    assert v1["schema_version"] == 1  # the step is pure


def test_a_hero_is_linked_once_and_only_heroes_are_linked() -> None:
    data = board().model_dump(mode="json")
    data["ucastnici"][1]["postava"] = HERO_ID
    with pytest.raises(InvalidInput, match="lze propojit jen hrdinu"):
        validate(Drd2Conflict, data)
    data["ucastnici"][1].update({"druh": "hrdina", "strana": 0})
    with pytest.raises(InvalidInput, match="propojená jen s jedním účastníkem"):
        validate(Drd2Conflict, data)


def test_help_documents_the_linked_hero() -> None:
    text = " ".join(h.text for h in SYSTEM.help if h.title == "Hrdina propojený s deníkem")
    assert "Ohrožení, Výhodu a Jizvy má jen v deníku" in text
    assert "V deníku je i místo hrdiny v kole" in text  # issue 23 Build 3: the round state lives in the deník too
