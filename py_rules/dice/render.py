"""Text rendering of a roll: ``4k6kh3 (6, 5, ~1~, 3) + 2 = 16``.

Die notation: ``~v~`` does not count (dropped or rerolled away), ``v!`` exploded, ``v*`` counted as a
success, ``f→v`` a face raised by ``mi`` or lowered by ``ma``. Fate dice show ``+``, ``0`` and ``-``.
Dropped group items are wrapped in ``~…~`` too.

The renderer re-evaluates the expression with the recorded faces as physical dice (a tracing roller), so
it needs nothing from the hot path of :func:`roll` and costs nothing unless asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from py_rules.dice.limits import DEFAULT_LIMITS
from py_rules.dice.nodes import FATE, Dice, Group, Negation, Node, Number, Parenthesized, Product, Sum
from py_rules.dice.results import RolledDie, RollResult
from py_rules.dice.roller import Roller, select_kept

__all__ = ["dice_words", "format_die", "in_words", "render"]

_FATE_FACES = {-1: "-", 0: "0", 1: "+"}


def render(result: RollResult) -> str:
    """One line showing every die and the total; ``""`` if the result carries no tree."""
    if result.tree is None:
        return ""
    tracer = _Tracer(DEFAULT_LIMITS, supplied=[die.face if die.face is not None else die.value
                                               for die in result.dice], source=result.expression)
    tracer.evaluate(result.tree.root)
    text = _Renderer(tracer, result.dice).render(result.tree.root)
    return f"{text} = {result.total}"


def format_die(die: RolledDie) -> str:
    """One die as text, e.g. ``6!``, ``~1~``, ``9*``, ``1→2`` or ``+`` for a Fate die."""
    face = die.value if die.face is None else die.face
    text = _FATE_FACES.get(face, str(face)) if die.sides == FATE else str(face)
    if die.face is not None and die.value != die.face:
        text += f"→{die.value}"
    if "exploded" in die.marks:
        text += "!"
    if "success" in die.marks:
        text += "*"
    return text if die.kept else f"~{text}~"


class _Tracer(Roller):
    """A roller that remembers each node's value and the dice it rolled (by node identity)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.trace: dict[int, tuple[int, int, int]] = {}

    def evaluate(self, node: Node) -> int:
        start = len(self.faces)
        value = super().evaluate(node)
        self.trace[id(node)] = (value, start, len(self.faces))
        return value


_Part = Callable[["_Renderer", Any], str]


class _Renderer:
    def __init__(self, tracer: _Tracer, dice: tuple[RolledDie, ...]) -> None:
        self.trace = tracer.trace
        self.dice = dice

    def render(self, node: Node, minimum: int = 0) -> str:
        text = _TABLE[type(node)](self, node)
        return f"({text})" if node.precedence < minimum else text


def _number(renderer: _Renderer, node: Number) -> str:
    return str(node.value)


def _dice(renderer: _Renderer, node: Dice) -> str:
    _, start, end = renderer.trace[id(node)]
    return f"{node} ({', '.join(format_die(die) for die in renderer.dice[start:end])})"


def _group(renderer: _Renderer, node: Group) -> str:
    subtotals = [renderer.trace[id(item)][0] for item in node.items]
    kept = set(select_kept(subtotals, node.keep))
    parts = [renderer.render(item) for item in node.items]
    shown = [part if index in kept else f"~{part}~" for index, part in enumerate(parts)]
    return "{" + ", ".join(shown) + "}" + ("" if node.keep is None else str(node.keep))


def _parenthesized(renderer: _Renderer, node: Parenthesized) -> str:
    return f"({renderer.render(node.inner)})"


def _negation(renderer: _Renderer, node: Negation) -> str:
    return "-" + renderer.render(node.operand, 3)


def _sum(renderer: _Renderer, node: Sum) -> str:
    return f"{renderer.render(node.left, 1)} {node.operator} {renderer.render(node.right, 2)}"


def _product(renderer: _Renderer, node: Product) -> str:
    return f"{renderer.render(node.left, 2)} {node.operator} {renderer.render(node.right, 3)}"


