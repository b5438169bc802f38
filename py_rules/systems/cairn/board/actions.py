"""Actions of the encounter board: start (round one's HBI saves), attack (noted, the highest per target
applied at the end of the side's turn), end of a side's turn, morale, end of the fight (001:L124-L208)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.czech import percent
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Links, Odds, odds_entry
from py_rules.view import FieldView, select, toggle

from .. import texts
from ..actions_attack import UNARMED, AttackParams, attack_odds, attack_plan, ready, roll_damage
from ..actions_care import default_order
from ..actions_damage import DamageParams, EndCombatParams, end_combat, take_damage
from ..actions_time import TimeParams, pass_time
from ..common import fail_xp, replace, roll_save, save_line
from ..odds import save_chance
from ..rules import armour_total
from ..sheet import CairnSheet
from . import rules
from .board import CairnEncounter, PendingHit
from .sheets import Sheets

__all__ = ["ACTIONS"]


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


def _outcome(board: CairnEncounter, sheets: Sheets, outcome: str, label: str, text: str, *,
             changes: list[str], probability: Fraction | None = None, total: int | None = None,
             details: dict[str, Any] | None = None) -> ActionOutcome[CairnEncounter]:
    new, linked = sheets.apply(board)
    return ActionOutcome(new, outcome, label, text, total=total, probability=probability,
                         changes=tuple(changes), details=details or {}, linked=linked)


def _ensure_running(board: CairnEncounter) -> None:
    if not board.probiha:
        raise RuleViolation(texts.B_ERR_NOT_RUNNING)


# --- začátek boje: záchrana HBI v prvním kole (001:L126-L127) ---------------------------------------------
class StartParams(_Params):
    bez_zachrany: bool = False  # the situation or abilities say otherwise (001:L127)


def _round_one_savers(board: CairnEncounter, sheets: Sheets) -> list[int]:
    return [i for i in rules.members(board, 0) if sheets.fighting(i)]


def _start_odds(board: CairnEncounter, p: StartParams, links: Links) -> Odds:
    if board.probiha:
        raise RuleViolation(texts.B_ERR_RUNNING)
    sheets = Sheets(board, links)
    savers = [] if p.bez_zachrany else _round_one_savers(board, sheets)
    all_act = Fraction(1)
    for i in savers:
        sheet = sheets.get(i)
        all_act *= save_chance(sheet.attributes.hbi.current, sheet.settings.save_mode)
    entries = [odds_entry("all_act", texts.B_ALL_ACT, all_act)]
    if all_act < 1:
        entries.append(odds_entry("some_skip", texts.B_SOME_SKIP, 1 - all_act))
    return Odds(tuple(entries), texts.B_START_SUMMARY.format(n=len(savers)) if savers else "")


def _start(board: CairnEncounter, p: StartParams, box: DiceBox, links: Links) -> ActionOutcome[CairnEncounter]:
    """Raises ``RuleViolation`` when a fight is already running or a side has nobody."""
    if board.probiha:
        raise RuleViolation(texts.B_ERR_RUNNING)
    if len(rules.sides_left(board, links)) < 2:
        raise RuleViolation(texts.B_ERR_NO_OPPONENTS)
    sheets = Sheets(board, links)
    lines: list[str] = []
    people = [person.model_copy(update={"vynechava": False, "jednal": False}) for person in board.ucastnici]
    skipping = 0
    for i in [] if p.bez_zachrany else _round_one_savers(board, sheets):
        sheet = sheets.get(i)
        roll = roll_save(box, sheet.attributes.hbi.current, sheet.settings.save_mode)
        line = save_line("HBI", roll)
        if roll.success:
            lines.append(f"{people[i].jmeno}: {line}")
            continue
        skipping += 1
        people[i] = people[i].model_copy(update={"vynechava": True})
        updates, xp_lines = fail_xp(sheet, "hbi")
        lines += sheets.put(i, replace(sheet, updates) if updates else sheet, [line, texts.B_SKIPS, *xp_lines])
    sides = [s.model_copy(update={"pocet": len(rules.members(board, n)), "moralka_prvni": False,
                                  "moralka_polovina": False}) for n, s in enumerate(board.strany)]
    started = board.model_copy(update={"probiha": True, "kolo": 1, "na_tahu": 0, "strany": sides,
                                       "ucastnici": people, "zasahy": []})
    outcome = "some_skip" if skipping else "all_act"
    label = texts.B_SOME_SKIP if skipping else texts.B_ALL_ACT
    return _outcome(started, sheets, outcome, label, texts.B_STARTED, changes=lines)


# --- útok (001:L154-L176, L201-L208) ------------------------------------------------------------------------
class AttackBoardParams(_Params):
    zbran: str = Field(default="", max_length=12, pattern=r"^(\d{1,2}/-?\d{1,2})?$")  # "attacker/weapon"
    druha_zbran: str = Field(default="", max_length=12, pattern=r"^(\d{1,2}/-?\d{1,2})?$")
    cil: int = Field(default=0, ge=0, le=15)
    posileni: Literal[0, 6, 8, 12] = 0
    oslabeny: bool = False


def _pick(text: str) -> tuple[int, int]:
    who, weapon = text.split("/")
    return int(who), int(weapon)


def _weapon_options(board: CairnEncounter, links: Links, off: bool) -> list[tuple[Any, str]]:
    options: list[tuple[Any, str]] = [("", texts.B_NO_OFF_HAND)] if off else []
    for i, p in enumerate(board.ucastnici):
        try:
            sheet = rules.sheet_of(board, i, links)
        except RuleViolation:
            continue
        if not off:
            options.append((f"{i}/{UNARMED}", texts.B_WEAPON_OPTION.format(who=p.jmeno, weapon=texts.UNARMED,
                                                                           die="1k4")))
        for w, item in enumerate(sheet.inventory):
            if item.damage and item.location == 0:
                options.append((f"{i}/{w}", texts.B_WEAPON_OPTION.format(who=p.jmeno, weapon=item.name,
                                                                         die=item.damage)))
    return options


def _attack_form(board: CairnEncounter, links: Links) -> list[FieldView]:
    weapons = _weapon_options(board, links, off=False)
    targets = [(i, p.jmeno) for i, p in enumerate(board.ucastnici)]
    return [select("zbran", texts.B_P_WEAPON, weapons[0][0] if weapons else "", weapons or [("", texts.NONE)]),
            select("cil", texts.B_P_TARGET, targets[-1][0] if targets else 0, targets or [(0, texts.NONE)]),
            select("posileni", texts.P_ENHANCEMENT, 0, list(texts.ENHANCEMENTS.items()), hint=texts.H_ENHANCEMENT),
            toggle("oslabeny", texts.P_IMPAIRED, hint=texts.H_IMPAIRED),
            select("druha_zbran", texts.P_OFF_HAND, "", _weapon_options(board, links, off=True),
                   hint=texts.H_OFF_HAND)]


def _targets(board: CairnEncounter, attacker: int, target: int, blast: bool, links: Links) -> list[int]:
    """The creatures hit: the target, or with a blast attack everyone still fighting in its zone except the
    attacker (001:L167, L208)."""
    if not blast:
        return [target]
    zone = rules.person(board, target).zona
    return [i for i, p in enumerate(board.ucastnici)
            if p.zona == zone and i != attacker and rules.fighting(board, i, links)]


def _attack_setup(board: CairnEncounter, p: AttackBoardParams, links: Links) -> tuple[int, AttackParams, Any]:
    """Who attacks with what, checked against the board (turn, round one, zones, range) and the attacker's
    sheet (able to act, hands, ammunition); raises ``RuleViolation``/``InvalidInput`` in Czech."""
    _ensure_running(board)
    if not p.zbran:
        raise RuleViolation(texts.B_ERR_NO_WEAPON)
    attacker, weapon = _pick(p.zbran)
    me = rules.person(board, attacker)
    target = rules.person(board, p.cil)
    if me.strana != board.na_tahu:
        raise RuleViolation(texts.B_ERR_NOT_YOUR_TURN.format(name=me.jmeno, side=board.strany[board.na_tahu].nazev))
    if me.osud != "v_boji":
        raise RuleViolation(texts.B_ERR_LEFT.format(name=me.jmeno))
    if me.vynechava and board.kolo == 1:
        raise RuleViolation(texts.B_ERR_SKIPS.format(name=me.jmeno))
    if me.jednal:
        raise RuleViolation(texts.B_ERR_ACTED.format(name=me.jmeno))
    if attacker == p.cil or target.strana == me.strana:
        raise RuleViolation(texts.B_ERR_OWN_SIDE.format(name=target.jmeno))
    if not rules.fighting(board, p.cil, links):
        raise RuleViolation(texts.B_ERR_TARGET_OUT.format(name=target.jmeno))
    off = UNARMED
    if p.druha_zbran:
        owner, off = _pick(p.druha_zbran)
        if owner != attacker:
            raise RuleViolation(texts.B_ERR_OFF_HAND_OWNER.format(name=me.jmeno))
    sheet = rules.sheet_of(board, attacker, links)
    item = sheet.inventory[weapon] if 0 <= weapon < len(sheet.inventory) else None
    ranged = item is not None and item.ranged
    gap = rules.distance(board, attacker, p.cil)
    if not ranged and gap != "blizko":
        raise RuleViolation(texts.B_ERR_MELEE_REACH.format(name=target.jmeno))
    if ranged and rules.engaged(board, attacker, links):
        raise RuleViolation(texts.ERR_ENGAGED)
    if gap == "mimo_dosah":
        raise RuleViolation(texts.B_ERR_OUT_OF_RANGE.format(name=target.jmeno))
    target_sheet = rules.sheet_of(board, p.cil, links)
    params = AttackParams(weapon=weapon, off_hand=off, enhancement=p.posileni, impaired=p.oslabeny,
                          far=ranged and gap == "daleko", vs_detachment=target_sheet.settings.creature == "oddil",
                          target_armour=armour_total(target_sheet))
    return attacker, params, attack_plan(sheet, params)


def _attack_odds(board: CairnEncounter, p: AttackBoardParams, links: Links) -> Odds:
    attacker, params, _ = _attack_setup(board, p, links)
    return attack_odds(rules.sheet_of(board, attacker, links), params)


def _attack(board: CairnEncounter, p: AttackBoardParams, box: DiceBox, links: Links) -> ActionOutcome[CairnEncounter]:
    attacker, params, (weapon, plan) = _attack_setup(board, p, links)
    sheets = Sheets(board, links)
    lines: list[str] = []
    hits = list(board.zasahy)
    dealt_all = []
    for target in _targets(board, attacker, p.cil, plan.blast, links):
        armour = armour_total(sheets.get(target))
        faces, kept, dealt = roll_damage(box, plan, armour)
        dealt_all.append(dealt)
        hits.append(PendingHit(cil=target, utocnik=attacker, poskozeni=dealt))
        lines.append(texts.B_HIT.format(target=board.ucastnici[target].jmeno, faces=", ".join(map(str, faces)),
                                        kept=kept, armour=armour, dealt=dealt))
    readied, ready_lines = ready(sheets.get(attacker), params, weapon)
    changes = sheets.put(attacker, readied, ready_lines) if ready_lines else []
    people = list(board.ucastnici)
    people[attacker] = people[attacker].model_copy(update={"jednal": True})
    noted = board.model_copy(update={"zasahy": hits, "ucastnici": people})
    text = texts.B_ATTACK_TEXT.format(name=board.ucastnici[attacker].jmeno, weapon=weapon.name,
                                      pool=" + ".join(f"1k{s}" for s in plan.dice))
    return _outcome(noted, sheets, "noted", texts.B_NOTED, " ".join([text, *lines, texts.B_APPLIED_AT_END]),
                    changes=changes, total=max(dealt_all) if dealt_all else 0,
                    details={"damage": dealt_all})


# --- konec tahu strany (001:L126, L158, L181-L183, L198) ---------------------------------------------------
class NoParams(_Params):
    pass


def _end_turn(board: CairnEncounter, p: NoParams, box: DiceBox, links: Links) -> ActionOutcome[CairnEncounter]:
    """Applies the highest damage noted on each target (group attack, 001:L158) through the target's own
    damage rules (armour was counted when rolling; BO, attribute, critical save), then offers the morale
    checks the losses call for and passes the turn; after the last side a new round begins."""
    _ensure_running(board)
    sheets = Sheets(board, links)
    highest: dict[int, int] = {}
    for hit in board.zasahy:
        highest[hit.cil] = max(highest.get(hit.cil, 0), hit.poskozeni)
    lines: list[str] = []
    for target, damage in sorted(highest.items()):
        sheet = sheets.get(target)
        if rules.out_of_fight(sheet) and sheet.states.dead:
            continue
        hurt = take_damage(sheet, DamageParams(damage=damage, in_combat=True, attribute="sil"), box)
        lines += sheets.put(target, hurt.sheet, [texts.B_TAKES.format(n=damage, label=hurt.label), *hurt.changes])
    after, linked = sheets.apply(board)
    strany = list(after.strany)
    proposals: list[str] = []
    for side in range(1, len(strany)):
        for trigger in rules.morale_due(after, side, sheets.seen()):
            proposals.append(texts.B_MORALE_DUE[trigger].format(side=strany[side].nazev))
            flag = "moralka_prvni" if trigger == "first" else "moralka_polovina"
            strany[side] = strany[side].model_copy(update={flag: True})
    nxt = board.na_tahu + 1
    people = [q.model_copy(update={"jednal": False}) if q.strana == board.na_tahu else q for q in after.ucastnici]
    update: dict[str, Any] = {"zasahy": [], "strany": strany, "ucastnici": people, "na_tahu": nxt % len(strany)}
    if nxt >= len(strany):
        update["kolo"] = min(999, board.kolo + 1)
        update["ucastnici"] = [q.model_copy(update={"vynechava": False, "jednal": False}) for q in people]
    passed = after.model_copy(update=update)
    left = rules.sides_left(passed, sheets.seen())
    if len(left) < 2:
        proposals.append(texts.B_FIGHT_OVER)
    turn = texts.B_NEXT_ROUND.format(n=update["kolo"]) if "kolo" in update else \
        texts.B_NEXT_SIDE.format(side=strany[update["na_tahu"]].nazev)
    result = ActionOutcome(passed, "turn_over", texts.B_TURN_OVER, " ".join([turn, *proposals]),
                           changes=tuple(lines), linked=linked,
                           details={"morale": proposals, "sides_left": left})
    return result


# --- morálka (001:L196-L199) -------------------------------------------------------------------------------
class MoraleParams(_Params):
    strana: int = Field(default=1, ge=1, le=3)
    kdo: int = Field(default=-1, ge=-1, le=15)  # whose VUL: −1 = the side's highest (its leader)


def _morale_form(board: CairnEncounter, links: Links) -> list[FieldView]:
    sides = [(n, s.nazev) for n, s in enumerate(board.strany) if n > 0]
    people = [(-1, texts.B_LEADER_AUTO), *((i, p.jmeno) for i, p in enumerate(board.ucastnici) if p.strana > 0)]
    return [select("strana", texts.B_P_SIDE, sides[0][0], sides),
            select("kdo", texts.B_P_LEADER, -1, people, hint=texts.B_H_LEADER)]


def _morale_value(board: CairnEncounter, p: MoraleParams, links: Links) -> tuple[int, CairnSheet]:
    _ensure_running(board)
    if p.strana >= len(board.strany):
        raise RuleViolation(texts.B_ERR_NO_SIDE.format(n=p.strana + 1))
    candidates = [i for i in rules.members(board, p.strana) if rules.fighting(board, i, links)]
    if not candidates:
        raise RuleViolation(texts.B_ERR_SIDE_GONE.format(side=board.strany[p.strana].nazev))
    if p.kdo >= 0:
        if p.kdo not in candidates:
            raise RuleViolation(texts.B_ERR_LEADER.format(name=rules.person(board, p.kdo).jmeno))
        who = p.kdo
    else:
        who = max(candidates, key=lambda i: rules.sheet_of(board, i, links).attributes.vul.current)
    return who, rules.sheet_of(board, who, links)


def _morale_odds(board: CairnEncounter, p: MoraleParams, links: Links) -> Odds:
    who, sheet = _morale_value(board, p, links)
    chance = save_chance(sheet.attributes.vul.current, sheet.settings.save_mode)
    return Odds((odds_entry("holds", texts.B_MORALE_HOLDS, chance), odds_entry("breaks", texts.B_MORALE_BREAKS,
                                                                              1 - chance)),
                texts.B_MORALE_SUMMARY.format(name=board.ucastnici[who].jmeno, value=sheet.attributes.vul.current,
                                              chance=percent(chance)))


def _morale(board: CairnEncounter, p: MoraleParams, box: DiceBox, links: Links) -> ActionOutcome[CairnEncounter]:
    who, sheet = _morale_value(board, p, links)
    roll = roll_save(box, sheet.attributes.vul.current, sheet.settings.save_mode)
    text = texts.B_MORALE_TEXT.format(name=board.ucastnici[who].jmeno, save=save_line("VUL", roll))
    if roll.success:
        return ActionOutcome(board, "holds", texts.B_MORALE_HOLDS, text, probability=roll.probability)
    people = [q.model_copy(update={"osud": "utekl"}) if q.strana == p.strana and q.osud == "v_boji" else q
              for q in board.ucastnici]
    fled = [q.jmeno for q, old in zip(people, board.ucastnici, strict=True) if q.osud != old.osud]
    return ActionOutcome(board.model_copy(update={"ucastnici": people}), "breaks",
                         texts.B_MORALE_BREAKS, text + " " + texts.B_FLEES.format(side=board.strany[p.strana].nazev),
                         probability=roll.probability, changes=tuple(texts.B_FLED.format(name=n) for n in fled))


# --- plynutí času (issue 20 item 4; 001:L91, L104, L182) ---------------------------------------------------
def _time_form(board: CairnEncounter, links: Links) -> list[FieldView]:
    return [select("span", texts.P_SPAN, "hour", texts.SPANS),
            toggle("needs_met", texts.P_NEEDS_MET, True, hint=texts.H_NEEDS_MET)]


def _time(board: CairnEncounter, p: TimeParams, box: DiceBox, links: Links) -> ActionOutcome[CairnEncounter]:
    """Time passes for everyone on the board who is alive, in participant order (each sheet's own «Plynutí
    času»: the dying clock, deprivation, a night's or a week's healing); not during a fight, which lasts
    seconds (001:L126). The healing order of each sheet is its own default."""
    if board.probiha:
        raise RuleViolation(texts.B_ERR_TIME_IN_FIGHT)
    sheets = Sheets(board, links)
    lines: list[str] = []
    for i, person in enumerate(board.ucastnici):
        try:
            sheet = sheets.get(i)
        except RuleViolation:
            lines.append(texts.B_TIME_SKIPPED.format(name=person.jmeno))
            continue
        if sheet.states.dead or sheet.attributes.sil.current == 0:
            continue
        params = p.model_copy(update={"order": default_order(sheet)})
        passed = pass_time(sheet, params, box)
        lines += sheets.put(i, passed.sheet, [passed.label, *passed.changes])
    return _outcome(board, sheets, "passed", texts.SPAN_LABEL[p.span], texts.B_TIME_TEXT, changes=lines)


# --- konec boje (001:L175) -----------------------------------------------------------------------------------
def _end(board: CairnEncounter, p: NoParams, box: DiceBox, links: Links) -> ActionOutcome[CairnEncounter]:
    """Ends the fight: every character who used a weapon with ammunition loses 1 use (001:L175)."""
    _ensure_running(board)
    sheets = Sheets(board, links)
    lines: list[str] = []
    for i, _ in enumerate(board.ucastnici):
        try:
            sheet = sheets.get(i)
        except RuleViolation:
            continue
        ended = end_combat(sheet, EndCombatParams(), box)
        if ended.changes:
            lines += sheets.put(i, ended.sheet, ended.changes)
    people = [q.model_copy(update={"vynechava": False, "jednal": False}) for q in board.ucastnici]
    over = board.model_copy(update={"probiha": False, "zasahy": [], "ucastnici": people})
    return _outcome(over, sheets, "ended", texts.END_COMBAT_LABEL, texts.B_ENDED, changes=lines)


def _plain(perform: Any) -> Any:
    """The action without linked sheets (the contract's ``perform``; the facade calls ``perform_linked``)."""
    return lambda board, params, box: perform(board, params, box, Links())


def _no_form(board: CairnEncounter) -> list[FieldView]:
    return []


def _action(action_id: str, label: str, params: type[BaseModel], perform: Any, *, form: Any = None,
            odds: Any = None, dice: str | None = None, rolls: bool = True, hint: str) -> Action[CairnEncounter, Any]:
    return Action(action_id, label, texts.B_GROUP, params, _no_form, _plain(perform), dice=dice, rolls=rolls,
                  hint=hint, perform_linked=perform, form_linked=form, odds_linked=odds)


ACTIONS: tuple[Action[CairnEncounter, Any], ...] = (
    _action("zacatek", texts.B_A_START, StartParams, _start, odds=_start_odds, dice=texts.B_DICE_START,
            form=lambda b, links: [toggle("bez_zachrany", texts.B_P_NO_SAVE, hint=texts.B_H_NO_SAVE)],
            hint=texts.B_H_START),
    _action("utok", texts.B_A_ATTACK, AttackBoardParams, _attack, form=_attack_form, odds=_attack_odds,
            dice=texts.DICE_ATTACK, hint=texts.B_H_ATTACK),
    _action("konec_tahu", texts.B_A_END_TURN, NoParams, _end_turn, dice="1k20", hint=texts.B_H_END_TURN),
    _action("moralka", texts.B_A_MORALE, MoraleParams, _morale, form=_morale_form, odds=_morale_odds,
            dice="1k20", hint=texts.B_H_MORALE),
    _action("konec", texts.B_A_END, NoParams, _end, rolls=False, hint=texts.B_H_END),
    _action("cas", texts.A_TIME, TimeParams, _time, form=_time_form, dice=texts.B_DICE_TIME, hint=texts.B_H_TIME),
)
