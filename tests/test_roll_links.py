"""Rolls from the sheet and two-layer forms (issue 25 items 1–2): every roll link a game's view emits opens
an action that exists with parameters its form knows, on a field the view shows, and rolls through the
facade; every action names at most four first-layer parameters, all of them its own."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from py_rules import api
from py_rules.systems import available, get_system

SYSTEMS = available()
CHARACTER_GAMES = [s for s in SYSTEMS if get_system(s).kind == "character"]

# game → its most common roll (issue 25): the quick rolls at the top of its sheet must include it
MAIN_ROLL = {"drd2": "hod", "cairn": "save", "fate": "roll", "boj_k6": "hod", "dnd5e": "overeni"}

# edits that give a sheet what its links hang on (professions, skills, weapons)
RICHER: dict[str, list[dict[str, Any]]] = {
    "drd2": [
        {"path": "povolani", "op": "append", "value": {"nazev": "Lovec", "druh": "zakladni", "uroven": 2}},
        {"path": "dovednosti", "op": "append",
         "value": {"nazev": "Stopování", "povolani": "Lovec", "vlastnost": "duse", "vyhrazena": False}},
    ],
}


def _sheets(system_id: str) -> Iterator[dict[str, Any]]:
    created = api.handle({"op": "new_sheet", "system": system_id, "name": "Zkouška"})
    assert created["ok"], created
    yield created["result"]
    if system_id in RICHER:
        edited = api.handle({"op": "edit", "sheet": created["result"]["sheet"], "changes": RICHER[system_id]})
        assert edited["ok"], edited
        yield edited["result"]


def _field_paths(view: dict[str, Any]) -> set[str]:
    paths: set[str] = set()

    def walk(fields: list[dict[str, Any]]) -> None:
        for field in fields:
            if field.get("path"):
                paths.add(field["path"])
            for item in field.get("items") or []:
                walk(item["fields"])

    for section in view["sections"]:
        walk(section["fields"])
    return paths


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_every_action_names_at_most_four_first_parameters_of_its_own(system_id: str) -> None:
    for presented in _sheets(system_id):
        for action in presented["actions"]:
            paths = [p["path"] for p in action["params"] if p.get("path")]
            assert len(action["first"]) <= 4, action["id"]
            assert len(set(action["first"])) == len(action["first"]), action["id"]
            assert set(action["first"]) <= set(paths), (action["id"], action["first"])
            assert action["first"] or not paths, action["id"]


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_every_roll_link_opens_a_rolling_action_on_a_shown_field_and_rolls(system_id: str) -> None:
    for presented in _sheets(system_id):
        actions = {a["id"]: a for a in presented["actions"]}
        shown = _field_paths(presented["view"])
        for link in presented["view"]["rolls"]:
            action = actions[link["action"]]
            assert action["rolls"], link
            assert link["at"] is None or link["at"] in shown, link
            form = {p["path"]: p for p in action["params"] if p.get("path")}
            assert set(link["params"]) <= set(form), link
            for name, value in link["params"].items():
                options = form[name].get("options")
                assert options is None or value in [o["value"] for o in options], (link, name)
            params = {**{k: p["value"] for k, p in form.items()}, **link["params"]}
            sheet = presented["sheet"]
            odds = api.handle({"op": "action_odds", "sheet": sheet, "action": link["action"], "params": params})
            assert odds["ok"], (link, odds)
            assert odds["result"]["outcomes"], link
            acted = api.handle({"op": "act", "sheet": sheet, "action": link["action"], "params": params, "seed": 7})
            assert acted["ok"], (link, acted)


@pytest.mark.parametrize("system_id", CHARACTER_GAMES)
def test_the_main_roll_is_among_the_quick_rolls_of_a_new_sheet(system_id: str) -> None:
    presented = next(_sheets(system_id))
    quick = [link for link in presented["view"]["rolls"] if link["quick"]]
    assert MAIN_ROLL[system_id] in {link["action"] for link in quick}
    assert all(link["label"] for link in quick)


def test_a_drd2_skill_rolls_at_its_profession_level_from_its_row() -> None:
    presented = list(_sheets("drd2"))[-1]
    links = {link["at"]: link for link in presented["view"]["rolls"]}
    assert links["dovednosti.0.nazev"]["params"] == {"dovednost": "Stopování"}
    assert links["dovednosti.0.nazev"]["value"] == "+2"
    assert links["povolani.0.uroven"]["params"] == {"dovednost": "Stopování"}
