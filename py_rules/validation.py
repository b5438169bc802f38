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

import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any, NamedTuple, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from py_rules.czech import Noun, amount, count, listing
from py_rules.errors import FieldProblem, InvalidInput, RuleViolation

__all__ = ["BOUND_ERRORS", "RESULT_LEAD", "check_result", "czech_message", "field_name", "result_error", "translate",
           "validate", "wild_path"]

M = TypeVar("M", bound=BaseModel)


def _ctx(error: ErrorDetails, key: str) -> Any:
    return (error.get("ctx") or {}).get(key)


class FieldLabel(NamedTuple):
    """What the player sees of one field: its Czech label and, for a select, each value's Czech label."""

    label: str
    options: Mapping[Any, str]


#: dotted field path (list indices as ``*`` too) → its label; built from a form or a sheet view.
Labels = Mapping[str, FieldLabel]


def wild_path(path: str) -> str:
    """``path`` with every list index as ``*`` (``inventory.2.name`` → ``inventory.*.name``)."""
    return re.sub(r"(?<=\.)\d+(?=\.|$)|^\d+(?=\.|$)", "*", path)


def _fields(shown: Any) -> Iterator[dict[str, Any]]:
    if isinstance(shown, dict):
        if isinstance(shown.get("path"), str) and isinstance(shown.get("label"), str):
            yield shown
        for value in shown.values():
            yield from _fields(value)
    elif isinstance(shown, list):
        for item in shown:
            yield from _fields(item)


def labels_of(shown: Any) -> dict[str, FieldLabel]:
    """The labels of every field with a path in a form or a view (as JSON), by exact and wildcard path."""
    labels: dict[str, FieldLabel] = {}
    for field in _fields(shown):
        options = {o["value"]: o["label"] for o in field.get("options") or () if isinstance(o, dict)}
        found = FieldLabel(field["label"], options)
        labels.setdefault(field["path"], found)
        labels.setdefault(wild_path(field["path"]), found)
    return labels


def _label(labels: Labels, path: str) -> FieldLabel | None:
    """The label of ``path``: its own, else its nearest labelled parent, else a labelled field under it."""
    parts = path.split(".")
    for end in range(len(parts), 0, -1):
        prefix = ".".join(parts[:end])
        found = labels.get(prefix) or labels.get(wild_path(prefix))
        if found is not None:
            return found
    return next((found for key, found in labels.items() if key.startswith(f"{path}.")), None)


def field_name(labels: Labels, path: str) -> str | None:
    """How a player reads the field at dotted ``path``: its label, or its nearest labelled parent's, with the
    rows of the lists it lies in («Název (2. řádek)», «Název (1, 3. řádek)»); ``None`` without a label."""
    parts = path.split(".")
    for end in range(len(parts), 0, -1):
        prefix = ".".join(parts[:end])
        found = labels.get(prefix) or labels.get(wild_path(prefix))
        if found is not None:
            rows = [str(int(part) + 1) for part in parts[:end] if part.isdigit()]
            return found.label + (f" ({', '.join(rows)}. řádek)" if rows else "")
    return None


def _allowed(error: ErrorDetails, field: FieldLabel | None) -> str:
    """«musí být jedna z možností: Zkouška, Výzva nebo Střet», by the options' Czech labels."""
    expected = str(_ctx(error, "expected") or "")
    values = re.findall(r"'((?:[^'\\]|\\.)*)'|(-?\d+)", expected)
    named = [field.options.get(text if text or not number else int(number)) for text, number in values] \
        if field is not None else []
    if named and all(named):
        return f"musí být jedna z možností: {listing([str(n) for n in named], 'nebo')}"
    return "musí být jedna z nabízených možností"


_CHARACTER = Noun("znak", "znaky", "znaků")
_ITEM = Noun("položka", "položky", "položek", acc=("položku", "položky"))

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
    else f"musí mít aspoň {amount(_ctx(e, 'min_length'), _CHARACTER, 'acc')}",
    "string_too_long": lambda e: f"smí mít nejvýše {amount(_ctx(e, 'max_length'), _CHARACTER, 'acc')}",
    "too_short": lambda e: f"musí mít aspoň {amount(_ctx(e, 'min_length'), _ITEM, 'acc')}",
    "too_long": lambda e: f"smí mít nejvýše {amount(_ctx(e, 'max_length'), _ITEM, 'acc')}",
    "greater_than_equal": lambda e: f"musí být aspoň {_ctx(e, 'ge')}",
    "greater_than": lambda e: f"musí být větší než {_ctx(e, 'gt')}",
    "less_than_equal": lambda e: f"smí být nejvýše {_ctx(e, 'le')}",
    "less_than": lambda e: f"musí být menší než {_ctx(e, 'lt')}",
    "literal_error": lambda e: _allowed(e, None),
    "enum": lambda e: _allowed(e, None),
    "union_tag_invalid": lambda e: f"neznámý druh „{_ctx(e, 'tag')}“",
    "union_tag_not_found": lambda e: "chybí určení druhu",
    "value_error": lambda e: str(_ctx(e, "error") or e["msg"]),
    "assertion_error": lambda e: str(_ctx(e, "error") or e["msg"]),
}


