"""drd2 through the facade py_rules.api.handle: new_sheet → act → view, edits, Czech errors, Czech forms."""

from __future__ import annotations

from typing import Any

from py_rules import api
from py_rules.systems.drd2 import SYSTEM, texts
from py_rules.systems.drd2.help import CHOICES


def ok(command: dict[str, Any]) -> dict[str, Any]:
    reply = api.handle(command)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def test_new_sheet_act_view_round_trip_with_physical_dice() -> None:
    sheet = ok({"op": "new_sheet", "system": "drd2", "name": "Amras"})["sheet"]
    sheet = ok({"op": "edit", "sheet": sheet, "changes": [
        {"path": "povolani", "op": "append", "value": {"nazev": "lovec", "uroven": 5}},
        {"path": "dovednosti", "op": "append", "value": {"nazev": "Cestování", "povolani": "lovec"}},
    ]})["sheet"]
    odds = ok({"op": "action_odds", "sheet": sheet, "action": "hod", "params": {"dovednost": "Cestování"}})
    assert odds["outcomes"][0]["probability"] == "11/12"
    failed = ok({"op": "act", "sheet": sheet, "action": "hod", "params": {"dovednost": "Cestování", "ohrozeni": 3},
                 "dice": [1, 2]})
    assert failed["result"]["outcome"] == "failure"
    assert failed["result"]["total"] == 8
    assert failed["result"]["probability"] == "1/12"
    assert any(b["label"] == "Čeká rozhodnutí" for b in failed["view"]["badges"])
    done = ok({"op": "act", "sheet": failed["sheet"], "action": "vycerpat", "params": {}})
    assert done["sheet"]["zdroje"]["telo"] == 1
    assert done["sheet"]["ohrozeni"] == 4
    assert ok({"op": "view", "sheet": done["sheet"]})["view"]["badges"][0]["value"] == "4"


def test_rule_violation_is_czech_and_keeps_the_sheet() -> None:
    sheet = ok({"op": "new_sheet", "system": "drd2", "name": "X"})["sheet"]
    sheet["zdroje"]["telo"] = 1
    failed = ok({"op": "act", "sheet": sheet, "action": "hod", "params": {"ohrozeni": 3}, "dice": [1, 1]})["sheet"]
    reply = api.handle({"op": "act", "sheet": failed, "action": "vycerpat", "params": {}})
    assert not reply["ok"]
    assert reply["error"]["code"] == "rule_violation"
    assert "chybí 2 Těla" in reply["error"]["message"]


def test_bad_input_is_invalid_input_in_czech() -> None:
    sheet = ok({"op": "new_sheet", "system": "drd2", "name": "X"})["sheet"]
    reply = api.handle({"op": "edit", "sheet": sheet, "changes": [{"path": "zdroje.duse", "value": 9}]})
    assert reply["error"]["code"] == "invalid_input"
    assert "nesmí převýšit" in reply["error"]["message"]
    reply = api.handle({"op": "act", "sheet": sheet, "action": "hod", "params": {"narocnost": 7}})
    assert reply["error"]["code"] == "invalid_input"
    assert "nejvýše 3" in reply["error"]["message"]
    reply = api.handle({"op": "edit", "sheet": sheet, "changes": [
        {"path": "povolani", "op": "append", "value": {"nazev": "lovec", "uroven": 6}}]})
    assert reply["error"]["code"] == "invalid_input"
    reply = api.handle({"op": "act", "sheet": sheet, "action": "hod", "params": {"dovednost": "Létání"},
                        "dice": [1, 1]})
    assert reply["error"]["code"] == "rule_violation"
    assert "není" in reply["error"]["message"]


def test_extra_physical_dice_are_reported() -> None:
    sheet = ok({"op": "new_sheet", "system": "drd2", "name": "X"})["sheet"]
    reply = api.handle({"op": "act", "sheet": sheet, "action": "hod", "params": {}, "dice": [6, 6, 6]})
    assert not reply["ok"]
    assert reply["error"]["code"] == "dice_error"


def test_board_through_the_facade() -> None:
    board = ok({"op": "new_sheet", "system": "drd2_konflikt", "name": "Hospoda"})
    assert board["view"]["badges"][0] == {"label": "Kolo", "value": "1", "tone": "normal"}
    # a new board is not running until the Průvodce starts it (000:L300, board schema 8)
    assert board["view"]["badges"][1] == {"label": "Stav", "value": "neprobíhá", "tone": "warn"}
    started = ok({"op": "act", "sheet": board["sheet"], "action": "zacatek", "params": {"ohrozeni": 2}})
    after = ok({"op": "act", "sheet": started["sheet"], "action": "kolo", "params": {}, "dice": [6, 6, 1, 1]})
    assert after["sheet"]["kolo"] == 1  # the first initiative roll opens round 1 (000:L582)
    assert "Hrdina 12, Protivník 2" in after["result"]["explanation"]


