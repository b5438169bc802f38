"""The general střet resolved as the seed does it (000:L521-L553), as pure functions over participant indices.

From the highest hod down: whoever has not been marked failed by a higher roller succeeds and marks failed
every lower roller whose action excludes theirs (allies too); those losers may each accept or exhaust against
that success. Someone already failed who outrolled others with excluding actions still marks them failed, but
nothing threatens from a failed action, so those have nothing to decide (000:L551). The Průvodce says which
actions exclude which: each participant's "proti komu", read both ways (CHOICE, help "Obecný střet").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from py_rules.errors import RuleViolation
from py_rules.headings import Book
from py_rules.systems.drd2.conflict.pending import EACH_LOSER, Decision, Kind

__all__ = ["HARMFUL", "Resolution", "Slot", "decisions", "exclusive_pairs", "hits", "resolve", "target_of"]

BOOK = Book("py_rules.systems.drd2")

HARMFUL = ("ohrozeni_plus", "jizva", "vyrazeni")  # worsen the target's situation (000:L334-L338, L662)
AUTO = -1  # ``komu``: harm the one the action is against, help oneself


@dataclass(frozen=True)
class Slot:
    """One participant's declared action in the střet: against whom, its rules consequence and its target."""

    index: int
    name: str
    proti: int = -1
    nasledek: Kind = ""
    komu: int = AUTO


@dataclass(frozen=True)
class Resolution:
    """``winners`` in resolution order, each with the losers it marked failed (``losers``); ``quiet`` failed
    only by already failed participants (000:L551)."""

    order: tuple[int, ...]
    winners: tuple[int, ...]
    losers: Mapping[int, tuple[int, ...]]
    quiet: tuple[int, ...]


def exclusive_pairs(slots: Sequence[Slot]) -> set[frozenset[int]]:
    """Pairs whose actions exclude each other: every "proti komu", both ways. Raises ``RuleViolation`` when it
    names someone outside the střet or the participant themself."""
    inside = {s.index for s in slots}
    pairs: set[frozenset[int]] = set()
    for s in slots:
        if s.proti == -1:
            continue
        if s.proti == s.index or s.proti not in inside:
            raise RuleViolation(
                # 000:L533
                f"{s.name}: „proti komu“ musí být jiný účastník tohoto střetu "
                f"({BOOK.cite('druhy_vyhodnoceni.stret.obecny_stret')})."
            )
        pairs.add(frozenset((s.index, s.proti)))
    return pairs


def resolve(order: Sequence[int], pairs: set[frozenset[int]]) -> Resolution:
    """Walk the order from the highest hod (000:L531-L537, L551)."""
    failed: set[int] = set()
    threatened: set[int] = set()
    winners: list[int] = []
    losers: dict[int, tuple[int, ...]] = {}
    for pos, i in enumerate(order):
        lower = [j for j in order[pos + 1 :] if frozenset((i, j)) in pairs]
        if i not in failed:
            winners.append(i)
            losers[i] = tuple(lower)
            threatened.update(lower)
        failed.update(lower)
    quiet = tuple(j for j in order if j in failed and j not in threatened)
    return Resolution(tuple(order), tuple(winners), losers, quiet)


def target_of(slot: Slot) -> int:
    """The participant the consequence goes to: ``komu`` when given; automatically a harmful one to the one the
    action is against and a helpful one to the actor (CHOICE); ``-2`` each loser (rozsáhle); ``-1`` none.
    Raises ``RuleViolation`` when a harmful consequence has no target."""
    if not slot.nasledek:
        return -1
    if slot.komu != AUTO:
        return slot.komu
    if slot.nasledek not in HARMFUL:
        return slot.index
    if slot.proti == -1:
        raise RuleViolation(
            # 000:L320, 000:L525
            f"{slot.name}: komu následek škodí? Vyplň „proti komu“ nebo „komu následek“ "
            f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.akce_zamery_a_nasledky_v_pravidlech')}; "
            f"{BOOK.cite('druhy_vyhodnoceni.stret.obecny_stret')})."
        )
    return slot.proti


def decisions(result: Resolution, slots_by_index: Mapping[int, Slot]) -> list[Decision]:
    """One pending decision per winner and loser, in resolution order (000:L535)."""
    out: list[Decision] = []
    for w in result.winners:
        slot = slots_by_index[w]
        target = target_of(slot)
        for loser in result.losers[w]:
            out.append(
                Decision(
                    vitez=w,
                    porazeny=loser,
                    vitez_jmeno=slot.name,
                    porazeny_jmeno=slots_by_index[loser].name,
                    nasledek=slot.nasledek,
                    komu=target,
                )
            )
    return out


def hits(decision: Decision) -> bool:
    """Whether the winner's consequence lands on this loser (then it is this loser's to accept or exhaust)."""
    return bool(decision.nasledek) and decision.komu in (decision.porazeny, EACH_LOSER)
