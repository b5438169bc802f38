"""The same facade calls give the same answers in CPython (here) and in the browser's Pyodide (issue 2)."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from py_rules.api import handle
from py_rules.systems import available

# Run inside the page: a fresh engine worker, the commands sent one by one, the replies collected.
RUN_IN_WORKER = """async (commands) => {
  const worker = new Worker("./worker.js", { type: "module" });
  const replies = [];
  for (let id = 0; id < commands.length; id++) {
    replies.push(await new Promise((resolve, reject) => {
      worker.onmessage = (e) => {
        if (e.data.id === id) resolve(e.data);
        else if (e.data.type === "fatal") reject(e.data.message);
      };
      worker.postMessage({ id, cmd: commands[id] });
    }));
  }
  worker.terminate();
  return replies.map(({ id, ...reply }) => reply);
}"""

VOLATILE = {"at", "saved_at", "python"}


def scrub(value: Any) -> Any:
    """Drop values that legitimately differ between runs (timestamps, the Python version)."""
    if isinstance(value, dict):
        return {k: scrub(v) for k, v in value.items() if k not in VOLATILE}
    if isinstance(value, list):
        return [scrub(v) for v in value]
    return value


def commands() -> list[dict[str, Any]]:
    base: list[dict[str, Any]] = [
        {"op": "version"},
        {"op": "systems"},
        {"op": "roll", "expression": "4k6kh3+2", "seed": 1234},
        {"op": "roll", "expression": "2k6", "dice": [6, 5], "target": 9},
        {"op": "roll", "expression": "k6!", "seed": 99},
        {"op": "odds", "expression": "10k10kh3", "target": 25},
        {"op": "odds", "expression": "4dF"},
        {"op": "roll", "expression": "2x6"},
        {"op": "nope"},
    ]
    for system_id in available():
        created = handle({"op": "new_sheet", "system": system_id, "name": "Zkouška"})
        base.append({"op": "new_sheet", "system": system_id, "name": "Zkouška"})
        if not created["ok"]:
            continue
        base.append({"op": "help", "system": system_id})
        sheet = created["result"]["sheet"]
        for form in created["result"]["actions"]:
            params = {p["path"]: p["value"] for p in form["params"] if p.get("path")}
            base.append({"op": "action_odds", "sheet": sheet, "action": form["id"], "params": params})
            base.append({"op": "act", "sheet": sheet, "action": form["id"], "params": params, "seed": 7})
    return base


def test_cpython_and_pyodide_agree(page: Page) -> None:
    cmds = commands()
    expected = [scrub(json.loads(json.dumps(handle(c), ensure_ascii=False))) for c in cmds]
    actual = [scrub(r) for r in page.evaluate(RUN_IN_WORKER, cmds)]
    assert len(actual) == len(expected)
    for command, want, got in zip(cmds, expected, actual, strict=True):
        assert got == want, command
