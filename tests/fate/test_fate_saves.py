"""Saving and loading Fate sheets and scenes (schema_version 1, no migrations yet)."""

from __future__ import annotations

import json

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
    assert SYSTEM.migrations == {}


def test_scene_round_trips_through_a_save() -> None:
    scene = SCENE.new_sheet("Nikdynikdy").model_copy(update={"aspects": [
        SceneAspect(text="Temná věž", free_invokes=2, holder="Marie")]})
    loaded = load_character(json.dumps(make_envelope("scena", scene, "2026-11-22T00:00:00Z")))
    assert loaded.sheet == scene
