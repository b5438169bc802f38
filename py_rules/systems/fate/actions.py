"""The main roll: 4dF + approach (+ stunt, invokes, teamwork) against opposition, read per action.

Sources: procedure 002:L31-L37, dice L41-L45, approaches L68, reading the roll L122-L128, stunts, invokes and
teamwork L138-L142, per-action outcomes L148-L188.
"""

from __future__ import annotations

from dataclasses import asdict
from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from py_rules.czech import amount, percent
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.fate import texts
from py_rules.systems.fate.odds import OUTCOME_ORDER, outcome_chances
from py_rules.systems.fate.rules import (
    INVOKE_BONUS,
    ActionEffect,
    action_effect,
    check_invokes,
    format_rating,
    outcome_of,
    rating_label,
    stunt_applies,
    teamwork_bonus,
    teamwork_split,
)
from py_rules.systems.fate.sheet import ActionKey, ApproachKey, FateSheet, InvokeMark, LastRoll, updated
from py_rules.systems.fate.texts import ERRORS, LABELS
from py_rules.view import FieldView, Option, number, select, text, toggle

__all__ = [
    "FREE_ASPECT_FIELDS",
    "HELPER_FIELDS",
    "PAID_ASPECT_FIELDS",
    "ROLL",
    "RollParams",
    "dice_glyphs",
    "effect_lines",
    "roll_modifier",
    "shifts_line",
    "teamwork_line",
]


# One field per possible helper (at most 5, as the GM's limit): the form stays flat and static.
HELPER_FIELDS = ("helper_1", "helper_2", "helper_3", "helper_4", "helper_5")
_HELPER_RATINGS = range(-2, 9)  # the sheet's approach range, −2…+8
# The aspect of each invoke, so «each aspect once per roll» (the sheet's ``invoke_stacking``) is checked here too.
PAID_ASPECT_FIELDS = ("paid_aspect_1", "paid_aspect_2", "paid_aspect_3", "paid_aspect_4", "paid_aspect_5")
FREE_ASPECT_FIELDS = ("free_aspect_1", "free_aspect_2", "free_aspect_3")  # optional; the scene checks them too
_ASPECT_NAME = Field(default="", max_length=120)


