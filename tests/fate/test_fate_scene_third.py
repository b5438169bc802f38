"""The scene's third pass (issue 22): quick NPCs rated by skills (FAE SRD mooks; seed 002:L25 points to the missing
p.209, L172 to p.187), teamwork on the scene's rolls (002:L142), defending for another (L118) and invoking after
seeing one's own dice (L138; FAE SRD: invoke after rolling), all through ``py_rules.api.handle``."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from py_rules.api import handle
from py_rules.storage import load_character
from tests.fate.test_fate_scene_table import Table, aspects, ok, refused, snapshot

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def chances(t: Table, action: str, **params: object) -> dict[str, Fraction]:
    odds = ok(t.call("action_odds", action=action, params=params))
    return {o["outcome"]: Fraction(o["probability"]) for o in odds["outcomes"]}


def test_a_mook_rated_by_skills_rolls_defends_and_is_taken_out_by_what_its_stress_cannot_take_002_l25_l172() -> None:
    t = Table()
    added = ok(t.act("poskok", jmeno="Skřet", strana=1, dobry_v="rvačka", spatny_v="myšlení", stres=1))
    assert ("dobrý v „rvačka“ (+2), špatný v „myšlení“ (−2), v ostatním +0; 1 políčko stresu, žádné následky"
            in added["result"]["explanation"])
    skret = t.scene["ucastnici"][3]
    assert skret["dovednosti"] == [{"nazev": "rvačka", "hodnoceni": 2}, {"nazev": "myšlení", "hodnoceni": -2}]
    assert [b["value"] for b in skret["denik"]["harm"]["tracks"][0]["boxes"]] == [1]
    assert skret["denik"]["harm"]["consequences"] == []
    # a roll by its skill: +2 against +2 succeeds on 4dF ∈ {+1, +2}: 26/81
    assert chances(t, "hod", kdo=3, dovednost="3/0", opozice=2)["success"] == Fraction(26, 81)
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=2, dovednost="3/0"), "patří jiné postavě", before)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=3, dovednost="3/2"), "Skřet takovou dovednost nemá", before)
    # the Skřet attacks Marie in a brawl: +000 = +1, +2 → Dobrý (+3)
    rolled = ok(t.act("utok", [1, 0, 0, 0], kdo=3, cil=1, dovednost="3/0"))
    assert "Skřet útočí (cíl: Marie) dovedností „rvačka“: +000 (+1) +2 = Dobrý (+3)." in \
        rolled["result"]["explanation"]
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))  # Marie +2: the Skřet has 1 shift
    assert t.scene["zasah"] == {"utocnik": 3, "cil": 1, "posuny": 1}
    ok(t.act("zasah"))
    # Sean hits it by Síla +1 (0000 → 1); it defends by an approach, +0 for a mook (0000 → 0): 1 shift, box 1
    ok(t.act("utok", [0, 0, 0, 0], kdo=2, cil=3, pristup="sila"))
    ok(t.act("obrana", [0, 0, 0, 0], pristup="spech"))
    ok(t.act("zasah"))
    assert t.scene["ucastnici"][3]["denik"]["harm"]["tracks"][0]["boxes"] == [{"value": 1, "marked": True}]
    # Marie by Síla +0: ++00 → 2; it defends in a brawl: --00 + 2 → 0. 2 shifts, no box and no consequence left
    ok(t.act("utok", [1, 1, 0, 0], kdo=1, cil=3, pristup="sila"))
    ok(t.act("obrana", [-1, -1, 0, 0], dovednost="3/0"))
    out = ok(t.act("zasah"))
    assert out["result"]["outcome"] == "taken_out"
    assert t.scene["ucastnici"][3]["denik"]["harm"]["taken_out"] is True


def test_teamwork_on_the_scene_costs_the_helpers_action_002_l142() -> None:
    t = Table()
    ok(t.act("zacatek", druh="fyzicky"))  # Marie, Démon, Sean
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, pristup="intelekt", pomocnik_1=2),
            "Sean má přístup Intelekt +0: pomáhat lze jen s přístupem vyšším než +0", before)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, pristup="spech", pomocnik_1=0), "Démon není na straně", before)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, pristup="spech", pomocnik_1=1), "svým pomocníkem", before)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, pristup="spech", pomocnik_1=2, pomocniku_max=0),
            "Vypravěč dovolil nejvýš 0 pomocníků, zapsáno je 1", before)
    # Marie's Spěch +2 and Sean's help (Spěch +1 > +0): +3 against +2. Fails on 4dF ≤ −2 (15/81), ties on −1
    # (16/81), succeeds on 0, +1 (35/81), with style on +2 or more (15/81)
    assert chances(t, "hod", kdo=1, pristup="spech", pomocnik_1=2) == {
        "failure": Fraction(15, 81), "tie": Fraction(16, 81), "success": Fraction(35, 81), "style": Fraction(15, 81)}
    helped = ok(t.act("hod", [0, 0, 0, 0], kdo=1, pristup="spech", pomocnik_1=2))
    assert (helped["result"]["total"], helped["result"]["outcome"], helped["result"]["probability"]) == \
        (3, "success", "35/81")
    assert "Spolupráce: Sean (+1)." in helped["result"]["explanation"]
    assert t.scene["ucastnici"][2]["jednal"] is True
    ok(t.act("konec_tahu"))  # → the Démon
    skipped = ok(t.act("konec_tahu"))  # Sean gave his action to the help: round 2 begins with Marie
    assert "Sean: akce tohoto kola padla na pomoc, tah se přeskakuje." in skipped["result"]["changes"]
    assert (t.scene["round"], t.scene["poradi"][t.scene["na_tahu"]]) == (2, 1)


def test_an_ally_defends_for_the_target_and_takes_a_failure_itself_002_l118() -> None:
    t = Table()
    ok(t.act("poskok", jmeno="Skřet", strana=1))
    ok(t.act("utok", [1, 1, 0, 0], kdo=0, cil=1, pristup="sila"))  # the Démon at Marie: ++00 + 2 = 4
    before = snapshot(t)
    refused(t, t.act("obrana", [0, 0, 0, 0], kdo=0), "vlastnímu útoku", before)
    refused(t, t.act("obrana", [0, 0, 0, 0], kdo=3), "Skřet není na straně cíle (Marie)", before)
    # Sean defends for Marie by Spěch +1 against 4: fails unless 4dF ≥ +3, 76/81; 0000 → 1: the Démon has 3
    assert chances(t, "obrana", kdo=2, pristup="spech")["failure"] == Fraction(76, 81)
    guarded = ok(t.act("obrana", [0, 0, 0, 0], kdo=2, pristup="spech"))
    assert "Obrana za jiného (Věc hry › Obrana): brání se Sean, cíl útoku je Marie" in \
        guarded["result"]["explanation"]
    assert t.scene["zasah"] == {"utocnik": 0, "cil": 2, "posuny": 3}
    ok(t.act("zasah"))  # FAE: box 3 of Sean's own sheet; Marie untouched
    assert [b["marked"] for b in t.saves["sean"]["harm"]["tracks"][0]["boxes"]] == [False, False, True]
    assert not any(b["marked"] for b in t.saves["marie"]["harm"]["tracks"][0]["boxes"])


def test_invoking_after_seeing_the_dice_writes_the_result_again_002_l138_l152_l154() -> None:
    t = Table()
    # Marie creates an advantage by Intelekt +2 against +2: 000- → 1, failure; nothing is created
    failed = ok(t.act("hod", [0, 0, 0, -1], kdo=1, akce="advantage", pristup="intelekt", opozice=2,
                      nazev="Kouzelný kruh"))
    assert failed["result"]["outcome"] == "failure"
    assert "Vyvolat po hodu" in failed["result"]["explanation"]
    assert aspects(t) == []
    before = snapshot(t)
    refused(t, t.act("po_hodu"), "Vyberte aspekt", before)
    # seeing the dice she pays a point for her high concept: 1 + 2 = 3, 1 shift: the aspect with one free invoke
    raised = ok(t.act("po_hodu", placene_1="Čarodějka z Chicaga"))
    assert (raised["result"]["outcome"], raised["result"]["total"]) == ("success", 3)
    assert aspects(t) == [("Kouzelný kruh", "situation", 1, "Marie")]
    assert t.saves["marie"]["fate_points"] == 2
    before = snapshot(t)
    # each aspect once per roll (a paid invoke twice), the roll's own aspect only for later rolls
    refused(t, t.act("po_hodu", placene_1="Čarodějka z Chicaga"), "dvakrát", before)
    refused(t, t.act("po_hodu", volne_1=0), "vznikl až výsledkem tohoto hodu", before)
    # Sean's aspect is in play too: +2 more → 5, 3 shifts, with style: the same aspect gets two (002:L154)
    styled = ok(t.act("po_hodu", placene_1="Zemní mág"))
    assert styled["result"]["outcome"] == "style"
    assert aspects(t) == [("Kouzelný kruh", "situation", 2, "Marie")]
    assert t.saves["marie"]["fate_points"] == 1
    assert t.scene["current_roll"] == [{"aspect": "Čarodějka z Chicaga", "paid": True},
                                       {"aspect": "Zemní mág", "paid": True}]
    # once the scene changed, the roll is closed
    ok(t.act("remove", aspect=0))
    before = snapshot(t)
    refused(t, t.act("po_hodu", placene_1="Zemní mág"), "Od hodu se na scéně něco změnilo", before)


def test_invoking_after_the_dice_of_an_attack_and_of_its_defence_002_l138_l172_l178() -> None:
    t = Table()
    t.scene["aspects"] = [{"text": "Temnota", "kind": "situation", "free_invokes": 1, "holder": "Démon"}]
    ok(t.act("utok", [0, 0, 0, 0], kdo=0, cil=1, pristup="sila"))  # 0000 + 2 = 2
    before = snapshot(t)
    refused(t, t.act("po_hodu", placene_1="Temnota"), "nemáš dost bodů osudu", before)  # an NPC's own points: 0
    up = ok(t.act("po_hodu", volne_1=0))
    assert t.scene["utok"]["celkem"] == 4
    assert "po hodu útoku: Slušný (+2) → Skvělý (+4)" in up["result"]["explanation"]
    assert aspects(t) == [("Temnota", "situation", 0, "Démon")]
    # Marie defends by Spěch +2: --00 → 0 against 4: the Démon has 4 shifts, harm 4
    ok(t.act("obrana", [-1, -1, 0, 0], pristup="spech"))
    assert t.scene["zasah"]["posuny"] == 4
    # she invokes her high concept after seeing it: 2 against 4, harm 2
    ok(t.act("po_hodu", placene_1="Čarodějka z Chicaga"))
    assert t.scene["zasah"] == {"utocnik": 0, "cil": 1, "posuny": 2}
    # and Sean's Zemní mág: 4 against 4, a tie: no harm, a boost for the Démon (002:L178)
    tie = ok(t.act("po_hodu", placene_1="Zemní mág"))
    assert tie["result"]["outcome"] == "tie"
    assert t.scene["zasah"] is None
    assert aspects(t) == [("Temnota", "situation", 0, "Démon"), ("Posílení", "boost", 1, "Démon")]
    assert t.saves["marie"]["fate_points"] == 1


def test_version_3_scene_gets_no_skills_and_no_open_roll() -> None:
    """Scene 3 → 4: participants, the turn order and the attack in progress are kept; no skills, no open roll."""
    saved = json.loads((FIXTURES / "fate_scena-envelope1-sheet3.json").read_text())
    loaded = load_character(json.dumps(saved))
    assert loaded.migrated_from == 3
    scene = loaded.sheet
    assert [p.jmeno for p in scene.ucastnici] == [p["jmeno"] for p in saved["sheet"]["ucastnici"]]
    assert all(p.dovednosti == [] for p in scene.ucastnici)
    assert scene.posledni_hod is None
    assert scene.utok is not None
    assert scene.utok.celkem == saved["sheet"]["utok"]["celkem"]
    assert scene.poradi == saved["sheet"]["poradi"]


def test_an_ally_may_use_a_free_invoke_from_a_success_but_not_a_boost_from_a_tie_002_l142_l156() -> None:
    t = Table()
    # Sean creates an advantage by Síla +1 against +1: 0000 → a tie, a boost he holds (002:L156)
    ok(t.act("hod", [0, 0, 0, 0], kdo=2, akce="advantage", pristup="sila", opozice=1, nazev="Opora"))
    assert aspects(t) == [("Opora", "boost", 1, "Sean")]
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, pristup="spech", volne_1=0),
            "Posílení „Opora“ drží Sean; Marie ho použít nemůže", before)
    # a success against +0 puts an aspect with one free invoke, which Marie may spend: Spěch +2 + 2, 0000 → 4
    # (4 shifts, overcome with style: her own boost; Sean's boost from two rolls ago has expired, choice 5)
    ok(t.act("hod", [0, 0, 0, 0], kdo=2, akce="advantage", pristup="sila", opozice=0, nazev="Pevná zem"))
    assert aspects(t)[-1] == ("Pevná zem", "situation", 1, "Sean")
    used = ok(t.act("hod", [0, 0, 0, 0], kdo=1, pristup="spech", opozice=0, volne_1=1))
    assert used["result"]["total"] == 4
    assert aspects(t) == [("Pevná zem", "situation", 0, "Sean"), ("Posílení", "boost", 1, "Marie")]


def test_the_board_shows_a_mooks_skills_and_the_roll_still_open_to_invokes() -> None:
    """A mook's card edits its skills and says everything else is +0 (FAE SRD); the conflict section shows the
    roll that may still take invokes after its dice (002:L138) until something else happens."""
    t = Table()
    ok(t.act("poskok", jmeno="Skřet", strana=1, dobry_v="rvačka", stres=2))
    view = ok(t.call("view"))["view"]
    people = next(s for s in view["sections"] if s["id"] == "ucastnici")["fields"][0]["items"]
    card = {f.get("path") or f["label"]: f.get("value") for f in people[3]["fields"]}
    assert (card["ucastnici.3.dovednosti.0.nazev"], card["ucastnici.3.dovednosti.0.hodnoceni"]) == ("rvačka", 2)
    assert card["V ostatním"] == "+0"
    assert "ucastnici.3.denik.approaches.sila" not in card
    ok(t.act("hod", [0, 0, 0, 0], kdo=3, dovednost="3/0", opozice=1))  # 0000 + 2 = 2 against 1
    conflict = next(s for s in view_of(t)["sections"] if s["id"] == "konflikt")["fields"]
    assert {"label": "Hod otevřený vyvolání", "value": "Skřet: Překonání, +2 proti +1"}.items() <= \
        next(f for f in conflict if f["label"] == "Hod otevřený vyvolání").items()
    ok(t.act("hod", kdo=2, opozice_druh="none"))  # unopposed: nothing rolled, nothing open
    assert all(f["label"] != "Hod otevřený vyvolání" for f in
               next(s for s in view_of(t)["sections"] if s["id"] == "konflikt")["fields"])
    before = snapshot(t)
    refused(t, t.act("po_hodu", placene_1="Zemní mág"), "Žádný hod na scéně nečeká", before)
    refused(t, t.act("hod", kdo=1, opozice_druh="none", pomocnik_1=2), "uspěje bez hodu", before)


def view_of(t: Table) -> dict[str, object]:
    result: dict[str, object] = ok(t.call("view"))["view"]
    return result


def test_an_invoke_after_the_dice_may_reroll_all_four_002_l138() -> None:
    t = Table()
    # Marie creates an advantage by Intelekt +2 against +2: 000- → 1, failure
    ok(t.act("hod", [0, 0, 0, -1], kdo=1, akce="advantage", pristup="intelekt", opozice=2, nazev="Kouzelný kruh"))
    before = snapshot(t)
    refused(t, t.act("po_hodu", pouziti="reroll", placene_1="Čarodějka z Chicaga", placene_2="Zemní mág"),
            "Přehození je jedno vyvolání", before)
    # one paid invoke rerolls all four dice, the modifier stays: ++00 + 2 = 4, 2 shifts: success, P = 26/81
    rerolled = ok(t.act("po_hodu", [1, 1, 0, 0], pouziti="reroll", placene_1="Čarodějka z Chicaga"))
    assert (rerolled["result"]["outcome"], rerolled["result"]["total"], rerolled["result"]["probability"]) == \
        ("success", 4, "26/81")
    assert "Přehozeno: 000- → ++00" in rerolled["result"]["explanation"]
    assert aspects(t) == [("Kouzelný kruh", "situation", 1, "Marie")]
    assert t.saves["marie"]["fate_points"] == 2
    assert t.scene["posledni_hod"]["kostky"] == [1, 1, 0, 0]
    # an attack waiting for its defence keeps its dice (schema 8): Sean's 0000 +1 rerolled to +000 +1 = +2
    ok(t.act("utok", [0, 0, 0, 0], kdo=2, cil=0, pristup="sila"))
    ok(t.act("po_hodu", [1, 0, 0, 0], pouziti="reroll", placene_1="Zemní mág"))
    assert (t.scene["utok"]["celkem"], t.scene["utok"]["kostky"]) == (2, [1, 0, 0, 0])


def test_an_active_opponent_on_the_scene_opposes_with_its_own_rating_002_l94_l104_l122() -> None:
    t = Table()
    before = snapshot(t)
    refused(t, t.act("hod", [0, 0, 0, 0], kdo=1, odpurce=0), "jen pro opozici „aktivní protivník“", before)
    refused(t, t.act("hod", [0, 0, 0, 0, 0, 0, 0, 0], kdo=1, opozice_druh="active", odpurce=1),
            "sám sobě protivníkem", before)
    # Marie overcomes by Spěch +2; the Démon opposes by its Spěch +1 from its card, not the typed +2: the
    # difference of two 4dF (8dF) is −1 for a tie: 1016/6561
    odds = chances(t, "hod", kdo=1, pristup="spech", opozice_druh="active", odpurce=0, odpurce_pristup="spech")
    assert odds["tie"] == Fraction(1016, 6561)
    tie = ok(t.act("hod", [0, 0, 0, 0, 0, 0, 0, 1], kdo=1, pristup="spech", opozice_druh="active", odpurce=0,
                   odpurce_pristup="spech"))
    assert (tie["result"]["outcome"], tie["result"]["probability"]) == ("tie", "1016/6561")
    assert "Vzdoruje Démon přístupem Spěch. Protivník: 000+ (+1) +1 = Slušný (+2)" in tie["result"]["explanation"]
    # a mook opposes by what it is good at: +2
    ok(t.act("poskok", jmeno="Skřet", dobry_v="hlídání"))
    watched = ok(t.act("hod", [0, 0, 0, 0, 0, 0, 0, 0], kdo=1, pristup="spech", opozice_druh="active",
                       odpurce=3, odpurce_dovednost="3/0"))
    assert "Vzdoruje Skřet dovedností „hlídání“. Protivník: 0000 (+0) +2 = Slušný (+2)" in \
        watched["result"]["explanation"]


def test_a_stunt_on_an_unopposed_action_is_refused_not_dropped_002_l33_l138() -> None:
    """002:L33: without opposition the character succeeds without a roll, so a stunt's bonus (L138) would add to
    nothing: refused on the sheet's roll and on the scene's, nothing changed."""
    t = Table()
    t.saves["sean"]["stunts"] = [{"name": "Zemní magie", "description": "", "approach": "any", "action": "any",
                                  "bonus": 2}]
    sheet_roll = handle({"op": "act", "sheet": t.saves["sean"], "action": "roll",
                         "params": {"opposition_kind": "none", "stunt": 0}})
    assert sheet_roll["ok"] is False
    assert "triky, vyvolání ani pomocníci nejsou potřeba" in sheet_roll["error"]["message"]
    before = snapshot(t)
    refused(t, t.act("hod", kdo=2, opozice_druh="none", trik="2/0"), "triky, vyvolání ani pomocníci", before)
    done = ok(t.act("hod", kdo=2, opozice_druh="none"))
    assert (done["result"]["outcome"], done["result"]["probability"]) == ("success", "1/1")
