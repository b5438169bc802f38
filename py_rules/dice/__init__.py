"""Dice: notation → AST → roll | exact distribution | text.

Public API (stable; games and the facade use only these names):

- ``parse(expression) -> Expression``: parse Czech/English dice notation; raises ``DiceSyntaxError`` /
  ``DiceLimitError``. ``str(expression)`` is canonical notation.
- ``roll(expression, *, rng=None, dice=None, allow_extra=False) -> RollResult``: roll with an injected
  ``random.Random``-like source (``rng.randint``), or resolve values the player rolled on physical dice
  (``dice=[4, 6]``; count and faces checked; with ``allow_extra`` unused trailing values are allowed and
  ``RollResult.dice_used`` says how many were consumed).
- ``distribution(expression) -> Distribution``: exact outcome → probability (``Fraction``).

TEMPORARY minimal implementation (sums of ``NkM``/``NkF`` and constants); the full engine replaces it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from py_rules.errors import DiceError, DiceLimitError, DiceSyntaxError

__all__ = ["Distribution", "Expression", "RollResult", "RolledDie", "distribution", "parse", "roll"]

MAX_DICE = 1000
_TERM = re.compile(r"\s*([+-])?\s*(?:(\d*)[kKdD](\d+|[fF%])(?:([kKdD][hHlL])(\d+))?|(\d+))\s*")


@dataclass(frozen=True)
class _Term:
    sign: int
    count: int
    sides: int | None  # None = Fate die; 0 with count 0 = constant
    constant: int = 0
    keep: str = ""  # "", "kh", "kl", "dh", "dl"
    keep_n: int = 0

    def kept_count(self) -> int:
        return self.keep_n if self.keep[0] == "k" else self.count - self.keep_n

    def keeps_high(self) -> bool:
        return self.keep in ("kh", "dl")

    def faces(self) -> list[int]:
        return [-1, 0, 1] if self.sides is None else list(range(1, (self.sides or 0) + 1))


@dataclass(frozen=True)
class Expression:
    terms: tuple[_Term, ...]
    source: str

    def __str__(self) -> str:
        out = ""
        for term in self.terms:
            sign = "-" if term.sign < 0 else "+"
            if term.count == 0:
                body = str(term.constant)
            else:
                body = f"{term.count}k{'F' if term.sides is None else term.sides}"
                if term.keep:
                    body += f"{term.keep}{term.keep_n}"
            out += body if not out and sign == "+" else sign + body
        return out


@dataclass(frozen=True)
class RolledDie:
    sides: int | str
    value: int
    kept: bool = True
    marks: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"sides": self.sides, "value": self.value, "kept": self.kept, "marks": list(self.marks)}


@dataclass(frozen=True)
class RollResult:
    expression: str
    total: int
    dice: tuple[RolledDie, ...]
    dice_used: int
    supplied: bool

    def to_dict(self) -> dict[str, Any]:
        return {
            "expression": self.expression,
            "total": self.total,
            "dice": [d.to_dict() for d in self.dice],
            "supplied": self.supplied,
        }


@dataclass(frozen=True)
class Distribution:
    """Immutable outcome → integer weight; probabilities are exact fractions."""

    weights: Mapping[int, int] = field(default_factory=dict)

    @property
    def total_weight(self) -> int:
        return sum(self.weights.values())

    def probability(self, predicate: Callable[[int], bool]) -> Fraction:
        hit = sum(w for outcome, w in self.weights.items() if predicate(outcome))
        return Fraction(hit, self.total_weight)

    def at_least(self, target: int) -> Fraction:
        return self.probability(lambda o: o >= target)

    def at_most(self, target: int) -> Fraction:
        return self.probability(lambda o: o <= target)

    def pmf(self) -> dict[int, Fraction]:
        total = self.total_weight
        return {o: Fraction(w, total) for o, w in sorted(self.weights.items())}


def parse(expression: str) -> Expression:
    text = expression.strip()
    if not text:
        raise DiceSyntaxError("Prázdný výraz; čekal jsem například 2k6+1.", expression=expression, position=0,
                              expected="kostky")
    terms: list[_Term] = []
    pos = 0
    while pos < len(text):
        match = _TERM.match(text, pos)
        if not match or match.end() == pos or (terms and not match.group(1)):
            raise DiceSyntaxError(f"Neočekávaný znak „{text[pos]}“ na pozici {pos + 1}; čekal jsem číslo nebo k.",
                                  expression=expression, position=pos, expected="číslo nebo k")
        sign = -1 if match.group(1) == "-" else 1
        if match.group(6) is not None:
            terms.append(_Term(sign, 0, 0, int(match.group(6))))
        else:
            count = int(match.group(2) or 1)
            raw = match.group(3).upper()
            sides = None if raw == "F" else 100 if raw == "%" else int(raw)
            if count == 0 or sides == 0:
                raise DiceError("Počet kostek ani počet stěn nesmí být 0.", expression=expression)
            keep = (match.group(4) or "").lower()
            keep_n = int(match.group(5) or 0)
            if keep and keep_n > count:
                raise DiceError(f"Nelze ponechat ani zahodit {keep_n} z {count} kostek.", expression=expression)
            terms.append(_Term(sign, count, sides, 0, keep, keep_n))
        pos = match.end()
    if sum(t.count for t in terms) > MAX_DICE:
        raise DiceLimitError(f"Nejvýše {MAX_DICE} kostek v jednom hodu.", expression=expression)
    return Expression(tuple(terms), expression)


def roll(expression: str | Expression, *, rng: random.Random | None = None,
         dice: Sequence[int] | None = None, allow_extra: bool = False) -> RollResult:
    expr = parse(expression) if isinstance(expression, str) else expression
    source = rng or random.SystemRandom()
    supplied = list(dice) if dice is not None else None
    used = 0
    rolled: list[RolledDie] = []
    total = 0
    for term in expr.terms:
        if term.count == 0:
            total += term.sign * term.constant
            continue
        faces = term.faces()
        start = len(rolled)
        for _ in range(term.count):
            if supplied is not None:
                if used >= len(supplied):
                    raise DiceError(f"Chybí hodnoty kostek: výraz {expr} potřebuje víc kostek.",
                                    expression=str(expr))
                value = supplied[used]
                if value not in faces:
                    raise DiceError(f"Hodnota {value} na kostce {used + 1} není možná.", expression=str(expr))
            else:
                value = faces[source.randint(0, len(faces) - 1)]
            used += 1
            rolled.append(RolledDie("F" if term.sides is None else term.sides, value))
        if term.keep:
            order = sorted(range(start, len(rolled)), key=lambda i: rolled[i].value, reverse=term.keeps_high())
            for i in order[term.kept_count():]:
                d = rolled[i]
                rolled[i] = RolledDie(d.sides, d.value, False, ("dropped",))
        total += term.sign * sum(d.value for d in rolled[start:] if d.kept)
    if supplied is not None and not allow_extra and used != len(supplied):
        raise DiceError(f"Zadáno {len(supplied)} kostek, výraz {expr} jich potřebuje {used}.", expression=str(expr))
    return RollResult(str(expr), total, tuple(rolled), used, supplied is not None)


def distribution(expression: str | Expression) -> Distribution:
    expr = parse(expression) if isinstance(expression, str) else expression
    weights: dict[int, int] = {0: 1}
    for term in expr.terms:
        if term.count == 0:
            weights = {o + term.sign * term.constant: w for o, w in weights.items()}
            continue
        part = _keep_weights(term) if term.keep else _sum_weights(term)
        nxt: dict[int, int] = {}
        for o, w in weights.items():
            for v, pw in part.items():
                key = o + term.sign * v
                nxt[key] = nxt.get(key, 0) + w * pw
        weights = nxt
    return Distribution(weights)


def _sum_weights(term: _Term) -> dict[int, int]:
    weights: dict[int, int] = {0: 1}
    for _ in range(term.count):
        nxt: dict[int, int] = {}
        for o, w in weights.items():
            for face in term.faces():
                nxt[o + face] = nxt.get(o + face, 0) + w
        weights = nxt
    return weights


def _keep_weights(term: _Term) -> dict[int, int]:
    """Order statistics without enumeration: walk faces from the preferred end, place k dice per face."""
    from math import comb

    faces = sorted(term.faces(), reverse=term.keeps_high())
    keep = term.kept_count()
    states: dict[tuple[int, int], int] = {(0, 0): 1}  # (dice placed, kept sum) -> weight
    for face in faces:
        nxt: dict[tuple[int, int], int] = {}
        for (placed, kept_sum), w in states.items():
            for k in range(term.count - placed + 1):
                kept_here = min(k, max(0, keep - placed))
                key = (placed + k, kept_sum + kept_here * face)
                nxt[key] = nxt.get(key, 0) + w * comb(term.count - placed, k)
        states = nxt
    return {s: w for (placed, s), w in states.items() if placed == term.count}
