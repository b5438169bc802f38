"""Save envelopes: versioned, migrated by pure steps, and refused whole (never half-read) when broken.

The fixtures in tests/fixtures/saves/ are saves as released versions of the app wrote them (issue 9).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from py_rules.api import handle
from py_rules.errors import StorageError
from py_rules.storage import ENVELOPE_MIGRATIONS, ENVELOPE_VERSION, load_character
from py_rules.systems import available, get_system

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


# --- Every released save format stays readable (issue 9) -------------------------------------------------

FIXTURES = Path(__file__).parent / "fixtures" / "saves"


def released_fixtures() -> list[Path]:
    return sorted(FIXTURES.glob("*.json"))


def test_every_game_has_a_fixture_of_its_released_save() -> None:
    covered = {json.loads(path.read_text())["system"] for path in released_fixtures()}
    assert set(available()) <= covered


@pytest.mark.parametrize("path", released_fixtures(), ids=lambda p: p.stem)
def test_released_save_loads_and_is_upgraded_to_the_current_envelope(path: Path) -> None:
    raw = path.read_text()
    saved = json.loads(raw)
    if saved["system"] not in available():
        pytest.skip(f"game {saved['system']} is not in this checkout")
    loaded = load_character(raw)
    assert loaded.format_from == 1
    assert loaded.envelope["format_version"] == ENVELOPE_VERSION
    assert loaded.envelope["revision"] == 0
    assert loaded.envelope["id"] == saved["id"]
    assert loaded.envelope["saved_at"] == saved["saved_at"]
    if saved["sheet"]["schema_version"] == get_system(saved["system"]).schema_version:
        assert loaded.migrated_from is None
        assert loaded.envelope["sheet"] == saved["sheet"]
    assert json.loads(raw) == saved  # loading never touches its input


def test_envelope_upgrade_is_a_pure_step() -> None:
    before = json.loads(json.dumps(V1_FIXTURE))
    after = ENVELOPE_MIGRATIONS[1](before)
    assert before == V1_FIXTURE
    assert after == {**V1_FIXTURE, "format_version": 2, "revision": 0}


def test_pack_counts_revisions_and_open_keeps_them(fake_system: str) -> None:
    sheet = handle({"op": "new_sheet", "system": "fake", "name": "A"})["result"]["sheet"]
    envelope = handle({"op": "pack", "id": "x", "sheet": sheet, "revision": 7})["result"]["envelope"]
    assert envelope["revision"] == 7
    opened = handle({"op": "open", "save": json.dumps(envelope)})["result"]
    assert opened["envelope"]["revision"] == 7
    assert (opened["migrated_from"], opened["format_from"]) == (None, None)
    assert handle({"op": "pack", "id": "x", "sheet": sheet, "revision": 0})["ok"] is False


def _pack(sheet: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return handle({"op": "pack", "id": "x", "sheet": sheet, **fields})


def test_python_counts_the_revision_from_the_previous_save(fake_system: str) -> None:
    """The shell keeps no revision arithmetic (issue 18): a save follows the previous one, as envelope or text."""
    sheet = handle({"op": "new_sheet", "system": "fake", "name": "A"})["result"]["sheet"]
    first = _pack(sheet)["result"]
    assert (first["envelope"]["revision"], first["replaced"]) == (1, None)
    second = _pack(sheet, previous=first["envelope"])["result"]["envelope"]
    assert second["revision"] == 2
    assert _pack(sheet, previous=json.dumps(second))["result"]["envelope"]["revision"] == 3
    assert _pack(sheet, previous=None)["result"]["envelope"]["revision"] == 1
    # a version 1 save counted no revisions: the next one is 1
    assert _pack(sheet, previous=json.dumps(V1_FIXTURE))["result"]["envelope"]["revision"] == 1


def test_an_overwrite_passes_both_the_previous_and_the_replaced_revision(fake_system: str) -> None:
    sheet = handle({"op": "new_sheet", "system": "fake", "name": "A"})["result"]["sheet"]
    mine = _pack(sheet, revision=3)["result"]["envelope"]
    theirs = _pack(sheet, revision=9)["result"]["envelope"]
    packed = _pack(sheet, previous=mine, replaces=json.dumps(theirs))["result"]
    assert packed["envelope"]["revision"] == 10
    assert packed["replaced"] == {"readable": True, "message": ""}
    assert _pack(sheet, previous=theirs, replaces=mine)["result"]["envelope"]["revision"] == 10


@pytest.mark.parametrize(
    ("replaces", "revision"),
    [("{broken", 4), (json.dumps({"format": "druzina.character", "format_version": 2, "revision": 7}), 8)],
    ids=["not-json", "envelope-without-sheet"],
)
def test_an_unreadable_replaced_save_is_reported_and_counts_only_its_revision(
    fake_system: str, replaces: str, revision: int
) -> None:
    sheet = handle({"op": "new_sheet", "system": "fake", "name": "A"})["result"]["sheet"]
    mine = _pack(sheet, revision=3)["result"]["envelope"]
    packed = _pack(sheet, previous=mine, replaces=replaces)["result"]
    assert packed["envelope"]["revision"] == revision
    assert packed["replaced"]["readable"] is False
    assert packed["replaced"]["message"]


def test_a_previous_save_this_app_cannot_read_is_refused_in_czech(fake_system: str) -> None:
    sheet = handle({"op": "new_sheet", "system": "fake", "name": "A"})["result"]["sheet"]
    newer = {**_pack(sheet)["result"]["envelope"], "format_version": ENVELOPE_VERSION + 1}
    error = _pack(sheet, previous=newer)["error"]
    assert "novější verzí aplikace" in error["message"]
    assert "Uložená data nejsou platný JSON" in _pack(sheet, previous="{")["error"]["message"]
    spent = {**_pack(sheet)["result"]["envelope"], "revision": 2**53 - 1}
    assert "vyčerpaná" in _pack(sheet, previous=spent)["error"]["message"]


def test_an_explicit_revision_is_the_terminal_form_and_excludes_a_previous_save(fake_system: str) -> None:
    sheet = handle({"op": "new_sheet", "system": "fake", "name": "A"})["result"]["sheet"]
    assert _pack(sheet, revision=5)["result"]["envelope"]["revision"] == 5
    previous = _pack(sheet)["result"]["envelope"]
    assert _pack(sheet, revision=5, previous=previous)["error"]["code"] == "invalid_input"


def test_opening_a_v1_save_reports_both_upgrades(fake_system: str) -> None:
    opened = handle({"op": "open", "save": json.dumps(V1_FIXTURE)})["result"]
    assert (opened["migrated_from"], opened["format_from"]) == (1, 1)


@pytest.mark.parametrize(
    ("mutate", "path"),
    [
        (lambda e: {**e, "colour": "red"}, "colour"),
        (lambda e: {**e, "revision": "7"}, "revision"),
        (lambda e: {**e, "id": "a:b"}, "id"),
        (lambda e: {**e, "sheet": {**e["sheet"], "extra": 1}}, "sheet.extra"),
        (lambda e: {**e, "sheet": {**e["sheet"], "name": 5}}, "sheet.name"),
    ],
)
def test_unknown_fields_and_wrong_types_are_reported_with_their_path(fake_system: str, mutate: Any, path: str) -> None:
    envelope = handle({"op": "pack", "id": "x", "sheet": handle({"op": "new_sheet", "system": "fake", "name": "A"})
                       ["result"]["sheet"]})["result"]["envelope"]
    with pytest.raises(StorageError) as caught:
        load_character(json.dumps(mutate(envelope)))
    assert path in [p["path"] for p in caught.value.details["problems"]]


@pytest.mark.parametrize("key", ["__proto__", "constructor", "prototype"])
def test_prototype_keys_are_refused_anywhere(fake_system: str, key: str) -> None:
    raw = json.dumps(V1_FIXTURE).replace('"notes": ""', f'"notes": "", "{key}": {{"polluted": true}}')
    with pytest.raises(StorageError) as caught:
        load_character(raw)
    assert caught.value.details["problems"] == [{"path": f"sheet.{key}", "message": "zakázaný klíč"}]


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        ("[" * 100_000 + "]" * 100_000, "hlouběji"),
        ('{"a": ' * 5000 + "1" + "}" * 5000, "hlouběji"),
        ("[" * 5000 + "}" * 5000, "platný JSON"),
        ('{"format": "druzina.character", "x": "' + "x" * 10_000_000 + '"}', "příliš velká"),
    ],
    ids=["deep-list", "deep-object", "unpaired", "10MB"],
)
def test_hostile_saves_are_refused(raw: str, fragment: str) -> None:
    # how quickly: bench/refusal_bench.py
    with pytest.raises(StorageError) as caught:
        load_character(raw)
    assert fragment in caught.value.message


def test_envelope_and_sheet_problems_are_reported_together(fake_system: str) -> None:
    envelope = handle({"op": "pack", "id": "x", "sheet": handle({"op": "new_sheet", "system": "fake", "name": "A"})
                       ["result"]["sheet"]})["result"]["envelope"]
    broken = {**envelope, "revision": -1, "sheet": {**envelope["sheet"], "health": 99, "colour": "red"}}
    with pytest.raises(StorageError) as caught:
        load_character(json.dumps(broken))
    assert [p["path"] for p in caught.value.details["problems"]] == ["revision", "sheet.health", "sheet.colour"]
    assert caught.value.message == ("Uložená postava není v pořádku (pole „Revize“): musí být aspoň 0; "
                                     "a v deníku 2 další problémy.")
