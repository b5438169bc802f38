"""JSON from outside the engine (a save, an imported file, a command), parsed only within bounds.

``json.loads`` recurses once per nesting level; in the browser a few thousand levels overflow the
WebAssembly stack before Python's recursion limit is reached, and a 10 MB text takes noticeable time to
decode. So the size is checked first, then the nesting depth on a bracket skeleton of the text (strings
removed, C-speed regular expressions and ``str.replace``), and only then is the text decoded. Keys that
JavaScript treats specially (``__proto__``, ``constructor``, ``prototype``) are found by :func:`hostile_keys`
so a file carrying them is refused before any of it reaches the page.
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

__all__ = ["HOSTILE_KEYS", "MAX_DEPTH", "JSONRefused", "hostile_keys", "loads_bounded"]

MAX_DEPTH = 64
HOSTILE_KEYS = frozenset({"__proto__", "constructor", "prototype"})

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")

Reason = Literal["too_large", "too_deep", "invalid"]


class JSONRefused(Exception):
    """The text was not decoded: ``reason`` says why, ``detail`` is Czech text for the player."""

    def __init__(self, reason: Reason, detail: str) -> None:
        super().__init__(detail)
        self.reason: Reason = reason
        self.detail = detail


def _group(value: int) -> str:
    return f"{value:,}".replace(",", "\u00a0")


def _nesting_within(text: str, limit: int) -> bool | None:
    """True if brackets nest at most ``limit`` deep (give or take a factor of two), False if deeper,
    None if they do not pair up (the text is not JSON)."""
    skeleton = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(limit):
        if not skeleton:
            return True
        peeled = skeleton.replace("[]", "").replace("{}", "")
        if peeled == skeleton:
            return None
        skeleton = peeled
    return not skeleton


def loads_bounded(text: str, max_chars: int, max_depth: int = MAX_DEPTH) -> Any:
    """Decode ``text`` if it is at most ``max_chars`` long and nested at most ``max_depth`` deep;
    raises :class:`JSONRefused` otherwise or when it is not JSON."""
    if len(text) > max_chars:
        raise JSONRefused("too_large", f"{_group(len(text))} znaků, nejvýše {_group(max_chars)}")
    nesting = _nesting_within(text, max_depth)
    if nesting is False:
        raise JSONRefused("too_deep", f"data jsou vnořená hlouběji než {max_depth} úrovní")
    if nesting is None:
        raise JSONRefused("invalid", "závorky nejsou v páru")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise JSONRefused("invalid", str(exc)) from None


def hostile_keys(data: Any, limit: int = 20) -> list[str]:
    """Dotted paths (at most ``limit``) of object keys that JavaScript would treat as the prototype."""
    found: list[str] = []
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack and len(found) < limit:
        node, path = stack.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                child = f"{path}.{key}" if path else str(key)
                if key in HOSTILE_KEYS:
                    found.append(child)
                elif isinstance(value, dict | list):
                    stack.append((value, child))
        elif isinstance(node, list):
            stack.extend((value, f"{path}.{i}" if path else str(i)) for i, value in enumerate(node)
                         if isinstance(value, dict | list))
    return sorted(found)