def test_czech_plural_forms_000_l75_l83() -> None:
    assert [texts.attr_amount(n, "duse") for n in (1, 3, 5)] == ["1 Duše", "3 Duše", "5 Duší"]
    assert [texts.attr_amount(n, "telo") for n in (1, 2, 5)] == ["1 Tělo", "2 Těla", "5 Těl"]
    assert texts.attr_amount(3, "vliv") == "3 Vlivy"
    assert texts.attr_amount(6, "vliv") == "6 Vlivů"
    assert texts.amount(2, "vyhoda") == "2 Výhody"
    assert (texts.amount(3, "zdroj"), texts.amount(5, "zdroj")) == ("3 Zdroje", "5 Zdrojů")
    assert texts.attr_value("duse", 5) == "Duše 5"


def test_view_shows_boxes_blocked_by_scars() -> None:
    sheet = SYSTEM.sheet_model.model_validate({
        "system": "drd2", "schema_version": 10, "name": "Haken", "zdroje": {"telo": 4, "duse": 0, "vliv": 4},
        "jizvy": [{"nazev": "dost bylo s podváděním", "vlastnost": "duse", "zavaznost": 1}]})
    fields = SYSTEM.view(sheet).sections[0].fields
    duse = next(f for f in fields if f.path == "zdroje.duse")
    assert duse.kind == "track"
    assert duse.max == 3
    assert duse.value == 0
    assert "dost bylo s podváděním" in (duse.hint or "")
    assert duse.label == "Zdroje: Duše"  # the track shows 0/3 itself
    assert texts.attr_amount(0, "duse") == "0 Duší"


def test_help_states_every_choice_in_czech() -> None:
    help_text = ok({"op": "help", "system": "drd2"})
    titles = [s["title"] for s in help_text["sections"]]
    assert sum(t.startswith("Volba:") for t in titles) == len(CHOICES) >= 15
    assert all(s["source"] for s in help_text["sections"])
    board_help = ok({"op": "help", "system": "drd2_konflikt"})
    assert any(s["title"] == "Iniciativa" for s in board_help["sections"])


def test_e38_counter_action_checklist_is_in_help_not_enforced_000_l475_l487() -> None:
    sections = ok({"op": "help", "system": "drd2"})["sections"]
    checklist = next(s for s in sections if s["title"] == "Kontrola protiakce")
    assert "jen aktérovi" in checklist["text"]
    assert "nového účastníka" in checklist["text"]
    assert checklist["source"] == ("Pravidla › Druhy vyhodnocení › Střet › Podmínky provedení protiakce; "
                                   "Pravidla › Pravidla: Akce postav na výpravách se vyhodnocují jako")


def test_pending_decision_is_shown_first_with_its_cost() -> None:
    sheet = ok({"op": "new_sheet", "system": "drd2", "name": "X"})["sheet"]
    failed = ok({"op": "act", "sheet": sheet, "action": "hod", "params": {"ohrozeni": 3, "hrozba": "jizva"},
                 "dice": [1, 1]})
    first = failed["view"]["sections"][0]
    assert first["title"] == "Čeká na rozhodnutí"
    values = {f["label"]: f["value"] for f in first["fields"]}
    assert values["Vyčerpání stojí"] == "3 Těla"
    assert values["Při přijetí"] == "Jizva závažnosti 1"


def test_board_participants_added_and_removed_by_edit() -> None:
    board = ok({"op": "new_sheet", "system": "drd2_konflikt", "name": "Hájovna"})
    people = board["view"]["sections"][1]["fields"][0]
    added = ok({"op": "edit", "sheet": board["sheet"],
                "changes": [{"path": "ucastnici", "op": "append", "value": people["new_item"]}]})
    assert len(added["sheet"]["ucastnici"]) == 3
    removed = ok({"op": "edit", "sheet": added["sheet"], "changes": [{"path": "ucastnici.0", "op": "remove"}]})
    assert [p["jmeno"] for p in removed["sheet"]["ucastnici"]] == ["Protivník", "Nový účastník"]
    bad = api.handle({"op": "edit", "sheet": board["sheet"], "changes": [{"path": "ucastnici.0.strana", "value": 3}]})
    assert bad["error"]["code"] == "invalid_input"
    assert "strana č. 4" in bad["error"]["message"]
