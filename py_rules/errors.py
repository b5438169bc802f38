"""The one error family of the engine.

Every error a player can cause (a bad dice expression, a sheet field out of range, a corrupted save)
is a :class:`RulesError` whose ``message`` is Czech text a player understands. Third-party exceptions
(pydantic's ``ValidationError``, ``json`` errors) are translated where they enter the engine, so the
facade only ever has to render this one family.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "DiceError",
    "DiceLimitError",
    "DiceSyntaxError",
    "FieldProblem",
    "InvalidInput",
    "RuleViolation",
    "RulesError",
    "StorageError",
]


class FieldProblem(dict[str, Any]):
    """One problem with one field: ``{"path": "attributes.sil", "message": "…"}`` (JSON-ready), and the
    field's Czech ``label`` where it has one (``«Síla (SIL)»``, ``«Název (2. řádek)»``): the player reads the
    field by its label, never by its path (the path is for the shell and the tests)."""

    def __init__(self, path: str, message: str, label: str = "") -> None:
        super().__init__(path=path, message=message, **({"label": label} if label else {}))


class RulesError(Exception):
    """Base of every error the engine raises on purpose.

    ``code`` is a stable machine key (for the shell and tests), ``message`` Czech text for the player,
    ``details`` structured, JSON-ready fields (position, expected, problems …).
    """

    code = "rules_error"

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.details: dict[str, Any] = details

    def to_dict(self) -> dict[str, Any]:
        """The JSON-ready form the facade returns as ``error``."""
        return {"code": self.code, "message": self.message, **self.details}


class InvalidInput(RulesError):
    """A command, sheet or file did not validate; ``problems`` lists every field with its message."""

    code = "invalid_input"

    def __init__(self, message: str, problems: list[FieldProblem] | None = None) -> None:
        super().__init__(message, problems=list(problems or []))
        self.problems: list[FieldProblem] = list(problems or [])


class RuleViolation(RulesError):
    """The input is well formed but the rules do not allow it (e.g. paying with resources you lack)."""

    code = "rule_violation"


class DiceError(RulesError):
    """Base for dice expression problems; always carries the expression."""

    code = "dice_error"


class DiceSyntaxError(DiceError):
    """The expression cannot be parsed: carries ``expression``, ``position`` (0-based) and ``expected``."""

    code = "dice_syntax"


class DiceLimitError(DiceError):
    """The expression is well formed but exceeds a safety limit (dice count, length, nesting, work)."""

    code = "dice_limit"


class StorageError(RulesError):
    """A save cannot be read, migrated or imported; the raw data must be kept by the caller."""

    code = "storage_error"
