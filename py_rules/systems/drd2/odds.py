"""Exact chances (Fractions) of the Dračí doupě II hod, by enumerating every die face.

2k6 has 36 equally likely outcomes, 3k6 (přesně / nepřesně) 216; a střet pairs two such rolls, so
everything is enumerated exactly, including the tie-breaks and the final lot (½ each).
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from functools import cache

from py_rules.systems.drd2.rules import SUCCESS, ClashEntry, Mode, kept_dice, needs_lot, tie_winner

__all__ = ["kept_distribution", "stret_win", "success_chance"]


@cache
def kept_distribution(mode: Mode) -> dict[tuple[int, int], Fraction]:
    """Probability of each counted pair of dice (highest first) for the roll mode."""
    count = 2 if mode == "normal" else 3
    faces = itertools.product(range(1, 7), repeat=count)
    tally = Counter(kept_dice(values, mode) for values in faces)
    total = 6**count
    return {pair: Fraction(n, total) for pair, n in tally.items()}


def success_chance(mode: Mode, level: int, threshold: int = SUCCESS) -> Fraction:
    """P(hod ≥ 9) for zkouška / výzva (000:L557-L558)."""
    return sum(
        (p for pair, p in kept_distribution(mode).items() if sum(pair) + level >= threshold), Fraction(0)
    )


def stret_win(mode: Mode, level: int, other_mode: Mode, other_level: int, actor: bool | None) -> Fraction:
    """P(the hero wins a two-party střet). ``actor``: True hero declared first, False the opponent did,
    None nobody is clearly the actor (ties by higher die, dice sum, then a fair lot, 000:L501)."""
    win = Fraction(0)
    for mine, p in kept_distribution(mode).items():
        for theirs, q in kept_distribution(other_mode).items():
            me = ClashEntry("hrdina", sum(mine) + level, mine, actor is True)
            them = ClashEntry("protivník", sum(theirs) + other_level, theirs, actor is False)
            if needs_lot(me, them):
                win += p * q / 2
            elif tie_winner(me, them) is me:
                win += p * q
    return win
