"""Save envelopes: versioned, migrated by pure steps, and refused whole (never half-read) when broken."""

from __future__ import annotations

import json
from typing import Any

import pytest

from py_rules.api import handle
from py_rules.errors import StorageError
from py_rules.storage import load_character

V1_FIXTURE: dict[str, Any] = {
    "format": "druzina.character", "format_version": 1, "id": "old-1", "system": "fake",
    "saved_at": "2026-01-01T10:00:00Z",
    "sheet": {"system": "fake", "schema_version": 1, "name": "Stará", "notes": "", "hp": 3, "max_health": 5},
}


def test_v1_save_is_migrated_step_by_step(fake_system: str) -> None:
    loaded = load_character(json.dumps(V1_FIXTURE))
    assert loaded.migrated_from == 1
    assert loaded.envelope["sheet"] == {"system": "fake", "schema_version": 3, "name": "Stará", "notes": "",
                                        "health": 3, "max_health": 5, "items": []}
    assert loaded.envelope["saved_at"] == "2026-01-01T10:00:00Z"


def test_current_save_loads_unchanged(fake_system: str) -> None:
    sheet = handle({"op": "new_sheet", "system": "fake", "name": "A"})["result"]["sheet"]
    envelope = handle({"op": "pack", "id": "x", "sheet": sheet})["result"]["envelope"]
    loaded = load_character(json.dumps(envelope))
    assert loaded.migrated_from is None
    assert loaded.envelope == envelope


@pytest.mark.parametrize(
    ("mutate", "fragment"),
    [
        (lambda e: "{not json", "platný JSON"),
        (lambda e: "[]", "objekt postavy"),
        (lambda e: {**e, "format": "other"}, "značka formátu"),
        (lambda e: {**e, "format_version": 99}, "novější verzí"),
        (lambda e: {**e, "id": ""}, "identifikátor"),
        (lambda e: {**e, "sheet": {**e["sheet"], "schema_version": 9}}, "aktualizuj aplikaci"),
        (lambda e: {**e, "sheet": {**e["sheet"], "schema_version": 0}}, "verzi schématu"),
        (lambda e: {**e, "sheet": {k: v for k, v in e["sheet"].items() if k != "hp"}}, "nemá pole hp"),
        (lambda e: {**e, "sheet": {**e["sheet"], "hp": 99}}, "není v pořádku"),
        (lambda e: {**e, "system": "neznámá"}, "Neznámá hra"),
        (lambda e: "x" * 2_000_001, "příliš velká"),
    ],
)
def test_broken_saves_are_refused_with_a_reason(fake_system: str, mutate: Any, fragment: str) -> None:
    raw = mutate(V1_FIXTURE)
    with pytest.raises(StorageError) as caught:
        load_character(raw if isinstance(raw, str) else json.dumps(raw))
    assert fragment in caught.value.message


def test_open_op_reports_storage_error_as_data(fake_system: str) -> None:
    reply = handle({"op": "open", "save": "{broken"})
    assert reply["ok"] is False
    assert reply["error"]["code"] == "storage_error"