_TABLE: dict[type[Node], _Part] = {
    Number: _number,
    Dice: _dice,
    Group: _group,
    Parenthesized: _parenthesized,
    Negation: _negation,
    Sum: _sum,
    Product: _product,
}


# --- in words (issue 25 item 3): a result's dice as a player reads them, not as notation ---------------------

_NUMERALS = {1: "jedna", 2: "dvě", 3: "tři", 4: "čtyři"}
_WORD_FACES = {-1: "−", 0: "0", 1: "+"}


def in_words(result: RollResult) -> str:
    """The dice of a rolled action in words: ``3k6, dvě vyšší: 5, 4 (neplatí 2) = 9``, ``2k20, platí nižší:
    3 (neplatí 8) = 3``, ``4 kostky Fate: −, +, +, 0 = 1``; ``""`` if the result carries no tree. The dice tray
    and the terminal keep :func:`render` (the notation the player typed)."""
    if result.tree is None:
        return ""
    tracer = _Tracer(DEFAULT_LIMITS, supplied=[die.face if die.face is not None else die.value
                                               for die in result.dice], source=result.expression)
    tracer.evaluate(result.tree.root)
    root = result.tree.root
    words = _Words(_Renderer(tracer, result.dice))
    text = words.node(root)
    single = isinstance(root, Dice) and len(result.dice) == 1 and result.dice[0].kept and root.count == 1
    return text if single else f"{text} = {result.total}"


def dice_words(node: Dice) -> str:
    """A dice term in words: ``3k6, dvě vyšší``, ``2k20, platí vyšší``, ``4 kostky Fate``, ``k6 hází znovu
    nejvyšší``."""
    base = f"{node.count} kostky Fate" if node.sides == FATE else f"{node.count}k{node.sides}"
    parts = [base]
    if node.reroll is not None:
        parts.append(f"přehazuje {node.reroll.condition}")
    if node.explode:
        parts.append("nejvyšší hází znovu")
    if node.minimum is not None:
        parts.append(f"nejméně {node.minimum}")
    if node.maximum is not None:
        parts.append(f"nejvýše {node.maximum}")
    if node.keep is not None:
        kept = node.keep.kept(node.count)
        side = "vyšší" if node.keep.prefers_high else "nižší"
        if kept == 1:
            parts.append(f"platí {side}" if node.count == 2 else f"platí nej{side}")
        else:
            parts.append(f"{_NUMERALS.get(kept, str(kept))} {side if kept == node.count - 1 else 'nej' + side}")
    if node.success is not None:
        parts.append(f"úspěch {node.success}")
    return ", ".join(parts)


class _Words:
    def __init__(self, renderer: _Renderer) -> None:
        self.r = renderer

    def node(self, node: Node) -> str:
        if isinstance(node, Dice):
            _, start, end = self.r.trace[id(node)]
            dice = self.r.dice[start:end]
            kept = [_word_face(d) for d in dice if d.kept]
            dropped = [_word_face(d) for d in dice if not d.kept]
            text = f"{dice_words(node)}: {', '.join(kept) or '—'}"
            return f"{text} (neplatí {', '.join(dropped)})" if dropped else text
        if isinstance(node, Number):
            return str(node.value)
        if isinstance(node, Parenthesized):
            return f"({self.node(node.inner)})"
        if isinstance(node, Negation):
            return "−" + self.node(node.operand)
        if isinstance(node, Sum):
            return f"{self.node(node.left)} {'+' if node.operator == '+' else '−'} {self.node(node.right)}"
        if isinstance(node, Product):
            return f"{self.node(node.left)} {'×' if node.operator == '*' else '÷'} {self.node(node.right)}"
        return self.r.render(node)  # a group {…}: rare in an action, shown as rolled


def _word_face(die: RolledDie) -> str:
    face = die.value if die.face is None else die.face
    text = _WORD_FACES.get(face, str(face)) if die.sides == FATE else str(face)
    if die.face is not None and die.value != die.face:
        text += f"→{die.value}"
    return text
