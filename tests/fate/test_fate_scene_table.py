"""The Fate scene as one table (issue 22 Build), played through the facade with two linked party sheets and an NPC:
rolls write into the scene (create an advantage 002:L152, free invokes L138, boosts L156/L178), attacks name a
target who always defends (L110, L116), harm lands on the target's own sheet (L172 → FAE SRD), consequences become
scene aspects with the attacker's free invoke, concede only before the roll, turn order by Spěch (FAE SRD, digest
§3.6), rounds and boosts expiring (L156)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

from py_rules.api import handle
from py_rules.storage import load_character


def character(name: str, approaches: dict[str, int], concept: str) -> dict[str, Any]:
    sheet = handle({"op": "new_sheet", "system": "fate", "name": name})["result"]["sheet"]
    sheet["approaches"].update(approaches)
    sheet["high_concept"] = concept
    return sheet


class Table:
    """A GM's device: the scene and the party's saves, as the shell keeps them."""

    def __init__(self) -> None:
        self.saves = {"marie": character("Marie", {"spech": 2, "intelekt": 2, "styl": 1}, "Čarodějka z Chicaga"),
                      "sean": character("Sean", {"sila": 1, "spech": 1}, "Zemní mág")}
        scene = handle({"op": "new_sheet", "system": "fate_scena", "name": "Akvárium"})["result"]["sheet"]
        demon = scene["ucastnici"][0]
        demon["jmeno"] = "Démon"
        demon["denik"]["approaches"].update({"spech": 1, "sila": 2})
        scene["ucastnici"] = [demon, {"jmeno": "Marie", "strana": 0, "postava": "marie"},
                              {"jmeno": "Sean", "strana": 0, "postava": "sean"}]
        self.scene = scene

    def call(self, op: str, **more: Any) -> dict[str, Any]:
        return handle({"op": op, "sheet": self.scene, "linked": self.saves,
                       "roster": {"marie": "Marie", "sean": "Sean"}, **more})

    def act(self, action: str, dice: list[int] | None = None, **params: Any) -> dict[str, Any]:
        reply = self.call("act", action=action, params=params, **({"dice": dice} if dice is not None else {}))
        if reply["ok"]:
            self.scene = reply["result"]["sheet"]
            for save_id, change in reply["result"]["linked"].items():
                self.saves[save_id] = change["sheet"]
        return reply


def ok(reply: dict[str, Any]) -> dict[str, Any]:
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def refused(t: Table, reply: dict[str, Any], fragment: str, before: tuple[Any, Any]) -> None:
    """Refused in Czech, and nothing changed (the scene and the saves are as they were)."""
    assert reply["ok"] is False, reply
    assert fragment in reply["error"]["message"], reply["error"]["message"]
    assert (t.scene, t.saves) == before


def snapshot(t: Table) -> tuple[Any, Any]:
    return json.loads(json.dumps(t.scene)), json.loads(json.dumps(t.saves))


def aspects(t: Table) -> list[tuple[str, str, int, str]]:
    return [(a["text"], a["kind"], a["free_invokes"], a["holder"]) for a in t.scene["aspects"]]


def test_a_conflict_of_two_exchanges_002_l110_l138_l152_l172_l178() -> None:
    t = Table()
    assert ok(t.call("view"))["links"] == {"system": "fate", "ids": ["marie", "sean"]}
    # turn order by Spěch (physical conflict): Marie +2, then Démon +1 and Sean +1 in the scene's order (FAE SRD)
    start = ok(t.act("zacatek", druh="fyzicky"))
    assert t.scene["poradi"] == [1, 0, 2]
    assert t.scene["na_tahu"] == 0
    assert "Marie (Slušný (+2)), Démon (Průměrný (+1)), Sean (Průměrný (+1))" in start["result"]["explanation"]

    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=2, akce="overcome"), "Sean není na tahu; na tahu je Marie", before)
    # Marie creates an advantage by Intelekt +2 against +2: ++00 = +2 → 4, 2 shifts: a new aspect with one free
    # invoke (002:L152); P(success) = P(4dF ∈ {+1, +2}) = 26/81
    made = ok(t.act("hod", [1, 1, 0, 0], kdo=1, akce="advantage", pristup="intelekt", opozice=2,
                    nazev="V plamenech"))
    assert (made["result"]["outcome"], made["result"]["probability"]) == ("success", "26/81")
    assert aspects(t) == [("V plamenech", "situation", 1, "Marie")]
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1), "Marie: akce tohoto kola už proběhla", before)
    assert ok(t.act("konec_tahu"))["result"]["outcome"] == "turn"

    # the Démon attacks Marie by Síla +2: +000 = +1 → 3; she always may defend (002:L110)
    ok(t.act("utok", [1, 0, 0, 0], kdo=0, cil=1, pristup="sila"))
    assert t.scene["utok"]["celkem"] == 3
    before = snapshot(t)
    refused(t, t.act("konec_tahu"), "Nejdřív dohrajte útok: Marie se brání", before)
    refused(t, t.act("vzdat", kdo=1), "vzdát se lze jen před hodem", before)
    # Marie defends by Spěch +2 with her free invoke on V plamenech (+2): ---0 = −3 → 1; the Démon has 2 shifts
    # (002:L172): harm 2; P(defence fails) = P(4dF ≤ −2) = 15/81 = 5/27
    defence = ok(t.act("obrana", [-1, -1, -1, 0], pristup="spech", volne_1=0))
    assert (defence["result"]["outcome"], defence["result"]["probability"]) == ("failure", "5/27")
    assert t.scene["zasah"] == {"utocnik": 0, "cil": 1, "posuny": 2}
    assert t.scene["utok"] is None
    assert aspects(t) == [("V plamenech", "situation", 0, "Marie")]
    # the hit lands on Marie's own sheet: FAE checks one box that absorbs it — box 2 (FAE SRD)
    ok(t.act("zasah", mode="auto"))
    assert [b["marked"] for b in t.saves["marie"]["harm"]["tracks"][0]["boxes"]] == [False, True, False]
    ok(t.act("konec_tahu"))

    # Sean attacks the Démon by Síla +1 with a paid invoke of his Zemní mág: +++0 = +3 → 6; the fate point
    # comes from Sean's own sheet (3 → 2)
    ok(t.act("utok", [1, 1, 1, 0], kdo=2, cil=0, pristup="sila", placene_1="Zemní mág"))
    assert t.saves["sean"]["fate_points"] == 2
    # the Démon defends by Spěch +1: 0000 → 1; 5 shifts, success with style (002:L174): harm 5
    hit = ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    assert (hit["result"]["outcome"], hit["result"]["details"]["attack_outcome"]) == ("failure", "style")
    before = snapshot(t)
    refused(t, t.act("zasah", mode="manual", stress_box=2, consequence=0), "pojmenujte ho jako aspekt", before)
    # box 3 + a mild consequence (2) take the 5; the consequence becomes a scene aspect with a free invoke for Sean
    ok(t.act("zasah", mode="manual", stress_box=2, consequence=0, consequence_name="Popálená křídla"))
    demon = t.scene["ucastnici"][0]["denik"]["harm"]
    assert [b["marked"] for b in demon["tracks"][0]["boxes"]] == [False, False, True]
    assert (demon["consequences"][0]["aspect"], demon["consequences"][0]["taken"]) == ("Popálená křídla", True)
    assert aspects(t)[-1] == ("Popálená křídla", "consequence", 1, "Sean")
    round_two = ok(t.act("konec_tahu"))
    assert (round_two["result"]["outcome"], t.scene["round"], t.scene["na_tahu"]) == ("round", 2, 0)

    # round 2: Marie attacks by Síla +0 with Sean's free invoke on the consequence (an ally's, 002:L142): 0000 → 2;
    # the Démon defends by Spěch +1: 000+ → 2. A tie: no harm, a boost for Marie (002:L178) until the end of round 3
    ok(t.act("utok", [0, 0, 0, 0], kdo=1, cil=0, pristup="sila", volne_1=1))
    tie = ok(t.act("obrana", [0, 0, 0, 1], pristup="spech"))
    assert tie["result"]["details"]["attack_outcome"] == "tie"
    assert t.scene["zasah"] is None
    assert aspects(t)[1:] == [("Popálená křídla", "consequence", 0, "Sean"), ("Posílení", "boost", 1, "Marie")]
    assert t.scene["aspects"][-1]["expires_round"] == 3
    ok(t.act("konec_tahu"))
    # the Démon concedes before anyone rolls against it: 1 fate point + 1 for the consequence of this conflict
    conceded = ok(t.act("vzdat", kdo=0))
    assert t.scene["ucastnici"][0]["denik"]["fate_points"] == 2
    assert "konflikt skončil" in conceded["result"]["explanation"]
    before = snapshot(t)
    refused(t, t.act("utok", [0, 0, 0, 0], kdo=0, cil=1), "vzdání se", before)
    # the turn passes over whoever is out; round 3, then 4: Marie's boost expires with round 3 (002:L156)
    ok(t.act("konec_tahu"))  # Démon → Sean
    ok(t.act("konec_tahu"))  # Sean → round 3, Marie
    assert (t.scene["round"], t.scene["poradi"][t.scene["na_tahu"]]) == (3, 1)
    ok(t.act("konec_tahu"))  # Marie → Sean
    ended = ok(t.act("konec_tahu"))  # Sean → round 4
    assert "Posílení „Posílení“ vypršelo." in ended["result"]["changes"]
    assert ("Posílení", "boost", 1, "Marie") not in aspects(t)


def test_free_invokes_on_the_scene_belong_to_a_side_and_each_aspect_counts_once_002_l138_l142() -> None:
    t = Table()
    t.scene["aspects"] = [{"text": "Popálená křídla", "kind": "consequence", "free_invokes": 1, "holder": "Sean"}]
    before = snapshot(t)
    # the Démon cannot spend the party's free invoke (it may only be handed to an ally, 002:L142)
    refused(t, t.act("utok", [0, 0, 0, 0], kdo=0, cil=1, volne_1=0), "Sean z druhé strany", before)
    # a paid invoke twice on one aspect, across sheet and scene, is refused (choice 9: at most once paid)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=2, placene_1="Zemní mág", placene_2="zemní mág"),
            "nelze v jednom hodu vyvolat za body osudu dvakrát", before)
    # with the FAE stacking setting the scene's free invoke and a paid one on the same aspect are refused
    t.scene["invoke_stacking"] = "fae"
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=2, volne_1=0, placene_1="Popálená křídla"),
            "jen jednou", before)
    # an aspect nobody has is refused; more paid invokes than fate points are refused
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=2, placene_1="Neznámý"), "žádného účastníka není", before)
    t.saves["sean"]["fate_points"] = 1
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=2, placene_1="Zemní mág", placene_2="Popálená křídla"),
            "nemáš dost bodů osudu", before)
    # Sean's own free invoke + his paid high concept: +4; −−−− → −4 + 1 + 4 = +1 against +2: failure, the free
    # invoke is spent and the fate point comes from his sheet
    t.scene["invoke_stacking"] = "condensed"
    rolled = ok(t.act("hod", [-1, -1, -1, -1], kdo=2, pristup="sila", volne_1=0, placene_1="Zemní mág"))
    assert rolled["result"]["outcome"] == "failure"
    assert rolled["result"]["total"] == 1
    assert t.saves["sean"]["fate_points"] == 0
    assert aspects(t) == [("Popálená křídla", "consequence", 0, "Sean")]
    assert t.scene["current_roll"] == [{"aspect": "Popálená křídla", "paid": False},
                                       {"aspect": "Zemní mág", "paid": True}]


def test_attack_needs_a_target_that_is_still_in_the_conflict_002_l110() -> None:
    t = Table()
    ok(t.act("zacatek", druh="dusevni"))  # mental: by Soustředění, all +0 → the scene's order
    assert t.scene["poradi"] == [0, 1, 2]
    before = snapshot(t)
    refused(t, t.act("utok", [0, 0, 0, 0], kdo=0, cil=0), "Na sebe útočit nelze", before)
    refused(t, t.act("obrana", [0, 0, 0, 0]), "Žádný útok nečeká", before)
    refused(t, t.act("zasah"), "Žádný zásah nečeká", before)
    refused(t, t.act("zacatek"), "Konflikt už běží", before)
    # an attack that the target cannot absorb takes it out; taken out, it leaves the turn order
    t.saves["marie"]["harm"]["consequences"] = []
    ok(t.act("utok", [1, 1, 1, 1], kdo=0, cil=1, pristup="sila"))  # 4 + 2 = 6
    ok(t.act("obrana", [-1, -1, -1, -1], pristup="spech"))  # −4 + 2 = −2: 8 shifts
    out = ok(t.act("zasah"))
    assert out["result"]["outcome"] == "taken_out"
    assert t.saves["marie"]["harm"]["taken_out"] is True
    ok(t.act("konec_tahu"))  # Démon → (Marie is out) Sean
    assert t.scene["poradi"][t.scene["na_tahu"]] == 2
    before = snapshot(t)
    refused(t, t.act("utok", [0, 0, 0, 0], kdo=2, cil=1), "cílem být nemůže", before)


def test_a_boost_made_outside_a_conflict_lasts_for_the_next_roll_002_l156() -> None:
    t = Table()
    # outside a conflict anyone may roll; a tie on create an advantage gives a boost (002:L156)
    tie = ok(t.act("hod", [0, 0, 0, 0], kdo=1, akce="advantage", pristup="intelekt", opozice=2, nazev="Náskok"))
    assert tie["result"]["outcome"] == "tie"
    assert aspects(t) == [("Náskok", "boost", 1, "Marie")]
    ok(t.act("hod", [0, 0, 0, 0], kdo=2, pristup="sila", opozice=0))  # the next roll: the boost still there
    assert aspects(t) == [("Náskok", "boost", 1, "Marie")]
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, volne_1=0), "vypršelo", before)
    gone = ok(t.act("hod", [0, 0, 0, 0], kdo=1, opozice=0))
    assert "Posílení „Náskok“ vypršelo." in gone["result"]["changes"]
    assert aspects(t) == []


def test_odds_of_the_defence_use_the_attack_total_002_l122_l128() -> None:
    t = Table()
    ok(t.act("utok", [1, 0, 0, 0], kdo=0, cil=1, pristup="sila"))  # 3
    odds = ok(t.call("action_odds", action="obrana", params={"pristup": "spech"}))  # Marie +2 against 3
    chances = {o["outcome"]: Fraction(o["probability"]) for o in odds["outcomes"]}
    # failure: 4dF + 2 < 3 → 4dF ≤ 0: 50/81; tie 4dF = +1: 16/81; success +2, +3: 14/81; style +4: 1/81
    assert chances == {"failure": Fraction(50, 81), "tie": Fraction(16, 81), "success": Fraction(14, 81),
                       "style": Fraction(1, 81)}


FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def test_version_2_scene_gets_no_participants_and_no_conflict() -> None:
    """Scene 2 → 3: the aspects and the round are kept; no participants, no turn order, nothing pending."""
    saved = json.loads((FIXTURES / "fate_scena-envelope1-sheet2.json").read_text())
    loaded = load_character(json.dumps(saved))
    assert loaded.migrated_from == 2
    scene = loaded.sheet
    assert [a.text for a in scene.aspects] == [a["text"] for a in saved["sheet"]["aspects"]]
    assert (scene.ucastnici, scene.poradi, scene.utok, scene.zasah) == ([], [], None, None)


def test_a_linked_character_is_called_by_its_own_sheet() -> None:
    """The name on the scene is only the NPC's: a linked character is called by its save's name everywhere (the
    turn order, whose turn, the attack), so two participants added as «Protivník» and linked stay apart."""
    t = Table()
    for person in t.scene["ucastnici"]:
        person["jmeno"] = "Protivník"
    start = ok(t.act("zacatek"))
    assert "Marie (Slušný (+2)), Protivník (Průměrný (+1)), Sean (Průměrný (+1))" in start["result"]["explanation"]
    rolled = ok(t.act("utok", [0, 0, 0, 0], kdo=1, cil=0, pristup="sila"))
    assert rolled["result"]["explanation"].startswith("Marie útočí (cíl: Protivník)")


def test_a_mental_conflict_hits_the_mental_track_where_the_model_has_one() -> None:
    """Core harm keeps physical and mental stress [Core SRD]: in a mental conflict the hit goes to the second
    track (002:L172 points to the missing p.187)."""
    t = Table()
    core = ok(handle({"op": "act", "sheet": t.saves["sean"], "action": "harm_model", "params": {"model": "core"}}))
    t.saves["sean"] = core["sheet"]
    ok(t.act("zacatek", druh="dusevni"))
    ok(t.act("utok", [1, 0, 0, 0], kdo=0, cil=2, pristup="intelekt"))  # +1
    ok(t.act("obrana", [0, 0, 0, 0], pristup="soustredeni"))  # 0: 1 shift
    ok(t.act("zasah", mode="manual", stress_box=0))
    tracks = t.saves["sean"]["harm"]["tracks"]
    assert [b["marked"] for b in tracks[0]["boxes"]] == [False, False]
    assert [b["marked"] for b in tracks[1]["boxes"]] == [True, False]
