"""Help: the Cairn rules as the app implements them, with seed lines, and every implementer choice.

The Czech text lives in ``data/help.json`` so a translation is a data change.
"""

from __future__ import annotations

import json
from importlib.resources import files

from py_rules.view import HelpSection

from . import texts

__all__ = ["HELP"]


def _load() -> tuple[HelpSection, ...]:
    data = texts.BOOK.data(json.loads(files(__package__).joinpath("data/help.json").read_text(encoding="utf-8")))
    rules = [HelpSection(title=r["title"], text=r["text"], source=r["source"]) for r in data["rules"]]
    choices = [HelpSection(title=texts.CHOICE_TITLE.format(n=c["n"]), text=c["text"], source=c["source"])
               for c in data["choices"]]
    return (*rules, *choices)


HELP: tuple[HelpSection, ...] = _load()
