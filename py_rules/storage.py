"""Save envelopes: versioned, migrated by pure steps on load, never half-read.

localStorage holds one envelope per character (written by the shell from JSON this module produced)::

    {"format": "druzina.character", "format_version": 2, "id": "…", "system": "cairn",
     "saved_at": "2026-11-21T20:00:00.000Z", "revision": 7, "sheet": {…, "schema_version": 2}}

``revision`` counts the saves of one character (format version 2; a version 1 envelope is upgraded to
revision 0). Only this module counts: :func:`next_envelope` makes the save that follows the one a tab last read
or wrote (and the one it overwrites), one revision past both. A tab remembers the format version and revision
of what it last read or wrote and never overwrites anything else without asking the player, so two tabs
editing one character cannot silently lose a change.

Loading goes through :func:`load_character`: the envelope and then the sheet are upgraded step by step
(the sheet with its game's migrations) and validated by their models. Anything that cannot be read raises
``StorageError`` with a Czech reason and, where a field is at fault, ``problems`` with field paths relative
to the envelope; the shell then keeps the raw text untouched under a recovery key.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.czech import count
from py_rules.errors import FieldProblem, InvalidInput, StorageError
from py_rules.safe_json import JSONRefused, hostile_keys, loads_bounded
from py_rules.systems import get_system
from py_rules.systems.base import SheetBase
from py_rules.validation import FieldLabel, Labels, validate

__all__ = [
    "ENVELOPE_FORMAT",
    "ENVELOPE_VERSION",
    "ID_PATTERN",
    "MAX_REVISION",
    "MAX_SAVE_CHARS",
    "LoadedCharacter",
    "load_character",
    "make_envelope",
    "migrate_sheet",
    "next_envelope",
    "save_revision",
]

ENVELOPE_FORMAT = "druzina.character"
ENVELOPE_VERSION = 2
MAX_SAVE_CHARS = 2_000_000
MAX_ID_CHARS = 64
MAX_REVISION = 2**53 - 1  # the largest integer JavaScript counts exactly
ID_PATTERN = r"^[A-Za-z0-9_-]+$"

_PARSE_MESSAGES = {
    "too_large": "Uložená data jsou příliš velká ({detail}).",
    "too_deep": "Uložená data nejsou čitelná: {detail}.",
    "invalid": "Uložená data nejsou platný JSON: {detail}.",
}


class Envelope(BaseModel):
    """The current envelope, strictly typed; unknown fields are errors (a newer app writes a newer version)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)

    format: Literal["druzina.character"]
    format_version: Literal[2]
    id: str = Field(min_length=1, max_length=MAX_ID_CHARS, pattern=ID_PATTERN)
    system: str = Field(min_length=1, max_length=40)
    saved_at: str = Field(max_length=40)
    revision: int = Field(ge=0, le=MAX_REVISION)
    sheet: dict[str, Any]


def _envelope_v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 adds the save counter; a version 1 save counts as revision 0."""
    return {**data, "format_version": 2, "revision": 0, "saved_at": data.get("saved_at") or ""}


ENVELOPE_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _envelope_v1_to_v2}


@dataclass(frozen=True)
class LoadedCharacter:
    """A character read from a save: its envelope (current versions) and what loading changed.

    ``migrated_from`` is the sheet's old schema version, ``format_from`` the envelope's old format
    version; both ``None`` when the save was current (the shell rewrites an upgraded save).
    """

    envelope: dict[str, Any]
    sheet: SheetBase
    migrated_from: int | None
    format_from: int | None = None


def make_envelope(character_id: str, sheet: SheetBase, saved_at: str, revision: int = 1) -> dict[str, Any]:
    """The JSON-ready envelope the shell writes to localStorage."""
    return {
        "format": ENVELOPE_FORMAT,
        "format_version": ENVELOPE_VERSION,
        "id": character_id,
        "system": sheet.system,
        "saved_at": saved_at,
        "revision": revision,
        "sheet": sheet.model_dump(mode="json"),
    }


def save_revision(raw: str | dict[str, Any] | None) -> int:
    """The revision of a save (an envelope or its text) as stored: 0 for none and for a version 1 save, which
    counted none. ``StorageError`` (Czech) when it is no envelope this app reads, e.g. a newer app's."""
    if raw is None:
        return 0
    data, _ = _upgrade_envelope(_parse(raw))
    revision = data.get("revision")
    if not isinstance(revision, int) or isinstance(revision, bool) or not 0 <= revision <= MAX_REVISION:
        raise StorageError("Uložená postava nemá platné číslo uložení.")
    return revision


