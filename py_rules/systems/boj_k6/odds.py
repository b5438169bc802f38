"""Exact chances (Fractions) of each success count before rolling, by enumerating the k6 faces.

Both sides roll one k6 (003:L126, L160); the roller adds ``constant`` (vlastnost + modifiers), the foe
``foe_base`` (vlastnost, 0 if immobile). If the foe's total is already known (the Pán jeskyně said it, or it
was rolled earlier in the round) only the roller's die is uncertain.
"""

from __future__ import annotations

from fractions import Fraction

from py_rules import czech
from py_rules.systems.boj_k6.results import Mode, PairResult, resolve
from py_rules.systems.boj_k6.texts import SHEET_TEXT, SUCCESS

__all__ = ["OUTCOME_ORDER", "describe", "outcome_label", "pair_odds", "wound_odds"]

FACES = range(1, 7)
OUTCOME_ORDER = ("ja_3", "ja_2", "ja_1", "remiza", "nic", "on_1", "on_2", "on_3")


def outcome_label(key: str, mode: Mode, foe: str | None = None) -> str:
    """Czech name of an outcome key («2 úspěchy», «Remíza: oba 1 úspěch», «Protivník 1 úspěch»)."""
    if key == "remiza":
        return SHEET_TEXT.O_REMIZA
    if key == "nic":
        return SHEET_TEXT.O_UBRANIL_SE if mode == "uspech" else SHEET_TEXT.O_UBRANIL_SES
    n = int(key[-1])
    noun = czech.amount(n, SUCCESS)
    if key.startswith("ja_"):
        return noun.capitalize()
    if foe:
        return SHEET_TEXT.O_PROTIVNIK_JMENO.format(jmeno=foe, noun=noun)
    return SHEET_TEXT.O_PROTIVNIK.format(noun=noun)


def pair_odds(mode: Mode, constant: int, foe_base: int, foe_total: int | None = None,
              my_total: int | None = None) -> dict[str, Fraction]:
    """Outcome key → exact probability; the keys follow :data:`OUTCOME_ORDER` and sum to 1.

    ``foe_total`` / ``my_total`` fix a side that has already rolled (its die is then not enumerated).
    """
    mine = [my_total] if my_total is not None else [face + constant for face in FACES]
    theirs = [foe_total] if foe_total is not None else [face + foe_base for face in FACES]
    weight = Fraction(1, len(mine) * len(theirs))
    result: dict[str, Fraction] = {}
    for a in mine:
        for b in theirs:
            key = resolve(mode, a, b).key
            result[key] = result.get(key, Fraction(0)) + weight
    return {key: result[key] for key in OUTCOME_ORDER if key in result}


def wound_odds(base: int, kz: int) -> dict[int, Fraction]:
    """Distribution of ``max(0, base + number of kz dice showing 4+)``: each die is 4+ with chance 1/2."""
    from math import comb

    dist: dict[int, Fraction] = {}
    for hits in range(kz + 1):
        value = max(0, base + hits)
        dist[value] = dist.get(value, Fraction(0)) + Fraction(comb(kz, hits), 2**kz)
    return dict(sorted(dist.items()))


def describe(result: PairResult, mode: Mode) -> str:
    """The outcome in words, for explanations."""
    return outcome_label(result.key, mode)