class RollParams(BaseModel):
    """The player's choices for one roll (all bounded; see the form for the Czech labels)."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    action: ActionKey = "overcome"
    approach: ApproachKey = "styl"
    opposition_kind: Literal["none", "static", "active"] = "static"
    opposition: int = Field(default=2, ge=-4, le=12)
    stunt: int = Field(default=-1, ge=-1, le=7)
    paid_invokes: int = Field(default=0, ge=0, le=5)
    free_invokes: int = Field(default=0, ge=0, le=10)
    # the aspect of each paid invoke (required) and of free invokes (optional: the scene also checks them)
    paid_aspect_1: str = _ASPECT_NAME
    paid_aspect_2: str = _ASPECT_NAME
    paid_aspect_3: str = _ASPECT_NAME
    paid_aspect_4: str = _ASPECT_NAME
    paid_aspect_5: str = _ASPECT_NAME
    free_aspect_1: str = _ASPECT_NAME
    free_aspect_2: str = _ASPECT_NAME
    free_aspect_3: str = _ASPECT_NAME
    rerolls: int = Field(default=0, ge=0, le=3)
    # each helper's rating in the approach of this roll; None (the form's "nikdo") = no helper (002:L142)
    helper_1: int | None = Field(default=None, ge=-2, le=8)
    helper_2: int | None = Field(default=None, ge=-2, le=8)
    helper_3: int | None = Field(default=None, ge=-2, le=8)
    helper_4: int | None = Field(default=None, ge=-2, le=8)
    helper_5: int | None = Field(default=None, ge=-2, le=8)
    helper_limit: int = Field(default=2, ge=0, le=5)
    new_aspect: bool = True
    give_opponent: bool = False
    accept_cost: bool = False
    style_boost: bool = False
    defend_other: bool = False

    @model_validator(mode="before")
    @classmethod
    def _old_helper_count(cls, data: Any) -> Any:
        """Log entries written before the helpers' ratings were asked keep ``helpers`` = the number of
        eligible helpers (the player counted only those above +0); «Přepočítat z mých kostek» sends it back.
        Each of them gave +1, so they become helpers rated +1 — the same bonus — unless a rating is entered."""
        if not isinstance(data, dict) or "helpers" not in data:
            return data
        data = dict(data)
        old = data.pop("helpers")
        if isinstance(old, int) and not isinstance(old, bool) and 0 <= old <= len(HELPER_FIELDS) \
                and all(data.get(name) in (None, "") for name in HELPER_FIELDS):
            data.update(dict.fromkeys(HELPER_FIELDS[:old], 1))
        return data

    @field_validator(*HELPER_FIELDS, mode="before")
    @classmethod
    def _nobody(cls, value: Any) -> Any:
        return None if value == "" else value

    @model_validator(mode="after")
    def _rerolls_are_invokes(self) -> RollParams:
        if self.rerolls > self.paid_invokes + self.free_invokes:
            raise ValueError(ERRORS.REROLLS)
        return self

    @model_validator(mode="after")
    def _attack_and_defence_have_an_opponent(self) -> RollParams:
        """002:L110 the target of an attack may always defend; 002:L116 a defence answers someone's action:
        neither can be rolled «without opposition» (that is only 002:L33, for acting unopposed)."""
        if self.opposition_kind == "none" and self.action in ("attack", "defend"):
            raise ValueError(ERRORS.NEEDS_OPPONENT.format(action=texts.ACTIONS[self.action]))
        return self

    @model_validator(mode="after")
    def _options_fit_the_action(self) -> RollParams:
        """An option that cannot act on this roll is refused, not silently ignored: the failure options of
        create an advantage (002:L158, only on a new aspect), overcome (L168), the style trade of an attack (L174),
        defending another (L118); without opposition nothing is rolled (L33), so nothing is invoked."""
        only = (("give_opponent", "advantage"), ("accept_cost", "overcome"), ("style_boost", "attack"),
                ("defend_other", "defend"))
        for name, action in only:
            if getattr(self, name) and self.action != action:
                raise ValueError(ERRORS.OPTION_OTHER_ACTION.format(option=LABELS.OPTION_NAMES[name],
                                                               action=texts.ACTIONS[action]))
        if self.give_opponent and not self.new_aspect:
            raise ValueError(ERRORS.GIVE_OPPONENT_EXISTING)
        if self.opposition_kind == "none" and (self.paid_invokes or self.free_invokes or self.helper_ratings
                                               or self.stunt >= 0):
            raise ValueError(ERRORS.NOTHING_TO_ADD_UNOPPOSED)
        return self

    @model_validator(mode="after")
    def _named_invokes(self) -> RollParams:
        """Every paid invoke names its aspect; no name beyond the number of invokes of its kind."""
        paid = [getattr(self, name) for name in PAID_ASPECT_FIELDS]
        free = [getattr(self, name) for name in FREE_ASPECT_FIELDS]
        if not all(paid[:self.paid_invokes]):
            raise ValueError(ERRORS.NAME_PAID_INVOKE)
        if any(paid[self.paid_invokes:]):
            raise ValueError(ERRORS.PAID_NAMES_OVER)
        if sum(1 for name in free if name) > self.free_invokes:
            raise ValueError(ERRORS.FREE_NAMES_OVER)
        return self

    @property
    def invoked(self) -> list[tuple[str, bool]]:
        """The named invokes of this roll as ``(aspect, paid)`` pairs (for ``rules.check_invokes``)."""
        paid = [(getattr(self, name), True) for name in PAID_ASPECT_FIELDS[:self.paid_invokes]]
        return paid + [(name, False) for name in (getattr(self, f) for f in FREE_ASPECT_FIELDS) if name]

    @property
    def helper_ratings(self) -> list[int]:
        """The entered helpers' ratings in form order, without the empty ("nikdo") fields."""
        ratings = (self.helper_1, self.helper_2, self.helper_3, self.helper_4, self.helper_5)
        return [rating for rating in ratings if rating is not None]


def dice_glyphs(values: list[int]) -> str:
    """Fate dice as the seed writes them (002:L45): ``-++0``."""
    return "".join({-1: "-", 0: "0", 1: "+"}[v] for v in values)


