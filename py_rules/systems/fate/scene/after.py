"""Invoking after seeing one's own dice on the scene (002:L138 «bonusem +2»; FAE SRD: you roll, then decide to
invoke). Free invokes come from the scene, paid ones from the roller's sheet; the stacking rule counts the whole
roll, the invokes chosen with it and these, sheet and scene together (choice 9).

The open roll is the attack waiting for its defence (its total rises) or ``FateScene.posledni_hod`` — an overcome,
create an advantage or defence whose result is then written again from the aspects as they were before it
(``scene/effects.py``). Only right after the roll: once anything else changed the scene, it is closed. After a
defence's dice the attacker may invoke as well (the attack's total rises) until the hit is taken; the attack's
invokes (``SceneRoll.utok_vyvolani``) count with these, so each aspect once per roll over both moments.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import model_validator

from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Links
from py_rules.systems.fate import texts
from py_rules.systems.fate.actions import dice_glyphs, shifts_line
from py_rules.systems.fate.odds import outcome_chances
from py_rules.systems.fate.rules import INVOKE_BONUS, outcome_of, rating_label
from py_rules.systems.fate.scene.board import FateScene, SceneAspect, SceneRoll
from py_rules.systems.fate.scene.effects import defence_result, roll_result
from py_rules.systems.fate.scene.invokes import FreePaid, invoke_line, invokes_after, paid_lines, records, spend
from py_rules.systems.fate.scene.rolls import attacker_diff, defence_details, opponent_of, result
from py_rules.systems.fate.scene.table import Sheets, name_of
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.sheet import updated

__all__ = ["AfterBoardParams", "after", "still_open"]


class AfterBoardParams(FreePaid):
    """The invokes added after the dice: free ones from the scene, paid ones from the roller's sheet; each +2, or
    one invoke used to reroll all four dice (002:L138 «bonusem +2 nebo možností opakování hodu»)."""

    pouziti: Literal["bonus", "reroll"] = "bonus"
    # after a defence's dice the attacker may invoke too (FAE SRD: either side, after the dice; 002:L138)
    utocnik: bool = False

    @model_validator(mode="after")
    def _one_reroll(self) -> AfterBoardParams:
        if self.pouziti == "reroll" and len(self.free) + len(self.paid) != 1:
            raise ValueError(TABLE_TEXT.REROLL_ONE)
        return self


def _rewritten(scene: FateScene, r: SceneRoll, links: Links) -> FateScene:
    """The scene as the roll ``r`` writes it from its ``pred`` aspects (the same function as the roll itself)."""
    who = name_of(scene, r.kdo, links)
    if r.akce == "defend":
        aspects, pending, _ = defence_result(scene, r, who, name_of(scene, r.utocnik, links))
        return updated(scene, aspects=aspects, zasah=pending)
    aspects, _ = roll_result(scene, r, who, opponent_of(scene, r, links))
    return updated(scene, aspects=aspects)


def still_open(scene: FateScene, links: Links) -> SceneRoll | None:
    """The last roll if nothing changed the scene since it was written (the same round, no new roll, the aspects
    and the waiting hit as it left them); ``None`` otherwise."""
    r = scene.posledni_hod
    if r is None or r.kolo != scene.round or r.hody != scene.rolls or scene.utok is not None:
        return None
    try:
        again = _rewritten(scene, r, links)
    except RuleViolation:
        return None
    return r if (again.aspects, again.zasah) == (scene.aspects, scene.zasah) else None


def _moved(existing: int, moved: dict[int, int], aspects: list[SceneAspect]) -> int:
    """Where a create-advantage's own aspect ``existing`` is after free invokes were spent (a boost used vanishes
    and moves the aspects after it); raises ``RuleViolation`` when it is gone itself."""
    if existing < 0:
        return existing
    if existing not in moved:
        raise RuleViolation(TABLE_TEXT.EXISTING_GONE.format(aspect=aspects[existing].text))
    return moved[existing]


def _rerolled(kept: list[int] | None, total: int, box: DiceBox) -> tuple[list[int], int, str]:
    """All four dice of a total anew (002:L138 «možností opakování hodu»; a worse roll stands, digest F21): the
    new dice, the new total and the line; raises ``RuleViolation`` when the scene did not keep the dice."""
    if kept is None:
        raise RuleViolation(TABLE_TEXT.REROLL_NOT_KEPT)
    dice = [d.value for d in box.roll("4dF").dice]
    line = TABLE_TEXT.AFTER_REROLL.format(old=dice_glyphs(kept), new=dice_glyphs(dice))
    return dice, total - sum(kept) + sum(dice), line


def _after_attack(scene: FateScene, p: AfterBoardParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """The attacker invokes after seeing the attack's dice, before the defence: its total rises by 2 per invoke, or
    one invoke rerolls the attack's four dice."""
    assert scene.utok is not None
    attack = scene.utok
    if p.pouziti == "reroll" and attack.kostky is None:
        raise RuleViolation(TABLE_TEXT.REROLL_NOT_KEPT)
    sheets = Sheets(scene, links)
    before = sheets.get(attack.utocnik)
    invoked, paid = invokes_after(scene, sheets, attack.utocnik, p, list(scene.current_roll))
    aspects, spent_lines, moved = spend(list(scene.aspects), p.free)
    existing = _moved(attack.existujici, moved, scene.aspects)
    reroll: list[str] = []
    dice = attack.kostky
    if p.pouziti == "reroll":
        dice, total, line = _rerolled(attack.kostky, attack.celkem, box)
        reroll = [line]
    else:
        total = attack.celkem + INVOKE_BONUS * len(invoked)
    who, target = name_of(scene, attack.utocnik, links), name_of(scene, attack.cil, links)
    pending = attack.model_copy(update={"celkem": total, "existujici": existing, "kostky": dice})
    new = updated(scene, aspects=aspects, utok=pending, current_roll=[*scene.current_roll, *records(invoked)])
    template = TABLE_TEXT.AFTER_ATTACK if attack.akce == "attack" else TABLE_TEXT.AFTER_ADVANTAGE
    text_ = " ".join([*reroll, template.format(who=who, before=rating_label(attack.celkem),
                                               after=rating_label(total), target=target)])
    lines = invoke_line(invoked)
    changes = [*spent_lines, *paid_lines(sheets, attack.utocnik, before, paid), *lines]
    return result(new, sheets, "rolled", TABLE_TEXT.L_ATTACK_RAISED, " ".join([text_, *lines]), changes=changes,
                  total=total)


