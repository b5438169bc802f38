"""The attacker invokes after the defence's dice (issue 22; 002:L138 «bonusem +2»; FAE SRD: either side invokes
after seeing the dice): the attack's total rises and the defence's result is written again (harm = the attacker's
shifts, 002:L172-L174; a tie's boost, L178) until the hit is taken; each aspect once per roll over the attack's
invokes before the defence and after it. Scene schema 5 keeps those invokes; a saved 4 scene is migrated."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from py_rules.errors import StorageError
from py_rules.storage import load_character
from py_rules.systems.base import Links
from py_rules.systems.fate.scene.board import FateScene
from py_rules.systems.fate.scene.play_forms import after_form
from tests.fate.test_fate_scene_table import Table, aspects, ok, refused, snapshot

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def test_the_attacker_invokes_after_the_defence_each_aspect_once_per_roll_002_l138_l172_l174() -> None:
    t = Table()
    t.scene["aspects"] = [{"text": "Temnota", "kind": "situation", "free_invokes": 1, "holder": "Démon"}]
    points = t.saves["marie"]["fate_points"]
    # Marie attacks the Démon by Styl +1 and pays for her high concept: 0000 + 3 = Dobrý (+3) (002:L138)
    ok(t.act("utok", [0, 0, 0, 0], kdo=1, cil=0, pristup="styl", placene_1="Čarodějka z Chicaga"))
    assert t.scene["utok"]["celkem"] == 3
    # the Démon defends by Spěch +1: +000 → Slušný (+2); Marie has 1 shift, harm 1 (002:L172)
    ok(t.act("obrana", [1, 0, 0, 0], pristup="spech"))
    assert t.scene["zasah"] == {"utocnik": 1, "cil": 0, "posuny": 1}
    assert t.scene["posledni_hod"]["utok_vyvolani"] == [{"aspect": "Čarodějka z Chicaga", "paid": True}]
    before = snapshot(t)
    # the same aspect paid again in the same roll: refused across both moments (002:L138; choice 9)
    refused(t, t.act("po_hodu", utocnik=True, placene_1="Čarodějka z Chicaga"), "za body osudu dvakrát", before)
    # Sean's Zemní mág is in play: 3 + 2 = 5 against 2: 3 shifts, success with style, harm 3 (002:L174)
    raised = ok(t.act("po_hodu", utocnik=True, placene_1="Zemní mág"))
    assert t.scene["zasah"] == {"utocnik": 1, "cil": 0, "posuny": 3}
    assert t.scene["posledni_hod"]["proti"] == 5
    assert raised["result"]["details"] == {"shifts": 3, "harm": 3, "attack_outcome": "style"}
    assert raised["result"]["explanation"] == (
        "Marie vyvolává po hodu obrany: útok Dobrý (+3) → Vynikající (+5) proti obraně Slušný (+2): útočník má "
        "3 posuny → Úspěch se stylem. Vyvoláno: „Zemní mág“ (za bod osudu). Démon musí pohltit 3 posuny: akce "
        "Pohltit zásah.")
    assert t.saves["marie"]["fate_points"] == points - 2
    # the defender still invokes after its own dice: the Démon's free Temnota, 4 against 5: harm 1
    ok(t.act("po_hodu", volne_1=0))
    assert t.scene["zasah"] == {"utocnik": 1, "cil": 0, "posuny": 1}
    assert aspects(t) == [("Temnota", "situation", 0, "Démon")]
    # the hit taken, the exchange is closed to invokes
    ok(t.act("zasah"))
    before = snapshot(t)
    refused(t, t.act("po_hodu", utocnik=True, placene_1="Zemní mág"), "Žádný hod na scéně nečeká", before)


def test_a_tie_after_the_attackers_late_invoke_gives_the_attacker_a_boost_002_l178() -> None:
    t = Table()
    t.scene["aspects"] = [{"text": "Temnota", "kind": "situation", "free_invokes": 1, "holder": "Démon"}]
    # the Démon attacks Marie by Síla +2: 0000 → 2; she defends by Spěch +2: ++00 → 4, no harm
    ok(t.act("utok", [0, 0, 0, 0], kdo=0, cil=1, pristup="sila"))
    ok(t.act("obrana", [1, 1, 0, 0], pristup="spech"))
    assert t.scene["zasah"] is None
    before = snapshot(t)
    refused(t, t.act("po_hodu", utocnik=True, placene_1="Zemní mág"), "nemáš dost bodů osudu", before)  # NPC: 0
    # the Démon's free Temnota after her dice: 4 against 4, a tie: no harm, a boost for the Démon (002:L178)
    tie = ok(t.act("po_hodu", utocnik=True, volne_1=0))
    assert tie["result"]["details"] == {"shifts": 0, "harm": 0, "attack_outcome": "tie"}
    assert t.scene["zasah"] is None
    assert aspects(t) == [("Temnota", "situation", 0, "Démon"), ("Posílení", "boost", 1, "Démon")]
    assert t.scene["posledni_hod"]["utok_vyvolani"] == [{"aspect": "Temnota", "paid": False}]


def test_an_invoke_for_the_attacker_needs_an_open_defence() -> None:
    t = Table()
    ok(t.act("hod", [0, 0, 0, 0], kdo=1, pristup="spech", opozice=2))
    before = snapshot(t)
    refused(t, t.act("po_hodu", utocnik=True, placene_1="Zemní mág"), "jen u obrany", before)


def test_version_4_scene_keeps_its_open_defence_with_no_attack_invokes() -> None:
    """Scene 4 → 5: the open defence stays open; the attack's invokes were not saved in 4, so none."""
    saved = json.loads((FIXTURES / "fate_scena-envelope1-sheet4.json").read_text())
    assert saved["sheet"]["schema_version"] == 4
    loaded = load_character(json.dumps(saved))
    assert loaded.migrated_from == 4
    scene = loaded.sheet
    assert isinstance(scene, FateScene)
    last = scene.posledni_hod
    assert last is not None
    assert (last.akce, last.proti, last.utok_vyvolani) == ("defend", 4, [])
    assert scene.zasah is not None
    assert scene.zasah.posuny == 4
    # the Démon's attack (4) against Marie's defence (0) is still open: its free Temnota after her dice, harm 6
    t = Table()
    t.scene = scene.model_dump(mode="json")
    ok(t.act("po_hodu", utocnik=True, volne_1=0))
    assert t.scene["zasah"] == {"utocnik": 0, "cil": 1, "posuny": 6}


def test_a_version_4_scene_with_a_broken_open_roll_is_refused_in_czech() -> None:
    saved = json.loads((FIXTURES / "fate_scena-envelope1-sheet4.json").read_text())
    saved["sheet"]["posledni_hod"] = "obrana"
    with pytest.raises(StorageError, match="Poslední hod uložené scény Fate není platný záznam"):
        load_character(json.dumps(saved))


def test_the_after_form_offers_the_attacker_only_after_a_defence() -> None:
    t = Table()

    def paths() -> list[str | None]:
        return [f.path for f in after_form(FateScene.model_validate(t.scene), Links())]

    ok(t.act("utok", [0, 0, 0, 0], kdo=0, cil=1, pristup="sila"))
    assert "utocnik" not in paths()
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert "utocnik" in paths()
