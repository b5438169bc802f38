"""Defending against a create-advantage aimed at you, on the scene (002:L94 «může se vás pokusit zastavit pomocí
akce obrana», L114-L116 defence against harm or an advantage created against you, L188): the roller's dice first,
then the target's «Obrana»; the roller's shifts give the four outcomes of create an advantage (L150-L158) and the
defender's those of defence (L184-L188). Scene schema 7 keeps what waits; a saved 6 is migrated."""

from __future__ import annotations

import json
from pathlib import Path

from py_rules.storage import load_character
from py_rules.systems.fate.scene.board import FateScene
from tests.fate.test_fate_scene_table import Table, aspects, ok, refused, snapshot

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def _aim(t: Table, dice: list[int], **more: object) -> dict[str, object]:
    """Marie creates an advantage by Intelekt +2 aimed at the Démon."""
    params = {"kdo": 1, "akce": "advantage", "pristup": "intelekt", "opozice_druh": "obrana", "cil": 0,
              "nazev": "Zmatek", **more}
    return t.act("hod", dice, **params)


def test_the_target_defends_against_an_advantage_aimed_at_it_002_l94_l116_l152_l188() -> None:
    t = Table()
    # Marie: +000 (+1) +2 = Dobrý (+3); nothing is written yet, the Démon may defend (L94)
    rolled = ok(_aim(t, [1, 0, 0, 0]))
    assert (rolled["result"]["outcome"], rolled["result"]["total"]) == ("rolled", 3)
    assert t.scene["utok"]["akce"] == "advantage"
    assert (t.scene["utok"]["celkem"], t.scene["utok"]["cil"], t.scene["utok"]["nazev"]) == (3, 0, "Zmatek")
    assert aspects(t) == []
    assert ok(t.call("action_odds", action="hod", params={"kdo": 1, "akce": "advantage", "opozice_druh": "obrana",
                                                           "cil": 0}))["outcomes"] == []
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=2, pristup="sila", opozice=2),
            "Nejdřív dohrajte vytvoření výhody: Démon se brání akcí Obrana", before)
    # P(the Démon's defence by Spěch +1 fails against 3) = P(4dF ≤ +1) = 66/81 = 22/27 (002:L125)
    odds = ok(t.call("action_odds", action="obrana", params={"pristup": "spech"}))["outcomes"]
    assert [(o["outcome"], o["probability"]) for o in odds] == [
        ("failure", "22/27"), ("tie", "10/81"), ("success", "5/81"), ("style", "0/1")]
    # the Démon: 0000 (+0) +1 = Průměrný (+1); Marie has 2 shifts: success, a new aspect with one free invoke for
    # her (L152); the Démon's defence failed: the advantage is created against it (L188)
    settled = ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert (settled["result"]["outcome"], settled["result"]["probability"]) == ("failure", "22/27")
    assert settled["result"]["details"] == {"shifts": 2, "advantage_outcome": "success"}
    assert aspects(t) == [("Zmatek", "situation", 1, "Marie")]
    assert (t.scene["utok"], t.scene["zasah"]) == (None, None)
    assert settled["result"]["explanation"].startswith(
        "Démon se brání přístupem Spěch: 0000 (+0) +1 = Průměrný (+1) proti vytvoření výhody Dobrý (+3): kdo "
        "vytváří výhodu, má 2 posuny → Úspěch. Vytvoření výhody: „Vytvoříte aspekt s volným vyvoláním")


def test_a_defence_with_style_against_a_failed_advantage_002_l158_l186() -> None:
    t = Table()
    # Marie ---0 (−3) +2 = −1; the Démon ++00 (+2) +1 = +3: 4 shifts for the Démon
    ok(_aim(t, [-1, -1, -1, 0], pro_oponenta=True))
    settled = ok(t.act("obrana", [1, 1, 0, 0], pristup="spech"))
    assert settled["result"]["outcome"] == "style"
    assert settled["result"]["details"] == {"shifts": -4, "advantage_outcome": "failure"}
    # L158: the aspect with the opponent's free invoke, the defender's alone; L186: the defender's boost
    assert aspects(t) == [("Zmatek", "situation", 1, "Démon"), ("Posílení", "boost", 1, "Démon")]
    assert [a["holder_only"] for a in t.scene["aspects"]] == [True, False]