def _after_defence(scene: FateScene, r: SceneRoll, p: AfterBoardParams, box: DiceBox,
                   links: Links) -> ActionOutcome[FateScene]:
    """The attacker invokes after seeing the defence's dice: the attack's total (``proti``) rises by 2 per invoke
    and the defence's result is written again (harm = the attacker's shifts, 002:L172-L174; a tie's boost, L178).
    The stacking rule counts the attack's invokes before the defence and these together (002:L138)."""
    if r.akce != "defend":
        raise RuleViolation(TABLE_TEXT.AFTER_ATTACKER_ONLY)
    if p.pouziti == "reroll" and r.utok_kostky is None:
        raise RuleViolation(TABLE_TEXT.REROLL_NOT_KEPT)
    sheets = Sheets(scene, links)
    before_sheet = sheets.get(r.utocnik)
    as_rolled = updated(scene, aspects=r.pred)  # free invokes as they were before the defence's result
    invoked, paid = invokes_after(as_rolled, sheets, r.utocnik, p, list(r.utok_vyvolani))
    pred, spent_lines, moved = spend(list(r.pred), p.free)
    reroll: list[str] = []
    dice, probability = r.utok_kostky, Fraction(1)
    if p.pouziti == "reroll":
        dice, against, line = _rerolled(r.utok_kostky, r.proti, box)
        reroll = [line]
    else:
        against = r.proti + INVOKE_BONUS * len(invoked)
    raised = r.model_copy(update={"proti": against, "pred": pred, "utok_kostky": dice,
                                  "existujici": _moved(r.existujici, moved, r.pred),
                                  "utok_vyvolani": [*r.utok_vyvolani, *records(invoked)]})
    rewritten = _rewritten(scene, raised, links)
    who, attacker = name_of(scene, r.kdo, links), name_of(scene, r.utocnik, links)
    _, pending, effect_lines = defence_result(scene, raised, who, attacker)
    attack_outcome, defence_outcome = outcome_of(-raised.shifts), outcome_of(raised.shifts)
    new = updated(rewritten, posledni_hod=raised)
    if reroll and dice is not None:
        # the defender's shifts are its total − (the attack's modifier + 4dF); 4dF is symmetric, so they are
        # distributed as its total + 4dF − the attack's modifier
        probability = outcome_chances(r.total, against - sum(dice), False)[defence_outcome]
    template = TABLE_TEXT.AFTER_DEFENCE if r.proti_akce == "attack" else TABLE_TEXT.AFTER_DEFENCE_ADVANTAGE
    text_ = " ".join([*reroll, template.format(
        who=attacker, before=rating_label(r.proti), after=rating_label(raised.proti), defence=rating_label(r.total),
        diff=attacker_diff(-raised.shifts, r.proti_akce), outcome=texts.OUTCOMES[attack_outcome])])
    lines = [*invoke_line(invoked), *effect_lines]
    changes = [*spent_lines, *paid_lines(sheets, r.utocnik, before_sheet, paid), text_, *effect_lines]
    return result(new, sheets, defence_outcome, texts.OUTCOMES[defence_outcome], " ".join([text_, *lines]),
                  changes=changes, total=raised.total, probability=probability,
                  details=defence_details(r.proti_akce, -raised.shifts, pending))


