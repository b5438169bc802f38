"""Fate points between rolls: compels and milestones (end of scene / session / scenario) [FAE SRD].

Seed 002 does not describe fate points, compels or recovery; the digest (§3.3, §3.5) lists the SRD rules used.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from py_rules.systems.base import Action, ActionOutcome, DiceBox
from py_rules.systems.fate import texts
from py_rules.systems.fate.rules import compel, session_refresh
from py_rules.systems.fate.sheet import FateSheet, refresh_of, updated
from py_rules.systems.fate.texts import HARM_TEXT, LABELS
from py_rules.view import Option, select, toggle

__all__ = ["COMPEL", "MILESTONE", "CompelParams", "MilestoneParams"]


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CompelParams(_Params):
    accept: bool = True


def _compel(sheet: FateSheet, p: CompelParams, box: DiceBox) -> ActionOutcome[FateSheet]:
    """Accept (+1) or refuse (−1) a compel; refusing at 0 raises ``RuleViolation`` (case F32)."""
    points = compel(sheet.fate_points, p.accept)
    new = updated(sheet, fate_points=points)
    what = HARM_TEXT.COMPEL_ACCEPTED if p.accept else HARM_TEXT.COMPEL_REFUSED
    return ActionOutcome(new, "accepted" if p.accept else "refused", HARM_TEXT.COMPEL,
                         HARM_TEXT.COMPEL_TEXT.format(what=what),
                         changes=(HARM_TEXT.FP_CHANGE.format(before=sheet.fate_points, after=points),))


class MilestoneParams(_Params):
    kind: Literal["scene", "session", "scenario"] = "scene"


_CLEARS = {"scene": ("mild",), "session": ("mild", "moderate"), "scenario": ("mild", "moderate", "severe")}


def _milestone(sheet: FateSheet, p: MilestoneParams, box: DiceBox) -> ActionOutcome[FateSheet]:
    """Scene end clears stress and fleeting conditions; recovering consequences heal at their milestone."""
    harm = sheet.harm.model_dump()
    changes = []
    for track in harm["tracks"]:
        for b in track["boxes"]:
            b["marked"] = False
    for c in harm["consequences"]:
        c["this_conflict"] = False
        if c["taken"] and c["recovering"] and c["kind"] in _CLEARS[p.kind]:
            changes.append(HARM_TEXT.HEALED.format(kind=texts.CONSEQUENCE_KINDS[c["kind"]], aspect=c["aspect"]))
            c.update(taken=False, recovering=False, aspect="")
    for s in harm["conditions"]:
        s["this_conflict"] = False
        if s["kind"] == "fleeting":
            s["marked"] = False
    harm["taken_out"] = False
    points = sheet.fate_points
    if p.kind != "scene":
        points = session_refresh(sheet.fate_points, refresh_of(sheet.base_refresh, len(sheet.stunts)))
        changes.append(HARM_TEXT.REFRESHED.format(before=sheet.fate_points, after=points))
    new = updated(sheet, harm=harm, fate_points=points)
    changes.insert(0, HARM_TEXT.STRESS_CLEARED)
    label = texts.MILESTONES[p.kind]
    return ActionOutcome(new, p.kind, label, HARM_TEXT.MILESTONE_TEXT.format(label=label, changes=" ".join(changes)),
                         changes=tuple(changes))


COMPEL: Action[FateSheet, CompelParams] = Action(
    id="compel", label=HARM_TEXT.COMPEL, group=LABELS.GROUP_FATE, params_model=CompelParams, rolls=False,
    perform=_compel, form=lambda s: [toggle("accept", HARM_TEXT.COMPEL_ACCEPT, True)],
)

MILESTONE: Action[FateSheet, MilestoneParams] = Action(
    id="milestone", label=HARM_TEXT.MILESTONE, group=LABELS.GROUP_FATE, params_model=MilestoneParams, rolls=False,
    perform=_milestone,
    form=lambda s: [select("kind", HARM_TEXT.MILESTONE_KIND, "scene", [Option(value=k, label=v) for k, v
                                                                          in texts.MILESTONES.items()])],
)
