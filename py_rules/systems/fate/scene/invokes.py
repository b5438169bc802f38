"""What a roll on the scene adds and what it costs: the approach or an NPC's skill, a stunt, free invokes from the
scene, paid invokes from the roller's sheet, and allies' teamwork (002:L36, L138, L142).

Every check runs before anything changes and raises ``RuleViolation`` in Czech. Skills of quick NPCs follow the FAE
SRD's mooks; the helper's rating is the one in the roll's approach (digest choice 3).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.czech import amount
from py_rules.errors import RuleViolation
from py_rules.systems.base import Links
from py_rules.systems.fate import texts
from py_rules.systems.fate.rules import DEFAULT_HELPER_LIMIT, INVOKE_BONUS, check_invokes, format_rating, stunt_applies
from py_rules.systems.fate.scene.board import FateScene, InvokeRecord, NpcSkill, SceneAspect
from py_rules.systems.fate.scene.table import Sheets, active, name_of, person
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.sheet import FateSheet, updated
from py_rules.systems.fate.texts import ERRORS, LABELS

__all__ = ["STUNT", "FreePaid", "Prepared", "RollChoices", "check_free", "close_sheet_roll", "in_play", "invoke_line",
           "invokes_after", "npc_skill", "paid_lines", "prepare", "records", "spend"]

STUNT = r"^(\d{1,2}/\d)?$"  # "participant/stunt" (and "participant/skill")


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class FreePaid(_Params):
    """Up to two free invokes from the scene and two paid ones, each +2 (002:L138)."""

    volne_1: int = Field(default=-1, ge=-1, le=29)
    volne_2: int = Field(default=-1, ge=-1, le=29)
    placene_1: str = Field(default="", max_length=120)
    placene_2: str = Field(default="", max_length=120)

    @property
    def free(self) -> list[int]:
        return [i for i in (self.volne_1, self.volne_2) if i >= 0]

    @property
    def paid(self) -> list[str]:
        return [name for name in (self.placene_1, self.placene_2) if name]


class RollChoices(FreePaid):
    """A roll's choices beside the approach: a stunt, an NPC's skill, invokes and helpers (002:L138, L142)."""

    trik: str = Field(default="", max_length=6, pattern=STUNT)
    dovednost: str = Field(default="", max_length=6, pattern=STUNT)
    pomocnik_1: int = Field(default=-1, ge=-1, le=11)
    pomocnik_2: int = Field(default=-1, ge=-1, le=11)
    pomocnik_3: int = Field(default=-1, ge=-1, le=11)
    pomocniku_max: int = Field(default=DEFAULT_HELPER_LIMIT, ge=0, le=5)
    # how many of the invokes reroll all four dice instead of +2 (002:L138 «bonusem +2 nebo možností opakování
    # hodu»), as the sheet's «Z toho přehození»: each a new 4dF after the first, the last stands (digest F21)
    prehozy: int = Field(default=0, ge=0, le=4)

    @model_validator(mode="after")
    def _rerolls_are_invokes(self) -> RollChoices:
        if self.prehozy > len(self.free) + len(self.paid):
            raise ValueError(ERRORS.REROLLS)
        return self

    @property
    def helpers(self) -> list[int]:
        return [i for i in (self.pomocnik_1, self.pomocnik_2, self.pomocnik_3) if i >= 0]


@dataclass(frozen=True)
class Prepared:
    """A roll's modifier and what it costs: the roller's sheet with the fate points paid, the invokes named, how it
    is rolled («přístupem Styl» / «dovedností „rvačka“») and the helpers who give up their action."""

    modifier: int
    sheet: FateSheet
    invoked: list[tuple[str, bool]]
    stunt: str = ""
    how: str = ""
    helpers: list[int] = field(default_factory=list)
    rerolls: int = 0  # invokes used to reroll the four dice, not in ``modifier``


def in_play(scene: FateScene, sheets: Sheets) -> dict[str, str]:
    """Every aspect in play by its casefolded name: the scene's and each participant's sheet's."""
    names: dict[str, str] = {}
    for a in scene.aspects:
        names.setdefault(a.text.casefold(), a.text)
    for i in range(len(scene.ucastnici)):
        try:
            sheet = sheets.get(i)
        except RuleViolation:
            continue
        for name in (sheet.high_concept, sheet.trouble, *(a.text for a in sheet.aspects),
                     *(c.aspect for c in sheet.harm.consequences if c.taken)):
            if name:
                names.setdefault(name.casefold(), name)
    return names


