"""The participants' sheets one board action changes: a linked character's save goes back to the shell (as
every board's, through :class:`LinkedSheets`), a creature kept on the board is written into it."""

from __future__ import annotations

from py_rules.systems.base import LinkedChange, LinkedSheets, Links

from ..sheet import CairnSheet
from . import rules
from .board import CairnEncounter

__all__ = ["Sheets"]


class Sheets(LinkedSheets):
    """The sheets of ``board``'s participants as one action changes them, by participant index."""

    def __init__(self, board: CairnEncounter, links: Links) -> None:
        super().__init__(links)
        self.board = board
        self.creatures: dict[int, CairnSheet] = {}

    def get(self, index: int) -> CairnSheet:
        """The participant's sheet as changed in this action, else as sent or kept on the board. Raises
        ``RuleViolation`` when a linked save did not come (see :func:`rules.sheet_of`)."""
        if index in self.creatures:
            return self.creatures[index]
        return rules.sheet_of(self.board, index, self.seen())

    def put(self, index: int, sheet: CairnSheet, lines: tuple[str, ...] | list[str]) -> list[str]:
        """Record the participant's new sheet; returns the lines prefixed with the participant's name (for the
        board)."""
        p = self.board.ucastnici[index]
        if p.postava:
            self.record(p.postava, sheet, lines)
        else:
            self.creatures[index] = sheet
        return [f"{p.jmeno}: {line}" for line in lines]

    def fighting(self, index: int) -> bool:
        p = self.board.ucastnici[index]
        return p.osud == "v_boji" and not rules.out_of_fight(self.get(index))

    def apply(self, board: CairnEncounter) -> tuple[CairnEncounter, dict[str, LinkedChange]]:
        """``board`` with the creatures' new sheets, and the linked saves' changes."""
        people = list(board.ucastnici)
        for index, sheet in self.creatures.items():
            people[index] = people[index].model_copy(update={"denik": sheet})
        return board.model_copy(update={"ucastnici": people}), self.changed()
