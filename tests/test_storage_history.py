"""History of changes (issue 9): every edit comes back with a short Czech line for the character's log,
naming the field as the sheet shows it, with the old and the new value."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.api import handle


def edit(presented: dict[str, Any], *changes: dict[str, Any]) -> dict[str, Any]:
    reply = handle({"op": "edit", "sheet": presented["sheet"], "changes": list(changes)})
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


@pytest.fixture
def cairn() -> dict[str, Any]:
    result: dict[str, Any] = handle({"op": "new_sheet", "system": "cairn", "name": "Ťapka"})["result"]
    return result


def test_a_number_edit_names_the_field_and_both_values(cairn: dict[str, Any]) -> None:
    log = edit(cairn, {"path": "attributes.sil.current", "value": 9})["log"]
    assert log["kind"] == "edit"
    assert log["title"] == "Síla (SIL): 10 → 9"
    assert log["at"].endswith("Z")


def test_text_is_quoted_and_shortened(cairn: dict[str, Any]) -> None:
    assert edit(cairn, {"path": "name", "value": "Bílá <b>"})["log"]["title"] == "Jméno: „Ťapka“ → „Bílá <b>“"
    long_name = edit(cairn, {"path": "name", "value": "x" * 80})["log"]["title"]
    assert long_name.endswith("„" + "x" * 40 + "…“")


def test_notes_say_only_that_they_changed(cairn: dict[str, Any]) -> None:
    assert edit(cairn, {"path": "notes", "value": "dlouhé poznámky"})["log"]["title"] == "Poznámky: upraveno"


def test_choices_and_toggles_use_their_labels(cairn: dict[str, Any]) -> None:
    assert edit(cairn, {"path": "settings.save_mode", "value": "nad"})["log"]["title"] == (
        "Záchranné hody: Podhoď dovednost (1k20 ≤ dovednost) → Přehození cílené hodnoty (1k20 + dovednost ≥ 21)")
    assert edit(cairn, {"path": "states.exhausted", "value": True})["log"]["title"] == "Vyčerpaný: ne → ano"


def test_list_items_added_and_removed(cairn: dict[str, Any]) -> None:
    item = cairn["view"]["sections"]
    inventory = next(f for s in item for f in s["fields"] if f.get("path") == "inventory")
    added = edit(cairn, {"path": "inventory", "op": "append", "value": inventory["new_item"]})
    assert added["log"]["title"] == "Předměty: přidána položka"
    removed = edit(added, {"path": "inventory.0", "op": "remove"})
    assert removed["log"]["title"] == "Předměty: odebrána položka „Pochodeň“"


def test_several_changes_make_one_line(cairn: dict[str, Any]) -> None:
    changes = [{"path": "attributes.sil.current", "value": 9}, {"path": "attributes.hbi.current", "value": 8}]
    log = edit(cairn, *changes)["log"]
    assert log["title"].count(";") == 1
