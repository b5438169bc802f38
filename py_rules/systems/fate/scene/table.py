"""Pure rules of the scene as one table: whose sheet, who still acts, the conflict's turn order, and the sheets
one action changes (linked saves go back to the shell, NPCs are written into the scene).

Turn order is not in seed 002 (it only names rounds, L156); it follows the FAE SRD as the digest gives it
(§3.6): a physical conflict by Spěch (Quick), a mental one by Soustředění (Careful), highest first; ties the GM
breaks — here by the order on the scene, which the GM sets.
"""

from __future__ import annotations

import functools

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import LinkedChange, Links, ParticipantSheets, participant_sheet
from py_rules.systems.fate.scene.board import FateScene, Participant
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.sheet import FateSheet

__all__ = ["ORDER_APPROACH", "Sheets", "active", "name_of", "on_turn", "person", "sheet_of", "sides_left",
           "turn_order"]

ORDER_APPROACH = {"fyzicky": "spech", "dusevni": "soustredeni"}  # FAE SRD via digest §3.6


def person(scene: FateScene, index: int) -> Participant:
    """The participant at ``index``; raises ``InvalidInput`` (Czech) for one the scene does not have."""
    if not 0 <= index < len(scene.ucastnici):
        raise InvalidInput(TABLE_TEXT.NO_PARTICIPANT.format(n=index + 1))
    return scene.ucastnici[index]


def name_of(scene: FateScene, index: int, links: Links) -> str:
    """How the table calls the participant: a linked character by its sheet's name (the save is the one
    truth), an NPC by the name on the scene."""
    p = person(scene, index)
    sheet = links.sheets.get(p.postava) if p.postava else None
    return sheet.name if isinstance(sheet, FateSheet) else p.jmeno


def sheet_of(scene: FateScene, index: int, links: Links) -> FateSheet:
    """The participant's sheet: the linked save as the shell sent it, or the NPC kept on the scene. Raises
    ``RuleViolation`` when a linked save did not come (deleted or unreadable)."""
    return participant_sheet(person(scene, index), links, FateSheet, TABLE_TEXT.MISSING_LINK, TABLE_TEXT.NOT_FATE)


def active(scene: FateScene, index: int, links: Links) -> bool:
    """Still in the conflict: not conceded, not taken out; a linked save that did not come counts as out."""
    p = person(scene, index)
    if p.vzdal:
        return False
    try:
        return not sheet_of(scene, index, links).harm.taken_out
    except RuleViolation:
        return False


def turn_order(scene: FateScene, kind: str, links: Links) -> list[tuple[int, int]]:
    """``(participant, rating)`` of everyone still acting, by the kind's approach, highest first; ties keep
    the order on the scene (the GM's decision)."""
    approach = ORDER_APPROACH[kind]
    rated = [(i, sheet_of(scene, i, links).approaches.rating(approach))
             for i in range(len(scene.ucastnici)) if active(scene, i, links)]
    return sorted(rated, key=lambda pair: -pair[1])


def on_turn(scene: FateScene) -> int | None:
    """The participant whose turn it is; None outside a conflict with turns."""
    return scene.poradi[scene.na_tahu] if scene.poradi else None


def sides_left(scene: FateScene, links: Links) -> list[int]:
    """Sides with someone still acting; fewer than two means the conflict is over."""
    return sorted({p.strana for i, p in enumerate(scene.ucastnici) if active(scene, i, links)})


class Sheets(ParticipantSheets[FateSheet]):
    """The participants' sheets changed in one action (as every board's whose participants are linked characters
    or NPCs kept on it): linked saves go back to the shell, NPCs kept on the scene are written into it. A line
    begins with the name the table calls the participant by (:func:`name_of`, as the action began)."""

    def __init__(self, scene: FateScene, links: Links) -> None:
        super().__init__(scene.ucastnici, links, functools.partial(sheet_of, scene),
                         lambda index: name_of(scene, index, links))
        self.scene = scene

    def apply(self, scene: FateScene) -> tuple[FateScene, dict[str, LinkedChange]]:
        """``scene`` with the NPCs' new sheets, and the linked saves' changes."""
        return scene.model_copy(update={"ucastnici": self.kept(scene.ucastnici)}), self.changed()
