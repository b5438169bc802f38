"""The dead stay dead: SIL 0 is death and sets the state; nothing heals, starves, hurts or grows the dead;
the dying heal only once stabilised (001:L182, L187, L206; issue 20)."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.api import handle
from py_rules.errors import RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.sheet import CairnSheet


def make(sil: tuple[int, int] = (10, 10), creature: str = "postava", exhausted: bool = False,
         critical: bool = False, stabilised: bool = False, dead: bool = False,
         pending: list[str] | None = None) -> CairnSheet:
    return CairnSheet.model_validate({
        "name": "Bořek", "bo": {"current": 0, "max": 4},
        "attributes": {"sil": {"current": sil[0], "max": sil[1]}, "hbi": {"current": 10, "max": 10},
                       "vul": {"current": 10, "max": 10}},
        "states": {"exhausted": exhausted, "critical": critical, "stabilised": stabilised, "dead": dead},
        "settings": {"creature": creature}, "pending_growth": pending or [],
        "inventory": [{"name": "Šípy", "ammo": 3}]})


def run(action_id: str, sheet: CairnSheet, dice: list[int], **params: Any) -> Any:
    action = SYSTEM.action(action_id)
    box = DiceBox(physical=dice)
    outcome = action.perform(sheet, action.params_model.model_validate(params), box)
    box.finish()
    return outcome


@pytest.mark.parametrize("kind", ["short", "night", "week", "healer"])
def test_rest_refuses_the_dead_001_l187(kind: str) -> None:
    """Issue 20: SIL 0/10 and a week's rest answered «rested», SIL 10."""
    with pytest.raises(RuleViolation, match="Mrtvé stvoření"):
        run("rest", make(sil=(0, 10)), [3], kind=kind, healer=2)
    with pytest.raises(RuleViolation, match="Mrtvé stvoření"):
        run("rest", make(sil=(6, 10), dead=True), [3], kind=kind, healer=2)


def test_rest_on_a_dead_exhausted_sheet_speaks_of_death_first_001_l104_l187() -> None:
    with pytest.raises(RuleViolation, match="Mrtvé stvoření"):
        run("rest", make(sil=(0, 10), exhausted=True), [], kind="week")


def test_dying_unstabilised_does_not_heal_by_resting_001_l182() -> None:
    """Issue 20: critical, SIL 4/10, a week's rest gave SIL 10 and still critical."""
    with pytest.raises(RuleViolation, match="stabilizovat"):
        run("rest", make(sil=(4, 10), critical=True), [], kind="week")


def test_stabilised_heals_by_resting_001_l182_l91() -> None:
    out = run("rest", make(sil=(4, 10), critical=True, stabilised=True), [], kind="week")
    assert out.sheet.attributes.sil.current == 10


def test_deprivation_to_sil_0_sets_dead_001_l104_l187() -> None:
    out = run("deprivation", make(sil=(1, 10)), [], kind="day")
    assert out.outcome == "dead"
    assert out.sheet.attributes.sil.current == 0
    assert out.sheet.states.dead is True


def test_deprivation_stops_at_the_dead_001_l187() -> None:
    """Issue 20: deprivation kept draining a SIL-0 sheet."""
    for kind in ("day", "needs_met"):
        with pytest.raises(RuleViolation, match="Mrtvé stvoření"):
            run("deprivation", make(sil=(0, 10)), [], kind=kind)


def test_damage_to_sil_0_sets_dead_001_l157_l187() -> None:
    out = run("take_damage", make(sil=(3, 10)), [], damage=5)
    assert out.outcome == "dead"
    assert out.sheet.states.dead is True


def test_damage_refused_on_the_dead_001_l187() -> None:
    """Issue 20: take_damage was accepted on states.dead."""
    with pytest.raises(RuleViolation, match="Mrtvé stvoření"):
        run("take_damage", make(dead=True), [], damage=2)


def test_destroyed_detachment_sets_dead_and_cites_its_own_rule_001_l206() -> None:
    out = run("take_damage", make(sil=(2, 10), creature="oddil"), [], damage=4)
    assert out.outcome == "dead"
    assert out.label == "Oddíl zničen"
    assert out.sheet.states.dead is True
    assert any("oddíl zničen" in change and "Pravidla › Základy › Oddíly" in change for change in out.changes)
    with pytest.raises(RuleViolation, match="Zničený oddíl"):
        run("take_damage", out.sheet, [], damage=1)


def test_the_dead_do_not_grow_or_use_ammunition_001_l187() -> None:
    with pytest.raises(RuleViolation, match="Mrtvé stvoření"):
        run("growth", make(sil=(0, 10), pending=["hbi"]), [], attribute="hbi", choice="bo")
    with pytest.raises(RuleViolation, match="Mrtvé stvoření"):
        run("ammo_outside", make(dead=True), [], weapon=0)


def test_facade_refuses_rest_of_the_dead_and_keeps_the_sheet_001_l187() -> None:
    sheet = make(sil=(0, 10)).model_dump(mode="json")
    reply = handle({"op": "act", "sheet": sheet, "action": "rest",
                    "params": {"kind": "week"}})
    assert reply["ok"] is False
    assert "Mrtvé stvoření" in reply["error"]["message"]
