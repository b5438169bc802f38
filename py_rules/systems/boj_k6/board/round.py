"""What the board derives from its state each round: shots and ammunition, who can reach whom, the
situations that change a pairing's modifiers, and the movement at the end of the round.

Seed: 003:L59-L107 (capacity of a round, distance, speed), L223-L311 (situations and their kinds),
L460-L501 (ranged combat, ammunition, E29), L699-L778 (disadvantaging, holding, escaping), L918-L926.
"""

from __future__ import annotations

from collections.abc import Callable

from py_rules.systems.boj_k6.ammo import Quiver, ShotPlan, plan_shot
from py_rules.systems.boj_k6.board.board import THREATENING, BoardSheet, Condition, Gap, Participant
from py_rules.systems.boj_k6.movement import (
    category,
    effective_speed,
    moved_gap,
    reaches,
    retreat_quarters,
    speed_quarters,
)
from py_rules.systems.boj_k6.texts import RYCHLOSTI, VZDALENOSTI
from py_rules.systems.boj_k6.texts_round import ROUND_TEXT

__all__ = ["TIRED_AFTER", "Reach", "distance_of", "end_of_round", "fire", "fresher", "is_melee", "is_shot",
           "kinds_for", "quiver",
           "reach_of", "shot_plan", "speed_of", "stuck", "unreachable"]

Reach = Callable[[int, int], bool]
SHOT_MEANS = frozenset({"strelna", "vrhaci"})


def quiver(p: Participant) -> Quiver:
    return Quiver(p.zbran, p.zbran_dosah, p.nabito, p.munice_sledovat, p.munice)


def is_shot(p: Participant) -> bool:
    """Shoots or throws his weapon this round (L460)."""
    return (p.zamer in THREATENING and p.prostredek == "zbran" and not p.odzbrojen
            and p.zbran_dosah in SHOT_MEANS)


def is_melee(p: Participant) -> bool:
    """Threatens in melee (weapon or bare hands) this round."""
    if p.zamer not in THREATENING or p.prostredek == "kouzlo":
        return False
    return p.prostredek == "beze_zbrane" or p.odzbrojen or p.zbran_dosah == "zblizka"


def shot_plan(p: Participant) -> ShotPlan:
    """The shot of this round (E29, L499-L500); raises ``RuleViolation``."""
    return plan_shot(quiver(p), p.nabit, p.flees, p.pohyb == "k_cili")


def fire(board: BoardSheet, p: Participant) -> tuple[Participant, list[str]]:
    """The participant's úspěch die was just rolled: if he shoots, spend the piece and unload (L467-L478)."""
    if not is_shot(p):
        return p, []
    plan = shot_plan(p)
    lines = []
    if plan.reload_first:
        lines.append(ROUND_TEXT.NABIL_A_STRILI.format(jmeno=p.jmeno, zbran=p.zbran))
    if p.munice_sledovat:
        lines.append(ROUND_TEXT.MUNICE_LOG.format(jmeno=p.jmeno, zbran=p.zbran, old=p.munice, new=plan.ammo_after))
    if p.zbran_dosah == "strelna":
        template = ROUND_TEXT.NABITO_LOG if plan.loaded_after else ROUND_TEXT.VYSTRELENO_LOG
        lines.append(template.format(jmeno=p.jmeno, zbran=p.zbran))
    return p.model_copy(update={"munice": plan.ammo_after, "nabito": plan.loaded_after}), lines


def stuck(board: BoardSheet, p: Participant) -> str | None:
    """Why ``p`` cannot move this round (held, L770; knocked down: this round and the next, when he gets
    up, L297, L785), or ``None``."""
    for c in board.conditions_of(p.id):
        if c.held or c.druh == "srazen":
            return ROUND_TEXT.DRZEN if c.held else ROUND_TEXT.LEZI
    return None


def speed_of(p: Participant) -> str:
    """Speed after zrychlení/zpomalení and the caps of L102-L104."""
    return effective_speed(p.rychlost, p.rychlost_upravy, p.vazna_zraneni, p.soustredeni, p.out)


def _moves(board: BoardSheet, p: Participant) -> bool:
    return not p.out and not p.akce_zrusena and stuck(board, p) is None


def reach_of(board: BoardSheet) -> Reach:
    """``reach(a, b)``: can ``a``'s threat get to ``b`` this round? Ranged threats always can (range gives
    a penalty, L463); a melee attacker needs contact, or to run in to his first target (L60, L82-L85)."""
    people = {p.id: p for p in board.ucastnici}

    def reach(a_id: int, b_id: int) -> bool:
        a, b = people[a_id], people[b_id]
        if not is_melee(a):
            return True
        gap = board.gap(a_id, b_id)
        if gap == 0:
            return True
        if not a.cile or a.cile[0] != b_id or not _moves(board, a):
            return False
        target_moves = _moves(board, b)
        retreat = retreat_quarters(speed_of(b)) if b.pohyb == "ustup" and target_moves else 0
        return reaches(gap, speed_of(a), b.flees and target_moves, retreat)

    return reach


TIRED_AFTER = 2  # rounds of fighting that make «chvíli bojovat» (L316; the board's reading)


def _tired_since(board: BoardSheet, p: Participant) -> int:
    """The round from which ``p`` counts as fighting; who ran to the fight is as tired as those who have
    fought longest (L316)."""
    if p.zadychany:
        return min(x.boj_od for x in board.ucastnici)
    return p.boj_od


def fresher(board: BoardSheet, a: Participant, b: Participant) -> bool:
    """``a`` is fresh against ``b``: ``b`` has fought at least :data:`TIRED_AFTER` rounds longer (reinforcements
    against those who have fought a while, L316, L333); in a fight everyone joined together nobody is (L314)."""
    return _tired_since(board, a) - _tired_since(board, b) >= TIRED_AFTER


