"""Helpers shared by the board actions: selections, the log, updated boards."""

from __future__ import annotations

from typing import Any

from py_rules.systems.base import ActionOutcome
from py_rules.systems.boj_k6.board.board import BoardSheet, Participant
from py_rules.systems.boj_k6.modifiers import Means
from py_rules.systems.boj_k6.texts import BOARD_TEXT

__all__ = ["Board", "first_id", "log_lines", "means_of", "next_id", "nothing", "participant_choices", "replace_people"]

Board = BoardSheet


def participant_choices(board: Board, empty: str | None = None) -> dict[int, str]:
    """Participants for a select (id → name), with ``empty`` as the «none» choice."""
    choices = {0: empty} if empty else {}
    choices.update({p.id: p.jmeno for p in board.ucastnici})
    return choices or {0: BOARD_TEXT.ZADNY}


MAX_LOG_LINE = 500


def log_lines(board: Board, lines: list[str]) -> list[str]:
    """The board's log with ``lines`` appended (each cut to the saved limit), the last 200 kept."""
    cut = [line if len(line) <= MAX_LOG_LINE else line[: MAX_LOG_LINE - 1] + "…" for line in lines]
    return [*board.zaznam, *cut][-200:]


def nothing(board: Board, what: str) -> ActionOutcome[Board]:
    """No selection (0): nothing happens; the board stays as it is."""
    return ActionOutcome(board, "nic", BOARD_TEXT.NIC, BOARD_TEXT.VYBER.format(what=what))


def first_id(board: Board) -> int:
    """The first participant's id (0 on an empty board)."""
    return board.ucastnici[0].id if board.ucastnici else 0


def replace_people(board: Board, *people: Participant, log: list[str] | None = None, **update: Any) -> Board:
    """A new board with ``people`` replaced (by id), ``log`` lines appended and the fields in ``update`` (models,
    not dicts) set; the facade validates the result (validation.check_result), so a bound it breaks is refused
    there."""
    changed = {p.id: p for p in people}
    people_now = [changed.get(p.id, p) for p in board.ucastnici]
    return board.model_copy(update={"ucastnici": people_now, "zaznam": log_lines(board, log or []), **update})


def means_of(person: Participant) -> Means:
    """How the participant acts this round (a disarmed one fights bare-handed, L886)."""
    if person.prostredek == "kouzlo":
        return "kouzlo"
    if person.prostredek == "beze_zbrane" or person.odzbrojen:
        return "beze_zbrane"
    return person.zbran_dosah


def next_id(board: Board) -> int:
    """The id for a new pending result."""
    return max((r.id for r in board.vysledky), default=0) + 1
