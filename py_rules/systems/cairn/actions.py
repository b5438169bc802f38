"""Every Cairn action, grouped the way a player looks for them at the table."""

from __future__ import annotations

from typing import Any

from py_rules.systems.base import Action

from .actions_attack import ATTACK_ACTIONS
from .actions_care import CARE_ACTIONS
from .actions_damage import DAMAGE_ACTIONS
from .actions_oracle import ORACLE_ACTIONS
from .actions_saves import SAVE_ACTIONS
from .actions_time import TIME_ACTIONS
from .sheet import CairnSheet

__all__ = ["ACTIONS", "ORDER"]

ORDER = (
    "save", "group_save",  # Záchranné hody
    "round_one", "next_round", "attack", "group_attack", "retreat", "morale", "end_combat",  # Boj
    "take_damage", "stabilise", "rest", "deprivation", "time",  # Zranění, odpočinek a čas
    "growth", "create", "swap",  # Tvorba a růst
    "ammo_outside",  # Výbava
    "fate", "reaction",  # Věštby
)

_BY_ID = {a.id: a for a in (*SAVE_ACTIONS, *ATTACK_ACTIONS, *DAMAGE_ACTIONS, *CARE_ACTIONS, *ORACLE_ACTIONS,
                                    *TIME_ACTIONS)}
ACTIONS: tuple[Action[CairnSheet, Any], ...] = tuple(_BY_ID[action_id] for action_id in ORDER)
assert len(ACTIONS) == len(_BY_ID), "every action must have a place in ORDER"
