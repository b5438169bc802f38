"""The hod: 2k6 + profession level, přesně/nepřesně, threshold 9, exact odds, ties (000:L218-L252, L499-L501)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from drd2_helpers import act, amras, hero

from py_rules.errors import RuleViolation
from py_rules.systems.drd2 import SYSTEM
from py_rules.systems.drd2.odds import stret_win, success_chance
from py_rules.systems.drd2.resolution import HodParams
from py_rules.systems.drd2.rules import ClashEntry, clash_order, hod_total, initiative_order, level_for, tie_winner


def test_e07_amras_levels_000_l227_l233() -> None:
    """E07: swim (Cestování) +5, leap (Pohyblivost) +2, sneak (Orientace v divočině) +5, climb +2."""
    sheet = amras()
    assert level_for(sheet, ["Cestování"])[0] == 5
    assert level_for(sheet, ["Pohyblivost"])[0] == 2
    assert level_for(sheet, ["Orientace v divočině"])[0] == 5


def test_e08_several_professions_take_the_lowest_and_none_gives_zero_000_l237_l245() -> None:
    sheet = amras()
    assert level_for(sheet, ["Cestování", "Pohyblivost"])[0] == 2
    assert level_for(sheet, [])[0] == 0
    assert level_for(sheet, ["Učenost"])[0] == 0  # general skill of an unowned profession (000:L212)


def test_e39_key_skill_decides_the_profession_000_l241_l243() -> None:
    sheet = hero(povolani=[{"nazev": "lovec", "uroven": 3}, {"nazev": "zaříkávač", "uroven": 1}],
                 dovednosti=[{"nazev": "Cestování", "povolani": "lovec"},
                             {"nazev": "Učenost", "povolani": "zaříkávač", "vlastnost": "duse"}])
    assert level_for(sheet, ["Cestování"])[0] == 3
    assert level_for(sheet, ["Učenost"])[0] == 1


def test_unowned_reserved_skill_is_impossible_000_l214() -> None:
    with pytest.raises(RuleViolation, match="vyhrazená"):
        level_for(amras(), ["Magie ohně"])


def test_e27_presne_keeps_two_highest_000_l757() -> None:
    """E27: kejklíř 4, přesně, dice 1,2,4 → 2+4+4 = 10 → success; Duše −1 for the manoeuvre."""
    sheet = hero(povolani=[{"nazev": "kejklíř", "uroven": 4}],
                 dovednosti=[{"nazev": "Orientace ve městě", "povolani": "kejklíř", "vlastnost": "duse"}])
    out = act(sheet, "hod", [1, 2, 4], dovednost="Orientace ve městě", manevr="presne")
    assert out.total == 10
    assert out.outcome == "success"
    assert out.sheet.zdroje.duse == 3
    assert "−1 Duše" in " ".join(out.changes)
    assert hod_total([1, 2, 4], "presne", 4) == 10


def test_nepresne_keeps_two_lowest_000_l807() -> None:
    assert hod_total([1, 2, 4], "nepresne", 0) == 3
    sheet = hero(postihy=[{"druh": "nepresne", "rozsah": ""}])
    out = act(sheet, "hod", [6, 6, 1])
    assert out.total == 7
    assert out.outcome == "failure"
    with pytest.raises(RuleViolation, match="přesně"):
        act(sheet, "hod", [6, 6, 1], manevr="presne")


@pytest.mark.parametrize(
    ("mode", "level", "expected"),
    [("normal", 0, Fraction(10, 36)), ("normal", 2, Fraction(21, 36)), ("normal", 5, Fraction(33, 36)),
     ("presne", 0, Fraction(113, 216)), ("nepresne", 0, Fraction(23, 216))],
)
def test_exact_success_chance_threshold_9_000_l557(mode: str, level: int, expected: Fraction) -> None:
    """The digest's computed table: 2k6 27,8 % at 0, 58,3 % at 2; přesně 52,3 %; nepřesně 10,6 %."""
    assert success_chance(mode, level) == expected  # type: ignore[arg-type]


def test_odds_sum_to_one_and_show_czech_percent() -> None:
    sheet = amras()
    odds = SYSTEM.action("hod").odds(sheet, HodParams(dovednost="Pohyblivost"))  # type: ignore[misc]
    assert sum(Fraction(o.probability) for o in odds.outcomes) == 1
    assert odds.outcomes[0].probability == "7/12"
    assert "58,3\u00a0%" in odds.summary


def test_success_at_nine_failure_at_eight_000_l557_l558() -> None:
    assert act(hero(), "hod", [4, 5]).outcome == "success"
    out = act(hero(), "hod", [4, 4])
    assert out.outcome == "failure"
    assert out.probability == Fraction(26, 36)
    assert out.sheet.ceka is not None


def test_tie_goes_to_the_actor_000_l501() -> None:
    actor = ClashEntry("a", 9, (4, 3), actor=True)
    other = ClashEntry("b", 9, (6, 3))
    assert tie_winner(actor, other) is actor
    assert tie_winner(other, actor) is actor


def test_tie_without_actor_higher_die_then_dice_sum_000_l501_l549() -> None:
    high_die = ClashEntry("a", 10, (6, 1))
    low_die = ClashEntry("b", 10, (4, 3))
    assert tie_winner(low_die, high_die) is high_die
    more_dice = ClashEntry("c", 10, (6, 4))  # less skilled (level 0) wins the dice-sum tie-break
    fewer = ClashEntry("d", 10, (6, 1))
    assert tie_winner(fewer, more_dice) is more_dice


def test_stret_lot_rolled_through_the_dicebox() -> None:
    """Complete tie with no clear actor: the lot is 1k2 from the same DiceBox (physical dice too)."""
    sheet = hero()
    out = act(sheet, "hod", [4, 3, 3, 4, 2], druh="stret", aktor="nejasne")
    assert out.outcome == "loss"
    out = act(sheet, "hod", [4, 3, 3, 4, 1], druh="stret", aktor="nejasne")
    assert out.outcome == "win"


def test_stret_odds_exact_and_symmetric() -> None:
    assert stret_win("normal", 0, "normal", 0, None) == Fraction(1, 2)
    actor = stret_win("normal", 0, "normal", 0, True)
    assert actor == Fraction(1, 2) + Fraction(146, 1296) / 2  # ties (146/1296) all go to the actor
    assert actor + stret_win("normal", 0, "normal", 0, False) == 1


def test_general_clash_order_e14_000_l539_l545() -> None:
    """E14: Hrun > Jarik > Gloan (actor) → resolved Hrun, Jarik, Gloan."""
    order = clash_order([ClashEntry("Gloan", 7, (3, 2), actor=True), ClashEntry("Hrun", 11, (5, 3)),
                         ClashEntry("Jarik", 9, (4, 3))])
    assert [e.name for e in order] == ["Hrun", "Jarik", "Gloan"]


def test_e17_initiative_order_000_l584() -> None:
    order = initiative_order([ClashEntry("kovář", 8, (4, 4)), ClashEntry("Chotěj", 4, (2, 2)),
                              ClashEntry("Daniel", 12, (6, 6))])
    assert [e.name for e in order] == ["Daniel", "kovář", "Chotěj"]


def test_e18_initiative_ties_higher_die_then_lot_000_l586() -> None:
    order = initiative_order([ClashEntry("kovář", 7, (4, 3), lot=1), ClashEntry("Daniel", 7, (4, 3), lot=2),
                              ClashEntry("Chotěj", 7, (6, 1))])
    assert [e.name for e in order] == ["Chotěj", "Daniel", "kovář"]
