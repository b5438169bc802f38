"""Taking a hit with the chosen harm model (seed 002:L172 points to the missing p.187; Fate SRD conventions).

Models (``data/harm_models.json``): FAE and Core check **one** stress box per hit, which absorbs its value;
Condensed and conditions check **any number** of boxes. Consequences absorb 2/4/6 (Core extreme 8),
conditions 1/2/4 [Toolkit SRD]. Boxes and consequences combine against one hit and may over-absorb; what
cannot be absorbed takes the character out [FAE SRD].
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import product
from typing import Any

from py_rules.errors import RuleViolation
from py_rules.systems.fate.sheet import Consequence, Harm, StressBox, StressTrack
from py_rules.systems.fate.texts import ERRORS

__all__ = [
    "CONDITION_VALUES",
    "CONSEQUENCE_VALUES",
    "Absorption",
    "apply_absorption",
    "best_absorption",
    "boxes_per_hit",
    "check_absorption",
    "default_harm",
]

CONSEQUENCE_VALUES = {"mild": 2, "moderate": 4, "severe": 6, "extreme": 8}
CONDITION_VALUES = {"fleeting": 1, "sticky": 2, "lasting": 4}


@cache
def _models() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resources.files(__package__).joinpath("data/harm_models.json")
                                      .read_text("utf-8"))
    return data


def boxes_per_hit(model: str) -> str:
    """``"one"`` (FAE, Core) or ``"any"`` (Condensed, conditions)."""
    rule: str = _models()[model]["boxes_per_hit"]
    return rule


def default_harm(model: str) -> Harm:
    """Fresh stress tracks and consequence slots of ``model`` (conditions are the player's own)."""
    spec = _models()[model]
    tracks = [StressTrack(name=t["name"], boxes=[StressBox(value=v) for v in t["boxes"]]) for t in spec["tracks"]]
    return Harm(model=model, tracks=tracks, consequences=[Consequence(kind=k) for k in spec["consequences"]])


@dataclass(frozen=True)
class Absorption:
    """Which free boxes (of one track), consequence slots and conditions take one hit."""

    track: int
    boxes: tuple[int, ...] = ()
    consequences: tuple[int, ...] = ()
    conditions: tuple[int, ...] = ()

    def stress(self, harm: Harm) -> int:
        return sum(harm.tracks[self.track].boxes[i].value for i in self.boxes) if harm.tracks else 0

    def lasting(self, harm: Harm) -> int:
        """Shifts taken by consequences and conditions (what lasts beyond the scene)."""
        return (sum(CONSEQUENCE_VALUES[harm.consequences[i].kind] for i in self.consequences)
                + sum(CONDITION_VALUES[harm.conditions[i].kind] for i in self.conditions))

    def total(self, harm: Harm) -> int:
        return self.stress(harm) + self.lasting(harm)


def check_absorption(harm: Harm, shifts: int, absorption: Absorption) -> None:
    """Raise ``RuleViolation`` unless ``absorption`` is a legal way to take all ``shifts`` (case F27)."""
    if harm.tracks and not 0 <= absorption.track < len(harm.tracks):
        raise RuleViolation(ERRORS.NO_TRACK)
    boxes = harm.tracks[absorption.track].boxes if harm.tracks else []
    if len(absorption.boxes) > 1 and boxes_per_hit(harm.model) == "one":
        raise RuleViolation(ERRORS.ONE_BOX)
    if any(i >= len(boxes) or boxes[i].marked for i in absorption.boxes):
        raise RuleViolation(ERRORS.BOX_USED)
    if any(i >= len(harm.consequences) or harm.consequences[i].taken for i in absorption.consequences):
        raise RuleViolation(ERRORS.CONSEQUENCE_USED)
    if any(i >= len(harm.conditions) or harm.conditions[i].marked for i in absorption.conditions):
        raise RuleViolation(ERRORS.CONDITION_USED)
    if absorption.total(harm) < shifts:
        raise RuleViolation(ERRORS.TOO_LITTLE.format(absorbed=absorption.total(harm), shifts=shifts))


def _box_options(harm: Harm, track: int) -> list[tuple[int, ...]]:
    """Box choices: none or one free box (FAE, Core); the k lowest free boxes (Condensed, conditions)."""
    if not harm.tracks:
        return [()]
    boxes = harm.tracks[track].boxes
    free = sorted((i for i, b in enumerate(boxes) if not b.marked), key=lambda i: (boxes[i].value, i))
    if boxes_per_hit(harm.model) == "one":
        return [()] + [(i,) for i in free]
    return [tuple(sorted(free[:k])) for k in range(len(free) + 1)]


def _lasting_options(harm: Harm) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Choices of free consequences and conditions, one per multiset of values (lowest slots first)."""
    groups: dict[tuple[str, int], list[int]] = {}
    for i, c in enumerate(harm.consequences):
        if not c.taken:
            groups.setdefault(("c", CONSEQUENCE_VALUES[c.kind]), []).append(i)
    for i, s in enumerate(harm.conditions):
        if not s.marked:
            groups.setdefault(("s", CONDITION_VALUES[s.kind]), []).append(i)
    keys = sorted(groups)
    options = []
    for counts in product(*(range(len(groups[k]) + 1) for k in keys)):
        chosen = [(k[0], i) for k, n in zip(keys, counts, strict=True) for i in groups[k][:n]]
        options.append((tuple(sorted(i for src, i in chosen if src == "c")),
                        tuple(sorted(i for src, i in chosen if src == "s"))))
    return options


def best_absorption(harm: Harm, shifts: int, track: int = 0) -> Absorption | None:
    """The cheapest legal absorption, or ``None`` when the hit takes the character out.

    Preference: least shifts in consequences/conditions, then least waste, then fewest and lowest boxes
    (so a 3-shift hit with box 3 taken checks box 4, case F28).
    """
    best: tuple[tuple[int, int, int, int], Absorption] | None = None
    for boxes in _box_options(harm, track):
        for consequences, conditions in _lasting_options(harm):
            candidate = Absorption(track, boxes, consequences, conditions)
            total = candidate.total(harm)
            if total < shifts:
                continue
            key = (candidate.lasting(harm), total - shifts, len(boxes), candidate.stress(harm))
            if best is None or key < best[0]:
                best = (key, candidate)
    return best[1] if best else None


def apply_absorption(harm: Harm, absorption: Absorption) -> Harm:
    """A new ``Harm`` with the boxes checked and the consequences/conditions taken in this conflict."""
    data = harm.model_dump()
    for i in absorption.boxes:
        data["tracks"][absorption.track]["boxes"][i]["marked"] = True
    for i in absorption.consequences:
        data["consequences"][i].update(taken=True, this_conflict=True)
    for i in absorption.conditions:
        data["conditions"][i].update(marked=True, this_conflict=True)
    return Harm.model_validate(data)