def _stunt_bonus(sheet: FateSheet, p: RollParams) -> tuple[int, str]:
    """Bonus and name of the chosen stunt; raises ``RuleViolation`` if it does not exist or apply."""
    if p.stunt < 0:
        return 0, ""
    if p.stunt >= len(sheet.stunts):
        raise RuleViolation(ERRORS.NO_STUNT)
    stunt = sheet.stunts[p.stunt]
    if not stunt_applies(stunt, p.approach, p.action):
        raise RuleViolation(ERRORS.STUNT_MISMATCH.format(name=stunt.name))
    return stunt.bonus, stunt.name


def roll_modifier(sheet: FateSheet, p: RollParams) -> int:
    """Approach + stunt + 2 per invoke not used as a reroll + teamwork (002:L36, L138, L142)."""
    stunt, _ = _stunt_bonus(sheet, p)
    invokes = (p.paid_invokes + p.free_invokes - p.rerolls) * INVOKE_BONUS
    teamwork = teamwork_bonus(p.helper_ratings, p.helper_limit)
    return sheet.approaches.rating(p.approach) + stunt + invokes + teamwork


def _listed(ratings: list[int]) -> str:
    return ", ".join(format_rating(rating) for rating in ratings)


def teamwork_line(p: RollParams) -> str:
    """«Pomocníci: +1 (+3 pomáhá; +2 už nepomáhá – Vypravěč dovolil nejvýš 1 pomocníka; …)»; "" without helpers.

    Says which helpers counted, which were over the GM's limit and which were too weak (002:L142)."""
    ratings = p.helper_ratings
    if not ratings:
        return ""
    counted, over, low = teamwork_split(ratings, p.helper_limit)
    parts = []
    for group, forms in ((counted, LABELS.TW_COUNTED), (over, LABELS.TW_OVER), (low, LABELS.TW_LOW)):
        if group:
            parts.append(forms[0 if len(group) == 1 else 1].format(
                ratings=_listed(group), limit=amount(p.helper_limit, LABELS.HELPER_FORMS, "acc")))
    bonus = teamwork_bonus(ratings, p.helper_limit)
    return LABELS.TEAMWORK_TEXT.format(bonus=format_rating(bonus), parts="; ".join(parts))


def _check(sheet: FateSheet, p: RollParams) -> None:
    if sheet.harm.taken_out and p.opposition_kind != "none":
        raise RuleViolation(ERRORS.TAKEN_OUT_NO_ROLL)
    if p.paid_invokes > sheet.fate_points:
        raise RuleViolation(ERRORS.NOT_ENOUGH_FP.format(invokes=amount(p.paid_invokes, LABELS.INVOKE_FORMS, "acc"),
                                                        points=sheet.fate_points))
    check_invokes(p.invoked, sheet.invoke_stacking)  # the sheet's own stacking setting (digest choice 9)


def shifts_line(shifts: int) -> str:
    """«Rozdíl 2 posuny ve tvůj prospěch» / «… pro opozici»; a tie is «Žádný posun» (002:L126)."""
    if shifts == 0:
        return LABELS.NO_SHIFT
    return LABELS.SHIFTS_DIFF.format(shifts=amount(abs(shifts), LABELS.SHIFT_FORMS),
                                     who=LABELS.FOR_YOU if shifts > 0 else LABELS.FOR_OPPOSITION)


def _odds(sheet: FateSheet, p: RollParams) -> Odds:
    if p.opposition_kind == "none":
        return Odds((odds_entry("success", texts.OUTCOMES["success"], Fraction(1)),),
                    LABELS.NO_OPPOSITION_ODDS)
    modifier = roll_modifier(sheet, p)
    chances = outcome_chances(modifier, p.opposition, p.opposition_kind == "active")
    entries = tuple(odds_entry(k, texts.OUTCOMES[k], chances[k]) for k in OUTCOME_ORDER)
    against = LABELS.AGAINST_ACTIVE if p.opposition_kind == "active" else LABELS.AGAINST_STATIC
    parts = ", ".join(f"{texts.OUTCOMES[k].lower()} {percent(chances[k])}" for k in OUTCOME_ORDER)
    summary = LABELS.ODDS_SUMMARY.format(modifier=format_rating(modifier), against=against,
                                         opposition=rating_label(p.opposition), parts=parts)
    return Odds(entries, " ".join(filter(None, (summary, teamwork_line(p)))))


