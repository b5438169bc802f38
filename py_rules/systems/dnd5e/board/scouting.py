"""Hiding before the fight and moving in a turn, on the board (issue 19 item 2): the hiders' Dex (Stealth)
against each opponent's passive Wis (Perception) decides who is surprised (004:L237, L295); movement is paid
from the turn's speed — difficult terrain, climbing, swimming and crawling, squeezing, standing up, Dash,
dragging a grappled creature (004:L94, L173, L187, L249, L254, L303, L346)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Links
from py_rules.view import FieldView, number, select, toggle

from .. import texts as sheet_texts
from ..environment import (
    can_pass,
    can_stand,
    dash_total,
    drag_grappled_speed,
    drag_speed,
    move_cost,
    space_sahu,
    special_move_cost,
    squeeze_cost,
    stand_up_cost,
    stays_hidden,
)
from ..forms import roll_d20, signed
from ..rules import carrying, check_bonus, passive, skill_bonus, speed
from ..sheet import DnD5eSheet
from ..vantage import Situation, check_vantage
from . import rules, texts
from .board import DnD5eEncounter
from .common import Params, Table, board_action, ensure_running, who_options

__all__ = ["SCOUTING_ACTIONS", "passive_perception"]


def passive_perception(sheet: DnD5eSheet) -> int:
    """10 + Wis (Perception), +5 with advantage, −5 with disadvantage (004:L295, L100-L101)."""
    return passive(skill_bonus(sheet, "vnimani"), check_vantage(sheet, "moudrost", "vnimani", Situation()).mode)


# --- schování a překvapení (004:L237, L290-L297) ---------------------------------------------------------
class HideParams(Params):
    strana: Literal[0, 1] = 1


def _hide(board: DnD5eEncounter, p: HideParams, box: DiceBox, links: Links) -> ActionOutcome[DnD5eEncounter]:
    """Before the fight: every hider of ``strana`` rolls Dex (Stealth), in list order; a creature of the
    other side that notices none of them (each total against its passive Perception; a tie stays hidden,
    choice 15) is surprised. Raises ``RuleViolation`` during a fight or with nobody hiding."""
    if board.probiha:
        raise RuleViolation(texts.ERR_RUNNING)
    table = Table(board, links)
    hiders = [i for i, q in enumerate(board.ucastnici) if q.strana == p.strana and not table.get(i).dead]
    if not hiders:
        raise RuleViolation(texts.ERR_NO_HIDERS.format(side=texts.SIDES[p.strana]))
    lines: list[str] = []
    totals: list[int] = []
    for i in hiders:
        sheet = table.get(i)
        vantage = check_vantage(sheet, "obratnost", "nenapadnost", Situation())
        face, bonus = roll_d20(box, vantage), check_bonus(sheet, "nenapadnost")
        totals.append(face + bonus)
        lines.append(texts.STEALTH_LINE.format(name=table.name(i), face=face, bonus=signed(bonus), total=face + bonus,
                                               vantage=vantage.describe()))
        table.update(i, prekvapeny=False)
    surprised: list[str] = []
    for i, q in enumerate(board.ucastnici):
        if q.strana == p.strana:
            continue
        score = passive_perception(table.get(i))
        unaware = all(stays_hidden(total, score) for total in totals)
        table.update(i, prekvapeny=unaware)
        lines.append(texts.NOTICE_LINE[unaware].format(name=table.name(i), passive=score))
        if unaware:
            surprised.append(table.name(i))
    text = texts.HIDE_TEXT.format(names=czech.listing(surprised)) if surprised else texts.HIDE_NONE
    return table.outcome("surprise" if surprised else "noticed", texts.HIDE_LABELS[bool(surprised)], text,
                         changes=lines, details={"surprised": surprised})


# --- pohyb v tahu (004:L94, L173, L187, L249, L254, L303, L346) ----------------------------------------
class MoveParams(Params):
    kdo: int = Field(default=-1, ge=-1, le=15)
    sahu: int = Field(default=0, ge=0, le=200)
    tezky_teren: bool = False
    zpusob: Literal["chuze", "splhani", "plavani", "plazeni"] = "chuze"
    ma_rychlost_zpusobu: bool = False
    protlaceni: bool = False
    vstat: bool = False
    sprint: bool = False
    tahne: Literal["", "drobna", "mala", "stredni", "velka", "obrovska", "giganticka"] = ""
    vlece_lb: int = Field(default=0, ge=0, le=100_000)  # pounds pushed or dragged (004:L173)
    skrz: int = Field(default=-1, ge=-1, le=15)  # through the space of this participant (004:L257-L260)
    blize_ke_strachu: bool = False  # the move brings it closer to the source of its fear (004:L562)


def _move_form(board: DnD5eEncounter, links: Links) -> list[FieldView]:
    sizes = {"": texts.NONE, **{k: name for k, (name, _) in sheet_texts.SIZES.items()}}
    return [number("sahu", texts.P_SAHU, 0, 0, 200), toggle("tezky_teren", texts.P_DIFFICULT),
            select("zpusob", texts.P_MODE, "chuze", texts.MOVE_MODES), toggle("sprint", texts.P_DASH),
            toggle("vstat", texts.P_STAND), toggle("protlaceni", texts.P_SQUEEZE),
            toggle("ma_rychlost_zpusobu", texts.P_OWN_SPEED), select("tahne", texts.P_DRAG, "", sizes),
            number("vlece_lb", texts.P_WEIGHT, 0, 0, 100_000),
            select("skrz", texts.P_THROUGH, -1, [(-1, texts.NONE), *who_options(board, links, turn_default=False)]),
            toggle("blize_ke_strachu", texts.P_CLOSER),
            select("kdo", texts.P_WHO, -1, who_options(board, links, turn_default=True))]


def _cost(p: MoveParams) -> int:
    """Sáhy of movement the distance costs: climbing, swimming and crawling +1 per sáh without such a speed
    (L187), difficult terrain +1 (L249), squeezing +1 (L94)."""
    if p.zpusob == "chuze":
        cost = move_cost(p.sahu, p.tezky_teren)
    else:
        cost = special_move_cost(p.sahu, p.tezky_teren, p.ma_rychlost_zpusobu)
    return cost + (squeeze_cost(p.sahu) - p.sahu if p.protlaceni else 0)


def _move(board: DnD5eEncounter, p: MoveParams, box: DiceBox, links: Links) -> ActionOutcome[DnD5eEncounter]:
    """Pays the move from the turn's speed (the sheet's speed: 0 when surprised, grappled, restrained,
    incapacitated or at exhaustion 5; halved at exhaustion 2); Dash uses the action and adds the speed again
    (L303); dragging a grappled creature halves the speed unless it is two sizes smaller (L346), pushing or
    dragging more than the carrying capacity drops it to 1 sáh, beyond Str × 30 lb not at all (L173); standing up
    costs half the speed and is impossible at speed 0 (L254). Raises ``RuleViolation`` beyond what is left."""
    ensure_running(board)
    table = Table(board, links)
    who = board.na_tahu if p.kdo < 0 else p.kdo
    if who != board.na_tahu:
        raise RuleViolation(texts.ERR_ON_TURN.format(what=texts.MOVE_WHAT, current=table.name(board.na_tahu)))
    me, sheet = table.people[who], table.get(who)
    if p.sprint and not me.sprint:
        table.able(who)
        if me.akce:
            raise RuleViolation(texts.ERR_ACTION_USED.format(name=table.name(who)))
    base = speed(sheet)
    if p.tahne:
        base = drag_grappled_speed(base, sheet.size, p.tahne)
    if p.vlece_lb:
        capacity, limit = carrying(sheet.abilities.sila, sheet.size)
        if p.vlece_lb > limit:
            raise RuleViolation(texts.ERR_TOO_HEAVY.format(name=table.name(who), weight=p.vlece_lb, limit=limit))
        base = drag_speed(base, p.vlece_lb, capacity)
    budget = dash_total(base) if (p.sprint or me.sprint) else base
    left = budget - me.pohyb
    lines: list[str] = []
    cost = _cost(p)
    if p.vstat:
        if not sheet.conditions.lezici:
            raise RuleViolation(texts.ERR_NOT_PRONE.format(name=table.name(who)))
        if not can_stand(base, left):
            raise RuleViolation(texts.ERR_CANNOT_STAND.format(name=table.name(who), cost=_sahu(stand_up_cost(base))))
        cost += stand_up_cost(base)
        standing = sheet.model_copy(update={"conditions": sheet.conditions.model_copy(update={"lezici": False})})
        lines += table.put(who, standing, [texts.STOOD_UP.format(cost=_sahu(stand_up_cost(base)))])
    if sheet.conditions.vystraseny and p.blize_ke_strachu and p.sahu:
        raise RuleViolation(texts.ERR_CLOSER_TO_FEAR.format(name=table.name(who),
                                                            source=sheet.conditions.zdroj_strachu or texts.NONE))
    if sheet.conditions.lezici and not p.vstat and p.sahu and p.zpusob != "plazeni":
        raise RuleViolation(texts.ERR_PRONE_CRAWLS.format(name=table.name(who)))
    if p.skrz >= 0:
        extra, line = _through(board, table, who, p)
        cost += extra
        lines.append(f"{table.name(who)}: {line}")
    if cost > left:
        raise RuleViolation(texts.ERR_TOO_FAR.format(name=table.name(who), cost=_sahu(cost), left=_sahu(left)))
    table.update(who, pohyb=me.pohyb + cost, sprint=me.sprint or p.sprint, akce=me.akce or p.sprint)
    text = texts.MOVED.format(name=table.name(who), sahu=_sahu(p.sahu), cost=_sahu(cost),
                              left=_sahu(left - cost))
    if p.sprint and not me.sprint:
        lines.append(texts.DASHED.format(name=table.name(who)))
    return table.outcome("moved", texts.MOVED_LABEL, text, changes=lines, total=cost)


def _through(board: DnD5eEncounter, table: Table, who: int, p: MoveParams) -> tuple[int, str]:
    """(extra cost, line) of a move through another creature's space: a hostile one only when two sizes
    apart (004:L259, ``can_pass``); the space is difficult terrain, +1 sáh for each sáh of it crossed unless the
    move already counts difficult terrain (L249: it does not add up, L260); the move may not end there (the GM's)."""
    rules.person(board, p.skrz)
    if p.skrz == who:
        raise RuleViolation(texts.ERR_PASS_SELF)
    mover, other = table.get(who), table.get(p.skrz)
    hostile = board.ucastnici[who].strana != board.ucastnici[p.skrz].strana
    if not can_pass(mover.size, other.size, hostile):
        raise RuleViolation(texts.ERR_CANNOT_PASS.format(name=table.name(who), other=table.name(p.skrz)))
    if p.tezky_teren:
        return 0, texts.PASSED_DIFFICULT.format(other=table.name(p.skrz))
    extra = min(p.sahu, space_sahu(other.size))
    return extra, texts.PASSED.format(other=table.name(p.skrz), extra=_sahu(extra))


def _sahu(n: int) -> str:
    return czech.count(n, *sheet_texts.SAH)


SCOUTING_ACTIONS = (
    board_action("pohyb", texts.A_MOVE, MoveParams, _move, form=_move_form, hint=texts.H_MOVE),
    board_action("schovani", texts.A_HIDE, HideParams, _hide, dice=texts.DICE_HIDE, hint=texts.H_HIDE,
                 form=lambda b, links: [select("strana", texts.P_HIDERS, 1, texts.SIDES)]),
)
