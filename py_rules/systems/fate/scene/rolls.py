"""The rolls on the scene: a character's or NPC's overcome / create an advantage, an attack that names its target,
and the target's defence (or an ally's defence for it). Each writes its result into the scene and stays open to
invokes after the dice are seen (``scene/after.py``).

Seed 002 (L = line): the steps L31-L37; create an advantage L90-L96, L150-L158; overcome L100-L104, L162-L168;
attack L108-L110, L172-L180; defence L114-L118, L184-L188; shifts L122-L128; stunts, invokes, teamwork L138-L142.
Every action checks everything before it changes anything.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import Field, model_validator

from py_rules.czech import amount
from py_rules.dice import RollResult
from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Links, Odds, odds_entry
from py_rules.systems.fate import texts
from py_rules.systems.fate.actions import dice_glyphs, shifts_line
from py_rules.systems.fate.odds import OUTCOME_ORDER, outcome_chances
from py_rules.systems.fate.rules import format_rating, outcome_of, rating_label
from py_rules.systems.fate.scene.board import (
    DefendedAction,
    FateScene,
    Participant,
    PendingAttack,
    PendingHit,
    SceneRoll,
    new_ident,
    next_roll,
)
from py_rules.systems.fate.scene.effects import defence_result, roll_result
from py_rules.systems.fate.scene.invokes import (
    STUNT,
    Prepared,
    RollChoices,
    close_sheet_roll,
    invoke_line,
    npc_skill,
    paid_lines,
    prepare,
    records,
    spend,
)
from py_rules.systems.fate.scene.table import Sheets, active, name_of, on_turn, person, sheet_of
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.sheet import ApproachKey, updated
from py_rules.systems.fate.texts import ERRORS, LABELS

__all__ = ["AttackBoardParams", "DefenceParams", "RollBoardParams", "attack", "check_actor", "check_invoker",
           "defence", "defence_details", "defence_odds", "no_pending", "opponent_of", "result", "roll", "roll_odds",
           "teamwork_line"]


def no_pending(scene: FateScene, links: Links) -> None:
    """Raises ``RuleViolation`` while an attack waits for its defence or a hit for its target."""
    if scene.utok is not None:
        waiting = TABLE_TEXT.ATTACK_PENDING if scene.utok.akce == "attack" else TABLE_TEXT.ADVANTAGE_PENDING
        raise RuleViolation(waiting.format(target=name_of(scene, scene.utok.cil, links)))
    if scene.zasah is not None:
        raise RuleViolation(TABLE_TEXT.HIT_PENDING.format(target=name_of(scene, scene.zasah.cil, links)))


def check_invoker(scene: FateScene, who: int, links: Links) -> None:
    """``who`` is on the scene, its linked save came and it still acts (not taken out, not conceded); raises
    ``InvalidInput`` / ``RuleViolation`` in Czech."""
    person(scene, who)
    sheet_of(scene, who, links)  # a linked save that did not come is refused by name
    if not active(scene, who, links):
        raise RuleViolation(TABLE_TEXT.OUT.format(name=name_of(scene, who, links)))


def check_actor(scene: FateScene, who: int, links: Links) -> None:
    """The actor may act now: no attack half played, in the scene, and in a conflict on turn and not yet acted."""
    no_pending(scene, links)
    check_invoker(scene, who, links)
    me = person(scene, who)
    name = name_of(scene, who, links)
    turn = on_turn(scene)
    if turn is not None and turn != who:
        raise RuleViolation(TABLE_TEXT.NOT_YOUR_TURN.format(name=name, turn=name_of(scene, turn, links)))
    if turn is not None and me.jednal:
        raise RuleViolation(TABLE_TEXT.ACTED.format(name=name))


def opponent_of(scene: FateScene, r: SceneRoll, links: Links) -> str:
    """Who opposed roll ``r`` on the scene, by name ("" for a number, or a roll saved before schema 6)."""
    return name_of(scene, r.odpurce, links) if r.odpurce >= 0 else ""


def _fresh_roll(scene: FateScene, free: list[int]) -> tuple[FateScene, set[int], list[str]]:
    """A new roll on the scene: the scene with the roll counted (outside a conflict), the indices of the boosts
    that expire as it begins (made two rolls ago, 002:L156, choice 5) and their lines. A chosen free invoke on
    one of them is refused. The aspects keep their indices until the invokes are spent."""
    if scene.in_conflict:
        return updated(scene, current_roll=[], posledni_hod=None), set(), []
    counted, _ = next_roll(scene)  # raises past the last roll kept
    drop = {i for i, a in enumerate(scene.aspects) if a.expires_roll is not None and a.expires_roll < counted.rolls}
    for i in free:
        if i in drop:
            raise RuleViolation(TABLE_TEXT.BOOST_EXPIRED.format(aspect=scene.aspects[i].text))
    counted = updated(counted, aspects=scene.aspects)
    return counted, drop, [texts.SCENE_TEXT.EXPIRED.format(text=scene.aspects[i].text) for i in sorted(drop)]


def _acted(scene: FateScene, who: list[int]) -> list[Participant]:
    """The participants with ``who`` marked as having taken this round's action (in a conflict with turns)."""
    people = list(scene.ucastnici)
    if scene.poradi:
        for i in who:
            people[i] = people[i].model_copy(update={"jednal": True})
    return people


