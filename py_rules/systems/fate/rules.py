"""Pure Fate rules on plain values: ladder, shifts → outcome, per-action results, bonuses, fate points.

Seed 002 is authoritative; parts it only references (ladder, stunts, fate points, invoke stacking) follow the
Fate SRD as the digest lists them and are marked ``[FAE SRD]`` / ``[Core SRD]`` / ``[Condensed SRD]``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from py_rules.errors import RuleViolation
from py_rules.systems.fate import texts
from py_rules.systems.fate.sheet import Stunt

__all__ = [
    "ActionEffect",
    "action_effect",
    "check_invokes",
    "compel",
    "concede_reward",
    "format_rating",
    "ladder_name",
    "outcome_of",
    "rating_label",
    "session_refresh",
    "stunt_applies",
    "teamwork_bonus",
    "teamwork_split",
]

STYLE_SHIFTS = 3  # 002:L128 «3 a více posunů»
INVOKE_BONUS = 2  # 002:L138 «bonusem +2»
DEFAULT_HELPER_LIMIT = 2  # 002:L142 «většinou jeden nebo dva»; digest choice 3


@cache
def _ladder() -> dict[int, str]:
    raw = json.loads(resources.files(__package__).joinpath("data/ladder.json").read_text("utf-8"))
    return {int(k): v for k, v in raw["ladder"].items()}


def ladder_name(value: int) -> str | None:
    """The ladder adjective for ``value`` (−2…+8, Fate SRD); ``None`` outside it (digest §3.1 choice)."""
    return _ladder().get(value)


def format_rating(value: int) -> str:
    """A signed rating as the ladder writes it: ``+1``, ``+0``, ``−2`` (typographic minus)."""
    return f"+{value}" if value >= 0 else f"−{-value}"


def rating_label(value: int) -> str:
    """«Průměrný (+1)»; outside the ladder only the number (case F08)."""
    name = ladder_name(value)
    return f"{name} ({format_rating(value)})" if name else format_rating(value)


def outcome_of(shifts: int) -> str:
    """Outcome key for the signed shifts (002:L122-L128): failure < 0, tie 0, success 1–2, style ≥ 3."""
    if shifts < 0:
        return "failure"
    if shifts == 0:
        return "tie"
    return "style" if shifts >= STYLE_SHIFTS else "success"


@dataclass(frozen=True)
class ActionEffect:
    """What an outcome does for one action (002:L148-L188), as numbers the scene and harm can apply."""

    free_invokes: int = 0  # on a new or existing aspect, for the actor
    opponent_free_invokes: int = 0  # failed create-advantage on a new aspect, second option (L158)
    creates_aspect: bool = False
    boost: bool = False  # a boost for the actor (L156, L164, L174, L178, L186)
    harm: int = 0  # shifts of harm to the target (L172, L174)
    cost: str = ""  # "minor" (L166) / "serious" (L168) when the goal is reached at a cost
    goal: bool = False  # the actor's intent is achieved
    harmed_self: bool = False  # defend failure: the opponent's action lands on you (L188, L118)


def _advantage(outcome: str, new_aspect: bool, give_opponent: bool) -> ActionEffect:
    if outcome in ("success", "style"):  # L152, L154
        return ActionEffect(free_invokes=1 if outcome == "success" else 2, creates_aspect=new_aspect, goal=True)
    if outcome == "tie":  # L156: a boost, also on an existing aspect (digest choice 4)
        return ActionEffect(boost=True)
    if new_aspect and give_opponent:  # L158
        return ActionEffect(opponent_free_invokes=1, creates_aspect=True)
    return ActionEffect()


def _overcome(outcome: str, accept_cost: bool) -> ActionEffect:
    if outcome == "style":  # L164
        return ActionEffect(goal=True, boost=True)
    if outcome == "success":  # L162
        return ActionEffect(goal=True)
    if outcome == "tie":  # L166
        return ActionEffect(goal=True, cost="minor")
    return ActionEffect(goal=True, cost="serious") if accept_cost else ActionEffect()  # L168


def _attack(outcome: str, shifts: int, style_boost: bool) -> ActionEffect:
    if outcome == "style":  # L174: harm = shifts, or one shift traded for a boost (choice 8)
        return ActionEffect(harm=shifts - 1, boost=True, goal=True) if style_boost else \
            ActionEffect(harm=shifts, goal=True)
    if outcome == "success":  # L172
        return ActionEffect(harm=shifts, goal=True)
    if outcome == "tie":  # L178
        return ActionEffect(boost=True)
    return ActionEffect()  # L180


def _defend(outcome: str) -> ActionEffect:
    if outcome == "style":  # L186
        return ActionEffect(goal=True, boost=True)
    if outcome in ("success", "tie"):  # L184 (digest choice 7)
        return ActionEffect(goal=True)
    return ActionEffect(harmed_self=True)  # L188; defending others: you take it (L118, choice 6)


def action_effect(action: str, shifts: int, *, new_aspect: bool = True, give_opponent: bool = False,
                  accept_cost: bool = False, style_boost: bool = False) -> ActionEffect:
    """The effect of ``shifts`` for ``action`` (002:L148-L188); raises ``KeyError`` for an unknown action."""
    outcome = outcome_of(shifts)
    if action == "advantage":
        return _advantage(outcome, new_aspect, give_opponent)
    if action == "overcome":
        return _overcome(outcome, accept_cost)
    if action == "attack":
        return _attack(outcome, shifts, style_boost)
    if action == "defend":
        return _defend(outcome)
    raise KeyError(action)


def teamwork_bonus(helper_ratings: Iterable[int], limit: int = DEFAULT_HELPER_LIMIT) -> int:
    """+1 per helper whose approach is above +0, at most ``limit`` helpers (002:L142)."""
    eligible = sum(1 for rating in helper_ratings if rating > 0)
    return min(eligible, max(0, limit))


def teamwork_split(helper_ratings: Iterable[int], limit: int = DEFAULT_HELPER_LIMIT,
                   ) -> tuple[list[int], list[int], list[int]]:
    """Helpers' ratings as ``(counted, over_limit, not_eligible)`` in the order given (002:L142).

    Only a rating above +0 can help; of those, the first ``limit`` count (each gives the same +1, so which
    ones count does not change the bonus: ``len(counted) == teamwork_bonus(...)``), the rest are over the
    GM's limit.
    """
    ratings = list(helper_ratings)
    eligible = [rating for rating in ratings if rating > 0]
    cap = max(0, limit)
    return eligible[:cap], eligible[cap:], [rating for rating in ratings if rating <= 0]


def stunt_applies(stunt: Stunt, approach: str, action: str) -> bool:
    """Whether ``stunt`` gives its bonus to this approach and action (002:L138; FAE SRD stunt form)."""
    return stunt.approach in ("any", approach) and stunt.action in ("any", action)


def check_invokes(invokes: Sequence[tuple[str, bool]], mode: str) -> None:
    """Check invokes of one roll as ``(aspect, paid)`` pairs against the stacking ``mode`` (digest choice 9).

    ``condensed`` / ``core``: at most one paid invoke per aspect, free invokes stack [Condensed/Core SRD];
    ``fae``: each aspect once, except both free invokes of a success with style [FAE SRD].
    Raises ``RuleViolation`` naming the aspect.
    """
    paid = Counter(aspect.casefold() for aspect, is_paid in invokes if is_paid)
    free = Counter(aspect.casefold() for aspect, is_paid in invokes if not is_paid)
    for aspect, _ in invokes:
        key = aspect.casefold()
        if paid[key] > 1:
            raise RuleViolation(texts.ERRORS.PAID_TWICE.format(aspect=aspect))
        if mode == "fae" and paid[key] + free[key] > 1 and not (paid[key] == 0 and free[key] == 2):
            raise RuleViolation(texts.ERRORS.FAE_ONCE.format(aspect=aspect))


def compel(fate_points: int, accept: bool) -> int:
    """Fate points after a compel [FAE SRD]: accept +1; refuse −1 (``RuleViolation`` at 0, case F32)."""
    if accept:
        return fate_points + 1
    if fate_points <= 0:
        raise RuleViolation(texts.ERRORS.COMPEL_REFUSE_AT_ZERO)
    return fate_points - 1


def session_refresh(fate_points: int, refresh: int) -> int:
    """Fate points at the start of a session [FAE SRD]: the refresh, or more if you kept more (F30)."""
    return max(fate_points, refresh)


def concede_reward(consequences_this_conflict: int) -> int:
    """Fate points for conceding [FAE SRD]: 1 plus 1 per consequence taken in this conflict (F29)."""
    return 1 + consequences_this_conflict
