"""The saved sheet and its view: bounded fields, Czech errors, derived values never saved."""

from __future__ import annotations

import json

import pytest

from py_rules import api
from py_rules.errors import InvalidInput
from py_rules.systems.fate import SYSTEM, new_sheet
from py_rules.systems.fate.sheet import FateSheet
from py_rules.systems.fate.view import rating_warnings, view
from py_rules.validation import validate
from py_rules.view import walk


def _fields(sheet: FateSheet) -> dict[str, object]:
    out: dict[str, object] = {}
    for section in view(sheet).sections:
        for f in walk(section.fields):
            if f.kind != "list":
                out[f.path or f.label] = f.value
    return out


def test_new_sheet_defaults() -> None:
    sheet = new_sheet("Marie St. Pierre")
    assert (sheet.system, sheet.schema_version, sheet.fate_points, sheet.base_refresh) == ("fate", 2, 3, 3)
    assert sheet.harm.model == "fae"
    assert sheet.invoke_stacking == "condensed"


def test_view_paths_edit_saved_values() -> None:
    sheet = new_sheet("Marie").model_copy(update={"high_concept": "Rytířka zimního dvora"})
    fields = _fields(sheet)
    for path in ("name", "high_concept", "trouble", "approaches.styl", "approaches.intelekt", "fate_points",
                 "base_refresh", "invoke_stacking", "harm.tracks.0.boxes.2.marked", "harm.consequences.0.aspect",
                 "harm.taken_out", "notes"):
        assert path in fields, path
    assert view(sheet).subtitle == "Rytířka zimního dvora"
    approach_labels = [f.label for f in view(sheet).sections[1].fields]
    assert approach_labels[0] == "Styl — Nevalný (+0)"


def test_f26_approach_plus4_is_a_warning_not_a_block_002_l68() -> None:
    """F26, 002:L68: +4 is stored, with the warning «rozsah Nevalný (+0) až Dobrý (+3)»."""
    reply = api.handle({"op": "edit", "sheet": new_sheet("Marie").model_dump(mode="json"),
                        "changes": [{"path": "approaches.sila", "value": 4}]})
    assert reply["ok"], reply
    assert reply["result"]["sheet"]["approaches"]["sila"] == 4
    badges = [b["value"] for b in reply["result"]["view"]["badges"]]
    assert any("rozsah Nevalný (+0) až Dobrý (+3)" in b and "Síla +4" in b for b in badges)
    sheet = validate(FateSheet, reply["result"]["sheet"])
    assert len(rating_warnings(sheet)) == 1


def test_rating_beyond_ladder_is_invalid_input_in_czech() -> None:
    reply = api.handle({"op": "edit", "sheet": new_sheet("Marie").model_dump(mode="json"),
                        "changes": [{"path": "approaches.sila", "value": 9}]})
    assert not reply["ok"]
    assert reply["error"]["code"] == "invalid_input"
    assert "smí být nejvýše 8" in reply["error"]["message"]


@pytest.mark.parametrize(("change", "message"), [
    ({"path": "fate_points", "value": -1}, "musí být aspoň 0"),
    ({"path": "high_concept", "value": "x" * 121}, "nejvýše 120 znaků"),
    ({"path": "harm.consequences.0.recovering", "value": True}, "není zabraný"),
    ({"path": "harm.model", "value": "gurps"}, "musí být jedna z možností: Fate Accelerated"),
])
def test_bad_edits_are_czech_invalid_input_and_change_nothing(change: dict[str, object], message: str) -> None:
    sheet = new_sheet("Marie").model_dump(mode="json")
    before = json.dumps(sheet, sort_keys=True)
    reply = api.handle({"op": "edit", "sheet": sheet, "changes": [change]})
    assert not reply["ok"]
    assert reply["error"]["code"] == "invalid_input"
    assert message in reply["error"]["message"]
    assert json.dumps(sheet, sort_keys=True) == before


def test_unknown_field_is_rejected() -> None:
    with pytest.raises(InvalidInput):
        validate(FateSheet, new_sheet("Marie").model_dump() | {"refresh": 3})


def test_bad_action_params_give_czech_errors() -> None:
    sheet = new_sheet("Marie").model_dump(mode="json")
    reply = api.handle({"op": "act", "sheet": sheet, "action": "roll", "params": {"approach": "kouzla"}})
    assert not reply["ok"]
    assert reply["error"]["code"] == "invalid_input"
    reply = api.handle({"op": "act", "sheet": sheet, "action": "roll", "params": {}, "dice": [2, 0, 0, 0]})
    assert not reply["ok"]
    assert reply["error"]["code"].startswith("dice")
    reply = api.handle({"op": "act", "sheet": sheet, "action": "roll", "params": {}, "dice": [0, 0, 0, 0, 1]})
    assert not reply["ok"]
    assert reply["error"]["code"].startswith("dice")
    reply = api.handle({"op": "act", "sheet": sheet, "action": "roll", "params": {"paid_invokes": 4, **{
        f"paid_aspect_{i}": f"Aspekt {i}" for i in range(1, 5)}}})
    assert not reply["ok"]
    assert reply["error"]["code"] == "rule_violation"


def test_help_lists_sources_and_all_nineteen_choices() -> None:
    reply = api.handle({"op": "help", "system": "fate"})
    assert reply["ok"]
    sections = reply["result"]["sections"]
    choices = next(s for s in sections if s["title"] == "Volby této aplikace")
    assert [line.split(".")[0] for line in choices["text"].splitlines()] == [str(i) for i in range(1, 20)]
    assert any("Fate SRD" in s["text"] for s in sections)
    assert all(s["source"] for s in sections)


def test_actions_are_listed_in_the_facade() -> None:
    created = api.handle({"op": "new_sheet", "system": "fate", "name": "Marie"})
    ids = [a["id"] for a in created["result"]["actions"]]
    assert ids == [a.id for a in SYSTEM.actions]
    assert ids[0] == "roll"


def test_usual_fae_array_hint_disappears_once_used() -> None:
    """FAE SRD: approaches +3, +2, +2, +1, +1, +0 — the reminder shows until the ratings follow it."""
    sheet = new_sheet("Marie")
    assert any(f.kind == "stat" for f in view(sheet).sections[1].fields)
    spread = sheet.approaches.model_copy(update={"styl": 3, "soustredeni": 2, "sila": 2, "uskocnost": 1,
                                                 "spech": 1, "intelekt": 0})
    assert all(f.kind == "number" for f in view(sheet.model_copy(update={"approaches": spread})).sections[1].fields)
