"""The game through the facade: new sheet → act → view, edits, bad input in Czech, never half-valid data."""

from __future__ import annotations

from typing import Any

from py_rules import api


def _new() -> dict[str, Any]:
    reply = api.handle({"op": "new_sheet", "system": "dnd5e", "name": "Thorin"})
    assert reply["ok"], reply
    return reply["result"]


def test_new_sheet_act_view_round_trip() -> None:
    created = _new()
    sheet = created["sheet"]
    assert sheet["system"] == "dnd5e"
    assert created["view"]["title"] == "Thorin"
    odds = api.handle({"op": "action_odds", "sheet": sheet, "action": "overeni",
                       "params": {"co": "moudrost", "so": 15}})
    assert odds["ok"]
    assert {o["outcome"] for o in odds["result"]["outcomes"]} == {"success", "failure"}
    reply = api.handle({"op": "act", "sheet": sheet, "action": "overeni", "params": {"co": "moudrost", "so": 15},
                        "dice": [15]})
    assert reply["ok"], reply
    result = reply["result"]["result"]
    assert result["outcome"] == "success"
    assert result["probability"] == "3/10"
    assert "rovnost SO stačí" in result["explanation"]
    viewed = api.handle({"op": "view", "sheet": reply["result"]["sheet"]})
    assert viewed["ok"]


def test_damage_then_death_save_through_facade_004_l369_l373() -> None:
    sheet = _new()["sheet"]
    hit = api.handle({"op": "act", "sheet": sheet, "action": "zraneni", "params": {"zraneni": 12}})
    assert hit["ok"]
    assert hit["result"]["result"]["outcome"] == "unconscious"
    dying = hit["result"]["sheet"]
    save = api.handle({"op": "act", "sheet": dying, "action": "smrt", "params": {}, "dice": [1]})
    assert save["result"]["sheet"]["death_saves"]["failures"] == 2
    labels = [b["label"] for b in save["result"]["view"]["badges"]]
    assert "Umírá" in labels
    assert "V bezvědomí" in labels


def test_rule_violation_is_czech_and_sheet_unchanged() -> None:
    sheet = _new()["sheet"]
    reply = api.handle({"op": "act", "sheet": sheet, "action": "utok", "params": {"kryt": "uplny"}, "dice": [10]})
    assert not reply["ok"]
    assert reply["error"]["code"] == "rule_violation"
    assert "úplným krytem" in reply["error"]["message"]


def test_bad_params_are_czech_invalid_input() -> None:
    sheet = _new()["sheet"]
    reply = api.handle({"op": "act", "sheet": sheet, "action": "overeni", "params": {"co": "kouzleni"}})
    assert reply["error"]["code"] == "invalid_input"
    assert "neznámá vlastnost či dovednost" in reply["error"]["message"]
    reply = api.handle({"op": "act", "sheet": sheet, "action": "overeni", "params": {"so": 99}})
    assert "smí být nejvýše 40" in reply["error"]["message"]


def test_edit_cannot_make_half_valid_sheet() -> None:
    sheet = _new()["sheet"]
    too_much = api.handle({"op": "edit", "sheet": sheet, "changes": [{"path": "hp.current", "value": 50}]})
    assert too_much["error"]["code"] == "invalid_input"
    assert "aktuální životy nesmí převýšit maximum" in too_much["error"]["message"]
    spent = api.handle({"op": "edit", "sheet": sheet, "changes": [{"path": "classes.0.utracene_kostky", "value": 2}]})
    assert "Kostek životů" in spent["error"]["message"]
    six = api.handle({"op": "edit", "sheet": sheet, "changes": [{"path": "exhaustion", "value": 6}]})
    assert "smrt" in six["error"]["message"]
    ok = api.handle({"op": "edit", "sheet": sheet, "changes": [{"path": "exhaustion", "value": 6},
                                                               {"path": "dead", "value": True}]})
    assert ok["ok"]


def test_edit_weapon_list_and_attack_with_it() -> None:
    sheet = _new()["sheet"]
    bow = {"name": "Dlouhý luk", "kostky": "1k8", "druh_zraneni": "bodne", "vlastnost": "obratnost",
           "zdatnost": True, "na_dalku": True, "dostrel": 30, "dlouhy_dostrel": 120, "tezka": True,
           "lehka": False, "bonus": 0}
    edited = api.handle({"op": "edit", "sheet": sheet, "changes": [{"path": "weapons", "op": "append", "value": bow}]})
    assert edited["ok"], edited
    reply = api.handle({"op": "act", "sheet": edited["result"]["sheet"], "action": "utok",
                        "params": {"zbran": 1, "vzdalenost": 40, "oc": 12}, "dice": [16, 17, 5]})
    assert reply["ok"], reply
    assert reply["result"]["result"]["outcome"] == "hit"
    bad = api.handle({"op": "edit", "sheet": sheet, "changes": [{"path": "weapons.0.kostky", "value": "k7"}]})
    assert bad["error"]["code"] == "invalid_input"


def test_extra_physical_dice_are_reported() -> None:
    sheet = _new()["sheet"]
    reply = api.handle({"op": "act", "sheet": sheet, "action": "overeni", "params": {}, "dice": [10, 10]})
    assert not reply["ok"]
    assert "víc kostek" in reply["error"]["message"]


def test_help_lists_all_23_choices() -> None:
    reply = api.handle({"op": "help", "system": "dnd5e"})
    titles = [s["title"] for s in reply["result"]["sections"]]
    assert sum(t.startswith("Volba ") for t in titles) == 23
    assert any("SRD" in s["source"] for s in reply["result"]["sections"])