def czech_message(error: ErrorDetails, field: FieldLabel | None = None) -> str:
    """Czech text for one pydantic error (falls back to a generic message, never to English); allowed
    values are named by ``field``'s option labels."""
    if error["type"] in ("literal_error", "enum"):
        return _allowed(error, field)
    translate_one = _MESSAGES.get(error["type"])
    return translate_one(error) if translate_one else "neplatná hodnota"


def _path(error: ErrorDetails, skip: int) -> str:
    return ".".join(str(part) for part in error["loc"][skip:])


def translate(exc: ValidationError, lead: str = "Údaje nejsou v pořádku", skip: int = 0,
              labels: Callable[[], Labels] | None = None) -> InvalidInput:
    """One ``InvalidInput`` listing every problem with its field path, in Czech.

    ``lead`` opens the message («Deník není v pořádku»); ``skip`` drops leading path parts that are not
    the player's fields (a tagged union puts its tag first). ``labels`` (called only here, on an error)
    gives the Czech labels the message names the field and its allowed values by, and each problem's
    ``label`` (:func:`field_name`); a field without one is not named (its path stays in the problem, for the
    shell, which never shows it).
    """
    known = labels() if labels is not None else {}
    problems = []
    for error in exc.errors(include_url=False):
        path = _path(error, skip)
        field = _label(known, path) if path else None
        name = (field_name(known, path) or (field.label if field is not None else "")) if path else ""
        problems.append(FieldProblem(path, czech_message(error, field), name))
    first = problems[0] if problems else FieldProblem("", "neplatná hodnota")
    field = _label(known, first["path"]) if first["path"] else None
    where = f" (pole „{field.label}“)" if field is not None else ""
    others = len(problems) - 1
    more = f"; a ještě {count(others, 'další problém', 'další problémy', 'dalších problémů')}" if others else ""
    said = first["message"].rstrip(".")  # a model validator's own sentence ends with its full stop
    return InvalidInput(f"{lead}{where}: {said}{more}.", problems)


def validate(model: type[M], data: Any, lead: str = "Údaje nejsou v pořádku",
             labels: Callable[[], Labels] | None = None) -> M:
    """``model.model_validate(data)`` with errors translated to ``InvalidInput`` (see :func:`translate`)."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise translate(exc, lead, labels=labels) from None


# pydantic error types that say a value went past a bound of the model, not that the data is malformed.
BOUND_ERRORS = frozenset({
    "greater_than_equal", "greater_than", "less_than_equal", "less_than", "too_long", "too_short",
    "string_too_long", "string_too_short", "value_error", "assertion_error",
})
RESULT_LEAD = "Výsledek akce by porušil meze deníku"


def result_error(exc: ValidationError, lead: str = RESULT_LEAD,
                 labels: Callable[[], Labels] | None = None) -> RuleViolation | ValidationError:
    """What a result that failed validation raises: a Czech ``RuleViolation`` (with every problem and its
    path) when every error is a bound; otherwise ``exc`` itself, a malformed result, which is our bug."""
    errors = exc.errors(include_url=False)
    if not errors or any(e["type"] not in BOUND_ERRORS for e in errors):
        return exc
    refused = translate(exc, lead, labels=labels)
    return RuleViolation(refused.message, problems=refused.problems)


def check_result(model: type[M], sheet: BaseModel, lead: str = RESULT_LEAD,
                 labels: Callable[[], Labels] | None = None) -> M:
    """``sheet`` as it would be saved (its JSON form), validated again by ``model``; raises what
    :func:`result_error` gives when it is not valid."""
    try:
        return model.model_validate(sheet.model_dump(mode="json"))
    except ValidationError as exc:
        raise result_error(exc, lead, labels) from None
