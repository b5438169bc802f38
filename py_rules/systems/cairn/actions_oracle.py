"""Oracles one tap away: kostka osudu (001:L81-L85) and the reaction table (001:L112-L122)."""

from __future__ import annotations

import json
from fractions import Fraction
from functools import cache
from importlib.resources import files
from typing import Any

from pydantic import BaseModel, ConfigDict

from py_rules.systems.base import Action, ActionOutcome, DiceBox, Odds, odds_entry

from . import texts
from .odds import fate_chance, reaction_pmf
from .sheet import CairnSheet

__all__ = ["ORACLE_ACTIONS", "reaction_for", "reaction_rows"]


class NoParams(BaseModel):
    model_config = ConfigDict(extra="forbid")


@cache
def reaction_rows() -> tuple[tuple[int, int, str, str], ...]:
    """Rows ``(min, max, key, label)`` of the 2k6 reaction table (001:L116-L122), from data/reactions.json."""
    data = json.loads(files(__package__).joinpath("data/reactions.json").read_text(encoding="utf-8"))
    return tuple((r["min"], r["max"], r["key"], r["label"]) for r in data["rows"])


def reaction_for(total: int) -> tuple[str, str]:
    """``(key, label)`` of the reaction for a 2k6 ``total``; raises ``ValueError`` outside 2–12."""
    for low, high, key, label in reaction_rows():
        if low <= total <= high:
            return key, label
    raise ValueError(total)


def _reaction_odds(sheet: CairnSheet, p: NoParams) -> Odds:
    pmf = reaction_pmf()
    return Odds(tuple(odds_entry(key, f"{label} ({low}–{high})" if low != high else f"{label} ({low})",
                                 sum((q for v, q in pmf.items() if low <= v <= high), Fraction(0)))
                      for low, high, key, label in reaction_rows()))


def _reaction_perform(sheet: CairnSheet, p: NoParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    total = box.roll("2k6").total
    key, label = reaction_for(total)
    probability = next(Fraction(o.probability) for o in _reaction_odds(sheet, p).outcomes if o.outcome == key)
    return ActionOutcome(sheet, key, label, texts.REACTION.format(total=total, label=label), total=total,
                         probability=probability)


def _fate_odds(sheet: CairnSheet, p: NoParams) -> Odds:
    good = fate_chance()
    return Odds((odds_entry("favourable", texts.FATE_GOOD, good), odds_entry("unfavourable", texts.FATE_BAD, 1 - good)))


def _fate_perform(sheet: CairnSheet, p: NoParams, box: DiceBox) -> ActionOutcome[CairnSheet]:
    face = box.roll("1k6").total
    good = face >= 4
    return ActionOutcome(sheet, "favourable" if good else "unfavourable", texts.FATE_GOOD if good else texts.FATE_BAD,
                         texts.FATE.format(face=face, verdict=(texts.FATE_GOOD if good else texts.FATE_BAD).lower()),
                         total=face, probability=fate_chance() if good else 1 - fate_chance())


ORACLE_ACTIONS: tuple[Action[CairnSheet, Any], ...] = (
    Action("fate", texts.A_FATE, texts.GROUP_ORACLE, NoParams, lambda s: [], _fate_perform, _fate_odds,
           dice="1k6", hint=texts.H_FATE),
    Action("reaction", texts.A_REACTION, texts.GROUP_ORACLE, NoParams, lambda s: [], _reaction_perform,
           _reaction_odds, dice="2k6", hint=texts.H_REACTION),
)
