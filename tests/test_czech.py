"""Czech plural forms and number formatting used by every game."""

from __future__ import annotations

from fractions import Fraction

import pytest

from py_rules.czech import count, percent, plural


@pytest.mark.parametrize(("n", "expected"), [(0, "0 Zdrojů"), (1, "1 Zdroj"), (2, "2 Zdroje"), (4, "4 Zdroje"),
                                             (5, "5 Zdrojů"), (11, "11 Zdrojů"), (21, "21 Zdrojů"), (-1, "-1 Zdroj")])
def test_count_uses_the_right_plural_form(n: int, expected: str) -> None:
    assert count(n, "Zdroj", "Zdroje", "Zdrojů") == expected


def test_plural_of_duse() -> None:
    assert [plural(n, "Duše", "Duše", "Duší") for n in (1, 3, 5)] == ["Duše", "Duše", "Duší"]


def test_percent_uses_decimal_comma_and_nbsp() -> None:
    assert percent(Fraction(3, 5)) == "60,0\u00a0%"
    assert percent(Fraction(19, 81), 2) == "23,46\u00a0%"
