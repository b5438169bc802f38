"""A failed create-advantage's free invoke for the opponent (002:L158 «volné vyvolání na něj získá oponent») goes to
the participant who opposed it on the scene, and only they spend it: handing a free invoke to an ally needs a
successful create-advantage roll (L142). Scene schema 6 keeps who opposed the open roll; a saved 5 is migrated."""

from __future__ import annotations

import json
from pathlib import Path

from py_rules.storage import load_character
from py_rules.systems.fate.scene.board import FateScene
from tests.fate.test_fate_scene_table import Table, aspects, ok, refused, snapshot

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def _only(t: Table) -> list[bool]:
    return [a["holder_only"] for a in t.scene["aspects"]]


def test_a_failed_advantage_gives_its_free_invoke_to_the_named_opponent_alone_002_l158_l142() -> None:
    t = Table()
    # Marie creates an advantage by Intelekt +2; the Démon opposes by Spěch +1 (002:L94, L122): ---0 → −1 against
    # 0000 → +1: the opposition has 2 shifts, a failure; P(failure) = P(8dF ≤ −2) = 1711/6561
    failed = ok(t.act("hod", [-1, -1, -1, 0, 0, 0, 0, 0], kdo=1, akce="advantage", pristup="intelekt",
                      opozice_druh="active", odpurce=0, odpurce_pristup="spech", nazev="Zmatek", pro_oponenta=True))
    assert (failed["result"]["outcome"], failed["result"]["probability"]) == ("failure", "1711/6561")
    # L158: the aspect is made, its free invoke is the Démon's (not «oponent», not Marie's)
    assert aspects(t) == [("Zmatek", "situation", 1, "Démon")]
    assert _only(t) == [True]
    assert "Aspekt „Zmatek“: 1 volné vyvolání pro oponenta (drží Démon, jen pro sebe)." in \
        failed["result"]["explanation"]
    ok(t.act("new_roll"))
    before = snapshot(t)
    # neither the roller nor her ally may spend it (L142: handing over needs a successful roll)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, pristup="spech", opozice=2, volne_1=0),
            "má Démon z druhé strany; Marie ho použít nemůže", before)
    refused(t, t.act("utok", [0, 0, 0, 0], kdo=2, cil=0, pristup="sila", volne_1=0),
            "Sean ho použít nemůže", before)
    # the Démon spends it: Síla +2, 0000, +2 for the invoke → Skvělý (+4)
    ok(t.act("utok", [0, 0, 0, 0], kdo=0, cil=1, pristup="sila", volne_1=0))
    assert t.scene["utok"]["celkem"] == 4
    assert aspects(t) == [("Zmatek", "situation", 0, "Démon")]


def test_the_opponents_invoke_of_an_ally_of_the_opponent_is_refused_too_002_l142_l158() -> None:
    t = Table()
    t.scene["ucastnici"].append({**t.scene["ucastnici"][0], "jmeno": "Stín"})  # a second NPC on the Démon's side
    # Sean creates an advantage by Síla +1 against the Démon's Síla +2: 0000 → 1 against 0000 → 2, the opposition
    # has 1 shift: a failure (002:L125), the Démon gets the free invoke (L158), not its ally Stín
    ok(t.act("hod", [0, 0, 0, 0, 0, 0, 0, 0], kdo=2, akce="advantage", pristup="sila", opozice_druh="active",
             odpurce=0, odpurce_pristup="sila", nazev="Pod sutinami", pro_oponenta=True))
    assert aspects(t) == [("Pod sutinami", "situation", 1, "Démon")]
    ok(t.act("new_roll"))
    before = snapshot(t)
    refused(t, t.act("utok", [0, 0, 0, 0], kdo=3, cil=2, pristup="sila", volne_1=0),
            "získal oponent Démon ze selhání při vytváření výhody (Věc hry › Čtyři akce a čtyři výsledky › Vytvoření "
            "výhody); Stín ho použít nemůže", before)


def test_the_opponents_invoke_needs_someone_on_the_scene_who_opposed_002_l158() -> None:
    t = Table()
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, akce="advantage", pristup="intelekt", opozice=2,
                     pro_oponenta=True), "zvolte aktivního protivníka ze scény", before)


def test_an_invoke_after_the_dice_keeps_the_opponents_invoke_with_the_opponent_002_l138_l158() -> None:
    t = Table()
    # Marie ---- → −2 against the Démon's 0000 → +1: 3 shifts for the opposition
    ok(t.act("hod", [-1, -1, -1, -1, 0, 0, 0, 0], kdo=1, akce="advantage", pristup="intelekt",
             opozice_druh="active", odpurce=0, odpurce_pristup="spech", nazev="Zmatek", pro_oponenta=True))
    assert aspects(t) == [("Zmatek", "situation", 1, "Démon")]
    # she pays for her high concept after the dice: 0 against 1, still a failure: the Démon keeps it alone
    again = ok(t.act("po_hodu", placene_1="Čarodějka z Chicaga"))
    assert again["result"]["outcome"] == "failure"
    assert aspects(t) == [("Zmatek", "situation", 1, "Démon")]
    assert _only(t) == [True]
    assert t.scene["posledni_hod"]["odpurce"] == 0


def test_version_5_scene_keeps_its_open_roll_and_the_opponents_invoke_for_anyone_on_its_side() -> None:
    """Scene 5 → 6: nobody's invoke is the holder's alone (5 gave it to «oponent», no participant), the open roll
    kept no opponent (−1) and is written again as before."""
    saved = json.loads((FIXTURES / "fate_scena-envelope1-sheet5.json").read_text())
    assert saved["sheet"]["schema_version"] == 5
    loaded = load_character(json.dumps(saved))
    assert loaded.migrated_from == 5
    scene = loaded.sheet
    assert isinstance(scene, FateScene)
    assert [(a.text, a.holder, a.holder_only) for a in scene.aspects] == [
        ("Temnota", "Démon", False), ("Zmatek", "oponent", False)]
    assert scene.posledni_hod is not None
    assert (scene.posledni_hod.odpurce, [a.holder_only for a in scene.posledni_hod.pred]) == (-1, [False])
    # the open roll (Marie −1 against the Démon's +1) is still open: her paid invoke after the dice makes a tie,
    # a boost for her and no Zmatek (002:L156)
    t = Table()
    t.scene = scene.model_dump(mode="json")
    tie = ok(t.act("po_hodu", placene_1="Čarodějka z Chicaga"))
    assert tie["result"]["outcome"] == "tie"
    assert aspects(t) == [("Temnota", "situation", 1, "Démon"), ("Zmatek", "boost", 1, "Marie")]
