"""Small builders of form and view fields shared by the sheet, the actions and the board."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from py_rules.view import FieldView, Option

__all__ = ["kind_choices", "number", "select", "stat", "text", "toggle"]


def select(label: str, path: str | None, value: Any, options: Mapping[str, str] | Mapping[int, str],
           hint: str | None = None) -> FieldView:
    """A ``select`` field with ``options`` (value → Czech label)."""
    return FieldView(kind="select", label=label, path=path, value=value, hint=hint,
                     options=[Option(value=key, label=name) for key, name in options.items()])


def toggle(label: str, path: str | None, value: bool, hint: str | None = None) -> FieldView:
    return FieldView(kind="toggle", label=label, path=path, value=value, hint=hint)


def number(label: str, path: str | None, value: int, low: int, high: int, hint: str | None = None) -> FieldView:
    return FieldView(kind="number", label=label, path=path, value=value, min=low, max=high, hint=hint)


def text(label: str, path: str | None, value: str, hint: str | None = None) -> FieldView:
    return FieldView(kind="text", label=label, path=path, value=value, hint=hint)


def stat(label: str, value: Any, tone: Literal["normal", "good", "warn", "bad"] = "normal",
         hint: str | None = None) -> FieldView:
    return FieldView(kind="stat", label=label, value=value, tone=tone, hint=hint)


def kind_choices() -> dict[str, str]:
    """The advantage kinds for a select, with «—» for none (003:L238-L278)."""
    from py_rules.systems.boj_k6.texts import DRUHY_VYHOD

    return {"": "—", **{k: v for k, v in DRUHY_VYHOD.items() if k != "vazne_zraneni_trupu"}}