def result(scene: FateScene, sheets: Sheets, outcome: str, label: str, explanation: str, *,
           changes: list[str], total: int | None = None, probability: Fraction | None = None,
           details: dict[str, Any] | None = None) -> ActionOutcome[FateScene]:
    """The action's outcome with the NPCs' sheets written into ``scene`` and the linked saves' changes (the
    facade validates the new scene and every linked sheet, ``py_rules.validation.check_result``)."""
    new, linked = sheets.apply(scene)
    return ActionOutcome(new, outcome, label, explanation, total=total, probability=probability,
                         changes=tuple(changes), details=details or {}, linked=linked)


def teamwork_line(scene: FateScene, prepared: Prepared, links: Links) -> list[str]:
    """«Spolupráce: Sean, Marie (+2).» (002:L142); nothing without helpers."""
    if not prepared.helpers:
        return []
    names = ", ".join(name_of(scene, i, links) for i in prepared.helpers)
    return [TABLE_TEXT.TEAMWORK.format(names=names, bonus=format_rating(len(prepared.helpers)))]


def _against(*others: int) -> frozenset[int]:
    """The participants an action is aimed at or opposed by (−1: nobody); they cannot help it (002:L142)."""
    return frozenset(i for i in others if i >= 0)


def _rerolled(box: DiceBox, prepared: Prepared, first: RollResult) -> tuple[RollResult, list[str]]:
    """The roller's dice after the invokes chosen as rerolls (002:L138 «možností opakování hodu»): each rolls all
    four anew, the modifiers stay and the last roll stands, even a worse one (digest F21) — as on the sheet."""
    final = first
    for _ in range(prepared.rerolls):
        final = box.roll("4dF")
    return final, [LABELS.REROLLED.format(dice=dice_glyphs([d.value for d in first.dice]))] if prepared.rerolls else []


def _roll_text(who: str, action: str, prepared: Prepared, dice: list[int], total: int) -> str:
    return TABLE_TEXT.ROLL_TEXT.format(who=who, action=action, how=prepared.how, dice=dice_glyphs(dice),
                                       dice_total=format_rating(sum(dice)), modifier=format_rating(prepared.modifier),
                                       total=rating_label(total))


