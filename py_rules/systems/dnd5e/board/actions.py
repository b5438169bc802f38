"""Actions of the encounter board: start (initiative), attack, damage, death save, concentration save,
effects, end of turn, end of the fight (004:L232-L394, L437-L447). Each checks who may act and what the turn
still allows before it changes anything; the rolls are the sheet's own actions, so no rule is written twice."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Links, Odds
from py_rules.view import FieldView, number, select, text, toggle

from .. import texts as sheet_texts
from ..check_params import ConcentrationParams
from ..checks import initiative_setup
from ..environment_actions import collect_ammunition
from ..forms import roll_d20, signed
from ..vitality import DamageTypeParam, DeathParams
from . import rules, texts
from .attack import ATTACK_ACTION
from .board import DnD5eEncounter, Effect, EffectKind
from .common import FRESH_TURN, Params, Table, board_action, ensure_running, hurt, sheet_action, who_options
from .scouting import SCOUTING_ACTIONS

__all__ = ["ACTIONS"]


def _who(board: DnD5eEncounter, index: int) -> int:
    who = board.na_tahu if index < 0 else index
    rules.person(board, who)
    return who


# --- začátek boje: iniciativa a překvapení (SRD initiative; 004:L234-L238) -----------------------------
class NoParams(Params):
    pass


def _start(board: DnD5eEncounter, p: NoParams, box: DiceBox, links: Links) -> ActionOutcome[DnD5eEncounter]:
    """Every living participant rolls initiative (a Dex check with the sheet's own advantage and
    disadvantage) in list order; the GM's surprise rulings go onto the sheets (004:L237-L238). Raises
    ``RuleViolation`` when a fight runs, fewer than two could fight, or a linked save is missing."""
    if board.probiha:
        raise RuleViolation(texts.ERR_RUNNING)
    table = Table(board, links)
    sheets = {i: table.get(i) for i in range(len(board.ucastnici))}  # raises for a missing save, first
    alive = [i for i, sheet in sheets.items() if rules.takes_turns(sheet)]
    if len(alive) < 2:
        raise RuleViolation(texts.ERR_TOO_FEW)
    lines: list[str] = []
    for i in range(len(board.ucastnici)):
        table.update(i, iniciativa=None, ucinky=[], soustredeni=[], **FRESH_TURN)
        sheet = sheets[i]
        if sheet.surprised != table.people[i].prekvapeny:
            sheet = sheet.model_copy(update={"surprised": table.people[i].prekvapeny})
            lines += table.put(i, sheet, [texts.SURPRISED_LINE] if sheet.surprised else [])
        if i not in alive:
            continue
        bonus, vantage = initiative_setup(sheet)
        face = roll_d20(box, vantage)
        table.update(i, iniciativa=face + bonus, remiza=sheet.abilities.obratnost)
        lines.append(f"{table.name(i)}: " + texts.INITIATIVE_LINE.format(
            face=face, bonus=signed(bonus), total=face + bonus, vantage=vantage.describe()))
    started = board.model_copy(update={"ucastnici": table.people})
    order = rules.in_order(started)
    first = order[0]
    lines += table.start_turn(first)
    listing = ", ".join(texts.ORDER_ITEM.format(name=table.name(i), total=table.people[i].iniciativa) for i in order)
    text = " ".join([texts.STARTED.format(name=table.name(first)), texts.ORDER.format(order=listing)])
    return table.outcome("rolled", texts.ROLLED, text, changes=lines,
                         board={"probiha": True, "kolo": 1, "na_tahu": first}, details={"order": order})


# --- přidání do běžícího boje (SRD initiative; 004:L237) --------------------------------------------------
def _joiners(board: DnD5eEncounter, table: Table) -> list[int]:
    """Participants of a running fight without an initiative who take turns; raises ``RuleViolation`` when
    there are none or one is marked surprised (surprise is decided at the start of the encounter, 004:L237)."""
    ensure_running(board)
    joining = [i for i, q in enumerate(board.ucastnici) if q.iniciativa is None and rules.takes_turns(table.get(i))]
    if not joining:
        raise RuleViolation(texts.ERR_NOBODY_JOINS)
    for i in joining:
        if table.people[i].prekvapeny:
            raise RuleViolation(texts.ERR_JOIN_SURPRISED.format(name=table.name(i)))
    return joining


def _join(board: DnD5eEncounter, p: NoParams, box: DiceBox, links: Links) -> ActionOutcome[DnD5eEncounter]:
    """Creatures added after the fight started roll initiative (a Dex check, in list order) and take their
    place in the order: one placed after the creature on turn acts in this round, one placed before it in the
    next (the round's order is one list). They start with a fresh turn and are not surprised (004:L237)."""
    table = Table(board, links)
    joining = _joiners(board, table)
    lines: list[str] = []
    for i in joining:
        sheet = table.get(i)
        if sheet.surprised:
            table.put(i, sheet.model_copy(update={"surprised": False}))
        bonus, vantage = initiative_setup(sheet)
        face = roll_d20(box, vantage)
        table.update(i, iniciativa=face + bonus, remiza=sheet.abilities.obratnost, ucinky=[], soustredeni=[],
                     **FRESH_TURN)
        lines.append(f"{table.name(i)}: " + texts.INITIATIVE_LINE.format(
            face=face, bonus=signed(bonus), total=face + bonus, vantage=vantage.describe()))
    order = rules.in_order(board.model_copy(update={"ucastnici": table.people}))
    current = order.index(board.na_tahu) if board.na_tahu in order else -1
    for i in joining:
        lines.append(f"{table.name(i)}: " + texts.JOIN_WHEN[order.index(i) > current])
    listing = ", ".join(texts.ORDER_ITEM.format(name=table.name(i), total=table.people[i].iniciativa) for i in order)
    text = texts.JOIN_TEXT.format(names=czech.listing([table.name(i) for i in joining]), order=listing,
                                  current=table.name(board.na_tahu))
    return table.outcome("joined", texts.JOINED, text, changes=lines, details={"order": order})


# --- zranění jiným zdrojem (004:L352-L394, L443) -------------------------------------------------------
class DamageBoardParams(Params):
    cil: int = Field(default=0, ge=0, le=15)
    zraneni: int = Field(default=0, ge=0, le=999)
    druh: DamageTypeParam = "ohnive"
    kriticky: bool = False
    srazit_do_bezvedomi: bool = False


def _damage_form(board: DnD5eEncounter, links: Links) -> list[FieldView]:
    targets = who_options(board, links, turn_default=False) or [(0, texts.NONE)]
    return [select("cil", texts.P_TARGET, targets[0][0], targets), number("zraneni", texts.P_AMOUNT, 0, 0, 999),
            select("druh", texts.P_TYPE, "ohnive", sheet_texts.DAMAGE_TYPES),
            toggle("kriticky", texts.P_CRITICAL), toggle("srazit_do_bezvedomi", texts.P_KNOCKOUT)]


def _damage(board: DnD5eEncounter, p: DamageBoardParams, box: DiceBox,
            links: Links) -> ActionOutcome[DnD5eEncounter]:
    """Raises ``RuleViolation`` for a dead target (its sheet's rule)."""
    rules.person(board, p.cil)
    table = Table(board, links)
    outcome, lines = hurt(table, p.cil, p.zraneni, p.druh, critical=p.kriticky, knockout=p.srazit_do_bezvedomi)
    text = texts.DAMAGE_TEXT.format(target=table.name(p.cil), n=p.zraneni)
    return table.outcome(outcome, sheet_texts.DAMAGE_OUTCOMES[outcome], text, changes=lines)


# --- záchranný hod proti smrti na začátku tahu (004:L371-L375) -------------------------------------------
class DeathBoardParams(Params):
    inspirace: bool = False


def _death_setup(board: DnD5eEncounter, table: Table) -> int:
    ensure_running(board)
    who = board.na_tahu
    sheet = table.get(who)
    if sheet.dead or sheet.hp.current > 0 or sheet.death_saves.stable:
        raise RuleViolation(texts.ERR_NOT_DYING.format(name=table.name(who)))
    if table.people[who].hod_smrt:
        raise RuleViolation(texts.ERR_DEATH_ROLLED.format(name=table.name(who)))
    return who


def _death_odds(board: DnD5eEncounter, p: DeathBoardParams, links: Links) -> Odds | None:
    table = Table(board, links)
    who = _death_setup(board, table)
    return sheet_action("smrt").odds_for(table.get(who), DeathParams(inspirace=p.inspirace), links)


def _death(board: DnD5eEncounter, p: DeathBoardParams, box: DiceBox, links: Links) -> ActionOutcome[DnD5eEncounter]:
    """The death save of the participant whose turn it is, once a turn (004:L372)."""
    table = Table(board, links)
    who = _death_setup(board, table)
    result = sheet_action("smrt").perform(table.get(who), DeathParams(inspirace=p.inspirace), box)
    lines = table.put(who, result.sheet, result.changes)
    table.update(who, hod_smrt=True)
    return table.outcome(result.outcome, result.label, f"{table.name(who)}: {result.explanation}", changes=lines,
                         probability=result.probability, total=result.total, details=dict(result.details))


# --- záchrana soustředění (004:L443) ---------------------------------------------------------------------
class ConcentrationBoardParams(Params):
    kdo: int = Field(default=0, ge=0, le=15)
    inspirace: bool = False


def _concentration_form(board: DnD5eEncounter, links: Links) -> list[FieldView]:
    owing = [(i, rules.name_of(board, i, links)) for i, q in enumerate(board.ucastnici) if q.soustredeni] \
        or [(0, texts.NONE)]
    return [select("kdo", texts.P_WHO, owing[0][0], owing), toggle("inspirace", sheet_texts.CHECK_FIELDS.INSPIRACE)]


def _concentration_setup(board: DnD5eEncounter, p: ConcentrationBoardParams,
                         table: Table) -> ConcentrationParams:
    person = rules.person(board, p.kdo)
    if not person.soustredeni:
        raise RuleViolation(texts.ERR_NO_CONCENTRATION_OWED.format(name=table.name(p.kdo)))
    return ConcentrationParams(zraneni=person.soustredeni[0], inspirace=p.inspirace)


def _concentration_odds(board: DnD5eEncounter, p: ConcentrationBoardParams, links: Links) -> Odds | None:
    table = Table(board, links)
    params = _concentration_setup(board, p, table)
    return sheet_action("soustredeni").odds_for(table.get(p.kdo), params, links)


def _concentration(board: DnD5eEncounter, p: ConcentrationBoardParams, box: DiceBox,
                   links: Links) -> ActionOutcome[DnD5eEncounter]:
    """One owed save of the creature (the first damage first); a failure ends its spell and the effects
    that need it (004:L443)."""
    table = Table(board, links)
    params = _concentration_setup(board, p, table)
    result = sheet_action("soustredeni").perform(table.get(p.kdo), params, box)
    lines = table.put(p.kdo, result.sheet, result.changes)
    table.update(p.kdo, soustredeni=table.people[p.kdo].soustredeni[1:])
    return table.outcome(result.outcome, result.label, f"{table.name(p.kdo)}: {result.explanation}", changes=lines,
                         probability=result.probability, total=result.total)


# --- účinky s trváním (004:L277-L288, L299-L300, L437, L514-L580) ----------------------------------------
class EffectParams(Params):
    kdo: int = Field(default=-1, ge=-1, le=15)
    druh: EffectKind = "uhybani"
    stav: Literal["", "hluchy", "lezici", "neschopny", "neviditelny", "ochromeny", "otraveny", "paralyzovany",
                  "slepy", "uchvaceny", "v_bezvedomi", "vystraseny", "zadrzeny", "zkameneny", "zmameny"] = ""
    nazev: str = Field(default="", max_length=80)
    zdroj: int = Field(default=-1, ge=-1, le=15)
    kdy: Literal["zacatek", "konec"] = "zacatek"
    kol: int = Field(default=1, ge=1, le=100)
    soustredeni: bool = False


def _effect_form(board: DnD5eEncounter, links: Links) -> list[FieldView]:
    people = who_options(board, links, turn_default=True)
    conditions = {"": texts.NONE, **sheet_texts.CONDITIONS}
    return [select("druh", texts.P_KIND, "uhybani", texts.EFFECT_KINDS), select("kdo", texts.P_WHO, -1, people),
            select("stav", texts.P_CONDITION, "", conditions), text("nazev", texts.P_NAME, ""),
            select("zdroj", texts.P_SOURCE, -1, people), select("kdy", texts.P_WHEN, "zacatek", texts.WHEN),
            number("kol", texts.P_ROUNDS, 1, 1, 100), toggle("soustredeni", texts.P_CONCENTRATION)]


_ACTION_EFFECTS = ("uhybani", "pomoc", "priprava")


def _effect_plan(board: DnD5eEncounter, p: EffectParams, table: Table) -> tuple[int, Effect]:
    """(holder, effect), checked: Dodge, Ready and Help are the action of the creature whose turn it is and
    last to the start of its next turn (004:L279, L285, L300); Help goes to another creature (L278); a
    condition effect names its condition, a spell its name."""
    ensure_running(board)
    holder = _who(board, p.kdo)
    source = _who(board, p.zdroj)
    if p.druh in _ACTION_EFFECTS:
        actor = board.na_tahu
        table.able(actor)
        if table.people[actor].akce:
            raise RuleViolation(texts.ERR_ACTION_USED.format(name=table.name(actor)))
        if p.druh == "pomoc" and holder == actor:
            raise RuleViolation(texts.ERR_HELP_SELF)
        if p.druh != "pomoc":
            holder = actor
        effect = Effect(druh=p.druh, nazev=p.nazev, zdroj=actor, kdy="zacatek", kol=1,
                        soustredeni=p.druh == "priprava" and p.soustredeni and bool(p.nazev))
    else:
        if p.druh == "stav" and not p.stav:
            raise RuleViolation(texts.ERR_NO_CONDITION)
        if p.druh == "kouzlo" and not p.nazev:
            raise RuleViolation(texts.ERR_NO_SPELL)
        effect = Effect(druh=p.druh, nazev=p.nazev, stav=p.stav if p.druh == "stav" else "", zdroj=source,
                        kdy=p.kdy, kol=p.kol, soustredeni=p.soustredeni and bool(p.nazev))
    if len(table.people[holder].ucinky) >= 12:
        raise RuleViolation(texts.ERR_FULL.format(name=table.name(holder), n=12))
    return holder, effect


def _effect(board: DnD5eEncounter, p: EffectParams, box: DiceBox, links: Links) -> ActionOutcome[DnD5eEncounter]:
    table = Table(board, links)
    holder, effect = _effect_plan(board, p, table)
    lines: list[str] = []
    sheet = table.get(holder)
    if effect.druh in _ACTION_EFFECTS:
        table.update(board.na_tahu, akce=True)
    if effect.druh == "uhybani":
        lines += table.put(holder, sheet.model_copy(update={"dodging": True}), [texts.DODGING])
    if effect.stav:
        conditions = sheet.conditions.model_copy(update={effect.stav: True})
        lines += table.put(holder, sheet.model_copy(update={"conditions": conditions}),
                           [texts.EFFECT_CONDITION.format(name=sheet_texts.CONDITIONS[effect.stav])])
    if effect.soustredeni:
        caster = table.get(effect.zdroj)
        if caster.dead:
            raise RuleViolation(texts.ERR_DEAD.format(name=table.name(effect.zdroj)))
        spell_lines = [texts.CONCENTRATION_REPLACED.format(spell=caster.concentration)] \
            if caster.concentration and caster.concentration != effect.nazev else []
        lines += table.put(effect.zdroj, caster.model_copy(update={"concentration": effect.nazev}),
                           [*spell_lines, texts.CONCENTRATING.format(spell=effect.nazev)])
    table.update(holder, ucinky=[*table.people[holder].ucinky, effect])
    name = effect.nazev or (sheet_texts.CONDITIONS[effect.stav] if effect.stav else texts.EFFECT_KINDS[effect.druh])
    if effect.druh in _ACTION_EFFECTS:
        text = texts.EFFECT_TEXT_TURN.format(name=table.name(holder), effect=name, source=table.name(effect.zdroj))
    else:
        text = texts.EFFECT_TEXT.format(name=table.name(holder), effect=name, when=texts.WHEN[effect.kdy],
                                        source=table.name(effect.zdroj),
                                        rounds=_rounds(effect.kol))
    return table.outcome("added", texts.EFFECT_ADDED, text, changes=lines)


def _rounds(n: int) -> str:
    return czech.count(n, *texts.ROUNDS_NOUN)


# --- konec tahu (004:L238, L240-L244, L372) --------------------------------------------------------------
def _end_turn(board: DnD5eEncounter, p: NoParams, box: DiceBox, links: Links) -> ActionOutcome[DnD5eEncounter]:
    """Ends the turn of the participant on turn and starts the next one's in the initiative order (the
    dead are skipped); after the last, a new round."""
    ensure_running(board)
    table = Table(board, links)
    lines = table.end_turn(board.na_tahu)
    alive = set()
    for i in range(len(board.ucastnici)):
        try:
            if rules.takes_turns(table.get(i)):
                alive.add(i)
        except RuleViolation:
            continue
    nxt, new_round = rules.next_turn(board, alive)
    lines += table.start_turn(nxt)
    kolo = min(999, board.kolo + 1) if new_round else board.kolo
    name = table.name(nxt)
    text = texts.NEW_ROUND.format(n=kolo, name=name) if new_round else texts.NEXT.format(name=name)
    return table.outcome("turn_over", texts.TURN_OVER, text, changes=lines, board={"na_tahu": nxt, "kolo": kolo},
                         details={"na_tahu": nxt, "kolo": kolo})


# --- konec boje --------------------------------------------------------------------------------------------
def _end(board: DnD5eEncounter, p: NoParams, box: DiceBox, links: Links) -> ActionOutcome[DnD5eEncounter]:
    """Ends the fight: every effect ends (its condition and Dodge leave the sheets), surprise is cleared, and
    half the ammunition each spent comes back (004:L497)."""
    ensure_running(board)
    table = Table(board, links)
    lines: list[str] = []
    for i in range(len(board.ucastnici)):
        for effect in list(table.people[i].ucinky):
            lines += table.end_effect(i, effect)
        try:
            sheet = table.get(i)
        except RuleViolation:
            continue
        if sheet.surprised:
            sheet = sheet.model_copy(update={"surprised": False})
            table.put(i, sheet)
        collected, ammo = collect_ammunition(sheet)
        if ammo:
            lines += table.put(i, collected, ammo)
        table.update(i, soustredeni=[], **FRESH_TURN)
    text = texts.ENDED_TEXT.format(rounds=_rounds_loc(board.kolo))
    return table.outcome("ended", texts.ENDED, text, changes=lines, board={"probiha": False})


def _rounds_loc(n: int) -> str:
    return czech.count(n, *texts.ROUND_NOUN)


ACTIONS: tuple[Action[DnD5eEncounter, Any], ...] = (
    board_action("zacatek", texts.A_START, NoParams, _start, dice=texts.DICE_START, hint=texts.H_START),
    board_action("pripojeni", texts.A_JOIN, NoParams, _join, dice=texts.DICE_JOIN, hint=texts.H_JOIN),
    ATTACK_ACTION,
    board_action("konec_tahu", texts.A_END_TURN, NoParams, _end_turn, hint=texts.H_END_TURN),
    board_action("ucinek", texts.A_EFFECT, EffectParams, _effect, form=_effect_form, hint=texts.H_EFFECT),
    board_action("smrt", texts.A_DEATH, DeathBoardParams, _death, odds=_death_odds, dice=sheet_texts.D20,
            form=lambda b, links: [toggle("inspirace", sheet_texts.CHECK_FIELDS.INSPIRACE)], hint=texts.H_DEATH),
    board_action("soustredeni", texts.A_CONCENTRATION, ConcentrationBoardParams, _concentration,
                 form=_concentration_form, odds=_concentration_odds, dice=sheet_texts.D20, hint=texts.H_CONCENTRATION),
    board_action("zraneni", texts.A_DAMAGE, DamageBoardParams, _damage, form=_damage_form, hint=texts.H_DAMAGE),
    *SCOUTING_ACTIONS,
    board_action("konec", texts.A_END, NoParams, _end, hint=texts.H_END),
)
