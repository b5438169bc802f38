"""The Fate scene board's actions: create an advantage (002:L152-L158), boosts (L156, L164, L174, L178, L186),
invoking an aspect for a roll made on a character's sheet (L138, L142, L156, L158), removing an aspect by overcoming
it (L102), rounds and the scene's end."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.czech import amount
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Links
from py_rules.systems.fate import texts
from py_rules.systems.fate.rules import action_effect
from py_rules.systems.fate.scene.board import (
    FateScene,
    SceneAspect,
    add_aspect,
    advance_round,
    boost,
    end_scene,
    next_roll,
    spend_invoke,
)
from py_rules.systems.fate.scene.forms import advantage_form, boost_form, index_form, invoke_form
from py_rules.systems.fate.scene.invokes import check_free
from py_rules.systems.fate.scene.play_forms import default_actor, people
from py_rules.systems.fate.scene.rolls import check_invoker
from py_rules.systems.fate.scene.table import Sheets, name_of
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.sheet import updated
from py_rules.systems.fate.texts import ERRORS, SCENE_TEXT
from py_rules.view import FieldView, select

__all__ = ["ACTIONS"]

REPRESENTATIVE_SHIFTS = {"failure": -1, "tie": 0, "success": 1, "style": 3}


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class AdvantageParams(_Params):
    outcome: Literal["failure", "tie", "success", "style"] = "success"
    existing: int = Field(default=-1, ge=-1, le=29)
    text: str = Field(default=SCENE_TEXT.ADVANTAGE_DEFAULT, min_length=1, max_length=120)
    holder: str = Field(default="", max_length=80)
    give_opponent: bool = False
    opponent: str = Field(default=SCENE_TEXT.OPPONENT_DEFAULT, max_length=80)


def _nothing(scene: FateScene, why: str) -> ActionOutcome[FateScene]:
    return ActionOutcome(scene, "nothing", SCENE_TEXT.NOTHING, why)


def _advantage(scene: FateScene, p: AdvantageParams, box: DiceBox) -> ActionOutcome[FateScene]:
    """Apply a create-advantage result (002:L152-L158); raises ``RuleViolation`` for a missing aspect."""
    new_aspect = p.existing < 0
    effect = action_effect("advantage", REPRESENTATIVE_SHIFTS[p.outcome], new_aspect=new_aspect,
                           give_opponent=p.give_opponent)
    text, line = texts.ACTION_RESULTS[("advantage", p.outcome)]
    if effect.boost:
        new = add_aspect(scene, boost(scene, p.text, p.holder))
        change = SCENE_TEXT.BOOST_CREATED.format(text=p.text)
    elif effect.free_invokes and not new_aspect:
        if p.existing >= len(scene.aspects):
            return _nothing(scene, ERRORS.NO_ASPECT)
        aspects = list(scene.aspects)
        target = aspects[p.existing]
        if target.kind == "boost":  # a boost is exactly one free invoke (002:L156)
            raise RuleViolation(ERRORS.BOOST_NO_MORE.format(text=target.text))
        aspects[p.existing] = target.model_copy(update={
            "free_invokes": min(9, target.free_invokes + effect.free_invokes), "holder": p.holder or target.holder})
        new = updated(scene, aspects=aspects)
        change = SCENE_TEXT.INVOKES_ADDED.format(text=target.text, n=effect.free_invokes)
    elif effect.creates_aspect:
        holder = p.opponent if effect.opponent_free_invokes else p.holder
        invokes = effect.opponent_free_invokes or effect.free_invokes
        new = add_aspect(scene, SceneAspect(text=p.text, free_invokes=invokes, holder=holder))
        change = SCENE_TEXT.ASPECT_CREATED.format(text=p.text, holder=holder or SCENE_TEXT.CREATOR,
                                                  invokes=amount(invokes, SCENE_TEXT.FREE_INVOKE_FORMS))
    else:
        return _nothing(scene,
                        SCENE_TEXT.NO_CHANGE_TEXT.format(outcome=texts.OUTCOMES[p.outcome], result=text, line=line))
    return ActionOutcome(new, p.outcome, texts.OUTCOMES[p.outcome],
                         SCENE_TEXT.ADVANTAGE_TEXT.format(action=texts.ACTIONS["advantage"],
                                                          outcome=texts.OUTCOMES[p.outcome], result=text, line=line),
                         changes=(change,))


class BoostParams(_Params):
    text: str = Field(default=SCENE_TEXT.BOOST, min_length=1, max_length=120)
    holder: str = Field(default="", max_length=80)


def _add_boost(scene: FateScene, p: BoostParams, box: DiceBox) -> ActionOutcome[FateScene]:
    made = boost(scene, p.text, p.holder)
    until = (SCENE_TEXT.UNTIL_ROUND.format(round=made.expires_round) if made.expires_round
             else SCENE_TEXT.UNTIL_NEXT_ROLL)
    return ActionOutcome(add_aspect(scene, made), "boost", SCENE_TEXT.BOOST,
                         SCENE_TEXT.BOOST_TEXT.format(text=p.text, until=until),
                         changes=(SCENE_TEXT.BOOST_ADDED.format(text=p.text),))


class InvokeParams(_Params):
    # who invokes: the participant whose roll (made on their own sheet) the invoke is for
    kdo: int = Field(default=0, ge=0, le=11)
    aspect: int = Field(default=0, ge=0, le=29)
    paid: bool = False


def _invoke(scene: FateScene, p: InvokeParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """Invoke a scene aspect for a roll participant ``kdo`` makes on their own sheet (002:L138). Checked before
    anything changes, as the scene's own rolls check them (one function, :func:`check_free`): the invoker is on
    the scene and still acts; a free invoke is left, is not the other side's (L142), a boost is spent only by
    whoever holds it (L142, L156) and the opponent's invoke of a failed create-advantage only by that opponent
    (L158); the stacking rule (choice 9). Raises ``RuleViolation`` (Czech); changes nothing then."""
    if not scene.aspects:
        return _nothing(scene, SCENE_TEXT.NO_ASPECTS)
    check_invoker(scene, p.kdo, links)
    if not p.paid:  # a paid invoke may name any aspect in play (002:L138); the point is paid on the sheet
        check_free(scene, Sheets(scene, links), p.kdo, [p.aspect])
    new = spend_invoke(scene, p.aspect, p.paid)
    name = scene.aspects[p.aspect].text
    how = SCENE_TEXT.HOW_PAID if p.paid else SCENE_TEXT.HOW_FREE
    who = TABLE_TEXT.INVOKE_BY.format(name=name_of(scene, p.kdo, links))
    return ActionOutcome(new, "invoked", SCENE_TEXT.INVOKED,
                         " ".join([who, SCENE_TEXT.INVOKE_TEXT.format(name=name, how=how)]),
                         changes=(SCENE_TEXT.INVOKE_CHANGE.format(name=name, how=how.split(" — ")[0]),))


def _invoke_form(scene: FateScene, links: Links) -> list[FieldView]:
    return [select("kdo", TABLE_TEXT.P_INVOKER, default_actor(scene), people(scene, links)), *invoke_form(scene)]


def _plain_invoke(scene: FateScene, p: InvokeParams, box: DiceBox) -> ActionOutcome[FateScene]:
    """The contract's ``perform`` (no linked sheets; the facade calls ``perform_linked``)."""
    return _invoke(scene, p, box, Links())


