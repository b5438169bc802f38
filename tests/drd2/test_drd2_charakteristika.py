"""A charakteristika's level is 1 to 5, exceptionally 6 (000:L210), on the deník's helper list and on the conflict
board; helpers get a stable id (deník schema 7) that a board links them by. Old saves are upgraded: a saved 0
becomes 1 and the upgrade leaves a note the player sees until they remove it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from py_rules import api
from py_rules.storage import load_character, migrate_sheet
from py_rules.systems.drd2.conflict import SYSTEM as BOARD
from py_rules.systems.drd2.conflict import new_board

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
HELPER = {"jmeno": "pes", "charakteristika": 1, "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "pouto": 3,
          "pouto_max": 3}


def ok(command: dict[str, Any]) -> dict[str, Any]:
    reply = api.handle(command)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def _hero_with(*helpers: dict[str, Any]) -> dict[str, Any]:
    sheet = ok({"op": "new_sheet", "system": "drd2", "name": "Haken"})["sheet"]
    changes = [{"path": "pomocnici", "op": "append", "value": h} for h in helpers]
    return ok({"op": "edit", "sheet": sheet, "changes": changes})["sheet"]


def test_a_helpers_charakteristika_0_is_refused_1_to_6_accepted_000_l210() -> None:
    """L210: «Její úroveň také nabývá hodnoty 1 až 5, výjimečně 6.»"""
    sheet = _hero_with(HELPER)
    for level in (1, 5, 6):
        change = {"path": "pomocnici.0.charakteristika", "value": level}
        edited = ok({"op": "edit", "sheet": sheet, "changes": [change]})
        assert edited["sheet"]["pomocnici"][0]["charakteristika"] == level
    for level in (0, 7):
        bad = api.handle({"op": "edit", "sheet": sheet,
                          "changes": [{"path": "pomocnici.0.charakteristika", "value": level}]})
        assert bad["error"]["code"] == "invalid_input"
        assert bad["error"]["problems"][0]["path"] == "pomocnici.0.charakteristika"
    added = api.handle({"op": "edit", "sheet": sheet,
                        "changes": [{"path": "pomocnici", "op": "append", "value": {**HELPER, "charakteristika": 0}}]})
    assert added["ok"] is False


def test_helpers_get_stable_ids_that_survive_removal_and_reordering() -> None:
    sheet = _hero_with(HELPER, {**HELPER, "jmeno": "sokol"}, {**HELPER, "jmeno": "kůň"})
    assert [h["id"] for h in sheet["pomocnici"]] == ["p1", "p2", "p3"]
    removed = ok({"op": "edit", "sheet": sheet, "changes": [{"path": "pomocnici.0", "op": "remove"}]})["sheet"]
    assert [(h["id"], h["jmeno"]) for h in removed["pomocnici"]] == [("p2", "sokol"), ("p3", "kůň")]
    # a new helper takes an id never handed out before, never a removed helper's one
    again = ok({"op": "edit", "sheet": removed, "changes": [{"path": "pomocnici", "op": "append", "value": HELPER}]})
    assert [h["id"] for h in again["sheet"]["pomocnici"]] == ["p2", "p3", "p4"]
    clash = api.handle({"op": "edit", "sheet": again["sheet"], "changes": [{"path": "pomocnici.1.id", "value": "p2"}]})
    assert clash["ok"] is False
    assert "identifikátor" in clash["error"]["message"]


def test_a_deleted_helpers_id_is_never_handed_to_a_new_helper() -> None:
    """A board links a helper by its id: deleting the helper with the highest id and adding another must not give
    the new one that id (it would take over the deleted helper's board link)."""
    sheet = _hero_with(HELPER, {**HELPER, "jmeno": "sokol"})
    assert ([h["id"] for h in sheet["pomocnici"]], sheet["posledni_pomocnik"]) == (["p1", "p2"], 2)
    removed = ok({"op": "edit", "sheet": sheet, "changes": [{"path": "pomocnici.1", "op": "remove"}]})["sheet"]
    assert removed["posledni_pomocnik"] == 2
    again = ok({"op": "edit", "sheet": removed, "changes": [{"path": "pomocnici", "op": "append", "value": HELPER}]})
    assert ([h["id"] for h in again["sheet"]["pomocnici"]], again["sheet"]["posledni_pomocnik"]) == (["p1", "p3"], 3)
    emptied = ok({"op": "edit", "sheet": again["sheet"], "changes": [{"path": "pomocnici.1", "op": "remove"},
                                                                       {"path": "pomocnici.0", "op": "remove"}]})
    fresh = ok({"op": "edit", "sheet": emptied["sheet"],
                "changes": [{"path": "pomocnici", "op": "append", "value": HELPER}]})
    assert [h["id"] for h in fresh["sheet"]["pomocnici"]] == ["p4"]


def test_released_schema_9_deník_upgrades_remembering_its_highest_helper_id() -> None:
    """Schema 9 (helpers p1 and p3, p2 deleted) → 10: the counter starts at the highest id it still has, 3."""
    raw = (FIXTURES / "drd2-envelope1-sheet9.json").read_text(encoding="utf-8")
    old = json.loads(raw)["sheet"]
    data, was = migrate_sheet("drd2", old)
    assert (was, data["schema_version"], data["posledni_pomocnik"]) == (9, 10, 3)
    assert "posledni_pomocnik" not in old  # a pure step
    added = ok({"op": "edit", "sheet": load_character(raw).envelope["sheet"],
                "changes": [{"path": "pomocnici", "op": "append", "value": HELPER}]})
    assert [h["id"] for h in added["sheet"]["pomocnici"]] == ["p1", "p3", "p4"]
    assert migrate_sheet("drd2", {**old, "pomocnici": []})[0]["posledni_pomocnik"] == 0


def test_schema_6_deník_upgrade_turns_a_helpers_0_into_1_with_a_note_000_l210() -> None:
    saved = json.loads((FIXTURES / "drd2-envelope1-sheet6.json").read_text(encoding="utf-8"))
    before = json.loads(json.dumps(saved))
    loaded = load_character(json.dumps(saved))
    assert saved == before  # loading never touches its input
    assert loaded.migrated_from == 6
    helpers = loaded.sheet.pomocnici  # type: ignore[attr-defined]
    assert [(h.id, h.jmeno, h.charakteristika) for h in helpers] == [("p1", "pes", 3), ("p2", "Žoldnéř Ruprecht", 1)]
    notes = loaded.sheet.upozorneni  # type: ignore[attr-defined]
    assert len(notes) == 1
    assert notes[0].startswith("Pomocník Žoldnéř Ruprecht měl charakteristiku 0; charakteristika má úroveň 1 až 5, "
                               "výjimečně 6 (")
    assert "Nastavena na 1 – zkontroluj ji." in notes[0]
    assert "L210" not in notes[0]
    # the note is shown first on the deník and the player removes it
    view = ok({"op": "view", "sheet": loaded.envelope["sheet"]})["view"]
    first = view["sections"][0]
    assert (first["id"], first["fields"][0]["items"][0]["fields"][0]["value"]) == ("upozorneni", notes[0])
    cleared = ok({"op": "edit", "sheet": loaded.envelope["sheet"],
                  "changes": [{"path": "upozorneni.0", "op": "remove"}]})
    assert cleared["sheet"]["upozorneni"] == []
    assert all(s["id"] != "upozorneni" for s in cleared["view"]["sections"])


def test_a_deník_without_a_helper_at_0_gets_no_note() -> None:
    v6 = {"system": "drd2", "schema_version": 6, "name": "Haken",
          "pomocnici": [{"jmeno": "pes", "charakteristika": 2}, {"jmeno": "sokol", "charakteristika": 6}]}
    data, was = migrate_sheet("drd2", v6)
    assert (was, data["upozorneni"], [h["id"] for h in data["pomocnici"]]) == (6, [], ["p1", "p2"])
    assert "id" not in v6["pomocnici"][0]  # a pure step


def _board(**person: Any) -> dict[str, Any]:
    return {"system": "drd2_konflikt", "schema_version": 11, "name": "K", "strany": [{"nazev": "A"}, {"nazev": "B"}],
            "ucastnici": [{"jmeno": "lapka", "druh": "bytost", "strana": 1, "ohrozeni": 2, **person}]}


def test_a_board_beings_charakteristika_0_is_refused_000_l210() -> None:
    for level in (1, 6):
        assert ok({"op": "view", "sheet": _board(charakteristika=level)})
    for level in (0, 7):
        bad = api.handle({"op": "view", "sheet": _board(charakteristika=level)})
        assert bad["error"]["code"] == "invalid_input"
    board = ok({"op": "new_sheet", "system": "drd2_konflikt", "name": "K"})["sheet"]
    bad = api.handle({"op": "edit", "sheet": board, "changes": [{"path": "ucastnici.1.charakteristika", "value": 0}]})
    assert bad["error"]["problems"][0]["path"] == "ucastnici.1.charakteristika"


def test_the_clash_level_defaults_to_a_beings_charakteristika_and_0_for_a_hero_000_l210_l214() -> None:
    """A hero's level is the profession's, typed; 0 stays possible: no profession the skill falls under (L214)."""
    fields = {f.path: f for f in BOARD.action("stret").form(new_board("K"))}
    assert (fields["uroven_0"].value, fields["uroven_1"].value) == (0, 2)  # type: ignore[union-attr]
    assert fields["uroven_0"].min == 0  # type: ignore[union-attr]


def test_schema_4_board_upgrade_turns_a_beings_0_into_1_with_a_note_000_l210() -> None:
    saved = json.loads((FIXTURES / "drd2_konflikt-envelope1-sheet4.json").read_text(encoding="utf-8"))
    loaded = load_character(json.dumps(saved))
    assert loaded.migrated_from == 4
    people = loaded.sheet.ucastnici  # type: ignore[attr-defined]
    assert [(p.jmeno, p.charakteristika) for p in people] == [("Vlkodav", 1), ("pes", 1), ("lapka", 1),
                                                             ("náčelník", 3)]
    notes = loaded.sheet.upozorneni  # type: ignore[attr-defined]
    # the hero's field is unused (a hero adds a profession's level): no note for it
    assert [n.split(" měl ")[0] for n in notes] == ["pes", "lapka"]
    assert all("výjimečně 6" in n and "L210" not in n for n in notes)
    view = ok({"op": "view", "sheet": loaded.envelope["sheet"]})["view"]
    assert view["sections"][0]["id"] == "upozorneni"
