"""Rolling: every notation feature with a scripted random source, seeded rolls and physical dice."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable

import pytest

from py_rules.dice import RolledDie, parse, roll
from py_rules.errors import DiceError


class Script:
    """A random source that returns the given faces in order and checks every requested range."""

    def __init__(self, faces: Iterable[int]) -> None:
        self.faces = list(faces)
        self.calls: list[tuple[int, int]] = []

    def randint(self, a: int, b: int) -> int:
        face = self.faces.pop(0)
        assert a <= face <= b, (a, b, face)
        self.calls.append((a, b))
        return face


def values(expression: str, faces: list[int]) -> tuple[int, list[int], list[bool], list[tuple[str, ...]]]:
    script = Script(faces)
    result = roll(expression, rng=script)
    assert not script.faces, "every scripted face must be used"
    return (result.total, [d.value for d in result.dice], [d.kept for d in result.dice],
            [d.marks for d in result.dice])


class TestPlainDice:
    def test_sum_and_constant(self) -> None:
        result = roll("2k6+3", rng=Script([4, 6]))
        assert result.total == 13
        assert result.dice == (RolledDie(6, 4, True, (), 4), RolledDie(6, 6, True, (), 6))
        assert result.expression == "2k6+3"
        assert result.dice_used == 2
        assert result.supplied is False

    def test_implicit_count_and_percent(self) -> None:
        script = Script([17, 99])
        assert roll("k20+k%", rng=script).total == 116
        assert script.calls == [(1, 20), (1, 100)]

    def test_d_is_a_die_too(self) -> None:
        assert roll("3d8+2", rng=Script([1, 8, 5])).total == 16

    def test_fate_dice(self) -> None:
        script = Script([-1, 1, 1, 0])
        result = roll("4dF", rng=script)
        assert result.total == 1
        assert script.calls == [(-1, 1)] * 4
        assert {d.sides for d in result.dice} == {"F"}
        assert result.breakdown == "4kF (-, +, +, 0) = 1"


class TestArithmetic:
    @pytest.mark.parametrize(
        ("expression", "faces", "total"),
        [
            ("1k6*2-1k4", [5, 3], 7),
            ("2*(1k6+1)", [4], 10),
            ("1k6/2", [5], 2),
            ("-7/2", [], -4),
            ("(1k6-4)/2", [1], -2),
            ("-1k6", [3], -3),
            ("1--1k6", [2], 3),
            ("10-2-3", [], 5),
            ("2+3*4", [], 14),
        ],
    )
    def test_values(self, expression: str, faces: list[int], total: int) -> None:
        assert values(expression, faces)[0] == total

    def test_division_by_a_rolled_zero(self) -> None:
        with pytest.raises(DiceError, match="Dělení nulou: dělitel na pozici 5 vyšel 0") as caught:
            roll("1k6/(1k2-1)", rng=Script([3, 1]))
        assert caught.value.details["position"] == 4


class TestKeep:
    def test_keep_highest(self) -> None:
        total, dice, kept, marks = values("4k6kh3", [1, 5, 3, 6])
        assert total == 14
        assert dice == [1, 5, 3, 6]
        assert kept == [False, True, True, True]
        assert marks[0] == ("dropped",)

    def test_keep_lowest_advantage_and_disadvantage(self) -> None:
        assert values("2k20kh1", [7, 15])[0] == 15
        assert values("2k20kl1", [7, 15])[:3] == (7, [7, 15], [True, False])
        assert values("3k6kl2", [6, 2, 4])[0] == 6

    def test_drop(self) -> None:
        assert values("4k6dl1", [2, 2, 5, 6])[:3] == (13, [2, 2, 5, 6], [True, False, True, True])
        assert values("4k6dh1", [2, 2, 5, 6])[:3] == (9, [2, 2, 5, 6], [True, True, True, False])

    def test_ties_keep_the_earlier_die(self) -> None:
        assert values("2k6kh1", [4, 4])[2] == [True, False]
        assert values("3k6kh2", [5, 5, 5])[2] == [True, True, False]
        assert values("3k6kl1", [2, 2, 2])[2] == [True, False, False]


class TestExplodeAndReroll:
    def test_explosions_roll_in_waves_and_add_to_their_die(self) -> None:
        total, dice, _, marks = values("2k6!", [6, 3, 6, 2])
        assert total == 17
        assert dice == [6, 3, 6, 2]
        assert marks == [("exploded",), (), ("exploded",), ()]

    def test_explosion_cap(self) -> None:
        total, dice, _, marks = values("1k6!", [6] * 11)
        assert total == 66
        assert len(dice) == 11
        assert marks[-1] == ()
        assert all(m == ("exploded",) for m in marks[:-1])

    def test_exploded_die_is_one_die_for_keep(self) -> None:
        total, _, kept, marks = values("2k6!kh1", [6, 5, 1])
        assert total == 7
        assert kept == [True, False, True]
        assert marks[1] == ("dropped",)

    def test_reroll_while_condition_holds(self) -> None:
        total, _, kept, marks = values("2k6r1", [1, 4, 1, 1, 3])
        assert total == 7
        assert kept == [False, True, False, False, True]
        assert marks == [("rerolled",), (), ("rerolled",), ("rerolled",), ()]

    def test_reroll_cap_keeps_the_last_roll(self) -> None:
        total, _, kept, _ = values("1k6r1", [1] * 11)
        assert total == 1
        assert kept == [False] * 10 + [True]

    def test_reroll_once(self) -> None:
        assert values("2k6ro1", [1, 1, 5, 1])[:3] == (6, [1, 1, 5, 1], [False, False, True, True])

    def test_reroll_below(self) -> None:
        assert values("3k6r<3", [2, 5, 1, 4, 6])[0] == 15
        assert values("1k6r>=5", [6, 5, 2])[0] == 2

    def test_explosion_dice_are_rerolled_too(self) -> None:
        assert values("1k6r1!", [6, 1, 6, 2])[0] == 14


class TestSuccessesAndClamps:
    @pytest.mark.parametrize(
        ("expression", "hits"),
        [("6k10>=8", 3), ("6k10>8", 2), ("6k10<3", 1), ("6k10<=3", 2), ("6k10=10", 1)],
    )
    def test_counting_successes(self, expression: str, hits: int) -> None:
        assert values(expression, [8, 3, 10, 7, 9, 1])[0] == hits

    def test_success_marks(self) -> None:
        _, _, _, marks = values("3k10>=8", [8, 3, 10])
        assert marks == [("success",), (), ("success",)]

    def test_successes_among_kept_dice_only(self) -> None:
        assert values("4k10kl2>=5", [9, 2, 6, 8])[0] == 1

    def test_minimum_and_maximum(self) -> None:
        result = roll("4k6mi2ma5", rng=Script([1, 3, 6, 2]))
        assert result.total == 12
        assert [(d.face, d.value) for d in result.dice] == [(1, 2), (3, 3), (6, 5), (2, 2)]
        assert result.dice[0].marks == ("raised",)
        assert result.dice[2].marks == ("lowered",)
        assert result.breakdown == "4k6mi2ma5 (1→2, 3, 6→5, 2) = 12"


class TestGroups:
    def test_keep_highest_subtotal(self) -> None:
        total, _, kept, marks = values("{1k8, 1k8}kh1", [3, 7])
        assert total == 7
        assert kept == [False, True]
        assert marks[0] == ("dropped",)

    def test_mixed_items_keep_lowest_and_plain_sum(self) -> None:
        assert values("{2k6, 1k12}kl1", [3, 1, 7])[0] == 4
        assert values("{2k6, 1k12}", [3, 1, 7])[0] == 11
        assert values("{1k4, 1k6, 1k8}dl1+1", [4, 2, 8])[0] == 13

    def test_breakdown_marks_dropped_items(self) -> None:
        result = roll("{1k8, 1k8}kh1", rng=Script([3, 7]))
        assert result.breakdown == "{~1k8 (~3~)~, 1k8 (7)}kh1 = 7"


def test_breakdown_and_json() -> None:
    result = roll("4k6r1!kh3+2", rng=Script([1, 6, 2, 4, 5, 3]))
    # wave 1: 1 (rerolled), 6 (explodes), 2, 4; wave 2: 5 (the reroll), 3 (the explosion) → 9, 5, 4 kept
    assert result.breakdown == "4k6r1!kh3 (~1~, 6!, ~2~, 4, 5, 3) + 2 = 20"
    data = json.loads(json.dumps(result.to_dict()))
    assert data["total"] == 20
    assert data["dice"][0] == {"sides": 6, "value": 1, "face": 1, "kept": False, "marks": ["rerolled"]}
    assert data["breakdown"] == result.breakdown


def test_seeded_random_source_is_used_in_order() -> None:
    expected = random.Random(20240611)
    result = roll("3k6+1k20", rng=random.Random(20240611))
    assert [d.value for d in result.dice] == [expected.randint(1, 6) for _ in range(3)] + [
        expected.randint(1, 20)]


def test_default_random_source() -> None:
    for _ in range(50):
        assert 3 <= roll("3k6").total <= 18


def test_a_parsed_expression_can_be_rolled() -> None:
    assert roll(parse("2k6"), rng=Script([1, 2])).total == 3


class TestPhysicalDice:
    def test_values_are_resolved_exactly(self) -> None:
        result = roll("2k6+1", dice=[4, 6])
        assert result.total == 11
        assert result.supplied is True
        assert [d.value for d in result.dice] == [4, 6]

    def test_explosions_and_rerolls_consume_further_values(self) -> None:
        assert roll("2k6!", dice=[6, 3, 6, 2]).total == 17
        assert roll("4k6r1kh3", dice=[1, 5, 3, 6, 1, 4]).total == 15
        assert roll("4dF", dice=[-1, 1, 0, 0]).total == 0

    def test_too_few_values(self) -> None:
        with pytest.raises(DiceError, match="Chybí hodnoty kostek") as caught:
            roll("2k6", dice=[3])
        assert caught.value.details == {"expression": "2k6", "position": 0, "supplied": 1}
        with pytest.raises(DiceError, match="víc než 2 zadané hodnoty"):
            roll("2k6!", dice=[6, 3])

    def test_too_many_values(self) -> None:
        with pytest.raises(DiceError, match="zadáno 3, použito 2"):
            roll("2k6", dice=[3, 4, 5])

    def test_allow_extra_reports_how_many_were_used(self) -> None:
        result = roll("2k6!", dice=[6, 1, 4, 2, 2], allow_extra=True)
        assert result.total == 11
        assert result.dice_used == 3

    @pytest.mark.parametrize(
        ("expression", "dice", "fragment", "index"),
        [
            ("1k6", [7], "Hodnota 7 (1. zadaná kostka) na k6 padnout nemůže; možné jsou 1 až 6.", 0),
            ("2k6", [3, 0], "Hodnota 0 (2. zadaná kostka) na k6", 1),
            ("4dF", [1, 0, 2, -1], "na kostce Fate padnout nemůže; možné jsou -1, 0 a 1", 2),
            ("1k6", ["4"], "není celé číslo", 0),
            ("1k6", [True], "není celé číslo", 0),
            ("1k20+1k4", [20, 5], "na k4", 1),
            ("1k20+1k4", [20, 5], "Hodnota 5 (2. zadaná kostka) na k4 padnout nemůže; možné jsou 1 až 4.", 1),
        ],
    )
    def test_impossible_values(self, expression: str, dice: list[int], fragment: str, index: int) -> None:
        with pytest.raises(DiceError) as caught:
            roll(expression, dice=dice)
        assert fragment in caught.value.message
        assert caught.value.details["index"] == index

    def test_replaying_a_roll_gives_the_same_result(self) -> None:
        rolled = roll("6k6r1!kh4+{1k8, 1k10}kl1", rng=random.Random(5))
        replay = roll(rolled.expression, dice=[d.face for d in rolled.dice if d.face is not None])
        assert replay.total == rolled.total
        assert replay.dice == rolled.dice
