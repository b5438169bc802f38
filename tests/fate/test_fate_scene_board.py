"""The scene board ``fate_scena``: aspects, boosts and free invokes (002:L96, L138, L152-L158)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from py_rules import api
from py_rules.errors import RuleViolation
from py_rules.systems import get_system
from py_rules.systems.base import DiceBox
from py_rules.systems.fate.scene import SYSTEM, new_scene
from py_rules.systems.fate.scene.board import FateScene, SceneAspect

ACTIONS = {a.id: a for a in SYSTEM.actions}


def _act(scene: FateScene, action: str, **params: Any) -> Any:
    chosen = ACTIONS[action]
    return chosen.perform(scene, chosen.params_model(**params), DiceBox(random.Random(1)))


def _scene(*aspects: SceneAspect, **update: Any) -> FateScene:
    return new_scene("Temná věž").model_copy(update={"aspects": list(aspects), **update})


def test_registered_as_a_board_of_fate() -> None:
    system = get_system("fate_scena")
    assert (system.kind, system.game) == ("board", "fate")


def test_f09_success_creates_aspect_with_one_free_invoke_002_l152() -> None:
    result = _act(_scene(), "advantage", outcome="success", text="Pole nízké gravitace", holder="Sean")
    aspect = result.sheet.aspects[0]
    assert (aspect.text, aspect.free_invokes, aspect.holder, aspect.kind) == (
        "Pole nízké gravitace", 1, "Sean", "situation")
    assert "Věc hry › Čtyři akce a čtyři výsledky › Vytvoření výhody" in result.explanation


def test_f10_style_on_existing_aspect_adds_two_002_l154() -> None:
    scene = _scene(SceneAspect(text="Spletité tunely", free_invokes=0))
    result = _act(scene, "advantage", outcome="style", existing=0, holder="Genevieve")
    assert result.sheet.aspects[0].free_invokes == 2
    assert len(result.sheet.aspects) == 1


def test_f11_tie_gives_a_boost_until_end_of_next_round_002_l156() -> None:
    scene = _scene(in_conflict=True, round=2)
    result = _act(scene, "advantage", outcome="tie", text="Zaváhání")
    made = result.sheet.aspects[0]
    assert (made.kind, made.free_invokes, made.expires_round) == ("boost", 1, 3)
    round3 = _act(result.sheet, "next_round").sheet
    assert round3.aspects == [made]
    round4 = _act(round3, "next_round")
    assert round4.sheet.aspects == []
    assert "Posílení „Zaváhání“ vypršelo." in round4.changes


def test_f12_failure_new_aspect_gives_the_opponent_the_invoke_002_l158() -> None:
    result = _act(_scene(), "advantage", outcome="failure", text="Kluzká podlaha", give_opponent=True,
                  opponent="démon")
    assert (result.sheet.aspects[0].holder, result.sheet.aspects[0].free_invokes) == ("démon", 1)
    nothing = _act(_scene(), "advantage", outcome="failure", text="Kluzká podlaha")
    assert nothing.sheet.aspects == []
    existing = _act(_scene(SceneAspect(text="Tma")), "advantage", outcome="failure", existing=0,
                    give_opponent=True)
    assert existing.sheet.aspects[0].free_invokes == 0


def test_invoking_spends_a_free_invoke_and_boost_vanishes_002_l138() -> None:
    scene = _scene(SceneAspect(text="Hořící sklad", free_invokes=2),
                   SceneAspect(text="Zaváhání", kind="boost", free_invokes=1))
    once = _act(scene, "invoke", aspect=0)
    assert once.sheet.aspects[0].free_invokes == 1
    boosted = _act(once.sheet, "invoke", aspect=1)
    assert [a.text for a in boosted.sheet.aspects] == ["Hořící sklad"]
    assert [r.aspect for r in boosted.sheet.current_roll] == ["Hořící sklad", "Zaváhání"]
    assert scene.aspects[0].free_invokes == 2  # input untouched


def test_no_free_invoke_left_is_refused() -> None:
    with pytest.raises(RuleViolation, match="Na aspektu „Tma“ nezbývá dost volných vyvolání \\(zbývá 0\\)"):
        _act(_scene(SceneAspect(text="Tma")), "invoke", aspect=0)


def test_f20_same_aspect_paid_twice_in_one_roll_is_refused() -> None:
    """F20 [FAE SRD; choice 9]: a 2nd paid invoke of the same aspect in one roll; a new roll resets."""
    scene = _act(_scene(SceneAspect(text="Tma")), "invoke", aspect=0, paid=True).sheet
    with pytest.raises(RuleViolation, match="dvakrát"):
        _act(scene, "invoke", aspect=0, paid=True)
    fresh = _act(scene, "new_roll").sheet
    assert _act(fresh, "invoke", aspect=0, paid=True).sheet.current_roll[0].paid


def test_fae_stacking_refuses_free_after_paid() -> None:
    scene = _scene(SceneAspect(text="Tma", free_invokes=1), invoke_stacking="fae")
    paid = _act(scene, "invoke", aspect=0, paid=True).sheet
    with pytest.raises(RuleViolation, match="Fate Accelerated"):
        _act(paid, "invoke", aspect=0)
    condensed = _act(_scene(SceneAspect(text="Tma", free_invokes=1)), "invoke", aspect=0, paid=True).sheet
    assert _act(condensed, "invoke", aspect=0).sheet.aspects[0].free_invokes == 0


def test_end_scene_clears_situation_aspects_and_boosts_keeps_consequences() -> None:
    scene = _scene(SceneAspect(text="Tma"), SceneAspect(text="Zlomená ruka", kind="consequence", free_invokes=1),
                   SceneAspect(text="Posílení", kind="boost", free_invokes=1), in_conflict=True, round=4)
    result = _act(scene, "end_scene")
    assert [a.text for a in result.sheet.aspects] == ["Zlomená ruka"]
    assert (result.sheet.round, result.sheet.in_conflict) == (1, False)
    assert "zmizí 2 aspekty" in result.explanation


def test_remove_aspect_by_overcoming_002_l102() -> None:
    result = _act(_scene(SceneAspect(text="Zamčené dveře")), "remove", aspect=0)
    assert result.sheet.aspects == []
    assert "Věc hry › Překonání" in result.explanation


def test_boost_must_be_exactly_one_invoke_czech_error() -> None:
    scene = _scene(SceneAspect(text="Zaváhání", kind="boost", free_invokes=1)).model_dump(mode="json")
    reply = api.handle({"op": "edit", "sheet": scene, "changes": [{"path": "aspects.0.free_invokes", "value": 2}]})
    assert not reply["ok"]
    assert "Posílení je právě jedno volné vyvolání" in reply["error"]["message"]


def test_scene_through_the_facade() -> None:
    created = api.handle({"op": "new_sheet", "system": "fate_scena", "name": "Nikdynikdy"})
    assert created["ok"], created
    reply = api.handle({"op": "act", "sheet": created["result"]["sheet"], "action": "advantage",
                        "params": {"outcome": "style", "text": "Křída na stěnách", "holder": "Genevieve"}})
    assert reply["ok"], reply
    assert reply["result"]["sheet"]["aspects"][0]["free_invokes"] == 2
    assert reply["result"]["view"]["badges"][1]["value"] == "2"
    reply = api.handle({"op": "act", "sheet": reply["result"]["sheet"], "action": "invoke",
                        "params": {"aspect": 5}})
    assert reply["error"]["code"] == "rule_violation"
