"""Stunts, invokes and teamwork (002:L136-L142; stunt size and invoke stacking from the Fate SRD)."""

from __future__ import annotations

from typing import Any

import pytest

from py_rules import api
from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.fate import new_sheet
from py_rules.systems.fate.actions import HELPER_FIELDS, ROLL, RollParams, roll_modifier, teamwork_line
from py_rules.systems.fate.help import CHOICES
from py_rules.systems.fate.rules import check_invokes, stunt_applies, teamwork_bonus, teamwork_split
from py_rules.systems.fate.sheet import FateSheet, Stunt
from py_rules.validation import validate


def _sheet(rating: int = 0, fate_points: int = 3, stunts: list[Stunt] | None = None) -> FateSheet:
    sheet = new_sheet("Genevieve")
    return sheet.model_copy(update={"approaches": sheet.approaches.model_copy(update={"soustredeni": rating}),
                                    "fate_points": fate_points, "stunts": stunts or []})


def _roll(sheet: FateSheet, dice: list[int], **params: Any) -> Any:
    box = DiceBox(physical=dice)
    result = ROLL.perform(sheet, RollParams(approach="soustredeni", **params), box)
    box.finish()
    return result


def test_f19_one_invoke_adds_two_002_l138() -> None:
    """F19, 002:L138: 2 vs 2 plus one invoke (+2) → 2 shifts → success, not style."""
    result = _roll(_sheet(2), [0, 0, 0, 0], opposition=2, free_invokes=1)
    assert (result.details["shifts"], result.outcome) == (2, "success")


def test_f20_two_different_aspects_invoked_002_l138() -> None:
    """F20: +1 vs +3 with two different aspects invoked → +5 vs +3 → success; the paid ones cost 2 FP."""
    result = _roll(_sheet(1), [0, 0, 0, 0], opposition=3, paid_invokes=2, paid_aspect_1="Temné tunely",
                   paid_aspect_2="Křída na stěnách")
    assert (result.total, result.outcome) == (5, "success")
    assert result.sheet.fate_points == 1
    assert result.changes == ("Body osudu: 3 → 1 (vyvolání, Věc hry › Triky, vyvolání a spolupráce).",)
    check_invokes([("Temné tunely", True), ("Křída na stěnách", True)], "fae")


@pytest.mark.parametrize("mode", ["fae", "core", "condensed"])
def test_f20_second_paid_invoke_of_the_same_aspect_is_refused(mode: str) -> None:
    """F20 [FAE SRD; digest choice 9]: a 2nd paid invoke of the same aspect in one roll is refused."""
    with pytest.raises(RuleViolation, match="dvakrát"):
        check_invokes([("Temné tunely", True), ("temné tunely", True)], mode)


def test_invoke_stacking_modes_differ_on_free_invokes() -> None:
    """Digest choice 9: Condensed/Core stack free invokes with one paid; FAE only two free of style."""
    mixed = [("Hořící sklad", True), ("Hořící sklad", False)]
    check_invokes(mixed, "condensed")
    check_invokes(mixed, "core")
    with pytest.raises(RuleViolation):
        check_invokes(mixed, "fae")
    check_invokes([("Hořící sklad", False), ("Hořící sklad", False)], "fae")


def test_f21_reroll_replaces_the_dice_and_keeps_modifiers() -> None:
    """F21 [Core SRD]: dice −3, reroll +1 → the new dice stand, modifiers stay; a worse reroll stands too."""
    better = _roll(_sheet(2), [-1, -1, -1, 0, 1, 0, 0, 0], opposition=2, free_invokes=1, rerolls=1)
    assert (better.details["dice"], better.total, better.outcome) == ([1, 0, 0, 0], 3, "success")
    assert "první hod ---0" in better.explanation
    worse = _roll(_sheet(2), [1, 0, 0, 0, -1, -1, 0, 0], opposition=2, free_invokes=1, rerolls=1)
    assert (worse.total, worse.outcome) == (0, "failure")


def test_rerolls_cannot_exceed_invokes() -> None:
    with pytest.raises(InvalidInput, match="Přehození"):
        validate(RollParams, {"rerolls": 1})


