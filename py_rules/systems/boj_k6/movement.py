"""Vzdálenost a rychlost (003:L78-L107).

Distances are measured in rounds of running: kontaktní (a few steps), krátká 1 kolo, střední 2–4, dlouhá 5–16
(L81-L91). Speeds plazení – chůze – běh – koňský běh, each step twice the previous (L98-L100); zpomalení and
zrychlení move one step (L107). Caps: concentrating ⇒ no running (L102), a serious wound of a leg or the
belly ⇒ at most chůze (L103), vyřazený ⇒ at most plazení (L104).
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from py_rules.systems.boj_k6.tables import tables
from py_rules.systems.boj_k6.texts import T

__all__ = ["effective_speed", "rounds_to_cover", "speed_cap_reasons"]

LEG_PARTS = frozenset({"leva_noha", "prava_noha", "bricho"})


def _order() -> list[str]:
    return list(tables()["rychlosti"]["poradi"])


def speed_cap_reasons(wounds: Iterable[str], concentrating: bool, out: bool) -> list[tuple[str, str]]:
    """(highest allowed speed, Czech reason) for each cap that applies."""
    caps: list[tuple[str, str]] = []
    if concentrating:
        caps.append(("chuze", T["v_soustredeni"]))
    if LEG_PARTS & set(wounds):
        caps.append(("chuze", T["v_noha"]))
    if out:
        caps.append(("plazeni", T["v_vyrazeni"]))
    return caps


def effective_speed(base: str, steps: int, wounds: Iterable[str] = (), concentrating: bool = False,
                    out: bool = False) -> str:
    """The speed after zrychlení/zpomalení (``steps``, L107) and the caps of L102-L104."""
    order = _order()
    index = min(max(order.index(base) + steps, 0), len(order) - 1)
    for cap, _reason in speed_cap_reasons(wounds, concentrating, out):
        index = min(index, order.index(cap))
    return order[index]


def rounds_to_cover(distance: str, speed: str) -> tuple[Fraction, Fraction]:
    """Rounds needed to cover ``distance`` at ``speed`` (min, max); běh is the unit (L79, L100)."""
    low, high = tables()["vzdalenosti"][distance]
    factor = Fraction(2) ** (_order().index("beh") - _order().index(speed))
    return Fraction(low) * factor, Fraction(high) * factor
