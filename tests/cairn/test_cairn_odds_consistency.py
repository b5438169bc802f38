"""Každá akce s hodem: šance předem sečtou přesně na 1 a výsledek nese šanci své třídy výsledků."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from py_rules.errors import RulesError
from py_rules.systems.base import DiceBox
from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.sheet import CairnSheet

SHEETS = [
    CairnSheet.model_validate({"name": "A", "bo": {"current": 2, "max": 5},
                               "attributes": {"sil": {"current": 7, "max": 12}, "hbi": {"current": 3, "max": 9}},
                               "inventory": [{"name": "Meč", "damage": "1k8"}, {"name": "Nůž", "damage": "1k6"},
                                             {"name": "Zbroj", "armour": 1},
                                             {"name": "Bomba", "damage": "1k6", "blast": True}]}),
    CairnSheet.model_validate({"name": "B", "bo": {"current": 0, "max": 3},
                               "settings": {"save_mode": "nad", "creature": "oddil", "leader_vul": 13},
                               "inventory": [{"name": "Kousnutí", "damage": "1k6", "size": "zanedbatelny"}]}),
]

PARAMS: list[tuple[str, dict[str, Any]]] = [
    ("save", {"attribute": "sil"}), ("save", {"attribute": "hbi"}),
    ("group_save", {"attribute": "vul", "others": "Jana 4, Eda 15"}),
    ("round_one", {}), ("retreat", {}), ("morale", {"size": 4, "lost_before": 0, "lost_now": 2, "vul": 9}),
    ("attack", {"weapon": 0, "enhancement": 8, "target_armour": 2}), ("attack", {"weapon": 0, "impaired": True}),
    ("attack", {"weapon": 0, "off_hand": 1}), ("group_attack", {"attackers": "1k6, 1k8, 1k4", "together": True}),
    ("take_damage", {"damage": 3}), ("take_damage", {"damage": 9, "attribute": "vul"}),
    ("rest", {"kind": "night"}), ("fate", {}), ("reaction", {}),
]


@pytest.mark.parametrize("sheet", SHEETS, ids=["postava", "oddil"])
@pytest.mark.parametrize(("action_id", "params"), PARAMS)
def test_odds_sum_to_one_and_match_the_outcome(sheet: CairnSheet, action_id: str, params: dict[str, Any]) -> None:
    action = SYSTEM.action(action_id)
    assert action.odds is not None
    model = action.params_model.model_validate(params)
    try:
        odds = {o.outcome: Fraction(o.probability) for o in action.odds(sheet, model).outcomes}
    except RulesError as refused:  # e.g. a detachment has no round-one save: perform refuses the same way
        with pytest.raises(type(refused)):
            action.perform(sheet, model, DiceBox(random.Random(0)))
        return
    assert sum(odds.values()) == 1
    for seed in range(12):
        outcome = action.perform(sheet, model, DiceBox(random.Random(seed)))
        if outcome.probability is not None:
            assert odds[outcome.outcome] == outcome.probability, (seed, outcome.outcome)
