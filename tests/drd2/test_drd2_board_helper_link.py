"""A board «pomocník» linked to a helper on a linked hero's deník (issue 23 Build 2-3): by the helper's stable id
and the hero's save id, its Ohrožení, Výhoda, Jizvy, Pouto, knock-out and round live only in the deník; it pays
from the deník's Sudba pomocníků within hranice, then Pouto (000:L55, L67, L87, L210, L273, L300, L383-L384,
L489-L509, L662, L703, L829, L911)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from drd2_helpers import hero, not_started

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.storage import migrate_sheet
from py_rules.systems.base import DiceBox, Links
from py_rules.systems.drd2 import SYSTEM as DENIK
from py_rules.systems.drd2.conflict import SYSTEM
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.sheet import Drd2Sheet, Round

HERO_ID = "hero-1"
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def board(**helper_fields: Any) -> Drd2Conflict:
    return Drd2Conflict.model_validate({
        "system": "drd2_konflikt", "schema_version": 11, "name": "Konflikt",
        "strany": [{"nazev": "Družina", "sudba": 4}, {"nazev": "Protivníci", "sudba": 5}],
        "ucastnici": [
            {"jmeno": "Kostivít", "ohrozeni": None, "postava": HERO_ID},
            {"jmeno": "pes", "druh": "pomocnik", "ohrozeni": None, "postava": HERO_ID, "pomocnik": "p1",
             **helper_fields},
            {"jmeno": "Ohnivec", "druh": "bytost", "strana": 1, "ohrozeni": 2, "charakteristika": 2},
        ],
    })


def denik(sudba: int = 3, **helper: Any) -> Drd2Sheet:
    """The hero with two helpers; pes (id p1) is second in the list, so the link cannot be its position."""
    pes = {"id": "p1", "jmeno": "pes", "charakteristika": 2, "hranice": {"telo": 2, "duse": 1, "vliv": 1},
           "pouto": 2, "pouto_max": 3, "ohrozeni": 3, **helper}
    return hero(sudba_pomocniku=sudba, ohrozeni=2, pomocnici=[{"id": "p2", "jmeno": "sokol"}, pes])


def act(b: Drd2Conflict, action: str, sheet: Drd2Sheet, dice: list[int] | None = None, **params: Any) -> Any:
    chosen = SYSTEM.action(action)
    box = DiceBox(physical=dice or [])
    out = chosen.run(b, chosen.params_model.model_validate(params), box,
                     Links(sheets={HERO_ID: sheet}, roster={HERO_ID: "Hrdina"}))
    box.finish()
    return out


def after(out: Any, sheet: Drd2Sheet) -> Drd2Sheet:
    change = out.linked.get(HERO_ID)
    new = change.sheet if change else sheet
    assert isinstance(new, Drd2Sheet)
    return new


def card(b: Drd2Conflict, sheet: Drd2Sheet | None, index: int = 1) -> Any:
    shown = SYSTEM.present_view(b, Links(sheets={HERO_ID: sheet} if sheet else {}, roster={HERO_ID: "Hrdina"}))
    people = next(s for s in shown.sections if s.id == "ucastnici")
    return people.fields[0].items[index]


def test_start_sets_the_linked_helpers_own_ohrozeni_in_the_deník_and_the_board_keeps_none_000_l300() -> None:
    sheet = denik(ohrozeni=None)
    out = act(not_started(board()), "zacatek", sheet, ohrozeni=3)
    assert after(out, sheet).pomocnici[1].ohrozeni == 3
    assert after(out, sheet).pomocnici[0].ohrozeni is None  # sokol is not on the board
    saved = out.sheet.ucastnici[1]
    assert saved.model_dump(include={"ohrozeni", "vyhoda", "jizvy", "pouto", "charakteristika", "sudba_deniku",
                                      "stav"}) == {"ohrozeni": None, "vyhoda": 0, "jizvy": [], "pouto": 0,
                                                    "charakteristika": 1, "sudba_deniku": None, "stav": "k_dispozici"}


def test_a_linked_helper_exhausts_from_the_deniks_sudba_within_hranice_then_pouto_000_l67_l87_l273() -> None:
    # Ohrožení 3 → 3 Těla; hranice Tělo 2 takes 2 of the 3 Sudby pomocníků, Pouto pays the last 1; Ohrožení 4
    sheet = denik()
    out = act(board(), "vycerpani", sheet, ucastnik=1, vlastnost="telo")
    new = after(out, sheet)
    assert (new.sudba_pomocniku, new.pomocnici[1].pouto, new.pomocnici[1].ohrozeni) == (1, 1, 4)
    assert [s.sudba for s in out.sheet.strany] == [4, 5]  # the side's Sudba is not the helper's
    assert out.linked[HERO_ID].changes == ("pes: Ohrožení 3 → 4 (tabule konfliktu)",
                                           "pes: Pouto 2 → 1 (tabule konfliktu)",
                                           "pes: Sudba pomocníků 3 → 1 (tabule konfliktu)")


def test_a_linked_helper_that_cannot_pay_is_refused_and_nothing_changes_000_l67_l87() -> None:
    # Ohrožení 4 → 4 Těla: Sudba at most 2 (hranice), Pouto 1: 3 < 4
    sheet = denik(ohrozeni=4, pouto=1)
    with pytest.raises(RuleViolation, match=r"Sudba najednou nejvýše 2.*Pouto jen 1"):
        act(board(), "vycerpani", sheet, ucastnik=1, vlastnost="telo")


def test_a_linked_helpers_manoeuvre_pays_from_the_deník_000_l717_l801() -> None:
    sheet = denik(sudba=0)
    out = act(board(), "manevr", sheet, ucastnik=1, manevr="presne", vlastnost="telo")
    new = after(out, sheet)
    assert (new.sudba_pomocniku, new.pomocnici[1].pouto) == (0, 1)  # no Sudba pomocníků: Pouto (000:L87)
    assert new.pomocnici[1].kolo == Round(iniciativa="k_dispozici", manevr="presne")  # the action's manoeuvre


def test_a_linked_helpers_initiative_lives_in_the_deník_and_a_second_action_is_refused_000_l606() -> None:
    sheet = denik()
    out = act(board(), "tah", sheet, ucastnik=1)
    new = after(out, sheet)
    assert new.pomocnici[1].kolo == Round(iniciativa="odehral", akce="iniciativa")
    assert out.sheet.ucastnici[1].stav == "k_dispozici"  # neutral on the board
    assert out.linked[HERO_ID].changes == ("pes: akce z iniciativy odehrána (tabule konfliktu)",)
    assert "akce odehraná" in card(out.sheet, new).title
    with pytest.raises(RuleViolation, match="má v tomto kole akci z iniciativy za sebou"):
        act(out.sheet, "tah", new, ucastnik=1)


def test_a_jizva_above_hranice_knocks_the_linked_helper_out_in_the_deník_000_l662_l829() -> None:
    sheet = denik(jizvy=[{"nazev": "Kousnutí", "vlastnost": "duse", "zavaznost": 1}])
    out = act(board(), "nasledek", sheet, ucastnik=1, nasledek="jizva", vlastnost="duse", nazev="Strach")
    helper = after(out, sheet).pomocnici[1]
    assert ([s.nazev for s in helper.jizvy], helper.vyrazen) == (["Kousnutí", "Strach"], True)
    assert out.sheet.ucastnici[1].jizvy == []
    seen = card(out.sheet, after(out, sheet))
    assert "vyřazen" in seen.title


def test_the_end_clears_the_linked_helpers_vyhoda_ohrozeni_and_round_000_l703() -> None:
    sheet = denik(vyhoda=2, vyrazen=True, kolo={"iniciativa": "odehral"})
    out = act(board(), "konec", sheet)
    helper = after(out, sheet).pomocnici[1]
    assert (helper.vyhoda, helper.ohrozeni, helper.kolo, helper.vyrazen) == (0, None, None, False)


def test_a_deleted_helper_or_a_missing_deník_shows_unlinked_and_nothing_is_paid() -> None:
    gone = hero(sudba_pomocniku=3, pomocnici=[{"id": "p2", "jmeno": "sokol"}])
    shown = {f.label: getattr(f, "value", None) for f in card(board(), gone).fields}
    assert shown["Propojení"] == "nepropojený – pomocník v deníku chybí (smazaný?)"
    with pytest.raises(RuleViolation, match="propoj ho znovu, nebo propojení zruš") as refused:
        act(board(), "vycerpani", gone, ucastnik=1, vlastnost="telo")
    assert str(refused.value) == ("pes je propojen s pomocníkem z deníku, který tam už není (smazaný pomocník, "
                                  "nebo chybí deník jeho hrdiny): propoj ho znovu, nebo propojení zruš.")
    shown = {f.label: getattr(f, "value", None) for f in card(board(), None).fields}
    assert shown["Propojení"] == "nepropojený – deník nejde načíst"
    # the end still runs and leaves the helper that is not this one alone
    assert after(act(board(), "konec", gone), gone).pomocnici == gone.pomocnici


def test_a_renamed_helper_stays_linked_and_the_board_shows_its_new_name_000_l67_l87_l273() -> None:
    """Renaming pes to Vlčák on the deník keeps the link (by id p1): the card, its title and the action's texts
    show Vlčák, and its exhaustion (Ohrožení 3 → 3 Těla: 2 Sudby pomocníků within hranice Tělo 2, then 1 Pouto,
    L67, L87, L273) is paid from the deník."""
    renamed = denik(jmeno="Vlčák")
    seen = card(board(), renamed)
    fields = {f.label: f for f in seen.fields}
    assert (fields["Jméno (v deníku)"].value, fields["Jméno (v deníku)"].readonly) == ("Vlčák", True)
    assert "Propojení" not in fields
    assert seen.title.startswith("2. Vlčák – ")
    out = act(board(), "vycerpani", renamed, ucastnik=1, vlastnost="telo")
    new = after(out, renamed)
    assert (new.sudba_pomocniku, new.pomocnici[1].pouto, new.pomocnici[1].ohrozeni) == (1, 1, 4)
    assert out.linked[HERO_ID].changes == ("Vlčák: Ohrožení 3 → 4 (tabule konfliktu)",
                                           "Vlčák: Pouto 2 → 1 (tabule konfliktu)",
                                           "Vlčák: Sudba pomocníků 3 → 1 (tabule konfliktu)")
    assert out.sheet.ucastnici[1].jmeno == "Vlčák"  # the saved board follows the deník's name


def test_a_general_strets_decision_stands_when_the_linked_helper_is_renamed_after_it() -> None:
    """A waiting decision names its participants; a linked helper renamed on the deník since the střet is the
    same participant, so the decision is taken, not refused as «Účastníci se od střetu změnili»."""
    sheet = denik()
    data = board().model_dump(mode="json")
    data["cekajici"] = [{"vitez": 2, "porazeny": 1, "vitez_jmeno": "Ohnivec", "porazeny_jmeno": "pes",
                         "nasledek": "ohrozeni_plus", "komu": 1}]
    waiting = Drd2Conflict.model_validate(data)
    renamed = denik(jmeno="Vlčák")
    out = act(waiting, "rozhodnuti", renamed, rozhodnuti="2-1", volba="prijmout")
    assert after(out, sheet).pomocnici[1].ohrozeni == 4  # the winner's Ohrožení +1 landed on the helper
    assert out.sheet.cekajici == []


def test_the_link_is_by_the_helpers_id_not_its_place_in_the_list() -> None:
    moved = hero(sudba_pomocniku=3, pomocnici=[
        {"id": "p1", "jmeno": "pes", "ohrozeni": 2, "hranice": {"telo": 2, "duse": 2, "vliv": 2}, "pouto": 0},
        {"id": "p3", "jmeno": "pes", "ohrozeni": 5}])
    out = act(board(), "vycerpani", moved, ucastnik=1, vlastnost="telo")
    new = after(out, moved)
    assert ([h.ohrozeni for h in new.pomocnici], new.sudba_pomocniku) == ([3, 5], 1)


def test_a_linked_helpers_values_on_the_board_card_are_read_only_from_the_deník_000_l210() -> None:
    fields = {f.label: f for f in card(board(), denik()).fields}
    assert (fields["Charakteristika (v deníku)"].value, fields["Charakteristika (v deníku)"].readonly) == (2, True)
    assert (fields["Pouto (v deníku)"].value, fields["Hranice Tělo (v deníku)"].value) == (2, 2)
    assert fields["Sudba pomocníků (v deníku)"].value == "3 Sudby"
    assert fields["Ohrožení (v deníku)"].value == 3


def test_one_helper_links_to_one_participant_only() -> None:
    data = board().model_dump(mode="json")
    data["ucastnici"].append({**data["ucastnici"][1], "jmeno": "pes"})
    with pytest.raises(ValueError, match="Jeden pomocník z deníku"):
        Drd2Conflict.model_validate(data)
    data = board().model_dump(mode="json")
    data["ucastnici"][2]["pomocnik"] = "p1"
    with pytest.raises(ValueError, match="jen účastníka druhu pomocník"):
        Drd2Conflict.model_validate(data)


def test_rychla_hra_refuses_a_linked_helper_000_l911() -> None:
    with pytest.raises((RuleViolation, InvalidInput, ValueError), match="bez pomocníků"):
        act(not_started(board()), "zacatek", denik(), rychla_hra=True)


def test_released_board_6_and_deník_8_upgrade_unlinked_and_with_no_helper_round() -> None:
    old_board = json.loads((FIXTURES / "drd2_konflikt-envelope1-sheet6.json").read_text(encoding="utf-8"))["sheet"]
    data, was = migrate_sheet("drd2_konflikt", old_board)
    assert (was, data["schema_version"]) == (6, 11)
    # its initiative was rolled (round 1 under way): it stays running, with no note (board schema 8)
    assert (data["probiha"], len(data["upozorneni"])) == (True, 2)
    assert {(p["pomocnik"], p["sudba_deniku"]) for p in data["ucastnici"]} == {("", None)}
    assert "pomocnik" not in old_board["ucastnici"][0]  # a pure step
    old_sheet = json.loads((FIXTURES / "drd2-envelope1-sheet8.json").read_text(encoding="utf-8"))["sheet"]
    data, was = migrate_sheet("drd2", old_sheet)
    assert (was, data["schema_version"]) == (8, 10)
    assert [(h["id"], h["kolo"], h["opustil"]) for h in data["pomocnici"]] == [("p1", None, False),
                                                                              ("p2", None, False)]


def test_a_helper_that_left_the_boards_conflict_rolls_nothing_on_the_deník_000_l695() -> None:
    sheet = denik()
    out = act(board(), "nasledek", sheet, ucastnik=1, nasledek="opusteni")
    gone = after(out, sheet)
    assert gone.pomocnici[1].opustil is True
    roll = DENIK.action("hod_pomocnika")
    with pytest.raises(RuleViolation, match="pes je mimo konflikt"):
        roll.perform(gone, roll.params_model(pomocnik=1), DiceBox(physical=[6, 6]))
    assert "mimo konflikt" in card(out.sheet, gone).title


def roll_helper(sheet: Drd2Sheet, dice: list[int], **params: Any) -> Any:
    roll = DENIK.action("hod_pomocnika")
    return roll.perform(sheet, roll.params_model(pomocnik=1, **params), DiceBox(physical=dice))


def test_a_linked_helpers_roll_on_the_deník_spends_its_initiative_and_the_board_reads_it_000_l601_l606() -> None:
    # the board rolled the initiative: pes holds it; its zkouška on the deník (6 + 6 + 2 = 14, L383-L384) is its
    # action from initiative, which it spends (000:L601-L606)
    sheet = denik(kolo={"iniciativa": "k_dispozici"})
    rolled = roll_helper(sheet, [6, 6])
    assert rolled.outcome == "success"
    assert rolled.sheet.pomocnici[1].kolo == Round(iniciativa="odehral", akce="iniciativa", hozeno=True)
    assert rolled.changes[0] == "pes: akce z iniciativy spotřebována (konflikt na tabuli)"
    # a second own roll is refused on the deník, and the board refuses it an action from initiative
    with pytest.raises(RuleViolation, match="pes má v tomto kole akci z iniciativy za sebou"):
        roll_helper(rolled.sheet, [6, 6])
    assert "akce odehraná" in card(board(), rolled.sheet).title
    with pytest.raises(RuleViolation, match="má v tomto kole akci z iniciativy za sebou"):
        act(board(), "tah", rolled.sheet, ucastnik=1)


def test_a_linked_helpers_delayed_initiative_only_reacts_on_the_deník_000_l624_l626() -> None:
    sheet = denik(kolo={"iniciativa": "odlozil"})
    with pytest.raises(RuleViolation, match="pes má iniciativu odloženou"):
        roll_helper(sheet, [6, 6])
    reacted = roll_helper(sheet, [6, 6], druh="vyzva")
    assert reacted.sheet.pomocnici[1].kolo == Round(iniciativa="odehral", akce="iniciativa", hozeno=True)


def test_the_roll_of_the_action_the_board_declared_for_the_helper_belongs_to_it_000_l601() -> None:
    sheet = denik()
    declared = after(act(board(), "tah", sheet, ucastnik=1), sheet)
    rolled = roll_helper(declared, [6, 6])
    assert rolled.sheet.pomocnici[1].kolo == Round(iniciativa="odehral", akce="iniciativa", hozeno=True)
    assert not any("spotřebována" in line for line in rolled.changes)
    with pytest.raises(RuleViolation, match="pes má v tomto kole akci z iniciativy za sebou"):
        roll_helper(rolled.sheet, [6, 6])


def test_a_helper_not_on_a_board_rolls_as_before() -> None:
    assert roll_helper(denik(), [6, 6]).sheet.pomocnici[1].kolo is None
