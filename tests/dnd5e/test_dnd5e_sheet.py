"""Saved sheet validation and the view (every saved field has a path; derived values are stats)."""

from __future__ import annotations

import pytest
from dnd5e_support import make

from py_rules.errors import InvalidInput
from py_rules.systems.dnd5e import SYSTEM, new_sheet
from py_rules.validation import validate
from py_rules.view import walk


def _paths(fields: list) -> list[str]:  # type: ignore[type-arg]
    return [f.path for f in walk(fields) if f.path]


def test_view_paths_exist_in_saved_sheet() -> None:
    sheet = make(inventory=[{"name": "Lano", "pocet": 1, "vaha": 10}])
    data = sheet.model_dump()
    for path in _paths([f for s in SYSTEM.view(sheet).sections for f in s.fields]):
        node = data
        for part in path.split("."):
            node = node[int(part)] if part.isdigit() else node[part]


def test_carrying_shown_and_over_capacity_warns_004_l171() -> None:
    sheet = make(abilities={"sila": 10}, inventory=[{"name": "Kovadlina", "pocet": 2, "vaha": 100}])
    fields = {f.label: f for s in SYSTEM.view(sheet).sections for f in s.fields}
    assert fields["Nosnost"].value == "150 lb"
    assert fields["Nesená váha"].tone == "bad"


@pytest.mark.parametrize(("data", "needle"), [
    ({"hp": {"current": 11, "max": 10}}, "maximum"),
    ({"classes": [{"trida": "bard", "uroven": 15}, {"trida": "druid", "uroven": 6}]}, "nejvýše 20"),
    ({"classes": [{"trida": "bard"}, {"trida": "bard"}]}, "jen jednou"),
    ({"spell_slots": [{"max": 1, "used": 2}] + [{}] * 8}, "pozic"),
    ({"exhaustion": 7}, "nejvýše 6"),
    ({"name": ""}, "prázdné"),
])
def test_invalid_sheets_are_rejected_in_czech(data: dict[str, object], needle: str) -> None:
    raw = {**new_sheet("A").model_dump(), **data}
    with pytest.raises(InvalidInput) as err:
        validate(SYSTEM.sheet_model, raw, "Deník není v pořádku")
    assert needle in err.value.message


def test_badges_show_hp_ac_speed_and_conditions() -> None:
    sheet = make(conditions={"lezici": True}, inspiration=True, exhaustion=1)
    labels = {b.label: b.value for b in SYSTEM.view(sheet).badges}
    assert labels["Životy"] == "10/10"
    assert labels["OČ"] == "10"
    assert labels["Rychlost"] == "6 sáhů"
    assert "Ležící (sražený)" in labels
    assert "Inspirace" in labels
    assert labels["Únava"] == "1"