def _side_of(scene: FateScene, name: str, sheets: Sheets) -> int | None:
    return next((p.strana for i, p in enumerate(scene.ucastnici) if name_of(scene, i, sheets.links) == name), None)


def check_free(scene: FateScene, sheets: Sheets, who: int, free: list[int]) -> None:
    """Free invokes on the scene's aspects: enough left, not held by the other side (002:L142 hands them to allies
    only), and a boost or the opponent's invoke of a failed create-advantage only by whoever holds it (L142:
    handing over needs a successful roll; a boost is a tie's, L156; the opponent's invoke a failure's, L158).
    Raises ``RuleViolation``."""
    side = person(scene, who).strana
    for index, uses in Counter(free).items():
        if index >= len(scene.aspects):
            raise RuleViolation(ERRORS.NO_ASPECT)
        aspect = scene.aspects[index]
        if aspect.free_invokes < uses:
            raise RuleViolation(TABLE_TEXT.FREE_NONE_LEFT.format(aspect=aspect.text, left=aspect.free_invokes))
        name = name_of(scene, who, sheets.links)
        holder_side = _side_of(scene, aspect.holder, sheets)
        if holder_side is not None and holder_side != side:
            raise RuleViolation(TABLE_TEXT.FREE_OTHER_SIDE.format(aspect=aspect.text, holder=aspect.holder, name=name))
        # 002:L158 the opponent's invoke of a failed create-advantage is the opponent's alone: handing it to an
        # ally needs a successful create-advantage roll (L142)
        if aspect.holder_only and aspect.holder != name:
            raise RuleViolation(TABLE_TEXT.FREE_HOLDER_ONLY.format(aspect=aspect.text, holder=aspect.holder, name=name))
        # 002:L142 an ally's free invoke needs a successful create-advantage roll; a boost comes from a tie (L156)
        if aspect.kind == "boost" and holder_side is not None and aspect.holder != name:
            raise RuleViolation(TABLE_TEXT.BOOST_NOT_PASSED.format(aspect=aspect.text, holder=aspect.holder, name=name))


def _named(scene: FateScene, sheets: Sheets, p: FreePaid) -> list[tuple[str, bool]]:
    known = in_play(scene, sheets)
    for name in p.paid:
        if name.casefold() not in known:
            raise RuleViolation(TABLE_TEXT.PAID_UNKNOWN.format(aspect=name))
    return [(scene.aspects[i].text, False) for i in p.free] + [(known[n.casefold()], True) for n in p.paid]


def _pay(sheet: FateSheet, paid: int) -> FateSheet:
    if paid > sheet.fate_points:
        raise RuleViolation(ERRORS.NOT_ENOUGH_FP.format(invokes=amount(paid, LABELS.INVOKE_FORMS),
                                                        points=sheet.fate_points))
    return updated(sheet, fate_points=sheet.fate_points - paid) if paid else sheet


def invokes_after(scene: FateScene, sheets: Sheets, who: int, p: FreePaid,
                  earlier: list[InvokeRecord]) -> tuple[list[tuple[str, bool]], FateSheet]:
    """Invokes added to a roll already made: checked like the roll's own, the stacking rule over the whole roll
    (``earlier`` and these); returns the invokes and the roller's sheet with the points paid."""
    check_free(scene, sheets, who, p.free)
    invoked = _named(scene, sheets, p)
    check_invokes([(r.aspect, r.paid) for r in earlier] + invoked, scene.invoke_stacking)
    return invoked, _pay(sheets.get(who), len(p.paid))


