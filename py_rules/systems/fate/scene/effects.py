"""Writing a roll's result into the scene, from the aspects as they were before it (``SceneRoll.pred``), so the same
function writes it first and writes it again when the roller invokes after seeing the dice.

Create an advantage 002:L150-L158, overcome L162-L168, attack and defence L172-L188 (boosts L156; harm waits as the
defender's hit, L172 → FAE SRD).
"""

from __future__ import annotations

from py_rules.czech import amount
from py_rules.errors import RuleViolation
from py_rules.systems.fate import texts
from py_rules.systems.fate.rules import action_effect
from py_rules.systems.fate.scene.board import MAX_ASPECTS, FateScene, PendingHit, SceneAspect, SceneRoll, boost
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.texts import ERRORS, LABELS

__all__ = ["add", "defence_result", "roll_result"]


def add(aspects: list[SceneAspect], new: list[SceneAspect]) -> list[SceneAspect]:
    """``aspects`` and ``new``; raises ``RuleViolation`` past the scene's limit."""
    if len(aspects) + len(new) > MAX_ASPECTS:
        raise RuleViolation(ERRORS.SCENE_FULL.format(limit=MAX_ASPECTS))
    return [*aspects, *new]


def _advantage(scene: FateScene, r: SceneRoll, shifts: int, who: str,
               opponent: str) -> tuple[list[SceneAspect], list[str]]:
    """The aspects after ``who``'s create-advantage with ``shifts`` (its own, L122) from ``r.pred``."""
    new_aspect = r.existujici < 0
    effect = action_effect("advantage", shifts, new_aspect=new_aspect, give_opponent=r.pro_oponenta)
    aspects = list(r.pred)
    if effect.boost:  # L156
        made = boost(scene, r.nazev, who)
        return add(aspects, [made]), [TABLE_TEXT.BOOST_FOR.format(text=made.text, holder=who)]
    if effect.free_invokes and not new_aspect:  # L152, L154 on an existing aspect
        target = aspects[r.existujici]
        if target.kind == "boost":
            raise RuleViolation(ERRORS.BOOST_NO_MORE.format(text=target.text))
        aspects[r.existujici] = target.model_copy(update={
            "free_invokes": min(9, target.free_invokes + effect.free_invokes), "holder": who})
        added = amount(effect.free_invokes, texts.SCENE_TEXT.FREE_INVOKE_FORMS)
        return aspects, [TABLE_TEXT.INVOKES_ON.format(text=target.text, holder=who, invokes=added)]
    if effect.creates_aspect:  # L152, L154; L158 with the opponent's invoke, for the opponent alone (L142)
        holder = (opponent or texts.SCENE_TEXT.OPPONENT_DEFAULT) if effect.opponent_free_invokes else who
        invokes = effect.opponent_free_invokes or effect.free_invokes
        only = bool(effect.opponent_free_invokes and opponent)
        made = SceneAspect(text=r.nazev, free_invokes=invokes, holder=holder, holder_only=only)
        line = TABLE_TEXT.OPPONENT_ASPECT_FOR if only else TABLE_TEXT.ASPECT_FOR
        return add(aspects, [made]), [line.format(text=r.nazev, holder=holder,
                                                  invokes=amount(invokes, texts.SCENE_TEXT.FREE_INVOKE_FORMS))]
    return aspects, []


def roll_result(scene: FateScene, r: SceneRoll, who: str, opponent: str) -> tuple[list[SceneAspect], list[str]]:
    """The scene's aspects after an overcome or create-advantage roll ``r`` by ``who`` (002:L150-L168); a failed
    advantage's free invoke goes to ``opponent`` (who opposed it on the scene, L158), else to «oponent» (a roll
    saved before schema 6 did not keep who opposed)."""
    if r.akce == "advantage":
        return _advantage(scene, r, r.shifts, who, opponent)
    effect = action_effect("overcome", r.shifts, accept_cost=r.vazna_cena)
    aspects, lines = list(r.pred), []
    if effect.boost:  # L164
        aspects = add(aspects, [boost(scene, texts.SCENE_TEXT.BOOST, who)])
        lines.append(TABLE_TEXT.BOOST_FOR.format(text=texts.SCENE_TEXT.BOOST, holder=who))
    if effect.cost:  # L166, L168
        lines.append(TABLE_TEXT.COST_MINOR if effect.cost == "minor" else TABLE_TEXT.COST_SERIOUS)
    return aspects, lines


def defence_result(scene: FateScene, r: SceneRoll, defender: str,
                   attacker: str) -> tuple[list[SceneAspect], PendingHit | None, list[str]]:
    """The scene's aspects and the hit waiting for the defender after defence ``r`` against the attack's total
    ``r.proti``: harm = the attacker's shifts (L172-L174), a tie gives the attacker a boost (L178), defence with
    style a boost for the defender (L186); a failed defence for another lands on the defender (L118).

    Against a create-advantage aimed at the defender (L116, ``r.proti_akce``) the roller's shifts give its four
    outcomes (L150-L158: a failure's free invoke for the opponent goes to the defender) and no hit waits; defence
    with style still gives the defender a boost (L186)."""
    shifts = -r.shifts  # the attacker's shifts (002:L122)
    guard = action_effect("defend", -shifts)
    made: list[SceneAspect] = []
    lines: list[str] = []
    pending = None
    if r.proti_akce == "advantage":
        aspects, lines = _advantage(scene, r, shifts, attacker, defender)
    else:
        hit = action_effect("attack", shifts, style_boost=r.styl_posileni)
        aspects = list(r.pred)
        if hit.boost:  # L174 (traded shift), L178
            made.append(boost(scene, texts.SCENE_TEXT.BOOST, attacker))
            lines.append(TABLE_TEXT.BOOST_FOR.format(text=texts.SCENE_TEXT.BOOST, holder=attacker))
        if hit.harm > 0:
            pending = PendingHit(utocnik=r.utocnik, cil=r.kdo, posuny=hit.harm)
            lines.append(TABLE_TEXT.HIT_WAITS.format(target=defender, shifts=amount(hit.harm, LABELS.SHIFT_FORMS)))
    if guard.boost:  # L186
        made.append(boost(scene, texts.SCENE_TEXT.BOOST, defender))
        lines.append(TABLE_TEXT.DEFENCE_STYLE.format(who=defender))
    return add(aspects, made), pending, lines
