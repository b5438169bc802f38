"""Modifier values of the dice AST: conditions (``>=8``, ``r<3``), rerolls and keep/drop."""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Literal

from py_rules.dice.limits import Limits

__all__ = ["COMPARISONS", "Comparison", "Condition", "Keep", "KeepMode", "Reroll"]

Comparison = Literal["=", ">", ">=", "<", "<="]
KeepMode = Literal["kh", "kl", "dh", "dl"]
COMPARISONS: tuple[Comparison, ...] = (">=", "<=", ">", "<", "=")
# ``value <op> target`` written as ``swapped(target, value)`` so the target can be bound with partial
_SWAPPED: dict[str, Callable[[int, int], bool]] = {
    "=": operator.eq, ">": operator.lt, ">=": operator.le, "<": operator.gt, "<=": operator.ge,
}


@dataclass(frozen=True, slots=True)
class Condition:
    """``comparison value``, e.g. ``>=8``; ``matches(v)`` tests one die."""

    comparison: Comparison
    value: int

    def matches(self, value: int) -> bool:
        """Whether ``value`` satisfies the condition."""
        return _SWAPPED[self.comparison](self.value, value)

    def predicate(self) -> Callable[[int], bool]:
        """A fast callable equivalent to :meth:`matches` (for hot loops)."""
        return partial(_SWAPPED[self.comparison], self.value)

    def __str__(self) -> str:
        return f"{self.comparison}{self.value}"


@dataclass(frozen=True, slots=True)
class Reroll:
    """``r`` (reroll while the condition holds, capped) or ``ro`` (reroll once)."""

    condition: Condition
    once: bool = False

    def cap(self, limits: Limits) -> int:
        """How many times one physical die may be rerolled."""
        return 1 if self.once else limits.max_rerolls

    def __str__(self) -> str:
        cond = self.condition
        body = str(cond.value) if cond.comparison == "=" else str(cond)
        return ("ro" if self.once else "r") + body


@dataclass(frozen=True, slots=True)
class Keep:
    """``kh n`` / ``kl n`` keep the n highest/lowest; ``dh n`` / ``dl n`` drop them."""

    mode: KeepMode
    count: int

    @property
    def prefers_high(self) -> bool:
        """True when the kept items are the highest ones (``kh`` and ``dl``)."""
        return self.mode in ("kh", "dl")

    def kept(self, total: int) -> int:
        """How many of ``total`` items stay."""
        return self.count if self.mode[0] == "k" else total - self.count

    def __str__(self) -> str:
        return f"{self.mode}{self.count}"
