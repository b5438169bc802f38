"""Shared helpers of the D&D 5e tests (imported by name; pytest puts this folder on sys.path)."""

from __future__ import annotations

from typing import Any

from py_rules.systems.base import ActionOutcome, DiceBox
from py_rules.systems.dnd5e import SYSTEM, new_sheet
from py_rules.systems.dnd5e.sheet import DnD5eSheet


def make(**updates: Any) -> DnD5eSheet:
    """A fresh sheet with nested updates merged in and validated."""
    data = new_sheet("Zkouška").model_dump()
    for key, value in updates.items():
        data[key] = {**data[key], **value} if isinstance(value, dict) and isinstance(data[key], dict) else value
    return DnD5eSheet.model_validate(data)


def act(sheet: DnD5eSheet, action_id: str, dice: list[int] | None = None, **params: Any) -> ActionOutcome[Any]:
    """Perform an action with physical dice; every die must be used."""
    action = SYSTEM.action(action_id)
    box = DiceBox(physical=dice or [])
    outcome = action.perform(sheet, action.params_model.model_validate(params), box)
    box.finish()
    return outcome


def odds(sheet: DnD5eSheet, action_id: str, **params: Any) -> dict[str, str]:
    action = SYSTEM.action(action_id)
    assert action.odds is not None
    result = action.odds(sheet, action.params_model.model_validate(params))
    return {o.outcome: o.probability for o in result.outcomes}


def summary(sheet: DnD5eSheet, action_id: str, **params: Any) -> str:
    action = SYSTEM.action(action_id)
    assert action.odds is not None
    return action.odds(sheet, action.params_model.model_validate(params)).summary