@dataclass(frozen=True)
class NextEnvelope:
    """A packed save and, when it overwrites one, whether that one could be read (``replaced``: ``None`` when
    nothing is replaced, else ``{"readable": bool, "message": Czech reason or ""}``): the shell keeps an
    unreadable one for recovery before it writes."""

    envelope: dict[str, Any]
    replaced: dict[str, Any] | None


def next_envelope(
    character_id: str, sheet: SheetBase, saved_at: str,
    previous: str | dict[str, Any] | None = None, replaces: str | dict[str, Any] | None = None,
) -> NextEnvelope:
    """The envelope that follows ``previous`` (the save the shell last read or wrote for this character; ``None``
    for a new one) and overwrites ``replaces`` (what storage holds, for an overwrite): one revision past both.
    ``previous`` must be readable (``StorageError`` otherwise); an unreadable ``replaces`` counts for its
    revision if it still has one and is reported as unreadable."""
    revision = save_revision(previous)
    replaced: dict[str, Any] | None = None
    if replaces is not None:
        try:
            revision = max(revision, load_character(replaces).envelope["revision"])
            replaced = {"readable": True, "message": ""}
        except StorageError as exc:
            replaced = {"readable": False, "message": exc.message}
            with suppress(StorageError):  # reported above; a text that is no envelope of this app counts nothing
                revision = max(revision, save_revision(replaces))
    if revision >= MAX_REVISION:
        raise StorageError("Postava má vyčerpaná čísla uložení; ulož ji jako kopii.")
    return NextEnvelope(make_envelope(character_id, sheet, saved_at, revision + 1), replaced)


def _parse(raw: str | dict[str, Any]) -> dict[str, Any]:
    if isinstance(raw, str):
        try:
            data = loads_bounded(raw, MAX_SAVE_CHARS)
        except JSONRefused as exc:
            raise StorageError(_PARSE_MESSAGES[exc.reason].format(detail=exc.detail)) from None
    else:
        data = raw
    if not isinstance(data, dict):
        raise StorageError("Uložená data nejsou objekt postavy.")
    hostile = hostile_keys(data)
    if hostile:
        raise StorageError(f"Uložená data obsahují zakázaný klíč (pole {hostile[0]}).",
                           problems=[FieldProblem(path, "zakázaný klíč") for path in hostile])
    return data


def _upgrade_envelope(data: dict[str, Any]) -> tuple[dict[str, Any], int | None]:
    if data.get("format") != ENVELOPE_FORMAT:
        raise StorageError("Tohle není uložená postava Družiny (chybí značka formátu).")
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise StorageError("Uložená postava nemá platnou verzi formátu.")
    if version > ENVELOPE_VERSION:
        raise StorageError("Postava byla uložena novější verzí aplikace; aktualizuj aplikaci.")
    start = version
    while version < ENVELOPE_VERSION:
        data = ENVELOPE_MIGRATIONS[version](dict(data))
        version += 1
    return data, (start if start != version else None)


