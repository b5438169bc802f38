"""Exact outcome chances (002:L41-L55, L122-L128) checked against brute-force enumeration of the dice."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from py_rules.systems.fate.odds import outcome_chances
from py_rules.systems.fate.rules import outcome_of

FACES = (-1, 0, 1)


def _brute(modifier: int, opposition: int, active: bool) -> dict[str, Fraction]:
    dice = 8 if active else 4
    counts: Counter[str] = Counter()
    for faces in product(FACES, repeat=dice):
        own, theirs = sum(faces[:4]), sum(faces[4:])
        counts[outcome_of(own + modifier - (opposition + theirs))] += 1
    total = 3 ** dice
    return {k: Fraction(counts[k], total) for k in ("failure", "tie", "success", "style")}


@pytest.mark.parametrize("active", [False, True])
@pytest.mark.parametrize(("modifier", "opposition"), [(0, 0), (1, 1), (3, 2), (0, 4), (5, -1), (2, 8)])
def test_outcome_chances_match_enumeration(modifier: int, opposition: int, active: bool) -> None:
    exact = outcome_chances(modifier, opposition, active)
    assert exact == _brute(modifier, opposition, active)
    assert sum(exact.values()) == 1


def test_sean_example_odds_before_rolling_002_l132() -> None:
    """F01 set-up: Síla +1 vs the demon's active Spěch +1 — the chance of success with style is 103/729."""
    assert outcome_chances(1, 1, active=True)["style"] == Fraction(103, 729)
