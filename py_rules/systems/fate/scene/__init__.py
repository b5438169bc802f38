"""The Fate scene board (system ``fate_scena``): situation aspects, boosts and free invokes on a scene.

Results of the character roll are written here: create an advantage (002:L152-L158), boosts (L156, L164,
L174, L178, L186), invoking a free invoke (L138), removing an aspect by overcoming it (L102).
"""

from __future__ import annotations

from py_rules.systems.base import GameSystem, SectionPlan
from py_rules.systems.fate import texts
from py_rules.systems.fate.help import SCENE_HELP
from py_rules.systems.fate.migrations import SCENE_MIGRATIONS
from py_rules.systems.fate.scene.actions import ACTIONS
from py_rules.systems.fate.scene.board import FateScene
from py_rules.systems.fate.scene.view import view

__all__ = ["SYSTEM", "new_scene"]

S = texts.S


def new_scene(name: str) -> FateScene:
    """An empty scene outside a conflict."""
    return FateScene(name=name)


SYSTEM: GameSystem[FateScene] = GameSystem(
    id="fate_scena", title=S.TITLE, description=S.DESCRIPTION,
    schema_version=2, sheet_model=FateScene, new_sheet=new_scene, view=view, actions=ACTIONS, help=SCENE_HELP,
    migrations=SCENE_MIGRATIONS, kind="board", game="fate",
    sections=SectionPlan(play=("scena", "aspekty"), cards={"aspects": ("text", "free_invokes")}),
)
