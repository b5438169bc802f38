"""Rolls started from the Fate sheet: each approach's rating opens a roll with it (002:L59-L66, L120)."""

from __future__ import annotations

from py_rules.systems.fate import texts
from py_rules.systems.fate.sheet import FateSheet
from py_rules.view import RollLink

__all__ = ["roll_links"]


def roll_links(sheet: FateSheet) -> list[RollLink]:
    """One roll per approach (4dF + its rating), on the approach's field and among the main rolls."""
    links = []
    for key, name in texts.APPROACHES.items():
        rating = sheet.approaches.rating(key)
        links.append(RollLink(label=name, action="roll", params={"approach": key}, at=f"approaches.{key}",
                              quick=True, value=f"{rating:+d}"))
    return links
