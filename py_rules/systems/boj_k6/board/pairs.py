"""Board actions that roll: the once-per-round úspěch roll and resolving a pairing (003:L114-L126, L413,
L507-L514), with the breakdown of modifiers from the attacker's side and exact odds."""

from __future__ import annotations

from fractions import Fraction

from pydantic import Field

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.boj_k6.board.board import (
    Participant,
    Pending,
    Resolved,
)
from py_rules.systems.boj_k6.board.common import (
    Board,
    first_id,
    means_of,
    next_id,
    nothing,
    participant_choices,
    replace_people,
)
from py_rules.systems.boj_k6.board.intentions import attribute_of
from py_rules.systems.boj_k6.board.round import distance_of, fire, is_shot, kinds_for, reach_of, shot_plan, unreachable
from py_rules.systems.boj_k6.board.setup import WhoParams
from py_rules.systems.boj_k6.modifiers import Breakdown, Situation, breakdown
from py_rules.systems.boj_k6.odds import outcome_label, pair_odds
from py_rules.systems.boj_k6.params import BOARD_DERIVED, Circumstances, circumstance_fields
from py_rules.systems.boj_k6.results import Mode, resolve
from py_rules.systems.boj_k6.rules import DefenceHow, Defender, default_defence, defence_attributes, hand_blocked
from py_rules.systems.boj_k6.sheet import Attribute
from py_rules.systems.boj_k6.texts import (
    ATRIBUTY,
    ATRIBUTY_7,
    BOARD_FORM,
    BOARD_HINT,
    BOARD_TEXT,
    BOARD_VIEW,
    SHEET_TEXT,
    term,
)
from py_rules.systems.boj_k6.texts_links import LINK_TEXT, OBRANA_CIM
from py_rules.systems.boj_k6.texts_round import ROUND_TEXT
from py_rules.view import FieldView, select

__all__ = ["PairParams", "defence_default", "defender_of", "distracting", "pair_form", "pair_odds_of",
           "perform_pair", "perform_roll"]


# --------------------------------------------------------------------------- rolling


def perform_roll(board: Board, p: WhoParams, box: DiceBox) -> ActionOutcome[Board]:
    if not p.ucastnik:
        return nothing(board, BOARD_TEXT.VYBER_UCASTNIKA)
    person = board.participant(p.ucastnik)
    if not person.threatening:
        raise RuleViolation(BOARD_TEXT.NEOHROZUJE_NIKOHO.format(jmeno=person.jmeno))
    if person.kostka_uspech is not None:
        raise RuleViolation(BOARD_TEXT.UZ_HAZEL_USPECH.format(jmeno=person.jmeno))
    die = box.roll("1k6").total
    total = die + attribute_of(person, person.vlastnost)
    line = BOARD_TEXT.HOD_LOG.format(kolo=board.kolo, jmeno=person.jmeno, attr=ATRIBUTY[person.vlastnost], die=die,
                                     value=attribute_of(person, person.vlastnost), total=total)
    updated, shot = fire(board, person.model_copy(update={"kostka_uspech": die}))
    return ActionOutcome(replace_people(board, updated, log=[line, *shot]), "hozeno", BOARD_TEXT.HOZENO,
                         " ".join([line, *shot]), total=total, probability=Fraction(1, 6), changes=(line, *shot))


class PairParams(Circumstances):
    utocnik: int = Field(default=0, ge=0, le=999)
    cil: int = Field(default=0, ge=0, le=999)
    obrana_vlastnost: Attribute = "finesa"
    obrana_cim: DefenceHow = "uhyb"


