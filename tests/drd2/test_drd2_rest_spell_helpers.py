"""Issue 4 gaps 4–6 on the hero's deník: the rest setting and one běžný odpočinek per night (000:L116-L122),
an initiative approach opened or imposed by a spell (000:L590-L597), helpers' Jizvy (000:L71, L829)."""

from __future__ import annotations

from typing import Any

import pytest
from drd2_helpers import act, hero

from py_rules import api
from py_rules.errors import RuleViolation
from py_rules.storage import migrate_sheet
from py_rules.systems.drd2 import SYSTEM
from py_rules.view import FieldView


def fields(view: Any) -> list[FieldView]:
    out: list[FieldView] = []
    for section in view.sections:
        out += section.fields
    return out


def form(sheet: Any, action: str) -> dict[str, FieldView]:
    return {f.path or f.label: f for f in SYSTEM.action(action).form(sheet)}


# --- gap 5: běžný odpočinek ------------------------------------------------------------------------------


def test_bezny_odpocinek_once_per_night_then_a_new_day_000_l118() -> None:
    rested = act(hero(zdroje={"telo": 0, "duse": 0, "vliv": 0}), "odpocinek", telo=3)
    assert (rested.sheet.zdroje.telo, rested.sheet.odpocinuto) == (3, True)
    with pytest.raises(RuleViolation, match=r"celonoční a tuto noc už proběhl.*„Nový den“"):
        act(rested.sheet, "odpocinek", duse=3)
    day = act(rested.sheet, "novy_den")
    assert day.sheet.odpocinuto is False
    assert day.changes == ("běžný odpočinek je opět možný",)
    again = act(day.sheet, "odpocinek", duse=3)
    assert (again.sheet.zdroje.telo, again.sheet.zdroje.duse) == (3, 3)


def test_kvalitni_odpocinek_is_not_limited_and_starts_fresh_000_l133() -> None:
    rested = act(hero(zdroje={"telo": 0, "duse": 4, "vliv": 4}), "odpocinek", telo=3).sheet
    full = act(rested, "odpocinek", druh="kvalitni").sheet
    assert (full.zdroje.telo, full.odpocinuto) == (4, False)


def test_conditions_1_to_5_only_with_the_optional_rule_000_l120_l122() -> None:
    tired = hero(zdroje={"telo": 0, "duse": 0, "vliv": 0})
    with pytest.raises(RuleViolation, match=r"volitelné pravidlo.*3 Zdroje"):
        act(tired, "odpocinek", podminky=5)
    assert "podminky" not in form(tired, "odpocinek")
    setting = hero(zdroje={"telo": 0, "duse": 0, "vliv": 0}, odpocinek_podminky=True)
    field = form(setting, "odpocinek")["podminky"]
    assert field.value == 3
    assert [o.value for o in field.options or []] == [1, 2, 3, 4, 5]
    assert field.options
    assert field.options[3].label.startswith("4 Zdroje: spánek v hostinci")
    inn = act(setting, "odpocinek", podminky=4)
    assert sum((inn.sheet.zdroje.telo, inn.sheet.zdroje.duse, inn.sheet.zdroje.vliv)) == 4
    watch = act(setting, "odpocinek", podminky=2, vliv=2)
    assert watch.sheet.zdroje.vliv == 2
    with pytest.raises(RuleViolation, match="jen 2 Zdroje"):
        act(setting, "odpocinek", podminky=2, vliv=3)


def test_rest_setting_is_saved_and_shown_on_the_sheet() -> None:
    sheet = api.handle({"op": "new_sheet", "system": "drd2", "name": "Ulgun"})["result"]["sheet"]
    edited = api.handle({"op": "edit", "sheet": sheet, "changes": [{"path": "odpocinek_podminky", "value": True}]})
    assert edited["ok"], edited
    assert edited["result"]["sheet"]["odpocinek_podminky"] is True
    shown = {f.label: f for f in fields(SYSTEM.view(hero(odpocinuto=True)))}
    assert shown["Podmínky odpočinku (volitelné pravidlo 1–5)"].path == "odpocinek_podminky"
    assert shown["Běžný odpočinek této noci"].value.startswith("už proběhl")


