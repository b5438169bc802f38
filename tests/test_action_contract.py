"""Property (issue 18): every action of every game, run through the facade's ``act`` with the params a player
can enter in its form, over sheets evolved by the actions before it, is either done or refused in Czech.

A chain starts from ``new_sheet``; each step picks one of the actions the facade presents for the current
sheet and fills its form from the form's own field descriptors (a select's options, a number between its
min and max, a toggle, a text), with a seed for the dice. A board that links saves of another game (the
DrD2 conflict) gets a roster of such saves and sends the ones it links, as the shell does. Every reply must
be ``ok`` with a sheet its game's model accepts again (and each linked sheet likewise), or a refusal with a
Czech message: never an exception, never code ``internal``; and a refusal changes nothing. The exact odds
the form shows before the roll (``action_odds``) are asked first and held to the same bar.

Deterministic (``derandomize``, no example database) and bounded: CONTRACT_EXAMPLES chains of at most
MAX_STEPS actions per game (``DRUZINA_CONTRACT_EXAMPLES=500`` explores further, still deterministically).
"""

from __future__ import annotations

import copy
import json
import os
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from py_rules.api import handle, handle_json
from py_rules.systems import available, get_system

CONTRACT_EXAMPLES = int(os.environ.get("DRUZINA_CONTRACT_EXAMPLES", "40"))
MAX_STEPS = 8
REFUSALS = {"rule_violation", "invalid_input", "dice_error", "dice_limit", "dice_syntax"}
# What pydantic, Python or a traceback would say: never part of what a player reads.
FOREIGN = ("Traceback", "Error", "Exception", "Input should", "Field required", "Value error", "None", "object has")
TEXTS = ["Ťapka", "Žluťoučký kůň", "<img src=x onerror=alert(1)>", "🐉", "  mezery  ", "x" * 120, ""]
TEXT = st.one_of(st.sampled_from(TEXTS), st.text(max_size=40))
HEROES = ("h-1", "h-2")


def _value(draw: st.DrawFn, field: dict[str, Any]) -> Any:
    """A value a player can enter in one form field, from its descriptor."""
    kind = field["kind"]
    if kind == "select":
        options = [o["value"] for o in field.get("options") or []]
        return draw(st.sampled_from(options)) if options else field.get("value")
    if kind == "toggle":
        return draw(st.booleans())
    if kind in ("number", "track"):
        low, high = field["min"], field["max"]
        edges = st.sampled_from(sorted({low, high, field.get("value") if isinstance(field.get("value"), int) else low}))
        return draw(st.one_of(edges, st.integers(low, high)))
    return draw(TEXT)


@st.composite
def _params(draw: st.DrawFn, form: dict[str, Any]) -> dict[str, Any]:
    """The action's form as a player leaves it: each field at its default or changed."""
    params: dict[str, Any] = {}
    for field in form["params"]:
        if field.get("path"):
            params[field["path"]] = _value(draw, field) if draw(st.booleans()) else field.get("value")
    return params


def _czech_refusal(reply: dict[str, Any], step: str) -> None:
    error = reply["error"]
    assert error["code"] != "internal", f"{step}: our bug\n{reply.get('fault', {}).get('trace')}"
    assert error["code"] in REFUSALS, f"{step}: {error}"
    message = error["message"]
    assert isinstance(message, str), step
    assert message.strip(), step
    assert not any(word in message for word in FOREIGN), f"{step}: {message}"


def _valid(system_id: str, result: dict[str, Any], step: str) -> None:
    """The reply's sheet, and each linked sheet, is accepted again by its game's model."""
    system = get_system(system_id)
    system.sheet_model.model_validate(result["sheet"])
    assert result["view"]["sections"], step
    if system.links is not None:
        linked_model = get_system(system.links.system).sheet_model
        for change in result["linked"].values():
            linked_model.model_validate(change["sheet"])


def _odds_shown(command: dict[str, Any], step: str) -> None:
    """The exact odds the form shows before the roll: they sum to 1 (or there are none), or a Czech refusal."""
    asked = {key: value for key, value in command.items() if key != "seed"} | {"op": "action_odds"}
    reply = json.loads(handle_json(json.dumps(asked)))
    if not reply["ok"]:
        _czech_refusal(reply, f"odds of {step}")
        return
    total = sum(Fraction(o["probability"]) for o in reply["result"]["outcomes"])
    assert total in (0, 1), f"odds of {step}: {total}"


class _Table:
    """The state a chain evolves: the presented sheet, and the linked saves (by id) a board can use."""

    def __init__(self, system_id: str) -> None:
        self.system_id = system_id
        created = handle({"op": "new_sheet", "system": system_id, "name": "Zkouška"})
        assert created["ok"], created
        self.presented: dict[str, Any] = created["result"]
        spec = get_system(system_id).links
        self.saves: dict[str, dict[str, Any]] = {}
        if spec is not None:
            for number, save_id in enumerate(HEROES, 1):
                hero = handle({"op": "new_sheet", "system": spec.system, "name": f"Hrdina {number}"})
                self.saves[save_id] = hero["result"]["sheet"]

    def command(self, action: str, params: dict[str, Any], seed: int) -> dict[str, Any]:
        command = {"op": "act", "sheet": self.presented["sheet"], "action": action, "params": params, "seed": seed}
        links = self.presented.get("links")
        if links is not None:
            command["roster"] = {save_id: sheet["name"] for save_id, sheet in self.saves.items()}
            command["linked"] = {i: self.saves[i] for i in links["ids"] if i in self.saves}
        return command

    def accept(self, result: dict[str, Any]) -> None:
        self.presented = result
        for save_id, change in result["linked"].items():
            self.saves[save_id] = change["sheet"]


@pytest.mark.parametrize("system_id", available())
# pydantic warns when it dumps a result holding a dict where a model belongs (a half-built sheet): our bug.
@pytest.mark.filterwarnings("error::UserWarning")
@settings(max_examples=CONTRACT_EXAMPLES, derandomize=True, database=None, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_every_action_is_done_or_refused_in_czech(system_id: str, data: st.DataObject) -> None:
    table = _Table(system_id)
    for number in range(data.draw(st.integers(1, MAX_STEPS), label="steps")):
        form = data.draw(st.sampled_from(table.presented["actions"]), label="action")
        params = data.draw(_params(form), label=f"params of {form['id']}")
        command = table.command(form["id"], params, data.draw(st.integers(0, 2**32 - 1), label="seed"))
        step = f"step {number + 1}: {system_id} {form['id']} {params}"
        _odds_shown(command, step)
        sent = copy.deepcopy(command)
        reply = json.loads(handle_json(json.dumps(command)))
        assert command == sent, f"{step}: the facade changed its input"
        if reply["ok"]:
            _valid(system_id, reply["result"], step)
            table.accept(reply["result"])
        else:
            _czech_refusal(reply, step)
            assert "result" not in reply, step
