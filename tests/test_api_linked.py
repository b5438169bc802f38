"""The facade's generic contract for linked saves (issue 4): a board system with ``links`` gets the linked
sheets (``linked``: save id → sheet) and the roster of saves with view, edit and act; every linked sheet is
upgraded and validated like any sheet, errors name the character, sizes are bounded; ``act`` returns the
changed linked sheets with their change lines and a log entry each. Other systems refuse ``linked``."""

from __future__ import annotations

import json
from typing import Any

from py_rules.api import handle
from py_rules.commands import MAX_LINKED

BOARD_SYSTEM = "drd2_konflikt"


def ok(command: dict[str, Any]) -> dict[str, Any]:
    reply = handle(command)
    assert reply["ok"], reply
    json.dumps(reply)
    result: dict[str, Any] = reply["result"]
    return result


def error(command: dict[str, Any]) -> dict[str, Any]:
    reply = handle(command)
    assert not reply["ok"], reply
    err: dict[str, Any] = reply["error"]
    return err


def hero_sheet(name: str = "Kostivít", ohrozeni: int | None = 3) -> dict[str, Any]:
    """A hero in a conflict: Ohrožení lives in the deník of a linked hero (issue 23 Build 3)."""
    sheet: dict[str, Any] = ok({"op": "new_sheet", "system": "drd2", "name": name})["sheet"]
    sheet["ohrozeni"] = ohrozeni
    return sheet


def linked_board(started: bool = True) -> dict[str, Any]:
    board = ok({"op": "new_sheet", "system": BOARD_SYSTEM, "name": "Brod"})["sheet"]
    if started:  # a new board runs once the Průvodce starts it (board schema 8, 000:L300); the hero is then linked
        board = ok({"op": "act", "sheet": board, "action": "zacatek", "params": {}})["sheet"]
    board["ucastnici"][0]["postava"] = "h1"
    board["ucastnici"][0]["ohrozeni"] = None
    return board


def test_present_names_the_linked_saves_to_load() -> None:
    board = linked_board()
    shown = ok({"op": "view", "sheet": board})
    assert shown["links"] == {"system": "drd2", "ids": ["h1"]}
    assert ok({"op": "view", "sheet": hero_sheet()})["links"] is None


def test_act_returns_the_changed_linked_sheet_with_its_lines_and_log() -> None:
    # Exhaustion with Ohrožení 3 costs 3 Těla of the linked deník (000:L273, L275).
    reply = ok({"op": "act", "sheet": linked_board(), "action": "vycerpani", "params": {"ucastnik": 0},
                "linked": {"h1": hero_sheet()}, "roster": {"h1": "Kostivít"}})
    linked = reply["linked"]
    assert list(linked) == ["h1"]
    assert linked["h1"]["sheet"]["zdroje"] == {"telo": 1, "duse": 4, "vliv": 4}
    assert linked["h1"]["changes"] == ["vyčerpání (3 Těla): −3 Těla", "Ohrožení 3 → 4 (konflikt)"]
    assert linked["h1"]["log"]["kind"] == "action"
    assert linked["h1"]["log"]["title"] == "Vyčerpání: vyčerpání (Brod)"
    assert linked["h1"]["log"]["at"] == reply["log"]["at"]
    assert (linked["h1"]["sheet"]["ohrozeni"], reply["sheet"]["ucastnici"][0]["ohrozeni"]) == (4, None)


def test_act_without_changes_to_linked_sheets_returns_none() -> None:
    # the deník already holds Ohrožení 2 and a fresh round's initiative (issue 23 Build 3): nothing to change
    sheet = {**hero_sheet(ohrozeni=2), "kolo": {"iniciativa": "k_dispozici", "akce": "", "manevr": "", "hozeno": False}}
    reply = ok({"op": "act", "sheet": linked_board(started=False), "action": "zacatek", "params": {"ohrozeni": 2},
                "linked": {"h1": sheet}})
    assert reply["linked"] == {}


def test_a_system_without_links_refuses_linked_sheets(fake_system: str) -> None:
    sheet = ok({"op": "new_sheet", "system": fake_system, "name": "A"})["sheet"]
    err = error({"op": "view", "sheet": sheet, "linked": {"h1": hero_sheet()}})
    assert "s jinými uloženými postavami nepracuje" in err["message"]
    assert ok({"op": "act", "sheet": sheet, "action": "hit", "params": {}, "dice": [6]})["linked"] == {}


def test_a_broken_linked_sheet_is_a_czech_error_naming_the_hero() -> None:
    broken = hero_sheet("Haken")
    broken["zdroje"]["telo"] = 9  # above zdatnost 4
    err = error({"op": "act", "sheet": linked_board(), "action": "vycerpani", "params": {"ucastnik": 0},
                 "linked": {"h1": broken}})
    assert err["code"] == "invalid_input"
    assert err["message"].startswith("Propojená postava „Haken“ nemá platný deník")
    other_game = ok({"op": "new_sheet", "system": "cairn", "name": "Bran"})["sheet"]
    err = error({"op": "view", "sheet": linked_board(), "linked": {"h1": other_game}})
    assert err["message"] == "Propojená postava „Bran“ nepatří ke hře, se kterou tabule pracuje."
    future = {**hero_sheet("Vlkava"), "schema_version": 99}
    err = error({"op": "view", "sheet": linked_board(), "linked": {"h1": future}})
    assert err["message"].startswith("Propojená postava „Vlkava“ nejde načíst: Deník má verzi 99")


def test_a_missing_linked_sheet_refuses_the_payment_and_returns_nothing() -> None:
    err = error({"op": "act", "sheet": linked_board(), "action": "vycerpani", "params": {"ucastnik": 0}})
    assert err["code"] == "rule_violation"
    assert "deník není k dispozici" in err["message"]


def test_linked_and_roster_are_bounded_and_ids_checked() -> None:
    too_many = {f"h{i}": hero_sheet() for i in range(MAX_LINKED + 1)}
    assert error({"op": "view", "sheet": linked_board(), "linked": too_many})["code"] == "invalid_input"
    assert error({"op": "view", "sheet": linked_board(), "linked": {"a b": hero_sheet()}})["code"] == "invalid_input"
    roster = {f"h{i}": "x" for i in range(1001)}
    assert error({"op": "view", "sheet": linked_board(), "roster": roster})["code"] == "invalid_input"


def test_edit_keeps_the_linked_view() -> None:
    # Choosing the hero in the participant form is an ordinary edit; the reply shows the deník's Výhoda.
    board = ok({"op": "new_sheet", "system": BOARD_SYSTEM, "name": "Brod"})["sheet"]
    hero = {**hero_sheet(), "vyhoda": 2}
    edited = ok({"op": "edit", "sheet": board, "changes": [{"path": "ucastnici.0.postava", "value": "h1"}],
                 "linked": {"h1": hero}, "roster": {"h1": "Kostivít"}})
    assert edited["links"]["ids"] == ["h1"]
    item = edited["view"]["sections"][1]["fields"][0]["items"][0]
    assert item["title"].endswith("2 Výhody")
    chooser = next(f for f in item["fields"] if f["path"] == "ucastnici.0.postava")
    assert [o["value"] for o in chooser["options"]] == ["", "h1"]
