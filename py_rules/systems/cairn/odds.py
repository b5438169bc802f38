"""Exact chances (Fractions, never floats) of Cairn rolls (seed 001)."""

from __future__ import annotations

from fractions import Fraction

from py_rules import dice

from .rules import after_armour, save_succeeds, together_total
from .sheet import SaveMode

__all__ = [
    "fate_chance",
    "group_attack_pmf",
    "keep_highest_pmf",
    "reaction_pmf",
    "save_chance",
    "shift_by_armour",
]


def save_chance(value: int, mode: SaveMode) -> Fraction:
    """P(success) of a save against ``value`` by enumerating the 20 faces (001:L71, L79)."""
    hits = sum(1 for face in range(1, 21) if save_succeeds(face, value, mode))
    return Fraction(hits, 20)


def keep_highest_pmf(sides: tuple[int, ...]) -> dict[int, Fraction]:
    """Distribution of the highest of several dice (001:L37): P(max ≤ k) = Π min(k, s)/s."""
    top = max(sides)
    pmf: dict[int, Fraction] = {}
    below = Fraction(0)
    for k in range(1, top + 1):
        at_most = Fraction(1)
        for s in sides:
            at_most *= Fraction(min(k, s), s)
        pmf[k] = at_most - below
        below = at_most
    return {k: p for k, p in pmf.items() if p}


def shift_by_armour(pmf: dict[int, Fraction], armour: int) -> dict[int, Fraction]:
    """The same distribution after armour (001:L108)."""
    out: dict[int, Fraction] = {}
    for value, p in pmf.items():
        key = after_armour(value, armour)
        out[key] = out.get(key, Fraction(0)) + p
    return out


def group_attack_pmf(sides: tuple[int, ...], variant: bool) -> dict[int, Fraction]:
    """Exact distribution of a group attack result (001:L158, L161) over states (highest, dice ≥ 4)."""
    states: dict[tuple[int, int], Fraction] = {(0, 0): Fraction(1)}
    for s in sides:
        nxt: dict[tuple[int, int], Fraction] = {}
        for (best, fours), p in states.items():
            for face in range(1, s + 1):
                key = (max(best, face), fours + (face >= 4))
                nxt[key] = nxt.get(key, Fraction(0)) + p / s
        states = nxt
    pmf: dict[int, Fraction] = {}
    for (best, fours), p in states.items():
        values = [best] + [4] * (fours - (best >= 4))
        total = together_total(values, variant)
        pmf[total] = pmf.get(total, Fraction(0)) + p
    return dict(sorted(pmf.items()))


def fate_chance() -> Fraction:
    """P(kostka osudu ≥ 4) = 1/2 (001:L85)."""
    return dice.distribution("1k6").at_least(4)


def reaction_pmf() -> dict[int, Fraction]:
    """Distribution of the 2k6 reaction roll (001:L114)."""
    return dice.distribution("2k6").pmf()
