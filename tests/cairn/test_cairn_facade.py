"""Cairn přes fasádu py_rules.api.handle: new_sheet → act → view, chyby česky a nikdy napůl."""

from __future__ import annotations

from typing import Any

from py_rules import api


def new() -> dict[str, Any]:
    reply = api.handle({"op": "new_sheet", "system": "cairn", "name": "Bořek"})
    assert reply["ok"], reply
    sheet: dict[str, Any] = reply["result"]["sheet"]
    return sheet


def test_save_through_facade_with_physical_die_001_l71_l221() -> None:
    reply = api.handle({"op": "act", "sheet": new(), "action": "save", "params": {"attribute": "vul"},
                        "dice": [15]})
    assert reply["ok"], reply
    result = reply["result"]["result"]
    assert result["outcome"] == "failure"
    assert result["probability"] == "1/2"
    assert result["physical"] is True
    sheet = reply["result"]["sheet"]
    assert sheet["attributes"]["vul"]["xp"] == 1
    view = api.handle({"op": "view", "sheet": sheet})
    assert view["ok"]


def test_action_odds_through_facade_001_l71() -> None:
    sheet = new()
    sheet["attributes"]["sil"] = {"current": 12, "max": 12, "xp": 0}
    reply = api.handle({"op": "action_odds", "sheet": sheet, "action": "save", "params": {"attribute": "sil"}})
    assert reply["ok"]
    assert reply["result"]["outcomes"][0] == {"outcome": "success", "label": "Úspěch", "probability": "3/5",
                                              "percent": 60.0}


def test_damage_flow_through_facade_001_l157_l181() -> None:
    sheet = new()
    sheet["bo"] = {"current": 4, "max": 4}
    sheet["attributes"]["sil"] = {"current": 12, "max": 12, "xp": 0}
    reply = api.handle({"op": "act", "sheet": sheet, "action": "take_damage", "params": {"damage": 5},
                        "dice": [12]})
    assert reply["ok"], reply
    assert reply["result"]["sheet"]["states"]["critical"] is True
    assert any(b["label"] == "Kriticky zraněný" for b in reply["result"]["view"]["badges"])


def test_too_many_physical_dice_is_an_error_not_a_silent_ignore() -> None:
    reply = api.handle({"op": "act", "sheet": new(), "action": "take_damage", "params": {"damage": 1},
                        "dice": [12]})
    assert not reply["ok"]
    assert reply["error"]["code"] == "dice_error"


def test_rule_violation_is_czech_and_sheet_untouched_001_l104() -> None:
    sheet = new()
    sheet["states"]["exhausted"] = True
    reply = api.handle({"op": "act", "sheet": sheet, "action": "rest", "params": {"kind": "short"}})
    assert not reply["ok"]
    assert reply["error"]["code"] == "rule_violation"
    assert "Vyčerpaná" in reply["error"]["message"]


def test_bad_params_are_czech_invalid_input() -> None:
    reply = api.handle({"op": "act", "sheet": new(), "action": "save", "params": {"attribute": "sila"}})
    assert not reply["ok"]
    assert reply["error"]["code"] == "invalid_input"
    assert reply["error"]["message"] == (
        "Volby akce nejsou v pořádku (pole „Dovednost“): musí být jedna z možností: Síla (SIL) 10 · šance 50,0\u00a0%, "
        "Hbitost (HBI) 10 · šance 50,0\u00a0% nebo Vůle (VUL) 10 · šance 50,0\u00a0%.")


def test_edit_that_breaks_a_cross_field_rule_is_rejected() -> None:
    reply = api.handle({"op": "edit", "sheet": new(), "changes": [{"path": "attributes.sil.current", "value": 15}]})
    assert not reply["ok"]
    assert "nesmí být vyšší než maximum" in reply["error"]["message"]


def test_help_lists_rules_and_all_19_choices() -> None:
    reply = api.handle({"op": "help", "system": "cairn"})
    assert reply["ok"]
    titles = [s["title"] for s in reply["result"]["sections"]]
    assert [t for t in titles if t.startswith("Volba ")] == [f"Volba {n}" for n in range(1, 20)]
    assert all(s["source"] for s in reply["result"]["sections"])
    assert any("standardní" in t for t in titles)