def test_f22_two_helpers_gm_limit_two_002_l142() -> None:
    """F22, 002:L142: approach +2, two helpers +1 and +3, GM max 2, dice 0 → +4."""
    assert teamwork_bonus([1, 3], limit=2) == 2
    result = _roll(_sheet(2), [0, 0, 0, 0], opposition=0, helper_1=1, helper_2=3, helper_limit=2)
    assert (result.total, result.details["modifier"]) == (4, 4)
    assert "Pomocníci: +2 (+1, +3 pomáhají; Věc hry › Síla spolupráce)." in result.explanation


def test_f23_three_helpers_gm_limit_one_002_l142() -> None:
    """F23, 002:L142: three eligible helpers, GM max 1 → +1; the two over the limit are named."""
    assert teamwork_bonus([1, 2, 3], limit=1) == 1
    params = RollParams(helper_1=1, helper_2=2, helper_3=3, helper_limit=1, approach="soustredeni")
    assert roll_modifier(_sheet(0), params) == 1
    assert teamwork_line(params) == ("Pomocníci: +1 (+1 pomáhá; +2, +3 už nepomáhají – Vypravěč dovolil nejvýš "
                                     "1 pomocníka; Věc hry › Síla spolupráce).")


def test_f24_helper_at_plus0_cannot_help_002_l142() -> None:
    """F24, 002:L142: «pouze, když mají přístup vyšší než +0»."""
    assert teamwork_bonus([0]) == 0
    assert teamwork_bonus([0, 1, 0]) == 1


def test_plus0_helper_adds_nothing_to_the_roll_002_l142() -> None:
    """002:L142: a helper at +0 (or −1) gives nothing; the roll says so and the total stays 2 + 0 = 2."""
    alone = _roll(_sheet(2), [0, 0, 0, 0], opposition=0)
    helped = _roll(_sheet(2), [0, 0, 0, 0], opposition=0, helper_1=0, helper_3=-1)
    assert (alone.total, helped.total) == (2, 2)
    assert "Pomocníci" not in alone.explanation
    assert ("Pomocníci: +0 (+0, −1 nepomáhají – přístup není vyšší než +0; Věc hry › Síla spolupráce)."
            in helped.explanation)


def test_gm_limit_caps_the_bonus_and_the_roll_lists_who_counted_002_l142() -> None:
    """002:L142 «Vypravěč určí maximální počet»: +3, +0, +2, +1 with limit 2 → +2 (the first two above +0)."""
    result = _roll(_sheet(1), [1, 0, 0, 0], opposition=2, helper_1=3, helper_2=0, helper_3=2, helper_4=1,
                   helper_limit=2)
    assert (result.details["modifier"], result.total, result.details["shifts"]) == (3, 4, 2)
    assert result.explanation.startswith(
        "Překonání, přístup Soustředění: hod +000 = +1, modifikátor +3 → Skvělý (+4). "
        "Pomocníci: +2 (+3, +2 pomáhají; +1 už nepomáhá – Vypravěč dovolil nejvýš 2 pomocníky; "
        "+0 nepomáhá – přístup není vyšší než +0; Věc hry › Síla spolupráce). Opozice Slušný (+2).")
    assert teamwork_split([3, 0, 2, 1], 2) == ([3, 2], [1], [0])
    assert teamwork_split([3, 2], 0) == ([], [3, 2], [])
    assert teamwork_bonus([3, 2], 0) == 0


def test_helpers_change_the_odds_exactly_002_l142() -> None:
    """002:L142 with the exact 4dF counts 1-4-10-16-19-16-10-4-1 of 81 (002:L41; rounded in L47-L55): +2 vs +2
    alone, and with one +1 helper (a +0 helper beside it changes nothing)."""
    alone = ROLL.odds(_sheet(2), RollParams(approach="soustredeni", opposition=2))
    helped = ROLL.odds(_sheet(2), RollParams(approach="soustredeni", opposition=2, helper_1=1, helper_2=0))
    assert alone is not None
    assert helped is not None
    assert [o.probability for o in alone.outcomes] == ["31/81", "19/81", "26/81", "5/81"]
    assert [o.probability for o in helped.outcomes] == ["5/27", "16/81", "35/81", "5/27"]
    assert helped.summary.startswith("4 kostky Fate +3 proti pevné obtížnosti Slušný (+2): ")
    assert helped.summary.endswith(
        "Pomocníci: +1 (+1 pomáhá; +0 nepomáhá – přístup není vyšší než +0; Věc hry › Síla spolupráce).")


