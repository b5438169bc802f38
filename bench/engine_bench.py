"""Engine speed in CPython (issue 11): every game's every action on a fresh sheet, through the facade.

    python bench/engine_bench.py [--repeat 25]

For each game a sheet is made with ``new_sheet``; then, for each action its form offers, with the form's
defaults, the bench times:
- the rule applied to the sheet: the action's ``perform`` (roll, resolve, the new sheet) — target ≤ 1 ms;
- ``act`` through ``handle_json`` as the browser worker calls it: the page's whole round in Python (JSON,
  validating the sheet and params, the rule, the new sheet's view and every action form) — printed;
- ``action_odds`` through ``handle_json``: the exact odds of that roll — target ≤ 20 ms.
It prints, per game, the slowest action's median of each, and checks the targets.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from py_rules.api import handle, handle_json
from py_rules.errors import RulesError
from py_rules.systems import available, get_system
from py_rules.systems.base import DiceBox

ACT_TARGET_MS = 1.0
ODDS_TARGET_MS = 20.0


def median_ms(command: dict[str, Any], repeat: int) -> float:
    text = json.dumps(command)
    handle_json(text)  # the first call of a kind may build caches; a player pays it once
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        handle_json(text)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def perform_ms(system_id: str, sheet_json: dict[str, Any], action_id: str, params_json: dict[str, Any],
               repeat: int) -> float:
    """Median time of the rule alone: ``perform`` on a validated sheet (a refusal counts: it is an answer)."""
    system = get_system(system_id)
    sheet = system.sheet_model.model_validate(sheet_json)
    action = system.action(action_id)
    params = action.params_model.model_validate(params_json)
    times = []
    for _ in range(repeat + 1):
        start = time.perf_counter()
        with contextlib.suppress(RulesError):
            action.perform(sheet, params, DiceBox(random.Random(7)))
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times[1:])


def game_figures(system_id: str, repeat: int) -> list[tuple[str, float, float, float | None]]:
    """(action id, rule median ms, facade act median ms, odds median ms or None) for every action."""
    created = handle({"op": "new_sheet", "system": system_id, "name": "Zkouška"})
    if not created["ok"]:
        raise SystemExit(f"{system_id}: new_sheet failed: {created['error']}")
    sheet = created["result"]["sheet"]
    rows = []
    for form in created["result"]["actions"]:
        params = {p["path"]: p["value"] for p in form["params"] if p.get("path")}
        base = {"sheet": sheet, "action": form["id"], "params": params}
        act = median_ms({"op": "act", **base, "seed": 7}, repeat)
        odds_reply = handle({"op": "action_odds", **base})
        has_odds = odds_reply["ok"] and odds_reply["result"]["outcomes"]
        odds = median_ms({"op": "action_odds", **base}, repeat) if has_odds else None
        rows.append((form["id"], perform_ms(system_id, sheet, form["id"], params, repeat), act, odds))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=25)
    args = parser.parse_args()
    print(f"Engine in CPython {sys.version.split()[0]}, through the facade, median of {args.repeat} per action")
    print(f"{'game':<14} {'actions':>7} {'slowest rule applied':>26} {'slowest act via facade':>26} "
          f"{'slowest exact odds':>26}")
    worst_rule = worst_odds = 0.0
    for system_id in available():
        rows = game_figures(system_id, args.repeat)
        cells = []
        for column in (1, 2, 3):
            timed = [r for r in rows if r[column] is not None]
            if not timed:
                cells.append("—")
                continue
            slowest = max(timed, key=lambda r: r[column] or 0.0)
            cells.append(f"{slowest[0]} {slowest[column]:.2f} ms")
            if column == 1:
                worst_rule = max(worst_rule, slowest[1])
            if column == 3:
                worst_odds = max(worst_odds, slowest[3] or 0.0)
        print(f"{system_id:<14} {len(rows):>7} {cells[0]:>26} {cells[1]:>26} {cells[2]:>26}")
    act_ok, odds_ok = worst_rule <= ACT_TARGET_MS, worst_odds <= ODDS_TARGET_MS
    print(f"slowest rule applied: {worst_rule:.3f} ms (target ≤ {ACT_TARGET_MS:g} ms) {'ok' if act_ok else 'MISSED'}")
    print(f"slowest exact odds:   {worst_odds:.2f} ms (target ≤ {ODDS_TARGET_MS:g} ms) {'ok' if odds_ok else 'MISSED'}")
    return 0 if act_ok and odds_ok else 1


if __name__ == "__main__":
    sys.exit(main())
