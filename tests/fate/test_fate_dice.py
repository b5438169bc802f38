"""4dF (002:L41-L55): four Fate dice, sum −4…+4, the seed's quoted figures, physical dice."""

from __future__ import annotations

from fractions import Fraction

import pytest

from py_rules.systems.base import DiceBox
from py_rules.systems.fate.actions import dice_glyphs
from py_rules.systems.fate.odds import four_df, shift_distribution

# 002:L47-L55 as printed (the seed writes 9.8843 with a decimal point, L53)
SEED_PERCENT = {0: 23.4625, 1: 39.4903, 2: 24.7014, 3: 9.8843, 4: 2.4615}


def test_4df_exact_counts_over_81_002_l41_l43() -> None:
    """002:L41-L43: always four dice −/0/+, sum −4…+4; counts 1, 4, 10, 16, 19, 16, 10, 4, 1 / 81."""
    dist = four_df()
    assert sorted(dist) == list(range(-4, 5))
    assert [dist[k] * 81 for k in range(-4, 5)] == [1, 4, 10, 16, 19, 16, 10, 4, 1]
    assert sum(dist.values()) == 1


@pytest.mark.parametrize(("magnitude", "seed_percent"), sorted(SEED_PERCENT.items()))
def test_4df_matches_seed_figures_within_0_1_point_002_l47_l55(magnitude: int, seed_percent: float) -> None:
    """002:L47-L55: each quoted class (0, ±1 … ±4) agrees with the exact value to 0.1 percentage point."""
    dist = four_df()
    exact = dist[magnitude] if magnitude == 0 else dist[magnitude] + dist[-magnitude]
    assert abs(float(exact) * 100 - seed_percent) < 0.1
    assert exact == {0: Fraction(19, 81), 1: Fraction(32, 81), 2: Fraction(20, 81), 3: Fraction(8, 81),
                     4: Fraction(2, 81)}[magnitude]


def test_4df_at_least_table() -> None:
    """Digest §4: P(4dF ≥ k) for k = −3…+4 is 80, 76, 66, 50, 31, 15, 5, 1 over 81."""
    dist = four_df()
    at_least = [sum(p for v, p in dist.items() if v >= k) * 81 for k in range(-3, 5)]
    assert at_least == [80, 76, 66, 50, 31, 15, 5, 1]


def test_active_difference_is_8df_shaped() -> None:
    """Digest §4: own 4dF − opponent 4dF has counts 1107, 1016, 784, 504, 266, 112, 36, 8, 1 / 6561."""
    diff = shift_distribution(0, 0, active=True)
    assert [diff[k] * 6561 for k in range(0, 9)] == [1107, 1016, 784, 504, 266, 112, 36, 8, 1]
    assert all(diff[k] == diff[-k] for k in range(9))
    assert sum(diff.values()) == 1


@pytest.mark.parametrize(("faces", "total"), [
    ([-1, 1, 0, 1], 1), ([1, -1, 0, 0], 0), ([1, 1, 1, -1], 2), ([-1, 0, 0, 0], -1)])
def test_f02_physical_dice_examples_002_l45(faces: list[int], total: int) -> None:
    """F02, 002:L45: -+0+ = +1, +-00 = 0, +++- = +2, -000 = −1 (physical dice typed as −1/0/1)."""
    box = DiceBox(physical=faces)
    assert box.roll("4dF").total == total
    box.finish()


def test_dice_glyphs_as_the_seed_writes_them() -> None:
    assert dice_glyphs([-1, 1, 1, 0]) == "-++0"
