"""Fate with six approaches (seed 002, most likely Dresden Files Accelerated in Czech): the character sheet.

The scene board (situation aspects, boosts, free invokes) is the separate system ``fate_scena`` in
:mod:`py_rules.systems.fate.scene`.
"""

from __future__ import annotations

from py_rules.systems.base import GameSystem, SectionPlan
from py_rules.systems.fate.actions import ROLL
from py_rules.systems.fate.after_roll import INVOKE_AFTER
from py_rules.systems.fate.harm import default_harm
from py_rules.systems.fate.help import HELP
from py_rules.systems.fate.migrations import MIGRATIONS
from py_rules.systems.fate.rolls import roll_links
from py_rules.systems.fate.sheet import FateSheet
from py_rules.systems.fate.table_actions import TABLE_ACTIONS
from py_rules.systems.fate.texts import HARM_MODELS, LABELS
from py_rules.systems.fate.view import view
from py_rules.validation import FieldLabel

__all__ = ["SYSTEM", "new_sheet"]


def new_sheet(name: str) -> FateSheet:
    """A fresh character: empty aspects, approaches +0, 3 fate points, FAE harm (digest choice 10)."""
    return FateSheet(name=name, harm=default_harm("fae"))


# Czech labels of the saved fields the view does not draw (a save comparison, an error name them).
SAVED_LABELS: dict[str, str | FieldLabel] = {
    "harm": "Zranění",
    "harm.model": FieldLabel("Pravidla zranění", HARM_MODELS),
    "harm.tracks.*.name": "Název stresové stopy",
    "last_roll": "Poslední hod",
}

SYSTEM: GameSystem[FateSheet] = GameSystem(
    id="fate",
    title=LABELS.GAME_TITLE, description=LABELS.GAME_DESCRIPTION,
    schema_version=2,
    sheet_model=FateSheet,
    new_sheet=new_sheet,
    view=view,
    actions=(ROLL, INVOKE_AFTER, *TABLE_ACTIONS),
    help=HELP,
    migrations=MIGRATIONS,
    game="fate",
    rolls=roll_links,
    saved_labels=SAVED_LABELS,
    sections=SectionPlan(play=("zraneni", "osud", "pristupy", "posledni_hod"), creation=("postava",)),
)
