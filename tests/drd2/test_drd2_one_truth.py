"""One truth between a linked hero's deník and the conflict board (issue 23 Build 3): Ohrožení, Výhoda and
Jizvy of a linked hero exist only in the deník; the board reads them from there and writes its changes there
(000:L273, L300, L312, L342, L505-L507, L703, L827)."""

from __future__ import annotations

from typing import Any

import pytest
from drd2_helpers import hero, not_started

from py_rules.errors import RuleViolation
from py_rules.systems.base import DiceBox, Links
from py_rules.systems.drd2 import SYSTEM as DENIK
from py_rules.systems.drd2.conflict import SYSTEM
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.sheet import Drd2Sheet, Round

HERO_ID = "hero-1"


def board(**hero_fields: Any) -> Drd2Conflict:
    return Drd2Conflict.model_validate({
        "system": "drd2_konflikt", "schema_version": 11, "name": "Konflikt",
        "strany": [{"nazev": "Družina"}, {"nazev": "Protivníci", "sudba": 5}],
        "ucastnici": [
            {"jmeno": "Kostivít", "ohrozeni": None, "postava": HERO_ID, **hero_fields},
            {"jmeno": "Ohnivec", "druh": "bytost", "strana": 1, "ohrozeni": 2, "charakteristika": 2},
        ],
    })


def act(b: Drd2Conflict, action: str, deník: Drd2Sheet, dice: list[int] | None = None, **params: Any) -> Any:
    chosen = SYSTEM.action(action)
    box = DiceBox(physical=dice or [])
    out = chosen.run(b, chosen.params_model.model_validate(params), box, Links(sheets={HERO_ID: deník}))
    box.finish()
    return out


def after(out: Any, deník: Drd2Sheet) -> Drd2Sheet:
    """The deník after the action (unchanged when the action did not touch it)."""
    change = out.linked.get(HERO_ID)
    sheet = change.sheet if change else deník
    assert isinstance(sheet, Drd2Sheet)
    return sheet


def test_start_sets_the_linked_heros_ohrozeni_in_the_deník_not_on_the_board_000_l300() -> None:
    out = act(not_started(board()), "zacatek", hero(), ohrozeni=3)
    assert after(out, hero()).ohrozeni == 3
    assert [p.ohrozeni for p in out.sheet.ucastnici] == [None, 3]
    assert out.linked[HERO_ID].changes == ("Ohrožení — → 3 (konflikt)",)


def test_a_roll_on_the_deník_between_board_actions_is_what_the_board_reads_000_l273() -> None:
    # Ohrožení 3 in the deník; the hero fails a zkouška on the deník [1, 1] and exhausts there: 3 Těla, Ohrožení 4
    deník = hero(ohrozeni=3)
    rolled = DENIK.action("hod").perform(deník, DENIK.action("hod").params_model(), DiceBox(physical=[1, 1]))
    exhausted = DENIK.action("vycerpat").perform(rolled.sheet, DENIK.action("vycerpat").params_model(
        vlastnost="telo"), DiceBox(physical=[]))
    assert (exhausted.sheet.ohrozeni, exhausted.sheet.zdroje.telo) == (4, 1)
    # the board now shows Ohrožení 4 and an exhaustion on the board costs 4 Duše (000:L273)
    shown = SYSTEM.present_view(board(), Links(sheets={HERO_ID: exhausted.sheet}, roster={HERO_ID: "Kostivít"}))
    card = shown.sections[1].fields[0].items[0]
    assert {f.label: f.value for f in card.fields}["Ohrožení (v deníku)"] == 4
    assert "Ohrožení 4" in card.title
    out = act(board(), "vycerpani", exhausted.sheet, ucastnik=0, vlastnost="duse")
    assert (after(out, deník).zdroje.duse, after(out, deník).ohrozeni) == (0, 5)


def test_board_consequences_land_in_the_deník_with_lstive_sizes_000_l342_l769_l312() -> None:
    out = act(board(), "nasledek", hero(ohrozeni=2), ucastnik=0, nasledek="ohrozeni_minus", lstive=False)
    assert after(out, hero()).ohrozeni == 1
    lowest = hero(ohrozeni=1)
    out = act(board(), "nasledek", lowest, ucastnik=0, nasledek="ohrozeni_minus")
    assert (after(out, lowest).ohrozeni, out.changes[0]) == (1, "Kostivít: Ohrožení zůstává 1 (nejméně 1)")  # 000:L312
    assert out.linked[HERO_ID].changes == ()  # only its place in the round handed to the deník
    out = act(board(), "nasledek", hero(ohrozeni=2), ucastnik=0, nasledek="ohrozeni_plus")
    assert after(out, hero()).ohrozeni == 3
    assert out.sheet.ucastnici[0].model_dump(include={"ohrozeni", "vyhoda", "jizvy"}) == {
        "ohrozeni": None, "vyhoda": 0, "jizvy": []}