def npc_skill(scene: FateScene, who: int, choice: str, links: Links) -> NpcSkill | None:
    """The skill ``"participant/skill"`` of NPC ``who``, or None for none chosen; raises ``RuleViolation`` for
    another's skill, a linked character's (it rolls by approach) or one it does not have."""
    if not choice:
        return None
    owner, index = (int(part) for part in choice.split("/"))
    if owner != who:
        raise RuleViolation(TABLE_TEXT.SKILL_OWNER)
    me = person(scene, who)
    name = name_of(scene, who, links)
    if me.postava:
        raise RuleViolation(TABLE_TEXT.SKILL_LINKED.format(name=name))
    if index >= len(me.dovednosti):
        raise RuleViolation(TABLE_TEXT.NO_SKILL.format(name=name))
    return me.dovednosti[index]


def _stunt(sheet: FateSheet, who: int, choice: str, approach: str, action: str) -> tuple[int, str]:
    if not choice:
        return 0, ""
    owner, index = (int(part) for part in choice.split("/"))
    if owner != who:
        raise RuleViolation(TABLE_TEXT.STUNT_OWNER)
    if index >= len(sheet.stunts):
        raise RuleViolation(ERRORS.NO_STUNT)
    stunt = sheet.stunts[index]
    if not stunt_applies(stunt, approach, action):
        raise RuleViolation(ERRORS.STUNT_MISMATCH.format(name=stunt.name))
    return stunt.bonus, stunt.name


def _helper_rating(scene: FateScene, index: int, sheets: Sheets, approach: str) -> tuple[int, str]:
    """The helper's rating and the refusal if it is not above +0: its approach of the roll; an NPC rated by
    skills helps with its best skill (what it is good at; the GM judges that the help fits)."""
    helper = person(scene, index)
    name = name_of(scene, index, sheets.links)
    if not helper.postava and helper.dovednosti:
        best = max(s.hodnoceni for s in helper.dovednosti)
        return best, TABLE_TEXT.HELPER_LOW_SKILL.format(name=name)
    rating = sheets.get(index).approaches.rating(approach)
    return rating, TABLE_TEXT.HELPER_LOW.format(name=name, approach=texts.APPROACHES[approach],
                                                rating=format_rating(rating))


def _helpers(scene: FateScene, sheets: Sheets, who: int, approach: str, p: RollChoices,
             against: frozenset[int]) -> list[int]:
    """Allies who give up their action for +1 each (002:L142 «na podporu té vaší»): on the roller's side, not the
    action's target or opponent (``against``), still acting, not yet acted this round, rated above +0, at most the
    GM's limit. Raises ``RuleViolation``."""
    helpers = p.helpers
    side = person(scene, who).strana
    for index in helpers:
        helper = person(scene, index)
        name = name_of(scene, index, sheets.links)
        if index == who:
            raise RuleViolation(TABLE_TEXT.HELPER_SELF)
        if index in against:
            raise RuleViolation(TABLE_TEXT.HELPER_AGAINST.format(name=name))
        if helpers.count(index) > 1:
            raise RuleViolation(TABLE_TEXT.HELPER_TWICE.format(name=name))
        if helper.strana != side:
            raise RuleViolation(TABLE_TEXT.HELPER_NOT_ALLY.format(name=name))
        if not active(scene, index, sheets.links):
            raise RuleViolation(TABLE_TEXT.HELPER_OUT.format(name=name))
        if scene.poradi and helper.jednal:
            raise RuleViolation(TABLE_TEXT.HELPER_ACTED.format(name=name))
        rating, low = _helper_rating(scene, index, sheets, approach)
        if rating <= 0:
            raise RuleViolation(low)
    if len(helpers) > p.pomocniku_max:
        raise RuleViolation(TABLE_TEXT.HELPER_LIMIT.format(limit=amount(p.pomocniku_max, LABELS.HELPER_FORMS, "acc"),
                                                           count=len(helpers)))
    return helpers


