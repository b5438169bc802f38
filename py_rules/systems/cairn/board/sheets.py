"""The participants' sheets one board action changes (as every board's whose participants are linked characters
or creatures kept on it: :class:`ParticipantSheets`), and who of them still fights."""

from __future__ import annotations

import functools

from py_rules.systems.base import LinkedChange, Links, ParticipantSheets

from ..sheet import CairnSheet
from . import rules
from .board import CairnEncounter

__all__ = ["Sheets"]


class Sheets(ParticipantSheets[CairnSheet]):
    """The sheets of ``board``'s participants as one action changes them, by participant index; reading a
    linked save that did not come raises ``RuleViolation`` (see :func:`rules.sheet_of`)."""

    def __init__(self, board: CairnEncounter, links: Links) -> None:
        super().__init__(board.ucastnici, links, functools.partial(rules.sheet_of, board))
        self.board = board

    def fighting(self, index: int) -> bool:
        p = self.board.ucastnici[index]
        return p.osud == "v_boji" and not rules.out_of_fight(self.get(index))

    def apply(self, board: CairnEncounter) -> tuple[CairnEncounter, dict[str, LinkedChange]]:
        """``board`` with the creatures' new sheets, and the linked saves' changes."""
        return board.model_copy(update={"ucastnici": self.kept(board.ucastnici)}), self.changed()
