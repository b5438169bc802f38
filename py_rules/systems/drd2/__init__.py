"""Dračí doupě II (system ``drd2``): the hero's deník, the hod with exact odds, zkouška / výzva / střet,
exhaustion, Jizvy, rest. The conflict board lives in ``py_rules.systems.drd2.conflict`` (``drd2_konflikt``)."""

from __future__ import annotations

from py_rules.systems.base import GameSystem, SectionPlan
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.actions import ACTIONS
from py_rules.systems.drd2.help import HELP
from py_rules.systems.drd2.migrations import MIGRATIONS
from py_rules.systems.drd2.rolls import roll_links
from py_rules.systems.drd2.sheet import Drd2Sheet
from py_rules.systems.drd2.view import view

__all__ = ["SYSTEM", "new_sheet"]


def new_sheet(name: str) -> Drd2Sheet:
    """A fresh hero: zdatnost 4/4/4 with full resources (000:L51), no professions yet."""
    return Drd2Sheet(name=name)


SYSTEM: GameSystem[Drd2Sheet] = GameSystem(
    id="drd2",
    title=texts.TITLE,
    description=texts.DESCRIPTION,
    schema_version=10,
    sheet_model=Drd2Sheet,
    new_sheet=new_sheet,
    view=view,
    actions=ACTIONS,
    help=HELP,
    migrations=MIGRATIONS,
    game="drd2",
    rolls=roll_links,
    sections=SectionPlan(play=("upozorneni", "ceka", "zdroje", "povolani", "jizvy", "zablokovane"),
                         creation=("hrdina",)),
)