def defender_of(b: Participant) -> Defender:
    """What ``b`` can defend with on the board: his weapon unless disarmed or in a disabled arm, a usable shield
    (not grabbed, not in a disabled arm), a spell that is not an attack spell unless silenced (003:L166,
    L175-L180, L648, L886)."""
    weapon = not b.odzbrojen and not hand_blocked(b.vazna_zraneni, b.zbran_ruka, b.zbran_dvojrucni)
    shield = b.stit > 0 and b.stit_pouzitelny and not hand_blocked(b.vazna_zraneni, b.stit_ruka)
    spell = bool(b.kouzlo) and (b.kouzlo_obranne or b.kouzlo_kz == 0) and not b.umlcen
    return Defender(parry_means=b.zbran_dosah if weapon else None, heavy_weapon=b.zbran_tezka,
                    heavy_armour=b.tezka_zbroj, shield=shield, defence_spell=spell)


def defence_default(a: Participant, b: Participant) -> tuple[DefenceHow, str]:
    """How ``b`` defends against ``a`` by default, and on which attribute (the form pre-fills it)."""
    spell = a.kouzlo_obrana if a.prostredek == "kouzlo" else None
    values = {x: attribute_of(b, x) for x in ATRIBUTY}
    return default_defence(means_of(a), spell, defender_of(b), values)


def distracting(board: Board, x: Participant) -> str:
    """Who distracts ``x`` this round, not prevented and not out (the names; "" for nobody) (003:L448)."""
    return ", ".join(q.jmeno for q in board.ucastnici
                     if q.zamer == "rozptyleni" and x.id in q.cile and not q.akce_zrusena and not q.out)


def _check_defence(a: Participant, b: Participant, p: PairParams) -> None:
    """The attribute of ``b``'s hod na obranu against ``a`` by the sheet's rule (003:L164-L192, L488);
    raises ``RuleViolation``."""
    if a.prostredek == "kouzlo":  # the spell's defence attribute; Duše by a spell (L180, L186)
        allowed: list[str] = [a.kouzlo_obrana]
        if p.obrana_cim == "kouzlo":
            allowed = list(defence_attributes("kouzlo", "kouzlo", a.kouzlo_obrana, defender_of(b)))
        if p.obrana_vlastnost not in allowed:
            names = SHEET_TEXT.R_NEBO.join(ATRIBUTY_7[x] for x in allowed)
            raise RuleViolation(SHEET_TEXT.E_OBRANA_KOUZLU.format(nazev=a.kouzlo or BOARD_VIEW.KOUZLO, names=names))
        return
    plain = defence_attributes(p.obrana_cim, means_of(a), None, defender_of(b))
    if p.obrana_vlastnost not in plain:
        names = SHEET_TEXT.R_NEBO.join(ATRIBUTY_7[x] for x in plain)
        raise RuleViolation(LINK_TEXT.E_OBRANA.format(jmeno=b.jmeno, jak=LINK_TEXT.JAK[p.obrana_cim], names=names))


def pair_form(board: Board) -> list[FieldView]:
    from py_rules.systems.boj_k6.board.intentions import proposed_order

    done = {(r.utocnik, r.cil) for r in board.vyhodnoceno}
    nxt = next((x for x in proposed_order(board.ucastnici, reach_of(board)) if (x.attacker, x.target) not in done),
               None)
    attacker, target = (nxt.attacker, nxt.target) if nxt else (first_id(board), 0)
    how, attribute = "uhyb", "finesa"
    if nxt is not None and not nxt.mutual:  # pre-filled from the rules (issue 21 item 3)
        how, attribute = defence_default(board.participant(attacker), board.participant(target))
    return [
        select("utocnik", BOARD_FORM.UTOCNIK, attacker, participant_choices(board)),
        select("cil", BOARD_FORM.CIL, target, participant_choices(board, BOARD_TEXT.ZADNY)),
        select("obrana_cim", LINK_TEXT.OBRANA_CIM, how, OBRANA_CIM, hint=LINK_TEXT.H_OBRANA_CIM),
        select("obrana_vlastnost", BOARD_FORM.OBRANA_VLASTNOST, attribute, ATRIBUTY, hint=BOARD_HINT.OBRANA_VLASTNOST),
        *circumstance_fields(BOARD_FORM.FOE, BOARD_DERIVED | {"vzdalenost"}),
    ]


