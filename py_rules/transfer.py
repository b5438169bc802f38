"""Export and import: characters as a JSON file the player keeps or moves to another device.

An export file has one definition, here::

    {"format": "druzina.export", "format_version": 1, "exported_at": "2026-11-22T10:00:00.000Z",
     "characters": [<save envelope>, …]}

A file holding one bare save envelope (``"format": "druzina.character"``) imports too. Import trusts
nothing: the text is bounded in size and nesting before it is decoded (:mod:`py_rules.safe_json`), the
wrapper must match exactly, and every character goes through :func:`~py_rules.storage.load_character`
(envelope and sheet migrations, the game's model, no unknown fields, no prototype keys). Valid characters
are returned as current envelopes; every problem is reported with its field path, and one bad character
does not stop the others. Whether an imported character replaces a saved one is the player's choice,
made in the shell.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.errors import FieldProblem, InvalidInput, StorageError
from py_rules.safe_json import JSONRefused, loads_bounded
from py_rules.storage import ENVELOPE_FORMAT, load_character
from py_rules.validation import validate

__all__ = ["EXPORT_FORMAT", "EXPORT_VERSION", "MAX_IMPORT_CHARS", "export_bundle", "import_text"]

EXPORT_FORMAT = "druzina.export"
EXPORT_VERSION = 1
MAX_IMPORT_CHARS = 5_000_000  # more than the browser's whole localStorage (about 5 million characters)
MAX_IMPORT_CHARACTERS = 1000
MAX_PROBLEMS = 100

_PARSE_MESSAGES = {
    "too_large": "Soubor je příliš velký ({detail}).",
    "too_deep": "Soubor nelze načíst: {detail}.",
    "invalid": "Soubor není platný JSON: {detail}.",
}


class Bundle(BaseModel):
    """The export wrapper; characters are checked one by one afterwards."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    format: Literal["druzina.export"]
    format_version: Literal[1]
    exported_at: str = Field(max_length=40)
    characters: list[Any] = Field(max_length=MAX_IMPORT_CHARACTERS)


def _slug(name: str) -> str:
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name).strip("-")[:40] or "postava"


def export_bundle(saves: Sequence[str | dict[str, Any]], exported_at: str) -> dict[str, Any]:
    """The export file for ``saves`` (raw save texts or envelopes): its JSON ``text``, a ``filename``,
    the ``count`` of characters in it, and ``problems`` (``saves.N``) for saves that cannot be read."""
    characters: list[dict[str, Any]] = []
    problems: list[FieldProblem] = []
    for index, save in enumerate(saves):
        try:
            characters.append(load_character(save).envelope)
        except StorageError as exc:
            problems.append(FieldProblem(f"saves.{index}", exc.message))
    bundle = {"format": EXPORT_FORMAT, "format_version": EXPORT_VERSION, "exported_at": exported_at,
              "characters": characters}
    day = exported_at[:10]
    label = _slug(characters[0]["sheet"]["name"]) if len(characters) == 1 else "zaloha"
    return {"text": json.dumps(bundle, ensure_ascii=False, indent=1), "filename": f"druzina-{label}-{day}.json",
            "count": len(characters), "problems": problems}


def _entries(data: dict[str, Any]) -> list[tuple[str, Any]]:
    """(path prefix, raw character) for a bundle or a single envelope; raises ``StorageError``."""
    kind = data.get("format")
    if kind == ENVELOPE_FORMAT:
        return [("", data)]
    if kind != EXPORT_FORMAT:
        raise StorageError("Soubor není záloha Družiny (chybí značka formátu „druzina.export“).")
    version = data.get("format_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > EXPORT_VERSION:
        raise StorageError("Zálohu vytvořila novější verze aplikace; aktualizuj aplikaci.")
    try:
        bundle = validate(Bundle, data, "Záloha není v pořádku")
    except InvalidInput as exc:
        raise StorageError(exc.message, problems=exc.problems) from None
    return [(f"characters.{i}.", character) for i, character in enumerate(bundle.characters)]


def _problems(prefix: str, exc: StorageError) -> list[FieldProblem]:
    listed = exc.details.get("problems") or []
    if not listed:
        return [FieldProblem(prefix.rstrip("."), exc.message)]
    return [FieldProblem(f"{prefix}{p['path']}".rstrip("."), p["message"], p.get("label", "")) for p in listed]


def _name_of(raw: Any) -> str:
    sheet = raw.get("sheet") if isinstance(raw, dict) else None
    name = sheet.get("name") if isinstance(sheet, dict) else None
    return name[:80] if isinstance(name, str) else ""


def import_text(text: str) -> dict[str, Any]:
    """Validate an export file; raises ``StorageError`` when the file as a whole cannot be read.

    Returns ``characters`` (each ``{envelope, id, name, system, saved_at, revision, upgraded}``),
    ``problems`` (``{path, message, character}``, at most ``MAX_PROBLEMS``), ``total`` characters in the
    file and how many were ``refused``.
    """
    try:
        data = loads_bounded(text, MAX_IMPORT_CHARS)
    except JSONRefused as exc:
        raise StorageError(_PARSE_MESSAGES[exc.reason].format(detail=exc.detail)) from None
    if not isinstance(data, dict):
        raise StorageError("Soubor není záloha Družiny (čekal jsem objekt JSON).")
    entries = _entries(data)
    characters: list[dict[str, Any]] = []
    problems: list[dict[str, Any]] = []
    refused = 0
    seen: dict[str, str] = {}
    for prefix, raw in entries:
        try:
            loaded = load_character(raw)
            envelope = loaded.envelope
            if envelope["id"] in seen:
                raise StorageError("Postava je v souboru dvakrát.",
                                   problems=[FieldProblem("id", f"stejný identifikátor jako {seen[envelope['id']]}")])
        except StorageError as exc:
            refused += 1
            problems.extend({**p, "character": _name_of(raw)} for p in _problems(prefix, exc))
            continue
        seen[envelope["id"]] = prefix.rstrip(".")
        characters.append({"envelope": envelope, "id": envelope["id"], "name": envelope["sheet"]["name"],
                           "system": envelope["system"], "saved_at": envelope["saved_at"],
                           "revision": envelope["revision"],
                           "upgraded": loaded.migrated_from is not None or loaded.format_from is not None})
    return {"characters": characters, "problems": problems[:MAX_PROBLEMS],
            "more_problems": max(0, len(problems) - MAX_PROBLEMS), "total": len(entries), "refused": refused}
