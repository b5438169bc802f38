"""Translate pydantic validation errors into the engine's Czech ``InvalidInput``.

pydantic is a third-party library whose messages are English; they are translated here, where they enter
the engine, so a player sees «Pole „jméno“: nejvýše 80 znaků» and never a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from py_rules.errors import FieldProblem, InvalidInput

__all__ = ["czech_message", "translate", "validate"]

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
    return InvalidInput(f"{lead}{where}: {first['message']}{more}.", problems)


def validate(model: type[M], data: Any, lead: str = "Údaje nejsou v pořádku") -> M:
    """``model.model_validate(data)`` with errors translated to ``InvalidInput``."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise translate(exc, lead) from None
