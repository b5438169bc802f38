"""Safety limits of the dice engine and the Czech wording shared by every module.

All limits are checked *before* the work they guard: the parser rejects an expression whose worst case
(every die exploding and being rerolled as often as allowed) would roll more than ``max_dice`` dice,
and the exact evaluator predicts the cost of each step before taking it.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DEFAULT_LIMITS", "Limits", "format_int", "plural", "position_text"]


@dataclass(frozen=True, slots=True)
class Limits:
    """Every bound the engine enforces; one frozen instance is shared by parser, roller and evaluator.

    ``max_explosions`` and ``max_rerolls`` are per physical die: a die explodes at most that many times
    in a row and ``r`` rerolls one die at most that many times (``ro`` rerolls once). The exact
    distribution truncates at the very same caps, so it is the roller's distribution exactly.
    """

    max_dice: int = 1000
    max_length: int = 200
    max_depth: int = 20
    max_sides: int = 1_000_000
    max_constant: int = 1_000_000_000
    max_explosions: int = 10
    max_rerolls: int = 10
    max_work: int = 5_000_000


DEFAULT_LIMITS = Limits()


def plural(count: int, one: str, few: str, many: str) -> str:
    """Czech plural: ``plural(1, "kostka", "kostky", "kostek")`` → ``"1 kostka"``; 2–4 few, else many."""
    absolute = abs(count)
    word = one if absolute == 1 else few if 2 <= absolute <= 4 else many
    return f"{format_int(count)} {word}"


def format_int(value: int) -> str:
    """Czech number formatting: groups of three separated by a no-break space from 10 000 up."""
    if abs(value) < 10_000:
        return str(value)
    return f"{value:,}".replace(",", "\u00a0")


def position_text(position: int) -> str:
    """The human (1-based) form of a 0-based position, as used in every message: ``"na pozici 4"``."""
    return f"na pozici {position + 1}"
