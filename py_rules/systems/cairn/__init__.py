"""Cairn, the Czech hack (seed 001): saved sheet, view, actions with exact odds, help."""

from __future__ import annotations

from py_rules.systems.base import GameSystem, SectionPlan

from . import texts
from .actions import ACTIONS
from .help import HELP
from .migrations import MIGRATIONS
from .reference import reference_tables
from .rolls import roll_links
from .sheet import CairnSheet, Item
from .view import view

__all__ = ["SYSTEM", "new_sheet"]


def new_sheet(name: str) -> CairnSheet:
    """A fresh character: 10/10/10, BO 3 and the standard Cairn starting gear (torch, rations)."""
    return CairnSheet(name=name, inventory=[Item(name=texts.START_TORCH), Item(name=texts.START_RATIONS)])


# Czech labels of the saved fields the view does not draw (a save comparison, an error name them).
SAVED_LABELS: dict[str, str] = {
    "pending_growth": "Vlastnosti čekající na růst",
}

SYSTEM: GameSystem[CairnSheet] = GameSystem(
    id="cairn",
    title=texts.TITLE,
    description=texts.DESCRIPTION,
    schema_version=2,
    sheet_model=CairnSheet,
    new_sheet=new_sheet,
    view=view,
    actions=ACTIONS,
    help=HELP,
    migrations=MIGRATIONS,
    rolls=roll_links,
    reference=reference_tables,
    saved_labels=SAVED_LABELS,
    sections=SectionPlan(play=("stav", "obrana", "dovednosti"), creation=("nastaveni",)),
)