def _check_envelope(data: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The game and the raw sheet of an envelope, or ``StorageError`` when even those are missing."""
    character_id, system_id, sheet = data.get("id"), data.get("system"), data.get("sheet")
    if not isinstance(character_id, str) or not 0 < len(character_id) <= MAX_ID_CHARS:
        raise StorageError("Uložená postava nemá platný identifikátor.")
    if not isinstance(system_id, str) or not isinstance(sheet, dict):
        raise StorageError("Uložené postavě chybí hra nebo deník.")
    return system_id, sheet


def migrate_sheet(system_id: str, raw_sheet: dict[str, Any]) -> tuple[dict[str, Any], int | None]:
    """Upgrade a raw sheet to its game's current schema; returns it and the version it came from
    (``None`` if it was current). Raises ``StorageError`` for a future or unknown version."""
    system = get_system(system_id)
    version = raw_sheet.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise StorageError("Deník nemá platnou verzi schématu.")
    if version > system.schema_version:
        raise StorageError(
            f"Deník má verzi {version}, tato aplikace zná nejvýše {system.schema_version}; aktualizuj aplikaci."
        )
    start = version
    data = raw_sheet
    while version < system.schema_version:
        step = system.migrations.get(version)
        if step is None:
            raise StorageError(f"Chybí převod deníku z verze {version}.")
        data = step(dict(data))
        if data.get("schema_version") != version + 1:
            raise StorageError(f"Převod deníku z verze {version} selhal.")
        version += 1
    return data, (start if start != version else None)


def _sheet_problems(exc: InvalidInput) -> list[FieldProblem]:
    return [FieldProblem(f"sheet.{p['path']}" if p["path"] else "sheet", p["message"], p.get("label", ""))
            for p in exc.problems]


_ENVELOPE_LABELS: Labels = {
    "format": FieldLabel("Formát", {}), "format_version": FieldLabel("Verze formátu", {}),
    "id": FieldLabel("Id uložení", {}), "system": FieldLabel("Hra", {}), "saved_at": FieldLabel("Čas uložení", {}),
    "revision": FieldLabel("Revize", {}), "sheet": FieldLabel("Deník", {}),
}


def _new_sheet_labels(system_id: str) -> Labels:
    """The Czech labels of a game's sheet fields (from a new sheet's view), for an error about a save."""
    system = get_system(system_id)
    return system.labels(system.new_sheet("Postava"))


def _read_sheet(system_id: str, raw_sheet: dict[str, Any]) -> tuple[SheetBase, int | None]:
    """The sheet upgraded and validated by its game; ``StorageError`` with ``sheet.…`` problem paths."""
    try:
        system = get_system(system_id)
        sheet_data, migrated_from = migrate_sheet(system_id, raw_sheet)
        if sheet_data.get("system") != system_id:
            raise StorageError("Deník patří k jiné hře, než uvádí uložená postava.")
        labels = functools.partial(_new_sheet_labels, system_id)
        return validate(system.sheet_model, sheet_data, "Uložený deník není v pořádku", labels), migrated_from
    except InvalidInput as exc:
        raise StorageError(exc.message, problems=_sheet_problems(exc)) from None


def load_character(raw: str | dict[str, Any]) -> LoadedCharacter:
    """Read, upgrade and validate one saved character; raises ``StorageError`` with a Czech reason and
    ``problems`` listing every field at fault (envelope and sheet), e.g. ``revision``, ``sheet.attributes.sil``."""
    data, format_from = _upgrade_envelope(_parse(raw))
    system_id, raw_sheet = _check_envelope(data)
    try:
        envelope = validate(Envelope, data, "Uložená postava není v pořádku", lambda: _ENVELOPE_LABELS)
    except InvalidInput as exc:
        try:
            _read_sheet(system_id, raw_sheet)
            in_sheet: list[FieldProblem] = []
        except StorageError as sheet_exc:
            in_sheet = list(sheet_exc.details.get("problems") or [])
        problems = count(len(in_sheet), "další problém", "další problémy", "dalších problémů")
        more = f"; a v deníku {problems}." if in_sheet else ""
        raise StorageError(exc.message[:-1] + more if more else exc.message, problems=exc.problems + in_sheet) from None
    sheet, migrated_from = _read_sheet(envelope.system, envelope.sheet)
    current = make_envelope(envelope.id, sheet, envelope.saved_at, envelope.revision)
    return LoadedCharacter(current, sheet, migrated_from, format_from)
