"""The attacker's reroll (002:L138 «Vyvolání relevantního aspektu vás také odmění bonusem +2 nebo možností opakování
hodu»; FAE SRD: invoke after rolling, either side): while the attack waits for its defence, and after the defence's
dice until the hit is taken. The scene keeps the attack's dice since schema 8; a saved 7 kept only the total, so
its attack cannot be rerolled (a +2 still can)."""

from __future__ import annotations

import json
from pathlib import Path

from py_rules.storage import load_character
from py_rules.systems.fate.scene.board import FateScene
from tests.fate.test_fate_scene_table import Table, aspects, ok, refused, snapshot

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def test_the_attacker_rerolls_the_attack_waiting_for_its_defence_002_l138_l174() -> None:
    t = Table()
    points = t.saves["marie"]["fate_points"]
    # Marie attacks the Démon by Styl +1: ---- (−4) +1 = −3
    ok(t.act("utok", [-1, -1, -1, -1], kdo=1, cil=0, pristup="styl"))
    assert (t.scene["utok"]["celkem"], t.scene["utok"]["kostky"]) == (-3, [-1, -1, -1, -1])
    before = snapshot(t)
    refused(t, t.act("po_hodu", [1, 1, 1, 1], pouziti="reroll", placene_1="Čarodějka z Chicaga",
                     placene_2="Zemní mág"), "Přehození je jedno vyvolání", before)
    # one paid invoke rerolls all four dice, the modifier stays: ++++ (+4) +1 = Vynikající (+5)
    rerolled = ok(t.act("po_hodu", [1, 1, 1, 1], pouziti="reroll", placene_1="Čarodějka z Chicaga"))
    assert (t.scene["utok"]["celkem"], t.scene["utok"]["kostky"]) == (5, [1, 1, 1, 1])
    assert rerolled["result"]["explanation"].startswith(
        "Přehozeno: ---- → ++++ (platí nový hod, modifikátory zůstávají). Marie vyvolává po hodu útoku: −3 → "
        "Vynikající (+5).")
    assert t.saves["marie"]["fate_points"] == points - 1
    # the same aspect again in this roll is refused (each aspect once per roll, choice 9)
    before = snapshot(t)
    refused(t, t.act("po_hodu", [0, 0, 0, 0], pouziti="reroll", placene_1="Čarodějka z Chicaga"),
            "za body osudu dvakrát", before)
    # a worse reroll stands (digest F21): Zemní mág, 0--- (−3) +1 = −2
    ok(t.act("po_hodu", [0, -1, -1, -1], pouziti="reroll", placene_1="Zemní mág"))
    assert (t.scene["utok"]["celkem"], t.scene["utok"]["kostky"]) == (-2, [0, -1, -1, -1])
    # the Démon defends by Spěch +1: 0000 → +1; the defence has 3 shifts, with style: a boost (002:L186)
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert t.scene["posledni_hod"]["utok_kostky"] == [0, -1, -1, -1]
    assert t.scene["zasah"] is None


def test_the_attacker_rerolls_after_the_defence_002_l138_l172_l174_l186() -> None:
    t = Table()
    t.scene["aspects"] = [{"text": "Temnota", "kind": "situation", "free_invokes": 1, "holder": "Démon"}]
    # the Démon attacks Marie by Síla +2: ---- (−4) +2 = −2; she defends by Spěch +2: 0000 → +2: 4 shifts for her,
    # defence with style, her boost (002:L186)
    ok(t.act("utok", [-1, -1, -1, -1], kdo=0, cil=1, pristup="sila"))
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert aspects(t) == [("Temnota", "situation", 1, "Démon"), ("Posílení", "boost", 1, "Marie")]
    # the Démon's free Temnota rerolls the attack's dice: ++++ (+4) +2 = +6 against +2: 4 shifts, with style,
    # harm 4 (002:L174); her boost is gone with the result it came from. P(the defence fails against a reroll)
    # = P(+2 + 4dF < +2 + 4dF') with the defence fixed at +2: P(4dF ≥ +1) = 31/81
    late = ok(t.act("po_hodu", [1, 1, 1, 1], utocnik=True, pouziti="reroll", volne_1=0))
    assert (late["result"]["outcome"], late["result"]["probability"]) == ("failure", "31/81")
    assert late["result"]["details"] == {"shifts": 4, "harm": 4, "attack_outcome": "style"}
    assert t.scene["zasah"] == {"utocnik": 0, "cil": 1, "posuny": 4}
    assert aspects(t) == [("Temnota", "situation", 0, "Démon")]
    assert (t.scene["posledni_hod"]["proti"], t.scene["posledni_hod"]["utok_kostky"]) == (6, [1, 1, 1, 1])
    assert late["result"]["explanation"].startswith(
        "Přehozeno: ---- → ++++ (platí nový hod, modifikátory zůstávají). Démon vyvolává po hodu obrany: útok "
        "Příšerný (−2) → Fantastický (+6) proti obraně Slušný (+2): útočník má 4 posuny → Úspěch se stylem.")


def test_version_7_scene_kept_only_the_attacks_total() -> None:
    """Scene 7 → 8: the attack waiting and an open defence have no dice kept (None); a reroll is refused, +2 works."""
    saved = json.loads((FIXTURES / "fate_scena-envelope1-sheet7.json").read_text())
    assert saved["sheet"]["schema_version"] == 7
    loaded = load_character(json.dumps(saved))
    assert loaded.migrated_from == 7
    scene = loaded.sheet
    assert isinstance(scene, FateScene)
    assert scene.utok is not None
    assert (scene.utok.celkem, scene.utok.kostky) == (4, None)
    t = Table()
    t.scene = scene.model_dump(mode="json")
    before = snapshot(t)
    refused(t, t.act("po_hodu", [1, 1, 1, 1], pouziti="reroll", volne_1=0), "pamatuje jen součet", before)
    ok(t.act("po_hodu", volne_1=0))  # the Démon's Temnota: 4 → 6
    assert t.scene["utok"]["celkem"] == 6
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))  # Marie +2 against 6: harm 4
    assert t.scene["posledni_hod"]["utok_kostky"] is None
    before = snapshot(t)
    refused(t, t.act("po_hodu", [1, 1, 1, 1], utocnik=True, pouziti="reroll", placene_1="Zemní mág"),
            "pamatuje jen součet", before)
