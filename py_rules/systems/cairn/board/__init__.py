"""The Cairn encounter board (system ``cairn_stretnuti``, a board of the game ``cairn``; issue 20 item 1)."""

from __future__ import annotations

from py_rules.systems.base import GameSystem, LinkSpec, SectionPlan, participant_ids

from .. import texts
from ..sheet import CairnSheet, Item, Settings
from .actions import ACTIONS
from .board import CairnEncounter, Participant, Side
from .view import view, view_linked

__all__ = ["SYSTEM", "new_board", "new_creature"]


def new_creature(name: str, damage: str = "1k6") -> CairnSheet:
    """A monster entered on the board: 10/10/10, BO 3 and one natural attack."""
    return CairnSheet(name=name, inventory=[Item(name=texts.B_NATURAL_ATTACK, damage=damage,
                                                 size="zanedbatelny")],
                      settings=Settings(creature="nestvura"))


def new_board(name: str) -> CairnEncounter:
    """Two sides — the player characters and their foes — with one monster to rename."""
    return CairnEncounter(name=name, strany=[Side(nazev=texts.B_SIDE_PCS), Side(nazev=texts.B_SIDE_FOES)],
                          ucastnici=[Participant(jmeno=texts.B_NEW_MONSTER, strana=1,
                                                 denik=new_creature(texts.B_NEW_MONSTER))])


# Czech labels of the saved fields the view does not draw (a save comparison, an error name them).
SAVED_LABELS: dict[str, str] = {
    "probiha": "Boj probíhá",
    "kolo": "Kolo",
    "na_tahu": "Strana na tahu",
    "zasahy": "Zásahy tohoto tahu",
    "ucastnici": "Účastníci",
    "ucastnici.*": "Účastník",
    "strany": "Strany",
}

SYSTEM: GameSystem[CairnEncounter] = GameSystem(
    id="cairn_stretnuti",
    title=texts.B_TITLE,
    description=texts.B_DESCRIPTION,
    schema_version=1,
    sheet_model=CairnEncounter,
    new_sheet=new_board,
    view=view,
    actions=ACTIONS,
    kind="board",
    game="cairn",
    links=LinkSpec(system="cairn", ids=participant_ids, view=view_linked),
    # In play: the round and the participants. A card holds what the GM changes by hand during a fight (the
    # zone, who fled); SIL, BO and the state are in the card's title, changed by the board's actions; the
    # sides are set before the fight and fold.
    saved_labels=SAVED_LABELS,
    sections=SectionPlan(play=("boj", "ucastnici"), cards={"ucastnici": ("zona", "osud")}),
)
