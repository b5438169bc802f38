"""Save envelopes: versioned, migrated by pure steps on load, never half-read.

localStorage holds one envelope per character (written by the shell from JSON this module produced)::

    {"format": "druzina.character", "format_version": 1, "id": "…", "system": "cairn",
     "saved_at": "2026-11-21T20:00:00Z", "sheet": {…, "schema_version": 2}}

Loading goes through :func:`load_character`: the sheet is upgraded step by step with its game's migrations
and validated by its model. Anything that cannot be read raises ``StorageError`` with a Czech reason; the
shell then keeps the raw text untouched under a recovery key.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from py_rules.errors import InvalidInput, StorageError
from py_rules.systems import get_system
from py_rules.systems.base import SheetBase
from py_rules.validation import validate

__all__ = [
    "ENVELOPE_FORMAT",
    "ENVELOPE_VERSION",
    "MAX_SAVE_CHARS",
    "LoadedCharacter",
    "load_character",
    "make_envelope",
    "migrate_sheet",
]

ENVELOPE_FORMAT = "druzina.character"
ENVELOPE_VERSION = 1
MAX_SAVE_CHARS = 2_000_000
MAX_ID_CHARS = 64


@dataclass(frozen=True)
class LoadedCharacter:
    """A character read from a save: its envelope (current versions) and what loading changed."""

    envelope: dict[str, Any]
    sheet: SheetBase
    migrated_from: int | None


def make_envelope(character_id: str, sheet: SheetBase, saved_at: str) -> dict[str, Any]:
    """The JSON-ready envelope the shell writes to localStorage."""
    return {
        "format": ENVELOPE_FORMAT,
        "format_version": ENVELOPE_VERSION,
        "id": character_id,
        "system": sheet.system,
        "saved_at": saved_at,
        "sheet": sheet.model_dump(mode="json"),
    }


def _parse(raw: str | dict[str, Any]) -> dict[str, Any]:
    if isinstance(raw, dict):
        return raw
    if len(raw) > MAX_SAVE_CHARS:
        raise StorageError(f"Uložená data jsou příliš velká ({len(raw):,} znaků).".replace(",", " "))
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise StorageError(f"Uložená data nejsou platný JSON: {exc}.") from None
    if not isinstance(data, dict):
        raise StorageError("Uložená data nejsou objekt postavy.")
    return data


def _check_envelope(data: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    if data.get("format") != ENVELOPE_FORMAT:
        raise StorageError("Tohle není uložená postava Družiny (chybí značka formátu).")
    version = data.get("format_version")
    if not isinstance(version, int) or version < 1:
        raise StorageError("Uložená postava nemá platnou verzi formátu.")
    if version > ENVELOPE_VERSION:
        raise StorageError("Postava byla uložena novější verzí aplikace; aktualizuj aplikaci.")
    character_id, system_id, sheet = data.get("id"), data.get("system"), data.get("sheet")
    if not isinstance(character_id, str) or not 0 < len(character_id) <= MAX_ID_CHARS:
        raise StorageError("Uložená postava nemá platný identifikátor.")
    if not isinstance(system_id, str) or not isinstance(sheet, dict):
        raise StorageError("Uložené postavě chybí hra nebo deník.")
    return character_id, system_id, sheet


def migrate_sheet(system_id: str, raw_sheet: dict[str, Any]) -> tuple[dict[str, Any], int | None]:
    """Upgrade a raw sheet to its game's current schema; returns it and the version it came from
    (``None`` if it was current). Raises ``StorageError`` for a future or unknown version."""
    system = get_system(system_id)
    version = raw_sheet.get("schema_version")
    if not isinstance(version, int) or version < 1:
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


def load_character(raw: str | dict[str, Any]) -> LoadedCharacter:
    """Read, migrate and validate one saved character; raises ``StorageError`` with a Czech reason."""
    data = _parse(raw)
    character_id, system_id, raw_sheet = _check_envelope(data)
    try:
        system = get_system(system_id)
        sheet_data, migrated_from = migrate_sheet(system_id, raw_sheet)
        if sheet_data.get("system") != system_id:
            raise StorageError("Deník patří k jiné hře, než uvádí uložená postava.")
        sheet = validate(system.sheet_model, sheet_data, "Uložený deník není v pořádku")
    except InvalidInput as exc:
        raise StorageError(exc.message, problems=exc.problems) from None
    saved_at = data.get("saved_at")
    envelope = make_envelope(character_id, sheet, saved_at if isinstance(saved_at, str) else "")
    return LoadedCharacter(envelope, sheet, migrated_from)