class IndexParams(_Params):
    aspect: int = Field(default=0, ge=0, le=29)


def _remove(scene: FateScene, p: IndexParams, box: DiceBox) -> ActionOutcome[FateScene]:
    if p.aspect >= len(scene.aspects):
        return _nothing(scene, ERRORS.NO_ASPECT)
    gone = scene.aspects[p.aspect].text
    aspects = [a for i, a in enumerate(scene.aspects) if i != p.aspect]
    waiting = scene.utok
    if waiting is not None and waiting.existujici >= 0:  # a create-advantage aimed at someone keeps its aspect
        if p.aspect == waiting.existujici:
            raise RuleViolation(TABLE_TEXT.PENDING_ASPECT_REMOVE.format(aspect=gone))
        if p.aspect < waiting.existujici:
            waiting = waiting.model_copy(update={"existujici": waiting.existujici - 1})
    return ActionOutcome(updated(scene, aspects=aspects, utok=waiting), "removed", SCENE_TEXT.REMOVED,
                         SCENE_TEXT.REMOVE_TEXT.format(name=gone),
                         changes=(SCENE_TEXT.REMOVE_CHANGE.format(name=gone),))


class EmptyParams(_Params):
    pass


def _new_roll(scene: FateScene, p: EmptyParams, box: DiceBox) -> ActionOutcome[FateScene]:
    new, gone = next_roll(scene)
    lines = [SCENE_TEXT.EXPIRED.format(text=g) for g in gone]
    return ActionOutcome(new, "new_roll", SCENE_TEXT.NEW_ROLL, " ".join([SCENE_TEXT.NEW_ROLL_TEXT, *lines]),
                         changes=tuple(lines))


