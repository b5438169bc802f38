"""The history of a character: a short Czech line for every edit of the sheet.

The facade's ``edit`` returns a log entry next to the new sheet; the shell appends it to the character's
log (with the rolls and actions), so a player can see what changed and when. The line names the field as
the sheet shows it (its label in the game's view) with the old and the new value: «Síla: 12 → 11».
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from py_rules.czech import number
from py_rules.editing import Change
from py_rules.view import FieldView, SelectField, SheetView, StatField, walk

__all__ = ["describe_changes", "edit_log"]

MAX_VALUE_CHARS = 40
MAX_TITLE_CHARS = 300


def _index(view: SheetView) -> dict[str, FieldView]:
    return {f.path: f for section in view.sections for f in walk(section.fields)
            if not isinstance(f, StatField) and f.path}


def _lookup(data: Any, path: str) -> Any:
    for part in path.split("."):
        if isinstance(data, dict):
            data = data.get(part)
        elif isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        else:
            return None
    return data


def _show(value: Any, field: FieldView | None) -> str:
    for option in field.options if isinstance(field, SelectField) else []:
        if option.value == value:
            return option.label
    if value is None or value == "":
        return "—"
    if isinstance(value, bool):
        return "ano" if value else "ne"
    if isinstance(value, dict | list):
        return "…"
    if isinstance(value, float):
        return number(value)
    text = " ".join(str(value).split())
    if len(text) > MAX_VALUE_CHARS:
        text = text[:MAX_VALUE_CHARS] + "…"
    return f"„{text}“" if isinstance(value, str) else text


def _describe(change: Change, fields: dict[str, FieldView], before: dict[str, Any]) -> str:
    parent, _, last = change.path.rpartition(".")
    if change.op == "append":
        target = fields.get(change.path)
        return f"{target.label if target else change.path}: přidána položka"
    if change.op == "remove":
        target = fields.get(parent)
        removed = _lookup(before, change.path)
        name = removed.get("name") if isinstance(removed, dict) else removed
        number = int(last) + 1 if last.isdigit() else last
        what = _show(name, None) if isinstance(name, str) and name else f"č. {number}"
        return f"{target.label if target else parent}: odebrána položka {what}"
    field = fields.get(change.path)
    label = field.label if field else change.path
    if field is not None and field.kind == "longtext":
        return f"{label}: upraveno"
    return f"{label}: {_show(_lookup(before, change.path), field)} → {_show(change.value, field)}"


def describe_changes(view: SheetView, before: dict[str, Any], changes: Sequence[Change]) -> str:
    """One Czech line for ``changes`` made to the sheet ``before`` (whose view is ``view``)."""
    fields = _index(view)
    text = "; ".join(_describe(change, fields, before) for change in changes)
    return text if len(text) <= MAX_TITLE_CHARS else text[: MAX_TITLE_CHARS - 1] + "…"


def edit_log(view: SheetView, before: dict[str, Any], changes: Sequence[Change], at: str) -> dict[str, Any]:
    """The log entry of an edit, shaped like the entries of rolls and actions."""
    return {"at": at, "kind": "edit", "title": describe_changes(view, before, changes)}
