"""The scene's own «Vyvolat aspekt» (an invoke spent on the scene for a roll made on a character's sheet) names who
invokes and checks what the scene's rolls check, with the same function (``check_free``): a free invoke left, not
the other side's (002:L142 hands free invokes to allies only), a boost only by whoever holds it (L142, L156), the
opponent's invoke of a failed create-advantage only by that opponent (L158), and an invoker still in the scene.
A refusal is Czech and changes nothing."""

from __future__ import annotations

from typing import Any

from tests.fate.test_fate_scene_table import Table, aspects, ok, refused, snapshot


def _with(*made: dict[str, Any]) -> Table:
    """The table (0 Démon on side 1; 1 Marie and 2 Sean on side 0, linked) with these scene aspects."""
    t = Table()
    t.scene["aspects"] = list(made)
    return t


def _invoked(t: Table) -> list[tuple[str, bool]]:
    return [(r["aspect"], r["paid"]) for r in t.scene["current_roll"]]


def test_the_other_sides_free_invoke_is_refused_its_holders_side_spends_it_002_l142() -> None:
    t = _with({"text": "Zmatek", "free_invokes": 2, "holder": "Démon"})
    before = snapshot(t)
    refused(t, t.act("invoke", kdo=1, aspect=0),
            "Volné vyvolání na „Zmatek“ má Démon z druhé strany; Marie ho použít nemůže (vyvolání lze předat jen "
            "spojenci, Věc hry › Triky, vyvolání a spolupráce).", before)
    done = ok(t.act("invoke", kdo=0, aspect=0))
    assert aspects(t) == [("Zmatek", "situation", 1, "Démon")]
    assert _invoked(t) == [("Zmatek", False)]
    assert done["result"]["explanation"].startswith("Vyvolává Démon. Vyvolán aspekt „Zmatek“: +2, nebo přehození")


def test_an_allys_free_invoke_from_a_successful_advantage_is_spent_by_the_ally_002_l142() -> None:
    t = _with({"text": "V plamenech", "free_invokes": 1, "holder": "Marie"})
    ok(t.act("invoke", kdo=2, aspect=0))
    assert aspects(t) == [("V plamenech", "situation", 0, "Marie")]
    assert _invoked(t) == [("V plamenech", False)]


def test_a_boost_is_spent_only_by_its_holder_002_l142_l156() -> None:
    t = _with({"text": "Opora", "kind": "boost", "free_invokes": 1, "holder": "Sean", "expires_roll": 1})
    before = snapshot(t)
    refused(t, t.act("invoke", kdo=1, aspect=0),
            "Posílení „Opora“ drží Sean; Marie ho použít nemůže: předat spojenci lze jen volné vyvolání z úspěšného "
            "vytvoření výhody (Věc hry › Síla spolupráce).", before)
    ok(t.act("invoke", kdo=2, aspect=0))
    assert aspects(t) == []  # a boost used is gone (002:L156)
    assert _invoked(t) == [("Opora", False)]


def test_the_opponents_invoke_of_a_failed_advantage_is_its_holders_alone_002_l158_l142() -> None:
    t = _with({"text": "Pod sutinami", "free_invokes": 1, "holder": "Démon", "holder_only": True})
    t.scene["ucastnici"].append({**t.scene["ucastnici"][0], "jmeno": "Stín"})  # the Démon's ally, side 1
    before = snapshot(t)
    refused(t, t.act("invoke", kdo=3, aspect=0),
            "Volné vyvolání na „Pod sutinami“ získal oponent Démon ze selhání při vytváření výhody (Věc hry › Čtyři "
            "akce a čtyři výsledky › Vytvoření výhody); Stín ho použít nemůže", before)
    ok(t.act("invoke", kdo=0, aspect=0))
    assert aspects(t) == [("Pod sutinami", "situation", 0, "Démon")]


def test_a_paid_invoke_may_name_the_other_sides_aspect_002_l138() -> None:
    """A paid invoke needs no free invoke and no holder: any aspect in play (the point is paid on the sheet)."""
    t = _with({"text": "Zmatek", "free_invokes": 1, "holder": "Démon", "holder_only": True})
    ok(t.act("invoke", kdo=1, aspect=0, paid=True))
    assert aspects(t) == [("Zmatek", "situation", 1, "Démon")]
    assert _invoked(t) == [("Zmatek", True)]


def test_no_free_invoke_left_and_the_stacking_rule_still_refuse_002_l138() -> None:
    t = _with({"text": "Tma", "free_invokes": 1, "holder": "Marie"})
    ok(t.act("invoke", kdo=1, aspect=0))
    before = snapshot(t)
    refused(t, t.act("invoke", kdo=1, aspect=0), "Na aspektu „Tma“ nezbývá dost volných vyvolání (zbývá 0).", before)
    ok(t.act("invoke", kdo=1, aspect=0, paid=True))  # condensed stacking: one free and one paid (choice 9)
    before = snapshot(t)
    refused(t, t.act("invoke", kdo=1, aspect=0, paid=True), "dvakrát", before)
    assert _invoked(t) == [("Tma", False), ("Tma", True)]


def test_the_invoker_must_be_on_the_scene_and_still_acting() -> None:
    """A participant who conceded or was taken out no longer acts (FAE SRD), as the scene's rolls refuse it."""
    t = _with({"text": "Tma", "free_invokes": 1, "holder": "Marie"})
    before = snapshot(t)
    missing = t.act("invoke", kdo=7, aspect=0)
    assert (missing["ok"], missing["error"]["code"]) == (False, "invalid_input")
    assert missing["error"]["message"] == "Účastník číslo 8 na scéně není."
    assert (t.scene, t.saves) == before
    t.scene["ucastnici"][1]["vzdal"] = True
    before = snapshot(t)
    refused(t, t.act("invoke", kdo=1, aspect=0), "Marie už v tomto konfliktu nejedná (vyřazení nebo vzdání se).",
            before)


def test_the_form_asks_who_invokes_by_the_names_on_the_table() -> None:
    t = _with({"text": "Tma", "free_invokes": 1, "holder": "Marie"})
    form = next(a for a in ok(t.call("view"))["actions"] if a["id"] == "invoke")
    who = form["params"][0]
    assert (who["path"], who["label"]) == ("kdo", "Kdo vyvolává (hod v jeho deníku)")
    assert [o["label"] for o in who["options"]] == ["Démon", "Marie", "Sean"]
    assert form["first"] == ["kdo", "aspect", "paid"]
