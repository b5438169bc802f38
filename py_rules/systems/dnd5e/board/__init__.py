"""The D&D 5e encounter board (system ``dnd5e_stretnuti``, a board of the game ``dnd5e``; issue 19 item 1)."""

from __future__ import annotations

from py_rules.systems.base import GameSystem, LinkSpec, SectionPlan, participant_ids

from ..sheet import Armor, DnD5eSheet, Weapon
from . import texts
from .actions import ACTIONS
from .board import DnD5eEncounter, Participant
from .migrations import MIGRATIONS
from .view import view, view_linked

__all__ = ["SYSTEM", "new_board", "new_monster"]


def new_monster(name: str) -> DnD5eSheet:
    """A monster or NPC entered on the board: 10 HP, OČ 12 of natural armour (the base alone, like heavy
    armour), one natural attack 1k6 and, as the rules give monsters, death at 0 HP (004:L383)."""
    attack = Weapon(name=texts.NATURAL_ATTACK, kostky="1k6", druh_zraneni="secne", zdatnost=False)
    return DnD5eSheet(name=name, armor=Armor(druh="tezka", zaklad=12), weapons=[attack], dies_at_zero=True)


def new_board(name: str) -> DnD5eEncounter:
    """An empty fight with one monster to rename; the party's characters are added and linked."""
    return DnD5eEncounter(name=name, ucastnici=[Participant(jmeno=texts.NEW_MONSTER, denik=new_monster(
        texts.NEW_MONSTER))])


# Czech labels of the saved fields the view does not draw (a save comparison, an error name them).
SAVED_LABELS: dict[str, str] = {
    "probiha": "Boj probíhá",
    "kolo": "Kolo",
    "na_tahu": "Na tahu",
    "ucastnici": "Účastníci",
    "ucastnici.*": "Účastník",
}

SYSTEM: GameSystem[DnD5eEncounter] = GameSystem(
    id="dnd5e_stretnuti",
    title=texts.TITLE,
    description=texts.DESCRIPTION,
    schema_version=4,
    sheet_model=DnD5eEncounter,
    migrations=MIGRATIONS,
    new_sheet=new_board,
    view=view,
    actions=ACTIONS,
    kind="board",
    game="dnd5e",
    links=LinkSpec(system="dnd5e", ids=participant_ids, view=view_linked),
    # In play: the round, whose turn and the participants; a card shows what the turn has used.
    # the participants' compact cards are chosen by the view (board/view.py _participant)
    saved_labels=SAVED_LABELS,
    sections=SectionPlan(play=("boj", "ucastnici")),
)