def _pair_situation(board: Board, p: PairParams) -> tuple[Participant, Participant, bool, Breakdown]:
    """Attacker, target, mutual?, and the breakdown from the attacker's side; raises ``RuleViolation``."""
    a, b = board.participant(p.utocnik), board.participant(p.cil)
    if a.out:
        raise RuleViolation(SHEET_TEXT.E_VYRAZEN_AKCE.format(a=a.jmeno))
    if a.akce_zrusena:
        raise RuleViolation(SHEET_TEXT.E_AKCE_ZRUSENA.format(a=a.jmeno))
    if not a.threatening or b.id not in a.cile:
        raise RuleViolation(SHEET_TEXT.E_NEOHROZUJE.format(a=a.jmeno, b=b.jmeno))
    if any((r.utocnik, r.cil) in ((a.id, b.id), (b.id, a.id)) for r in board.vyhodnoceno):
        raise RuleViolation(SHEET_TEXT.E_UZ_VYHODNOCENO.format(a=a.jmeno, b=b.jmeno))
    if p.vzdalenost != "kontaktni":
        raise RuleViolation(ROUND_TEXT.E_VZDALENOST_Z_TABULE)
    reach = reach_of(board)
    if not reach(a.id, b.id):
        raise RuleViolation(unreachable(board, a, b))
    mutual = b.threatening and a.id in b.cile and reach(b.id, a.id)
    if not mutual:
        _check_defence(a, b, p)
    if is_shot(a) and a.kostka_uspech is None:
        shot_plan(a)  # no ammunition, or a plan E29 forbids (L467-L478, L499-L500)
    board_adv, board_dis = kinds_for(board, a, b)
    advantages = p.advantages() + tuple(board_adv) + (("utok_do_zad",) if b.flees else ())
    situation = Situation(
        mode="vzajemny" if mutual else "uspech", attribute=a.vlastnost, attribute_value=attribute_of(a, a.vlastnost),
        means=means_of(a), spell_defence=a.kouzlo_obrana if a.prostredek == "kouzlo" else None,
        advantages=advantages, disadvantages=p.disadvantages() + tuple(board_dis),
        my_wounds=tuple(a.vazna_zraneni),
        foe_wounds=tuple(b.vazna_zraneni), aim=p.mireni or (a.namireno and is_shot(a)),
        feint=p.finta or a.finta_proti == b.id, breaking_free=a.zamer == "prolomeni",
        distraction=p.rozptyleni or bool(distracting(board, b)), distracted_by=distracting(board, a),
        targets=len(a.cile), area=a.prostredek == "kouzlo" and a.kouzlo_plosne,
        two_targets=a.utok_na_dva_cile, distance=distance_of(board, a.id, b.id),
        foe_attribute=attribute_of(b, b.vlastnost if mutual else p.obrana_vlastnost),
        foe_immobile=p.protivnik_nehybny or (b.out and not mutual),  # unconscious = immobile (L380)
        foe_full_defence=b.zamer == "plna_obrana" and not mutual,
        foe_aim=p.protivnik_miri or (mutual and b.namireno and is_shot(b)),
        foe_feint=p.protivnik_finta or b.finta_proti == a.id,
        foe_targets=len(b.cile) if mutual else 1, foe_area=b.kouzlo_plosne and b.prostredek == "kouzlo",
        foe_ranged=mutual and means_of(b) != "zblizka" and means_of(b) != "beze_zbrane",
    )
    return a, b, mutual, breakdown(situation)


