"""Dice: notation → AST → roll | exact distribution | text.

Public API (stable; games and the facade use only these names):

- ``parse(expression) -> Expression``: parse Czech/English dice notation; raises ``DiceSyntaxError`` /
  ``DiceLimitError`` / ``DiceError``. ``str(expression)`` is canonical notation.
- ``roll(expression, *, rng=None, dice=None, allow_extra=False) -> RollResult``: roll with an injected
  random source (anything with ``randint(a, b)``; default ``random.SystemRandom()``), or resolve values
  the player rolled on physical dice (``dice=[4, 6]``; count and faces checked; with ``allow_extra``
  unused trailing values are allowed and ``RollResult.dice_used`` says how many were consumed).
- ``distribution(expression) -> Distribution``: exact outcome → weight, probabilities as ``Fraction``.
- ``notation_help() -> list[dict]``: Czech help entries ``{"syntax", "meaning"}`` for the page.

Notation (case-insensitive; whitespace allowed between terms, never inside a dice term):

- ``NkS`` or ``NdS``: N dice with S sides (``2k6``, ``3d8``); N defaults to 1 (``k20`` = ``1k20``);
  ``k%`` = ``k100``; ``kF`` / ``dF`` are Fate dice with faces -1, 0, +1 (``4dF``).
- Arithmetic: ``+ - *``, ``/`` = *floor* division (rounds toward minus infinity: ``-7/2`` = ``-4``),
  parentheses, unary minus. Usual precedence; ``*`` and ``/`` bind tighter than ``+`` and ``-``.
  The typographic ``−`` and ``×`` pasted from rulebooks are accepted as ``-`` and ``*``.
- Modifiers, written directly after the dice term in any order, each at most once:
  ``khN`` / ``klN`` keep the N highest / lowest (N defaults to 1), ``dhN`` / ``dlN`` drop them;
  ``!`` explode: a die showing its highest face adds another die (at most 10 in a row, ``Limits``);
  ``rX`` reroll while the condition holds (at most 10 times per die), ``roX`` reroll once,
  where X is a number (equality) or a comparison such as ``<3``;
  ``miX`` each die counts at least X ("minimum"), ``maX`` each die counts at most X ("maximum");
  ``>=X`` (also ``>``, ``<``, ``<=``, ``=``) count successes: the result is the number of dice meeting it.
  They apply in the fixed order reroll → explode → minimum/maximum → keep/drop → successes, and a die
  with its explosions is one die for keep and success (the explosion values add up).
- Groups: ``{1k8, 1k8}kh1`` rolls each comma-separated sub-expression and keeps the highest sub-total
  (``kl``, ``dh``, ``dl`` work too; without keep the sub-totals are summed).
- ``k`` vs keep: ``k`` right after a count (or at the start of a term) is a die; keep is always the
  two-letter ``kh`` / ``kl`` and drop ``dh`` / ``dl``, so ``4k6kh3`` has exactly one reading.

Limits (``Limits``): at most 1000 dice per roll counting the worst case of explosions and rerolls,
200 characters, nesting depth 20, 1 000 000 sides, constants up to 10^9; the exact distribution has a
work bound. Every violation is a Czech ``DiceLimitError`` / ``DiceError`` raised before the work starts.
Errors carry ``expression``, a 0-based ``position`` and (syntax errors) ``expected``; the Czech messages
state positions 1-based («na pozici 4»).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from py_rules.dice.distribution import Distribution
from py_rules.dice.exact import exact_distribution
from py_rules.dice.help import notation_help
from py_rules.dice.limits import DEFAULT_LIMITS, Limits
from py_rules.dice.nodes import Expression
from py_rules.dice.parser import parse_expression
from py_rules.dice.render import render
from py_rules.dice.results import RandomSource, RolledDie, RollResult
from py_rules.dice.roller import Roller
from py_rules.errors import DiceError

__all__ = [
    "DEFAULT_LIMITS",
    "Distribution",
    "Expression",
    "Limits",
    "RandomSource",
    "RollResult",
    "RolledDie",
    "Roller",
    "clear_cache",
    "distribution",
    "notation_help",
    "parse",
    "render",
    "roll",
]

_SYSTEM_RANDOM = random.SystemRandom()


def parse(expression: str) -> Expression:
    """Parse dice notation; ``str()`` of the result is the canonical form.

    Parsed trees are immutable and cached by the exact string. Raises ``DiceSyntaxError`` (malformed,
    with ``position`` and ``expected``), ``DiceLimitError`` (too long, too deep, too many dice, numbers too
    big) or ``DiceError`` (impossible dice like ``0k6``, ``k0``, ``k1!``; division by a constant zero).
    """
    if not isinstance(expression, str):
        raise DiceError("Výraz s kostkami musí být text, např. „2k6+1“.", expression=repr(expression))
    return _parse_cached(expression)


@lru_cache(maxsize=1024)
def _parse_cached(expression: str) -> Expression:
    return parse_expression(expression, DEFAULT_LIMITS)


def clear_cache() -> None:
    """Forget every cached parsed expression (for benchmarks and memory-conscious callers)."""
    _parse_cached.cache_clear()


def roll(expression: str | Expression, *, rng: RandomSource | None = None, dice: Sequence[int] | None = None,
         allow_extra: bool = False) -> RollResult:
    """Roll ``expression`` with ``rng`` (default ``random.SystemRandom()``) or with physical ``dice``.

    Physical values are consumed in roll order (all dice of a term, then its rerolls and explosions,
    terms left to right); when ``dice`` is given, ``rng`` is not used. Raises everything :func:`parse`
    raises, plus ``DiceError`` for missing, surplus (unless ``allow_extra``) or impossible values and for
    division by zero.
    """
    expr = _parse_cached(expression) if type(expression) is str else _expression(expression)
    supplied = None if dice is None else list(dice)
    roller = Roller(rng or _SYSTEM_RANDOM, DEFAULT_LIMITS, supplied=supplied, source=expr.source or str(expr))
    total = roller.evaluate(expr.root)
    roller.finish(allow_extra)
    return roller.result(expr, total)


def distribution(expression: str | Expression) -> Distribution:
    """The exact distribution of ``expression``: exactly the distribution of :func:`roll`.

    Raises everything :func:`parse` raises, ``DiceLimitError`` when the exact computation would be too
    much work and ``DiceError`` when a divisor can be zero.
    """
    return exact_distribution(_expression(expression), DEFAULT_LIMITS)


def _expression(expression: str | Expression) -> Expression:
    return expression if isinstance(expression, Expression) else parse(expression)
