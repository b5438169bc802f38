"""Taking a hit, conceding and recovery (seed 002:L172 points to the missing p.187; Fate SRD conventions)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from py_rules.errors import RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.fate import new_sheet
from py_rules.systems.fate.harm import (
    Absorption,
    apply_absorption,
    best_absorption,
    check_absorption,
    default_harm,
)
from py_rules.systems.fate.sheet import Condition, FateSheet, StressBox, StressTrack
from py_rules.systems.fate.table_actions import TABLE_ACTIONS

ACTIONS = {a.id: a for a in TABLE_ACTIONS}


def _act(sheet: FateSheet, action: str, dice: list[int] | None = None, **params: Any) -> Any:
    chosen = ACTIONS[action]
    box = DiceBox(random.Random(1), dice)
    result = chosen.perform(sheet, chosen.params_model(**params), box)
    box.finish()
    return result


def _with_model(model: str) -> FateSheet:
    return new_sheet("Astrid").model_copy(update={"harm": default_harm(model)})


def test_default_tracks_of_each_model() -> None:
    """FAE 1-2-3 + 2/4/6; Core 1-2 twice + extreme; Condensed 1-1-1 twice; conditions: own list."""
    assert [b.value for b in default_harm("fae").tracks[0].boxes] == [1, 2, 3]
    assert [c.kind for c in default_harm("core").consequences] == ["mild", "moderate", "severe", "extreme"]
    assert [len(t.boxes) for t in default_harm("condensed").tracks] == [3, 3]
    assert default_harm("conditions").consequences == []


@pytest.mark.parametrize(("absorption", "valid"), [
    (Absorption(0, (1,), (0,)), True),  # box 2 + mild
    (Absorption(0, (2,), (0,)), True),  # box 3 + mild, over-absorbs 1
    (Absorption(0, (), (1,)), True),  # moderate alone
    (Absorption(0, (0, 2)), False),  # boxes 1 + 3: one box per hit
    (Absorption(0, (0,), (0,)), False),  # 1 + 2 = 3 < 4
])
def test_f27_valid_ways_to_take_four_shifts_fae(absorption: Absorption, valid: bool) -> None:
    """F27 [FAE SRD]: a 4-shift hit on an empty FAE track."""
    harm = default_harm("fae")
    if valid:
        check_absorption(harm, 4, absorption)
    else:
        with pytest.raises(RuleViolation):
            check_absorption(harm, 4, absorption)


def test_f27_auto_picks_the_least_lasting_harm() -> None:
    assert best_absorption(default_harm("fae"), 4) == Absorption(0, (1,), (0,))
    assert best_absorption(default_harm("fae"), 3) == Absorption(0, (2,))


def test_f28_core_box_three_taken_hit_three_checks_box_four() -> None:
    """F28 [Core SRD]: boxes 1-4, box 3 taken, a 3-shift hit → box 4."""
    harm = default_harm("core")
    track = StressTrack(name="Fyzický stres", boxes=[StressBox(value=1), StressBox(value=2),
                                                     StressBox(value=3, marked=True), StressBox(value=4)])
    harm = harm.model_copy(update={"tracks": [track]})
    assert best_absorption(harm, 3) == Absorption(0, (3,))


def test_condensed_checks_several_one_point_boxes() -> None:
    """[Condensed SRD]: any number of 1-point boxes per hit."""
    harm = default_harm("condensed")
    assert best_absorption(harm, 2) == Absorption(0, (0, 1))
    assert best_absorption(harm, 5) == Absorption(0, (0, 1, 2), (0,))  # three boxes + mild


def test_conditions_model_uses_the_players_conditions() -> None:
    """[Toolkit SRD; digest choice 10]: fleeting 1, sticky 2, lasting 4; any number per hit."""
    harm = default_harm("conditions").model_copy(update={"conditions": [
        Condition(name="Vyděšený", kind="fleeting"), Condition(name="Zraněný", kind="lasting")]})
    assert best_absorption(harm, 4) == Absorption(0, (0, 1, 2), (), (0,))  # three boxes + fleeting
    found = best_absorption(harm, 7)
    assert found is not None
    assert found.total(harm) >= 7
    assert best_absorption(harm, 9) is None


def test_take_hit_auto_marks_box_and_consequence() -> None:
    """A 4-shift hit with FAE: box 2 + mild consequence taken in this conflict."""
    result = _act(new_sheet("Astrid"), "take_hit", shifts=4, consequence_name="Vyražený dech")
    harm = result.sheet.harm
    assert [b.marked for b in harm.tracks[0].boxes] == [False, True, False]
    assert harm.consequences[0].taken
    assert harm.consequences[0].this_conflict
    assert result.outcome == "absorbed"
    assert len(result.changes) == 2


def test_take_hit_manual_choice_is_checked() -> None:
    sheet = new_sheet("Astrid")
    ok = _act(sheet, "take_hit", shifts=4, mode="manual", stress_box=2, consequence=0,
              consequence_name="Odřené koleno")
    assert ok.sheet.harm.tracks[0].boxes[2].marked
    with pytest.raises(RuleViolation, match="jedno políčko"):
        _act(sheet, "take_hit", shifts=4, mode="manual", stress_box=0, extra_box=2)
    with pytest.raises(RuleViolation, match="pohltí jen 3 z 4"):
        _act(sheet, "take_hit", shifts=4, mode="manual", stress_box=0, consequence=0)


def test_hit_that_cannot_be_absorbed_takes_out() -> None:
    """[FAE SRD]: 3 + 2 + 4 + 6 = 15 at most; a 16-shift hit takes the character out; then no more rolls."""
    result = _act(new_sheet("Astrid"), "take_hit", shifts=16)
    assert result.outcome == "taken_out"
    assert result.sheet.harm.taken_out
    with pytest.raises(RuleViolation, match="vyřazená"):
        _act(result.sheet, "take_hit", shifts=1)
    with pytest.raises(RuleViolation, match="Vyřazená"):
        _act(result.sheet, "concede")


def test_f29_concede_counts_consequences_of_this_conflict_only() -> None:
    """F29 [FAE SRD]: mild + moderate taken in this conflict → +3 FP; older consequences do not count."""
    sheet = new_sheet("Astrid")
    old = apply_absorption(sheet.harm, Absorption(0, (), (2,)))
    old = old.model_copy(update={"consequences": [c.model_copy(update={"this_conflict": False})
                                                  for c in old.consequences]})
    harm = apply_absorption(old, Absorption(0, (), (0, 1)))
    sheet = sheet.model_copy(update={"harm": harm, "fate_points": 2})
    result = _act(sheet, "concede")
    assert result.sheet.fate_points == 5
    assert "získáváš 3 body osudu" in result.explanation
    assert not any(c.this_conflict for c in result.sheet.harm.consequences)


def test_scene_end_clears_stress_and_heals_recovering_mild() -> None:
    """[FAE SRD]: stress clears at scene end; a recovering mild consequence disappears then."""
    sheet = _act(new_sheet("Astrid"), "take_hit", shifts=4, consequence_name="Vyražený dech").sheet
    sheet = _act(sheet, "recover", consequence=0).sheet
    assert sheet.harm.consequences[0].recovering
    after = _act(sheet, "milestone", kind="scene").sheet
    assert not any(b.marked for b in after.harm.tracks[0].boxes)
    assert not after.harm.consequences[0].taken


def test_moderate_waits_for_session_end() -> None:
    sheet = _act(new_sheet("Astrid"), "take_hit", shifts=4, mode="manual", consequence=1,
                 consequence_name="Zlomená ruka").sheet
    sheet = _act(sheet, "recover", consequence=1).sheet
    assert _act(sheet, "milestone", kind="scene").sheet.harm.consequences[1].taken
    assert not _act(sheet, "milestone", kind="session").sheet.harm.consequences[1].taken


def test_core_recovery_needs_an_overcome_roll() -> None:
    """[Core SRD]: mild needs Fair (+2), +2 more when treating yourself."""
    sheet = _with_model("core")
    sheet = _act(sheet, "take_hit", shifts=2, mode="manual", consequence=0,
                 consequence_name="Modřina").sheet
    failed = _act(sheet, "recover", [0, 0, 0, 0], consequence=0, approach="soustredeni")
    assert failed.outcome == "failure"
    assert not failed.sheet.harm.consequences[0].recovering
    done = _act(sheet, "recover", [1, 1, 0, 0], consequence=0, approach="soustredeni")
    assert done.sheet.harm.consequences[0].recovering
    on_self = _act(sheet, "recover", [1, 1, 1, 0], consequence=0, on_self=True)
    assert on_self.outcome == "failure"


def test_switch_harm_model_only_when_unharmed() -> None:
    sheet = _act(new_sheet("Astrid"), "harm_model", model="core").sheet
    assert sheet.harm.model == "core"
    assert len(sheet.harm.tracks) == 2
    hurt = _act(sheet, "take_hit", shifts=1).sheet
    with pytest.raises(RuleViolation, match="Model zranění"):
        _act(hurt, "harm_model", model="fae")
