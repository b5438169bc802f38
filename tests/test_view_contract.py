"""The view contract of py_rules.view: one model per field kind, builders with one argument order, a board
naming its participant list."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from py_rules import api
from py_rules.systems import SYSTEM_MODULES, get_system
from py_rules.view import (
    ListField,
    NumberField,
    SelectField,
    SheetView,
    number,
    options,
    select,
    stat,
    text,
    toggle,
    track,
)


def test_builders_share_one_argument_order() -> None:
    assert select("a", "A", "x", {"x": "Iks"}).model_dump(include={"path", "label", "value"}) == {
        "path": "a", "label": "A", "value": "x"}
    assert number("b", "B", 3, 0, 9).model_dump(include={"path", "label", "value", "min", "max"}) == {
        "path": "b", "label": "B", "value": 3, "min": 0, "max": 9}
    assert track("c", "C", 2, 5).model_dump(include={"path", "value", "max"}) == {"path": "c", "value": 2, "max": 5}
    assert (toggle("d", "D").value, text("e", "E").value) == (False, "")
    assert stat("F", 7).path is None


def test_a_select_carries_no_bounds_and_a_number_no_options() -> None:
    with pytest.raises(ValidationError):
        SelectField.model_validate({"label": "A", "options": [], "min": 1})
    with pytest.raises(ValidationError):
        NumberField.model_validate({"label": "A", "options": [{"value": 1, "label": "jedna"}]})
    dumped = select("a", "A", 1, [(1, "jedna")]).model_dump(mode="json")
    assert "min" not in dumped
    assert dumped["options"] == [{"value": 1, "label": "jedna"}]


def test_choices_from_a_mapping_pairs_or_options_are_the_same() -> None:
    expected = options({"a": "A", "b": "B"})
    assert options([("a", "A"), ("b", "B")]) == expected
    assert options(expected) == expected


def test_participants_must_name_a_list_of_the_view() -> None:
    with pytest.raises(ValidationError):
        SheetView(title="x", sections=[], participants="ucastnici")


@pytest.mark.parametrize("system_id", sorted(SYSTEM_MODULES))
def test_every_board_names_its_participant_list_and_no_character_does(system_id: str) -> None:
    system = get_system(system_id)
    created = api.handle({"op": "new_sheet", "system": system_id, "name": "Stůl"})
    assert created["ok"], created
    view = created["result"]["view"]
    if system.kind != "board":
        assert view["participants"] is None
        return
    lists = [f for s in view["sections"] for f in s["fields"] if f["kind"] == "list"]
    assert view["participants"] in {f["path"] for f in lists}
    ListField.model_validate(next(f for f in lists if f["path"] == view["participants"]))
