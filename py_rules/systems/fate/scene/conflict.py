"""The scene as one table (issue 22 Build): rolls made for the characters and NPCs in the scene write their results
into it, attacks land on the target's own sheet, and a conflict runs in rounds with a turn order.

Seed 002 (L = line): create an advantage L90-L96, L150-L158; overcome L100-L104, L162-L168; attack L108-L110,
L172-L180; defence L114-L118, L184-L188; shifts and outcomes L122-L128; invokes L138; boosts «do konce příštího
kola» L156. Harm (L172 points to the missing p.187), conceding and turn order follow the FAE SRD (digest §3.5,
§3.6). Every action checks everything before it changes anything.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.czech import amount
from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Links, Odds, odds_entry
from py_rules.systems.fate import texts
from py_rules.systems.fate.actions import dice_glyphs, shifts_line
from py_rules.systems.fate.odds import OUTCOME_ORDER, outcome_chances
from py_rules.systems.fate.rules import (
    INVOKE_BONUS,
    action_effect,
    check_invokes,
    format_rating,
    outcome_of,
    rating_label,
    stunt_applies,
)
from py_rules.systems.fate.scene.board import (
    MAX_ASPECTS,
    ConflictKind,
    FateScene,
    InvokeRecord,
    Participant,
    PendingAttack,
    PendingHit,
    SceneAspect,
    advance_round,
    boost,
    next_roll,
)
from py_rules.systems.fate.scene.table import (
    Sheets,
    active,
    name_of,
    on_turn,
    person,
    sheet_of,
    sides_left,
    turn_order,
)
from py_rules.systems.fate.scene.words import C
from py_rules.systems.fate.sheet import ApproachKey, FateSheet, updated
from py_rules.systems.fate.table_actions import ConcedeParams, HitParams, concede, take_hit
from py_rules.view import FieldView, Option, number, select, text, toggle

__all__ = ["CONFLICT_ACTIONS"]

T, E = texts.T, texts.E
STUNT = r"^(\d{1,2}/\d)?$"  # "participant/stunt"


class _Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class _Invokes(_Params):
    """A stunt and up to two free invokes from the scene and two paid ones, each +2 (002:L138)."""

    trik: str = Field(default="", max_length=6, pattern=STUNT)
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


@dataclass(frozen=True)
class _Prepared:
    """A roll's modifier and what it costs: the roller's sheet with the fate points paid, the invokes named."""

    modifier: int
    sheet: FateSheet
    invoked: list[tuple[str, bool]]
    stunt: str


def _in_play(scene: FateScene, sheets: Sheets) -> dict[str, str]:
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


def _side_of(scene: FateScene, name: str, links: Links) -> int | None:
    return next((p.strana for i, p in enumerate(scene.ucastnici) if name_of(scene, i, links) == name), None)


def _prepare(scene: FateScene, sheets: Sheets, who: int, approach: ApproachKey, action: str,
             p: _Invokes) -> _Prepared:
    """The roller's modifier (approach + stunt + 2 per invoke) after checking the stunt, the free invokes on
    the scene (enough left, not the other side's), the paid ones (an aspect in play, fate points on the
    roller's sheet) and the stacking rule over the whole roll, sheet and scene together (002:L138; choice 9).
    Raises ``RuleViolation``; changes nothing."""
    me = person(scene, who)
    sheet = sheets.get(who)
    stunt_bonus, stunt_name = 0, ""
    if p.trik:
        owner, index = (int(part) for part in p.trik.split("/"))
        if owner != who:
            raise RuleViolation(C.STUNT_OWNER)
        if index >= len(sheet.stunts):
            raise RuleViolation(E.NO_STUNT)
        stunt = sheet.stunts[index]
        if not stunt_applies(stunt, approach, action):
            raise RuleViolation(E.STUNT_MISMATCH.format(name=stunt.name))
        stunt_bonus, stunt_name = stunt.bonus, stunt.name
    for index, uses in Counter(p.free).items():
        if index >= len(scene.aspects):
            raise RuleViolation(E.NO_ASPECT)
        aspect = scene.aspects[index]
        if aspect.free_invokes < uses:
            raise RuleViolation(C.FREE_NONE_LEFT.format(aspect=aspect.text, left=aspect.free_invokes))
        side = _side_of(scene, aspect.holder, sheets.links)
        if side is not None and side != me.strana:
            raise RuleViolation(C.FREE_OTHER_SIDE.format(aspect=aspect.text, holder=aspect.holder,
                                                         name=name_of(scene, who, sheets.links)))
    known = _in_play(scene, sheets)
    for name in p.paid:
        if name.casefold() not in known:
            raise RuleViolation(C.PAID_UNKNOWN.format(aspect=name))
    invoked = [(scene.aspects[i].text, False) for i in p.free] + [(known[n.casefold()], True) for n in p.paid]
    check_invokes(invoked, scene.invoke_stacking)
    if len(p.paid) > sheet.fate_points:
        raise RuleViolation(E.NOT_ENOUGH_FP.format(invokes=amount(len(p.paid), T.INVOKE_FORMS),
                                                   points=sheet.fate_points))
    modifier = sheet.approaches.rating(approach) + stunt_bonus + INVOKE_BONUS * len(invoked)
    paid_sheet = updated(sheet, fate_points=sheet.fate_points - len(p.paid)) if p.paid else sheet
    return _Prepared(modifier, paid_sheet, invoked, stunt_name)


def _spend(aspects: list[SceneAspect], free: list[int], drop: set[int]) -> tuple[list[SceneAspect], list[str]]:
    """The aspects with the free invokes spent (a boost used is gone, 002:L156) and those in ``drop`` (boosts
    that expired as this roll began) left out; indices are those of ``aspects``."""
    out = list(aspects)
    lines = []
    for index, uses in Counter(free).items():
        aspect = out[index]
        out[index] = aspect.model_copy(update={"free_invokes": aspect.free_invokes - uses})
        lines += [C.FREE_SPENT.format(name=aspect.text)] * uses
    return [a for i, a in enumerate(out) if i not in drop and not (a.kind == "boost" and a.free_invokes == 0)], lines


def _paid_lines(sheets: Sheets, who: int, before: FateSheet, prepared: _Prepared) -> list[str]:
    if prepared.sheet.fate_points == before.fate_points:
        return []
    return sheets.put(who, prepared.sheet, [C.FP_CHANGE.format(before=before.fate_points,
                                                               after=prepared.sheet.fate_points)])


def _invoke_line(invoked: list[tuple[str, bool]]) -> list[str]:
    if not invoked:
        return []
    names = ", ".join((C.INVOKE_PAID if paid else C.INVOKE_FREE).format(name=name) for name, paid in invoked)
    return [C.INVOKES.format(names=names)]


def _no_pending(scene: FateScene, links: Links) -> None:
    if scene.utok is not None:
        raise RuleViolation(C.ATTACK_PENDING.format(target=name_of(scene, scene.utok.cil, links)))
    if scene.zasah is not None:
        raise RuleViolation(C.HIT_PENDING.format(target=name_of(scene, scene.zasah.cil, links)))


def _check_actor(scene: FateScene, who: int, links: Links) -> None:
    """The actor may act now: no attack half played, in the scene, and in a conflict on turn and not yet acted."""
    _no_pending(scene, links)
    me = person(scene, who)
    sheet_of(scene, who, links)  # a linked save that did not come is refused by name
    name = name_of(scene, who, links)
    if not active(scene, who, links):
        raise RuleViolation(C.OUT.format(name=name))
    turn = on_turn(scene)
    if turn is not None and turn != who:
        raise RuleViolation(C.NOT_YOUR_TURN.format(name=name, turn=name_of(scene, turn, links)))
    if turn is not None and me.jednal:
        raise RuleViolation(C.ACTED.format(name=name))


def _fresh_roll(scene: FateScene, free: list[int]) -> tuple[FateScene, set[int], list[str]]:
    """A new roll on the scene: the scene with the roll counted (outside a conflict), the indices of the boosts
    that expire as it begins (made two rolls ago, 002:L156, choice 5) and their lines. A chosen free invoke on
    one of them is refused. The aspects keep their indices until the roll's result is written."""
    if scene.in_conflict:
        return updated(scene, current_roll=[]), set(), []
    counted, _ = next_roll(scene)  # raises past the last roll kept
    drop = {i for i, a in enumerate(scene.aspects) if a.expires_roll is not None and a.expires_roll < counted.rolls}
    for i in free:
        if i in drop:
            raise RuleViolation(C.BOOST_EXPIRED.format(aspect=scene.aspects[i].text))
    counted = updated(counted, aspects=scene.aspects)
    return counted, drop, [texts.S.EXPIRED.format(text=scene.aspects[i].text) for i in sorted(drop)]


def _acted(scene: FateScene, who: int) -> list[Participant]:
    people = list(scene.ucastnici)
    if scene.poradi:
        people[who] = people[who].model_copy(update={"jednal": True})
    return people


def _result(scene: FateScene, sheets: Sheets, outcome: str, label: str, explanation: str, *,
            changes: list[str], total: int | None = None, probability: Fraction | None = None,
            details: dict[str, Any] | None = None) -> ActionOutcome[FateScene]:
    new, linked = sheets.apply(scene)
    return ActionOutcome(FateScene.model_validate(new.model_dump()), outcome, label, explanation, total=total,
                         probability=probability, changes=tuple(changes), details=details or {}, linked=linked)


def _add(aspects: list[SceneAspect], new: list[SceneAspect]) -> list[SceneAspect]:
    if len(aspects) + len(new) > MAX_ASPECTS:
        raise RuleViolation(E.SCENE_FULL.format(limit=MAX_ASPECTS))
    return [*aspects, *new]


# --- the character's roll: overcome / create an advantage (002:L31-L37, L150-L168) -------------------------
class RollBoardParams(_Invokes):
    kdo: int = Field(default=0, ge=0, le=11)
    akce: Literal["overcome", "advantage"] = "overcome"
    pristup: ApproachKey = "styl"
    opozice_druh: Literal["static", "active", "none"] = "static"
    opozice: int = Field(default=2, ge=-4, le=12)
    existujici: int = Field(default=-1, ge=-1, le=29)
    nazev: str = Field(default=C.ASPECT_DEFAULT, min_length=1, max_length=120)
    pro_oponenta: bool = False
    vazna_cena: bool = False

    @model_validator(mode="after")
    def _options_fit(self) -> RollBoardParams:
        """Options that cannot act on this roll are refused, not ignored (002:L33, L158, L168)."""
        if self.pro_oponenta and self.akce != "advantage":
            raise ValueError(C.OPTION_ONLY.format(option=C.P_GIVE_OPPONENT, action=texts.ACTIONS["advantage"]))
        if self.vazna_cena and self.akce != "overcome":
            raise ValueError(C.OPTION_ONLY.format(option=C.P_ACCEPT_COST, action=texts.ACTIONS["overcome"]))
        if self.pro_oponenta and self.existujici >= 0:
            raise ValueError(C.GIVE_OPPONENT_ONLY_NEW)
        if self.opozice_druh == "none" and (self.free or self.paid):
            raise ValueError(C.NOTHING_UNOPPOSED)
        return self


def _advantage_on_scene(scene: FateScene, aspects: list[SceneAspect], p: RollBoardParams, shifts: int,
                        who: str) -> tuple[list[SceneAspect], list[SceneAspect], list[str]]:
    """(changed existing aspects, new aspects, lines) of a create-advantage result (002:L152-L158)."""
    new_aspect = p.existujici < 0
    effect = action_effect("advantage", shifts, new_aspect=new_aspect, give_opponent=p.pro_oponenta)
    if effect.boost:  # L156
        made = boost(scene, p.nazev, who)
        return aspects, [made], [C.BOOST_FOR.format(text=made.text, holder=who)]
    if effect.free_invokes and not new_aspect:  # L152, L154 on an existing aspect
        target = aspects[p.existujici]
        if target.kind == "boost":
            raise RuleViolation(E.BOOST_NO_MORE.format(text=target.text))
        changed = list(aspects)
        changed[p.existujici] = target.model_copy(update={
            "free_invokes": min(9, target.free_invokes + effect.free_invokes), "holder": who})
        return changed, [], [C.INVOKES_ON.format(text=target.text, holder=who,
                                                   invokes=amount(effect.free_invokes, texts.S.FREE_INVOKE_FORMS))]
    if effect.creates_aspect:  # L152, L154; L158 with the opponent's invoke
        holder = texts.S.OPPONENT_DEFAULT if effect.opponent_free_invokes else who
        invokes = effect.opponent_free_invokes or effect.free_invokes
        made = SceneAspect(text=p.nazev, free_invokes=invokes, holder=holder)
        return aspects, [made], [C.ASPECT_FOR.format(text=p.nazev, holder=holder,
                                                     invokes=amount(invokes, texts.S.FREE_INVOKE_FORMS))]
    return aspects, [], []


def _roll_odds(scene: FateScene, p: RollBoardParams, links: Links) -> Odds:
    if p.opozice_druh == "none":
        return Odds((odds_entry("success", texts.OUTCOMES["success"], Fraction(1)),), T.NO_OPPOSITION_ODDS)
    prepared = _prepare(scene, Sheets(scene, links), p.kdo, p.pristup, p.akce, p)
    chances = outcome_chances(prepared.modifier, p.opozice, p.opozice_druh == "active")
    return Odds(tuple(odds_entry(k, texts.OUTCOMES[k], chances[k]) for k in OUTCOME_ORDER))


def _roll(scene: FateScene, p: RollBoardParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """Roll for participant ``kdo`` and write the result into the scene; raises ``RuleViolation``."""
    _check_actor(scene, p.kdo, links)
    if p.existujici >= len(scene.aspects):
        raise RuleViolation(E.NO_ASPECT)
    sheets = Sheets(scene, links)
    started, drop, expired = _fresh_roll(scene, p.free)
    me = name_of(scene, p.kdo, links)
    before = sheets.get(p.kdo)
    prepared = _prepare(started, sheets, p.kdo, p.pristup, p.akce, p)
    name = texts.ACTIONS[p.akce]
    probability: Fraction | None = Fraction(1)
    total: int | None = None
    if p.opozice_druh == "none":  # 002:L33
        shifts = 1
        parts = [C.UNOPPOSED.format(who=me, action=name)]
    else:
        own = box.roll("4dF")
        opponent = box.roll("4dF") if p.opozice_druh == "active" else None
        total = own.total + prepared.modifier
        against = p.opozice + (opponent.total if opponent else 0)
        shifts = total - against
        outcome = outcome_of(shifts)
        result, line = texts.ACTION_RESULTS[(p.akce, outcome)]
        parts = [C.ROLL_TEXT.format(who=me, action=name, approach=texts.APPROACHES[p.pristup],
                                    dice=dice_glyphs([d.value for d in own.dice]),
                                    dice_total=format_rating(own.total), modifier=format_rating(prepared.modifier),
                                    total=rating_label(total))]
        common = {"diff": shifts_line(shifts), "outcome": texts.OUTCOMES[outcome], "action": name,
                  "result": result.rstrip("."), "line": line}
        if opponent is not None:
            parts.append(C.AGAINST_ACTIVE.format(dice=dice_glyphs([d.value for d in opponent.dice]),
                                                 dice_total=format_rating(opponent.total),
                                                 rating=format_rating(p.opozice), total=rating_label(against),
                                                 **common))
        else:
            parts.append(C.AGAINST_STATIC.format(total=rating_label(p.opozice), **common))
        probability = outcome_chances(prepared.modifier, p.opozice, opponent is not None)[outcome]
    outcome = outcome_of(shifts)
    lines = _invoke_line(prepared.invoked)
    aspects: list[SceneAspect] = list(started.aspects)
    made: list[SceneAspect] = []
    if p.akce == "advantage":
        aspects, made, more = _advantage_on_scene(started, aspects, p, shifts, me)
        lines += more
    else:
        effect = action_effect("overcome", shifts, accept_cost=p.vazna_cena)
        if effect.boost:  # L164
            made = [boost(started, texts.S.BOOST, me)]
            lines.append(C.BOOST_FOR.format(text=texts.S.BOOST, holder=me))
        if effect.cost:  # L166, L168
            lines.append(C.COST_MINOR if effect.cost == "minor" else C.COST_SERIOUS)
    spent, spent_lines = _spend(aspects, p.free, drop)
    changes = [*expired, *spent_lines, *_paid_lines(sheets, p.kdo, before, prepared), *lines]
    records = [InvokeRecord(aspect=n, paid=paid) for n, paid in prepared.invoked]
    new = updated(started, aspects=_add(spent, made), current_roll=records, ucastnici=_acted(started, p.kdo))
    return _result(new, sheets, outcome, texts.OUTCOMES[outcome], " ".join([*parts, *lines]), changes=changes,
                   total=total, probability=probability, details={"shifts": shifts})


# --- attack and defence (002:L108-L118, L172-L188) -------------------------------------------------------
class AttackBoardParams(_Invokes):
    kdo: int = Field(default=0, ge=0, le=11)
    cil: int = Field(default=0, ge=0, le=11)
    pristup: ApproachKey = "sila"
    styl_posileni: bool = False


def _attack(scene: FateScene, p: AttackBoardParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """The attacker rolls; the target's defence is asked for next (002:L110). Raises ``RuleViolation``."""
    _check_actor(scene, p.kdo, links)
    person(scene, p.cil)
    target = name_of(scene, p.cil, links)
    if p.cil == p.kdo:
        raise RuleViolation(C.SELF_TARGET)
    sheet_of(scene, p.cil, links)
    if not active(scene, p.cil, links):
        raise RuleViolation(C.TARGET_OUT.format(name=target))
    sheets = Sheets(scene, links)
    started, drop, expired = _fresh_roll(scene, p.free)
    before = sheets.get(p.kdo)
    prepared = _prepare(started, sheets, p.kdo, p.pristup, "attack", p)
    own = box.roll("4dF")
    total = own.total + prepared.modifier
    me = name_of(scene, p.kdo, links)
    text_ = C.ATTACK_ROLLED.format(who=me, target=target, approach=texts.APPROACHES[p.pristup],
                                   dice=dice_glyphs([d.value for d in own.dice]),
                                   dice_total=format_rating(own.total), modifier=format_rating(prepared.modifier),
                                   total=rating_label(total))
    lines = _invoke_line(prepared.invoked)
    spent, spent_lines = _spend(list(started.aspects), p.free, drop)
    pending = PendingAttack(utocnik=p.kdo, cil=p.cil, pristup=p.pristup, celkem=total,
                            styl_posileni=p.styl_posileni)
    records = [InvokeRecord(aspect=n, paid=paid) for n, paid in prepared.invoked]
    new = updated(started, aspects=spent, utok=pending, current_roll=records, ucastnici=_acted(started, p.kdo))
    changes = [*expired, *spent_lines, *_paid_lines(sheets, p.kdo, before, prepared), *lines]
    return _result(new, sheets, "rolled", C.L_NOTED, " ".join([text_, *lines]), changes=changes, total=total)


class DefenceParams(_Invokes):
    pristup: ApproachKey = "spech"


def _defence_setup(scene: FateScene, p: DefenceParams, links: Links) -> tuple[PendingAttack, Sheets, _Prepared]:
    if scene.utok is None:
        raise RuleViolation(C.NO_ATTACK)
    sheets = Sheets(scene, links)
    return scene.utok, sheets, _prepare(scene, sheets, scene.utok.cil, p.pristup, "defend", p)


def _defence_odds(scene: FateScene, p: DefenceParams, links: Links) -> Odds:
    attack, _, prepared = _defence_setup(scene, p, links)
    chances = outcome_chances(prepared.modifier, attack.celkem, False)
    return Odds(tuple(odds_entry(k, texts.OUTCOMES[k], chances[k]) for k in OUTCOME_ORDER))


def _attacker_diff(shifts: int) -> str:
    """«útočník má 3 posuny» / «žádný posun» / «obránce má 2 posuny» (002:L122, L126)."""
    if shifts == 0:
        return T.NO_SHIFT.lower()
    return (C.DIFF_ATTACKER if shifts > 0 else C.DIFF_DEFENDER).format(shifts=amount(abs(shifts), T.SHIFT_FORMS))


def _defence(scene: FateScene, p: DefenceParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """The target's defence roll settles the attack: harm = the attacker's shifts (002:L172-L174), a tie gives
    the attacker a boost (L178), defence with style a boost for the defender (L186)."""
    attack, sheets, prepared = _defence_setup(scene, p, links)
    started = updated(scene, current_roll=[])
    who, attacker = name_of(scene, attack.cil, links), name_of(scene, attack.utocnik, links)
    before = sheets.get(attack.cil)
    own = box.roll("4dF")
    total = own.total + prepared.modifier
    shifts = attack.celkem - total  # the attacker's shifts (002:L122)
    hit = action_effect("attack", shifts, style_boost=attack.styl_posileni)
    guard = action_effect("defend", -shifts)
    attack_outcome, defence_outcome = outcome_of(shifts), outcome_of(-shifts)
    result, line = texts.ACTION_RESULTS[("attack", attack_outcome)]
    parts = [C.DEFENCE.format(who=who, approach=texts.APPROACHES[p.pristup],
                              dice=dice_glyphs([d.value for d in own.dice]), dice_total=format_rating(own.total),
                              modifier=format_rating(prepared.modifier), total=rating_label(total),
                              attack=rating_label(attack.celkem), diff=_attacker_diff(shifts),
                              outcome=texts.OUTCOMES[attack_outcome], result=result.rstrip("."), line=line)]
    lines = _invoke_line(prepared.invoked)
    made: list[SceneAspect] = []
    if hit.boost:  # L174 (traded shift), L178
        made.append(boost(started, texts.S.BOOST, attacker))
        lines.append(C.BOOST_FOR.format(text=texts.S.BOOST, holder=attacker))
    if guard.boost:  # L186
        made.append(boost(started, texts.S.BOOST, who))
        lines.append(C.DEFENCE_STYLE.format(who=who))
    pending = None
    if hit.harm > 0:
        pending = PendingHit(utocnik=attack.utocnik, cil=attack.cil, posuny=hit.harm)
        lines.append(C.HIT_WAITS.format(target=who, shifts=amount(hit.harm, T.SHIFT_FORMS)))
    spent, spent_lines = _spend(list(started.aspects), p.free, set())
    records = [InvokeRecord(aspect=n, paid=paid) for n, paid in prepared.invoked]
    new = updated(started, aspects=_add(spent, made), utok=None, zasah=pending, current_roll=records)
    changes = [*spent_lines, *_paid_lines(sheets, attack.cil, before, prepared), *lines]
    probability = outcome_chances(prepared.modifier, attack.celkem, False)[defence_outcome]
    return _result(new, sheets, defence_outcome, texts.OUTCOMES[defence_outcome], " ".join([*parts, *lines]),
                   changes=changes, total=total, probability=probability,
                   details={"shifts": shifts, "harm": hit.harm, "attack_outcome": attack_outcome})


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
        raise RuleViolation(C.NO_HIT)
    sheets = Sheets(scene, links)
    target, attacker = name_of(scene, pending.cil, links), name_of(scene, pending.utocnik, links)
    sheet = sheets.get(pending.cil)
    taken = take_hit(sheet, HitParams(shifts=pending.posuny, track=_track(scene, sheet), **p.model_dump()), box)
    new_sheet = taken.sheet
    made = [SceneAspect(text=after.aspect, kind="consequence", free_invokes=1, holder=attacker)
            for old, after in zip(sheet.harm.consequences, new_sheet.harm.consequences, strict=True)
            if after.taken and not old.taken]
    aspect_lines = [C.CONSEQUENCE_ASPECT.format(name=a.text, holder=attacker) for a in made]
    lines = sheets.put(pending.cil, new_sheet, list(taken.changes))
    shifts = amount(pending.posuny, T.SHIFT_FORMS)
    if taken.outcome == "taken_out":
        text_, label = C.TAKEN_OUT.format(target=target, shifts=shifts), C.L_TAKEN_OUT
    else:
        text_ = C.ABSORBED.format(target=target, shifts=shifts, lines=" ".join(taken.changes))
        label = C.L_ABSORBED
    new = updated(scene, aspects=_add(list(scene.aspects), made), zasah=None)
    over = [C.OVER] if scene.poradi and len(sides_left(new, _links_after(links, sheets))) < 2 else []
    return _result(new, sheets, taken.outcome, label, " ".join([text_, *aspect_lines, *over]),
                   changes=[*lines, *aspect_lines, *over])


def _links_after(links: Links, sheets: Sheets) -> Links:
    """The links with the linked sheets this action changed, so what follows in it sees them."""
    changed = {sheets.scene.ucastnici[i].postava: s for i, s in sheets.changed.items()
               if sheets.scene.ucastnici[i].postava}
    return Links(sheets={**links.sheets, **changed}, roster=links.roster)


# --- conceding (FAE SRD: before the opponent's roll) ---------------------------------------------------------
class ConcedeBoardParams(_Params):
    kdo: int = Field(default=0, ge=0, le=11)


def _concede(scene: FateScene, p: ConcedeBoardParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    me = person(scene, p.kdo)
    name = name_of(scene, p.kdo, links)
    if me.vzdal:
        raise RuleViolation(C.ALREADY_CONCEDED.format(name=name))
    if any(pending is not None and pending.cil == p.kdo for pending in (scene.utok, scene.zasah)):
        raise RuleViolation(C.CONCEDE_LATE.format(name=name))
    sheets = Sheets(scene, links)
    sheet = sheets.get(p.kdo)
    gave = concede(sheet, ConcedeParams(), box)
    gain = gave.sheet.fate_points - sheet.fate_points
    lines = sheets.put(p.kdo, gave.sheet, list(gave.changes))
    people = list(scene.ucastnici)
    people[p.kdo] = me.model_copy(update={"vzdal": True})
    new = updated(scene, ucastnici=people)
    over = [C.OVER] if scene.poradi and len(sides_left(new, _links_after(links, sheets))) < 2 else []
    text_ = C.CONCEDED.format(name=name, gain=C.CONCEDE_GAIN.format(gain=amount(gain, T.POINT_FORMS)))
    return _result(new, sheets, "conceded", C.L_CONCEDED, " ".join([text_, *over]), changes=[*lines, *over])


# --- the conflict's rounds (FAE SRD turn order; 002:L156 boosts) ----------------------------------------------
class StartParams(_Params):
    druh: ConflictKind = "fyzicky"


def _start(scene: FateScene, p: StartParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """Turn order by Spěch (physical) or Soustředění (mental), highest first; ties keep the scene's order."""
    if scene.poradi:
        raise RuleViolation(C.RUNNING)
    _no_pending(scene, links)
    fresh = scene.model_copy(update={"ucastnici": [q.model_copy(update={"jednal": False, "vzdal": False})
                                                   for q in scene.ucastnici]})
    if len(sides_left(fresh, links)) < 2:
        raise RuleViolation(C.NO_SIDES)
    order = turn_order(fresh, p.druh, links)
    # a boost from before the conflict lasts to the end of its first round (002:L156 «do konce příštího kola»)
    aspects = [a.model_copy(update={"expires_roll": None, "expires_round": 1}) if a.expires_roll is not None else a
               for a in scene.aspects]
    new = updated(fresh, in_conflict=True, round=1, druh_konfliktu=p.druh, poradi=[i for i, _ in order], na_tahu=0,
                  aspects=aspects, current_roll=[])
    names = ", ".join(C.ORDER_ITEM.format(name=name_of(scene, i, links), rating=rating_label(r)) for i, r in order)
    text_ = C.STARTED.format(kind=C.KINDS[p.druh], order=names, turn=name_of(scene, order[0][0], links))
    return _result(new, Sheets(scene, links), "started", C.L_STARTED, text_ + " " + C.H_START, changes=[text_])


def _end_turn(scene: FateScene, p: _Params, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """The next in order who still acts; after the last, the next round (boosts expire, 002:L156)."""
    if not scene.poradi:
        raise RuleViolation(C.NOT_RUNNING)
    _no_pending(scene, links)
    current = scene.poradi[scene.na_tahu]
    people = _acted(scene, current)
    marked = updated(scene, ucastnici=people)
    later = [pos for pos in range(scene.na_tahu + 1, len(scene.poradi)) if active(marked, scene.poradi[pos], links)]
    over = [C.OVER] if len(sides_left(marked, links)) < 2 else []
    if later:
        new = updated(marked, na_tahu=later[0])
        name = name_of(scene, scene.poradi[later[0]], links)
        text_ = C.TURN_PASSED.format(name=name)
        return _result(new, Sheets(scene, links), "turn", C.L_TURN, " ".join([text_, *over]),
                       changes=[text_, *over])
    rounded, gone = advance_round(marked)
    first = next((pos for pos in range(len(scene.poradi)) if active(rounded, scene.poradi[pos], links)), 0)
    new = updated(rounded, na_tahu=first)
    name = name_of(scene, scene.poradi[first], links)
    expired = [texts.S.EXPIRED.format(text=g) for g in gone]
    text_ = C.NEW_ROUND.format(round=new.round, name=name)
    return _result(new, Sheets(scene, links), "round", C.L_ROUND, " ".join([text_, *expired, *over]),
                   changes=[text_, *expired, *over])


# --- forms -------------------------------------------------------------------------------------------------------
def _people(scene: FateScene, links: Links) -> list[Option]:
    return [Option(value=i, label=name_of(scene, i, links)) for i in range(len(scene.ucastnici))] or \
        [Option(value=0, label="–")]


def _default_actor(scene: FateScene) -> int:
    turn = on_turn(scene)
    return turn if turn is not None else 0


def _default_target(scene: FateScene, actor: int) -> int:
    side = scene.ucastnici[actor].strana if actor < len(scene.ucastnici) else 0
    return next((i for i, p in enumerate(scene.ucastnici) if p.strana != side), 0)


def _invoke_fields(scene: FateScene, links: Links) -> list[FieldView]:
    sheets = Sheets(scene, links)
    stunts = [Option(value="", label=C.P_NO_STUNT)]
    for i in range(len(scene.ucastnici)):
        try:
            sheet = sheets.get(i)
        except RuleViolation:
            continue
        stunts += [Option(value=f"{i}/{s}", label=f"{name_of(scene, i, links)}: {stunt.name} (+{stunt.bonus})")
                   for s, stunt in enumerate(sheet.stunts)]
    free = [Option(value=-1, label=C.P_NONE)] + [
        Option(value=i, label=f"{a.text} ({a.free_invokes}, {a.holder or '–'})")
        for i, a in enumerate(scene.aspects) if a.free_invokes]
    paid = [Option(value="", label=C.P_NONE)] + [Option(value=n, label=n) for n in _in_play(scene, sheets).values()]
    return [select("volne_1", C.P_FREE.format(n=1), -1, free, hint=C.H_FREE),
            select("volne_2", C.P_FREE.format(n=2), -1, free),
            select("placene_1", C.P_PAID.format(n=1), "", paid, hint=C.H_PAID),
            select("placene_2", C.P_PAID.format(n=2), "", paid),
            select("trik", C.P_STUNT, "", stunts)]


def _roll_form(scene: FateScene, links: Links) -> list[FieldView]:
    existing = [Option(value=-1, label=C.P_NEW_ASPECT)] + [
        Option(value=i, label=a.text) for i, a in enumerate(scene.aspects)]
    return [select("kdo", C.P_WHO, _default_actor(scene), _people(scene, links)),
            select("akce", C.P_ACTION, "overcome", C.ROLL_ACTIONS),
            select("pristup", C.P_APPROACH, "styl", texts.APPROACHES),
            select("opozice_druh", C.P_OPPOSITION_KIND, "static", C.OPPOSITION_KINDS),
            number("opozice", C.P_OPPOSITION, 2, -4, 12, hint=T.OPPOSITION_HINT),
            *_invoke_fields(scene, links),
            select("existujici", C.P_EXISTING, -1, existing),
            text("nazev", C.P_ASPECT_NAME, C.ASPECT_DEFAULT),
            toggle("pro_oponenta", C.P_GIVE_OPPONENT),
            toggle("vazna_cena", C.P_ACCEPT_COST)]


def _attack_form(scene: FateScene, links: Links) -> list[FieldView]:
    actor = _default_actor(scene)
    return [select("kdo", C.P_WHO, actor, _people(scene, links)),
            select("cil", C.P_TARGET, _default_target(scene, actor), _people(scene, links)),
            select("pristup", C.P_APPROACH, "sila", texts.APPROACHES),
            *_invoke_fields(scene, links),
            toggle("styl_posileni", C.P_STYLE_BOOST)]


def _defence_form(scene: FateScene, links: Links) -> list[FieldView]:
    return [select("pristup", C.P_APPROACH, "spech", texts.APPROACHES), *_invoke_fields(scene, links)]


def _hit_form(scene: FateScene, links: Links) -> list[FieldView]:
    """The target's own boxes and consequence slots (the pending hit says whose)."""
    boxes: list[Option] = [Option(value=-1, label=C.NONE_N)]
    cons: list[Option] = [Option(value=-1, label=C.NONE_M)]
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
    return [select("mode", C.P_MODE, "auto", texts.H.MODES),
            select("consequence", C.P_CONSEQUENCE, -1, cons),
            text("consequence_name", C.P_CONSEQUENCE_NAME, "", hint=C.H_CONSEQUENCE_NAME),
            select("stress_box", C.P_BOX, -1, boxes),
            select("extra_box", C.P_EXTRA_BOX, -1, boxes),
            select("second_consequence", C.P_SECOND, -1, cons),
            text("second_consequence_name", C.P_SECOND_NAME, "")]


def _no_form(scene: FateScene) -> list[FieldView]:
    return []


def _plain(perform: Any) -> Any:
    """The action without linked sheets (the contract's ``perform``; the facade calls ``perform_linked``)."""
    return lambda scene, params, box: perform(scene, params, box, Links())


def _action(action_id: str, label: str, params: type[BaseModel], perform: Any, *, form: Any = None,
            odds: Any = None, dice: str | None = "4dF", hint: str,
            first: tuple[str, ...] = ()) -> Action[FateScene, Any]:
    return Action(action_id, label, C.GROUP, params, _no_form, _plain(perform), dice=dice, rolls=dice is not None,
                  hint=hint, perform_linked=perform, form_linked=form, odds_linked=odds, first=first)


class _NoParams(_Params):
    pass


CONFLICT_ACTIONS: tuple[Action[FateScene, Any], ...] = (
    _action("zacatek", C.A_START, StartParams, _start, dice=None, hint=C.H_START,
            form=lambda s, links: [select("druh", C.P_KIND, s.druh_konfliktu, C.KINDS)]),
    _action("hod", C.A_ROLL, RollBoardParams, _roll, form=_roll_form, odds=_roll_odds, hint=C.H_ROLL,
            first=("kdo", "akce", "pristup", "opozice")),
    _action("utok", C.A_ATTACK, AttackBoardParams, _attack, form=_attack_form, hint=C.H_ATTACK,
            first=("kdo", "cil", "pristup", "volne_1")),
    _action("obrana", C.A_DEFEND, DefenceParams, _defence, form=_defence_form, odds=_defence_odds,
            hint=C.H_DEFEND, first=("pristup", "volne_1", "placene_1", "trik")),
    _action("zasah", C.A_HIT, HitBoardParams, _hit, form=_hit_form, dice=None, hint=C.H_HIT,
            first=("mode", "consequence", "consequence_name", "stress_box")),
    _action("vzdat", C.A_CONCEDE, ConcedeBoardParams, _concede, dice=None, hint=C.H_CONCEDE,
            form=lambda s, links: [select("kdo", C.P_WHO, _default_actor(s), _people(s, links))]),
    _action("konec_tahu", C.A_END_TURN, _NoParams, _end_turn, dice=None, hint=C.H_END_TURN),
)