# --- the character's roll: overcome / create an advantage (002:L31-L37, L150-L168) -------------------------
class RollBoardParams(RollChoices):
    kdo: int = Field(default=0, ge=0, le=11)
    akce: Literal["overcome", "advantage"] = "overcome"
    pristup: ApproachKey = "styl"
    # «obrana»: a create-advantage aimed at ``cil``, who defends against it next (002:L94, L116)
    opozice_druh: Literal["static", "active", "none", "obrana"] = "static"
    opozice: int = Field(default=2, ge=-4, le=12)
    existujici: int = Field(default=-1, ge=-1, le=29)
    nazev: str = Field(default=TABLE_TEXT.ASPECT_DEFAULT, min_length=1, max_length=120)
    pro_oponenta: bool = False
    vazna_cena: bool = False
    # an active opponent on the scene (002:L94, L104, L122): its rating read from its sheet instead of «opozice»
    odpurce: int = Field(default=-1, ge=-1, le=11)
    odpurce_pristup: ApproachKey = "spech"
    odpurce_dovednost: str = Field(default="", max_length=6, pattern=STUNT)
    cil: int = Field(default=-1, ge=-1, le=11)

    @model_validator(mode="after")
    def _options_fit(self) -> RollBoardParams:
        """Options that cannot act on this roll are refused, not ignored (002:L33, L158, L168)."""
        if self.pro_oponenta and self.akce != "advantage":
            raise ValueError(TABLE_TEXT.OPTION_ONLY.format(option=TABLE_TEXT.P_GIVE_OPPONENT,
                                                           action=texts.ACTIONS["advantage"]))
        if self.existujici >= 0 and self.akce != "advantage":  # 002:L150 invokes added to an existing aspect
            raise ValueError(TABLE_TEXT.OPTION_ONLY.format(option=TABLE_TEXT.P_EXISTING,
                                                           action=texts.ACTIONS["advantage"]))
        if self.vazna_cena and self.akce != "overcome":
            raise ValueError(TABLE_TEXT.OPTION_ONLY.format(option=TABLE_TEXT.P_ACCEPT_COST,
                                                           action=texts.ACTIONS["overcome"]))
        if self.pro_oponenta and self.existujici >= 0:
            raise ValueError(TABLE_TEXT.GIVE_OPPONENT_ONLY_NEW)
        if self.pro_oponenta and self.odpurce < 0 and self.cil < 0:  # 002:L158 the opponent: someone on the scene
            raise ValueError(TABLE_TEXT.GIVE_OPPONENT_WHO)
        if self.opozice_druh == "obrana" and self.akce != "advantage":  # 002:L114 defence against harm or advantage
            raise ValueError(TABLE_TEXT.DEFENCE_ONLY_ADVANTAGE)
        if (self.opozice_druh == "obrana") != (self.cil >= 0):
            raise ValueError(TABLE_TEXT.AIMED_NEEDS_TARGET if self.cil < 0 else TABLE_TEXT.TARGET_NEEDS_DEFENCE)
        if self.opozice_druh == "none" and (self.free or self.paid or self.helpers or self.trik):
            raise ValueError(TABLE_TEXT.NOTHING_UNOPPOSED)
        if (self.odpurce >= 0 or self.odpurce_dovednost) and self.opozice_druh != "active":
            raise ValueError(TABLE_TEXT.OPPONENT_ONLY_ACTIVE)
        if self.odpurce_dovednost and self.odpurce < 0:
            raise ValueError(TABLE_TEXT.OPPONENT_SKILL_WHO)
        return self


def _opposition(scene: FateScene, p: RollBoardParams, links: Links) -> tuple[int, str]:
    """The opposition's rating and how it is named: the typed number, or an active opponent's approach (or skill)
    from its own sheet — someone else on the scene, still acting (002:L94, L104, L122). Raises ``RuleViolation``."""
    if p.odpurce < 0:
        return p.opozice, ""
    name = name_of(scene, p.odpurce, links)
    if p.odpurce == p.kdo:
        raise RuleViolation(TABLE_TEXT.OPPONENT_SELF)
    if not active(scene, p.odpurce, links):
        raise RuleViolation(TABLE_TEXT.OPPONENT_OUT.format(name=name))
    skill = npc_skill(scene, p.odpurce, p.odpurce_dovednost, links)
    if skill is not None:
        return skill.hodnoceni, TABLE_TEXT.OPPONENT_BY.format(name=name,
                                                              how=TABLE_TEXT.HOW_SKILL.format(skill=skill.nazev))
    rating = sheet_of(scene, p.odpurce, links).approaches.rating(p.odpurce_pristup)
    how = TABLE_TEXT.HOW_APPROACH.format(approach=texts.APPROACHES[p.odpurce_pristup])
    return rating, TABLE_TEXT.OPPONENT_BY.format(name=name, how=how)


def roll_odds(scene: FateScene, p: RollBoardParams, links: Links) -> Odds:
    if p.opozice_druh == "none":
        return Odds((odds_entry("success", texts.OUTCOMES["success"], Fraction(1)),), LABELS.NO_OPPOSITION_ODDS)
    if p.opozice_druh == "obrana":  # the target's approach and invokes are chosen with its defence
        return Odds((), TABLE_TEXT.ODDS_AT_DEFENCE)
    prepared = prepare(scene, Sheets(scene, links), p.kdo, p.pristup, p.akce, p, _against(p.odpurce))
    rating, _ = _opposition(scene, p, links)
    chances = outcome_chances(prepared.modifier, rating, p.opozice_druh == "active")
    return Odds(tuple(odds_entry(k, texts.OUTCOMES[k], chances[k]) for k in OUTCOME_ORDER))


