"""Saving and loading Fate sheets and scenes (schema_version 2; version 1 saves are migrated, issue 22)."""

from __future__ import annotations

import json
from pathlib import Path

from py_rules.storage import load_character, make_envelope
from py_rules.systems.base import DiceBox
from py_rules.systems.fate import SYSTEM, new_sheet
from py_rules.systems.fate.actions import ROLL, RollParams
from py_rules.systems.fate.scene import SYSTEM as SCENE
from py_rules.systems.fate.scene.board import SceneAspect
from py_rules.systems.fate.sheet import Stunt


def test_played_sheet_round_trips_through_a_save() -> None:
    sheet = new_sheet("Sean").model_copy(update={"stunts": [Stunt(name="Zemní magie", approach="sila")]})
    sheet = ROLL.perform(sheet, RollParams(action="attack", approach="sila", opposition_kind="active"),
                         DiceBox(physical=[-1, 1, 1, 0, -1, -1, 0, 0])).sheet
    raw = json.dumps(make_envelope("sean", sheet, "2026-11-22T00:00:00Z"))
    loaded = load_character(raw)
    assert loaded.sheet == sheet
    assert loaded.migrated_from is None
    assert set(SYSTEM.migrations) == {1}


def test_scene_round_trips_through_a_save() -> None:
    scene = SCENE.new_sheet("Nikdynikdy").model_copy(update={"aspects": [
        SceneAspect(text="Temná věž", free_invokes=2, holder="Marie")]})
    loaded = load_character(json.dumps(make_envelope("scena", scene, "2026-11-22T00:00:00Z")))
    assert loaded.sheet == scene


FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def test_version_1_sheet_with_a_last_roll_gets_no_named_invokes() -> None:
    """Sheet 1 → 2: an old last roll named no invokes; everything else is kept."""
    saved = json.loads((FIXTURES / "fate-envelope1-sheet1.json").read_text())
    saved["sheet"]["last_roll"] = {"action": "attack", "approach": "sila", "dice": [-1, 1, 1, 0], "modifier": 1,
                                   "opposition": -1, "invokes": 1}
    loaded = load_character(json.dumps(saved))
    assert loaded.migrated_from == 1
    assert loaded.sheet.last_roll is not None
    assert (loaded.sheet.last_roll.invoked, loaded.sheet.last_roll.shifts) == ([], 3)
    assert loaded.sheet.name == saved["sheet"]["name"]


def test_version_1_scene_keeps_its_boosts_without_a_roll_limit() -> None:
    """Scene 1 → 2: rolls start at 0; an old boost outside a conflict has no roll limit (scene end removes it)."""
    saved = json.loads((FIXTURES / "fate_scena-envelope1-sheet1.json").read_text())
    saved["sheet"]["aspects"] = [{"text": "Náskok", "kind": "boost", "free_invokes": 1, "holder": "Genevieve",
                                  "expires_round": None}]
    loaded = load_character(json.dumps(saved))
    assert loaded.migrated_from == 1
    assert loaded.sheet.rolls == 0
    assert [(a.text, a.kind, a.holder) for a in loaded.sheet.aspects] == [("Náskok", "boost", "Genevieve")]
    assert all(a.expires_roll is None for a in loaded.sheet.aspects)
