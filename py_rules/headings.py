"""A game's rulebook headings as data (issue 25 item 3): a rule is cited to a player the way the book names it,
chapter › section («Pravidla › Základy › Záchranné hody»), never by a line of a text file.

Each game that has them keeps ``data/headings.json``: ``headings`` is a list of ``{"id", "path", "heading",
"line"}`` — ``path`` the citation's parts from the book's top heading down, ``heading`` the heading as the
book prints it, ``line`` where it stands in the rule text (for maintainers; never shown). :func:`cite` gives
the citation of an id; :func:`citations` lists every citation a game knows (tests check each citation in a
player's text against them).
"""

from __future__ import annotations

import functools
import json
from importlib.resources import files

__all__ = ["SEPARATOR", "citations", "cite"]

SEPARATOR = " › "


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
