"""Pure rules of the encounter board: whose sheet, who still fights, distances by zones, engagement,
losses and the morale checks they call for, and when the fight is over (001:L124-L152, L173, L196-L199)."""

from __future__ import annotations

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import Links, participant_sheet

from .. import texts
from ..rules import morale_triggers
from ..sheet import CairnSheet
from .board import CairnEncounter, Participant

__all__ = [
    "Distance",
    "distance",
    "engaged",
    "fighting",
    "losses",
    "members",
    "morale_due",
    "out_of_fight",
    "person",
    "sheet_of",
    "sides_left",
]

Distance = str  # "blizko" | "pobliz" | "daleko" | "mimo_dosah"
_DISTANCES: tuple[Distance, ...] = ("blizko", "pobliz", "daleko", "mimo_dosah")


def person(board: CairnEncounter, index: int) -> Participant:
    """The participant at ``index``; raises ``InvalidInput`` (Czech) for one the board does not have."""
    if not 0 <= index < len(board.ucastnici):
        raise InvalidInput(texts.B_ERR_NO_PARTICIPANT.format(n=index + 1))
    return board.ucastnici[index]


def sheet_of(board: CairnEncounter, index: int, links: Links) -> CairnSheet:
    """The participant's Cairn sheet: the linked save as the shell sent it, or the creature kept on the board.
    Raises ``RuleViolation`` when a linked save did not come (deleted or unreadable)."""
    return participant_sheet(person(board, index), links, CairnSheet, texts.B_ERR_MISSING_LINK,
                             texts.B_ERR_NOT_CAIRN)


def out_of_fight(sheet: CairnSheet) -> bool:
    """Dead, dying or stabilised after critical damage, paralysed (HBI 0) or unable to act (VUL 0)
    (001:L182, L187-L189)."""
    attrs = sheet.attributes
    return (sheet.states.dead or sheet.states.critical or attrs.sil.current == 0 or attrs.hbi.current == 0
            or attrs.vul.current == 0)


def fighting(board: CairnEncounter, index: int, links: Links) -> bool:
    """Still in the fight: not fled or surrendered, and able to fight. A linked save that did not come counts
    as not fighting (the board cannot know)."""
    p = person(board, index)
    if p.osud != "v_boji":
        return False
    try:
        return not out_of_fight(sheet_of(board, index, links))
    except RuleViolation:
        return False


def distance(board: CairnEncounter, a: int, b: int) -> Distance:
    """Abstract distance by zones in a row: the same zone is blízko, the next poblíž, two away daleko,
    further mimo dosah (001:L145-L148; zones as a row is the board's choice)."""
    gap = abs(person(board, a).zona - person(board, b).zona)
    return _DISTANCES[min(gap, len(_DISTANCES) - 1)]


def engaged(board: CairnEncounter, index: int, links: Links) -> bool:
    """In melee reach of an enemy: an enemy still fighting in the same zone (001:L145, L173)."""
    me = person(board, index)
    return any(other.strana != me.strana and other.zona == me.zona and fighting(board, i, links)
               for i, other in enumerate(board.ucastnici) if i != index)


def members(board: CairnEncounter, side: int) -> list[int]:
    return [i for i, p in enumerate(board.ucastnici) if p.strana == side]


def losses(board: CairnEncounter, side: int, links: Links) -> int:
    """Members of ``side`` no longer fighting (dead, dying, paralysed, fled …)."""
    return sum(1 for i in members(board, side) if not fighting(board, i, links))


def morale_due(board: CairnEncounter, side: int, links: Links) -> list[str]:
    """The morale checks ``side`` now owes and has not been offered yet: its first member lost, half its
    members lost (001:L198; only sides of non-player characters, so never side 0)."""
    if side == 0:
        return []
    s = board.strany[side]
    size = s.pocet or len(members(board, side))
    lost = losses(board, side, links)
    due = morale_triggers(size, 0, lost, "floor")
    done = {"first": s.moralka_prvni, "half": s.moralka_polovina}
    return [trigger for trigger in due if not done[trigger]]


def sides_left(board: CairnEncounter, links: Links) -> list[int]:
    """Sides with someone still fighting; one or none left means the fight is over."""
    return sorted({p.strana for i, p in enumerate(board.ucastnici) if fighting(board, i, links)})
