"""Situations that successes create on the board, and how they end (003:L699-L778, L785-L808, L863-L927).

- «Znevýhodnit» (1 success, L700-L726) by one of four descriptions:
  ``jednorazove`` – nobody keeps him in it (an arrow through the sleeve, a trip, L719, L746): the disadvantage
  counts for the rest of this round and the next one, then ends (he frees himself without a roll, L867);
  ``drzi`` – the spender holds him (pressed to a wall, a grabbed arm, L724-L726, L870): it lasts until the
  sufferer escapes with a success («Dostat se z nevýhody»), somebody frees him, or the holder lets go
  (moves away, flees, is out: L301); the sufferer cannot flee or move while held (L770);
  ``zalehnuti`` – lying on him (L289, L714-L715): as ``drzi``, and the holder has Ztížení pohybu against
  everybody else;
  ``srazen`` – knocked down (L785-L786): Ztížení pohybu for this round and the next (he gets up), he cannot
  run meanwhile, and if he has not rolled yet his melee attack on anyone out of contact is lost.
- «Chytit obě ruce» (2 successes, L908): held, and he cannot fight with a weapon (only kick, L915).
- «Strčit na jiného» (2 successes, L752-L762): the second one is thrown off balance (Vyvedení z rovnováhy)
  for this round and the next.
- «Zatlačit» (1 success, L729): about as many metres as the margin; with a margin of 1+ the target ends out
  of contact with the pusher (krátká), with a tie (0 m) nothing moves.
- «Osvobodit» (1 success, L872-L876): the target lets go of everybody he holds.
- «Vzdání» (1 success with a win, L918-L926): the Pán jeskyně accepted that the target gives up; he is out of
  the fight until the board's «Vzdal se» is switched off again.
"""

from __future__ import annotations

from typing import Any

from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.board.board import BoardSheet, Condition, Gap, Participant, Pending
from py_rules.systems.boj_k6.board.round import is_melee
from py_rules.systems.boj_k6.movement import CONTACT_METRES
from py_rules.systems.boj_k6.texts_round import JAK, ROUND_TEXT

__all__ = ["SITUATION_KINDS", "apply_situation", "check_situation"]

SITUATION_KINDS = frozenset({"znevyhodnit", "obe_ruce", "strcit_na_jineho", "zatlacit", "osvobodit", "vzdani"})


def check_situation(board: BoardSheet, r: Pending, kind: str, how: str, second: int, description: str) -> None:
    """Raise ``RuleViolation`` for a situation the result cannot buy; «I give him a disadvantage» is not
    a description (L700-L709), so the generic ways need one."""
    if kind == "znevyhodnit" and how in ("jednorazove", "drzi") and not description:
        raise RuleViolation(ROUND_TEXT.E_POPIS)
    if kind == "strcit_na_jineho":
        if not second or second in (r.utocnik, r.cil):
            raise RuleViolation(ROUND_TEXT.E_DRUHY_CIL)
        board.participant(second)
    if kind == "vzdani" and r.rozdil < 1:
        raise RuleViolation(ROUND_TEXT.E_VZDANI_REMIZA)
    if kind == "osvobodit" and not any(c.held and c.drzi == r.cil for c in board.situace):
        raise RuleViolation(ROUND_TEXT.E_NIKOHO_NEDRZI.format(jmeno=board.participant(r.cil).jmeno))


def _set_gap(board: BoardSheet, a: int, b: int, value: int) -> list[Gap]:
    lo, hi = min(a, b), max(a, b)
    gaps = [g for g in board.vzdalenosti if (g.a, g.b) != (lo, hi)]
    return [*gaps, Gap(a=lo, b=hi, ctvrtiny=value)] if value else gaps


def apply_situation(board: BoardSheet, r: Pending, kind: str, how: str, disadvantage: str, second: int,
                    description: str, target: Participant, log: list[str]) -> tuple[Participant, dict[str, Any]]:
    """The target after ``kind`` and the board fields it changes (``situace``, ``vzdalenosti``)."""
    names = {p.id: p.jmeno for p in board.ucastnici}
    situations = list(board.situace)
    update: dict[str, Any] = {}
    changes: dict[str, Any] = {}
    if kind in ("znevyhodnit", "obe_ruce"):
        druh = "obe_ruce" if kind == "obe_ruce" else how
        held = druh in ("drzi", "zalehnuti", "obe_ruce")
        nevyhoda = disadvantage if druh in ("jednorazove", "drzi") else "ztizeni_pohybu"
        situations = [c for c in situations if not (c.kdo == r.cil and c.druh == druh and c.drzi == r.utocnik)]
        situations.append(Condition(druh=druh, kdo=r.cil, drzi=r.utocnik if held else 0, nevyhoda=nevyhoda,
                                    do_kola=0 if held else board.kolo + 1, popis=description[:200]))
        log.append(ROUND_TEXT.SITUACE_LOG.format(jmeno=target.jmeno, jak=JAK[druh], a=names[r.utocnik]))
        acted = any(x.utocnik == target.id for x in board.vyhodnoceno)
        if druh == "srazen" and not acted and is_melee(target) and any(board.gap(target.id, t) for t in target.cile):
            update["akce_zrusena"] = True
            log.append(ROUND_TEXT.SRAZEN_NEDOBEHNE.format(jmeno=target.jmeno))
    elif kind == "strcit_na_jineho":
        situations.append(Condition(druh="jednorazove", kdo=second, nevyhoda="vyvedeni_z_rovnovahy",
                                    do_kola=board.kolo + 1, popis=description[:200]))
        log.append(ROUND_TEXT.STRCEN_LOG.format(jmeno=target.jmeno, druhy=names[second]))
    elif kind == "zatlacit":
        metres = max(r.rozdil, 0)
        log.append(ROUND_TEXT.ZATLACEN_LOG.format(jmeno=target.jmeno, m=metres))
        if metres > CONTACT_METRES and not board.gap(r.utocnik, r.cil):  # beyond «pár kroků» (L81)
            changes["vzdalenosti"] = _set_gap(board, r.utocnik, r.cil, 1)
    elif kind == "osvobodit":
        freed = [names[c.kdo] for c in situations if c.held and c.drzi == r.cil]
        situations = [c for c in situations if not (c.held and c.drzi == r.cil)]
        log.append(ROUND_TEXT.PUSTIL_LOG.format(a=target.jmeno, b=", ".join(freed)))
    elif kind == "vzdani":
        update["vzdal_se"] = True
        situations = [c for c in situations if c.drzi != r.cil]
        log.append(ROUND_TEXT.VZDAL_LOG.format(jmeno=target.jmeno))
    changes["situace"] = situations
    return target.model_copy(update=update), changes


def escape(board: BoardSheet, r: Pending, situations: list[Condition], log: list[str]) -> list[Condition]:
    """«Dostat se z nevýhody» ends what the beaten foe holds the spender in (L724, L770, L776, L870), and a
    clinch both ways: who tears free stops holding the other too (L743, L746)."""
    pair = {(r.utocnik, r.cil), (r.cil, r.utocnik)}
    ended = [c for c in situations if (c.kdo, c.drzi) in pair]
    if ended:
        log.append(ROUND_TEXT.VYPROSTIL_LOG.format(jmeno=board.participant(r.utocnik).jmeno,
                                                   b=board.participant(r.cil).jmeno))
    return [c for c in situations if c not in ended]
