"""Exact chances (Fractions) of D&D 5e d20 rolls by enumerating the kept d20 face.

The kept face of ``1k20``, ``2k20kh1`` and ``2k20kl1`` has the exact probabilities of
:func:`rules.d20_face_probability`; tests cross-check them against ``py_rules.dice.distribution``.
"""

from __future__ import annotations

from fractions import Fraction

from py_rules.systems.dnd5e.rules import Mode, d20_face_probability, meets

__all__ = ["attack_chances", "check_chance", "contest_chances", "death_save_chances", "group_chance",
           "heal_distribution"]

FACES = range(1, 21)


def check_chance(mode: Mode, bonus: int, dc: int) -> Fraction:
    """P(d20 + bonus ≥ SO) — equal succeeds (004:L3); checks and saves have no natural 1/20 rule (SRD)."""
    return sum((d20_face_probability(mode, f) for f in FACES if meets(f + bonus, dc)), Fraction(0))


def attack_chances(mode: Mode, bonus: int, ac: int, every_hit_critical: bool) -> tuple[Fraction, Fraction, Fraction]:
    """(critical, hit, miss): natural 20 always hits critically, natural 1 always misses (SRD); a total
    equal to the OČ hits (004:L3); every hit is critical on a paralysed/unconscious target within 1 sáh
    (004:L543, L559)."""
    crit = hit = miss = Fraction(0)
    for face in FACES:
        p = d20_face_probability(mode, face)
        if face == 20:
            crit += p
        elif face == 1 or not meets(face + bonus, ac):
            miss += p
        elif every_hit_critical:
            crit += p
        else:
            hit += p
    return crit, hit, miss


def death_save_chances(bonus: int, mode: Mode = "normal") -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """(natural 20, success, failure, natural 1) of a death save on the kept d20: total ≥ 10 succeeds
    (004:L373), natural 1 = two failures, natural 20 = 1 HP back (004:L374); a death save is a saving throw
    (L372), so exhaustion 3+ gives it disadvantage (L123)."""
    nat20, nat1 = d20_face_probability(mode, 20), d20_face_probability(mode, 1)
    success = sum((d20_face_probability(mode, f) for f in range(2, 20) if f + bonus >= 10), Fraction(0))
    return nat20, success, 1 - nat20 - nat1 - success, nat1


def contest_chances(mode: Mode, bonus: int, their_mode: Mode, their_bonus: int
                    ) -> tuple[Fraction, Fraction, Fraction]:
    """(win, tie, loss) of a contest: higher total wins, a tie changes nothing (004:L163)."""
    win = tie = Fraction(0)
    for mine in FACES:
        pm = d20_face_probability(mode, mine)
        for theirs in FACES:
            joint = pm * d20_face_probability(their_mode, theirs)
            if mine + bonus > theirs + their_bonus:
                win += joint
            elif mine + bonus == theirs + their_bonus:
                tie += joint
    return win, tie, 1 - win - tie


def group_chance(own_success: Fraction, others_succeeded: int, members: int) -> Fraction:
    """P(group succeeds) when the others' results are known and only this character still rolls
    (at least half must succeed, 004:L108)."""
    with_me = 2 * (others_succeeded + 1) >= members
    without_me = 2 * others_succeeded >= members
    if without_me:
        return Fraction(1)
    return own_success if with_me else Fraction(0)


def heal_distribution(die: int, con_mod: int) -> dict[int, Fraction]:
    """Hit points healed by one hit die: die + Con mod, at least 0 (004:L223)."""
    out: dict[int, Fraction] = {}
    for face in range(1, die + 1):
        healed = max(0, face + con_mod)
        out[healed] = out.get(healed, Fraction(0)) + Fraction(1, die)
    return out
