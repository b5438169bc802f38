"""Actions beside the main roll: taking a hit, conceding, recovery, the harm model (+ session actions).

None of these rules is in seed 002 (it points to the missing p.187, L172); they follow the Fate SRD
conventions listed in the digest (§3.3, §3.5) and say so in every explanation.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.czech import amount
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.fate import texts
from py_rules.systems.fate.harm import Absorption, apply_absorption, best_absorption, check_absorption, default_harm
from py_rules.systems.fate.odds import OUTCOME_ORDER, outcome_chances
from py_rules.systems.fate.rules import concede_reward, outcome_of, rating_label
from py_rules.systems.fate.session_actions import COMPEL, MILESTONE
from py_rules.systems.fate.sheet import ApproachKey, FateSheet, HarmModel, updated
from py_rules.systems.fate.texts import ERRORS, HARM_TEXT, LABELS
from py_rules.view import FieldView, Option, number, options, select, text, toggle

__all__ = ["TABLE_ACTIONS", "ConcedeParams", "HitParams", "RecoverParams", "concede", "take_hit"]

NONE = -1


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class HitParams(_Params):
    shifts: int = Field(default=1, ge=1, le=30)
    track: int = Field(default=0, ge=0, le=3)
    mode: Literal["auto", "manual", "taken_out"] = "auto"
    stress_box: int = Field(default=NONE, ge=NONE, le=9)
    extra_box: int = Field(default=NONE, ge=NONE, le=9)
    consequence: int = Field(default=NONE, ge=NONE, le=5)
    second_consequence: int = Field(default=NONE, ge=NONE, le=5)
    condition: int = Field(default=NONE, ge=NONE, le=11)
    # a consequence taken is an aspect: it needs a name [FAE SRD, consequences; seed 002:L172 points to p.187]
    consequence_name: str = Field(default="", max_length=120)
    second_consequence_name: str = Field(default="", max_length=120)


def _picked(*values: int) -> tuple[int, ...]:
    return tuple(sorted({v for v in values if v != NONE}))


def _describe(sheet: FateSheet, absorption: Absorption) -> list[str]:
    harm = sheet.harm
    track = harm.tracks[absorption.track] if harm.tracks else None
    lines = [HARM_TEXT.BOX_CHECKED.format(track=track.name, value=track.boxes[i].value)
             for i in absorption.boxes if track is not None]
    lines += [HARM_TEXT.CONSEQUENCE_TAKEN.format(kind=texts.CONSEQUENCE_KINDS[harm.consequences[i].kind],
                                                 name=harm.consequences[i].aspect)
              for i in absorption.consequences]
    lines += [HARM_TEXT.CONDITION_MARKED.format(name=harm.conditions[i].name) for i in absorption.conditions]
    return lines


def _taken_out(sheet: FateSheet, shifts: int, why: str) -> ActionOutcome[FateSheet]:
    harm = sheet.harm.model_copy(update={"taken_out": True})
    return ActionOutcome(updated(sheet, harm=harm), "taken_out", HARM_TEXT.TAKEN_OUT_LABEL,
                         HARM_TEXT.TAKEN_OUT_TEXT.format(shifts=amount(shifts, LABELS.SHIFT_FORMS, "acc"), why=why),
                         changes=(HARM_TEXT.TAKEN_OUT_CHANGE,))


def _take_hit(sheet: FateSheet, p: HitParams, box: DiceBox) -> ActionOutcome[FateSheet]:
    """Absorb ``p.shifts`` with the harm model; raises ``RuleViolation`` for an illegal manual choice."""
    if sheet.harm.taken_out:
        raise RuleViolation(ERRORS.ALREADY_OUT)
    if p.mode == "taken_out":
        return _taken_out(sheet, p.shifts, HARM_TEXT.WHY_CHOSEN)
    if sheet.harm.tracks and p.track >= len(sheet.harm.tracks):
        raise RuleViolation(ERRORS.NO_TRACK)
    if p.mode == "manual":
        absorption = Absorption(p.track, _picked(p.stress_box, p.extra_box),
                                _picked(p.consequence, p.second_consequence), _picked(p.condition))
        check_absorption(sheet.harm, p.shifts, absorption)
    else:
        found = best_absorption(sheet.harm, p.shifts, p.track)
        if found is None:
            return _taken_out(sheet, p.shifts, HARM_TEXT.WHY_TOO_MUCH)
        absorption = found
    harm = apply_absorption(sheet.harm, absorption).model_dump()
    names = [p.consequence_name, p.second_consequence_name]
    if p.mode == "manual":  # each name belongs to the slot chosen beside it
        names = [dict(zip((p.consequence, p.second_consequence), names, strict=True)).get(slot, "")
                 for slot in absorption.consequences]
    for slot, name in zip(absorption.consequences, names, strict=False):
        if not name:
            raise RuleViolation(ERRORS.NAME_CONSEQUENCE.format(
                kind=texts.CONSEQUENCE_KINDS[sheet.harm.consequences[slot].kind]))
        harm["consequences"][slot]["aspect"] = name
    new = updated(sheet, harm=harm)
    lines = _describe(new, absorption)
    text = HARM_TEXT.ABSORBED_TEXT.format(shifts=amount(p.shifts, LABELS.SHIFT_FORMS, "acc"),
                                          absorbed=absorption.total(sheet.harm),
                                          lines=" ".join(lines), model=texts.HARM_MODELS[sheet.harm.model])
    return ActionOutcome(new, "absorbed", HARM_TEXT.ABSORBED, text, changes=tuple(lines))


def _slot_options(labels: list[str], none: str) -> list[Option]:
    return [Option(value=NONE, label=none)] + [Option(value=i, label=v) for i, v in enumerate(labels)]


def _hit_form(sheet: FateSheet) -> list[FieldView]:
    harm = sheet.harm
    tracks = ([Option(value=i, label=t.name) for i, t in enumerate(harm.tracks)]
              or [Option(value=0, label=HARM_TEXT.DASH)])
    boxes = [f"{t.name}: {b.value}" for t in harm.tracks[:1] for b in t.boxes]
    cons = [texts.CONSEQUENCE_KINDS[c.kind] for c in harm.consequences]
    conds = [c.name for c in harm.conditions]
    modes = options(HARM_TEXT.MODES)
    return [
        number("shifts", HARM_TEXT.SHIFTS, 1, 1, 30),
        select("track", HARM_TEXT.TRACK, 0, tracks),
        select("mode", HARM_TEXT.MODE, "auto", modes),
        select("stress_box", HARM_TEXT.STRESS_BOX, NONE, _slot_options(boxes, HARM_TEXT.NONE_N)),
        select("extra_box", HARM_TEXT.EXTRA_BOX, NONE, _slot_options(boxes, HARM_TEXT.NONE_N)),
        select("consequence", HARM_TEXT.CONSEQUENCE, NONE, _slot_options(cons, HARM_TEXT.NONE_M)),
        text("consequence_name", HARM_TEXT.CONSEQUENCE_NAME, "", hint=HARM_TEXT.CONSEQUENCE_NAME_HINT),
        select("second_consequence", HARM_TEXT.SECOND_CONSEQUENCE, NONE, _slot_options(cons, HARM_TEXT.NONE_M)),
        text("second_consequence_name", HARM_TEXT.SECOND_CONSEQUENCE_NAME, ""),
        select("condition", HARM_TEXT.CONDITION, NONE, _slot_options(conds, HARM_TEXT.NONE_M)),
    ]


class ConcedeParams(_Params):
    pass


def _concede(sheet: FateSheet, p: ConcedeParams, box: DiceBox) -> ActionOutcome[FateSheet]:
    """+1 FP and +1 per consequence of this conflict (case F29); raises ``RuleViolation`` when taken out."""
    if sheet.harm.taken_out:
        raise RuleViolation(ERRORS.OUT_CANNOT_CONCEDE)
    taken = sum(1 for c in sheet.harm.consequences if c.this_conflict) + \
        sum(1 for c in sheet.harm.conditions if c.this_conflict)
    gain = concede_reward(taken)
    harm = sheet.harm.model_dump()
    for item in harm["consequences"] + harm["conditions"]:
        item["this_conflict"] = False
    new = updated(sheet, fate_points=sheet.fate_points + gain, harm=harm)
    return ActionOutcome(new, "conceded", HARM_TEXT.CONCEDED,
                         HARM_TEXT.CONCEDE_TEXT.format(gain=amount(gain, LABELS.POINT_FORMS, "acc"), taken=taken),
                         changes=(HARM_TEXT.FP_CHANGE.format(before=sheet.fate_points, after=new.fate_points),))


class ModelParams(_Params):
    model: HarmModel = "fae"


def _set_model(sheet: FateSheet, p: ModelParams, box: DiceBox) -> ActionOutcome[FateSheet]:
    """Switch the harm model; raises ``RuleViolation`` while any stress or consequence is taken."""
    harm = sheet.harm
    if any(b.marked for t in harm.tracks for b in t.boxes) or any(c.taken for c in harm.consequences):
        raise RuleViolation(ERRORS.MODEL_IN_USE)
    fresh = default_harm(p.model).model_copy(update={"conditions": harm.conditions})
    new = updated(sheet, harm=fresh)
    label = texts.HARM_MODELS[p.model]
    return ActionOutcome(new, "model", label, HARM_TEXT.MODEL_TEXT.format(label=label),
                         changes=(HARM_TEXT.MODEL_CHANGE.format(label=label),))


class RecoverParams(_Params):
    consequence: int = Field(default=0, ge=0, le=5)
    approach: ApproachKey = "soustredeni"
    on_self: bool = False


RECOVERY_DIFFICULTY = {"mild": 2, "moderate": 4, "severe": 6, "extreme": 8}  # Core SRD: Fair/Great/Fantastic


def _recovery_target(sheet: FateSheet, p: RecoverParams) -> int:
    kind = sheet.harm.consequences[p.consequence].kind
    return RECOVERY_DIFFICULTY[kind] + (2 if p.on_self else 0)


def _needs_roll(sheet: FateSheet, p: RecoverParams) -> bool:
    harm = sheet.harm
    return harm.model != "fae" and p.consequence < len(harm.consequences) and harm.consequences[p.consequence].taken


def _recover_odds(sheet: FateSheet, p: RecoverParams) -> Odds:
    if not _needs_roll(sheet, p):
        return Odds((odds_entry("recovering", HARM_TEXT.RECOVERY_STARTS, Fraction(1)),), HARM_TEXT.FAE_NO_ROLL)
    chances = outcome_chances(sheet.approaches.rating(p.approach), _recovery_target(sheet, p), False)
    return Odds(tuple(odds_entry(k, texts.OUTCOMES[k], chances[k]) for k in OUTCOME_ORDER))


def _recover(sheet: FateSheet, p: RecoverParams, box: DiceBox) -> ActionOutcome[FateSheet]:
    """Start recovery of a taken consequence (FAE: justify; Core/Condensed: overcome roll, tie = success)."""
    harm = sheet.harm
    if p.consequence >= len(harm.consequences) or not harm.consequences[p.consequence].taken:
        return ActionOutcome(sheet, "nothing", HARM_TEXT.NOTHING_TO_HEAL, HARM_TEXT.NOTHING_TO_HEAL_TEXT)
    label = texts.CONSEQUENCE_KINDS[harm.consequences[p.consequence].kind]
    probability: Fraction | None = None
    if _needs_roll(sheet, p):
        target = _recovery_target(sheet, p)
        rating = sheet.approaches.rating(p.approach)
        total = box.roll("4dF").total + rating
        shifts = total - target
        probability = outcome_chances(rating, target, False)[outcome_of(shifts)]
        if shifts < 0:
            text = HARM_TEXT.RECOVERY_FAILED.format(total=rating_label(total), target=rating_label(target))
            return ActionOutcome(sheet, "failure", texts.OUTCOMES["failure"], text, total=total,
                                 probability=probability)
    data = harm.model_dump()
    data["consequences"][p.consequence]["recovering"] = True
    new = updated(sheet, harm=data)
    return ActionOutcome(new, "recovering", HARM_TEXT.RECOVERY_STARTS, HARM_TEXT.RECOVERY_TEXT.format(kind=label),
                         probability=probability, changes=(HARM_TEXT.RECOVERY_CHANGE.format(kind=label),))


def _recover_form(sheet: FateSheet) -> list[FieldView]:
    cons = [Option(value=i, label=f"{texts.CONSEQUENCE_KINDS[c.kind]} {c.aspect}".strip())
            for i, c in enumerate(sheet.harm.consequences)] or [Option(value=0, label=HARM_TEXT.DASH)]
    return [
        select("consequence", HARM_TEXT.CONSEQUENCE, 0, cons),
        select("approach", LABELS.APPROACH, "soustredeni", texts.APPROACHES),
        toggle("on_self", HARM_TEXT.ON_SELF),
    ]


take_hit = _take_hit  # the scene's «Pohltit zásah» takes a hit on the target's own sheet the same way
concede = _concede  # the scene's «Vzdát se» (FAE SRD)

TABLE_ACTIONS: tuple[Action[FateSheet, Any], ...] = (
    Action(id="take_hit", label=HARM_TEXT.TAKE_HIT, group=LABELS.GROUP_HARM, params_model=HitParams, form=_hit_form,
           perform=_take_hit, rolls=False),
    Action(id="concede", label=HARM_TEXT.CONCEDE, group=LABELS.GROUP_HARM, params_model=ConcedeParams,
           form=lambda s: [], perform=_concede, rolls=False),
    Action(id="recover", label=HARM_TEXT.RECOVER, group=LABELS.GROUP_HARM, params_model=RecoverParams,
           form=_recover_form, perform=_recover, odds=_recover_odds, dice="4dF"),
    COMPEL,
    MILESTONE,
    Action(id="harm_model", label=HARM_TEXT.SET_MODEL, group=LABELS.GROUP_SETUP, params_model=ModelParams,
           rolls=False, form=lambda s: [select("model", LABELS.HARM_MODEL, s.harm.model, texts.HARM_MODELS)],
           perform=_set_model),
)