def test_a_linked_loser_of_a_general_stret_pays_the_exhaustion_from_the_deník_000_l505_l507() -> None:
    # Ohnivec (actor, 2k6 6+6 + 2) beats Kostivít (1+1); Kostivít exhausts: his Ohrožení 3 from Tělo, then 4.
    deník = hero(ohrozeni=3)
    clash = {"role_0": "protiaktor", "proti_0": 1, "role_1": "aktor", "proti_1": 0, "uroven_1": 2,
             "nasledek_1": "jizva"}
    won = act(board(), "stret", deník, [1, 1, 6, 6], **clash)
    # nothing landed yet (the loser decides); the hero's counter-action used its initiative (000:L606)
    assert after(won, deník).model_copy(update={"kolo": None}) == deník
    assert after(won, deník).kolo == Round(iniciativa="odehral", akce="iniciativa")
    out = act(won.sheet, "rozhodnuti", deník, rozhodnuti="1-0", volba="vycerpat", vlastnost="telo")
    paid = after(out, deník)
    assert (paid.zdroje.telo, paid.ohrozeni, paid.jizvy) == (1, 4, [])
    assert out.linked[HERO_ID].changes == ("vyčerpání (3 Těla): −3 Těla", "Ohrožení 3 → 4 (konflikt)")
    assert not any("v deníku" in line for line in out.changes)


def test_a_general_stret_consequence_accepted_lands_as_a_jizva_in_the_deník_000_l827() -> None:
    deník = hero(ohrozeni=3)
    clash = {"role_0": "protiaktor", "proti_0": 1, "role_1": "aktor", "proti_1": 0, "uroven_1": 2,
             "nasledek_1": "jizva"}
    won = act(board(), "stret", deník, [1, 1, 6, 6], **clash)
    out = act(won.sheet, "rozhodnuti", deník, rozhodnuti="1-0", volba="prijmout", vlastnost="telo", nazev="popálení")
    scarred = after(out, deník)
    assert [(s.nazev, s.vlastnost, s.zavaznost) for s in scarred.jizvy] == [("popálení", "telo", 1)]
    assert scarred.zdroje.telo == 3  # the Jizva blocks a box (000:L827)
    assert out.sheet.ucastnici[0].jizvy == []


def test_a_board_saved_before_one_truth_moves_its_ohrozeni_into_the_deník_once() -> None:
    old = board(ohrozeni=4)
    out = act(old, "tah", hero(ohrozeni=None), ucastnik=0, jak="iniciativa")
    assert after(out, hero()).ohrozeni == 4
    assert out.sheet.ucastnici[0].ohrozeni is None
    assert out.linked[HERO_ID].changes == ("Ohrožení 4 (převzato z tabule konfliktu)",
                                           "akce z iniciativy odehrána (tabule konfliktu)")
    # the deník's own value wins over a stale board value
    fresh = hero(ohrozeni=2)
    out = act(old, "tah", fresh, ucastnik=0, jak="iniciativa")
    assert (after(out, fresh).ohrozeni, out.sheet.ucastnici[0].ohrozeni) == (2, None)


def test_forms_read_the_linked_heros_values() -> None:
    deník = hero(ohrozeni=5)
    forms = SYSTEM.action("stret").describe(board(), Links(sheets={HERO_ID: deník}))
    assert forms.id == "stret"
    shown = SYSTEM.present_view(board(), Links(sheets={HERO_ID: deník}, roster={HERO_ID: "K"}))
    assert "Ohrožení 5" in shown.sections[1].fields[0].items[0].title


def test_the_board_shows_before_the_choice_what_pays_a_linked_losers_exhaustion_000_l55_l859_l903() -> None:
    # Kostivít at Ohrožení 3 with Tělo 1, Duše 4, Vliv 0 of zdatnost 4, 4, 0 and no Výhoda loses a general střet
    deník = hero(ohrozeni=3, zdatnost={"telo": 4, "duse": 4, "vliv": 0}, zdroje={"telo": 1, "duse": 4, "vliv": 0})
    clash = {"role_0": "protiaktor", "proti_0": 1, "role_1": "aktor", "proti_1": 0, "nasledek_1": "ohrozeni_plus"}
    won = act(board(), "stret", deník, [1, 1, 6, 6], **clash)
    shown = SYSTEM.present_view(won.sheet, Links(sheets={HERO_ID: deník}, roster={HERO_ID: "K"}))
    section = next(s for s in shown.sections if s.id == "stret")
    lines = {f.label: f.value for f in section.fields}
    assert lines["Kostivít: vyčerpání za 3 Zdroje"] == (
        "Tělo: jen s vlastní Jizvou; Duše: zaplatí Výhoda a Zdroje; Vliv: nic – jen přijmout")


def test_board_heroic_death_is_refused_while_a_jizva_still_pays_000_l859_l903() -> None:
    # Tělo 0 of 4 at Ohrožení 3: a Jizva of závažnost 1 yields 3 = the cost, so no hrdinská smrt yet
    deník = hero(ohrozeni=3, zdroje={"telo": 0, "duse": 4, "vliv": 4})
    with pytest.raises(RuleViolation, match="pomůže vlastní Jizva"):
        act(board(), "vycerpani", deník, ucastnik=0, vlastnost="telo", hrdinska_smrt=True)
    paid = act(board(), "vycerpani", deník, ucastnik=0, vlastnost="telo", jizva_nazev="zlomené žebro")
    assert [(s.nazev, s.zavaznost) for s in after(paid, deník).jizvy] == [("zlomené žebro", 1)]
    assert after(paid, deník).ohrozeni == 4
