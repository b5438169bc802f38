"""Every action's result is validated again by the saved model, so no action can hand back a half-valid
sheet (e.g. Výhoda above its bound); a breach becomes a Czech ``RuleViolation`` instead."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import ValidationError

from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Links, SheetBase
from py_rules.validation import translate

__all__ = ["checked_actions", "checked_linked"]

S = TypeVar("S", bound=SheetBase)


def _checked(
    model: type[S],
    perform: Callable[[S, Any, DiceBox], ActionOutcome[S]],
) -> Callable[[S, Any, DiceBox], ActionOutcome[S]]:
    def run(sheet: S, params: Any, box: DiceBox) -> ActionOutcome[S]:
        return _valid(model, perform(sheet, params, box))

    return run


def _valid(model: type[S], outcome: ActionOutcome[S]) -> ActionOutcome[S]:
    try:
        valid = model.model_validate(outcome.sheet.model_dump())
    except ValidationError as exc:
        raise RuleViolation(translate(exc, "Výsledek akce by porušil meze deníku").message) from None
    return dataclasses.replace(outcome, sheet=valid)


def checked_linked(
    model: type[S],
    perform: Callable[[S, Any, DiceBox, Links], ActionOutcome[S]],
) -> Callable[[S, Any, DiceBox, Links], ActionOutcome[S]]:
    """A linked perform followed by a full validation of the new sheet (the facade validates linked sheets)."""

    def run(sheet: S, params: Any, box: DiceBox, links: Links) -> ActionOutcome[S]:
        return _valid(model, perform(sheet, params, box, links))

    return run


def checked_actions(model: type[S], actions: tuple[Action[S, Any], ...]) -> tuple[Action[S, Any], ...]:
    """The same actions, each perform followed by a full validation of the new sheet."""
    return tuple(dataclasses.replace(a, perform=_checked(model, a.perform)) for a in actions)
