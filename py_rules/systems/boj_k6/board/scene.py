"""Board actions of the scene the Pán jeskyně describes: distances between participants (003:L78-L91) and
ending a situation by his word (L294-L305: it ends when the situation ends)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox
from py_rules.systems.boj_k6.board.board import Gap
from py_rules.systems.boj_k6.board.common import Board, first_id, nothing, participant_choices, replace_people
from py_rules.systems.boj_k6.movement import MAX_GAP
from py_rules.systems.boj_k6.texts import BOARD_TEXT
from py_rules.systems.boj_k6.texts_round import JAK, ROUND_FORM, ROUND_TEXT, gap_label, gap_options
from py_rules.view import FieldView, select

__all__ = ["EndParams", "GapParams", "end_form", "gap_form", "perform_end", "perform_gap"]


class GapParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    a: int = Field(default=0, ge=0, le=999)
    b: int = Field(default=0, ge=0, le=999)
    ctvrtiny: int = Field(default=4, ge=0, le=MAX_GAP)


def gap_form(board: Board) -> list[FieldView]:
    second = board.ucastnici[1].id if len(board.ucastnici) > 1 else 0
    return [select("a", ROUND_FORM.A, first_id(board), participant_choices(board)),
            select("b", ROUND_FORM.B, second, participant_choices(board, BOARD_TEXT.ZADNY)),
            select("ctvrtiny", ROUND_FORM.CTVRTINY, 4, gap_options())]


def perform_gap(board: Board, p: GapParams, box: DiceBox) -> ActionOutcome[Board]:
    if not (p.a and p.b):
        return nothing(board, BOARD_TEXT.VYBER_DVOJICI)
    if p.a == p.b:
        raise RuleViolation(ROUND_TEXT.E_VZDALENOST_SAM)
    a, b = board.participant(p.a), board.participant(p.b)
    lo, hi = min(p.a, p.b), max(p.a, p.b)
    gaps = [g for g in board.vzdalenosti if (g.a, g.b) != (lo, hi)]
    if p.ctvrtiny:
        gaps.append(Gap(a=lo, b=hi, ctvrtiny=p.ctvrtiny))
    line = ROUND_TEXT.VZDALENOST_LOG.format(a=a.jmeno, b=b.jmeno, vzd=gap_label(p.ctvrtiny))
    return ActionOutcome(replace_people(board, log=[line], vzdalenosti=gaps), "nastaveno", ROUND_TEXT.NASTAVENO, line,
                         changes=(line,))


class EndParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    situace: int = Field(default=0, ge=0, le=48)


def _situation_options(board: Board) -> dict[int, str]:
    names = {p.id: p.jmeno for p in board.ucastnici}
    return {i + 1: f"{names[c.kdo]}: {JAK[c.druh]}" + (f" – {c.popis}" if c.popis else "")
            for i, c in enumerate(board.situace)} or {0: ROUND_TEXT.ZADNA_SITUACE}


def end_form(board: Board) -> list[FieldView]:
    return [select("situace", ROUND_FORM.SITUACE, 1 if board.situace else 0, _situation_options(board))]


def perform_end(board: Board, p: EndParams, box: DiceBox) -> ActionOutcome[Board]:
    if not p.situace or p.situace > len(board.situace):
        return nothing(board, BOARD_TEXT.VYBER_SITUACI)
    ended = board.situace[p.situace - 1]
    line = ROUND_TEXT.UKONCENO_LOG.format(jmeno=board.participant(ended.kdo).jmeno, jak=JAK[ended.druh])
    rest = [c for i, c in enumerate(board.situace) if i != p.situace - 1]
    return ActionOutcome(replace_people(board, log=[line], situace=rest), "ukonceno", ROUND_TEXT.UKONCENO, line,
                         changes=(line,))
