"""Exact chances of the four outcomes before rolling (002:L41-L55, L122-L128).

Shifts = (4dF + modifier) − opposition; against an active opponent the opposition is its own 4dF + rating,
so the difference of two 4dF (an 8dF-shaped distribution over 6561) is computed exactly.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from py_rules import dice
from py_rules.systems.fate.rules import outcome_of

__all__ = ["OUTCOME_ORDER", "four_df", "outcome_chances", "shift_distribution"]

OUTCOME_ORDER = ("failure", "tie", "success", "style")


@cache
def four_df() -> dict[int, Fraction]:
    """The exact distribution of 4dF: counts 1, 4, 10, 16, 19, 16, 10, 4, 1 over 81."""
    return dice.distribution("4dF").pmf()


@cache
def _difference() -> dict[int, Fraction]:
    """Distribution of own 4dF minus the opponent's 4dF."""
    out: dict[int, Fraction] = {}
    for own, p in four_df().items():
        for theirs, q in four_df().items():
            out[own - theirs] = out.get(own - theirs, Fraction(0)) + p * q
    return dict(sorted(out.items()))


def shift_distribution(modifier: int, opposition: int, active: bool) -> dict[int, Fraction]:
    """Exact distribution of the signed shifts for ``modifier`` vs ``opposition`` (static or active)."""
    base = _difference() if active else four_df()
    return {value + modifier - opposition: p for value, p in base.items()}


def outcome_chances(modifier: int, opposition: int, active: bool) -> dict[str, Fraction]:
    """Exact chance of failure, tie, success and success with style (they sum to exactly 1)."""
    chances = dict.fromkeys(OUTCOME_ORDER, Fraction(0))
    for shifts, p in shift_distribution(modifier, opposition, active).items():
        chances[outcome_of(shifts)] += p
    return chances