def effect_lines(effect: ActionEffect, defend_other: bool) -> list[str]:
    """Czech lines saying what the effect does (free invokes, boost, harm, defending another)."""
    lines: list[str] = []
    if effect.free_invokes:
        lines.append(LABELS.FX_FREE_INVOKES.format(n=effect.free_invokes))
    if effect.opponent_free_invokes:
        lines.append(LABELS.FX_OPPONENT)
    if effect.boost:
        lines.append(LABELS.FX_BOOST)
    if effect.harm:
        lines.append(LABELS.FX_HARM.format(shifts=amount(effect.harm, LABELS.SHIFT_FORMS, "acc")))
    if effect.cost:
        lines.append(LABELS.FX_MINOR_COST if effect.cost == "minor" else LABELS.FX_SERIOUS_COST)
    if effect.harmed_self and defend_other:
        lines.append(LABELS.FX_DEFEND_OTHER)
    return lines


def _perform(sheet: FateSheet, p: RollParams, box: DiceBox) -> ActionOutcome[FateSheet]:
    _check(sheet, p)
    name = texts.ACTIONS[p.action]
    if p.opposition_kind == "none":
        return ActionOutcome(sheet, "success", texts.OUTCOMES["success"], probability=Fraction(1),
                             explanation=LABELS.NO_OPPOSITION_TEXT.format(action=name))
    modifier = roll_modifier(sheet, p)
    first = box.roll("4dF")
    opponent = box.roll("4dF") if p.opposition_kind == "active" else None
    final = first
    for _ in range(p.rerolls):  # a reroll replaces all four dice, modifiers stay (digest F21)
        final = box.roll("4dF")
    opposition_total = p.opposition + (opponent.total if opponent else 0)
    total = final.total + modifier
    shifts = total - opposition_total
    outcome = outcome_of(shifts)
    effect = action_effect(p.action, shifts, new_aspect=p.new_aspect, give_opponent=p.give_opponent,
                           accept_cost=p.accept_cost, style_boost=p.style_boost)
    result_text, line = texts.ACTION_RESULTS[(p.action, outcome)]
    own = [d.value for d in final.dice]
    parts = [LABELS.ROLL_TEXT.format(action=name, approach=texts.APPROACHES[p.approach], dice=dice_glyphs(own),
                                     dice_total=format_rating(final.total), modifier=format_rating(modifier),
                                     total=rating_label(total))]
    if p.helper_ratings:
        parts.append(teamwork_line(p))
    if p.rerolls:
        parts.append(LABELS.REROLLED.format(dice=dice_glyphs([d.value for d in first.dice])))
    if opponent:
        parts.append(LABELS.OPPONENT_TEXT.format(dice=dice_glyphs([d.value for d in opponent.dice]),
                                                 dice_total=format_rating(opponent.total),
                                                 rating=format_rating(p.opposition),
                                                 total=rating_label(opposition_total)))
    else:
        parts.append(LABELS.OPPOSITION_TEXT.format(total=rating_label(opposition_total)))
    parts.append(LABELS.SHIFTS_TEXT.format(diff=shifts_line(shifts), outcome=texts.OUTCOMES[outcome], action=name,
                                           result=result_text.rstrip("."), line=line))
    lines = effect_lines(effect, p.defend_other)
    if p.action == "attack" and outcome == "style" and not p.style_boost:
        lines.append(LABELS.FX_STYLE_OPTION.format(shifts=amount(shifts - 1, LABELS.SHIFT_FORMS)))
    last = LastRoll(action=p.action, approach=p.approach, dice=own, modifier=modifier,
                    opposition=opposition_total, invokes=p.paid_invokes + p.free_invokes,
                    invoked=[InvokeMark(aspect=a, paid=paid) for a, paid in p.invoked], new_aspect=p.new_aspect,
                    give_opponent=p.give_opponent, accept_cost=p.accept_cost, style_boost=p.style_boost,
                    defend_other=p.defend_other)
    new_sheet = updated(sheet, fate_points=sheet.fate_points - p.paid_invokes, last_roll=last)
    changes: list[str] = []
    if p.paid_invokes:
        changes.append(LABELS.FP_SPENT.format(before=sheet.fate_points, after=new_sheet.fate_points))
    chances = outcome_chances(modifier, p.opposition, opponent is not None)
    details: dict[str, Any] = {"shifts": shifts, "modifier": modifier, "opposition_total": opposition_total,
                               "dice": own, "effect": asdict(effect), "effects": lines}
    return ActionOutcome(new_sheet, outcome, texts.OUTCOMES[outcome], " ".join(parts + lines), total=total,
                         probability=chances[outcome], changes=tuple(changes), details=details)


