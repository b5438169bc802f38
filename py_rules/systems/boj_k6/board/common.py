"""Helpers shared by the board actions: selections, the log, re-validated updates."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from py_rules.systems.base import ActionOutcome
from py_rules.systems.boj_k6.board.board import BoardSheet, Participant
from py_rules.systems.boj_k6.modifiers import Means
from py_rules.systems.boj_k6.texts import B

__all__ = ["Board", "first_id", "log_lines", "means_of", "next_id", "nothing", "participant_choices", "replace_people"]

Board = BoardSheet


def participant_choices(board: Board, empty: str | None = None) -> dict[int, str]:
    """Participants for a select (id → name), with ``empty`` as the «none» choice."""
    choices = {0: empty} if empty else {}
    choices.update({p.id: p.jmeno for p in board.ucastnici})
    return choices or {0: B["zadny"]}


MAX_LOG_LINE = 500


def log_lines(board: Board, lines: list[str]) -> list[str]:
    """The board's log with ``lines`` appended (each cut to the saved limit), the last 200 kept."""
    cut = [line if len(line) <= MAX_LOG_LINE else line[: MAX_LOG_LINE - 1] + "…" for line in lines]
    return [*board.zaznam, *cut][-200:]


def nothing(board: Board, what: str) -> ActionOutcome[Board]:
    """No selection (0): nothing happens; the board stays as it is."""
    return ActionOutcome(board, "nic", B["nic"], B["vyber"].format(what=what))


def first_id(board: Board) -> int:
    """The first participant's id (0 on an empty board)."""
    return board.ucastnici[0].id if board.ucastnici else 0


def replace_people(board: Board, *people: Participant, log: list[str] | None = None, **update: Any) -> Board:
    """A new board built by the model with ``people`` replaced (by id) and ``log`` lines appended (a bound it
    breaks raises pydantic's error, which the facade turns into a Czech refusal: validation.check_result)."""
    changed = {p.id: p for p in people}
    data = board.model_dump()
    data["ucastnici"] = [changed.get(p.id, p).model_dump() for p in board.ucastnici]
    data["zaznam"] = log_lines(board, log or [])
    data.update({k: [v.model_dump() if isinstance(v, BaseModel) else v for v in val] if isinstance(val, list)
                 else val for k, val in update.items()})
    return BoardSheet.model_validate(data)


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
