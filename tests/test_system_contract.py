"""Every registered game fulfils the contract of py_rules.systems.base (run over all games)."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from typing import Any

import pytest

from py_rules import api
from py_rules.errors import RuleViolation
from py_rules.storage import load_character, make_envelope
from py_rules.systems import available, get_system
from py_rules.systems.base import DiceBox

SYSTEMS = available()


def _defaults(form: list[Any]) -> dict[str, Any]:
    return {f.path: f.value for f in form if f.path}


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_new_sheet_views_and_round_trips(system_id: str) -> None:
    system = get_system(system_id)
    sheet = system.new_sheet("Zkouška")
    assert sheet.system == system_id
    assert sheet.schema_version == system.schema_version
    json.dumps(system.view(sheet).model_dump(mode="json"))
    loaded = load_character(json.dumps(make_envelope("c1", sheet, "2026-11-21T00:00:00Z")))
    assert loaded.sheet == sheet


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_migrations_cover_every_old_version(system_id: str) -> None:
    system = get_system(system_id)
    assert set(system.migrations) == set(range(1, system.schema_version))


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_every_action_has_a_form_odds_and_a_pure_perform(system_id: str) -> None:
    system = get_system(system_id)
    sheet = system.new_sheet("Zkouška")
    before = sheet.model_dump()
    for action in system.actions:
        params = action.params_model.model_validate(_defaults(action.form(sheet)))
        if action.odds is not None:
            odds = action.odds(sheet, params)
            total = sum(Fraction(o.probability) for o in odds.outcomes)
            assert total == 1, (action.id, total)
        try:
            outcome_a = action.perform(sheet, params, DiceBox(random.Random(7)))
        except RuleViolation:  # e.g. "nothing to heal": refused in Czech, never half-done
            assert sheet.model_dump() == before, f"{action.id} mutated its input"
            continue
        outcome_b = action.perform(sheet, params, DiceBox(random.Random(7)))
        assert outcome_a == outcome_b, action.id
        assert outcome_a.explanation, action.id
        assert sheet.model_dump() == before, f"{action.id} mutated its input"


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_facade_new_sheet_and_act(system_id: str) -> None:
    created = api.handle({"op": "new_sheet", "system": system_id, "name": "Zkouška"})
    assert created["ok"], created
    sheet = created["result"]["sheet"]
    for form in created["result"]["actions"]:
        params = {p["path"]: p["value"] for p in form["params"] if p.get("path")}
        reply = api.handle({"op": "act", "sheet": sheet, "action": form["id"], "params": params, "seed": 3})
        assert reply["ok"] or reply["error"]["code"] == "rule_violation", (form["id"], reply)