def prepare(scene: FateScene, sheets: Sheets, who: int, approach: str, action: str, p: RollChoices,
            against: frozenset[int] = frozenset()) -> Prepared:
    """The roller's modifier (approach or skill + stunt + 2 per invoke not used as a reroll + 1 per helper) after
    checking the skill, the stunt, the free invokes on the scene, the paid ones (an aspect in play, fate points on
    the roller's sheet), the stacking rule over the whole roll, sheet and scene together (002:L138; choice 9) and
    the helpers (L142; none of them the target or opponent in ``against``). Raises ``RuleViolation``; changes
    nothing."""
    sheet = sheets.get(who)
    skill = npc_skill(scene, who, p.dovednost, sheets.links)
    # a stunt limited to an approach does not apply to a roll by a skill
    stunt_bonus, stunt_name = _stunt(sheet, who, p.trik, approach if skill is None else "", action)
    check_free(scene, sheets, who, p.free)
    invoked = _named(scene, sheets, p)
    check_invokes(invoked, scene.invoke_stacking)
    helpers = _helpers(scene, sheets, who, approach, p, against)
    paid_sheet = _pay(sheet, len(p.paid))
    if skill is None:
        base = sheet.approaches.rating(approach)
        how = TABLE_TEXT.HOW_APPROACH.format(approach=texts.APPROACHES[approach])
    else:
        base, how = skill.hodnoceni, TABLE_TEXT.HOW_SKILL.format(skill=skill.nazev)
    modifier = base + stunt_bonus + INVOKE_BONUS * (len(invoked) - p.prehozy) + len(helpers)
    return Prepared(modifier, paid_sheet, invoked, stunt_name, how, helpers, p.prehozy)


def spend(aspects: list[SceneAspect], free: list[int], drop: set[int] | None = None,
          ) -> tuple[list[SceneAspect], list[str], dict[int, int]]:
    """The aspects with the free invokes spent (a boost used is gone, 002:L156) and those in ``drop`` (boosts that
    expired as this roll began) left out; with the lines and where each kept aspect moved (old → new index)."""
    out = list(aspects)
    lines = []
    for index, uses in Counter(free).items():
        aspect = out[index]
        out[index] = aspect.model_copy(update={"free_invokes": aspect.free_invokes - uses})
        lines += [TABLE_TEXT.FREE_SPENT.format(name=aspect.text)] * uses
    gone = drop or set()
    kept = [i for i, a in enumerate(out) if i not in gone and not (a.kind == "boost" and a.free_invokes == 0)]
    return [out[i] for i in kept], lines, {old: new for new, old in enumerate(kept)}


def paid_lines(sheets: Sheets, who: int, before: FateSheet, after: FateSheet) -> list[str]:
    if after.fate_points == before.fate_points:
        return []
    return sheets.put(who, after, [TABLE_TEXT.FP_CHANGE.format(before=before.fate_points, after=after.fate_points)])


def close_sheet_roll(sheets: Sheets, who: int) -> list[str]:
    """The participant rolled on the scene: its sheet's own last roll is closed (``last_roll`` cleared), so the
    sheet's «Vyvolat aspekt po hodu» cannot invoke on an older roll; the roll and its total live on the scene
    (``FateScene.posledni_hod`` / ``utok``), where «Vyvolat po hodu» invokes on it (002:L138). Returns the lines."""
    sheet = sheets.get(who)
    if sheet.last_roll is None:
        return []
    return sheets.put(who, updated(sheet, last_roll=None), [TABLE_TEXT.SHEET_ROLL_CLOSED])


def invoke_line(invoked: list[tuple[str, bool]]) -> list[str]:
    if not invoked:
        return []
    names = ", ".join((TABLE_TEXT.INVOKE_PAID if paid else TABLE_TEXT.INVOKE_FREE).format(name=name)
                      for name, paid in invoked)
    return [TABLE_TEXT.INVOKES.format(names=names)]


def records(invoked: list[tuple[str, bool]]) -> list[InvokeRecord]:
    return [InvokeRecord(aspect=n, paid=paid) for n, paid in invoked]
