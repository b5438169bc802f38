"""The public :class:`Distribution` value: an immutable mapping outcome → integer weight."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from fractions import Fraction
from types import MappingProxyType
from typing import Any

__all__ = ["Distribution"]


class Distribution(Mapping[int, int]):
    """Immutable mapping outcome → positive integer weight; probabilities are exact ``Fraction``\\ s.

    ``weights`` are the counts of equally likely elementary outcomes (``2k6`` has total weight 36), so
    ``dist[7] / dist.total_weight`` is the probability of 7. Outcomes iterate in ascending order.
    Raises ``ValueError`` on construction for a negative or non-integer weight.
    """

    __slots__ = ("_total", "_weights")

    def __init__(self, weights: Mapping[int, int] | None = None) -> None:
        items = sorted((weights or {}).items())
        for outcome, weight in items:
            if type(outcome) is not int or type(weight) is not int or weight < 0:
                raise ValueError(f"invalid outcome/weight {outcome!r}: {weight!r}")
        self._weights: dict[int, int] = {outcome: weight for outcome, weight in items if weight}
        self._total = sum(self._weights.values())

    # -- Mapping -------------------------------------------------------------------------------------

    def __getitem__(self, outcome: int) -> int:
        return self._weights[outcome]

    def __iter__(self) -> Iterator[int]:
        return iter(self._weights)

    def __len__(self) -> int:
        return len(self._weights)

    def __repr__(self) -> str:
        return f"Distribution({self._weights!r})"

    # -- queries -------------------------------------------------------------------------------------

    @property
    def weights(self) -> Mapping[int, int]:
        """A read-only view of outcome → weight, ascending by outcome."""
        return MappingProxyType(self._weights)

    @property
    def total_weight(self) -> int:
        """The sum of all weights (the common denominator)."""
        return self._total

    @property
    def min(self) -> int:
        """The smallest possible outcome; raises ``ValueError`` when empty."""
        return min(self._weights)

    @property
    def max(self) -> int:
        """The largest possible outcome; raises ``ValueError`` when empty."""
        return max(self._weights)

    def probability(self, predicate: Callable[[int], bool]) -> Fraction:
        """P(predicate(outcome)); 0 for an empty distribution."""
        if not self._total:
            return Fraction(0)
        hit = sum(weight for outcome, weight in self._weights.items() if predicate(outcome))
        return Fraction(hit, self._total)

    def probability_of(self, outcome: int) -> Fraction:
        """P(X = outcome)."""
        return Fraction(self._weights.get(outcome, 0), self._total or 1)

    def at_least(self, target: int) -> Fraction:
        """P(X ≥ target)."""
        return self.probability(lambda outcome: outcome >= target)

    def at_most(self, target: int) -> Fraction:
        """P(X ≤ target)."""
        return self.probability(lambda outcome: outcome <= target)

    def pmf(self) -> dict[int, Fraction]:
        """outcome → exact probability, ascending."""
        total = self._total
        return {outcome: Fraction(weight, total) for outcome, weight in self._weights.items()}

    def mean(self) -> Fraction:
        """The exact expected value; raises ``ValueError`` when empty."""
        if not self._total:
            raise ValueError("empty distribution has no mean")
        return Fraction(sum(o * w for o, w in self._weights.items()), self._total)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: outcomes with exact probabilities as ``"n/d"`` strings and rounded percentages."""
        rows = [
            {"outcome": outcome, "probability": str(p), "percent": round(float(p) * 100, 4)}
            for outcome, p in self.pmf().items()
        ]
        return {"outcomes": rows, "mean": str(self.mean()) if self._total else None}
