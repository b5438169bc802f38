"""Semantic checks: single dice terms and groups as the parser builds them, then the whole tree.

Each check raises with the player's ``expression`` and the 0-based ``position`` of the offending term:
``DiceLimitError`` for sizes past a limit, ``DiceError`` for dice that cannot exist or cannot be rolled.
"""

from __future__ import annotations

from py_rules.dice.limits import Limits, format_int, plural, position_text
from py_rules.dice.modifiers import Condition, Keep
from py_rules.dice.nodes import FATE, Dice, Node, Product, walk
from py_rules.dice.roller import Roller
from py_rules.errors import DiceError, DiceLimitError

__all__ = ["check_dice", "check_expression", "check_keep", "matching_faces"]


def check_dice(node: Dice, text: str, limits: Limits) -> None:
    """Validate one dice term.

    Raises ``DiceError`` for ``0k6``, ``k0``, exploding a one-sided die, a reroll condition that every
    face meets, or ``mi`` above ``ma``; ``DiceLimitError`` for too many dice or sides.
    """
    where = position_text(node.position)
    if node.count == 0:
        _fail(f"Počet kostek musí být aspoň 1 ({where}). Tip: napište třeba 1k6 nebo jen k6.", text, node)
    if node.count > limits.max_dice:
        raise DiceLimitError(
            f"Příliš mnoho kostek ({format_int(node.count)}) {where}; v jednom hodu nejvýše "
            f"{format_int(limits.max_dice)}.", expression=text, position=node.position)
    if node.sides == 0:
        _fail(f"Kostka k0 neexistuje ({where}); kostka musí mít aspoň 1 stěnu.", text, node)
    if node.sides != FATE and int(node.sides) > limits.max_sides:
        raise DiceLimitError(
            f"Kostka {where} má příliš mnoho stěn ({format_int(int(node.sides))}); nejvýše "
            f"{format_int(limits.max_sides)}.", expression=text, position=node.position)
    if node.explode and node.low == node.high:
        _fail(f"Jednostěnná kostka {where} nemůže vybuchovat – padala by pořád stejná hodnota.", text, node)
    if node.reroll is not None and not node.reroll.once:
        _check_reroll(node, node.reroll.condition, text)
    if node.minimum is not None and node.maximum is not None and node.minimum > node.maximum:
        _fail(f"Minimum mi{node.minimum} je větší než maximum ma{node.maximum} ({where}).", text, node)
    if node.keep is not None:
        available = "hází se jen " + plural(node.count, "kostka", "kostky", "kostek")
        check_keep(node.keep, node.count, available, text, node.position)


def _check_reroll(node: Dice, condition: Condition, text: str) -> None:
    faces = node.high - node.low + 1
    if matching_faces(condition, node.low, node.high) == faces:
        _fail(
            f"Podmínka přehazování r{condition} {position_text(node.position)} platí pro každou stěnu, "
            "hod by nikdy neskončil. Tip: ro přehazuje jen jednou.", text, node)


def check_keep(keep: Keep, total: int, available: str, text: str, position: int) -> None:
    """Validate ``kh``/``kl``/``dh``/``dl`` against ``total`` items.

    ``available`` completes the sentence, e.g. "hází se jen 4 kostky". Raises ``DiceError`` when the
    count is 0, more would be kept than exist, or dropping would leave nothing.
    """
    where = position_text(position)
    if keep.count == 0:
        message = f"{keep} {where}: počet musí být aspoň 1."
    elif keep.mode[0] == "k" and keep.count > total:
        message = f"{keep} {where} chce ponechat {keep.count}, ale {available}."
    elif keep.mode[0] == "d" and keep.count >= total:
        message = f"{keep} {where} by zahodilo {keep.count}, ale {available}; nic by nezbylo."
    else:
        return
    raise DiceError(message, expression=text, position=position)


def matching_faces(condition: Condition, low: int, high: int) -> int:
    """How many of the faces ``low..high`` satisfy ``condition`` (computed, not enumerated)."""
    value = condition.value
    bounds = {
        "=": (value, value),
        ">": (value + 1, high),
        ">=": (value, high),
        "<": (low, value - 1),
        "<=": (low, value),
    }[condition.comparison]
    first, last = max(low, bounds[0]), min(high, bounds[1])
    return max(0, last - first + 1)


def _fail(message: str, text: str, node: Dice) -> None:
    raise DiceError(message, expression=text, position=node.position)


def check_expression(root: Node, text: str, limits: Limits) -> int:
    """Whole-tree checks after parsing; returns the worst-case number of dice rolled.

    Raises ``DiceLimitError`` when the worst case (every explosion and reroll taken) exceeds
    ``limits.max_dice`` and ``DiceError`` for division by a constant zero.
    """
    total = _check_dice_count(root, text, limits)
    _check_constant_divisors(root, text, limits)
    return total


def _check_dice_count(root: Node, text: str, limits: Limits) -> int:
    total = 0
    for node in walk(root):
        if isinstance(node, Dice):
            total += node.worst_case_dice(limits)
            if total > limits.max_dice:
                raise DiceLimitError(
                    f"Výraz by mohl hodit až {plural(_worst_case(root, limits), 'kostku', 'kostky', 'kostek')}"
                    f" (včetně výbuchů a přehozů); nejvýše {format_int(limits.max_dice)}. Tip: každá kostka "
                    f"vybouchne nejvýše {limits.max_explosions}× a přehodí se nejvýše {limits.max_rerolls}×.",
                    expression=text, position=node.position)
    return total


def _worst_case(root: Node, limits: Limits) -> int:
    return sum(node.worst_case_dice(limits) for node in walk(root) if isinstance(node, Dice))


def _check_constant_divisors(root: Node, text: str, limits: Limits) -> None:
    for node in walk(root):
        if (isinstance(node, Product) and node.operator == "/" and _is_constant(node.right)
                and Roller(None, limits, source=text).evaluate(node.right) == 0):
            raise DiceError(f"Dělení nulou {position_text(node.right.position)}. Tip: dělitel nesmí být 0.",
                            expression=text,
                                position=node.right.position)


def _is_constant(node: Node) -> bool:
    return not any(isinstance(child, Dice) for child in walk(node))
