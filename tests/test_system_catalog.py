"""The game picker's catalogue (py_rules/systems/catalog.json) says what each game's SYSTEM says, and
listing the games imports none of them (issue 11: the first `systems` reply must not build every model)."""

from __future__ import annotations

import json

import pytest

from py_rules import systems
from py_rules.api import handle


def _from_game(system_id: str) -> dict[str, str]:
    s = systems.get_system(system_id)
    return {"title": s.title, "description": s.description, "kind": s.kind, "game": s.game or s.id}


def test_catalogue_lists_exactly_the_registered_games() -> None:
    assert list(systems.catalog()) == list(systems.SYSTEM_MODULES)


@pytest.mark.parametrize("system_id", list(systems.SYSTEM_MODULES))
def test_catalogue_entry_matches_the_game(system_id: str) -> None:
    want = _from_game(system_id)
    got = systems.catalog()[system_id]
    assert got == want, (
        f"py_rules/systems/catalog.json is out of date for {system_id!r}; set it to "
        f"{json.dumps(want, ensure_ascii=False)}"
    )


def test_systems_reply_imports_no_game(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_game(system_id: str) -> None:
        raise AssertionError(f"listing the games loaded {system_id}")

    monkeypatch.setattr(systems, "get_system", no_game)
    reply = handle({"op": "systems"})
    assert reply["ok"], reply
    assert [s["id"] for s in reply["result"]["systems"]] == list(systems.SYSTEM_MODULES)
    assert reply["result"]["unavailable"] == []


def test_a_game_outside_the_catalogue_is_described_by_importing_it(fake_system: str) -> None:
    listed = {s["id"]: s for s in handle({"op": "systems"})["result"]["systems"]}
    assert listed[fake_system]["kind"] == "character"
    assert listed["drd2"] == {"id": "drd2", **systems.catalog()["drd2"]}
