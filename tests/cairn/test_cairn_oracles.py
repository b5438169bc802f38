"""Kostka osudu (001:L81-L85) a tabulka reakcí (001:L112-L122)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from py_rules.systems.base import DiceBox
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.actions_oracle import reaction_for


def roll(action_id: str, dice: list[int]) -> Any:
    action = SYSTEM.action(action_id)
    box = DiceBox(physical=dice)
    outcome = action.perform(SYSTEM.new_sheet("Věštkyně"), action.params_model(), box)
    box.finish()
    return outcome


def test_case_c08_fate_die_4_favourable_3_not_001_l85() -> None:
    good = roll("fate", [4])
    bad = roll("fate", [3])
    assert good.outcome == "favourable"
    assert bad.outcome == "unfavourable"
    assert good.probability == Fraction(1, 2)
    assert "Pravidla › Základy › Kostka osudu (hod štěstí)" in good.explanation


@pytest.mark.parametrize(("total", "label"), [(2, "Nepřátelská"), (3, "Obezřetná"), (5, "Obezřetná"),
                                              (6, "Zvídavá"), (8, "Zvídavá"), (9, "Přátelská"),
                                              (11, "Přátelská"), (12, "Nápomocná")])
def test_case_c09_reaction_table_001_l116_l122(total: int, label: str) -> None:
    assert reaction_for(total)[1] == label


def test_reaction_roll_and_exact_odds_001_l114() -> None:
    out = roll("reaction", [3, 4])
    assert out.label == "Zvídavá"
    assert out.probability == Fraction(16, 36)
    action = SYSTEM.action("reaction")
    assert action.odds is not None
    result = action.odds(SYSTEM.new_sheet("X"), action.params_model())
    odds = {o.outcome: Fraction(o.probability) for o in result.outcomes}
    assert odds == {"nepratelska": Fraction(1, 36), "obezretna": Fraction(9, 36), "zvidava": Fraction(16, 36),
                    "pratelska": Fraction(9, 36), "napomocna": Fraction(1, 36)}