def pair_odds_of(board: Board, p: PairParams) -> Odds:
    if not (p.utocnik and p.cil):
        return Odds((odds_entry("nic", BOARD_TEXT.NENI_DVOJICE, Fraction(1)),))
    a, b, mutual, bd = _pair_situation(board, p)
    mode: Mode = "vzajemny" if mutual else "uspech"
    mine = a.kostka_uspech + bd.constant if a.kostka_uspech is not None else None
    theirs = b.kostka_uspech + bd.foe_base if mutual and b.kostka_uspech is not None else None
    table = pair_odds(mode, bd.constant, bd.foe_base, foe_total=theirs, my_total=mine)
    return Odds(tuple(odds_entry(k, outcome_label(k, mode, b.jmeno), v)
                      for k, v in table.items()), summary=f"{a.jmeno}: {bd.text()}")


def perform_pair(board: Board, p: PairParams, box: DiceBox) -> ActionOutcome[Board]:
    if not (p.utocnik and p.cil):
        return nothing(board, BOARD_TEXT.VYBER_DVOJICI)
    a, b, mutual, bd = _pair_situation(board, p)
    mode: Mode = "vzajemny" if mutual else "uspech"
    odds = pair_odds(mode, bd.constant, bd.foe_base,
                     my_total=a.kostka_uspech + bd.constant if a.kostka_uspech is not None else None,
                     foe_total=b.kostka_uspech + bd.foe_base if mutual and b.kostka_uspech is not None else None)
    shots: list[str] = []
    a_die = a.kostka_uspech if a.kostka_uspech is not None else box.roll("1k6").total
    if a.kostka_uspech is None:
        a, shots = fire(board, a.model_copy(update={"kostka_uspech": a_die}))
    if mutual:
        b_die = b.kostka_uspech if b.kostka_uspech is not None else box.roll("1k6").total
        if b.kostka_uspech is None:
            b, b_shots = fire(board, b.model_copy(update={"kostka_uspech": b_die}))
            shots += b_shots
    else:
        b_die = box.roll("1k6").total
    mine, theirs = a_die + bd.constant, b_die + bd.foe_base
    result = resolve(mode, mine, theirs)
    pending = list(board.vysledky)
    if result.mine:
        pending.append(Pending(id=next_id(board), utocnik=a.id, cil=b.id, uspechy=result.mine, rozdil=result.margin,
                               remiza=result.tie and mutual, jen_unik=a.zamer == "prolomeni"))
    if result.theirs:
        pending.append(Pending(id=next_id(board) + 1, utocnik=b.id, cil=a.id, uspechy=result.theirs,
                               rozdil=-result.margin, remiza=result.tie, jen_unik=b.zamer == "prolomeni"))
    done = [*board.vyhodnoceno, Resolved(utocnik=a.id, cil=b.id)]
    if mutual:
        done.append(Resolved(utocnik=b.id, cil=a.id))
    kind = (BOARD_TEXT.VZAJEMNE if mutual
            else BOARD_TEXT.NA_OBRANU.format(jmeno=b.jmeno, attr=ATRIBUTY[p.obrana_vlastnost]))
    label = outcome_label(result.key, mode, b.jmeno)
    line = BOARD_TEXT.DVOJICE_LOG.format(kolo=board.kolo, a=a.jmeno, b=b.jmeno, kind=kind, a_die=a_die,
                                         a_const=term(bd.constant), mine=mine, b_die=b_die, b_const=bd.foe_base,
                                         theirs=theirs, label=label)
    new_board = replace_people(board, a, b, log=[line, *shots], vysledky=pending, vyhodnoceno=done)
    explanation = BOARD_TEXT.DVOJICE_VYSVETLENI.format(line=line, breakdown=bd.text(),
                                                       chance=czech.percent(odds[result.key]))
    if bd.notes or shots:
        explanation += " " + " ".join([*bd.notes, *shots])
    return ActionOutcome(new_board, result.key, label, explanation, total=mine, probability=odds[result.key],
                         changes=(line, *shots), details={"rozdil": result.margin, "uspechy": result.mine,
                                                   "uspechy_cile": result.theirs, "remiza": result.tie})