def _unopposed(scene: FateScene, p: RollBoardParams, links: Links) -> ActionOutcome[FateScene]:
    """002:L33: no opposition, the character succeeds without a roll (nothing is rolled, so nothing is open)."""
    sheets = Sheets(scene, links)
    started, drop, expired = _fresh_roll(scene, [])
    me = name_of(scene, p.kdo, links)
    prepare(started, sheets, p.kdo, p.pristup, p.akce, p)  # the skill and stunt chosen must still exist
    pred, _, moved = spend(list(started.aspects), [], drop)
    existing = moved.get(p.existujici, -1) if p.existujici >= 0 else -1
    r = SceneRoll(akce=p.akce, kdo=p.kdo, kostky=[0, 0, 0, 0], modifikator=1, proti=0, kolo=started.round,
                  hody=started.rolls, existujici=existing, nazev=p.nazev, pred=pred)
    aspects, lines = roll_result(started, r, me, "")
    new = updated(started, aspects=aspects, ucastnici=_acted(started, [p.kdo]))
    text_ = TABLE_TEXT.UNOPPOSED.format(who=me, action=texts.ACTIONS[p.akce])
    closed = close_sheet_roll(sheets, p.kdo)
    return result(new, sheets, "success", texts.OUTCOMES["success"], " ".join([text_, *lines]),
                  changes=[*expired, *lines, *closed], probability=Fraction(1), details={"shifts": 1})


