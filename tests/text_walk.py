"""Walk the facade like a player and check every text it returns (issue 25 item 3).

``walk(rng, system_id, steps)`` opens a new sheet, changes its fields and runs its actions with generated
params (valid and invalid ones) through :func:`py_rules.api.handle`, and yields every player-facing string of
every reply. ``faults(text)`` names what is wrong with one string: a line citation of a rule file, an internal
note, a field id, English, a raw Python value, dice notation instead of words, a doubled full stop or a double
space.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

from py_rules import api
from py_rules.systems import get_system

__all__ = ["FAULTS", "SECOND_PERSON", "faults", "player_texts", "walk"]

# key → whether its string values are ids/data rather than text a player reads
_NOT_TEXT = {"path", "id", "kind", "tone", "outcome", "system", "at", "expression", "probability", "action",
             "sheet", "envelope", "new_item", "code", "links", "details", "notation", "canonical",
             "dice"}  # an action's dice: the notation the shell reads physical dice by (a roll's: faces)

# English words that are not also Czech words (no «to», «most», «list», «je»…)
_ENGLISH = (r"\b(?:or|and|the|should|valid|input|field|required|missing|string|integer|value|error|dict|"
            r"must|none|true|false|null|with|from|least|unknown|expected|invalid|greater|less|than|equal|"
            r"default|literal|enum|type|got)\b")

FAULTS: dict[str, re.Pattern[str]] = {
    "line citation": re.compile(r"\bř\.\s*\d|\břádk\w*\s+\d|\b\d{3}:L\d|\bL\d+\b|\bseed\b", re.IGNORECASE),
    # («Volba 6» is the title of an app's choice in the help, and «Volby aplikace › Volba 6» cites it)
    "internal note": re.compile(r"digest|§|(?<!› )(?<!^)\bvolba\s+\d+|\bbod\s+\d+[–-]\d+|\bTODO\b|\bFIXME\b",
                                re.IGNORECASE),
    "field id": re.compile(r"\(pole\s+[a-z_][a-z0-9_.]*\)|pole\s+„[a-z_][a-z0-9_.]*“"),
    "English": re.compile(_ENGLISH, re.IGNORECASE),
    # (the D&D rules document is called «SRD 5.1»)
    "raw Python value": re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|(?<![\d.])(?<!SRD )\d+\.\d+(?![\d.])|\[\]|\{\}|'\w+'"),
    # notation instead of words: «3k6kh2», «2k20kl1», «4dF», a dropped die «~2~», «k10 = 1 +0»
    "dice notation": re.compile(r"\d*k\d+[kd][hl]\d|\b\d*[kd]F\b|~\d+~|\bk\d+ = \d+ [+-]\d+"),
    "doubled full stop": re.compile(r"(?<!\.)\.\s*\.(?!\.)|\.\)\.|…\."),
    "double space": re.compile(r"\S {2,}\S| +$|^ +"),
}

# A board speaks about its participants in the third person or by name («Ork ohrožuje 2 protivníky»), never to
# them («ohrožuješ»): a verb in the 2nd person singular present (-eš, -íš, -áš; not «náš», «váš») or «ty»'s
# pronouns and possessives. An instruction to the game master («Popiš», «Vyber») is an imperative: allowed.
SECOND_PERSON = re.compile(r"\b(?!(?:náš|váš|koš|guláš)\b)\w+(?:eš|íš|áš|ěš)\b|\b(?:jsi|tvůj|tvoj\w*|tvá|tvé|"
                           r"tvých|tvým|tvou|tvého|tvému|tebe|tobě|tě|ses|sis)\b", re.IGNORECASE)


def faults(text: str) -> list[str]:
    """The names of the faults in one player text (empty when it is fine)."""
    return [name for name, pattern in FAULTS.items() if pattern.search(text)]


def player_texts(reply: Any, key: str = "") -> Iterator[str]:
    """Every string a player reads in a facade reply (ids, paths, saved data and option values skipped)."""
    if isinstance(reply, dict):
        is_option = set(reply) == {"value", "label"}
        is_field = "kind" in reply and "label" in reply
        for k, v in reply.items():
            if k in _NOT_TEXT or (k == "value" and (is_option or (is_field and reply.get("kind") != "stat"))):
                continue
            yield from player_texts(v, k)
    elif isinstance(reply, list):
        for item in reply:
            yield from player_texts(item, key)
    elif isinstance(reply, str) and reply:
        yield reply


def _fields(view: Any) -> Iterator[dict[str, Any]]:
    if isinstance(view, dict):
        if "kind" in view and "label" in view:
            yield view
        for v in view.values():
            yield from _fields(v)
    elif isinstance(view, list):
        for item in view:
            yield from _fields(item)


def _value(rng: random.Random, field: dict[str, Any]) -> Any:
    """A value for one form field: mostly valid (an option, a number in bounds), sometimes not."""
    kind = field["kind"]
    if rng.random() < 0.08:  # invalid input: the error text is player text too
        return rng.choice(["neznámá", -99, 10_000, None, "x" * 3])
    if kind == "select" and field.get("options"):
        return rng.choice(field["options"])["value"]
    if kind in ("number", "track"):
        low = field["min"] if field.get("min") is not None else -3
        high = field["max"] if field.get("max") is not None else low + 12
        return rng.choice([low, high, rng.randint(low, min(high, low + 12))])
    if kind == "toggle":
        return rng.random() < 0.5
    if kind == "text":
        return rng.choice(["Ork", "Skřet", "Vlk"])
    return field.get("value")


def _params(rng: random.Random, form: dict[str, Any]) -> dict[str, Any]:
    params = {}
    for field in form["params"]:
        if field.get("path") and "." not in field["path"] and not field.get("readonly"):
            params[field["path"]] = field["value"] if rng.random() < 0.4 else _value(rng, field)
    return params


def _edits(rng: random.Random, view: Any) -> list[dict[str, Any]]:
    editable = [f for f in _fields(view) if f.get("path") and f["kind"] in ("number", "track", "toggle", "select")]
    chosen = rng.sample(editable, min(len(editable), rng.randint(0, 4)))
    return [{"op": "set", "path": f["path"], "value": _value(rng, f)} for f in chosen]


def _add_items(rng: random.Random, view: Any) -> list[dict[str, Any]]:
    lists = [f for f in _fields(view) if f["kind"] == "list" and f.get("path") and f.get("new_item") is not None]
    if not lists or rng.random() < 0.5:
        return []
    chosen = rng.choice(lists)
    return [{"op": "append", "path": chosen["path"], "value": chosen["new_item"]}]


def walk(rng: random.Random, system_id: str, rounds: int) -> Iterator[tuple[str, str]]:
    """``(where, text)`` for every player text a player meets on a new sheet of a game: its help and reference,
    then ``rounds`` rounds of play, each an edit of a few fields (valid values and invalid ones) and every
    action of the game with generated params (odds, then the action; its new sheet is played on)."""
    reply = api.handle({"op": "new_sheet", "system": system_id, "name": "Ork"})
    state = reply["result"]
    yield from ((f"{system_id} new_sheet", t) for t in player_texts(state))
    help_reply = api.handle({"op": "help", "system": system_id})
    assert help_reply["ok"], help_reply  # (asked with a query it was refused, so no help was ever read)
    yield from ((f"{system_id} help", t) for t in player_texts(help_reply))
    if get_system(system_id).reference is not None:
        tables = api.handle({"op": "reference", "system": system_id, "query": ""})
        assert tables["ok"], tables
        yield from ((f"{system_id} reference", t) for t in player_texts(tables))
    for _ in range(rounds):
        changes = _edits(rng, state["view"]) + _add_items(rng, state["view"])
        if changes:
            got = api.handle({"op": "edit", "sheet": state["sheet"], "changes": changes})
            yield from ((f"{system_id} edit", t) for t in player_texts(got))
            state = got["result"] if got["ok"] else state
        for form in state["actions"]:
            params = _params(rng, form)
            command = {"sheet": state["sheet"], "action": form["id"], "params": params}
            odds = api.handle({"op": "action_odds", **command})
            yield from ((f"{system_id} odds {form['id']}", t) for t in player_texts(odds))
            got = api.handle({"op": "act", **command, "seed": rng.randint(0, 10**6)})
            yield from ((f"{system_id} act {form['id']}", t) for t in player_texts(got))
            state = got["result"] if got["ok"] else state