def kinds_for(board: BoardSheet, a: Participant, b: Participant) -> tuple[list[str], list[str]]:
    """(advantages, disadvantages) of ``a`` against ``b`` that come from the board's state.

    Situations on ``b`` are ``a``'s advantages and those on ``a`` his disadvantages (L230-L231, L283-L291);
    whoever lies on someone has Ztížení pohybu against everybody else (L714-L715). In the dark, who has
    neither infravidění nor ultrasluch has Ztížení viditelnosti; if both lack it, it cancels (L235-L236).
    Who fought at least two rounds longer than a fresh foe (or ran to the fight) has Vyčerpání (L313-L333).
    A shot at a contact foe who threatens the shooter in melee (not one only running in) is Střelba na
    útočníka zblízka (L269, L497); a shot at a fleeing target is Střelba na běžící cíl (L272).
    """
    adv: list[str] = [c.nevyhoda for c in board.conditions_of(b.id)]
    dis: list[str] = [c.nevyhoda for c in board.conditions_of(a.id)]
    for c in board.situace:
        if c.druh == "zalehnuti" and c.drzi == a.id and c.kdo != b.id:
            dis.append("ztizeni_pohybu")
        if c.druh == "zalehnuti" and c.drzi == b.id and c.kdo != a.id:
            adv.append("ztizeni_pohybu")
    if fresher(board, a, b):  # Únava v boji (L316, L333): the tired one's disadvantage
        adv.append("vycerpani")
    if fresher(board, b, a):
        dis.append("vycerpani")
    if board.tma:
        if not (a.infravideni or a.ultrasluch):
            dis.append("ztizeni_viditelnosti")
        if not (b.infravideni or b.ultrasluch):
            adv.append("ztizeni_viditelnosti")
    if is_shot(a):
        if board.gap(a.id, b.id) == 0 and is_melee(b) and a.id in b.cile and not b.out:
            dis.append("strelba_na_utocnika_zblizka")
        if b.flees:
            dis.append("strelba_na_bezici_cil")
    return adv, dis


def distance_of(board: BoardSheet, a: int, b: int) -> str:
    return category(board.gap(a, b))


def unreachable(board: BoardSheet, a: Participant, b: Participant) -> str:
    """Why ``a`` cannot get to ``b`` in melee this round (Czech, with the rules' lines)."""
    gap = board.gap(a.id, b.id)
    why = stuck(board, a)
    if why:
        reason = why
    elif a.akce_zrusena:
        reason = ROUND_TEXT.ZMAREN
    elif not a.cile or a.cile[0] != b.id:
        reason = ROUND_TEXT.JEN_PRVNI_CIL
    elif b.flees:
        reason = ROUND_TEXT.UTIKA.format(b=b.jmeno)
    else:
        reason = ROUND_TEXT.RYCHLOST.format(rychlost=RYCHLOSTI[speed_of(a)],
                                            ustup=ROUND_TEXT.USTUPUJE if b.pohyb == "ustup" else "")
    return ROUND_TEXT.E_NEDOSAHNE.format(a=a.jmeno, b=b.jmeno, vzd=VZDALENOSTI[category(gap)], proc=reason)


def _away(board: BoardSheet, p: Participant) -> int:
    if not _moves(board, p):
        return 0
    if p.flees:
        return speed_quarters(speed_of(p))
    if p.pohyb == "ustup":
        return retreat_quarters(speed_of(p))
    return 0


def _towards(board: BoardSheet, p: Participant, other: int) -> int:
    if p.pohyb != "k_cili" or not p.cile or p.cile[0] != other or not _moves(board, p):
        return 0
    return speed_quarters(speed_of(p))


def end_of_round(board: BoardSheet) -> tuple[list[Participant], list[Gap], list[Condition], list[str]]:
    """Reloading without a shot, movement, situations that end; returns people, gaps, situations, log."""
    log: list[str] = []
    people: list[Participant] = []
    for p in board.ucastnici:
        if p.nabit and not is_shot(p) and not p.out and not p.akce_zrusena and not p.nabito:
            log.append(ROUND_TEXT.NABITO_LOG.format(jmeno=p.jmeno, zbran=p.zbran))
            p = p.model_copy(update={"nabito": True})
        people.append(p)
    gaps: list[Gap] = []
    ids = [p.id for p in board.ucastnici]
    by_id = {p.id: p for p in board.ucastnici}
    for i, a_id in enumerate(ids):
        for b_id in ids[i + 1:]:
            a, b = by_id[a_id], by_id[b_id]
            old = board.gap(a_id, b_id)
            foes = a.strana != b.strana
            opening = _away(board, a) + _away(board, b) if foes else 0
            new = moved_gap(old, _towards(board, a, b_id) + _towards(board, b, a_id), opening)
            if new != old:
                log.append(ROUND_TEXT.PRESUN_LOG.format(a=a.jmeno, b=b.jmeno, old=VZDALENOSTI[category(old)],
                                                        new=VZDALENOSTI[category(new)]))
            if new:
                gaps.append(Gap(a=a_id, b=b_id, ctvrtiny=new))
    kept: list[Condition] = []
    for c in board.situace:
        holder = by_id.get(c.drzi)
        if c.held and holder is not None and (holder.out or holder.flees or holder.pohyb != "zustava"):
            log.append(ROUND_TEXT.PUSTIL_LOG.format(a=holder.jmeno, b=by_id[c.kdo].jmeno))
        elif not c.held and c.do_kola <= board.kolo:
            log.append(ROUND_TEXT.KONCI_LOG.format(jmeno=by_id[c.kdo].jmeno, popis=c.popis or ROUND_TEXT.SITUACE))
        else:
            kept.append(c)
    return people, gaps, kept, log
