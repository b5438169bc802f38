"""Exact distribution of a whole expression: one evaluator per node type, dispatched through a table.

Sub-expressions are independent (every die is its own), so sums, products and floor division of
sub-distributions are computed by convolution over their weight tables. Explosions and ``r`` rerolls are
truncated at the roller's caps, so the result is exactly the distribution of :func:`roll`.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

from py_rules.dice.convolution import Budget, Weights, combine, negate
from py_rules.dice.distribution import Distribution
from py_rules.dice.limits import Limits, position_text
from py_rules.dice.nodes import Dice, Expression, Group, Negation, Node, Number, Parenthesized, Product, Sum
from py_rules.dice.pool import dice_weights, group_weights
from py_rules.errors import DiceError

__all__ = ["exact_distribution"]

_Evaluator = Callable[["_Evaluation", Any], Weights]


def exact_distribution(expression: Expression, limits: Limits) -> Distribution:
    """The exact :class:`Distribution` of ``expression``.

    Raises ``DiceLimitError`` when the predicted work exceeds ``limits.max_work`` and ``DiceError`` when
    a divisor can come out as zero.
    """
    evaluation = _Evaluation(Budget(limits, expression.source or str(expression)))
    return Distribution(evaluation.evaluate(expression.root))


class _Evaluation:
    def __init__(self, budget: Budget) -> None:
        self.budget = budget

    def evaluate(self, node: Node) -> Weights:
        return _TABLE[type(node)](self, node)


def _number(evaluation: _Evaluation, node: Number) -> Weights:
    return {node.value: 1}


def _parenthesized(evaluation: _Evaluation, node: Parenthesized) -> Weights:
    return evaluation.evaluate(node.inner)


def _negation(evaluation: _Evaluation, node: Negation) -> Weights:
    return negate(evaluation.evaluate(node.operand))


def _sum(evaluation: _Evaluation, node: Sum) -> Weights:
    left = evaluation.evaluate(node.left)
    right = evaluation.evaluate(node.right)
    operation = operator.add if node.operator == "+" else operator.sub
    return combine(left, right, operation, evaluation.budget, node.position)


def _product(evaluation: _Evaluation, node: Product) -> Weights:
    left = evaluation.evaluate(node.left)
    right = evaluation.evaluate(node.right)
    if node.operator == "*":
        return combine(left, right, operator.mul, evaluation.budget, node.position)
    if 0 in right:
        where = position_text(node.right.position)
        raise DiceError(
            f"Dělitel {where} může vyjít 0, takový hod nemá přesné rozložení. Tip: přičtěte k děliteli "
            "tolik, aby nemohl být nulový.",
            expression=evaluation.budget.source, position=node.right.position)
    return combine(left, right, operator.floordiv, evaluation.budget, node.position)


def _dice(evaluation: _Evaluation, node: Dice) -> Weights:
    return dice_weights(node, evaluation.budget)


def _group(evaluation: _Evaluation, node: Group) -> Weights:
    items = [evaluation.evaluate(item) for item in node.items]
    return group_weights(items, node.keep, evaluation.budget, node.position)


_TABLE: dict[type[Node], _Evaluator] = {
    Number: _number,
    Parenthesized: _parenthesized,
    Negation: _negation,
    Sum: _sum,
    Product: _product,
    Dice: _dice,
    Group: _group,
}
