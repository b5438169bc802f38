"""A game's rulebook headings as data (issue 25 item 3): a rule is cited to a player the way the book names it,
chapter › section («Pravidla › Základy › Záchranné hody»), never by a line of a text file.

Each game that has them keeps ``data/headings.json``: ``headings`` is a list of ``{"id", "path", "heading",
"line"}`` — ``path`` the citation's parts from the book's top heading down, ``heading`` the heading as the
book prints it, ``line`` where it stands in the rule text (for maintainers; never shown). :func:`cite` gives
the citation of an id; :func:`citations` lists every citation a game knows (tests check each citation in a
player's text against them).

A game's code never types a citation by hand (a typo in a heading would hide in the literal): it builds each one
from this data through a :class:`Book` — ``BOOK.cite("zaklady.kola")``, or ``BOOK("… (§zaklady.kola).")`` for a
text that holds citations, each ``§id`` replaced by the citation of that heading. An unknown id raises
``KeyError`` when the module that names it is imported, so the tests catch it at once.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

__all__ = ["MARK", "SEPARATOR", "Book", "at_lines", "citations", "cite", "cited"]

SEPARATOR = " › "
MARK = "§"  # «§id» in a text: the citation of the heading ``id``
_MARKED = re.compile(MARK + r"([a-z0-9_]+(?:\.[a-z0-9_]+)*)")


@functools.cache
def _table(package: str) -> dict[str, str]:
    data = json.loads(files(package).joinpath("data/headings.json").read_text(encoding="utf-8"))
    return {h["id"]: SEPARATOR.join(h["path"]) for h in data["headings"]}


def cite(package: str, heading_id: str) -> str:
    """The citation of a heading: ``cite("py_rules.systems.cairn", "zaklady.zachranne_hody")`` →
    ``"Pravidla › Základy › Záchranné hody"``; ``KeyError`` for an id the game's data does not have."""
    return _table(package)[heading_id]


def citations(package: str) -> frozenset[str]:
    """Every citation the game's rulebook headings allow."""
    return frozenset(_table(package).values())


def cited(package: str, text: str) -> str:
    """``text`` with each «§id» replaced by the citation of that heading: ``cited(cairn, "BO (§zaklady.kola).")``
    → ``"BO (Pravidla › Základy › Kola)."``; ``KeyError`` for an id the game's data does not have."""
    table = _table(package)
    return _MARKED.sub(lambda m: table[m.group(1)], text)


@functools.cache
def _by_line(package: str) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The game's headings as ``(line, path)`` in the order of the rule text."""
    data = json.loads(files(package).joinpath("data/headings.json").read_text(encoding="utf-8"))
    return tuple(sorted((int(h["line"].rpartition("L")[2]), tuple(h["path"])) for h in data["headings"]))


def at_lines(package: str, lines: str, most: int = 3) -> str:
    """The citation of the sections that ``lines`` of the rule text fall in (``"41-51, 55"``: ranges and single
    lines, as a maintainer reads them off the rule file), for a player: ``"Pravidla › Hra o zdroje › Výhoda;
    Pravidla › Hra o zdroje › Sudba"``. The line numbers stay in the code; a player reads the book's headings.
    Each range cites the section it starts in and every section as deep that starts inside it; more than ``most``
    sections are cited by their parent sections, level by level. ``ValueError`` for a line before the first
    heading or a range that is no range."""
    headings = _by_line(package)
    found: list[tuple[str, ...]] = []
    for part in lines.split(","):
        first, _, last = part.strip().partition("-")
        start, end = int(first), int(last or first)
        if end < start or start < headings[0][0]:
            raise ValueError(f"no rule text lines: {part!r}")
        opening = max((h for h in headings if h[0] <= start), key=lambda h: h[0])[1]
        # a shallower heading inside a range that opens in a subsection is a box printed in that section
        inside = (path for line, path in headings if start < line <= end and len(path) >= len(opening))
        for path in (opening, *inside):
            if path not in found:
                found.append(path)
    while len(found) > most and max(len(path) for path in found) > 2:
        deepest = max(len(path) for path in found)
        found = list(dict.fromkeys(path[:-1] if len(path) == deepest else path for path in found))
    return "; ".join(SEPARATOR.join(path) for path in found)


@dataclass(frozen=True)
class Book:
    """One game's rulebook, to cite from: ``BOOK = Book("py_rules.systems.cairn")``."""

    package: str

    def cite(self, heading_id: str) -> str:
        """The citation of one heading (see :func:`cite`)."""
        return cite(self.package, heading_id)

    def at(self, lines: str) -> str:
        """The citation of the sections ``lines`` of the rule text fall in (see :func:`at_lines`)."""
        return at_lines(self.package, lines)

    def __call__(self, text: str) -> str:
        """``text`` with its «§id» marks replaced by citations (see :func:`cited`)."""
        return cited(self.package, text)

    def data(self, value: Any) -> Any:
        """Parsed JSON data with the «§id» marks of every string in it replaced by citations."""
        if isinstance(value, str):
            return self(value)
        if isinstance(value, list):
            return [self.data(v) for v in value]
        if isinstance(value, dict):
            return {k: self.data(v) for k, v in value.items()}
        return value
