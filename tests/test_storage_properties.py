"""Property: any sheet of any game survives pack → JSON text → open unchanged (issue 9).

Sheets are reached the way a player reaches them: from ``new_sheet`` through edits of the fields the
view shows (Hypothesis chooses the fields and values, the game's model accepts or refuses each edit).
The save is then packed, turned into text as the page stores it, opened again, exported and imported.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from py_rules.api import handle
from py_rules.systems import available
from tests.storage_support import TEXTS, editable_fields, random_change

TEXT = st.one_of(st.sampled_from(TEXTS), st.text(max_size=90))


@st.composite
def edited(draw: st.DrawFn, system_id: str) -> dict[str, Any]:
    presented = handle({"op": "new_sheet", "system": system_id, "name": draw(TEXT.filter(lambda t: t.strip()))
                        [:80] or "A"})
    if not presented["ok"]:
        presented = handle({"op": "new_sheet", "system": system_id, "name": "A"})
    current: dict[str, Any] = presented["result"]
    for _ in range(draw(st.integers(0, 12))):
        fields = sorted(editable_fields(current["view"]), key=lambda f: f["path"])
        if not fields:
            break
        field = draw(st.sampled_from(fields))
        change = random_change(field, lambda options: draw(st.sampled_from(options)),
                               lambda low, high: draw(st.integers(low, high)), lambda: draw(TEXT))
        reply = handle({"op": "edit", "sheet": current["sheet"], "changes": [change]})
        if reply["ok"]:
            current = reply["result"]
    return current


@pytest.mark.parametrize("system_id", available())
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), revision=st.integers(1, 2**53 - 1))
def test_any_sheet_survives_save_and_load(system_id: str, data: st.DataObject, revision: int) -> None:
    presented = data.draw(edited(system_id))
    packed = handle({"op": "pack", "id": "c-1", "sheet": presented["sheet"], "revision": revision})
    envelope = packed["result"]["envelope"]
    text = json.dumps(envelope, ensure_ascii=False)  # what localStorage holds
    opened = handle({"op": "open", "save": text})
    assert opened["ok"], opened
    assert opened["result"]["envelope"] == envelope
    assert opened["result"]["sheet"] == presented["sheet"]
    assert opened["result"]["view"] == presented["view"]
    exported = handle({"op": "export", "saves": [text]})["result"]["text"]
    imported = handle({"op": "import", "text": exported})["result"]
    assert [c["envelope"] for c in imported["characters"]] == [envelope]
