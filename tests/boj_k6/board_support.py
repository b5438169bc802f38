"""Shared steps of the Boj k6 board tests: run one board action with typed dice, set up a board."""

from __future__ import annotations

from typing import Any

from py_rules.systems.base import ActionOutcome, DiceBox
from py_rules.systems.boj_k6.board import SYSTEM
from py_rules.systems.boj_k6.board.board import BoardSheet


def run(board: BoardSheet, action: str, dice: list[int] | None = None, **params: Any) -> ActionOutcome[BoardSheet]:
    """Perform ``action`` on ``board`` with the physical ``dice`` (all of them must be used)."""
    act = SYSTEM.action(action)
    box = DiceBox(physical=dice or [])
    outcome = act.perform(board, act.params_model.model_validate(params), box)
    box.finish()
    return outcome


def board_with(*people: dict[str, Any]) -> BoardSheet:
    """A new board with ``people`` added in order (each the params of the «pridat» action)."""
    board = SYSTEM.new_sheet("Boj")
    for person in people:
        board = run(board, "pridat", **person).sheet
    return board
