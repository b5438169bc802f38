"""«Boj k6 (Síla / Finesa / Duše)»: the combat chapter of a Czech fantasy RPG (seed 003).

The character sheet lives here; the shared combat board is the subpackage :mod:`py_rules.systems.boj_k6.board`.
"""

from __future__ import annotations

from py_rules.systems.base import GameSystem, SectionPlan
from py_rules.systems.boj_k6.actions import ACTIONS
from py_rules.systems.boj_k6.help import HELP
from py_rules.systems.boj_k6.migrations import MIGRATIONS
from py_rules.systems.boj_k6.rolls import roll_links
from py_rules.systems.boj_k6.sheet import BojK6Sheet, new_sheet
from py_rules.systems.boj_k6.texts import SYSTEM_DESCRIPTION, SYSTEM_TITLE
from py_rules.systems.boj_k6.view import sheet_view

__all__ = ["SYSTEM"]

SYSTEM: GameSystem[BojK6Sheet] = GameSystem(
    id="boj_k6",
    title=SYSTEM_TITLE,
    description=SYSTEM_DESCRIPTION,
    schema_version=3,
    sheet_model=BojK6Sheet,
    new_sheet=new_sheet,
    view=sheet_view,
    actions=ACTIONS,
    help=HELP,
    migrations=MIGRATIONS,
    rolls=roll_links,
    sections=SectionPlan(play=("vlastnosti", "zraneni", "zbrane"), creation=("obrana",)),
)