def _helper_fields() -> list[FieldView]:
    """One select per helper: "nikdo", or the rating in the roll's approach; +0 and less are marked (002:L142)."""
    ratings = [Option(value="", label=LABELS.NOBODY)] + [
        Option(value=r, label=rating_label(r) if r > 0 else LABELS.HELPER_CANNOT.format(label=rating_label(r)))
        for r in _HELPER_RATINGS]
    return [select(name, LABELS.HELPER.format(n=i), "", ratings, hint=LABELS.HELPER_HINT if i == 1 else None)
            for i, name in enumerate(HELPER_FIELDS, start=1)]


def _form(sheet: FateSheet) -> list[FieldView]:
    approaches = [Option(value=k, label=f"{v} {format_rating(sheet.approaches.rating(k))}")
                  for k, v in texts.APPROACHES.items()]
    stunts = [Option(value=-1, label=LABELS.NO_STUNT)] + [
        Option(value=i, label=f"{s.name} (+{s.bonus})") for i, s in enumerate(sheet.stunts)]
    kinds = {"static": LABELS.STATIC, "active": LABELS.ACTIVE, "none": LABELS.NO_OPPOSITION}
    return [
        select("action", LABELS.ACTION, "overcome", texts.ACTIONS),
        select("approach", LABELS.APPROACH, "styl", approaches),
        select("opposition_kind", LABELS.OPPOSITION_KIND, "static", kinds),
        number("opposition", LABELS.OPPOSITION, 2, -4, 12, hint=LABELS.OPPOSITION_HINT),
        select("stunt", LABELS.STUNT, -1, stunts),
        number("paid_invokes", LABELS.PAID_INVOKES, 0, 0, min(5, sheet.fate_points), hint=LABELS.PAID_HINT),
        *(text(name, LABELS.PAID_ASPECT.format(n=i), "", hint=LABELS.PAID_ASPECT_HINT if i == 1 else None)
          for i, name in enumerate(PAID_ASPECT_FIELDS, start=1)),
        number("free_invokes", LABELS.FREE_INVOKES, 0, 0, 10, hint=LABELS.FREE_HINT),
        *(text(name, LABELS.FREE_ASPECT.format(n=i), "", hint=LABELS.FREE_ASPECT_HINT if i == 1 else None)
          for i, name in enumerate(FREE_ASPECT_FIELDS, start=1)),
        number("rerolls", LABELS.REROLLS, 0, 0, 3, hint=LABELS.REROLL_HINT),
        *_helper_fields(),
        number("helper_limit", LABELS.HELPER_LIMIT, 2, 0, 5),
        toggle("new_aspect", LABELS.NEW_ASPECT, True),
        toggle("give_opponent", LABELS.GIVE_OPPONENT),
        toggle("accept_cost", LABELS.ACCEPT_COST),
        toggle("style_boost", LABELS.STYLE_BOOST),
        toggle("defend_other", LABELS.DEFEND_OTHER),
    ]


ROLL: Action[FateSheet, RollParams] = Action(
    id="roll", label=LABELS.ROLL_LABEL, group=LABELS.GROUP_ROLL, params_model=RollParams, form=_form,
    perform=_perform, odds=_odds, dice="4dF", hint=LABELS.ROLL_HINT,
    first=("action", "approach", "opposition", "free_invokes"),
)
