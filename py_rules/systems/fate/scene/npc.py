"""Quick NPCs on the scene: a mook rated by what it is good and bad at instead of by approaches.

Seed 002 points to the missing p.209 for the opposition; the FAE SRD (postavy Vypravěče › poskoci) gives a mook
one or two things it is good at (+2) and bad at (−2), +0 in everything else, zero to two stress boxes and no
consequences: what its stress does not absorb takes it out. On the scene it rolls, defends, helps and takes hits
like any participant (``scene/rolls.py``, ``scene/conflict.py``).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from py_rules.czech import amount
from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Links
from py_rules.systems.fate.scene.board import MAX_PARTICIPANTS, FateScene, NpcSkill, Participant
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.sheet import FateSheet, Harm, StressBox, StressTrack, updated
from py_rules.view import FieldView, Option, number, select, text

__all__ = ["BAD", "GOOD", "MookParams", "mook", "mook_form", "mook_sheet", "skill_fields"]

GOOD, BAD = 2, -2  # FAE SRD: «Dobrý (+2) v …», «Špatný (−2) v …»
MAX_MOOK_BOXES = 2  # FAE SRD: a mook has zero to two stress boxes


class MookParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    jmeno: str = Field(default=TABLE_TEXT.MOOK_DEFAULT, min_length=1, max_length=80)
    strana: int = Field(default=1, ge=0, le=1)
    dobry_v: str = Field(default=TABLE_TEXT.GOOD_DEFAULT, min_length=1, max_length=80)
    spatny_v: str = Field(default="", max_length=80)
    stres: int = Field(default=0, ge=0, le=MAX_MOOK_BOXES)


def mook_sheet(name: str, boxes: int) -> FateSheet:
    """A mook's sheet: approaches +0 (everything it is neither good nor bad at), no fate points, ``boxes`` stress
    boxes of 1 and 2 shifts (one per hit, as the FAE track) and no consequences [FAE SRD]."""
    from py_rules.systems.fate import new_sheet

    track = StressTrack(boxes=[StressBox(value=v) for v in range(1, boxes + 1)])
    return updated(new_sheet(name), fate_points=0, harm=Harm(model="fae", tracks=[track], consequences=[]))


def mook(scene: FateScene, p: MookParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """Add a mook to the scene; in a running conflict it acts last in the turn order. Raises ``RuleViolation``
    when the scene is full."""
    if len(scene.ucastnici) >= MAX_PARTICIPANTS:
        raise RuleViolation(TABLE_TEXT.PEOPLE_FULL.format(limit=amount(MAX_PARTICIPANTS, TABLE_TEXT.PEOPLE_FORMS)))
    skills = [NpcSkill(nazev=p.dobry_v, hodnoceni=GOOD)]
    if p.spatny_v:
        skills.append(NpcSkill(nazev=p.spatny_v, hodnoceni=BAD))
    added = Participant(jmeno=p.jmeno, strana=p.strana, denik=mook_sheet(p.jmeno, p.stres), dovednosti=skills)
    index = len(scene.ucastnici)
    order = [*scene.poradi, index] if scene.poradi else []
    new = updated(scene, ucastnici=[*scene.ucastnici, added], poradi=order)
    bad = TABLE_TEXT.MOOK_BAD.format(bad=p.spatny_v) if p.spatny_v else ""
    text_ = TABLE_TEXT.MOOK_ADDED.format(name=p.jmeno, side=TABLE_TEXT.SIDES[p.strana], good=p.dobry_v, bad=bad,
                                         boxes=amount(p.stres, TABLE_TEXT.BOX_FORMS))
    lines = [text_, *([TABLE_TEXT.MOOK_ORDER.format(name=p.jmeno)] if order else [])]
    return ActionOutcome(new, "added", TABLE_TEXT.L_MOOK, " ".join(lines), changes=tuple(lines))


def mook_form(scene: FateScene, links: Links) -> list[FieldView]:
    sides = [Option(value=k, label=v) for k, v in TABLE_TEXT.SIDES.items()]
    return [text("jmeno", TABLE_TEXT.P_MOOK_NAME, TABLE_TEXT.MOOK_DEFAULT),
            select("strana", TABLE_TEXT.SIDE, 1, sides),
            text("dobry_v", TABLE_TEXT.P_GOOD, TABLE_TEXT.GOOD_DEFAULT),
            text("spatny_v", TABLE_TEXT.P_BAD, ""), number("stres", TABLE_TEXT.P_STRESS_BOXES, 0, 0, MAX_MOOK_BOXES)]


def skill_fields(base: str, skills: list[NpcSkill]) -> list[FieldView]:
    """The NPC card's skill names and ratings, edited in place."""
    fields: list[FieldView] = []
    for k, skill in enumerate(skills):
        fields += [text(f"{base}.dovednosti.{k}.nazev", TABLE_TEXT.SKILL.format(n=k + 1), skill.nazev),
                   number(f"{base}.dovednosti.{k}.hodnoceni", TABLE_TEXT.SKILL_RATING.format(n=k + 1), skill.hodnoceni,
                          -2, 8)]
    return fields
