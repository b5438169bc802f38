"""Deník: meze, křížová pravidla, nosnost a pohled (001:L61-L65, L93-L110, L222)."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.errors import InvalidInput
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.rules import CAPACITY, layout, used_slots
from py_rules.systems.cairn.sheet import CairnSheet
from py_rules.validation import validate
from py_rules.view import walk


def sheet_with(items: list[dict[str, Any]], **extra: Any) -> CairnSheet:
    return CairnSheet.model_validate({"name": "Bořek", "inventory": items, **extra})


def fields(sheet: CairnSheet) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for section in SYSTEM.view(sheet).sections:
        for f in section.fields:
            out[f.path or f.label] = f
    return out


def test_new_sheet_is_valid_with_standard_start() -> None:
    sheet = SYSTEM.new_sheet("Bořek")
    assert sheet.system == "cairn"
    assert sheet.schema_version == 2
    assert sheet.day == 1
    assert [i.name for i in sheet.inventory] == ["Pochodeň", "Zásoby (3 dny)"]


def test_case_c47_nine_items_and_one_bulky_is_over_capacity_001_l98_l99() -> None:
    items = [{"name": f"Věc {i}"} for i in range(9)] + [{"name": "Žebřík", "size": "neskladny"},
                                                        {"name": "Prsten", "size": "zanedbatelny"}]
    sheet = sheet_with(items)
    assert used_slots(sheet) == 11 > CAPACITY
    view = SYSTEM.view(sheet)
    assert any(b.label == "Přetížení" and b.value == "11/10" for b in view.badges)
    slots = fields(sheet)["Obsazené sloty"]
    assert slots.value == "11/10"
    assert slots.tone == "bad"


def test_first_two_slots_are_hands_001_l97() -> None:
    sheet = sheet_with([{"name": "Kopí", "size": "neskladny"}, {"name": "Lano"}])
    assert layout(sheet) == [(0, 1, 2), (1, 3, 3)]
    titles = [row.title for row in fields(sheet)["inventory"].items]
    assert titles == ["Sloty 1–2 (ruce): Kopí", "Slot 3: Lano"]


def test_extension_has_own_capacity_001_l100() -> None:
    sheet = sheet_with([{"name": "Sud", "size": "neskladny", "location": 1}],
                       extensions=[{"name": "Mula", "slots": 4}])
    assert used_slots(sheet) == 0
    assert used_slots(sheet, 1) == 2
    assert fields(sheet)["Mula"].value == "2/4"


@pytest.mark.parametrize(("data", "path"), [
    ({"attributes": {"sil": {"current": 13, "max": 12}}}, "attributes.sil"),
    ({"attributes": {"sil": {"current": 10, "max": 21}}}, "attributes.sil.max"),
    ({"attributes": {"hbi": {"current": 5, "max": 10, "xp": 5}}}, "attributes.hbi.xp"),
    ({"bo": {"current": 5, "max": 4}}, "bo"),
    ({"inventory": [{"name": "Zbroj", "armour": 4}]}, "inventory.0.armour"),
    ({"inventory": [{"name": "Sud", "location": 1}]}, ""),
    ({"states": {"stabilised": True}}, "states"),
    ({"name": ""}, "name"),
])
def test_bad_sheet_is_czech_invalid_input(data: dict[str, Any], path: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        validate(CairnSheet, {"name": "Bořek", **data}, "Deník není v pořádku")
    assert caught.value.problems[0]["path"] == path
    assert caught.value.message.startswith("Deník není v pořádku")


def test_current_above_max_message_is_czech() -> None:
    with pytest.raises(InvalidInput, match="nesmí být vyšší než maximum 12"):
        validate(CairnSheet, {"name": "X", "attributes": {"sil": {"current": 13, "max": 12}}})


def test_view_shows_attributes_chances_and_derived_armour_001_l71_l110() -> None:
    sheet = sheet_with([{"name": "Zbroj", "armour": 2}, {"name": "Štít", "armour": 1},
                        {"name": "Přilbice", "armour": 1}],
                       attributes={"sil": {"current": 12, "max": 14}})
    f = fields(sheet)
    assert f["attributes.sil.current"].kind == "track"
    assert f["attributes.sil.current"].max == 14
    assert f["Šance na záchranu SIL"].value == "60,0\u00a0%"
    assert f["Brnění"].value == 3


def test_zero_attributes_show_states_001_l187_l189() -> None:
    sheet = CairnSheet.model_validate({"name": "X", "attributes": {"hbi": {"current": 0, "max": 10},
                                                                   "vul": {"current": 0, "max": 10}}})
    labels = {b.label for b in SYSTEM.view(sheet).badges}
    assert {"Paralyzovaný", "Neschopný přemýšlet a jednat"} <= labels


def test_every_saved_path_in_view_is_editable_through_the_facade() -> None:
    from py_rules import api
    sheet = sheet_with([{"name": "Luk", "damage": "1k6", "ranged": True, "ammo": 3}],
                       extensions=[{"name": "Mula", "slots": 4}])
    data = sheet.model_dump(mode="json")
    every = list(walk(fields(sheet).values()))
    editable = [f for f in every if f.kind not in ("stat", "list") and f.path]
    assert "inventory.0.ammo" in {f.path for f in editable}
    for field in editable:
        reply = api.handle({"op": "edit", "sheet": data, "changes": [{"path": field.path, "value": field.value}]})
        assert reply["ok"], (field.path, reply)
        assert reply["result"]["sheet"] == data


def test_removing_an_extension_that_holds_items_is_refused_in_czech() -> None:
    from py_rules import api
    sheet = sheet_with([{"name": "Sud", "location": 1}], extensions=[{"name": "Mula", "slots": 4}])
    reply = api.handle({"op": "edit", "sheet": sheet.model_dump(mode="json"),
                        "changes": [{"path": "extensions.0", "op": "remove"}]})
    assert not reply["ok"]
    assert "nejdřív ho přesuň" in reply["error"]["message"]


def test_over_capacity_hint_uses_czech_plurals_001_l99() -> None:
    sheet = sheet_with([{"name": f"Věc {i}"} for i in range(12)])
    assert fields(sheet)["Obsazené sloty"].hint.startswith("Přetíženo o 2 sloty!")