def test_a_tie_is_a_boost_for_the_roller_and_a_late_invoke_turns_it_into_the_aspect_002_l138_l156_l184() -> None:
    t = Table()
    points = t.saves["marie"]["fate_points"]
    ok(_aim(t, [0, 0, 0, 0]))  # 0 +2 = +2
    tie = ok(t.act("obrana", [1, 0, 0, 0], pristup="spech"))  # +1 +1 = +2
    assert tie["result"]["details"] == {"shifts": 0, "advantage_outcome": "tie"}
    assert aspects(t) == [("Zmatek", "boost", 1, "Marie")]  # L156 a boost; L184 the Démon untouched
    # Marie pays for her high concept after the defence's dice: 4 against 2, 2 shifts: the aspect (L152)
    late = ok(t.act("po_hodu", utocnik=True, placene_1="Čarodějka z Chicaga"))
    assert late["result"]["details"] == {"shifts": 2, "advantage_outcome": "success"}
    assert aspects(t) == [("Zmatek", "situation", 1, "Marie")]
    assert t.saves["marie"]["fate_points"] == points - 1
    assert late["result"]["explanation"].startswith(
        "Marie vyvolává po hodu obrany: vytvoření výhody Slušný (+2) → Skvělý (+4) proti obraně Slušný (+2): kdo "
        "vytváří výhodu, má 2 posuny → Úspěch.")


def test_an_invoke_on_an_existing_aspect_after_the_defender_spent_a_boost_before_it_002_l150_l152() -> None:
    t = Table()
    t.scene["aspects"] = [
        {"text": "Náskok", "kind": "boost", "free_invokes": 1, "holder": "Démon", "expires_roll": 2},
        {"text": "Temnota", "kind": "situation", "free_invokes": 0, "holder": ""}]
    # Marie adds an invoke to Temnota: ++00 (+2) +2 = +4; the Démon spends its boost: 0000 +1 +2 = +3
    ok(_aim(t, [1, 1, 0, 0], existujici=1))
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech", volne_1=0))
    # 1 shift for Marie: success, one free invoke more on Temnota, now hers (L152); the boost is spent (L156)
    assert aspects(t) == [("Temnota", "situation", 1, "Marie")]


def test_the_advantage_aimed_at_someone_is_refused_where_the_rules_do_not_allow_it_002_l94_l114() -> None:
    t = Table()
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, akce="overcome", opozice_druh="obrana", cil=0),
            "Obranou se brání zranění nebo vytvoření výhody", before)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, akce="advantage", opozice_druh="obrana"),
            "potřebuje cíl výhody", before)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, akce="advantage", opozice=2, cil=0),
            "zvolte opozici „obrana cíle výhody“", before)
    refused(t, _aim(t, [0, 0, 0, 0], cil=1), "Výhodu proti sobě vytvářet nelze", before)
    t.scene["aspects"] = [{"text": "Náskok", "kind": "boost", "free_invokes": 1, "holder": "Marie",
                           "expires_roll": 2}]
    before = snapshot(t)
    refused(t, _aim(t, [0, 0, 0, 0], existujici=0), "Posílení „Náskok“", before)


def test_version_6_scene_defended_only_attacks() -> None:
    """Scene 6 → 7: what waited for a defence was an attack, and an open defence was against an attack."""
    saved = json.loads((FIXTURES / "fate_scena-envelope1-sheet6.json").read_text())
    assert saved["sheet"]["schema_version"] == 6
    loaded = load_character(json.dumps(saved))
    assert loaded.migrated_from == 6
    scene = loaded.sheet
    assert isinstance(scene, FateScene)
    assert scene.posledni_hod is not None
    assert (scene.posledni_hod.akce, scene.posledni_hod.proti_akce) == ("defend", "attack")
    # the open defence stays open: the Démon's attack (+4) against Marie's defence, its free Temnota after her dice
    t = Table()
    t.scene = scene.model_dump(mode="json")
    harm = t.scene["zasah"]["posuny"]
    ok(t.act("po_hodu", utocnik=True, volne_1=0))
    assert t.scene["zasah"]["posuny"] == harm + 2
    waiting = json.loads(json.dumps(saved))
    waiting["sheet"].update(posledni_hod=None, zasah=None, utok={
        "utocnik": 0, "cil": 1, "pristup": "sila", "celkem": 4, "styl_posileni": False})
    attack = load_character(json.dumps(waiting)).sheet
    assert isinstance(attack, FateScene)
    assert attack.utok is not None
    assert (attack.utok.akce, attack.utok.existujici, attack.utok.pro_oponenta) == ("attack", -1, False)
