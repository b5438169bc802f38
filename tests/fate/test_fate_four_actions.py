"""Four actions and four outcomes (002:L148-L188): what each result does, per action."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules.systems.base import DiceBox
from py_rules.systems.fate import new_sheet
from py_rules.systems.fate.actions import ROLL, RollParams
from py_rules.systems.fate.rules import ActionEffect, action_effect


def _roll(dice: list[int], **params: Any) -> Any:
    sheet = new_sheet("Marie")
    box = DiceBox(physical=dice)
    result = ROLL.perform(sheet, RollParams(**params), box)
    box.finish()
    return result


def test_f09_advantage_success_new_aspect_one_free_invoke_002_l152() -> None:
    """F09, 002:L152: create advantage, new aspect, 2 shifts → aspect + 1 free invoke."""
    effect = action_effect("advantage", 2, new_aspect=True)
    assert effect == ActionEffect(free_invokes=1, creates_aspect=True, goal=True)


def test_f10_advantage_style_existing_aspect_two_invokes_002_l154() -> None:
    """F10, 002:L154: existing aspect, 4 shifts → +2 free invokes, no new aspect."""
    effect = action_effect("advantage", 4, new_aspect=False)
    assert (effect.free_invokes, effect.creates_aspect) == (2, False)


def test_f11_advantage_tie_gives_a_boost_002_l156() -> None:
    """F11, 002:L156: tie → a boost (also on an existing aspect, digest choice 4)."""
    assert action_effect("advantage", 0).boost
    assert action_effect("advantage", 0, new_aspect=False) == ActionEffect(boost=True)


def test_f12_advantage_failure_choices_002_l158() -> None:
    """F12, 002:L158: new aspect → none, or the aspect with the opponent's free invoke; existing → nothing."""
    assert action_effect("advantage", -1, new_aspect=True) == ActionEffect()
    given = action_effect("advantage", -1, new_aspect=True, give_opponent=True)
    assert (given.creates_aspect, given.opponent_free_invokes, given.free_invokes) == (True, 1, 0)
    assert action_effect("advantage", -1, new_aspect=False, give_opponent=True) == ActionEffect()


def test_f13_overcome_tie_goal_at_minor_cost_002_l166() -> None:
    """F13, 002:L166."""
    assert action_effect("overcome", 0) == ActionEffect(goal=True, cost="minor")


def test_f14_overcome_failure_pick_fail_or_serious_cost_002_l168() -> None:
    """F14, 002:L168: −2 → simply fail, or succeed at a serious cost."""
    assert action_effect("overcome", -2) == ActionEffect()
    assert action_effect("overcome", -2, accept_cost=True) == ActionEffect(goal=True, cost="serious")


def test_f15_overcome_style_success_and_boost_002_l164() -> None:
    """F15, 002:L164."""
    assert action_effect("overcome", 3) == ActionEffect(goal=True, boost=True)
    assert action_effect("overcome", 1) == ActionEffect(goal=True)


def test_f16_attack_plus4_vs_defence_plus2_harm_2_002_l172() -> None:
    """F16, 002:L172: attack total +4 vs defence total +2 → success, harm 2."""
    result = _roll([1, 1, 1, 1], action="attack", approach="styl", opposition=2)
    assert (result.total, result.outcome) == (4, "success")
    assert result.details["effect"]["harm"] == 2
    assert "Cíl utrží 2 posuny zranění" in result.explanation


def test_f17_attack_tie_attacker_boost_defender_untouched_002_l178_l184() -> None:
    """F17, 002:L178 and L184: +3 vs +3 → no harm, attacker boost; the defender is untouched."""
    attack = action_effect("attack", 0)
    assert (attack.harm, attack.boost) == (0, True)
    defence = action_effect("defend", 0)
    assert (defence.goal, defence.harmed_self, defence.boost) == (True, False, False)


def test_f18_attack_miss_defender_style_boost_002_l180_l186() -> None:
    """F18, 002:L180 and L186: attack +1 vs defence +4 → miss; the defender has 3 shifts → style + boost."""
    assert action_effect("attack", -3) == ActionEffect()
    assert action_effect("defend", 3) == ActionEffect(goal=True, boost=True)


def test_defend_failure_lands_on_you_002_l188() -> None:
    """002:L188: a failed defence → the opponent's harm or advantage lands."""
    assert action_effect("defend", -1).harmed_self


def test_f25_defending_another_and_failing_takes_the_harm_002_l118() -> None:
    """F25, 002:L118: B defends a blast aimed at ally A and fails → the harm lands on B."""
    result = _roll([-1, 0, 0, 0], action="defend", approach="spech", opposition=1, defend_other=True)
    assert result.outcome == "failure"
    assert "Věc hry › Obrana" in result.explanation


@pytest.mark.parametrize(("action", "outcome", "line"), [
    ("advantage", "success", "Věc hry › Čtyři akce a čtyři výsledky › Vytvoření výhody"),
    ("overcome", "tie", "Věc hry › Čtyři akce a čtyři výsledky › Překonání"),
    ("attack", "failure", "Věc hry › Čtyři akce a čtyři výsledky › Útok"),
    ("defend", "style", "Věc hry › Čtyři akce a čtyři výsledky › Obrana")])
def test_explanation_quotes_the_seed_row(action: str, outcome: str, line: str) -> None:
    dice = {"success": [1, 0, 0, 0], "tie": [0, 0, 0, 0], "failure": [-1, 0, 0, 0], "style": [1, 1, 1, 0]}
    result = _roll(dice[outcome], action=action, approach="styl", opposition=0)
    assert result.outcome == outcome
    assert line in result.explanation
    assert "„" in result.explanation


def test_unknown_action_key_raises() -> None:
    with pytest.raises(KeyError):
        action_effect("dance", 1)


def test_f13_f14_costs_are_explained() -> None:
    """F13/F14, 002:L166, L168: the explanation says which cost applies."""
    tie = _roll([0, 0, 0, 0], action="overcome", approach="styl", opposition=0)
    assert "za menší cenu" in tie.explanation
    paid = _roll([-1, -1, 0, 0], action="overcome", approach="styl", opposition=0, accept_cost=True)
    assert paid.outcome == "failure"
    assert paid.details["effect"]["cost"] == "serious"
    assert "za vážnou cenu" in paid.explanation


def test_f01_style_attack_offers_the_boost_trade_002_l174() -> None:
    """F01, 002:L174: with 3 shifts the player may take harm 2 and a boost instead."""
    result = _roll([1, 1, 1, 0], action="attack", approach="styl", opposition=0)
    assert "zranění 2 posuny a posílení" in result.explanation
