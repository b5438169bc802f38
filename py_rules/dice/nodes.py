"""The dice AST: one frozen node class per grammar rule; ``str(node)`` prints canonical notation.

Modifier values (conditions, rerolls, keep) live in :mod:`py_rules.dice.modifiers`.

Grammar (whitespace is allowed between tokens, never inside a dice term, which is written as one word)::

    expression    := sum
    sum           := product (("+" | "-") product)*
    product       := negation (("*" | "/") negation)*          "/" is floor division
    negation      := "-" negation | atom
    atom          := dice | number | parenthesized | group
    parenthesized := "(" expression ")"
    group         := "{" expression ("," expression)* "}" keep?
    dice          := number? ("k" | "d") (number | "%" | "F") modifier*
    modifier      := reroll | explode | minimum | maximum | keep | success   (each at most once)
    reroll        := ("r" | "ro") comparison? signed
    explode       := "!"
    minimum       := "mi" signed
    maximum       := "ma" signed
    keep          := ("kh" | "kl" | "dh" | "dl") number?
    success       := comparison signed
    comparison    := ">=" | "<=" | ">" | "<" | "="
    signed        := "-"? number

``k`` after a number (or at the start of an atom) is a die; ``kh``/``kl`` are *always* keep and
``dh``/``dl`` always drop, so ``4k6kh3`` and ``4d6dl1`` are unambiguous. Modifiers apply in a fixed order
whatever order they are written in, and print in that order: reroll, explode, minimum, maximum, keep,
success.

Positions (``position``) are 0-based offsets into the source and are ignored by equality, so a
re-parsed canonical string equals the original tree.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal

from py_rules.dice.limits import Limits
from py_rules.dice.modifiers import Condition, Keep, Reroll

__all__ = [
    "FATE",
    "Dice",
    "Expression",
    "Group",
    "Negation",
    "Node",
    "Number",
    "Parenthesized",
    "Product",
    "Sum",
    "walk",
]

FATE = "F"

_ATOM = 4


class Node:
    """Base of every AST node: ``children()`` for walking, ``precedence`` for printing."""

    __slots__ = ()
    precedence: ClassVar[int] = _ATOM
    position: int  # 0-based offset in the source: the first character, or the operator sign of Sum/Product

    def children(self) -> tuple[Node, ...]:
        """The direct sub-nodes, left to right."""
        return ()


def _wrap(node: Node, minimum: int) -> str:
    text = str(node)
    return f"({text})" if node.precedence < minimum else text


@dataclass(frozen=True, slots=True)
class Number(Node):
    """A non-negative integer constant."""

    value: int
    position: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True, slots=True)
class Dice(Node):
    """``count`` dice of ``sides`` faces (``FATE`` = faces −1, 0, +1) with optional modifiers."""

    count: int
    sides: int | str
    reroll: Reroll | None = None
    explode: bool = False
    minimum: int | None = None
    maximum: int | None = None
    keep: Keep | None = None
    success: Condition | None = None
    position: int = field(default=0, compare=False)

    @property
    def low(self) -> int:
        """The lowest face."""
        return -1 if self.sides == FATE else 1

    @property
    def high(self) -> int:
        """The highest face (the one that explodes)."""
        return 1 if self.sides == FATE else int(self.sides)

    def worst_case_dice(self, limits: Limits) -> int:
        """The most physical dice this term can roll (every explosion and reroll taken)."""
        per_die = (1 + limits.max_explosions) if self.explode else 1
        if self.reroll is not None:
            per_die *= 1 + self.reroll.cap(limits)
        return self.count * per_die

    def __str__(self) -> str:
        parts = [f"{self.count}k{self.sides}"]
        if self.reroll is not None:
            parts.append(str(self.reroll))
        if self.explode:
            parts.append("!")
        if self.minimum is not None:
            parts.append(f"mi{self.minimum}")
        if self.maximum is not None:
            parts.append(f"ma{self.maximum}")
        if self.keep is not None:
            parts.append(str(self.keep))
        if self.success is not None:
            parts.append(str(self.success))
        return "".join(parts)


@dataclass(frozen=True, slots=True)
class Group(Node):
    """``{a, b, …}`` with an optional keep: each item is rolled once; the kept sub-totals are summed."""

    items: tuple[Node, ...]
    keep: Keep | None = None
    position: int = field(default=0, compare=False)

    def children(self) -> tuple[Node, ...]:
        return self.items

    def __str__(self) -> str:
        inner = ", ".join(str(item) for item in self.items)
        return "{" + inner + "}" + ("" if self.keep is None else str(self.keep))


@dataclass(frozen=True, slots=True)
class Parenthesized(Node):
    """``( expression )``: kept in the tree so the canonical form shows the player's parentheses."""

    inner: Node
    position: int = field(default=0, compare=False)

    def children(self) -> tuple[Node, ...]:
        return (self.inner,)

    def __str__(self) -> str:
        return f"({self.inner})"


@dataclass(frozen=True, slots=True)
class Negation(Node):
    """Unary minus."""

    operand: Node
    position: int = field(default=0, compare=False)
    precedence: ClassVar[int] = 3

    def children(self) -> tuple[Node, ...]:
        return (self.operand,)

    def __str__(self) -> str:
        return "-" + _wrap(self.operand, 3)


@dataclass(frozen=True, slots=True)
class Sum(Node):
    """``left + right`` or ``left - right``."""

    left: Node
    operator: Literal["+", "-"]
    right: Node
    position: int = field(default=0, compare=False)
    precedence: ClassVar[int] = 1

    def children(self) -> tuple[Node, ...]:
        return (self.left, self.right)

    def __str__(self) -> str:
        return f"{_wrap(self.left, 1)}{self.operator}{_wrap(self.right, 2)}"


@dataclass(frozen=True, slots=True)
class Product(Node):
    """``left * right`` or ``left / right`` (floor division, rounding toward minus infinity)."""

    left: Node
    operator: Literal["*", "/"]
    right: Node
    position: int = field(default=0, compare=False)
    precedence: ClassVar[int] = 2

    def children(self) -> tuple[Node, ...]:
        return (self.left, self.right)

    def __str__(self) -> str:
        return f"{_wrap(self.left, 2)}{self.operator}{_wrap(self.right, 3)}"


@dataclass(frozen=True, slots=True)
class Expression:
    """A parsed expression: ``root`` node, the player's ``source`` text and the worst-case dice count.

    ``canonical`` caches ``str(root)`` (the parser fills it in).

    ``str(expression)`` is the canonical notation (``k20`` → ``1k20``, ``4dF`` → ``4kF``).
    """

    root: Node
    source: str = field(default="", compare=False)
    max_dice: int = field(default=0, compare=False)
    canonical: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        return self.canonical or str(self.root)


def walk(node: Node) -> list[Node]:
    """Every node of the tree in pre-order (left to right); iterative, so any depth is safe."""
    out: list[Node] = []
    stack = [node]
    while stack:
        current = stack.pop()
        out.append(current)
        stack.extend(reversed(current.children()))
    return out
