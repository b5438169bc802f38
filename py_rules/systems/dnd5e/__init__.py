"""D&D 5e in Czech (seed 004): checks, saves, attacks, damage, death saves, rests, conditions and tables."""

from __future__ import annotations

from typing import Any

from py_rules.systems.base import Action, GameSystem, SectionPlan
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.checks import CHECK_ACTIONS
from py_rules.systems.dnd5e.combat import ATTACK_ACTIONS
from py_rules.systems.dnd5e.environment_actions import ENVIRONMENT_ACTIONS
from py_rules.systems.dnd5e.help import HELP
from py_rules.systems.dnd5e.migrations import MIGRATIONS
from py_rules.systems.dnd5e.reference import reference_tables
from py_rules.systems.dnd5e.rest import REST_ACTIONS
from py_rules.systems.dnd5e.rolls import roll_links
from py_rules.systems.dnd5e.sheet import DnD5eSheet, Weapon
from py_rules.systems.dnd5e.trade import TRADE_ACTIONS
from py_rules.systems.dnd5e.view import view
from py_rules.systems.dnd5e.vitality import VITALITY_ACTIONS

__all__ = ["SYSTEM", "DnD5eSheet", "new_sheet"]


def new_sheet(name: str) -> DnD5eSheet:
    """A fresh level 1 fighter with a longsword; raises ``InvalidInput`` via the facade for a bad name."""
    sword = Weapon(name=texts.DEFAULT_NAMES.STARTING_WEAPON, kostky="1k8", druh_zraneni="secne", vlastnost="sila")
    return DnD5eSheet(name=name, weapons=[sword])


ACTIONS: tuple[Action[DnD5eSheet, Any], ...] = (
    *CHECK_ACTIONS[:2], *ATTACK_ACTIONS, *CHECK_ACTIONS[2:], *VITALITY_ACTIONS, *REST_ACTIONS, *TRADE_ACTIONS,
    *ENVIRONMENT_ACTIONS)

SYSTEM: GameSystem[DnD5eSheet] = GameSystem(
    id="dnd5e", title=texts.TITLE, description=texts.DESCRIPTION, schema_version=4, sheet_model=DnD5eSheet,
    new_sheet=new_sheet, view=view, actions=ACTIONS, help=HELP, migrations=MIGRATIONS, reference=reference_tables,
    rolls=roll_links,
    sections=SectionPlan(play=("zivoty", "stavy", "vlastnosti", "dovednosti", "boj", "kouzla"), creation=("postava",)))
