"""Registry of game systems: system id → the module that defines ``SYSTEM``.

Games are imported lazily, on first use, so start-up pays only for the games a player opens.
"""

from __future__ import annotations

import importlib
import importlib.machinery
from typing import Any

from py_rules.errors import InvalidInput, RulesError
from py_rules.systems.base import GameSystem

__all__ = ["SYSTEM_MODULES", "SystemUnavailable", "available", "get_system"]

# Order is the order of the game picker. Boards ("kind": "board") are shared table objects of a game.
SYSTEM_MODULES: dict[str, str] = {
    "drd2": "py_rules.systems.drd2",
    "drd2_konflikt": "py_rules.systems.drd2.conflict",
    "cairn": "py_rules.systems.cairn",
    "fate": "py_rules.systems.fate",
    "fate_scena": "py_rules.systems.fate.scene",
    "boj_k6": "py_rules.systems.boj_k6",
    "boj_k6_kolo": "py_rules.systems.boj_k6.board",
    "dnd5e": "py_rules.systems.dnd5e",
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
