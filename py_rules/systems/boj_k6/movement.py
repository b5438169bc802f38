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
from py_rules.systems.boj_k6.texts import SHEET_TEXT

__all__ = ["CONTACT_METRES", "GAP_STOPS", "MAX_GAP", "QUARTERS", "category", "effective_speed", "moved_gap", "reaches",
           "retreat_quarters", "rounds_to_cover", "speed_cap_reasons", "speed_quarters"]

# Kontaktní vzdálenost is «pár kroků» (003:L81): a push of up to 2 m (a couple of steps) keeps contact.
CONTACT_METRES = 2

LEG_PARTS = frozenset({"leva_noha", "prava_noha", "bricho"})


def _order() -> list[str]:
    return list(tables()["rychlosti"]["poradi"])


def speed_cap_reasons(wounds: Iterable[str], concentrating: bool, out: bool) -> list[tuple[str, str]]:
    """(highest allowed speed, Czech reason) for each cap that applies."""
    caps: list[tuple[str, str]] = []
    if concentrating:
        caps.append(("chuze", SHEET_TEXT.V_SOUSTREDENI))
    if LEG_PARTS & set(wounds):
        caps.append(("chuze", SHEET_TEXT.V_NOHA))
    if out:
        caps.append(("plazeni", SHEET_TEXT.V_VYRAZENI))
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


# --------------------------------------------------------------------------- distances on the board

# The board keeps each distance in quarters of a round of running (plazení covers 1 in a round, chůze 2,
# běh 4, koňský běh 8: L79, L98-L100). Categories (L81-L91): kontaktní 0; krátká up to 1 round of running;
# střední up to 4 rounds (the seed says 2–4; a gap of 1–2 rounds counts as střední); dlouhá up to 16.
QUARTERS: dict[str, int] = {"plazeni": 1, "chuze": 2, "beh": 4, "konsky_beh": 8}
MAX_GAP = 64
GAP_STOPS: tuple[int, ...] = (0, 4, 8, 12, 16, 20, 32, 48, 64)


def category(gap: int) -> str:
    """kontaktni / kratka / stredni / dlouha for a gap in quarters of a round of running (L81-L91)."""
    if gap <= 0:
        return "kontaktni"
    if gap <= 4:
        return "kratka"
    if gap <= 16:
        return "stredni"
    return "dlouha"


def speed_quarters(speed: str) -> int:
    """How far ``speed`` gets in one round, in quarters of a round of running (L100)."""
    return QUARTERS[speed]


def retreat_quarters(speed: str) -> int:
    """Backing off while shooting (L498): one speed step lower than running away (at least plazení)."""
    return max(QUARTERS[speed] // 2, 1)


def reaches(gap: int, speed: str, target_flees: bool, target_retreat: int) -> bool:
    """Can a melee attacker threaten the target this round? Contact always (even a fleeing one, L82);
    otherwise he must cover the gap plus the target's retreat (L60, L498), and a fleeing target must be
    caught first (Pronásledování, L85)."""
    if gap <= 0:
        return True
    if target_flees:
        return False
    return gap + target_retreat <= QUARTERS[speed]


def moved_gap(gap: int, closing: int, opening: int) -> int:
    """The gap after a round: ``closing`` quarters run towards each other, ``opening`` quarters away."""
    return min(max(gap - closing + opening, 0), MAX_GAP)