def roll(scene: FateScene, p: RollBoardParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """Roll for participant ``kdo`` and write the result into the scene; raises ``RuleViolation``."""
    check_actor(scene, p.kdo, links)
    if p.existujici >= len(scene.aspects):
        raise RuleViolation(ERRORS.NO_ASPECT)
    if p.opozice_druh == "none":
        return _unopposed(scene, p, links)
    if p.opozice_druh == "obrana":
        return _aimed(scene, p, box, links)
    sheets = Sheets(scene, links)
    started, drop, expired = _fresh_roll(scene, p.free)
    me = name_of(scene, p.kdo, links)
    before = sheets.get(p.kdo)
    prepared = prepare(started, sheets, p.kdo, p.pristup, p.akce, p, _against(p.odpurce))
    rating, opponent_name = _opposition(scene, p, links)
    pred, spent_lines, moved = spend(list(started.aspects), p.free, drop)
    if p.existujici >= 0 and p.existujici not in moved:
        raise RuleViolation(TABLE_TEXT.EXISTING_GONE.format(aspect=started.aspects[p.existujici].text))
    first = box.roll("4dF")
    opponent = box.roll("4dF") if p.opozice_druh == "active" else None
    own, rerolled = _rerolled(box, prepared, first)  # after the opponent's dice, as on the sheet
    dice = [d.value for d in own.dice]
    against = rating + (opponent.total if opponent else 0)
    r = SceneRoll(akce=p.akce, kdo=p.kdo, jak=prepared.how, kostky=dice, modifikator=prepared.modifier,
                  proti=against, kolo=started.round, hody=started.rolls,
                  existujici=moved.get(p.existujici, -1) if p.existujici >= 0 else -1, nazev=p.nazev,
                  pro_oponenta=p.pro_oponenta, vazna_cena=p.vazna_cena, odpurce=p.odpurce, pred=pred)
    outcome = outcome_of(r.shifts)
    result_text, line = texts.ACTION_RESULTS[(p.akce, outcome)]
    name = texts.ACTIONS[p.akce]
    parts = [_roll_text(me, name, prepared, dice, r.total), *rerolled, *teamwork_line(scene, prepared, links)]
    common = {"diff": shifts_line(r.shifts), "outcome": texts.OUTCOMES[outcome], "action": name,
              "result": result_text.rstrip("."), "line": line}
    if opponent is not None:
        parts.append(TABLE_TEXT.AGAINST_ACTIVE.format(dice=dice_glyphs([d.value for d in opponent.dice]),
                                                      dice_total=format_rating(opponent.total),
                                                      rating=format_rating(rating), total=rating_label(against),
                                                      **common))
        if opponent_name:
            parts.insert(-1, opponent_name)
    else:
        parts.append(TABLE_TEXT.AGAINST_STATIC.format(total=rating_label(p.opozice), **common))
    aspects, lines = roll_result(started, r, me, opponent_of(scene, r, links))
    lines = [*invoke_line(prepared.invoked), *lines]
    changes = [*expired, *spent_lines, *paid_lines(sheets, p.kdo, before, prepared.sheet), *lines,
               *close_sheet_roll(sheets, p.kdo), *(close_sheet_roll(sheets, p.odpurce) if p.odpurce >= 0 else [])]
    new = updated(started, aspects=aspects, current_roll=records(prepared.invoked), posledni_hod=r,
                  ucastnici=_acted(started, [p.kdo, *prepared.helpers]))
    probability = outcome_chances(prepared.modifier, rating, opponent is not None)[outcome]
    return result(new, sheets, outcome, texts.OUTCOMES[outcome], " ".join([*parts, *lines, TABLE_TEXT.OPEN_HINT]),
                  changes=changes, total=r.total, probability=probability, details={"shifts": r.shifts})


# --- attack and defence (002:L108-L118, L172-L188) -------------------------------------------------------
class AttackBoardParams(RollChoices):
    kdo: int = Field(default=0, ge=0, le=11)
    cil: int = Field(default=0, ge=0, le=11)
    pristup: ApproachKey = "sila"
    styl_posileni: bool = False


def _target(scene: FateScene, who: int, target: int, links: Links, itself: str) -> str:
    """The target's name: someone else on the scene (``itself`` the refusal of oneself), still acting (002:L110,
    L94). Raises ``RuleViolation``."""
    person(scene, target)
    name = name_of(scene, target, links)
    if target == who:
        raise RuleViolation(itself)
    sheet_of(scene, target, links)
    if not active(scene, target, links):
        raise RuleViolation(TABLE_TEXT.TARGET_OUT.format(name=name))
    return name


def _aimed(scene: FateScene, p: RollBoardParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """A create-advantage aimed at ``cil``: the roller's dice now, the target's «Obrana» next (002:L94, L116); its
    four outcomes from the shifts then (L150-L158, L184-L188). Raises ``RuleViolation``."""
    target = _target(scene, p.kdo, p.cil, links, TABLE_TEXT.SELF_AIM)
    if p.existujici >= 0 and scene.aspects[p.existujici].kind == "boost":  # refused now, not at the defence
        raise RuleViolation(ERRORS.BOOST_NO_MORE.format(text=scene.aspects[p.existujici].text))
    sheets = Sheets(scene, links)
    started, drop, expired = _fresh_roll(scene, p.free)
    before = sheets.get(p.kdo)
    prepared = prepare(started, sheets, p.kdo, p.pristup, "advantage", p, _against(p.cil))
    spent, spent_lines, moved = spend(list(started.aspects), p.free, drop)
    if p.existujici >= 0 and p.existujici not in moved:
        raise RuleViolation(TABLE_TEXT.EXISTING_GONE.format(aspect=started.aspects[p.existujici].text))
    own, rerolled = _rerolled(box, prepared, box.roll("4dF"))
    dice = [d.value for d in own.dice]
    total = own.total + prepared.modifier
    me = name_of(scene, p.kdo, links)
    text_ = TABLE_TEXT.ADVANTAGE_ROLLED.format(who=me, target=target, how=prepared.how, dice=dice_glyphs(dice),
                                               dice_total=format_rating(own.total),
                                               modifier=format_rating(prepared.modifier),
                                               total=rating_label(total))
    lines = [*rerolled, *teamwork_line(scene, prepared, links), *invoke_line(prepared.invoked)]
    existing, ident = moved.get(p.existujici, -1) if p.existujici >= 0 else -1, 0
    if existing >= 0:  # named by a stable id, so a hand edit of the list cannot re-point it
        ident = new_ident(spent)
        spent[existing] = spent[existing].model_copy(update={"ident": ident})
    pending = PendingAttack(utocnik=p.kdo, cil=p.cil, pristup=p.pristup, celkem=total, akce="advantage",
                            existujici=existing, nazev=p.nazev, pro_oponenta=p.pro_oponenta, kostky=dice,
                            aspekt_id=ident)
    new = updated(started, aspects=spent, utok=pending, current_roll=records(prepared.invoked), posledni_hod=None,
                  ucastnici=_acted(started, [p.kdo, *prepared.helpers]))
    changes = [*expired, *spent_lines, *paid_lines(sheets, p.kdo, before, prepared.sheet), *lines,
               *close_sheet_roll(sheets, p.kdo)]
    return result(new, sheets, "rolled", TABLE_TEXT.L_ADVANTAGE_ROLLED, " ".join([text_, *lines, TABLE_TEXT.OPEN_HINT]),
                  changes=changes, total=total)


def attack(scene: FateScene, p: AttackBoardParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """The attacker rolls; the target's defence is asked for next (002:L110). Raises ``RuleViolation``."""
    check_actor(scene, p.kdo, links)
    target = _target(scene, p.kdo, p.cil, links, TABLE_TEXT.SELF_TARGET)
    sheets = Sheets(scene, links)
    started, drop, expired = _fresh_roll(scene, p.free)
    before = sheets.get(p.kdo)
    prepared = prepare(started, sheets, p.kdo, p.pristup, "attack", p, _against(p.cil))
    spent, spent_lines, _ = spend(list(started.aspects), p.free, drop)
    own, rerolled = _rerolled(box, prepared, box.roll("4dF"))
    dice = [d.value for d in own.dice]
    total = own.total + prepared.modifier
    me = name_of(scene, p.kdo, links)
    text_ = TABLE_TEXT.ATTACK_ROLLED.format(who=me, target=target, how=prepared.how, dice=dice_glyphs(dice),
                                            dice_total=format_rating(own.total),
                                            modifier=format_rating(prepared.modifier),
                                            total=rating_label(total))
    lines = [*rerolled, *teamwork_line(scene, prepared, links), *invoke_line(prepared.invoked)]
    pending = PendingAttack(utocnik=p.kdo, cil=p.cil, pristup=p.pristup, celkem=total,
                            styl_posileni=p.styl_posileni, kostky=dice)
    new = updated(started, aspects=spent, utok=pending, current_roll=records(prepared.invoked), posledni_hod=None,
                  ucastnici=_acted(started, [p.kdo, *prepared.helpers]))
    changes = [*expired, *spent_lines, *paid_lines(sheets, p.kdo, before, prepared.sheet), *lines,
               *close_sheet_roll(sheets, p.kdo)]
    return result(new, sheets, "rolled", TABLE_TEXT.L_NOTED, " ".join([text_, *lines, TABLE_TEXT.OPEN_HINT]),
                  changes=changes, total=total)


class DefenceParams(RollChoices):
    kdo: int = Field(default=-1, ge=-1, le=11)  # −1: the target itself; else an ally defending for it (002:L118)
    pristup: ApproachKey = "spech"


def _defender(scene: FateScene, p: DefenceParams, links: Links) -> tuple[PendingAttack, int]:
    """The attack waiting and who defends: its target, or an ally of the target (002:L118, the table agrees by
    choosing it): still acting and not the attacker. Raises ``RuleViolation``."""
    if scene.utok is None:
        raise RuleViolation(TABLE_TEXT.NO_ATTACK)
    attack_ = scene.utok
    if p.kdo < 0 or p.kdo == attack_.cil:
        return attack_, attack_.cil
    defender = person(scene, p.kdo)
    name = name_of(scene, p.kdo, links)
    if p.kdo == attack_.utocnik:
        raise RuleViolation(TABLE_TEXT.DEFEND_ATTACKER)
    if defender.strana != person(scene, attack_.cil).strana:
        raise RuleViolation(TABLE_TEXT.DEFEND_NOT_ALLY.format(name=name, target=name_of(scene, attack_.cil, links)))
    if not active(scene, p.kdo, links):
        raise RuleViolation(TABLE_TEXT.DEFEND_OUT.format(name=name))
    return attack_, p.kdo


def _defence_setup(scene: FateScene, p: DefenceParams, links: Links) -> tuple[PendingAttack, int, Sheets, Prepared]:
    attack_, defender = _defender(scene, p, links)
    sheets = Sheets(scene, links)
    return attack_, defender, sheets, prepare(scene, sheets, defender, p.pristup, "defend", p,
                                              _against(attack_.utocnik))


def defence_odds(scene: FateScene, p: DefenceParams, links: Links) -> Odds:
    attack_, _, _, prepared = _defence_setup(scene, p, links)
    chances = outcome_chances(prepared.modifier, attack_.celkem, False)
    return Odds(tuple(odds_entry(k, texts.OUTCOMES[k], chances[k]) for k in OUTCOME_ORDER))


def attacker_diff(shifts: int, action: DefendedAction = "attack") -> str:
    """«útočník má 3 posuny» (or «kdo vytváří výhodu, má …») / «žádný posun» / «obránce má 2 posuny» (002:L122,
    L126)."""
    if shifts == 0:
        return LABELS.NO_SHIFT.lower()
    roller = TABLE_TEXT.DIFF_ATTACKER if action == "attack" else TABLE_TEXT.DIFF_ROLLER
    return (roller if shifts > 0 else TABLE_TEXT.DIFF_DEFENDER).format(shifts=amount(abs(shifts), LABELS.SHIFT_FORMS))


def defence(scene: FateScene, p: DefenceParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """The defence roll settles the attack: harm = the attacker's shifts (002:L172-L174), a tie gives the attacker
    a boost (L178), defence with style a boost for the defender (L186); an ally defending for the target takes the
    effects of a failure itself (L118)."""
    attack_, defender, sheets, prepared = _defence_setup(scene, p, links)
    started = updated(scene, current_roll=[])
    who, attacker = name_of(scene, defender, links), name_of(scene, attack_.utocnik, links)
    before = sheets.get(defender)
    pred, spent_lines, moved = spend(list(started.aspects), p.free)
    existing = attack_.existujici
    if existing >= 0:  # a boost spent now moves the aspects after it; the advantage's own aspect must stay
        if existing not in moved:
            raise RuleViolation(TABLE_TEXT.EXISTING_GONE.format(aspect=started.aspects[existing].text))
        existing = moved[existing]
    own, rerolled = _rerolled(box, prepared, box.roll("4dF"))
    dice = [d.value for d in own.dice]
    r = SceneRoll(akce="defend", kdo=defender, jak=prepared.how, kostky=dice, modifikator=prepared.modifier,
                  proti=attack_.celkem, kolo=started.round, hody=started.rolls, utocnik=attack_.utocnik,
                  styl_posileni=attack_.styl_posileni, pred=pred, utok_vyvolani=list(scene.current_roll),
                  proti_akce=attack_.akce, existujici=existing, nazev=attack_.nazev,
                  pro_oponenta=attack_.pro_oponenta, utok_kostky=attack_.kostky)
    shifts = -r.shifts  # the attacker's
    attack_outcome, defence_outcome = outcome_of(shifts), outcome_of(r.shifts)
    result_text, line = texts.ACTION_RESULTS[(attack_.akce, attack_outcome)]
    template = TABLE_TEXT.DEFENCE if attack_.akce == "attack" else TABLE_TEXT.DEFENCE_ADVANTAGE
    parts = [template.format(who=who, how=prepared.how, dice=dice_glyphs(dice), dice_total=format_rating(own.total),
                             modifier=format_rating(prepared.modifier), total=rating_label(r.total),
                             attack=rating_label(attack_.celkem), diff=attacker_diff(shifts, attack_.akce),
                             outcome=texts.OUTCOMES[attack_outcome], result=result_text.rstrip("."), line=line)]
    if defender != attack_.cil:
        parts.insert(0, TABLE_TEXT.DEFEND_FOR.format(who=who, target=name_of(scene, attack_.cil, links)))
    aspects, pending, effect_lines = defence_result(started, r, who, attacker)
    lines = [*rerolled, *teamwork_line(scene, prepared, links), *invoke_line(prepared.invoked), *effect_lines]
    new = updated(started, aspects=aspects, utok=None, zasah=pending, current_roll=records(prepared.invoked),
                  posledni_hod=r, ucastnici=_acted(started, prepared.helpers))
    changes = [*spent_lines, *paid_lines(sheets, defender, before, prepared.sheet), *lines,
               *close_sheet_roll(sheets, defender)]
    probability = outcome_chances(prepared.modifier, attack_.celkem, False)[defence_outcome]
    return result(new, sheets, defence_outcome, texts.OUTCOMES[defence_outcome],
                  " ".join([*parts, *lines, TABLE_TEXT.OPEN_HINT]), changes=changes, total=r.total,
                  probability=probability, details=defence_details(attack_.akce, shifts, pending))


def defence_details(action: DefendedAction, shifts: int, pending: PendingHit | None) -> dict[str, Any]:
    """The settled exchange for the shell: the acting side's shifts, harm waiting and that action's outcome."""
    if action == "advantage":
        return {"shifts": shifts, "advantage_outcome": outcome_of(shifts)}
    return {"shifts": shifts, "harm": pending.posuny if pending else 0, "attack_outcome": outcome_of(shifts)}
