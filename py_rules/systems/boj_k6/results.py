"""Určení výsledku: the margin of two totals → 0/1/2/3 úspěchy (003:L507-L514, L534-L543, L788-L796).

- tie or a margin of 1–2 ⇒ 1 success; 3–5 ⇒ 2; 6 or more ⇒ 3 (L510-L512);
- a negative margin gives nothing (the other side won; inferred, L790-L792);
- against a hod na obranu a tie gives the attacker 1 success (L510, the dwarf example L665-L667);
- in a mutual roll a tie gives BOTH one success that cannot prevent the other's action (L514, L535).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from py_rules.systems.boj_k6.tables import tables

__all__ = ["Mode", "PairResult", "resolve", "successes"]

Mode = Literal["uspech", "vzajemny", "obrana"]


def successes(margin: int) -> int:
    """Successes for beating the other total by ``margin`` (0 for a negative margin), 003:L510-L512."""
    if margin < 0:
        return 0
    for threshold, count in tables()["uspechy"]["prahy"]:
        if margin >= threshold:
            return int(count)
    return 0  # pragma: no cover - the table ends with threshold 0


@dataclass(frozen=True)
class PairResult:
    """The outcome of one pairing from the roller's side: ``mine`` / ``theirs`` successes, ``tie``."""

    margin: int
    mine: int
    theirs: int
    tie: bool

    @property
    def key(self) -> str:
        """A stable outcome key: ``ja_2``, ``remiza``, ``on_1``, ``nic`` (no success for anybody)."""
        if self.tie and self.mine and self.theirs:
            return "remiza"
        if self.mine:
            return f"ja_{self.mine}"
        if self.theirs:
            return f"on_{self.theirs}"
        return "nic"


def resolve(mode: Mode, mine: int, theirs: int) -> PairResult:
    """Compare the roller's total ``mine`` with the other side's ``theirs`` in ``mode``.

    ``uspech``: I threaten, he defends – only I can get successes (a tie gives me 1).
    ``obrana``: he threatens, I defend – only he can get successes (a tie gives him 1).
    ``vzajemny``: both threaten – the higher gets successes; a tie gives both 1 (L514).
    """
    margin = mine - theirs
    if mode == "uspech":
        return PairResult(margin, successes(margin), 0, margin == 0)
    if mode == "obrana":
        return PairResult(margin, 0, successes(-margin), margin == 0)
    if margin == 0:
        return PairResult(0, 1, 1, True)
    return PairResult(margin, successes(margin), successes(-margin), False)
