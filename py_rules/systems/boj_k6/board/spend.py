"""Spending successes on the board: wounds, serious wounds, hits outside armour, manoeuvres
(003:L516-L532, L577-L697, L699-L886)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox
from py_rules.systems.boj_k6.board.board import (
    Condition,
    DisadvantageKind,
    Participant,
    Pending,
    Progress,
)
from py_rules.systems.boj_k6.board.common import (
    Board,
    means_of,
    nothing,
    replace_people,
)
from py_rules.systems.boj_k6.board.common import (
    participant_choices as people_options,
)
from py_rules.systems.boj_k6.board.situations import SITUATION_KINDS, apply_situation, check_situation, escape
from py_rules.systems.boj_k6.manoeuvres import TWO_STEP, manoeuvre_cost, progress, success_noun
from py_rules.systems.boj_k6.rules import hand_blocked
from py_rules.systems.boj_k6.texts import (
    BOARD_FORM,
    BOARD_HINT,
    BOARD_MIMO_ZBROJ,
    BOARD_TEXT,
    CASTI_TELA,
    DRUHY_VYHOD,
    LIVES,
    MANEVRY,
    MEZIVYSLEDKY,
    SHEET_TEXT,
)
from py_rules.systems.boj_k6.texts_links import LINK_TEXT
from py_rules.systems.boj_k6.texts_round import JAK_VOLBY, NEVYHODY, ROUND_FORM, ROUND_HINT
from py_rules.systems.boj_k6.wounds import Defence, wound
from py_rules.view import FieldView, select, text, toggle

__all__ = ["SpendParams", "perform_spend", "spend_form"]


# --------------------------------------------------------------------------- spending successes


ManoeuvreKind = Literal["zadny", "znevyhodnit", "zatlacit", "zabranit", "chytit_stit", "unik", "odzbrojeni",
                        "propast", "umlceni", "obe_ruce", "strcit_na_jineho", "osvobodit", "vzdani", "sebrat_zbran"]


class SpendParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    vysledek: int = Field(default=0, ge=0, le=9999)
    zranit: bool = True
    vazne: Literal["", "hlava", "oko", "telo", "bricho", "leva_ruka", "prava_ruka", "leva_noha", "prava_noha",
                   "jine"] = ""
    mimo_zbroj: Literal["ne", "uspech", "situace"] = "ne"
    obejit_stit: bool = False
    manevr: ManoeuvreKind = "zadny"
    jak: Literal["jednorazove", "drzi", "zalehnuti", "srazen"] = "jednorazove"
    nevyhoda: DisadvantageKind = "ztizeni_pohybu"
    druhy_cil: int = Field(default=0, ge=0, le=999)
    popis: str = Field(default="", max_length=200)


def _pending_label(board: Board, r: Pending) -> str:
    a, b = board.participant(r.utocnik), board.participant(r.cil)
    tie = BOARD_TEXT.REMIZA if r.remiza else ""
    return BOARD_TEXT.VYSLEDEK_POPIS.format(a=a.jmeno, b=b.jmeno, noun=success_noun(r.uspechy), rozdil=r.rozdil,
                                            tie=tie)


def spend_form(board: Board) -> list[FieldView]:
    options = {r.id: _pending_label(board, r) for r in board.vysledky} or {0: BOARD_TEXT.ZADNY}
    first = board.vysledky[0].id if board.vysledky else 0
    return [
        select("vysledek", BOARD_FORM.VYSLEDEK, first, options),
        toggle("zranit", BOARD_FORM.ZRANIT, True, hint=BOARD_HINT.ZRANIT),
        select("vazne", BOARD_FORM.VAZNE, "", {"": BOARD_TEXT.ZADNY, **CASTI_TELA}),
        select("mimo_zbroj", BOARD_FORM.MIMO_ZBROJ, "ne", BOARD_MIMO_ZBROJ),
        toggle("obejit_stit", BOARD_FORM.OBEJIT_STIT),
        select("manevr", BOARD_FORM.MANEVR, "zadny", MANEVRY),
        select("jak", ROUND_FORM.JAK, "jednorazove", JAK_VOLBY, hint=ROUND_HINT.JAK),
        select("nevyhoda", ROUND_FORM.NEVYHODA, "ztizeni_pohybu", {k: DRUHY_VYHOD[k] for k in NEVYHODY}),
        select("druhy_cil", ROUND_FORM.DRUHY_CIL, 0, people_options(board, BOARD_TEXT.ZADNY),
               hint=ROUND_HINT.DRUHY_CIL),
        text("popis", BOARD_FORM.POPIS, "", hint=BOARD_HINT.POPIS),
    ]


def _find_pending(board: Board, pid: int) -> Pending:
    for r in board.vysledky:
        if r.id == pid and r.uspechy > 0:
            return r
    raise RuleViolation(SHEET_TEXT.E_ZADNY_VYSLEDEK.format(id=pid))


def _defence(b: Participant, bypass_shield: bool) -> Defence:
    """What ``b`` subtracts from a wound; a shield bypassed, grabbed or in a disabled arm counts not (L648)."""
    blocked = bypass_shield or not b.stit_pouzitelny or hand_blocked(b.vazna_zraneni, b.stit_ruka)
    shield = 0 if blocked else b.stit
    return Defence(b.zbroj, tuple((x.druh, x.hodnota) for x in b.zbroj_podle_druhu), shield,
                   tuple((x.druh, x.hodnota) for x in b.odolnosti))


def _spend_cost(board: Board, r: Pending, p: SpendParams) -> tuple[int, int, int]:
    """(successes spent, progress already gathered, successes put into the manoeuvre).

    A two-success manoeuvre takes what is left (one success leaves the intermediate situation, L532).
    Raises ``RuleViolation`` (L372, L535, L587, L637, L678, L517-L530).
    """
    target = board.participant(r.cil)
    if p.zranit and r.zraneno:
        raise RuleViolation(SHEET_TEXT.E_JEDNO_ZRANENI)
    if r.jen_unik and (p.zranit or p.vazne or p.manevr not in ("zadny", "unik")):
        raise RuleViolation(SHEET_TEXT.E_PROLOMENI_JEN_UNIK)
    if p.vazne and not p.zranit:  # the further success may come in a later spend of the same ones (L637)
        if not r.zraneno:
            raise RuleViolation(SHEET_TEXT.E_VAZNE_BEZ_ZRANENI)
        if r.zraneni_za < 3:
            raise RuleViolation(SHEET_TEXT.E_VAZNE_MALO.format(z=r.zraneni_za))
    if p.manevr == "sebrat_zbran" and not board.participant(r.utocnik).odzbrojen:
        raise RuleViolation(LINK_TEXT.E_NENI_ODZBROJEN.format(jmeno=board.participant(r.utocnik).jmeno))  # L891
    if p.manevr == "chytit_stit" and not (target.stit and target.stit_pouzitelny):  # L686
        raise RuleViolation(LINK_TEXT.E_BEZ_STITU.format(jmeno=target.jmeno))
    if p.manevr == "odzbrojeni" and (target.odzbrojen or means_of(target) == "beze_zbrane"):  # L879, L886
        raise RuleViolation(LINK_TEXT.E_UZ_ODZBROJEN.format(jmeno=target.jmeno))
    if p.mimo_zbroj == "uspech" and not target.zbroj_chybi_cast:
        raise RuleViolation(SHEET_TEXT.E_MIMO_ZBROJ)
    already = next((g.uspechy for g in board.postup if g.druh == p.manevr and g.cil == r.cil), 0)
    needed = manoeuvre_cost(p.manevr, already, r.remiza, r.jen_unik)
    other = int(p.zranit) + int(bool(p.vazne)) + int(p.mimo_zbroj == "uspech")
    manoeuvre = min(needed, max(r.uspechy - other, 0)) if p.manevr in TWO_STEP else needed
    cost = other + max(manoeuvre, 1 if p.manevr in TWO_STEP else 0)
    if cost == 0:
        raise RuleViolation(SHEET_TEXT.E_NIC_NEUTRACENO)
    if cost > r.uspechy:
        raise RuleViolation(SHEET_TEXT.E_USPECHY_MALO.format(need=success_noun(cost), have=success_noun(r.uspechy)))
    return cost, already, cost - other


def _serious(target: Participant, part: str, log: list[str]) -> Participant:
    """A disabled body part (L637-L643)."""
    log.append(BOARD_TEXT.VAZNE_LOG.format(jmeno=target.jmeno, cast=CASTI_TELA[part]))
    return target.model_copy(update={"vazna_zraneni": [*target.vazna_zraneni, part][:12]})


def _apply_wound(board: Board, r: Pending, p: SpendParams, box: DiceBox, target: Participant,
                 log: list[str]) -> tuple[Participant, int]:
    """Wound ``target`` (L580-L628), serious wound (L637), concentration (L834), vyřazení (L631); the target
    and the main wound."""
    attacker = board.participant(r.utocnik)
    spell = attacker.prostredek == "kouzlo"
    damage = attacker.zbran_zraneni if means_of(attacker) != "beze_zbrane" else 0
    druh = attacker.zbran_druh
    if spell:
        dice = box.roll(f"{attacker.kouzlo_kz}k6").dice if attacker.kouzlo_kz else ()
        damage = sum(1 for d in dice if d.value >= 4)
        druh = attacker.kouzlo_druh
    added: tuple[int, ...] = ()
    if not spell and attacker.pridane_kz:
        added = tuple(d.value for d in box.roll(f"{attacker.pridane_kz}k6").dice)
    result = wound(max(r.rozdil, 0), damage, druh, _defence(target, p.obejit_stit),
                   outside_armour=p.mimo_zbroj != "ne", added_dice=added, added_type=attacker.pridane_druh)
    if p.vazne and result.main < 3:
        raise RuleViolation(SHEET_TEXT.E_VAZNE_MALO.format(z=result.main))
    hp = max(target.zivoty - result.total, -99)
    log.append(BOARD_TEXT.ZRANEN_LOG.format(jmeno=target.jmeno, lives=czech.amount(result.total, LIVES, "acc"),
                                            lines="; ".join(result.lines), old=target.zivoty, new=hp))
    update: dict[str, Any] = {"zivoty": hp}
    if p.vazne:
        target = _serious(target, p.vazne, log)
    if result.total > 0 and target.soustredeni:
        update["soustredeni"] = False
        log.append(BOARD_TEXT.SOUSTREDENI_LOG.format(jmeno=target.jmeno))
    if hp <= 0 < target.zivoty:
        acted = any(x.utocnik == target.id for x in board.vyhodnoceno)
        log.append((BOARD_TEXT.VYRAZEN_LOG if acted else BOARD_TEXT.VYRAZEN_AKCE_LOG).format(jmeno=target.jmeno))
        update["akce_zrusena"] = target.akce_zrusena or not acted
    return target.model_copy(update=update), result.main


def _apply_manoeuvre(board: Board, r: Pending, p: SpendParams, already: int, spent: int, target: Participant,
                     log: list[str]) -> tuple[Participant, list[Progress]]:
    """Effects of a manoeuvre (L699-L886); two-step ones advance the shared progress (L532)."""
    postup = [g for g in board.postup if not (g.druh == p.manevr and g.cil == r.cil)]
    update: dict[str, Any] = {}
    kind = p.manevr
    if kind in TWO_STEP:
        new_progress, wording = progress(kind, already, spent)
        log.append(BOARD_TEXT.POSTUP_LOG.format(jmeno=target.jmeno, wording=wording))
        if new_progress:
            postup.append(Progress(druh=kind, cil=r.cil, uspechy=1))
        else:
            flag = {"odzbrojeni": "odzbrojen", "propast": "mimo_boj", "umlceni": "umlcen"}[kind]
            update[flag] = True
            if kind == "umlceni" and target.prostredek == "kouzlo" and not r.remiza:
                update["akce_zrusena"] = True
                log.append(BOARD_TEXT.UMLCEN_LOG.format(jmeno=target.jmeno))
    elif kind == "zabranit":
        update["akce_zrusena"] = True
        log.append(BOARD_TEXT.ZABRANENO_LOG.format(jmeno=target.jmeno))
    elif kind == "chytit_stit":
        update["stit_pouzitelny"] = False
        log.append(BOARD_TEXT.STIT_LOG.format(jmeno=target.jmeno))
    elif kind not in ("zadny", *SITUATION_KINDS):
        log.append(BOARD_TEXT.MANEVR_LOG.format(jmeno=target.jmeno, manevr=MANEVRY[kind].split(" (")[0].lower()))
    if kind in ("znevyhodnit", "zatlacit", "obe_ruce", "strcit_na_jineho") and target.soustredeni:
        update["soustredeni"] = False
        log.append(BOARD_TEXT.NARAZ_LOG.format(jmeno=target.jmeno))
    return target.model_copy(update=update), postup


def _escape(attacker: Participant, postup: list[Progress], log: list[str]) -> tuple[Participant, list[Progress]]:
    """«Dostat se z nevýhody» frees the spender: mouth, shield, half-done holds on him (L849, L686, L863-L870)."""
    log.append(BOARD_TEXT.UNIK_LOG.format(jmeno=attacker.jmeno))
    freed = attacker.model_copy(update={"umlcen": False, "stit_pouzitelny": True})
    return freed, [g for g in postup if g.cil != attacker.id]


def perform_spend(board: Board, p: SpendParams, box: DiceBox) -> ActionOutcome[Board]:
    if not p.vysledek:
        return nothing(board, BOARD_TEXT.VYBER_VYSLEDEK)
    r = _find_pending(board, p.vysledek)
    cost, already, spent = _spend_cost(board, r, p)
    attacker, target = board.participant(r.utocnik), board.participant(r.cil)
    popis = f" – {p.popis}" if p.popis else ""
    log: list[str] = [BOARD_TEXT.UTRACI_LOG.format(kolo=board.kolo, a=attacker.jmeno, b=target.jmeno,
                                                   noun=success_noun(cost), popis=popis)]
    if p.manevr == "sebrat_zbran":  # picked up first, then he wounds with it (L891)
        attacker = attacker.model_copy(update={"odzbrojen": False})
        board = replace_people(board, attacker)
        log.append(LINK_TEXT.SEBRAL_LOG.format(jmeno=attacker.jmeno))
    wounded_for = r.zraneni_za
    if p.zranit:
        target, wounded_for = _apply_wound(board, r, p, box, target, log)
    elif p.vazne:
        target = _serious(target, p.vazne, log)
    target, postup = _apply_manoeuvre(board, r, p, already, spent, target, log)
    extra: dict[str, Any] = {"situace": list(board.situace)}
    if p.manevr in SITUATION_KINDS:
        check_situation(board, r, p.manevr, p.jak, p.druhy_cil, p.popis)
        target, extra = apply_situation(board, r, p.manevr, p.jak, p.nevyhoda, p.druhy_cil, p.popis, target, log)
        extra.setdefault("situace", list(board.situace))
    if p.manevr in ("propast", "umlceni") and any(g.druh == p.manevr and g.cil == r.cil for g in postup):
        # The first success leaves him balancing on the edge or gripped: a disadvantage he must escape
        # (L732, L740-L742, L816-L818).
        extra["situace"] = [*extra["situace"], Condition(druh="drzi", kdo=r.cil, drzi=r.utocnik,
                                                         popis=MEZIVYSLEDKY[p.manevr][:200])]
    if p.manevr == "propast" and target.mimo_boj:  # fallen: nobody balances or holds any more
        extra["situace"] = [c for c in extra["situace"] if r.cil not in (c.kdo, c.drzi)]
    if p.manevr == "unik":
        attacker, postup = _escape(attacker, postup, log)
        extra["situace"] = escape(board, r, extra["situace"], log)
    left = r.uspechy - cost
    spent_on = {"uspechy": left, "zraneno": r.zraneno or p.zranit, "zraneni_za": wounded_for}
    pending = [x.model_copy(update=spent_on) if x.id == r.id else x
               for x in board.vysledky]
    pending = [x for x in pending if x.uspechy > 0]
    new_board = replace_people(board, attacker, target, log=log, vysledky=pending, postup=postup, **extra)
    outcome = "vyrazen" if target.out and not board.participant(r.cil).out else "utraceno"
    label = BOARD_TEXT.VYRAZEN if outcome == "vyrazen" else BOARD_TEXT.UTRACENO.format(noun=success_noun(cost))
    return ActionOutcome(new_board, outcome, label, " ".join(log), changes=tuple(log[1:]) or tuple(log))
