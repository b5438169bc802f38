"""The earlier review's findings on the scene and the sheets as one table (issue 22, second pass): one truth for a
linked character's last roll, invokes chosen with a scene roll as the sheet offers them, aspects a waiting action
aims at. All through ``py_rules.api.handle``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from py_rules.api import handle
from py_rules.storage import load_character
from py_rules.systems.fate.scene.board import FateScene
from tests.fate.test_fate_scene_table import Table, aspects, ok, refused, snapshot

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


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


def test_an_invoke_chosen_with_a_scene_roll_may_reroll_002_l138() -> None:
    """002:L138 «bonusem +2 nebo možností opakování hodu», chosen with the roll as on the sheet («Z toho
    přehození»): Marie overcomes by Spěch +2 against +2 with a paid invoke of her high concept as a reroll: the
    modifier stays +2 (no +2 for it), ---- is rerolled to ++00 → 4, 2 shifts, success; the point comes from her
    sheet (3 → 2). The odds are those of the final four dice: success P(4dF ∈ {+1, +2}) = 26/81."""
    t = Table()
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, pristup="spech", prehozy=1),
            "Přehození je druh vyvolání: nemůže jich být víc než vyvolání.", before)
    odds = ok(t.call("action_odds", action="hod", params={"kdo": 1, "pristup": "spech", "opozice": 2,
                                                         "placene_1": "Čarodějka z Chicaga", "prehozy": 1}))
    assert {o["outcome"]: o["probability"] for o in odds["outcomes"]}["success"] == "26/81"
    rolled = ok(t.act("hod", [-1, -1, -1, -1, 1, 1, 0, 0], kdo=1, akce="overcome", pristup="spech", opozice=2,
                      placene_1="Čarodějka z Chicaga", prehozy=1))
    assert (rolled["result"]["outcome"], rolled["result"]["total"], rolled["result"]["probability"]) == (
        "success", 4, "26/81")
    assert "Přehozeno (první hod ----); platí nový hod." in rolled["result"]["explanation"]
    assert t.scene["posledni_hod"]["kostky"] == [1, 1, 0, 0]
    assert t.scene["posledni_hod"]["modifikator"] == 2
    assert t.saves["marie"]["fate_points"] == 2
    assert t.scene["current_roll"] == [{"aspect": "Čarodějka z Chicaga", "paid": True}]


def test_a_reroll_chosen_with_an_attack_counts_for_the_stacking_rule_002_l110_l138() -> None:
    """Sean attacks the Démon by Síla +1 with a paid invoke of Zemní mág as a reroll: --00 → +0+0, 2 + 1 = 3;
    the Démon defends by Spěch +1: 0000 → 1, 2 shifts: harm 2 (002:L172). Invoking Zemní mág again after the
    defence is refused: each aspect once per roll, the reroll included (condensed: one paid)."""
    t = Table()
    ok(t.act("utok", [-1, -1, 0, 0, 1, 0, 1, 0], kdo=2, cil=0, pristup="sila", placene_1="Zemní mág", prehozy=1))
    assert (t.scene["utok"]["celkem"], t.scene["utok"]["kostky"]) == (3, [1, 0, 1, 0])
    assert t.saves["sean"]["fate_points"] == 2
    defended = ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert defended["result"]["details"]["harm"] == 2
    before = snapshot(t)
    refused(t, t.act("po_hodu", utocnik=True, placene_1="Zemní mág"), "dvakrát", before)


def test_a_defence_may_reroll_with_a_free_invoke_002_l116_l138() -> None:
    """Marie defends by Spěch +2 with her free invoke on Mlha as a reroll against the Démon's 0000 +2 = 2: ----
    → 00++, 2 + 2 = 4, 2 shifts: success, untouched, no boost (002:L184); the free invoke is spent."""
    t = Table()
    t.scene["aspects"] = [{"text": "Mlha", "kind": "situation", "free_invokes": 1, "holder": "Marie"}]
    ok(t.act("utok", [0, 0, 0, 0], kdo=0, cil=1, pristup="sila"))
    defended = ok(t.act("obrana", [-1, -1, -1, -1, 0, 0, 1, 1], pristup="spech", volne_1=0, prehozy=1))
    assert (defended["result"]["outcome"], defended["result"]["total"]) == ("success", 4)
    assert defended["result"]["details"]["harm"] == 0
    assert aspects(t) == [("Mlha", "situation", 0, "Marie")]


def _edit(t: Table, *changes: dict[str, Any]) -> dict[str, Any]:
    reply = t.call("edit", changes=list(changes))
    if reply["ok"]:
        t.scene = reply["result"]["sheet"]
    return reply


def _aim_at_temnota(t: Table, aspects_: list[str], index: int) -> None:
    t.scene["aspects"] = [{"text": text, "kind": "situation", "free_invokes": 0, "holder": ""} for text in aspects_]
    # Marie creates an advantage on the existing aspect aimed at the Démon: Intelekt +2, 0000 → 2 (002:L94, L150)
    ok(t.act("hod", [0, 0, 0, 0], kdo=1, akce="advantage", pristup="intelekt", opozice_druh="obrana", cil=0,
             existujici=index))


def test_deleting_another_aspect_by_hand_keeps_the_waiting_advantage_on_its_aspect_002_l94_l150_l152() -> None:
    """The waiting create-advantage names its aspect by a stable id: the GM deletes «Mlha» by hand in the aspect
    list and it still aims at the second «Tma» — the one chosen, not the first of the same name. The Démon defends
    by Spěch +1: 0000 → 1 against 2, 1 shift: one free invoke for Marie on that aspect (002:L152)."""
    t = Table()
    _aim_at_temnota(t, ["Mlha", "Tma", "Tma"], 2)
    assert t.scene["utok"]["existujici"] == 2
    ok(_edit(t, {"path": "aspects.0", "op": "remove"}))
    assert t.scene["utok"]["existujici"] == 1
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert [(a["text"], a["free_invokes"], a["holder"]) for a in t.scene["aspects"]] == [
        ("Tma", 0, ""), ("Tma", 1, "Marie")]


def test_deleting_the_aspect_a_waiting_advantage_aims_at_is_refused_002_l94_l150() -> None:
    t = Table()
    _aim_at_temnota(t, ["Mlha", "Temnota"], 1)
    before = snapshot(t)
    refused(t, _edit(t, {"path": "aspects.1", "op": "remove"}),
            "Aspekt, na který míří vytváření výhody čekající na obranu, nelze smazat", before)


def test_version_8_scene_names_the_waiting_aspect_by_its_position() -> None:
    """Scene 8 → 9: the aspect at the saved position of the waiting create-advantage gets id 1 and the waiting
    action names it; a hand deletion before it then keeps it (Temnota, not past the list)."""
    saved = json.loads((FIXTURES / "fate_scena-envelope1-sheet8.json").read_text())
    assert saved["sheet"]["schema_version"] == 8
    loaded = load_character(json.dumps(saved))
    assert loaded.migrated_from == 8
    scene = loaded.sheet
    assert isinstance(scene, FateScene)
    assert scene.utok is not None
    assert (scene.utok.existujici, scene.utok.aspekt_id) == (1, 1)
    assert [(a.text, a.ident) for a in scene.aspects] == [("Mlha", 0), ("Temnota", 1)]
    t = Table()
    t.scene = scene.model_dump(mode="json")
    ok(_edit(t, {"path": "aspects.0", "op": "remove"}))
    assert t.scene["utok"]["existujici"] == 0
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert [(a["text"], a["free_invokes"], a["holder"]) for a in t.scene["aspects"]] == [("Temnota", 1, "Marie")]


def test_the_target_or_opponent_of_an_action_cannot_help_it_002_l142() -> None:
    """002:L142 allies give up their action «na podporu té vaší» (+1 each): the one an attack or a create-advantage
    is aimed at, the active opponent of an overcome and the attacker a defence answers are not supporting it —
    refused in Czech, nothing changed. Sean (Spěch +1) helping Marie's overcome opposed by the Démon is fine:
    Spěch +2 + 1 against the Démon's Spěch +1: 0000 against 0000 → 3 against 1, 2 shifts, success."""
    t = Table()
    before = snapshot(t)
    refused(t, t.act("utok", [0, 0, 0, 0], kdo=2, cil=1, pristup="sila", pomocnik_1=1),
            "Marie je cílem nebo protivníkem této akce, pomáhat jí tedy nemůže", before)
    refused(t, t.act("hod", [0, 0, 0, 0, 0, 0, 0, 0], kdo=1, pristup="spech", opozice_druh="active", odpurce=2,
                     odpurce_pristup="spech", pomocnik_1=2),
            "Sean je cílem nebo protivníkem této akce", before)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, akce="advantage", pristup="intelekt", opozice_druh="obrana",
                     cil=2, pomocnik_1=2), "Sean je cílem nebo protivníkem této akce", before)
    helped = ok(t.act("hod", [0, 0, 0, 0, 0, 0, 0, 0], kdo=1, pristup="spech", opozice_druh="active", odpurce=0,
                      odpurce_pristup="spech", pomocnik_1=2))
    assert (helped["result"]["outcome"], helped["result"]["total"]) == ("success", 3)
    # Sean attacks Marie (the table allows it): she defends and cannot be helped by him
    ok(t.act("utok", [0, 0, 0, 0], kdo=2, cil=1, pristup="sila"))
    before = snapshot(t)
    refused(t, t.act("obrana", [0, 0, 0, 0], pristup="spech", pomocnik_1=2),
            "Sean je cílem nebo protivníkem této akce", before)
