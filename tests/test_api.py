"""The facade (py_rules.api.handle): JSON in, JSON out, Czech structured errors, never a traceback."""

from __future__ import annotations

import json
from typing import Any

import pytest

from py_rules.api import handle, handle_json


def ok(command: dict[str, Any]) -> dict[str, Any]:
    reply = handle(command)
    assert reply["ok"], reply
    json.dumps(reply)  # JSON-ready all the way down
    result: dict[str, Any] = reply["result"]
    return result


def error(command: Any) -> dict[str, Any]:
    reply = handle(command)
    assert not reply["ok"], reply
    json.dumps(reply)
    err: dict[str, Any] = reply["error"]
    return err


def test_version_reports_engine_python_and_pydantic() -> None:
    result = ok({"op": "version"})
    assert result["pydantic"] == "2.14.3"
    assert result["version"]


def test_roll_with_physical_dice_resolves_them() -> None:
    result = ok({"op": "roll", "expression": "2k6+1", "dice": [4, 6]})
    assert result["total"] == 11
    assert [d["value"] for d in result["dice"]] == [4, 6]
    assert result["supplied"] is True
    assert result["log"]["title"] == "2k6+1 = 11"


def test_roll_with_seed_is_reproducible() -> None:
    assert ok({"op": "roll", "expression": "3k6", "seed": 42}) ["total"] == \
        ok({"op": "roll", "expression": "3k6", "seed": 42})["total"]


def test_roll_with_target_gives_exact_chance() -> None:
    result = ok({"op": "roll", "expression": "2k6", "dice": [3, 3], "target": 9})
    assert result["at_least"] == {"probability": "5/18", "percent": 27.78}


@pytest.mark.parametrize(("faces", "target", "reached", "verdict"), [
    ([3, 3], 9, False, "Cíl 9 nedosažen."),
    ([4, 5], 9, True, "Cíl 9 dosažen."),  # at least the target reaches it
    ([6, 6], -3, True, "Cíl -3 dosažen."),
])
def test_roll_decides_whether_the_target_is_reached(faces: list[int], target: int, reached: bool,
                                                     verdict: str) -> None:
    result = ok({"op": "roll", "expression": "2k6", "dice": faces, "target": target})
    assert (result["reached"], result["verdict"]) == (reached, verdict)


def test_roll_without_target_has_no_verdict() -> None:
    result = ok({"op": "roll", "expression": "2k6", "dice": [1, 2]})
    assert (result["reached"], result["verdict"]) == (None, None)


def test_odds_table_is_exact_and_sums_to_one() -> None:
    from fractions import Fraction

    result = ok({"op": "odds", "expression": "4dF", "target": 0})
    table = {row["outcome"]: Fraction(row["probability"]) for row in result["table"]}
    assert table[0] == Fraction(19, 81)
    assert sum(table.values()) == 1
    assert (result["min"], result["max"], result["mean"]) == (-4, 4, 0.0)


@pytest.mark.parametrize(
    ("command", "code", "fragment"),
    [
        ({"op": "nope"}, "invalid_input", "neznámý druh"),
        ({"op": "roll"}, "invalid_input", "(pole „Výraz“): chybí povinná hodnota"),
        ({"op": "roll", "expression": "k6", "extra": 1}, "invalid_input", "neznámé pole"),
        ({"op": "roll", "expression": "x" * 201}, "invalid_input", "nejvýše 200 znaků"),
        ({"op": "roll", "expression": "2x6"}, "dice_syntax", "pozici"),
        ({"op": "roll", "expression": "2k6", "dice": [7, 1]}, "dice_error", "7"),
        ({"op": "new_sheet", "system": "neexistuje", "name": "A"}, "invalid_input", "Neznámá hra"),
        ({"op": "view", "sheet": {}}, "invalid_input", "Deníku chybí hra (pole „Hra“)."),
        ("not a dict", "invalid_input", "objekt"),
    ],
)
def test_bad_input_is_a_czech_structured_error(command: Any, code: str, fragment: str) -> None:
    err = error(command)
    assert err["code"] == code
    assert fragment in err["message"]


def test_handle_json_round_trips_and_rejects_bad_json() -> None:
    assert json.loads(handle_json('{"op": "version"}'))["ok"] is True
    reply = json.loads(handle_json("{nope"))
    assert reply["error"]["code"] == "invalid_json"


