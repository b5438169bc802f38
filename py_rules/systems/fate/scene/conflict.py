"""The scene as one table (issue 22 Build): rolls made for the characters and NPCs in the scene write their results
into it, attacks land on the target's own sheet, and a conflict runs in rounds with a turn order.

Seed 002 (L = line): create an advantage L90-L96, L150-L158; overcome L100-L104, L162-L168; attack L108-L110,
L172-L180; defence L114-L118, L184-L188; shifts and outcomes L122-L128; invokes L138; boosts «do konce příštího
kola» L156. Harm (L172 points to the missing p.187), conceding and turn order follow the FAE SRD (digest §3.5,
§3.6). Every action checks everything before it changes anything.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.czech import amount
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Links
from py_rules.systems.fate import texts
from py_rules.systems.fate.rules import rating_label
from py_rules.systems.fate.scene.after import AfterBoardParams, after
from py_rules.systems.fate.scene.board import ConflictKind, FateScene, SceneAspect, advance_round
from py_rules.systems.fate.scene.effects import add
from py_rules.systems.fate.scene.npc import MookParams, mook, mook_form
from py_rules.systems.fate.scene.play_forms import (
    after_form,
    attack_form,
    default_actor,
    defence_form,
    people,
    roll_form,
)
from py_rules.systems.fate.scene.rolls import (
    AttackBoardParams,
    DefenceParams,
    RollBoardParams,
    attack,
    defence,
    defence_odds,
    no_pending,
    result,
    roll,
    roll_odds,
)
from py_rules.systems.fate.scene.table import (
    Sheets,
    active,
    name_of,
    person,
    sheet_of,
    sides_left,
    turn_order,
)
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.sheet import FateSheet, updated
from py_rules.systems.fate.table_actions import ConcedeParams, HitParams, concede, take_hit
from py_rules.systems.fate.texts import LABELS
from py_rules.view import FieldView, Option, select, text

__all__ = ["CONFLICT_ACTIONS"]


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


# --- taking the hit (002:L172 → FAE SRD: stress, consequences, taken out) ----------------------------------
class HitBoardParams(_Params):
    mode: Literal["auto", "manual", "taken_out"] = "auto"
    stress_box: int = Field(default=-1, ge=-1, le=9)
    extra_box: int = Field(default=-1, ge=-1, le=9)
    consequence: int = Field(default=-1, ge=-1, le=5)
    consequence_name: str = Field(default="", max_length=120)
    second_consequence: int = Field(default=-1, ge=-1, le=5)
    second_consequence_name: str = Field(default="", max_length=120)
    condition: int = Field(default=-1, ge=-1, le=11)


def _track(scene: FateScene, sheet: FateSheet) -> int:
    """The stress track a hit goes to: in a mental conflict the second track where the model has one (Core:
    physical and mental stress), else the first."""
    return 1 if scene.druh_konfliktu == "dusevni" and len(sheet.harm.tracks) > 1 else 0


def _hit(scene: FateScene, p: HitBoardParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """The target absorbs the pending shifts on its own sheet; each consequence taken becomes an aspect on the
    scene with one free invoke for the attacker [FAE SRD]; what cannot be absorbed takes the target out."""
    pending = scene.zasah
    if pending is None:
        raise RuleViolation(TABLE_TEXT.NO_HIT)
    sheets = Sheets(scene, links)
    target, attacker = name_of(scene, pending.cil, links), name_of(scene, pending.utocnik, links)
    sheet = sheets.get(pending.cil)
    taken = take_hit(sheet, HitParams(shifts=pending.posuny, track=_track(scene, sheet), **p.model_dump()), box)
    new_sheet = taken.sheet
    made = [SceneAspect(text=after.aspect, kind="consequence", free_invokes=1, holder=attacker)
            for old, after in zip(sheet.harm.consequences, new_sheet.harm.consequences, strict=True)
            if after.taken and not old.taken]
    aspect_lines = [TABLE_TEXT.CONSEQUENCE_ASPECT.format(name=a.text, holder=attacker) for a in made]
    lines = sheets.put(pending.cil, new_sheet, list(taken.changes))
    shifts = amount(pending.posuny, LABELS.SHIFT_FORMS)
    if taken.outcome == "taken_out":
        text_, label = TABLE_TEXT.TAKEN_OUT.format(target=target, shifts=shifts), TABLE_TEXT.L_TAKEN_OUT
    else:
        text_ = TABLE_TEXT.ABSORBED.format(target=target, shifts=shifts, lines=" ".join(taken.changes))
        label = TABLE_TEXT.L_ABSORBED
    new = updated(scene, aspects=add(list(scene.aspects), made), zasah=None, posledni_hod=None)
    over = [TABLE_TEXT.OVER] if scene.poradi and len(sides_left(sheets.apply(new)[0], sheets.seen())) < 2 else []
    return result(new, sheets, taken.outcome, label, " ".join([text_, *aspect_lines, *over]),
                   changes=[*lines, *aspect_lines, *over])


# --- conceding (FAE SRD: before the opponent's roll) ---------------------------------------------------------
class ConcedeBoardParams(_Params):
    kdo: int = Field(default=0, ge=0, le=11)


def _concede(scene: FateScene, p: ConcedeBoardParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    me = person(scene, p.kdo)
    name = name_of(scene, p.kdo, links)
    if not scene.in_conflict:  # FAE SRD: one concedes a conflict
        raise RuleViolation(TABLE_TEXT.CONCEDE_NO_CONFLICT.format(name=name))
    if me.vzdal:
        raise RuleViolation(TABLE_TEXT.ALREADY_CONCEDED.format(name=name))
    if any(pending is not None and pending.cil == p.kdo for pending in (scene.utok, scene.zasah)):
        raise RuleViolation(TABLE_TEXT.CONCEDE_LATE.format(name=name))
    # one's own attack (or create-advantage) rolled and waiting for its defence or its hit: the roll it would
    # answer is made, and conceding is only before it (FAE SRD, conceding; issue 22)
    if any(pending is not None and pending.utocnik == p.kdo for pending in (scene.utok, scene.zasah)):
        raise RuleViolation(TABLE_TEXT.CONCEDE_OWN_PENDING.format(name=name))
    sheets = Sheets(scene, links)
    sheet = sheets.get(p.kdo)
    gave = concede(sheet, ConcedeParams(), box)
    gain = gave.sheet.fate_points - sheet.fate_points
    lines = sheets.put(p.kdo, gave.sheet, list(gave.changes))
    people = list(scene.ucastnici)
    people[p.kdo] = me.model_copy(update={"vzdal": True})
    new = updated(scene, ucastnici=people, posledni_hod=None)
    over = [TABLE_TEXT.OVER] if scene.poradi and len(sides_left(sheets.apply(new)[0], sheets.seen())) < 2 else []
    text_ = TABLE_TEXT.CONCEDED.format(name=name,
                                       gain=TABLE_TEXT.CONCEDE_GAIN.format(gain=amount(gain, LABELS.POINT_FORMS)))
    return result(new, sheets, "conceded", TABLE_TEXT.L_CONCEDED, " ".join([text_, *over]), changes=[*lines, *over])


# --- the conflict's rounds (FAE SRD turn order; 002:L156 boosts) ----------------------------------------------
class StartParams(_Params):
    druh: ConflictKind = "fyzicky"


def _start(scene: FateScene, p: StartParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """Turn order by Spěch (physical) or Soustředění (mental), highest first; ties keep the scene's order."""
    if scene.poradi:
        raise RuleViolation(TABLE_TEXT.RUNNING)
    no_pending(scene, links)
    fresh = scene.model_copy(update={"ucastnici": [q.model_copy(update={"jednal": False, "vzdal": False})
                                                   for q in scene.ucastnici]})
    if len(sides_left(fresh, links)) < 2:
        raise RuleViolation(TABLE_TEXT.NO_SIDES)
    order = turn_order(fresh, p.druh, links)
    # a boost from before the conflict lasts to the end of its first round (002:L156 «do konce příštího kola»)
    aspects = [a.model_copy(update={"expires_roll": None, "expires_round": 1}) if a.expires_roll is not None else a
               for a in scene.aspects]
    new = updated(fresh, in_conflict=True, round=1, druh_konfliktu=p.druh, poradi=[i for i, _ in order], na_tahu=0,
                  aspects=aspects, current_roll=[], posledni_hod=None)
    names = ", ".join(TABLE_TEXT.ORDER_ITEM.format(name=name_of(scene, i, links),
                                                   rating=rating_label(r)) for i, r in order)
    text_ = TABLE_TEXT.STARTED.format(kind=TABLE_TEXT.KINDS[p.druh], order=names,
                                      turn=name_of(scene, order[0][0], links))
    return result(new, Sheets(scene, links), "started", TABLE_TEXT.L_STARTED, text_ + " " + TABLE_TEXT.H_START,
                  changes=[text_])


