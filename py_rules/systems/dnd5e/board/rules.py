"""Pure rules of the encounter board: whose sheet, the initiative order and whose turn comes next, who may
act, and which effects end at the start or end of a turn (004:L232-L244, L279, L285, L300, L437-L447)."""

from __future__ import annotations

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import Links, participant_sheet

from ..rules import incapacitated
from ..sheet import DnD5eSheet
from . import texts
from .board import DnD5eEncounter, Effect, Participant

__all__ = ["can_act", "expiring", "in_order", "name_of", "next_turn", "person", "sheet_of", "takes_turns"]


def person(board: DnD5eEncounter, index: int) -> Participant:
    """The participant at ``index``; raises ``InvalidInput`` (Czech) for one the board does not have."""
    if not 0 <= index < len(board.ucastnici):
        raise InvalidInput(texts.ERR_NO_PARTICIPANT.format(n=index + 1))
    return board.ucastnici[index]


def sheet_of(board: DnD5eEncounter, index: int, links: Links) -> DnD5eSheet:
    """The participant's D&D 5e sheet: the linked save as the shell sent it, or the creature kept on the
    board. Raises ``RuleViolation`` when a linked save did not come (deleted or unreadable)."""
    return participant_sheet(person(board, index), links, DnD5eSheet, texts.ERR_MISSING_LINK, texts.ERR_NOT_DND)


def name_of(board: DnD5eEncounter, index: int, links: Links) -> str:
    """A linked character is called by their own sheet's name; a creature by its name on the board."""
    p = person(board, index)
    sheet = links.sheets.get(p.postava) if p.postava else None
    return sheet.name if sheet is not None else p.jmeno


def takes_turns(sheet: DnD5eSheet) -> bool:
    """A dead creature takes no turns; a dying one does (it rolls its death save then, 004:L372)."""
    return not sheet.dead


def in_order(board: DnD5eEncounter) -> list[int]:
    """Participants with an initiative, highest first; a tie goes to the higher Dexterity, then to the one
    listed first (SRD lets the GM or the players decide; the board's choice)."""
    rolled = [i for i, p in enumerate(board.ucastnici) if p.iniciativa is not None]
    return sorted(rolled, key=lambda i: (-(board.ucastnici[i].iniciativa or 0), -board.ucastnici[i].remiza, i))


def next_turn(board: DnD5eEncounter, alive: set[int]) -> tuple[int, bool]:
    """(participant, new round?) who acts after ``board.na_tahu``: the next in the order that still takes
    turns, wrapping to a new round. Raises ``RuleViolation`` when nobody in the order takes turns."""
    order = [i for i in in_order(board) if i in alive]
    if not order:
        raise RuleViolation(texts.ERR_NOBODY_ACTS)
    full = in_order(board)
    position = full.index(board.na_tahu) if board.na_tahu in full else -1
    for step in range(1, len(full) + 1):
        candidate = position + step
        if candidate >= len(full):
            break
        if full[candidate] in alive:
            return full[candidate], False
    return order[0], True


def expiring(effect: Effect, who: int, moment: str) -> bool:
    """The effect counts down at this moment (the start or end of ``who``'s turn)."""
    return effect.zdroj == who and effect.kdy == moment


def can_act(sheet: DnD5eSheet) -> str | None:
    """Why the creature cannot take an action or reaction now, or None (004:L238, L525)."""
    if sheet.dead:
        return texts.ERR_DEAD
    if incapacitated(sheet):
        return texts.ERR_INCAPACITATED
    if sheet.surprised:
        return texts.ERR_SURPRISED
    return None
