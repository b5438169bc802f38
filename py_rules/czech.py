"""Czech language helpers shared by every game: numeral phrases, lists and number formatting.

A Czech numeral governs its noun's form and the case the phrase stands in: «zbývá 1 Zdroj», «zbývají 2 Zdroje»,
«zbývá 5 Zdrojů» (nominative), «stojí 1 Duši», «za 2 Sudby» (accusative), «z 1 sáhu», «obnova 5 Zdrojů»
(genitive), «k 1 sáhu», «ke 2 sáhům» (dative), «se 2 Kostkami» (instrumental). :class:`Noun` holds a noun's
forms and :func:`amount` picks the right one; :func:`plural` picks a verb's or adjective's form by the number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

__all__ = ["Case", "Noun", "amount", "count", "decimal", "listing", "number", "percent", "plural"]

Case = Literal["nom", "acc", "gen", "dat", "loc", "ins"]


def plural(n: int, one: str, few: str, many: str) -> str:
    """The Czech form for ``n``: 1 Zdroj, 2–4 Zdroje, 0 and 5+ Zdrojů (also for negatives by magnitude)."""
    magnitude = abs(n)
    if magnitude == 1:
        return one
    if 2 <= magnitude <= 4:
        return few
    return many


def count(n: int, one: str, few: str, many: str) -> str:
    """``n`` with its noun: ``count(5, "Zdroj", "Zdroje", "Zdrojů")`` → ``"5 Zdrojů"``."""
    return f"{n} {plural(n, one, few, many)}"


@dataclass(frozen=True)
class Noun:
    """A noun's forms after a numeral. ``one``/``few``/``many`` are the nominative (1 Duše, 2 Duše, 5 Duší);
    the other cases are (singular, plural) pairs, given where a game uses them; the accusative defaults to
    the nominative (right for every noun whose accusative is the same: Zdroj, Zdroje)."""

    one: str
    few: str
    many: str
    acc: tuple[str, str] | None = None
    gen: tuple[str, str] | None = None
    dat: tuple[str, str] | None = None
    loc: tuple[str, str] | None = None
    ins: tuple[str, str] | None = None

    def form(self, n: int | Fraction, case: Case = "nom") -> str:
        """The form that follows the number ``n`` in ``case``; raises ``ValueError`` for a case not given."""
        if isinstance(n, Fraction) and n.denominator != 1:  # 0,5 litru, 1,5 litru: genitive singular
            return self._pair("gen", case)[0]
        whole = abs(int(n))
        if case == "nom":
            return plural(whole, self.one, self.few, self.many)
        if case == "acc":
            sg, pl = self.acc or (self.one, self.few)
            return plural(whole, sg, pl, self.many)
        sg, pl = self._pair(case, case)
        return sg if whole == 1 else pl

    def _pair(self, case: str, asked: str) -> tuple[str, str]:
        pair: tuple[str, str] | None = getattr(self, case)
        if pair is None:
            raise ValueError(f"noun {self.one!r} has no {case} forms (asked for {asked})")
        return pair


def amount(n: int | Fraction, noun: Noun, case: Case = "nom") -> str:
    """``n`` and its noun in ``case``: ``amount(1, DUSE, "acc")`` → ``"1 Duši"``, ``amount(1, SAH, "gen")``
    → ``"1 sáhu"``; a fraction is written with a decimal comma (``"0,5 litru"``)."""
    return f"{number(n)} {noun.form(n, case)}"


def number(n: int | Fraction | float, digits: int = 2) -> str:
    """A number the Czech way: a decimal comma and no trailing zeros: ``"0,3"``, ``"12"``."""
    if isinstance(n, int) or (isinstance(n, Fraction) and n.denominator == 1):
        text = str(int(n))
    else:
        text = f"{float(n):.{digits}f}".rstrip("0").rstrip(".").replace(".", ",")
    return text


def decimal(value: Fraction | float, digits: int = 1) -> str:
    """A decimal number with a comma and exactly ``digits`` places: ``decimal(0.25, 2)`` → ``"0,25"``."""
    return f"{float(value):.{digits}f}".replace(".", ",")


def listing(items: Sequence[str], conjunction: str = "a") -> str:
    """Items joined the Czech way: ``"A, B a C"`` (``conjunction`` ``"nebo"`` for choices)."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def percent(value: Fraction | float, digits: int = 1) -> str:
    """A probability the Czech way: decimal comma and a non-breaking space before %: ``"60,0 %"``."""
    text = f"{float(value) * 100:.{digits}f}".replace(".", ",")
    return f"{text}\u00a0%"
