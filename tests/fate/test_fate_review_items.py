"""The earlier review's findings on the scene and the sheets as one table (issue 22, second pass): one truth for a
linked character's last roll, invokes chosen with a scene roll as the sheet offers them, aspects a waiting action
aims at. All through ``py_rules.api.handle``."""

from __future__ import annotations

from typing import Any

from py_rules.api import handle
from tests.fate.test_fate_scene_table import Table, ok, refused, snapshot


def _sheet_act(sheet: dict[str, Any], action_id: str, dice: list[int] | None = None, **params: Any,
               ) -> dict[str, Any]:
    return handle({"op": "act", "sheet": sheet, "action": action_id, "params": params,
                   **({"dice": dice} if dice is not None else {})})


def test_a_roll_on_the_scene_closes_the_sheets_last_roll_002_l138() -> None:
    """002:L138 an invoke after the dice (+2 or a reroll) goes on the character's last roll. Marie rolls on her
    sheet (overcome by Styl +1 against +2: 0000 → 1, failure), then on the scene (overcome by Spěch +2 against +2:
    000- → 1, failure): her save's own last roll is closed, so its «Vyvolat aspekt po hodu» is refused, pointing to
    the scene, and the scene's «Vyvolat po hodu» invokes on the scene's roll (+2 → 3, success)."""
    t = Table()
    rolled = _sheet_act(t.saves["marie"], "roll", [0, 0, 0, 0], action="overcome", approach="styl", opposition=2)
    assert rolled["ok"], rolled
    t.saves["marie"] = rolled["result"]["sheet"]
    assert t.saves["marie"]["last_roll"]["dice"] == [0, 0, 0, 0]
    scene_roll = ok(t.act("hod", [0, 0, 0, -1], kdo=1, akce="overcome", pristup="spech", opozice=2))
    assert scene_roll["result"]["outcome"] == "failure"
    assert t.saves["marie"]["last_roll"] is None
    assert "Marie: poslední hod v deníku je uzavřený" in " ".join(scene_roll["result"]["changes"])
    stale = _sheet_act(t.saves["marie"], "invoke_after", use="bonus", paid=True, aspect="Čarodějka z Chicaga")
    assert stale["ok"] is False
    assert "Hod na scéně (Fate: scéna) se vyvolává po hodu na scéně" in stale["error"]["message"]
    raised = ok(t.act("po_hodu", placene_1="Čarodějka z Chicaga"))
    assert (raised["result"]["outcome"], raised["result"]["total"]) == ("success", 3)
    assert t.saves["marie"]["fate_points"] == 2
    assert t.saves["marie"]["last_roll"] is None


def test_the_defender_and_the_attacker_rolling_on_the_scene_close_their_sheets_rolls_002_l110_l138() -> None:
    """The attacker's and the defender's last rolls are on the scene (002:L110, L116) once they roll there."""
    t = Table()
    for who in ("marie", "sean"):
        rolled = _sheet_act(t.saves[who], "roll", [1, 1, 1, 1], action="overcome", approach="styl", opposition=0)
        t.saves[who] = rolled["result"]["sheet"]
    # Sean attacks Marie (an ally, the table allows it) by Síla +1: 0000 → 1; Marie defends by Spěch +2: 0000 → 2
    ok(t.act("utok", [0, 0, 0, 0], kdo=2, cil=1, pristup="sila"))
    assert t.saves["sean"]["last_roll"] is None
    assert t.saves["marie"]["last_roll"] is not None
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert t.saves["marie"]["last_roll"] is None
    before = snapshot(t)
    refused(t, _sheet_act(t.saves["marie"], "invoke_after", use="reroll"), "Hod na scéně (Fate: scéna)", before)
