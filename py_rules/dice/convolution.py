"""Exact arithmetic on integer weight tables (``dict`` outcome → weight) under a work budget.

A weight table is an unnormalised distribution: probabilities are ``weight / sum(weights)``. Combining two
independent tables multiplies their totals, so everything stays in exact integers. Every operation asks
the :class:`Budget` for its predicted cost *before* doing the work.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import accumulate
from math import comb

from py_rules.dice.limits import Limits, format_int
from py_rules.errors import DiceLimitError

__all__ = ["Budget", "Weights", "combine", "iid_sum", "is_uniform_run", "negate"]

Weights = dict[int, int]


class Budget:
    """Counts predicted work units (≈ one multiply-add each) and stops past ``limits.max_work``."""

    def __init__(self, limits: Limits, source: str) -> None:
        self.limits = limits
        self.source = source
        self.used = 0

    def charge(self, cost: int, position: int = 0) -> None:
        """Reserve ``cost`` units; raises ``DiceLimitError`` if the total would exceed the limit."""
        self.require(cost, position)
        self.used += cost

    def require(self, cost: int, position: int = 0) -> None:
        """Check that ``cost`` more units would fit, without reserving them; raises ``DiceLimitError``."""
        if self.used + cost > self.limits.max_work:
            raise DiceLimitError(
                "Přesné rozložení tohoto výrazu je příliš náročné na výpočet (odhad přes "
                f"{format_int(self.limits.max_work)} kroků). Tip: zmenšete počet kostek nebo stěn, "
                "hodit si ho ale můžete.",
                expression=self.source, position=position, work=self.used + cost)


def negate(weights: Weights) -> Weights:
    """The table of ``-X``."""
    return {-outcome: weight for outcome, weight in weights.items()}


def combine(left: Weights, right: Weights, operation: Callable[[int, int], int], budget: Budget,
            position: int = 0) -> Weights:
    """The table of ``operation(X, Y)`` for independent ``X``, ``Y`` (cost ``|X|·|Y|``)."""
    budget.charge(len(left) * len(right), position)
    out: Weights = {}
    get = out.get
    for a, wa in left.items():
        for b, wb in right.items():
            key = operation(a, b)
            out[key] = get(key, 0) + wa * wb
    return out


def is_uniform_run(weights: Weights) -> bool:
    """Whether the table is one weight repeated over consecutive integers (a plain die)."""
    values = set(weights.values())
    return len(values) == 1 and max(weights) - min(weights) + 1 == len(weights)


def iid_sum(weights: Weights, count: int, budget: Budget, position: int = 0) -> Weights:
    """The table of the sum of ``count`` independent copies (order statistics not needed).

    Uses the binomial formula for two outcomes, a sliding-window (prefix sum) convolution for a plain die
    and repeated convolution otherwise; the predicted cost is charged first.
    """
    if len(weights) == 1:
        (outcome, weight), = weights.items()
        return {outcome * count: weight**count}
    if len(weights) == 2:
        budget.charge(count + 1, position)
        return _two_point_sum(weights, count)
    span = max(weights) - min(weights)
    if is_uniform_run(weights):
        budget.charge(count * (count * span + 2) // 2 + len(weights), position)
        return _uniform_sum(weights, count)
    budget.charge(len(weights) * (count * (count * span + 2) // 2), position)
    total: Weights = {0: 1}
    for _ in range(count):
        total = _add(total, weights)
    return total


def _add(left: Weights, right: Weights) -> Weights:
    out: Weights = {}
    get = out.get
    for a, wa in left.items():
        for b, wb in right.items():
            out[a + b] = get(a + b, 0) + wa * wb
    return out


def _two_point_sum(weights: Weights, count: int) -> Weights:
    (low, w_low), (high, w_high) = sorted(weights.items())
    return {
        high * k + low * (count - k): comb(count, k) * w_high**k * w_low ** (count - k)
        for k in range(count + 1)
    }


def _uniform_sum(weights: Weights, count: int) -> Weights:
    """Sum of ``count`` plain dice by prefix sums: each step costs the length of the result only."""
    low = min(weights)
    faces = len(weights)
    weight = next(iter(weights.values()))
    row = [1]
    for _ in range(count):
        prefix = [0, *accumulate(row)]
        last = len(row)
        row = [prefix[min(t + 1, last)] - prefix[max(0, t - faces + 1)] for t in range(last + faces - 1)]
    scale = weight**count
    return {low * count + offset: value * scale for offset, value in enumerate(row)}
