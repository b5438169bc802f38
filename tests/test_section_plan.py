"""The sheet in play (issue 25 item 5): which sections matter at the table is data each game declares
(``SectionPlan``); the facade puts them first, marked "play", and marks the rest "creation" or "rare"."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.api import handle
from py_rules.systems import available, get_system

# Sections a game shows only in some states (a decision waiting, a blocked action, a general clash, the last
# Fate roll), so a new sheet does not have them.
CONDITIONAL = {"ceka", "zablokovane", "stret", "posledni_hod", "upozorneni"}  # upozorneni: only after an upgrade


def new_view(system_id: str) -> dict[str, Any]:
    view: dict[str, Any] = handle({"op": "new_sheet", "system": system_id, "name": "Zkouška"})["result"]["view"]
    return view


@pytest.mark.parametrize("system_id", available())
def test_every_game_plans_its_sections_by_the_ids_its_view_uses(system_id: str) -> None:
    plan = get_system(system_id).sections
    assert plan is not None, system_id
    shown = {section["id"] for section in new_view(system_id)["sections"]}
    assert set(plan.play) | set(plan.creation) <= shown | CONDITIONAL
    assert not set(plan.play) & set(plan.creation)
    assert set(plan.play) & shown, "a new sheet shows something that changes in play"


@pytest.mark.parametrize("system_id", available())
def test_play_sections_come_first_in_the_games_order_and_the_rest_keep_theirs(system_id: str) -> None:
    plan = get_system(system_id).sections
    assert plan is not None
    sections = new_view(system_id)["sections"]
    uses = [section["use"] for section in sections]
    played = uses.count("play")
    assert uses[:played] == ["play"] * played
    assert "play" not in uses[played:]
    ids = [section["id"] for section in sections]
    assert ids[:played] == [i for i in plan.play if i in ids]
    system = get_system(system_id)
    if system.links is None:  # the view as the game builds it: the rest keeps that order
        built = [section.id for section in system.view(system.new_sheet("Zkouška")).sections]
        assert ids[played:] == [i for i in built if i not in plan.play]
    for section in sections:
        assert section["use"] == ("play" if section["id"] in plan.play else
                                  "creation" if section["id"] in plan.creation else "rare")


def test_a_drd2_sheet_shows_its_resources_and_skills_first_and_folds_the_hero_and_the_notes() -> None:
    uses = {section["id"]: section["use"] for section in new_view("drd2")["sections"]}
    assert [s["id"] for s in new_view("drd2")["sections"]][:3] == ["zdroje", "povolani", "jizvy"]
    assert (uses["hrdina"], uses["poznamky"], uses["majetek"]) == ("creation", "rare", "rare")
