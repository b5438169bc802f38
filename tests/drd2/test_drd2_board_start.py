"""The board's «Začátek konfliktu» and a running conflict (issue 23): a new board is saved not running (board
schema 8), so the start cannot reset a running conflict and nothing that needs a running conflict happens before
the start (000:L300, L699-L711)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from py_rules import api
from py_rules.storage import migrate_sheet

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
NOT_RUNNING = "Konflikt neprobíhá – ještě nezačal, nebo už skončil"
RUNNING = ("Konflikt už probíhá; Ohrožení se určuje jen na jeho začátku a dál ho mění jen následky akcí. Nový konflikt "
           "začni, až tento ukončíš akcí „Konec konfliktu“ (Pravidla › Průběh vyhodnocení na výpravě › Určení hodnoty "
           "Ohrožení; Pravidla › Vyřazení postavy, opuštění a ukončení konfliktu › Ukončení konfliktu).")


def _reply(sheet: dict[str, Any], action: str, params: dict[str, Any], dice: list[int] | None = None) -> Any:
    command: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params}
    if dice is not None:
        command["dice"] = dice
    return api.handle(command)


def _ok(sheet: dict[str, Any], action: str, params: dict[str, Any], dice: list[int] | None = None) -> dict[str, Any]:
    reply = _reply(sheet, action, params, dice)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]["sheet"]
    return result


def _refused(sheet: dict[str, Any], action: str, params: dict[str, Any]) -> str:
    reply = _reply(sheet, action, params)
    assert not reply["ok"], reply
    assert reply["error"]["code"] == "rule_violation", reply
    message: str = reply["error"]["message"]
    return message


def _new() -> dict[str, Any]:
    reply = api.handle({"op": "new_sheet", "system": "drd2_konflikt", "name": "Přepadení"})
    assert reply["ok"], reply
    sheet: dict[str, Any] = reply["result"]["sheet"]
    return sheet


def test_a_running_conflict_is_not_restarted_000_l300_l699_l711() -> None:
    """L300: Ohrožení is set at the start and afterwards only consequences change it. A second «Začátek konfliktu»
    mid-conflict reset everyone's Ohrožení, Výhoda and initiative; it is refused, and only after «Konec konfliktu»
    (L699–L703) does a new conflict start."""
    new = _new()
    assert new["probiha"] is False
    started = _ok(new, "zacatek", {"ohrozeni": 3})
    assert (started["probiha"], [p["ohrozeni"] for p in started["ucastnici"]]) == (True, [3, 3])
    rolled = _ok(started, "kolo", {}, [6, 6, 1, 2])  # Hrdina 12, Protivník 3 (L582)
    hit = _ok(rolled, "nasledek", {"ucastnik": 1, "nasledek": "ohrozeni_plus", "autor": 0})
    won = _ok(hit, "nasledek", {"ucastnik": 1, "nasledek": "vyhoda"})
    assert ([p["ohrozeni"] for p in won["ucastnici"]], won["ucastnici"][1]["vyhoda"]) == ([3, 4], 1)
    assert [p["stav"] for p in won["ucastnici"]] == ["odehral", "k_dispozici"]
    assert _refused(won, "zacatek", {"ohrozeni": 2}) == RUNNING
    ended = _ok(won, "konec", {})
    assert (ended["probiha"], ended["ucastnici"][1]["vyhoda"]) == (False, 0)  # L703
    again = _ok(ended, "zacatek", {"ohrozeni": 2})
    assert (again["probiha"], [p["ohrozeni"] for p in again["ucastnici"]]) == (True, [2, 2])


def test_nothing_that_needs_a_running_conflict_happens_before_the_start_000_l300() -> None:
    """L300: each participant's Ohrožení is set at the conflict's start; before it there is no round, no action, no
    consequence, no exhaustion and nothing to end. Each refusal leaves the board as it was."""
    new = _new()
    for action, params in (("kolo", {}), ("tah", {"ucastnik": 0}), ("manevr", {"ucastnik": 1, "manevr": "presne"}),
                           ("narocnost", {"ucastnik": 1, "kolik": 1}),
                           ("nasledek", {"ucastnik": 1, "nasledek": "ohrozeni_plus"}),
                           ("vycerpani", {"ucastnik": 1}),
                           ("stret", {"role_0": "aktor", "proti_0": 1, "role_1": "protiaktor", "proti_1": 0}),
                           ("konec", {})):
        assert _refused(new, action, params).startswith(NOT_RUNNING), action
    shown = api.handle({"op": "view", "sheet": new})
    assert shown["ok"], shown
    assert {"label": "Stav", "value": "neprobíhá", "tone": "warn"} in shown["result"]["view"]["badges"]


def test_released_board_7_never_started_stays_running_with_a_note_000_l300_l699() -> None:
    """Schema 7 saved a new board as running, so a board never started and one just started (round 1, no
    initiative rolled: what the start leaves, L300, L582) look the same. It stays running — nothing started is
    lost — and the Průvodce is told how to start it if it has not begun: end it, then start it (L699–L703)."""
    old = json.loads((FIXTURES / "drd2_konflikt-envelope1-sheet7.json").read_text(encoding="utf-8"))["sheet"]
    data, was = migrate_sheet("drd2_konflikt", old)
    assert (was, data["schema_version"], data["probiha"]) == (7, 11, True)
    assert data["upozorneni"] == [
        "Tabule uložená starší verzí nerozlišovala konflikt, který ještě nezačal, od právě začatého, a iniciativa se "
        "v něm ještě neházela; zůstává probíhající, aby se nic rozehraného neztratilo. Pokud konflikt ještě nezačal, "
        "ukonči ho akcí „Konec konfliktu“ a začni akcí „Začátek konfliktu“ (Pravidla › Vyřazení postavy, opuštění a "
        "ukončení konfliktu › Ukončení konfliktu)."]
    assert old["upozorneni"] == []  # a pure step
    assert _refused(data, "zacatek", {"ohrozeni": 3}) == RUNNING
    started = _ok(_ok(data, "konec", {}), "zacatek", {"ohrozeni": 3})
    assert [p["ohrozeni"] for p in started["ucastnici"]] == [3, 3]


def test_a_schema_7_board_in_play_stays_running_and_an_ended_one_ended_000_l582_l703() -> None:
    """A board whose initiative was rolled (L582) or in a later round is mid-conflict: it stays running with no
    note; one saved ended (L703) stays ended."""
    old = json.loads((FIXTURES / "drd2_konflikt-envelope1-sheet7.json").read_text(encoding="utf-8"))["sheet"]
    for update in ({"kolo_bezi": True}, {"kolo": 3, "kolo_bezi": True}):
        data, _ = migrate_sheet("drd2_konflikt", {**old, **update})
        assert (data["probiha"], data["upozorneni"]) == (True, [])
    ended = {**old, "probiha": False, "ucastnici": [{**p, "ohrozeni": None} for p in old["ucastnici"]]}
    data, _ = migrate_sheet("drd2_konflikt", ended)
    assert (data["schema_version"], data["probiha"], data["upozorneni"]) == (11, False, [])
    assert _refused(data, "kolo", {}).startswith(NOT_RUNNING)
