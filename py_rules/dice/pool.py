"""Exact distributions of dice terms: one slot (die + rerolls + explosions), pools, keep and groups.

Keep-highest/lowest never enumerates combinations. As in icepool, the pool is a multiset: walk the
outcomes from the preferred end, decide how many of the remaining dice show this outcome (``comb`` counts
the orderings), and track only ``(dice placed, kept score)`` while fewer than ``n`` dice are placed. As
soon as the kept part is complete the rest of the dice merely have to fall below the current outcome,
which is one closed-form term, so ``20k20kh5`` costs a few thousand steps.
"""

from __future__ import annotations

from collections.abc import Callable
from math import comb

from py_rules.dice.convolution import Budget, Weights, combine, iid_sum
from py_rules.dice.limits import Limits
from py_rules.dice.modifiers import Keep
from py_rules.dice.nodes import Dice
from py_rules.dice.validate import matching_faces

__all__ = ["dice_weights", "group_weights", "slot_weights"]


def dice_weights(node: Dice, budget: Budget) -> Weights:
    """The exact table of one dice term, truncated at the same explosion/reroll caps as the roller.

    Raises ``DiceLimitError`` (via ``budget``) when the predicted work is too large.
    """
    budget.require(_pool_estimate(node, budget.limits), node.position)
    slot = slot_weights(node, budget)
    score: Callable[[int], int] = (lambda value: value) if node.success is None else (
        lambda value: int(node.success.matches(value)))  # type: ignore[union-attr]
    keep = node.keep
    if keep is None or keep.kept(node.count) == node.count:
        scored: Weights = {}
        for value, weight in slot.items():
            scored[score(value)] = scored.get(score(value), 0) + weight
        return iid_sum(scored, node.count, budget, node.position)
    return _keep_weights(slot, node.count, keep, score, budget, node.position)


def _pool_estimate(node: Dice, limits: Limits) -> int:
    """A quick upper estimate of the whole term's cost, so hopeless terms fail before any work."""
    depth = limits.max_explosions if node.explode else 0
    span = 1 if node.success is not None else (node.high - node.low) * (1 + depth)
    faces = node.high - node.low + 1
    count = node.count if node.keep is None else node.keep.kept(node.count)
    return faces * (1 + depth) + count * (count * span + 2) // 2


def slot_weights(node: Dice, budget: Budget) -> Weights:
    """The table of one slot: a die after rerolls and ``mi``/``ma``, plus its explosions."""
    limits = budget.limits
    faces = node.high - node.low + 1
    depth = limits.max_explosions if node.explode else 0
    budget.charge(faces * (1 + depth * (depth + 1) // 2), node.position)
    face_weights = _rerolled_faces(node, limits)
    value = _clamp(node)
    base: Weights = {}
    for face, weight in face_weights.items():
        base[value(face)] = base.get(value(face), 0) + weight
    if not depth:
        return base
    high_weight = face_weights[node.high]
    high_value = value(node.high)
    rest = dict(base)
    rest[high_value] -= high_weight
    chain, chain_total = base, sum(base.values())
    for _ in range(depth):
        nxt = {outcome: weight * chain_total for outcome, weight in rest.items() if weight}
        for outcome, weight in chain.items():
            key = outcome + high_value
            nxt[key] = nxt.get(key, 0) + high_weight * weight
        chain, chain_total = nxt, chain_total * sum(face_weights.values())
    return chain


def _rerolled_faces(node: Dice, limits: Limits) -> Weights:
    """Face weights after ``r``/``ro``: total ``faces**(cap+1)``; rerolled faces keep only the last try."""
    faces = node.high - node.low + 1
    reroll = node.reroll
    if reroll is None:
        return dict.fromkeys(range(node.low, node.high + 1), 1)
    cap = reroll.cap(limits)
    hits = matching_faces(reroll.condition, node.low, node.high)
    last_try = hits**cap
    accepted = sum(hits**i * faces ** (cap - i) for i in range(cap)) + last_try
    matches = reroll.condition.matches
    return {face: last_try if matches(face) else accepted for face in range(node.low, node.high + 1)}


def _clamp(node: Dice) -> Callable[[int], int]:
    low = node.minimum
    high = node.maximum

    def value(face: int) -> int:
        if low is not None and face < low:
            face = low
        if high is not None and face > high:
            face = high
        return face

    return value


def _keep_weights(slot: Weights, count: int, keep: Keep, score: Callable[[int], int], budget: Budget,
                  position: int) -> Weights:
    """Sum of ``score`` over the kept slots of ``count`` iid slots, by order statistics."""
    kept = keep.kept(count)
    order = sorted(slot.items(), reverse=keep.prefers_high)
    span = max(abs(score(v)) for v in slot) + 1
    budget.charge(len(order) * kept * kept * (kept * span + 1), position)
    below = sum(slot.values())
    states: dict[tuple[int, int], int] = {(0, 0): 1}  # (slots placed, kept score) → ways
    final: Weights = {}
    for outcome, weight in order:
        below -= weight
        points = score(outcome)
        nxt: dict[tuple[int, int], int] = {}
        for (placed, total), ways in states.items():
            remaining, needed = count - placed, kept - placed
            partial = 0
            for here in range(min(needed, remaining + 1)):
                term = comb(remaining, here) * weight**here
                partial += term * below ** (remaining - here)
                key = (placed + here, total + here * points)
                nxt[key] = nxt.get(key, 0) + ways * term
            done = (weight + below) ** remaining - partial
            if done:
                key_total = total + needed * points
                final[key_total] = final.get(key_total, 0) + ways * done
        states = nxt
    return final


def group_weights(items: list[Weights], keep: Keep | None, budget: Budget, position: int) -> Weights:
    """A group ``{a, b, …}``: the sum of all items, or of the kept ones (items need not be alike).

    The kept case tracks the best ``n`` sub-totals seen so far as a sorted tuple; each step's cost is
    charged before it is taken.
    """
    if keep is None or keep.kept(len(items)) == len(items):
        total: Weights = {0: 1}
        for item in items:
            total = combine(total, item, int.__add__, budget, position)
        return total
    kept = keep.kept(len(items))
    sign = 1 if keep.prefers_high else -1
    states: dict[tuple[int, ...], int] = {(): 1}
    for item in items:
        budget.charge(len(states) * len(item) * (kept + 1), position)
        nxt: dict[tuple[int, ...], int] = {}
        for best, ways in states.items():
            for value, weight in item.items():
                key = tuple(sorted((*best, sign * value), reverse=True)[:kept])
                nxt[key] = nxt.get(key, 0) + ways * weight
        states = nxt
    out: Weights = {}
    for best, ways in states.items():
        value = sign * sum(best)
        out[value] = out.get(value, 0) + ways
    return out
