"""Preconditions of the scene's procedures found in a last paragraph-by-paragraph read of seed 002 (issue 22): who
may act, what an action needs, and that an option which cannot act on a roll is refused, not ignored."""

from __future__ import annotations

from tests.fate.test_fate_scene_table import Table, ok, refused, snapshot


def test_an_existing_aspect_is_only_for_create_an_advantage_002_l150() -> None:
    t = Table()
    t.scene["aspects"] = [{"text": "Temnota", "kind": "situation", "free_invokes": 0, "holder": ""}]
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, akce="overcome", existujici=0),
            "Volba „Aspekt výhody“ platí jen pro akci Vytvoření výhody", before)


def test_conceding_needs_a_conflict() -> None:
    """FAE SRD (conceding, the seed's p.187 is missing): one concedes a conflict, for fate points."""
    t = Table()
    before = snapshot(t)
    refused(t, t.act("vzdat", kdo=1), "vzdát se lze jen v konfliktu", before)


def test_an_npc_taken_out_by_the_hit_ends_the_conflict_in_the_result_002_l110_l172() -> None:
    t = Table()
    demon = t.scene["ucastnici"][0]["denik"]["harm"]
    demon["tracks"][0]["boxes"] = [{"value": 1, "marked": False}]
    demon["consequences"] = []
    ok(t.act("zacatek", druh="fyzicky"))
    # Marie (on turn) attacks by Spěch +2: ++++ → +6; the Démon defends by Spěch +1: ---- → −3: 9 shifts
    ok(t.act("utok", [1, 1, 1, 1], kdo=1, cil=0, pristup="spech"))
    ok(t.act("obrana", [-1, -1, -1, -1], pristup="spech"))
    out = ok(t.act("zasah"))
    assert out["result"]["outcome"] == "taken_out"
    assert out["result"]["explanation"].endswith(
        "Jedna strana už nemá nikoho, kdo by jednal: konflikt skončil (Konec scény).")


def test_an_advantage_waiting_for_its_defence_keeps_its_aspect_002_l94_l150() -> None:
    t = Table()
    t.scene["aspects"] = [{"text": "Mlha", "kind": "situation", "free_invokes": 0, "holder": ""},
                          {"text": "Temnota", "kind": "situation", "free_invokes": 0, "holder": ""}]
    ok(t.act("hod", [0, 0, 0, 0], kdo=1, akce="advantage", pristup="intelekt", opozice_druh="obrana", cil=0,
             existujici=1))
    before = snapshot(t)
    # the aspect it aims at cannot go; removing one before it keeps it aimed at Temnota
    refused(t, t.act("remove", aspect=1), "Na aspekt „Temnota“ míří vytváření výhody", before)
    ok(t.act("remove", aspect=0))
    assert t.scene["utok"]["existujici"] == 0
    # the Démon defends: 0000 +1 against Marie's 0000 +2: 1 shift, one free invoke on Temnota for her (002:L152)
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert [(a["text"], a["free_invokes"], a["holder"]) for a in t.scene["aspects"]] == [("Temnota", 1, "Marie")]


def test_no_conceding_while_ones_own_attack_waits_002_l110_l172() -> None:
    """FAE SRD (002:L172 points to the missing p.187): one concedes only before the roll it would answer. An
    attacker whose attack waits for its defence (002:L110) or for its hit to be absorbed has rolled: refused,
    nothing changed; once the exchange is settled it may concede (1 fate point, no consequence: 0 → 1)."""
    t = Table()
    ok(t.act("zacatek", druh="fyzicky"))
    ok(t.act("konec_tahu"))  # Marie (Spěch +2) passes; the Démon (+1) is on turn
    # the Démon attacks Marie by Síla +2: ++00 → 4
    ok(t.act("utok", [1, 1, 0, 0], kdo=0, cil=1, pristup="sila"))
    before = snapshot(t)
    refused(t, t.act("vzdat", kdo=0), "Démon se teď vzdát nemůže: akce této postavy je hozená", before)
    # Marie defends by Spěch +2: 0000 → 2; the Démon has 2 shifts, the hit waits for Marie
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert t.scene["zasah"] == {"utocnik": 0, "cil": 1, "posuny": 2}
    before = snapshot(t)
    refused(t, t.act("vzdat", kdo=0), "vzdát se lze jen před hodem", before)
    ok(t.act("zasah", mode="auto"))
    assert t.scene["ucastnici"][0]["denik"]["fate_points"] == 0  # a new NPC has none
    ok(t.act("vzdat", kdo=0))
    assert t.scene["ucastnici"][0]["vzdal"] is True
    assert t.scene["ucastnici"][0]["denik"]["fate_points"] == 1
