"""Reading the roll (002:L122-L132): shifts → failure / tie / success / success with style, exact odds."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from py_rules import api
from py_rules.systems.base import DiceBox
from py_rules.systems.fate import SYSTEM, new_sheet
from py_rules.systems.fate.actions import ROLL, RollParams
from py_rules.systems.fate.odds import outcome_chances
from py_rules.systems.fate.rules import ladder_name, outcome_of, rating_label
from py_rules.systems.fate.sheet import FateSheet


def _sheet(**approaches: int) -> FateSheet:
    sheet = new_sheet("Sean")
    return sheet.model_copy(update={"approaches": sheet.approaches.model_copy(update=approaches)})


def _roll(sheet: FateSheet, dice: list[int], **params: Any) -> Any:
    box = DiceBox(physical=dice)
    outcome = ROLL.perform(sheet, RollParams(**params), box)
    box.finish()
    return outcome


@pytest.mark.parametrize(("shifts", "outcome"), [
    (-5, "failure"), (-1, "failure"), (0, "tie"), (1, "success"), (2, "success"), (3, "style"), (7, "style")])
def test_outcome_table_002_l124_l128(shifts: int, outcome: str) -> None:
    """002:L124-L128: opposition has shifts = failure; none = tie; 1-2 = success; 3+ = success with style."""
    assert outcome_of(shifts) == outcome


def test_f01_sean_sila_attack_vs_demon_002_l132() -> None:
    """F01, 002:L132: Síla Průměrný (+1), dice -++0 → Slušný (+2); demon Spěch +1, --00 → Mizerný (−1).

    3 shifts → success with style; harm = 3 shifts (L174), or 2 + a boost when trading one shift.
    """
    sheet = _sheet(sila=1)
    params = {"action": "attack", "approach": "sila", "opposition_kind": "active", "opposition": 1}
    result = _roll(sheet, [-1, 1, 1, 0, -1, -1, 0, 0], **params)
    assert result.outcome == "style"
    assert result.label == "Úspěch se stylem"
    assert result.total == 2
    assert rating_label(result.total) == "Slušný (+2)"
    assert result.details["opposition_total"] == -1
    assert rating_label(-1) == "Mizerný (−1)"
    assert result.details["shifts"] == 3
    assert result.details["effect"]["harm"] == 3
    assert "Slušný (+2)" in result.explanation
    assert "Mizerný (−1)" in result.explanation
    assert "Věc hry › Čtyři akce a čtyři výsledky › Útok" in result.explanation
    assert result.probability == outcome_chances(1, 1, active=True)["style"] == Fraction(103, 729)
    traded = _roll(sheet, [-1, 1, 1, 0, -1, -1, 0, 0], style_boost=True, **params)
    assert traded.details["effect"]["harm"] == 2
    assert traded.details["effect"]["boost"]


def test_f01_through_the_facade() -> None:
    """F01 via api.handle: new_sheet → edit Síla +1 → act with typed dice → view."""
    created = api.handle({"op": "new_sheet", "system": "fate", "name": "Sean McAvoy"})
    edited = api.handle({"op": "edit", "sheet": created["result"]["sheet"],
                         "changes": [{"path": "approaches.sila", "value": 1}]})
    assert edited["ok"], edited
    reply = api.handle({"op": "act", "sheet": edited["result"]["sheet"], "action": "roll",
                        "params": {"action": "attack", "approach": "sila", "opposition_kind": "active",
                                   "opposition": 1}, "dice": [-1, 1, 1, 0, -1, -1, 0, 0]})
    assert reply["ok"], reply
    assert reply["result"]["result"]["outcome"] == "style"
    assert reply["result"]["result"]["probability"] == "103/729"
    assert reply["result"]["result"]["physical"] is True


@pytest.mark.parametrize(("case", "rating", "dice", "opposition", "shifts", "outcome"), [
    ("F04", 2, [1, 0, 0, 0], 3, 0, "tie"),  # 002:L126
    ("F05", 3, [-1, 0, 0, 0], 0, 2, "success"),  # 002:L127
    ("F06", 3, [0, 0, 0, 0], 0, 3, "style"),  # 002:L128
    ("F07", 0, [-1, -1, -1, 0], 2, -5, "failure"),  # 002:L122, L125
])
def test_f04_to_f07_static_opposition(case: str, rating: int, dice: list[int], opposition: int, shifts: int,
                                      outcome: str) -> None:
    """F04-F07, 002:L122-L128: approach + dice vs a static difficulty."""
    result = _roll(_sheet(intelekt=rating), dice, approach="intelekt", opposition=opposition)
    assert (result.details["shifts"], result.outcome) == (shifts, outcome), case


def test_f07_opposition_has_five_shifts_text() -> None:
    """F07: +0, dice −3 vs +2 → the opposition has 5 shifts."""
    result = _roll(_sheet(), [-1, -1, -1, 0], approach="styl", opposition=2)
    assert "Rozdíl 5 posunů pro opozici" in result.explanation


def test_f08_total_outside_ladder_has_no_name() -> None:
    """F08 (digest §3.1): +0 with dice −4 → total −4 shown as a number only."""
    result = _roll(_sheet(), [-1, -1, -1, -1], approach="styl", opposition=0)
    assert result.total == -4
    assert ladder_name(-4) is None
    assert rating_label(-4) == "−4"
    assert ladder_name(8) == "Legendární"
    assert ladder_name(-2) == "Příšerný"
    assert ladder_name(9) is None


def test_f03_no_opposition_succeeds_without_a_roll_002_l33() -> None:
    """F03, 002:L33: no opposition → success, no dice used, probability 1."""
    result = _roll(_sheet(), [], opposition_kind="none")
    assert result.outcome == "success"
    assert result.probability == 1
    assert "Věc hry › Popište akci, určete opozici" in result.explanation


def test_f33_odds_against_passive_difficulty() -> None:
    """F33 (digest §4): +2 vs passive +2 → style 5/81, success or better 31/81, tie 19/81."""
    chances = outcome_chances(2, 2, active=False)
    assert chances["style"] == Fraction(5, 81)
    assert chances["success"] + chances["style"] == Fraction(31, 81)
    assert chances["tie"] == Fraction(19, 81)
    assert sum(chances.values()) == 1


def test_odds_action_sums_to_one_and_matches_perform() -> None:
    """The odds shown before rolling are exact and the outcome's probability is its class chance."""
    sheet = _sheet(spech=2)
    params = RollParams(approach="spech", opposition=2)
    assert ROLL.odds is not None
    odds = ROLL.odds(sheet, params)
    assert [o.outcome for o in odds.outcomes] == ["failure", "tie", "success", "style"]
    assert sum(Fraction(o.probability) for o in odds.outcomes) == 1
    assert [o.probability for o in odds.outcomes] == ["31/81", "19/81", "26/81", "5/81"]
    assert "23,5\u00a0%" in odds.summary  # tie 19/81, Czech decimal comma
    result = _roll(sheet, [0, 0, 0, 0], approach="spech", opposition=2)
    assert result.outcome == "tie"
    assert result.probability == Fraction(19, 81)


def test_active_odds_through_facade() -> None:
    sheet = _sheet(sila=1).model_dump(mode="json")
    reply = api.handle({"op": "action_odds", "sheet": sheet, "action": "roll",
                        "params": {"approach": "sila", "opposition_kind": "active", "opposition": 1}})
    assert reply["ok"], reply
    fractions = [Fraction(o["probability"]) for o in reply["result"]["outcomes"]]
    assert sum(fractions) == 1
    assert fractions[1] == Fraction(1107, 6561)


def test_system_is_registered() -> None:
    assert SYSTEM.id == "fate"
    assert SYSTEM.kind == "character"