def test_deeply_nested_json_is_refused_not_crashing() -> None:
    reply = json.loads(handle_json("[" * 100_000 + "]" * 100_000))
    assert reply["ok"] is False


def test_sheet_lifecycle_through_the_facade(fake_system: str) -> None:
    created = ok({"op": "new_sheet", "system": fake_system, "name": "  Bára  "})
    sheet = created["sheet"]
    assert sheet["name"] == "Bára"
    assert created["actions"][0]["id"] == "hit"
    edited = ok({"op": "edit", "sheet": sheet, "changes": [{"path": "items", "op": "append", "value": "lano"}]})
    assert edited["sheet"]["items"] == ["lano"]
    removed = ok({"op": "edit", "sheet": edited["sheet"], "changes": [{"path": "items.0", "op": "remove"}]})
    assert removed["sheet"]["items"] == []
    odds = ok({"op": "action_odds", "sheet": sheet, "action": "hit", "params": {"target": 5}})
    assert [o["probability"] for o in odds["outcomes"]] == ["1/3", "2/3"]
    acted = ok({"op": "act", "sheet": sheet, "action": "hit", "params": {"target": 5}, "dice": [2]})
    assert acted["result"]["outcome"] == "failure"
    assert acted["sheet"]["health"] == 4
    assert acted["log"]["dice"] == [2]


def test_edit_that_breaks_a_rule_is_refused_with_the_field(fake_system: str) -> None:
    sheet = ok({"op": "new_sheet", "system": fake_system, "name": "A"})["sheet"]
    err = error({"op": "edit", "sheet": sheet, "changes": [{"path": "health", "value": 11}]})
    assert err["problems"] == [{"path": "health", "message": "smí být nejvýše 10", "label": "Zdraví"}]
    err = error({"op": "edit", "sheet": sheet, "changes": [{"path": "max_health", "value": 3}]})
    assert "Zdraví nesmí být vyšší než maximum" in err["message"]
    err = error({"op": "edit", "sheet": sheet, "changes": [{"path": "system", "value": "drd2"}]})
    assert "nelze měnit" in err["message"]
    err = error({"op": "edit", "sheet": sheet, "changes": [{"path": "nope.x", "value": 1}]})
    assert "neexistuje" in err["message"]


def test_act_with_too_many_physical_dice_is_refused(fake_system: str) -> None:
    sheet = ok({"op": "new_sheet", "system": fake_system, "name": "A"})["sheet"]
    err = error({"op": "act", "sheet": sheet, "action": "hit", "params": {}, "dice": [2, 3]})
    assert "víc kostek" in err["message"]


def test_rule_violation_and_unknown_action(fake_system: str) -> None:
    sheet = ok({"op": "new_sheet", "system": fake_system, "name": "A"})["sheet"]
    sheet["health"] = 0
    assert error({"op": "act", "sheet": sheet, "action": "hit", "params": {}})["code"] == "rule_violation"
    assert "nezná akci" in error({"op": "act", "sheet": sheet, "action": "fly", "params": {}})["message"]


def test_pack_produces_the_save_envelope(fake_system: str) -> None:
    sheet = ok({"op": "new_sheet", "system": fake_system, "name": "A"})["sheet"]
    envelope = ok({"op": "pack", "id": "abc-1", "sheet": sheet})["envelope"]
    assert envelope["format"] == "druzina.character"
    assert envelope["id"] == "abc-1"
    assert envelope["sheet"] == sheet
    assert envelope["saved_at"].endswith("Z")
    assert error({"op": "pack", "id": "../x", "sheet": sheet})["code"] == "invalid_input"


def test_reference_searches_a_games_tables_offline() -> None:
    tables = ok({"op": "reference", "system": "dnd5e", "query": "unava"})["tables"]
    assert [t["title"] for t in tables] == ["Únava"]
    assert tables[0]["source"] == "Pravidla › Únava"
    assert ok({"op": "view", "sheet": ok({"op": "new_sheet", "system": "dnd5e", "name": "A"})["sheet"]})[
        "has_reference"] is True


def test_reference_of_a_game_without_one_is_a_czech_error() -> None:
    assert "nemá příručku" in error({"op": "reference", "system": "fate", "query": ""})["message"]
