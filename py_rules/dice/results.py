"""Result values of a roll and the random-source protocol (kept apart from the roller's machinery)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from py_rules.dice.nodes import Expression

__all__ = ["RandomSource", "RollResult", "RolledDie"]


class RandomSource(Protocol):
    """Anything with ``randint(a, b)`` returning an int in ``[a, b]`` (``random.Random`` fits)."""

    def randint(self, a: int, b: int) -> int: ...


class RolledDie(NamedTuple):
    """One physical die, as an immutable named tuple.

    ``value`` is what counts (after ``mi``/``ma``), ``face`` what the die showed. ``kept`` is False for
    dice that do not count (dropped or rerolled away). ``marks`` are any of
    ``"rerolled"``, ``"exploded"``, ``"dropped"``, ``"success"``, ``"raised"`` (``mi``), ``"lowered"`` (``ma``).
    """

    sides: int | str
    value: int
    kept: bool = True
    marks: tuple[str, ...] = ()
    face: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        face = self.value if self.face is None else self.face
        return {"sides": self.sides, "value": self.value, "face": face, "kept": self.kept,
                "marks": list(self.marks)}


@dataclass(frozen=True, slots=True)
class RollResult:
    """The outcome of one roll: canonical ``expression``, ``total`` and every die in roll order.

    ``dice_used`` is how many dice were rolled (or supplied values consumed); ``supplied`` says whether
    the values came from physical dice. ``breakdown`` is a one-line text rendering.
    """

    expression: str
    total: int
    dice: tuple[RolledDie, ...]
    dice_used: int
    supplied: bool
    tree: Expression | None = field(default=None, compare=False, repr=False)

    @property
    def breakdown(self) -> str:
        """Text such as ``4k6kh3 (6, 5, ~1~, 3) + 2 = 16`` (see :mod:`py_rules.dice.render`)."""
        from py_rules.dice.render import render

        return render(self)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (includes ``breakdown``)."""
        return {
            "expression": self.expression,
            "total": self.total,
            "dice": [d.to_dict() for d in self.dice],
            "dice_used": self.dice_used,
            "supplied": self.supplied,
            "breakdown": self.breakdown if self.tree is not None else "",
        }