def _next_round(scene: FateScene, p: EmptyParams, box: DiceBox) -> ActionOutcome[FateScene]:
    new, gone = advance_round(scene)
    lines = [SCENE_TEXT.EXPIRED.format(text=g) for g in gone]
    return ActionOutcome(new, "round", SCENE_TEXT.ROUND.format(round=new.round),
                         SCENE_TEXT.ROUND_TEXT.format(round=new.round, lines="".join(f" {line}" for line in lines)),
                         changes=(SCENE_TEXT.ROUND_CHANGE.format(before=scene.round, after=new.round), *lines))


def _end_scene(scene: FateScene, p: EmptyParams, box: DiceBox) -> ActionOutcome[FateScene]:
    new, gone = end_scene(scene)
    aspects = amount(len(gone), SCENE_TEXT.ASPECT_FORMS)
    return ActionOutcome(new, "scene_end", SCENE_TEXT.SCENE_END, SCENE_TEXT.SCENE_END_TEXT.format(aspects=aspects),
                         changes=tuple(SCENE_TEXT.GONE.format(text=g) for g in gone))


ACTIONS: tuple[Action[FateScene, Any], ...] = (
    Action(id="advantage", label=SCENE_TEXT.A_ADVANTAGE, group=SCENE_TEXT.G_ASPECTS, params_model=AdvantageParams,
           form=advantage_form, perform=_advantage, rolls=False),
    Action(id="boost", label=SCENE_TEXT.A_BOOST, group=SCENE_TEXT.G_ASPECTS, params_model=BoostParams, form=boost_form,
           perform=_add_boost, rolls=False),
    Action(id="invoke", label=SCENE_TEXT.A_INVOKE, group=SCENE_TEXT.G_INVOKES, params_model=InvokeParams,
           form=invoke_form, perform=_plain_invoke, rolls=False, perform_linked=_invoke, form_linked=_invoke_form),
    Action(id="new_roll", label=SCENE_TEXT.NEW_ROLL, group=SCENE_TEXT.G_INVOKES, params_model=EmptyParams,
           form=lambda s: [], perform=_new_roll, rolls=False),
    Action(id="remove", label=SCENE_TEXT.A_REMOVE, group=SCENE_TEXT.G_ASPECTS, params_model=IndexParams,
           form=index_form, perform=_remove, rolls=False),
    Action(id="next_round", label=SCENE_TEXT.A_NEXT_ROUND, group=SCENE_TEXT.G_SCENE, params_model=EmptyParams,
           form=lambda s: [], perform=_next_round, rolls=False),
    Action(id="end_scene", label=SCENE_TEXT.SCENE_END, group=SCENE_TEXT.G_SCENE, params_model=EmptyParams,
           form=lambda s: [], perform=_end_scene, rolls=False),
)