def _end_turn(scene: FateScene, p: _Params, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """The next in order who still acts and has not given this round's action to teamwork (002:L142); after the
    last, the next round (boosts expire, 002:L156)."""
    if not scene.poradi:
        raise RuleViolation(TABLE_TEXT.NOT_RUNNING)
    no_pending(scene, links)
    current = scene.poradi[scene.na_tahu]
    people = list(scene.ucastnici)
    people[current] = people[current].model_copy(update={"jednal": True})
    marked = updated(scene, ucastnici=people, posledni_hod=None)
    over = [TABLE_TEXT.OVER] if len(sides_left(marked, links)) < 2 else []
    skipped: list[str] = []
    for pos in range(scene.na_tahu + 1, len(scene.poradi)):
        index = scene.poradi[pos]
        if not active(marked, index, links):
            continue
        if marked.ucastnici[index].jednal:  # helped someone this round
            skipped.append(TABLE_TEXT.HELPER_SKIPPED.format(name=name_of(scene, index, links)))
            continue
        text_ = TABLE_TEXT.TURN_PASSED.format(name=name_of(scene, index, links))
        return result(updated(marked, na_tahu=pos), Sheets(scene, links), "turn", TABLE_TEXT.L_TURN,
                      " ".join([*skipped, text_, *over]), changes=[*skipped, text_, *over])
    rounded, gone = advance_round(marked)
    first = next((pos for pos in range(len(scene.poradi)) if active(rounded, scene.poradi[pos], links)), 0)
    new = updated(rounded, na_tahu=first)
    name = name_of(scene, scene.poradi[first], links)
    expired = [texts.SCENE_TEXT.EXPIRED.format(text=g) for g in gone]
    text_ = TABLE_TEXT.NEW_ROUND.format(round=new.round, name=name)
    return result(new, Sheets(scene, links), "round", TABLE_TEXT.L_ROUND, " ".join([*skipped, text_, *expired, *over]),
                  changes=[*skipped, text_, *expired, *over])


# --- forms -------------------------------------------------------------------------------------------------------
def _hit_form(scene: FateScene, links: Links) -> list[FieldView]:
    """The target's own boxes and consequence slots (the pending hit says whose)."""
    boxes: list[Option] = [Option(value=-1, label=TABLE_TEXT.NONE_N)]
    cons: list[Option] = [Option(value=-1, label=TABLE_TEXT.NONE_M)]
    target: FateSheet | None = None
    if scene.zasah is not None:
        try:
            target = sheet_of(scene, scene.zasah.cil, links)
        except RuleViolation:
            target = None
    if target is not None:
        harm = target.harm
        if harm.tracks:
            track = harm.tracks[_track(scene, target)]
            boxes += [Option(value=i, label=f"{track.name}: {b.value}") for i, b in enumerate(track.boxes)]
        cons += [Option(value=i, label=texts.CONSEQUENCE_KINDS[c.kind]) for i, c in enumerate(harm.consequences)]
    return [select("mode", TABLE_TEXT.P_MODE, "auto", texts.HARM_TEXT.MODES),
            select("consequence", TABLE_TEXT.P_CONSEQUENCE, -1, cons),
            text("consequence_name", TABLE_TEXT.P_CONSEQUENCE_NAME, "", hint=TABLE_TEXT.H_CONSEQUENCE_NAME),
            select("stress_box", TABLE_TEXT.P_BOX, -1, boxes),
            select("extra_box", TABLE_TEXT.P_EXTRA_BOX, -1, boxes),
            select("second_consequence", TABLE_TEXT.P_SECOND, -1, cons),
            text("second_consequence_name", TABLE_TEXT.P_SECOND_NAME, "")]


def _no_form(scene: FateScene) -> list[FieldView]:
    return []


def _plain(perform: Any) -> Any:
    """The action without linked sheets (the contract's ``perform``; the facade calls ``perform_linked``)."""
    return lambda scene, params, box: perform(scene, params, box, Links())


def _action(action_id: str, label: str, params: type[BaseModel], perform: Any, *, form: Any = None,
            odds: Any = None, dice: str | None = "4dF", hint: str,
            first: tuple[str, ...] = ()) -> Action[FateScene, Any]:
    return Action(action_id, label, TABLE_TEXT.GROUP, params, _no_form, _plain(perform), dice=dice,
                  rolls=dice is not None,
                  hint=hint, perform_linked=perform, form_linked=form, odds_linked=odds, first=first)


class _NoParams(_Params):
    pass


CONFLICT_ACTIONS: tuple[Action[FateScene, Any], ...] = (
    _action("zacatek", TABLE_TEXT.A_START, StartParams, _start, dice=None, hint=TABLE_TEXT.H_START,
            form=lambda s, links: [select("druh", TABLE_TEXT.P_KIND, s.druh_konfliktu, TABLE_TEXT.KINDS)]),
    _action("hod", TABLE_TEXT.A_ROLL, RollBoardParams, roll, form=roll_form, odds=roll_odds, hint=TABLE_TEXT.H_ROLL,
            first=("kdo", "akce", "pristup", "opozice")),
    _action("utok", TABLE_TEXT.A_ATTACK, AttackBoardParams, attack, form=attack_form, hint=TABLE_TEXT.H_ATTACK,
            first=("kdo", "cil", "pristup", "volne_1")),
    _action("obrana", TABLE_TEXT.A_DEFEND, DefenceParams, defence, form=defence_form, odds=defence_odds,
            hint=TABLE_TEXT.H_DEFEND, first=("pristup", "kdo", "volne_1", "placene_1")),
    _action("po_hodu", TABLE_TEXT.A_AFTER, AfterBoardParams, after, form=after_form, hint=TABLE_TEXT.H_AFTER,
            first=("pouziti", "volne_1", "placene_1")),
    _action("zasah", TABLE_TEXT.A_HIT, HitBoardParams, _hit, form=_hit_form, dice=None, hint=TABLE_TEXT.H_HIT,
            first=("mode", "consequence", "consequence_name", "stress_box")),
    _action("vzdat", TABLE_TEXT.A_CONCEDE, ConcedeBoardParams, _concede, dice=None, hint=TABLE_TEXT.H_CONCEDE,
            form=lambda s, links: [select("kdo", TABLE_TEXT.P_WHO, default_actor(s), people(s, links))]),
    _action("konec_tahu", TABLE_TEXT.A_END_TURN, _NoParams, _end_turn, dice=None, hint=TABLE_TEXT.H_END_TURN),
    _action("poskok", TABLE_TEXT.A_MOOK, MookParams, mook, form=mook_form, dice=None, hint=TABLE_TEXT.H_MOOK,
            first=("jmeno", "strana", "dobry_v", "stres")),
)
