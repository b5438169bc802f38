"""QR codes of hand-over payloads (issue 27), made by ``segno`` (pure Python, from PyPI).

The shell paints the returned module matrix on a canvas itself: the page's policy allows no data URLs and
no markup from the engine, so no image or SVG text crosses the boundary. ``segno`` is not on the start path
of the page (the worker installs it on the first hand-over), so it is imported here only when a code is made,
and only its encoder: the package's ``__init__`` imports its image writers, which need the stdlib's ``xml``
(left out of the page), and the page ships only ``segno/encoder.py``, ``consts.py`` and ``utils.py``.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from typing import Any

from py_rules.errors import InvalidInput

__all__ = ["ERROR_LEVEL", "QUIET_ZONE", "qr_code"]

ERROR_LEVEL = "m"  # 15 % of the code may be lost (a glare, a finger) and it still reads
QUIET_ZONE = 4  # modules of white around the code, as the standard asks


def _encoder() -> Any:
    """``segno.encoder``, imported without running ``segno/__init__`` unless something already imported it."""
    if "segno" not in sys.modules:
        spec = importlib.util.find_spec("segno")
        if spec is None or spec.submodule_search_locations is None:
            raise InvalidInput("Knihovna QR kódů není načtená; zkus předání znovu.")
        sys.modules["segno"] = importlib.util.module_from_spec(spec)  # the package, its __init__ not run
    return importlib.import_module("segno.encoder")


def qr_code(payload: str) -> dict[str, Any]:
    """One QR code of ``payload``: ``rows`` (strings of ``0``/``1``, dark = ``1``, no quiet zone), its ``size``
    in modules, the QR ``version``, the ``error`` level and the ``quiet`` zone the painter must leave.
    ``InvalidInput`` (Czech) when the QR library is missing."""
    code = _encoder().encode(payload, error=ERROR_LEVEL, micro=False, boost_error=False)
    rows = ["".join("1" if module else "0" for module in row) for row in code.matrix]
    return {"rows": rows, "size": len(rows), "version": code.version, "error": ERROR_LEVEL.upper(),
            "quiet": QUIET_ZONE}
