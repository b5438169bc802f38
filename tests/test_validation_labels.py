"""Errors name a field by its Czech label and list allowed values by their Czech labels (issue 25 item 3)."""

from __future__ import annotations

import json
from typing import Literal

import pytest
from pydantic import BaseModel, Field

from py_rules import api
from py_rules.errors import InvalidInput, StorageError
from py_rules.storage import load_character
from py_rules.validation import FieldLabel, labels_of, validate


class _Roll(BaseModel):
    druh: Literal["zkouska", "vyzva", "stret"] = "zkouska"
    veci: list[str] = Field(default_factory=list, min_length=1)


_FORM = [{"kind": "select", "label": "Vyhodnocení", "path": "druh",
          "options": [{"value": "zkouska", "label": "Zkouška"}, {"value": "vyzva", "label": "Výzva"},
                      {"value": "stret", "label": "Střet"}]},
         {"kind": "list", "label": "Věci", "path": "veci", "items": [
             {"title": "1", "fields": [{"kind": "text", "label": "Název věci", "path": "veci.0"}]}]}]


def test_an_enum_error_lists_the_options_by_their_czech_labels() -> None:
    with pytest.raises(InvalidInput) as caught:
        validate(_Roll, {"druh": "boj", "veci": ["a"]}, "Volby akce nejsou v pořádku", lambda: labels_of(_FORM))
    assert caught.value.message == ("Volby akce nejsou v pořádku (pole „Vyhodnocení“): musí být jedna z možností: "
                                    "Zkouška, Výzva nebo Střet.")
    message = "musí být jedna z možností: Zkouška, Výzva nebo Střet"
    assert caught.value.problems == [{"path": "druh", "message": message, "label": "Vyhodnocení"}]


def test_without_labels_no_field_id_and_no_english() -> None:
    with pytest.raises(InvalidInput) as caught:
        validate(_Roll, {"druh": "boj", "veci": []})
    assert caught.value.message == ("Údaje nejsou v pořádku: musí být jedna z nabízených možností; "
                                    "a ještě 1 další problém.")
    assert caught.value.problems[1] == {"path": "veci", "message": "musí mít aspoň 1 položku"}


def test_a_list_item_is_named_by_its_field_whatever_its_index() -> None:
    labels = labels_of(_FORM)
    assert labels["veci.*"] == FieldLabel("Název věci", {})
    with pytest.raises(InvalidInput, match=r"^Údaje nejsou v pořádku \(pole „Název věci“\): musí být text\.$"):
        validate(_Roll, {"veci": ["a", "b", 3]}, labels=lambda: labels)


def test_a_facade_error_names_the_params_field_by_its_form_label() -> None:
    sheet = api.handle({"op": "new_sheet", "system": "drd2", "name": "Aranel"})["result"]["sheet"]
    reply = api.handle({"op": "act", "sheet": sheet, "action": "hod", "params": {"druh": "boj"}})
    assert reply["error"]["message"] == ("Volby akce nejsou v pořádku (pole „Vyhodnocení“): musí být jedna z "
                                         "možností: Zkouška, Výzva nebo Střet.")


def test_a_facade_edit_error_names_the_sheet_field_by_its_view_label() -> None:
    sheet = api.handle({"op": "new_sheet", "system": "drd2", "name": "Aranel"})["result"]["sheet"]
    reply = api.handle({"op": "edit", "sheet": sheet, "changes": [{"path": "zdatnost.telo", "value": "hodně"}]})
    assert reply["error"]["message"] == "Úprava deníku není možná (pole „Zdatnost Tělo“): musí být celé číslo."


def test_a_saved_field_the_view_does_not_draw_is_named_by_the_games_saved_label() -> None:
    """One vocabulary with the save comparison: an error about a bookkeeping field names it by its
    ``saved_labels`` label, never by its path (issue 27)."""
    sheet = api.handle({"op": "new_sheet", "system": "drd2", "name": "Aranel"})["result"]["sheet"]
    envelope = {"format": "druzina.character", "format_version": 1, "id": "x", "system": "drd2",
                "saved_at": "2026-11-29T03:00:00.000Z", "revision": 1,
                "sheet": {**sheet, "posledni_pomocnik": 10000}}
    with pytest.raises(StorageError) as caught:
        load_character(envelope)
    assert caught.value.message == ("Uložený deník není v pořádku (pole „Pomocníci: poslední přidělené číslo“): "
                                    "smí být nejvýše 9999.")
    edited = api.handle({"op": "edit", "sheet": sheet, "changes": [{"path": "kolo", "value": {"akce": "boj"}}]})
    assert edited["error"]["message"] == ("Úprava deníku není možná (pole „Kolo konfliktu: vyhodnocovaná akce“): "
                                          "musí být jedna z možností: žádná, z iniciativy nebo obrana.")


def test_a_problem_carries_its_fields_label_with_its_rows_and_an_unlabelled_one_none() -> None:
    """The shell lists problems by ``label`` (never by path): a list item's label says its row."""
    with pytest.raises(InvalidInput) as caught:
        validate(_Roll, {"druh": "zkouska", "veci": ["a", "b", 3]}, labels=lambda: labels_of(_FORM))
    assert caught.value.problems == [{"path": "veci.2", "message": "musí být text", "label": "Název věci (3. řádek)"}]
    with pytest.raises(InvalidInput) as caught:
        validate(_Roll, {"druh": "boj", "veci": ["a"]})
    assert "label" not in caught.value.problems[0]


def test_an_imported_saves_problem_names_a_saved_field_by_its_saved_label() -> None:
    """An import lists a bad field of a save by the same label as the save comparison (issue 27)."""
    sheet = api.handle({"op": "new_sheet", "system": "drd2", "name": "Aranel"})["result"]["sheet"]
    envelope = {"format": "druzina.character", "format_version": 1, "id": "x", "system": "drd2",
                "saved_at": "2026-11-29T03:00:00.000Z", "revision": 1,
                "sheet": {**sheet, "posledni_pomocnik": 10000, "zdatnost": {**sheet["zdatnost"], "telo": "hodně"}}}
    bundle = json.dumps({"format": "druzina.export", "format_version": 1, "exported_at": "2026-11-29T03:00:00.000Z",
                         "characters": [envelope]})
    result = api.handle({"op": "import", "text": bundle})["result"]
    assert [(p["path"], p.get("label")) for p in result["problems"]] == [
        ("characters.0.sheet.zdatnost.telo", "Zdatnost Tělo"),
        ("characters.0.sheet.posledni_pomocnik", "Pomocníci: poslední přidělené číslo")]
