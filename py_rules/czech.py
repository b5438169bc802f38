"""Czech language helpers shared by every game: plural forms and number formatting."""

from __future__ import annotations

from fractions import Fraction

__all__ = ["count", "percent", "plural"]


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


def percent(value: Fraction | float, digits: int = 1) -> str:
    """A probability the Czech way: decimal comma and a non-breaking space before %: ``"60,0 %"``."""
    text = f"{float(value) * 100:.{digits}f}".replace(".", ",")
    return f"{text}\u00a0%"
