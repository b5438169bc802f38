"""The pieces every board that links saves shares (``py_rules.systems.base``): the linked ids of its
participants, the sheets one action changed, and a participant that is a linked character or a creature kept
on the board. Shown on Cairn's encounter board, which uses all three."""

from __future__ import annotations

import pytest

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import LinkedSheets, Links, ParticipantSheets, participant_ids, participant_sheet
from py_rules.systems.cairn.board import new_creature
from py_rules.systems.cairn.board.board import CairnEncounter, Participant, Side
from py_rules.systems.cairn.board.rules import sheet_of
from py_rules.systems.cairn.sheet import CairnSheet
from py_rules.systems.dnd5e.sheet import DnD5eSheet


def _board() -> CairnEncounter:
    return CairnEncounter(name="Brod", strany=[Side(nazev="Družina"), Side(nazev="Nepřátelé")], ucastnici=[
        Participant(jmeno="Vlk", strana=1, denik=new_creature("Vlk")),
        Participant(jmeno="Bořek", strana=0, postava="borek"),
        Participant(jmeno="Jana", strana=0, postava="jana"),
    ])


def _links() -> Links:
    return Links(sheets={"borek": CairnSheet(name="Bořek"), "jana": CairnSheet(name="Jana")})


def test_participant_ids_are_the_linked_saves_in_participant_order() -> None:
    assert participant_ids(_board()) == ("borek", "jana")


def test_seen_shows_what_the_action_changed_and_leaves_the_rest_as_sent() -> None:
    links = _links()
    sheets = LinkedSheets(links)
    hurt = links.sheets["borek"].model_copy(update={"notes": "zraněn"})
    sheets.record("borek", hurt, ["BO 3 → 1"])
    assert sheets.seen().sheets == {"borek": hurt, "jana": links.sheets["jana"]}
    assert links.sheets["borek"].notes == ""  # what the shell sent is untouched
    assert sheets.changed()["borek"].changes == ("BO 3 → 1",)


def test_a_linked_sheet_goes_back_to_the_shell_and_a_creature_into_the_board() -> None:
    board, links = _board(), _links()
    sheets = ParticipantSheets(board.ucastnici, links, lambda i, seen: sheet_of(board, i, seen))
    wolf = sheets.get(0).model_copy(update={"notes": "kulhá"})
    borek = sheets.get(1).model_copy(update={"notes": "zraněn"})
    assert sheets.put(0, wolf, ["SIL 10 → 8"]) == ["Vlk: SIL 10 → 8"]
    assert sheets.put(1, borek, ["BO 3 → 1"]) == ["Bořek: BO 3 → 1"]
    assert (sheets.get(0), sheets.get(1), sheets.get(2)) == (wolf, borek, links.sheets["jana"])
    assert list(sheets.changed()) == ["borek"]  # the creature is no linked save
    kept = sheets.kept(board.ucastnici)
    assert kept[0].denik == wolf
    assert kept[1:] == board.ucastnici[1:]
    assert board.ucastnici[0].denik == new_creature("Vlk")  # the input is untouched


def test_a_participant_sheet_is_the_creature_kept_or_the_linked_save_and_refuses_a_missing_or_foreign_one() -> None:
    """One reading for every board (Cairn, D&D 5e and Fate bind their model and messages to it)."""
    board, links = _board(), _links()
    wolf, borek = board.ucastnici[0], board.ucastnici[1]
    assert participant_sheet(wolf, links, CairnSheet, "{name} chybí", "{name} jinde") == new_creature("Vlk")
    assert participant_sheet(borek, links, CairnSheet, "{name} chybí", "{name} jinde") is links.sheets["borek"]
    assert sheet_of(board, 1, links) is links.sheets["borek"]
    with pytest.raises(RuleViolation, match=r"^Bořek chybí$"):
        participant_sheet(borek, Links(), CairnSheet, "{name} chybí", "{name} jinde")
    foreign = Links(sheets={"borek": DnD5eSheet(name="Cizinec")})
    with pytest.raises(InvalidInput, match=r"^Cizinec jinde$"):
        participant_sheet(borek, foreign, CairnSheet, "{name} chybí", "{name} jinde")