def test_schema_1_sheet_migrates_to_10_with_the_base_rule() -> None:
    old = {"system": "drd2", "schema_version": 1, "name": "Starý"}
    new, since = migrate_sheet("drd2", old)
    assert since == 1
    assert new == {**old, "schema_version": 10, "posledni_pomocnik": 0, "odpocinek_podminky": False,
                   "odpocinuto": False, "pristup_kouzlo": "", "pristup_vnuceny": False, "na_vyprave": False,
                   "kolo": None, "upozorneni": []}
    assert old["schema_version"] == 1  # a pure step
    assert SYSTEM.sheet_model.model_validate(new).odpocinek_podminky is False


# --- gap 4 on the deník: a spell's approach ----------------------------------------------------------------


def test_granted_approach_is_free_and_optional_000_l597() -> None:
    granted = hero(pristup_kouzlo="rychle")
    free = act(granted, "iniciativa", [1, 5, 6], pristup="rychle")
    assert (free.total, free.sheet.zdroje.duse) == (11, 4)
    assert "zdarma" in free.changes[0]
    plain = act(granted, "iniciativa", [1, 5])
    assert (plain.total, plain.sheet.zdroje.duse) == (6, 4)
    with pytest.raises(RuleViolation, match="opačný přístup pomalu nelze"):
        act(granted, "iniciativa", [1, 5, 6], pristup="pomalu")
    assert [o.value for o in form(granted, "iniciativa")["pristup"].options or []] == ["", "rychle"]


def test_imposed_approach_must_be_used_and_costs_nothing_000_l597() -> None:
    forced = hero(pristup_kouzlo="pomalu", pristup_vnuceny=True, zdroje={"telo": 4, "duse": 0, "vliv": 4})
    out = act(forced, "iniciativa", [1, 5, 6])  # nothing declared: 3k6, the two lower count
    assert out.total == 6
    assert out.sheet.zdroje.duse == 0
    assert "vnucený kouzlem" in out.changes[0]
    with pytest.raises(RuleViolation, match="vnutilo přístup pomalu"):
        act(forced, "iniciativa", [1, 5, 6], pristup="rychle")
    assert [o.value for o in form(forced, "iniciativa")["pristup"].options or []] == ["pomalu"]


def test_approach_without_a_spell_costs_one_duse_000_l595() -> None:
    with pytest.raises(RuleViolation, match="Duš"):
        act(hero(zdroje={"telo": 4, "duse": 0, "vliv": 4}), "iniciativa", [1, 5, 6], pristup="rychle")


# --- gap 6: helpers' Jizvy ----------------------------------------------------------------------------------


def test_helper_scars_are_an_editable_list_000_l71_l829() -> None:
    sheet = hero(pomocnici=[{"jmeno": "pes", "hranice": {"telo": 1, "duse": 1, "vliv": 1}}])
    helpers = next(f for f in fields(SYSTEM.view(sheet)) if f.path == "pomocnici")
    assert helpers.items is not None
    scars = next(f for f in helpers.items[0].fields if f.path == "pomocnici.0.jizvy")
    assert (scars.kind, scars.max_items, scars.items) == ("list", 20, [])
    assert scars.new_item == {"nazev": "Jizva", "vlastnost": "telo", "zavaznost": 1, "omezuje": ""}
    data = sheet.model_dump(mode="json")
    reply = api.handle({"op": "edit", "sheet": data, "changes": [
        {"path": "pomocnici.0.jizvy", "op": "append", "value": scars.new_item},
        {"path": "pomocnici.0.jizvy.0.nazev", "value": "prokousnutá tlapa"},
    ]})
    assert reply["ok"], reply
    view = reply["result"]["view"]
    row = next(f for s in view["sections"] for f in s["fields"] if f["path"] == "pomocnici")["items"][0]
    listed = next(f for f in row["fields"] if f["path"] == "pomocnici.0.jizvy")
    assert listed["items"][0]["title"] == "prokousnutá tlapa – Tělo 1"
    assert row["title"] == "pes"  # 1 is not above hranice Tělo 1
    worse = api.handle({"op": "edit", "sheet": reply["result"]["sheet"], "changes": [
        {"path": "pomocnici.0.jizvy.0.zavaznost", "value": 2}]})
    row = next(f for s in worse["result"]["view"]["sections"] for f in s["fields"]
               if f["path"] == "pomocnici")["items"][0]
    assert row["title"] == "pes – vyřazení: Jizvy na Těle nad hranicí (Pravidla › Jizvy)"
