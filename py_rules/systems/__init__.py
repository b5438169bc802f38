"""Registry of game systems: system id → the module that defines ``SYSTEM``.

Games are imported lazily, on first use, so start-up pays only for the games a player opens. The game
picker's entries (id, title, description, kind, game) come from ``catalog.json`` next to this module, so
listing the games imports none of them; tests/test_system_catalog.py keeps it equal to each game's
``SYSTEM``. A game missing from the catalogue (e.g. a test's) is described by importing it.
"""

from __future__ import annotations

import functools
import importlib
import importlib.machinery
import json
from pathlib import Path
from typing import Any

from py_rules.errors import InvalidInput, RulesError
from py_rules.systems.base import GameSystem

__all__ = ["SYSTEM_MODULES", "SystemUnavailable", "available", "catalog", "describe", "get_system"]

# Order is the order of the game picker. Boards ("kind": "board") are shared table objects of a game.
SYSTEM_MODULES: dict[str, str] = {
    "drd2": "py_rules.systems.drd2",
    "drd2_konflikt": "py_rules.systems.drd2.conflict",
    "cairn": "py_rules.systems.cairn",
    "cairn_stretnuti": "py_rules.systems.cairn.board",
    "fate": "py_rules.systems.fate",
    "fate_scena": "py_rules.systems.fate.scene",
    "boj_k6": "py_rules.systems.boj_k6",
    "boj_k6_kolo": "py_rules.systems.boj_k6.board",
    "dnd5e": "py_rules.systems.dnd5e",
    "dnd5e_stretnuti": "py_rules.systems.dnd5e.board",
}

_loaded: dict[str, GameSystem[Any]] = {}


class SystemUnavailable(RulesError):
    """A registered game failed to load (a packaging bug); the other games keep working."""

    code = "system_unavailable"


def _installed(module: str) -> bool:
    """Whether ``module`` (under this package) exists, found on the path without importing anything:
    a game whose code is broken must not make the others disappear."""
    search: list[str] = list(__path__)
    for part in module.split(".")[len(__name__.split(".")):]:
        spec = importlib.machinery.PathFinder.find_spec(part, search)
        if spec is None:
            return False
        search = list(spec.submodule_search_locations or [])
    return True


def available() -> list[str]:
    """Ids of every registered game whose package is present, in picker order."""
    return [system_id for system_id, module in SYSTEM_MODULES.items() if _installed(module)]


@functools.cache
def catalog() -> dict[str, dict[str, str]]:
    """The picker entries by system id, as stored in ``catalog.json`` (read once; a plain file next to this
    module rather than ``importlib.resources``, which the start would otherwise import just for this)."""
    entries: dict[str, dict[str, str]] = json.loads(Path(__file__).with_name("catalog.json").read_text("utf-8"))
    return entries


def describe(system_id: str) -> dict[str, str]:
    """The picker entry of ``system_id``: ``{id, title, description, kind, game}``, from the catalogue
    without importing the game when it lists it; raises like :func:`get_system` otherwise."""
    entry = catalog().get(system_id)
    if entry is not None and system_id in SYSTEM_MODULES and _installed(SYSTEM_MODULES[system_id]):
        return {"id": system_id, **entry}
    system = get_system(system_id)
    return {"id": system.id, "title": system.title, "description": system.description, "kind": system.kind,
            "game": system.game or system.id}


def get_system(system_id: str) -> GameSystem[Any]:
    """The game ``system_id``; raises ``InvalidInput`` with a Czech message for an unknown id."""
    if system_id in _loaded:
        return _loaded[system_id]
    if system_id not in available():
        known = ", ".join(SYSTEM_MODULES) or "žádné"
        raise InvalidInput(f"Neznámá hra „{system_id}“. Známé hry: {known}.")
    try:
        system: GameSystem[Any] = importlib.import_module(SYSTEM_MODULES[system_id]).SYSTEM
    except (ImportError, AttributeError) as exc:  # a broken game must not take the others down
        raise SystemUnavailable(f"Hru „{system_id}“ se nepodařilo načíst ({type(exc).__name__}: {exc}).") from exc
    _loaded[system_id] = system
    return system
