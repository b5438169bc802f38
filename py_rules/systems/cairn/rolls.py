"""Rolls started from the Cairn sheet: each attribute's value opens its save (001:L96-L104)."""

from __future__ import annotations

from py_rules.systems.cairn.sheet import ATTRIBUTES, CairnSheet
from py_rules.view import RollLink

__all__ = ["roll_links"]

_SHORT = {"sil": "SIL", "hbi": "HBI", "vul": "VUL"}


def roll_links(sheet: CairnSheet) -> list[RollLink]:
    """One save per attribute, on the attribute's track and among the main rolls."""
    return [
        RollLink(label=f"Záchrana {_SHORT[key]}", action="save", params={"attribute": key},
                 at=f"attributes.{key}.current", quick=True, value=str(getattr(sheet.attributes, key).current))
        for key in ATTRIBUTES
    ]
