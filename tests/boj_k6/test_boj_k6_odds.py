"""Exact chances of each success count before rolling (k6 vs k6, seed 003:L126, L160, L510-L514)."""

from __future__ import annotations

from fractions import Fraction

from py_rules.systems.boj_k6.odds import pair_odds, wound_odds


def test_equal_sides_attack_vs_defence_003_l510_l512() -> None:
    assert pair_odds("uspech", 2, 2) == {"ja_2": Fraction(1, 6), "ja_1": Fraction(5, 12), "nic": Fraction(5, 12)}


def test_equal_sides_mutual_003_l514() -> None:
    odds = pair_odds("vzajemny", 3, 3)
    assert odds == {"ja_2": Fraction(1, 6), "ja_1": Fraction(1, 4), "remiza": Fraction(1, 6),
                    "on_1": Fraction(1, 4), "on_2": Fraction(1, 6)}
    assert sum(odds.values()) == 1


def test_defence_roll_foe_successes_003_l116() -> None:
    odds = pair_odds("obrana", 2, 2)
    assert odds == {"nic": Fraction(5, 12), "on_1": Fraction(5, 12), "on_2": Fraction(1, 6)}


def test_three_successes_need_a_big_edge_003_l512() -> None:
    odds = pair_odds("uspech", 8, 2)  # margin 6 + (die difference)
    assert odds["ja_3"] == Fraction(21, 36)
    assert sum(odds.values()) == 1


def test_known_foe_total_only_my_die_counts_003_l341() -> None:
    # E40 round 1: Naria F3 vs the immobile dwarf's 5: a tie or better needs 2+ on her die.
    odds = pair_odds("uspech", 3, 0, foe_total=5)
    assert odds == {"ja_2": Fraction(1, 3), "ja_1": Fraction(1, 2), "nic": Fraction(1, 6)}


def test_wound_distribution_of_kz_dice_003_l612() -> None:
    assert wound_odds(0, 2) == {0: Fraction(1, 4), 1: Fraction(1, 2), 2: Fraction(1, 4)}
    assert wound_odds(-3, 3) == {0: Fraction(1, 1)}  # E36: 3kz against Zbroj 3 never hurts
    assert wound_odds(1, 0) == {1: Fraction(1)}
