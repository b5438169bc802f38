"""A received save against the one stored under its id (issue 27): which is newer, and what differs.

A phone that hands a character over remembers the revision it handed (``handed``). When the character comes
back, the stored save and the received one are compared by the envelope's revision rules
(:mod:`py_rules.storage`): the received one is ``newer`` when it counts more saves and the stored one has not
changed since the hand-over; when both changed since (or the received one is not newer), they ``diverged``
and the player chooses. Differences are listed field by field with the sheet's Czech labels
(``GameSystem.labels`` of both saves, the received one's first), so a saved field the view does not draw is
named in Czech too, never by its path.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from py_rules.errors import StorageError
from py_rules.storage import LoadedCharacter, load_character
from py_rules.systems import get_system
from py_rules.validation import FieldLabel, Labels, field_name, wild_path

__all__ = ["MAX_DIFFERENCES", "compare_saves"]

MAX_DIFFERENCES = 40
Relation = Literal["new", "same", "newer", "diverged", "unreadable"]


def _flatten(value: Any, path: str = "") -> dict[str, Any]:
    """Every leaf of a sheet's JSON by dotted path (an empty list or object is a leaf)."""
    items: list[tuple[str, Any]]
    if isinstance(value, dict) and value:
        items = [(str(k), v) for k, v in value.items()]
    elif isinstance(value, list) and value:
        items = [(str(i), v) for i, v in enumerate(value)]
    else:
        return {path: value}
    flat: dict[str, Any] = {}
    for key, child in items:
        flat.update(_flatten(child, f"{path}.{key}" if path else str(key)))
    return flat


def _shown(value: Any, field: FieldLabel | None = None) -> str:
    """A saved value as the player reads it: a select's value by its option's Czech label, where ``field`` (the
    value's own field, drawn by the view) has one."""
    if field is not None and isinstance(value, str | int) and not isinstance(value, bool) and value in field.options:
        return str(field.options[value])
    if value is None or value == "":
        return "—"
    if isinstance(value, bool):
        return "ano" if value else "ne"
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:79] + "…"


def _label(labels: Labels, path: str) -> str:
    """The Czech name of ``path`` (:func:`field_name`: its label or its nearest labelled parent's, with its
    rows); the path itself only for a field no game labels (tests/test_difference_labels.py finds none)."""
    return field_name(labels, path) or path


def _differences(mine: LoadedCharacter, theirs: LoadedCharacter) -> tuple[list[dict[str, str]], int]:
    system = get_system(theirs.envelope["system"])
    labels = {**system.labels(mine.sheet), **system.labels(theirs.sheet)}
    old, new = _flatten(mine.envelope["sheet"]), _flatten(theirs.envelope["sheet"])
    paths = sorted(path for path in old.keys() | new.keys() if old.get(path) != new.get(path))
    own = {path: labels.get(path) or labels.get(wild_path(path)) for path in paths[:MAX_DIFFERENCES]}
    listed = [{"path": path, "label": _label(labels, path), "mine": _shown(old.get(path), own[path]),
               "theirs": _shown(new.get(path), own[path])} for path in paths[:MAX_DIFFERENCES]]
    return listed, max(0, len(paths) - MAX_DIFFERENCES)


def compare_saves(theirs: dict[str, Any], mine: str | None, handed: int | None) -> dict[str, Any]:
    """How the received envelope ``theirs`` stands to ``mine`` (the text stored under its id, ``None`` if
    none) given the revision this device ``handed`` over (``None`` if it never handed this one): ``relation``
    (``new``, ``same``, ``newer``, ``diverged`` or ``unreadable``), both ``revision``s and the
    ``differences`` (``{path, label, mine, theirs}``, at most ``MAX_DIFFERENCES``, ``more`` beyond).
    ``StorageError`` when ``theirs`` is no readable save."""
    received = load_character(theirs)
    result: dict[str, Any] = {"theirs_revision": received.envelope["revision"], "mine_revision": None,
                              "differences": [], "more": 0, "message": ""}
    if mine is None:
        return {**result, "relation": "new"}
    try:
        stored = load_character(mine)
    except StorageError as exc:
        return {**result, "relation": "unreadable", "message": exc.message}
    if stored.envelope["system"] != received.envelope["system"]:
        raise StorageError("Pod stejným identifikátorem je tu uložená postava jiné hry; převezmi ji jako kopii.")
    differences, more = _differences(stored, received)
    mine_revision, theirs_revision = stored.envelope["revision"], received.envelope["revision"]
    result = {**result, "mine_revision": mine_revision, "differences": differences, "more": more}
    if not differences:
        relation: Relation = "same"
    elif theirs_revision > mine_revision and (handed is None or mine_revision <= handed):
        relation = "newer"
    else:
        relation = "diverged"
    return {**result, "relation": relation}
