"""Translate pydantic validation errors into the engine's Czech ``InvalidInput``, and check action results.

pydantic is a third-party library whose messages are English; they are translated here, where they enter
the engine, so a player sees «Pole „jméno“: nejvýše 80 znaků» and never a traceback.

:func:`check_result` is the one check of what an action returns (the facade calls it for the main sheet and
for every linked sheet, in every game): the sheet, as it would be saved, validated again by its game's model.
A result past a bound of the model (a count above its maximum, a list too long, a model validator's rule) is
something the rules would do but the game does not allow: a Czech ``RuleViolation``, and nothing changes. Any
other problem (a wrong type, a missing or unknown field) means the code built a malformed sheet: that is our
bug, so the pydantic error goes on to the facade, which reports it as ``internal`` (see ``py_rules.faults``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from py_rules.errors import FieldProblem, InvalidInput, RuleViolation

__all__ = ["BOUND_ERRORS", "RESULT_LEAD", "check_result", "czech_message", "result_error", "translate", "validate"]

M = TypeVar("M", bound=BaseModel)


def _ctx(error: ErrorDetails, key: str) -> Any:
    return (error.get("ctx") or {}).get(key)


_MESSAGES: dict[str, Callable[[ErrorDetails], str]] = {
    "missing": lambda e: "chybí povinná hodnota",
    "extra_forbidden": lambda e: "neznámé pole (hra ho nezná)",
    "int_parsing": lambda e: "musí být celé číslo",
    "int_type": lambda e: "musí být celé číslo",
    "int_from_float": lambda e: "musí být celé číslo",
    "float_parsing": lambda e: "musí být číslo",
    "float_type": lambda e: "musí být číslo",
    "bool_parsing": lambda e: "musí být ano, nebo ne",
    "bool_type": lambda e: "musí být ano, nebo ne",
    "string_type": lambda e: "musí být text",
    "list_type": lambda e: "musí být seznam",
    "dict_type": lambda e: "musí být objekt",
    "model_type": lambda e: "musí být objekt",
    "model_attributes_type": lambda e: "musí být objekt",
    "string_too_short": lambda e: "nesmí být prázdné" if _ctx(e, "min_length") == 1
    else f"musí mít aspoň {_ctx(e, 'min_length')} znaků",
    "string_too_long": lambda e: f"smí mít nejvýše {_ctx(e, 'max_length')} znaků",
    "too_short": lambda e: f"musí mít aspoň {_ctx(e, 'min_length')} položek",
    "too_long": lambda e: f"smí mít nejvýše {_ctx(e, 'max_length')} položek",
    "greater_than_equal": lambda e: f"musí být aspoň {_ctx(e, 'ge')}",
    "greater_than": lambda e: f"musí být větší než {_ctx(e, 'gt')}",
    "less_than_equal": lambda e: f"smí být nejvýše {_ctx(e, 'le')}",
    "less_than": lambda e: f"musí být menší než {_ctx(e, 'lt')}",
    "literal_error": lambda e: f"musí být jedna z hodnot: {_ctx(e, 'expected')}",
    "enum": lambda e: f"musí být jedna z hodnot: {_ctx(e, 'expected')}",
    "union_tag_invalid": lambda e: f"neznámý druh „{_ctx(e, 'tag')}“",
    "union_tag_not_found": lambda e: "chybí určení druhu",
    "value_error": lambda e: str(_ctx(e, "error") or e["msg"]),
    "assertion_error": lambda e: str(_ctx(e, "error") or e["msg"]),
}


def czech_message(error: ErrorDetails) -> str:
    """Czech text for one pydantic error (falls back to a generic message, never to English)."""
    translate_one = _MESSAGES.get(error["type"])
    return translate_one(error) if translate_one else "neplatná hodnota"


def _path(error: ErrorDetails, skip: int) -> str:
    return ".".join(str(part) for part in error["loc"][skip:])


def translate(exc: ValidationError, lead: str = "Údaje nejsou v pořádku", skip: int = 0) -> InvalidInput:
    """One ``InvalidInput`` listing every problem with its field path, in Czech.

    ``lead`` opens the message («Deník není v pořádku»); ``skip`` drops leading path parts that are not
    the player's fields (a tagged union puts its tag first).
    """
    problems = [FieldProblem(_path(e, skip), czech_message(e)) for e in exc.errors(include_url=False)]
    first = problems[0] if problems else FieldProblem("", "neplatná hodnota")
    where = f" (pole {first['path']})" if first["path"] else ""
    more = f"; další problémy: {len(problems) - 1}" if len(problems) > 1 else ""
    said = first["message"].rstrip(".")  # a model validator's own sentence ends with its full stop
    return InvalidInput(f"{lead}{where}: {said}{more}.", problems)


def validate(model: type[M], data: Any, lead: str = "Údaje nejsou v pořádku") -> M:
    """``model.model_validate(data)`` with errors translated to ``InvalidInput``."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise translate(exc, lead) from None


# pydantic error types that say a value went past a bound of the model, not that the data is malformed.
BOUND_ERRORS = frozenset({
    "greater_than_equal", "greater_than", "less_than_equal", "less_than", "too_long", "too_short",
    "string_too_long", "string_too_short", "value_error", "assertion_error",
})
RESULT_LEAD = "Výsledek akce by porušil meze deníku"


def result_error(exc: ValidationError, lead: str = RESULT_LEAD) -> RuleViolation | ValidationError:
    """What a result that failed validation raises: a Czech ``RuleViolation`` (with every problem and its
    path) when every error is a bound; otherwise ``exc`` itself, a malformed result, which is our bug."""
    errors = exc.errors(include_url=False)
    if not errors or any(e["type"] not in BOUND_ERRORS for e in errors):
        return exc
    refused = translate(exc, lead)
    return RuleViolation(refused.message, problems=refused.problems)


def check_result(model: type[M], sheet: BaseModel, lead: str = RESULT_LEAD) -> M:
    """``sheet`` as it would be saved (its JSON form), validated again by ``model``; raises what
    :func:`result_error` gives when it is not valid."""
    try:
        return model.model_validate(sheet.model_dump(mode="json"))
    except ValidationError as exc:
        raise result_error(exc, lead) from None
