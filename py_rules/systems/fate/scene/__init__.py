"""The Fate scene board (system ``fate_scena``): situation aspects, boosts and free invokes on a scene.

Results of the character roll are written here: create an advantage (002:L152-L158), boosts (L156, L164,
L174, L178, L186), invoking a free invoke (L138), removing an aspect by overcoming it (L102).
"""

from __future__ import annotations

from py_rules.systems.base import GameSystem, LinkSpec, SectionPlan, participant_ids
from py_rules.systems.fate.help import SCENE_HELP
from py_rules.systems.fate.migrations import SCENE_MIGRATIONS
from py_rules.systems.fate.scene.actions import ACTIONS
from py_rules.systems.fate.scene.board import FateScene, Participant
from py_rules.systems.fate.scene.conflict import CONFLICT_ACTIONS
from py_rules.systems.fate.scene.view import new_npc, view, view_linked
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.texts import ACTIONS as ACTION_NAMES
from py_rules.systems.fate.texts import APPROACHES, SCENE_TEXT
from py_rules.validation import FieldLabel

__all__ = ["SYSTEM", "new_scene"]


def new_scene(name: str) -> FateScene:
    """A scene outside a conflict with one NPC to rename; the GM adds and links the party's sheets."""
    return FateScene(name=name, ucastnici=[Participant(jmeno=TABLE_TEXT.NEW_NPC, denik=new_npc(TABLE_TEXT.NEW_NPC))])


# Czech labels of the saved fields the view does not draw (a save comparison, an error name them).
SAVED_LABELS: dict[str, str | FieldLabel] = {
    "rolls": "Počet hodů ve scéně",
    "current_roll": "Vyvolání v tomto hodu",
    "druh_konfliktu": FieldLabel(TABLE_TEXT.KIND, TABLE_TEXT.KINDS),
    "poradi": "Pořadí v konfliktu",
    "na_tahu": "Na tahu",
    "utok": "Čekající útok",
    "utok.akce": FieldLabel("Čekající útok: akce", ACTION_NAMES),
    "utok.pristup": FieldLabel("Čekající útok: přístup", APPROACHES),
    "zasah": "Čekající zásah",
    "posledni_hod": "Poslední hod",
    "posledni_hod.akce": FieldLabel("Poslední hod: akce", ACTION_NAMES),
    "posledni_hod.proti_akce": FieldLabel("Poslední hod: obrana proti akci", ACTION_NAMES),
    "posledni_hod.pred.*.kind": FieldLabel("Poslední hod: druh aspektu", SCENE_TEXT.KINDS),
    "ucastnici": "Účastníci",
    "ucastnici.*": "Účastník",
}

SYSTEM: GameSystem[FateScene] = GameSystem(
    id="fate_scena", title=SCENE_TEXT.TITLE, description=SCENE_TEXT.DESCRIPTION,
    schema_version=9, sheet_model=FateScene, new_sheet=new_scene, view=view, actions=(*CONFLICT_ACTIONS, *ACTIONS),
    help=SCENE_HELP, migrations=SCENE_MIGRATIONS, kind="board", game="fate",
    links=LinkSpec(system="fate", ids=participant_ids, view=view_linked),
    # In play: the conflict (round, whose turn, the attack in progress), the participants and the aspects; a
    # participant's card shows its side, the title its state, fate points and stress. The scene's own settings
    # (name, the round and conflict set by hand, stacking) fold: the conflict's actions keep them.
    saved_labels=SAVED_LABELS,
    sections=SectionPlan(play=("konflikt", "ucastnici", "aspekty"), cards={"ucastnici": ("strana",),
                                                                           "aspects": ("text", "free_invokes")}),
)
