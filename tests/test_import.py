"""Export and import (issue 9): one file format made in Python, and an import that trusts nothing.

Every problem is reported with its field path and a Czech message; valid characters in the same file are
still offered; hostile files (prototype keys, 10 MB strings, deep nesting, unknown fields, wrong types)
are refused quickly.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from py_rules.api import MAX_COMMAND_CHARS, handle, handle_json
from py_rules.systems import available
from py_rules.transfer import MAX_IMPORT_CHARS
from tests.storage_support import edited_sheet


def ok(command: dict[str, Any]) -> dict[str, Any]:
    reply = handle(command)
    assert reply["ok"], reply
    json.dumps(reply)
    result: dict[str, Any] = reply["result"]
    return result


def refused(command: dict[str, Any]) -> dict[str, Any]:
    reply = handle(command)
    assert not reply["ok"], reply
    error: dict[str, Any] = reply["error"]
    return error


def envelope(system_id: str, character_id: str, seed: int = 1) -> dict[str, Any]:
    sheet = edited_sheet(system_id, 15, random.Random(seed))["sheet"]
    return ok({"op": "pack", "id": character_id, "sheet": sheet, "revision": 3})["envelope"]


def export_text(*envelopes: dict[str, Any]) -> str:
    text: str = ok({"op": "export", "saves": [json.dumps(e) for e in envelopes]})["text"]
    return text


def paths(result: dict[str, Any]) -> list[str]:
    return [p["path"] for p in result["problems"]]


def test_export_has_one_documented_shape() -> None:
    saved = envelope("cairn", "c-1")
    result = ok({"op": "export", "saves": [json.dumps(saved)]})
    bundle = json.loads(result["text"])
    assert list(bundle) == ["format", "format_version", "exported_at", "characters"]
    assert (bundle["format"], bundle["format_version"]) == ("druzina.export", 1)
    assert bundle["characters"] == [saved]
    assert result["count"] == 1
    assert result["filename"].startswith("druzina-")
    assert result["filename"].endswith(".json")


def test_export_names_the_file_after_a_single_character() -> None:
    saved = envelope("cairn", "c-1")
    saved["sheet"]["name"] = "Žluťoučký Kůň"
    result = ok({"op": "export", "saves": [saved]})
    assert result["filename"].startswith("druzina-zlutoucky-kun-")
    assert ok({"op": "export", "saves": [saved, envelope("fate", "f-1")]})["filename"].startswith("druzina-zaloha-")


def test_export_leaves_out_unreadable_saves_and_says_which() -> None:
    result = ok({"op": "export", "saves": [json.dumps(envelope("cairn", "c-1")), "{broken"]})
    assert result["count"] == 1
    assert paths(result) == ["saves.1"]
    assert "platný JSON" in result["problems"][0]["message"]


@pytest.mark.parametrize("system_id", available())
def test_every_game_survives_export_and_import(system_id: str) -> None:
    saved = envelope(system_id, "x-1")
    result = ok({"op": "import", "text": export_text(saved)})
    assert result["problems"] == []
    assert [c["envelope"] for c in result["characters"]] == [saved]
    assert result["characters"][0]["name"] == saved["sheet"]["name"]
    assert result["characters"][0]["upgraded"] is False


def test_a_single_save_file_imports_and_old_versions_are_upgraded() -> None:
    saved = envelope("drd2", "d-1")
    old = {k: v for k, v in saved.items() if k != "revision"} | {"format_version": 1}
    result = ok({"op": "import", "text": json.dumps(old)})
    [character] = result["characters"]
    assert character["upgraded"] is True
    assert character["envelope"]["revision"] == 0
    assert character["envelope"]["sheet"] == saved["sheet"]


def test_every_problem_is_reported_and_good_characters_still_come_through() -> None:
    good = envelope("cairn", "good")
    bad_type = envelope("cairn", "bad-type") | {"revision": "many"}
    bad_sheet = envelope("fate", "bad-sheet")
    bad_sheet["sheet"]["name"] = "x" * 500
    bad_sheet["sheet"]["mystery"] = 1
    bundle = json.loads(export_text(good))
    bundle["characters"] += [bad_type, bad_sheet, "not a character", good]
    result = ok({"op": "import", "text": json.dumps(bundle)})
    assert [c["id"] for c in result["characters"]] == ["good"]
    assert (result["total"], result["refused"]) == (5, 4)
    assert set(paths(result)) == {"characters.1.revision", "characters.2.sheet.name", "characters.2.sheet.mystery",
                                  "characters.3", "characters.4.id"}
    assert all(p["message"] for p in result["problems"])
    named = {p["path"]: p["character"] for p in result["problems"]}
    assert named["characters.2.sheet.name"] == "x" * 80


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("x" * (MAX_IMPORT_CHARS + 1), "příliš velký"),
        (json.dumps({"format": "druzina.export", "pad": "x" * 10_000_000}), "příliš velký"),
        ("[" * 100_000 + "]" * 100_000, "hlouběji"),
        ("{not json", "platný JSON"),
        ("[1, 2]", "objekt"),
        (json.dumps({"format": "jiný"}), "není záloha Družiny"),
        (json.dumps({"format": "druzina.export", "format_version": 9, "characters": []}), "novější verze"),
    ],
    ids=["too-large", "10MB-string", "deep", "not-json", "not-object", "foreign", "future"],
)
def test_unreadable_files_are_refused_in_czech(text: str, fragment: str) -> None:
    # how quickly: bench/refusal_bench.py
    error = refused({"op": "import", "text": text})
    assert error["code"] == "storage_error"
    assert fragment in error["message"]


def test_wrapper_problems_name_their_fields() -> None:
    bundle = json.loads(export_text(envelope("cairn", "c-1")))
    error = refused({"op": "import", "text": json.dumps({**bundle, "constructor": {}, "exported_at": 5})})
    assert {p["path"] for p in error["problems"]} == {"constructor", "exported_at"}


@pytest.mark.parametrize("key", ["__proto__", "constructor", "prototype"])
def test_prototype_keys_inside_a_character_refuse_only_that_character(key: str) -> None:
    good = envelope("cairn", "good")
    text = export_text(good, envelope("cairn", "evil"))
    bundle = json.loads(text)
    bundle["characters"][1]["sheet"]["attributes"][key] = {"isAdmin": True}
    result = ok({"op": "import", "text": json.dumps(bundle)})
    assert [c["id"] for c in result["characters"]] == ["good"]
    assert paths(result) == [f"characters.1.sheet.attributes.{key}"]


def test_facade_refuses_huge_and_deep_commands_before_decoding() -> None:
    huge = json.loads(handle_json('{"op": "roll", "expression": "' + "1" * MAX_COMMAND_CHARS + '"}'))
    deep = json.loads(handle_json('{"op": "view", "sheet": ' + "[" * 50_000 + "]" * 50_000 + "}"))
    assert (huge["error"]["code"], deep["error"]["code"]) == ("too_large", "too_deep")
    assert "příliš velký" in huge["error"]["message"]


def test_a_full_campaign_is_imported_whole() -> None:
    # how quickly: bench/refusal_bench.py
    base = envelope("dnd5e", "c-0")
    saves = [json.dumps({**base, "id": f"c-{i}"}) for i in range(200)]
    text = ok({"op": "export", "saves": saves})["text"]
    result = ok({"op": "import", "text": text})
    assert len(result["characters"]) == 200