def test_helper_fields_offer_nobody_and_the_ladder() -> None:
    """The form asks each helper's rating: «nikdo» by default, −2…+8, +0 and less marked (002:L142)."""
    fields = {f.path: f for f in ROLL.form(_sheet())}
    helpers = [fields[name] for name in HELPER_FIELDS]
    assert [f.label for f in helpers] == [f"Pomocník {i}" for i in range(1, 6)]
    assert all(f.kind == "select" and f.value == "" for f in helpers)
    assert [f.hint is not None for f in helpers] == [True, False, False, False, False]
    options = helpers[0].options or []
    assert [(o.value, o.label) for o in options[:4]] == [
        ("", "nikdo"), (-2, "Příšerný (−2) – nepomůže"), (-1, "Mizerný (−1) – nepomůže"),
        (0, "Nevalný (+0) – nepomůže")]
    assert [(o.value, o.label) for o in options[4:6]] == [(1, "Průměrný (+1)"), (2, "Slušný (+2)")]
    assert options[-1].value == 8
    assert "helpers" not in fields


def test_helper_ratings_from_the_form_and_bad_ones_002_l142() -> None:
    """The form sends "" for «nikdo»; a rating outside −2…+8 is refused in Czech."""
    params = validate(RollParams, {"helper_1": "", "helper_2": 2, "helper_3": "", "helper_4": 0})
    assert params.helper_ratings == [2, 0]
    with pytest.raises(InvalidInput, match=r"^Údaje nejsou v pořádku: smí být nejvýše 8\.$"):
        validate(RollParams, {"helper_2": 9})
    sheet = api.handle({"op": "new_sheet", "system": "fate", "name": "A"})["result"]["sheet"]
    reply = api.handle({"op": "action_odds", "sheet": sheet, "action": "roll", "params": {"helper_2": 9}})
    assert reply["error"]["message"] == "Volby akce nejsou v pořádku (pole „Pomocník 2“): smí být nejvýše 8."


def test_old_log_helper_count_rerolls_with_the_same_bonus() -> None:
    """Log entries from before kept ``helpers`` (eligible helpers, each +1): «Přepočítat» gives the same +2."""
    old = validate(RollParams, {"helpers": 3, "helper_limit": 2, **dict.fromkeys(HELPER_FIELDS, "")})
    assert (old.helper_ratings, roll_modifier(_sheet(0), old.model_copy(update={"approach": "soustredeni"}))) \
        == ([1, 1, 1], 2)
    entered = validate(RollParams, {"helpers": 3, "helper_1": 0})
    assert entered.helper_ratings == [0]


def test_stunt_adds_its_bonus_only_when_it_applies() -> None:
    """002:L138 (+2 per FAE SRD, digest choice 11): a stunt for Soustředění + overcome."""
    stunt = Stunt(name="Stopař", approach="soustredeni", action="overcome", bonus=2)
    assert stunt_applies(stunt, "soustredeni", "overcome")
    assert not stunt_applies(stunt, "sila", "overcome")
    assert not stunt_applies(stunt, "soustredeni", "attack")
    result = _roll(_sheet(1, stunts=[stunt]), [0, 0, 0, 0], opposition=0, stunt=0)
    assert result.total == 3
    with pytest.raises(RuleViolation, match="Stopař"):
        _roll(_sheet(1, stunts=[stunt]), [0, 0, 0, 0], action="attack", opposition=0, stunt=0)


def test_missing_stunt_and_missing_fate_points_are_rule_violations() -> None:
    with pytest.raises(RuleViolation, match="nemá"):
        _roll(_sheet(), [0, 0, 0, 0], stunt=2)
    with pytest.raises(RuleViolation, match="bodů osudu"):
        _roll(_sheet(fate_points=1), [0, 0, 0, 0], paid_invokes=2, paid_aspect_1="Tma", paid_aspect_2="Spěch")


def test_help_choice_3_describes_the_helper_ratings_002_l142() -> None:
    """Digest choice 3 in help.py matches the form: per-helper ratings, «nikdo», +0 cannot help, limit 2."""
    choice = CHOICES[2]
    assert choice.startswith("3. Spolupráce (Věc hry › Síla spolupráce)")
    for part in ("pět pomocníků", "„nikdo“", "+0 a méně nepomůže", "výchozí 2", "nad limit"):
        assert part in choice
