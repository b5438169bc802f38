"""Exact distributions against independent brute force, closed forms, the Fate quote and Monte Carlo."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Sequence
from fractions import Fraction
from math import comb, factorial, prod

import pytest

from py_rules.dice import Distribution, distribution, roll
from py_rules.dice.exact import exact_distribution
from py_rules.dice.limits import Limits
from py_rules.dice.parser import parse_expression
from py_rules.errors import DiceError, DiceLimitError

D3, D4, D6, D8, D10, D20 = (range(1, n + 1) for n in (3, 4, 6, 8, 10, 20))
FATE = range(-1, 2)
Faces = Sequence[int]


def brute(dice: Sequence[Faces], value: Callable[[tuple[int, ...]], int]) -> dict[int, Fraction]:
    """Enumerate every equally likely combination of faces (independent of the engine)."""
    counts = Counter(value(faces) for faces in itertools.product(*dice))
    total = sum(counts.values())
    return {outcome: Fraction(n, total) for outcome, n in sorted(counts.items())}


def top(faces: tuple[int, ...], n: int) -> int:
    return sum(sorted(faces)[-n:])


def bottom(faces: tuple[int, ...], n: int) -> int:
    return sum(sorted(faces)[:n])


def reroll_once(first: int, second: int, hit: Callable[[int], bool]) -> int:
    return second if hit(first) else first


def pairs_rerolled_once(faces: tuple[int, ...], hit: Callable[[int], bool]) -> tuple[int, ...]:
    """Faces taken two per die: the first roll and the one reroll."""
    return tuple(reroll_once(faces[i], faces[i + 1], hit) for i in range(0, len(faces), 2))


BRUTE_CASES: list[tuple[str, list[Faces], Callable[[tuple[int, ...]], int]]] = [
    ("2k6", [D6] * 2, sum),
    ("3k6kh2", [D6] * 3, lambda f: top(f, 2)),
    ("2k20kh1", [D20] * 2, max),
    ("2k20kl1", [D20] * 2, min),
    ("3k6kl2", [D6] * 3, lambda f: bottom(f, 2)),
    ("4k6dl1", [D6] * 4, lambda f: sum(f) - min(f)),
    ("4k6dh1", [D6] * 4, lambda f: sum(f) - max(f)),
    ("4k6kh3", [D6] * 4, lambda f: top(f, 3)),
    ("5k4kh3", [D4] * 5, lambda f: top(f, 3)),
    ("5k4dh2", [D4] * 5, lambda f: bottom(f, 3)),
    ("4dF", [FATE] * 4, sum),
    ("3kF kh1".replace(" ", ""), [FATE] * 3, max),
    ("5k6>=5", [D6] * 5, lambda f: sum(x >= 5 for x in f)),
    ("4k8<3", [D8] * 4, lambda f: sum(x < 3 for x in f)),
    ("4k6=6", [D6] * 4, lambda f: sum(x == 6 for x in f)),
    ("3k10>7", [D10] * 3, lambda f: sum(x > 7 for x in f)),
    ("3k6<=2", [D6] * 3, lambda f: sum(x <= 2 for x in f)),
    ("4dF>=1", [FATE] * 4, lambda f: sum(x >= 1 for x in f)),
    ("4k6kh2>=4", [D6] * 4, lambda f: sum(x >= 4 for x in sorted(f)[-2:])),
    ("4k6kl3>4", [D6] * 4, lambda f: sum(x > 4 for x in sorted(f)[:3])),
    ("2k6ro1", [D6] * 4, lambda f: sum(pairs_rerolled_once(f, lambda x: x == 1))),
    ("2k6ro<3", [D6] * 4, lambda f: sum(pairs_rerolled_once(f, lambda x: x < 3))),
    ("1k8ro>6", [D8] * 2, lambda f: reroll_once(f[0], f[1], lambda x: x > 6)),
    ("3k6ro1kh2", [D6] * 6, lambda f: top(pairs_rerolled_once(f, lambda x: x == 1), 2)),
    ("3k6mi2", [D6] * 3, lambda f: sum(max(x, 2) for x in f)),
    ("3k6ma4", [D6] * 3, lambda f: sum(min(x, 4) for x in f)),
    ("3k6mi2ma5kh2", [D6] * 3, lambda f: top(tuple(min(max(x, 2), 5) for x in f), 2)),
    ("3k6mi3>=4", [D6] * 3, lambda f: sum(max(x, 3) >= 4 for x in f)),
    ("{1k6, 1k8}kh1", [D6, D8], max),
    ("{1k6, 1k8}", [D6, D8], sum),
    ("{2k4, 1k8}kl1", [D4, D4, D8], lambda f: min(f[0] + f[1], f[2])),
    ("{1k4, 1k6, 1k8}dl1", [D4, D6, D8], lambda f: sum(f) - min(f)),
    ("{1k4, 1k6, 1k8}kh2", [D4, D6, D8], lambda f: top(f, 2)),
    ("{1k6+2, 2k4, 1k10}kh1", [D6, D4, D4, D10], lambda f: max(f[0] + 2, f[1] + f[2], f[3])),
    ("{1k6, 1k6}kh1+{1k4, 1k4}kl1", [D6, D6, D4, D4], lambda f: max(f[:2]) + min(f[2:])),
    ("1k6*1k4-2", [D6, D4], lambda f: f[0] * f[1] - 2),
    ("1k8/1k3", [D8, D3], lambda f: f[0] // f[1]),
    ("-(1k4)+1k6", [D4, D6], lambda f: f[1] - f[0]),
    ("(1k6-3)/2", [D6], lambda f: (f[0] - 3) // 2),
    ("1k6*-1k4", [D6, D4], lambda f: -f[0] * f[1]),
    ("2k4*1k3/2", [D4, D4, D3], lambda f: (f[0] + f[1]) * f[2] // 2),
    ("1k100/10", [range(1, 101)], lambda f: f[0] // 10),
    ("4dF+2", [FATE] * 4, lambda f: sum(f) + 2),
    ("2*3-7/2", [], lambda f: 6 - 7 // 2),
    ("1k1+1k1", [[1], [1]], sum),
]


@pytest.mark.parametrize(("expression", "dice", "value"), BRUTE_CASES, ids=[c[0] for c in BRUTE_CASES])
def test_exact_matches_brute_force(expression: str, dice: list[Faces],
                                   value: Callable[[tuple[int, ...]], int]) -> None:
    assert distribution(expression).pmf() == brute(dice, value)


SMALL_CAPS = Limits(max_explosions=2, max_rerolls=2)


def chain(faces: tuple[int, ...], high: int, value: Callable[[int], int] = lambda x: x) -> int:
    """An exploding die with the cap of SMALL_CAPS: faces are the first, second and third roll."""
    total = value(faces[0])
    for previous, face in itertools.pairwise(faces):
        if previous != high:
            break
        total += value(face)
    return total


def reroll_while(faces: tuple[int, ...], hit: Callable[[int], bool]) -> int:
    """Reroll with the cap of SMALL_CAPS (three tries, the last one stands)."""
    for face in faces[:-1]:
        if not hit(face):
            return face
    return faces[-1]


CAPPED_CASES: list[tuple[str, list[Faces], Callable[[tuple[int, ...]], int]]] = [
    ("1k6!", [D6] * 3, lambda f: chain(f, 6)),
    ("2k4!", [D4] * 6, lambda f: chain(f[:3], 4) + chain(f[3:], 4)),
    ("2k4!kh1", [D4] * 6, lambda f: max(chain(f[:3], 4), chain(f[3:], 4))),
    ("2k4!>=5", [D4] * 6, lambda f: (chain(f[:3], 4) >= 5) + (chain(f[3:], 4) >= 5)),
    ("1k6!mi2", [D6] * 3, lambda f: chain(f, 6, lambda x: max(x, 2))),
    ("1k6!ma5", [D6] * 3, lambda f: chain(f, 6, lambda x: min(x, 5))),
    ("1k6r1", [D6] * 3, lambda f: reroll_while(f, lambda x: x == 1)),
    ("2k6r<3", [D6] * 6, lambda f: reroll_while(f[:3], lambda x: x < 3) + reroll_while(f[3:], lambda x: x < 3)),
    ("3k4r1kl1", [D4] * 9, lambda f: min(reroll_while(f[i:i + 3], lambda x: x == 1) for i in (0, 3, 6))),
    ("1k3r1!", [D3] * 9, lambda f: chain(tuple(reroll_while(f[i:i + 3], lambda x: x == 1)
                                               for i in (0, 3, 6)), 3)),
    ("1kF!", [FATE] * 3, lambda f: chain(f, 1)),
]


@pytest.mark.parametrize(("expression", "dice", "value"), CAPPED_CASES, ids=[c[0] for c in CAPPED_CASES])
def test_explosions_and_rerolls_match_brute_force_with_small_caps(
        expression: str, dice: list[Faces], value: Callable[[tuple[int, ...]], int]) -> None:
    exact = exact_distribution(parse_expression(expression, SMALL_CAPS), SMALL_CAPS)
    assert exact.pmf() == brute(dice, value)


def test_default_explosion_cap_closed_form() -> None:
    pmf = distribution("1k6!").pmf()
    sixth = Fraction(1, 6)
    expected = {6 * k + r: sixth ** (k + 1) for k in range(10) for r in range(1, 6)}
    expected.update({60 + r: sixth**11 for r in range(1, 7)})
    assert pmf == dict(sorted(expected.items()))


def test_default_reroll_cap_closed_form() -> None:
    pmf = distribution("1k6r1").pmf()
    assert pmf[1] == Fraction(1, 6**11)
    assert all(pmf[v] == (1 - Fraction(1, 6**11)) / 5 for v in range(2, 7))


def test_fate_4df_exact_and_the_quoted_rulebook_figures() -> None:
    dist = distribution("4dF")
    assert dist.total_weight == 81
    assert [dist[v] for v in range(-4, 5)] == [1, 4, 10, 16, 19, 16, 10, 4, 1]
    assert dist.pmf()[0] == Fraction(19, 81)
    # Fate (Dresden Files Accelerated, Czech), seed 002 lines 47–55: rounded figures per |result|, in %.
    quoted = {0: 23.4625, 1: 39.4903, 2: 24.7014, 3: 9.8843, 4: 2.4615}
    for magnitude, percent in quoted.items():
        exact = Fraction(sum(w for outcome, w in dist.items() if abs(outcome) == magnitude), 81)
        assert abs(float(exact) * 100 - percent) < 0.1


def multiset_keep_highest(dice: int, sides: int, keep: int) -> dict[int, Fraction]:
    """Independent check for big pools: every sorted multiset once, weighted by its orderings."""
    counts: Counter[int] = Counter()
    for faces in itertools.combinations_with_replacement(range(1, sides + 1), dice):
        orderings = factorial(dice) // prod(factorial(n) for n in Counter(faces).values())
        counts[sum(faces[-keep:])] += orderings
    return {outcome: Fraction(n, sides**dice) for outcome, n in sorted(counts.items())}


def test_large_keep_pools_without_enumeration() -> None:
    assert distribution("10k10kh3").pmf() == multiset_keep_highest(10, 10, 3)
    big = distribution("20k20kh5")
    assert big.total_weight == 20**20
    assert (big.min, big.max) == (5, 100)
    assert big.pmf()[5] == Fraction(1, 20**20)
    five_twenties = sum(comb(20, k) * 19 ** (20 - k) for k in range(5, 21))
    assert big.pmf()[100] == Fraction(five_twenties, 20**20)


def test_known_means() -> None:
    assert distribution("4k6kh3").mean() == Fraction(15869, 1296)
    assert distribution("2k20kh1").mean() == Fraction(5530, 400)
    assert distribution("3k6").mean() == Fraction(21, 2)


MONTE_CARLO = [
    "10k10kh3",
    "20k20kh5",
    "8k6!",
    "12k10>=7",
    "4k6r<3kh3",
    "{3k6, 2k10}kh1",
    "6k6ro1mi2dl2",
    "3k6*2-1k8/2",
    "6k4!kl3+4dF",
]


@pytest.mark.parametrize("expression", MONTE_CARLO)
def test_roller_matches_exact_distribution(expression: str) -> None:
    rng = random.Random(1009)
    samples = 12_000
    counts = Counter(roll(expression, rng=rng).total for _ in range(samples))
    exact = distribution(expression)
    assert set(counts) <= set(exact)
    running_exact = Fraction(0)
    running_seen = 0
    worst = 0.0
    for outcome, p in exact.pmf().items():
        running_exact += p
        running_seen += counts[outcome]
        worst = max(worst, abs(running_seen / samples - float(running_exact)))
    assert worst < 0.025  # Kolmogorov–Smirnov distance; the 99.9 % critical value is ~0.018


class TestDistributionValue:
    def test_mapping_interface(self) -> None:
        dist = distribution("2k6")
        assert dist[7] == 6
        assert list(dist) == list(range(2, 13))
        assert len(dist) == 11
        assert dict(dist.weights) == dict(dist)
        assert dist == Distribution(dict(dist.items()))
        assert dist.total_weight == 36

    def test_queries(self) -> None:
        dist = distribution("2k6")
        assert dist.at_least(10) == Fraction(1, 6)
        assert dist.at_most(3) == Fraction(1, 12)
        assert dist.probability(lambda o: o % 2 == 0) == Fraction(1, 2)
        assert dist.probability_of(7) == Fraction(1, 6)
        assert dist.mean() == 7
        assert (dist.min, dist.max) == (2, 12)
        assert sum(dist.pmf().values()) == 1
        assert dist.to_dict()["outcomes"][0] == {"outcome": 2, "probability": "1/36", "percent": 2.7778}

    def test_immutable(self) -> None:
        dist = distribution("1k6")
        with pytest.raises(TypeError):
            dist.weights[1] = 5  # type: ignore[index]
        with pytest.raises(TypeError):
            dist[1] = 5  # type: ignore[index]

    def test_validation_and_empty(self) -> None:
        with pytest.raises(ValueError, match="invalid"):
            Distribution({1: -1})
        assert Distribution().probability(lambda o: True) == 0
        assert Distribution({3: 0}) == Distribution()


def test_work_bound_is_a_czech_limit_error() -> None:
    with pytest.raises(DiceLimitError, match="příliš náročné") as caught:
        distribution("1000k1000")
    assert caught.value.details["expression"] == "1000k1000"
    with pytest.raises(DiceLimitError, match="příliš náročné"):
        distribution("1k6+200k1000")


def test_divisor_that_can_be_zero() -> None:
    with pytest.raises(DiceError, match="může vyjít 0") as caught:
        distribution("1k6/(1k2-1)")
    assert caught.value.details["position"] == 4
