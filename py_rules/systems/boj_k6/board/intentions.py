"""Záměry → who threatens whom, who rolls what, and the proposed order of rolling.

Seed: 003:L114-L121 — a threatener rolls na úspěch; if the target threatens him too they compare úspěch vs
úspěch, otherwise the target rolls na obranu, separately per attacker (L116, L399, L413); who threatens nobody
rolls no úspěch (L118). Order (L193-L219): chained intentions first (who can change another pairing's premise
rolls before it, L194-L202); several players against one foe: the unthreatened first (L204); a cycle: everyone
rolls úspěch first, resolve from the highest total down (L213-L217).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from py_rules.systems.boj_k6.board.board import Participant

__all__ = ["Pairing", "Reach", "attribute_of", "pairings", "proposed_order"]


@dataclass(frozen=True)
class Pairing:
    """One threat: ``attacker`` → ``target``; ``mutual`` if they threaten each other; ``cycle`` if the
    attacker is part of a cycle of intentions (resolve by úspěch totals)."""

    attacker: int
    target: int
    mutual: bool
    cycle: bool = False


def attribute_of(p: Participant, attribute: str) -> int:
    return int(getattr(p, attribute))


Reach = Callable[[int, int], bool]


def _threats(people: Sequence[Participant], reach: Reach | None = None) -> dict[int, list[int]]:
    """Who threatens whom; ``reach(a, b)`` drops a threat that cannot get to its target this round."""
    alive = {p.id for p in people}
    return {p.id: [t for t in p.cile if t in alive and (reach is None or reach(p.id, t))]
            for p in people if p.threatening}


def pairings(people: Sequence[Participant], reach: Reach | None = None) -> list[Pairing]:
    """Every threat of the round, a mutual pair listed once (by the lower id), in id order."""
    threats = _threats(people, reach)
    result: list[Pairing] = []
    for attacker in sorted(threats):
        for target in threats[attacker]:
            mutual = attacker in threats.get(target, [])
            if mutual and target < attacker:
                continue
            result.append(Pairing(attacker, target, mutual))
    return result


def _components(nodes: list[int], edges: dict[int, list[int]]) -> list[list[int]]:
    """Strongly connected components (Tarjan), each a list of node ids."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    stack: list[int] = []
    on_stack: set[int] = set()
    result: list[list[int]] = []

    def visit(v: int) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, []):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component: list[int] = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            result.append(sorted(component))

    for node in nodes:
        if node not in index:
            visit(node)
    return result


def _order_of_attackers(people: Sequence[Participant], reach: Reach | None) -> list[tuple[int, bool]]:
    """Attackers in rolling order with a flag «part of a cycle» (L199, L204, L213-L217)."""
    threats = _threats(people, reach)
    by_id = {p.id: p for p in people}
    nodes = sorted(threats)
    # X must roll before Y when X threatens Y and Y threatens someone else than X (the chain of L202).
    edges = {x: [y for y in threats[x] if y in threats and x not in threats[y]] for x in nodes}
    comps = _components(nodes, edges)
    comp_of = {n: i for i, comp in enumerate(comps) for n in comp}
    incoming = dict.fromkeys(range(len(comps)), 0)
    for x in nodes:
        for y in edges[x]:
            if comp_of[x] != comp_of[y]:
                incoming[comp_of[y]] += 1
    threatened = {t for targets in threats.values() for t in targets}
    order: list[tuple[int, bool]] = []
    ready = [i for i, n in incoming.items() if n == 0]
    while ready:
        ready.sort(key=lambda i: (any(n in threatened for n in comps[i]), min(comps[i])))
        current = ready.pop(0)
        comp = comps[current]
        cyc = len(comp) > 1
        if cyc:  # resolve from the highest úspěch down (L217); unknown rolls last
            comp = sorted(comp, key=lambda n: -_uspech_total(by_id[n]))
        order += [(n, cyc) for n in comp]
        for n in comps[current]:
            for y in edges[n]:
                if comp_of[y] != current:
                    incoming[comp_of[y]] -= 1
                    if incoming[comp_of[y]] == 0:
                        ready.append(comp_of[y])
    return order


def _uspech_total(p: Participant) -> int:
    if p.kostka_uspech is None:
        return -100
    return p.kostka_uspech + attribute_of(p, p.vlastnost)


def proposed_order(people: Sequence[Participant], reach: Reach | None = None) -> list[Pairing]:
    """Every pairing in a proposed order of rolling; a mutual pair appears once, at its first attacker."""
    threats = _threats(people, reach)
    seen: set[frozenset[int]] = set()
    result: list[Pairing] = []
    for attacker, cyc in _order_of_attackers(people, reach):
        for target in threats[attacker]:
            key = frozenset((attacker, target))
            if key in seen:
                continue
            seen.add(key)
            result.append(Pairing(attacker, target, attacker in threats.get(target, []), cyc))
    return result