def after(scene: FateScene, p: AfterBoardParams, box: DiceBox, links: Links) -> ActionOutcome[FateScene]:
    """Invoke after the dice of the open roll; raises ``RuleViolation`` when none is open, for an aspect the roll
    itself made, or as the roll's own invokes are refused."""
    if not (p.free or p.paid):
        raise RuleViolation(TABLE_TEXT.AFTER_NOTHING)
    if scene.utok is not None:  # the attack's roller is its attacker, ``utocnik`` or not
        return _after_attack(scene, p, box, links)
    r = still_open(scene, links)
    if r is None:
        raise RuleViolation(TABLE_TEXT.NO_OPEN_ROLL if scene.posledni_hod is None else TABLE_TEXT.AFTER_CHANGED)
    for i in p.free:  # free invokes on what the roll itself made belong to later rolls
        if len(r.pred) <= i < len(scene.aspects):
            raise RuleViolation(TABLE_TEXT.AFTER_OWN_RESULT.format(aspect=scene.aspects[i].text))
    if p.utocnik:
        return _after_defence(scene, r, p, box, links)
    sheets = Sheets(scene, links)
    before_sheet = sheets.get(r.kdo)
    as_rolled = updated(scene, aspects=r.pred)  # free invokes as they were before the roll's result
    invoked, paid = invokes_after(as_rolled, sheets, r.kdo, p, list(scene.current_roll))
    pred, spent_lines, moved = spend(list(r.pred), p.free)
    existing = _moved(r.existujici, moved, r.pred)  # the advantage's own aspect must stay
    if p.pouziti == "reroll":  # all four dice anew, the modifiers stay; a worse roll stands (digest F21)
        dice = [d.value for d in box.roll("4dF").dice]
        raised = r.model_copy(update={"kostky": dice, "pred": pred, "existujici": existing})
    else:
        raised = r.model_copy(update={"modifikator": r.modifikator + INVOKE_BONUS * len(invoked), "pred": pred,
                                      "existujici": existing})
    rewritten = _rewritten(scene, raised, links)
    who = name_of(scene, r.kdo, links)
    if r.akce == "defend":
        _, _, effect_lines = defence_result(scene, raised, who, name_of(scene, r.utocnik, links))
        outcome = outcome_of(raised.shifts)
        diff = attacker_diff(-raised.shifts, r.proti_akce)
    else:
        _, effect_lines = roll_result(scene, raised, who, opponent_of(scene, r, links))
        outcome = outcome_of(raised.shifts)
        diff = shifts_line(raised.shifts)
    new = updated(rewritten, current_roll=[*scene.current_roll, *records(invoked)], posledni_hod=raised)
    text_ = TABLE_TEXT.AFTER_TEXT.format(who=who, before=rating_label(r.total), after=rating_label(raised.total),
                                         diff=diff, outcome=texts.OUTCOMES[outcome])
    probability = Fraction(1)
    if p.pouziti == "reroll":
        text_ = TABLE_TEXT.AFTER_REROLL.format(old=dice_glyphs(r.kostky), new=dice_glyphs(raised.kostky)) + " " + text_
        probability = outcome_chances(r.modifikator, r.proti, False)[outcome]
    lines = [*invoke_line(invoked), *effect_lines]
    changes = [*spent_lines, *paid_lines(sheets, r.kdo, before_sheet, paid), text_, *effect_lines]
    details = {"shifts": raised.shifts if r.akce != "defend" else -raised.shifts}
    return result(new, sheets, outcome, texts.OUTCOMES[outcome], " ".join([text_, *lines]), changes=changes,
                  total=raised.total, probability=probability, details=details)
