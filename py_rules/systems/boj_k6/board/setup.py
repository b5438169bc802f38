"""Board actions that set the scene: add and remove participants, declare záměry, start a new round.

Seed: 003:L21-L54 (round, intentions and their amendments), L114-L118, L423, L631, L844-L849.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Links, participant_ids
from py_rules.systems.boj_k6.ammo import check_reload
from py_rules.systems.boj_k6.board.board import (
    MAX_PARTICIPANTS,
    BoardSheet,
    Condition,
    Gap,
    Intent,
    Movement,
    Participant,
)
from py_rules.systems.boj_k6.board.common import (
    Board,
    first_id,
    log_lines,
    means_of,
    nothing,
    participant_choices,
    replace_people,
)
from py_rules.systems.boj_k6.board.links import hydrate, linked_perform, sheet_of
from py_rules.systems.boj_k6.board.round import (
    end_of_round,
    is_melee,
    is_shot,
    quiver,
    reach_of,
    shot_plan,
    stuck,
    unreachable,
)
from py_rules.systems.boj_k6.movement import MAX_GAP
from py_rules.systems.boj_k6.rules import check_hand, means_options, success_attributes
from py_rules.systems.boj_k6.sheet import Attribute, DamageType, Reach
from py_rules.systems.boj_k6.texts import (
    ATRIBUTY,
    ATRIBUTY_7,
    BOARD_FORM,
    BOARD_HINT,
    BOARD_TEXT,
    BOARD_VIEW,
    DOSAHY_KRATKE,
    DRUHY_ZRANENI,
    PROSTREDKY,
    SHEET_TEXT,
    STRANY,
    ZAMERY,
)
from py_rules.systems.boj_k6.texts_links import LINK_TEXT
from py_rules.systems.boj_k6.texts_round import POHYB_LOG, POHYBY, ROUND_FORM, ROUND_HINT, ROUND_TEXT, gap_options
from py_rules.view import FieldView, number, select, text, toggle

__all__ = [
    "AddParams",
    "IntentParams",
    "NoParams",
    "WhoParams",
    "add_form",
    "add_form_linked",
    "intent_form",
    "intent_form_linked",
    "perform_add",
    "perform_add_linked",
    "perform_intent",
    "perform_intent_linked",
    "perform_next",
    "perform_remove",
]


# --------------------------------------------------------------------------- participants


class AddParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    jmeno: str = Field(default="Ork", min_length=1, max_length=60)
    strana: Literal["druzina", "protivnici"] = "protivnici"
    sila: int = Field(default=2, ge=0, le=12)
    finesa: int = Field(default=2, ge=0, le=12)
    duse: int = Field(default=2, ge=0, le=12)
    zivoty: int = Field(default=6, ge=1, le=99)
    zbroj: int = Field(default=0, ge=0, le=6)
    stit: int = Field(default=0, ge=0, le=3)
    zbran_zraneni: int = Field(default=0, ge=0, le=3)
    zbran_druh: DamageType = "secne"
    zbran_dosah: Reach = "zblizka"
    munice_sledovat: bool = False
    munice: int = Field(default=0, ge=0, le=999)
    nabito: bool = True
    vzdalenost: int = Field(default=0, ge=0, le=MAX_GAP)
    postava: str = Field(default="", max_length=64, pattern=r"^[A-Za-z0-9_-]*$")
    uz_bojuje_kol: int = Field(default=0, ge=0, le=99)
    dobehl: bool = False


def add_form_linked(board: Board, links: Links) -> list[FieldView]:
    """The form to add a participant, first the party's saved characters to link (issue 21 item 1)."""
    taken = set(participant_ids(board))
    free = {save_id: name for save_id, name in links.roster.items() if save_id not in taken}
    fields = add_form(board)
    if free:
        fields.insert(0, select("postava", LINK_TEXT.POSTAVA, "", {"": LINK_TEXT.NEPROPOJENO, **free},
                                hint=LINK_TEXT.H_POSTAVA))
    return fields


def perform_add_linked(board: Board, p: AddParams, box: DiceBox, links: Links) -> ActionOutcome[Board]:
    """:func:`perform_add`; a linked character enters under his save's name, on the party's side; his values
    are read from his sheet from then on (the board keeps none of them)."""
    if p.postava:
        name = links.roster.get(p.postava)
        if name is None:
            raise RuleViolation(LINK_TEXT.E_CHYBI.format(jmeno=p.postava))
        if p.postava in participant_ids(board):
            raise RuleViolation(LINK_TEXT.E_DVAKRAT)
        p = p.model_copy(update={"jmeno": name[:60], "strana": "druzina"})
    return linked_perform(perform_add)(board, p, box, links)


def add_form(board: Board) -> list[FieldView]:
    return [
        text("jmeno", BOARD_FORM.JMENO, BOARD_FORM.JMENO_DEFAULT.format(n=len(board.ucastnici) + 1)),
        select("strana", BOARD_FORM.STRANA, "protivnici", STRANY),
        *[number(key, label, 2, 0, 12) for key, label in ATRIBUTY.items()],
        number("zivoty", BOARD_FORM.ZIVOTY, 6, 1, 99), number("zbroj", BOARD_FORM.ZBROJ, 0, 0, 6),
        number("stit", BOARD_FORM.STIT, 0, 0, 3), number("zbran_zraneni", BOARD_FORM.ZBRAN_ZRANENI, 0, 0, 3),
        select("zbran_druh", BOARD_FORM.ZBRAN_DRUH, "secne", DRUHY_ZRANENI),
        select("zbran_dosah", BOARD_FORM.ZBRAN_DOSAH, "zblizka", DOSAHY_KRATKE),
        toggle("nabito", ROUND_FORM.NABITO, True),
        toggle("munice_sledovat", ROUND_FORM.MUNICE_SLEDOVAT, hint=ROUND_HINT.MUNICE),
        number("munice", ROUND_FORM.MUNICE, 0, 0, 999),
        select("vzdalenost", ROUND_FORM.VZDALENOST_OD, 0, gap_options(), hint=ROUND_HINT.VZDALENOST_OD),
        number("uz_bojuje_kol", LINK_TEXT.UZ_BOJUJE, 0, 0, 99, hint=LINK_TEXT.H_UNAVA),
        toggle("dobehl", LINK_TEXT.DOBEHL, hint=LINK_TEXT.H_UNAVA),
    ]


def perform_add(board: Board, p: AddParams, box: DiceBox) -> ActionOutcome[Board]:
    if len(board.ucastnici) >= MAX_PARTICIPANTS:
        raise RuleViolation(SHEET_TEXT.E_MAX_UCASTNIKU.format(n=MAX_PARTICIPANTS))
    if any(x.jmeno == p.jmeno for x in board.ucastnici):
        raise RuleViolation(SHEET_TEXT.E_JMENO_DVAKRAT.format(jmeno=p.jmeno))
    pid = max((x.id for x in board.ucastnici), default=0) + 1
    person = Participant(id=pid, zivoty_max=p.zivoty,
                         **p.model_dump(exclude={"vzdalenost", "postava", "uz_bojuje_kol", "dobehl"}),
                         postava=p.postava, boj_od=board.kolo - p.uz_bojuje_kol, zadychany=p.dobehl)
    line = BOARD_TEXT.VSTUPUJE.format(kolo=board.kolo, jmeno=p.jmeno, strana=STRANY[p.strana])
    data = board.model_dump()
    data["ucastnici"].append(person.model_dump())
    if p.vzdalenost:  # from the other side; his own side stays beside him (L79-L91)
        data["vzdalenosti"] += [Gap(a=x.id, b=pid, ctvrtiny=p.vzdalenost).model_dump()
                                for x in board.ucastnici if x.strana != p.strana]
    data["zaznam"] = log_lines(board, [line])
    return ActionOutcome(BoardSheet.model_validate(data), "pridano", BOARD_TEXT.PRIDANO, line, changes=(line,))


class WhoParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ucastnik: int = Field(default=0, ge=0, le=999)


def perform_remove(board: Board, p: WhoParams, box: DiceBox) -> ActionOutcome[Board]:
    if not p.ucastnik:
        return nothing(board, BOARD_TEXT.VYBER_UCASTNIKA)
    gone = board.participant(p.ucastnik)
    data = board.model_dump()
    data["ucastnici"] = [dict(x.model_dump(), cile=[t for t in x.cile if t != gone.id],
                              finta_proti=0 if x.finta_proti == gone.id else x.finta_proti)
                         for x in board.ucastnici if x.id != gone.id]
    data["vysledky"] = [r.model_dump() for r in board.vysledky if gone.id not in (r.utocnik, r.cil)]
    data["postup"] = [g.model_dump() for g in board.postup if g.cil != gone.id]
    data["vzdalenosti"] = [g.model_dump() for g in board.vzdalenosti if gone.id not in (g.a, g.b)]
    data["situace"] = [c.model_dump() for c in board.situace if gone.id not in (c.kdo, c.drzi)]
    data["vyhodnoceno"] = [r.model_dump() for r in board.vyhodnoceno if gone.id not in (r.utocnik, r.cil)]
    line = BOARD_TEXT.ODCHAZI.format(jmeno=gone.jmeno)
    data["zaznam"] = log_lines(board, [line])
    return ActionOutcome(BoardSheet.model_validate(data), "odebrano", BOARD_TEXT.ODEBRANO, line, changes=(line,))


# --------------------------------------------------------------------------- intentions


class IntentParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ucastnik: int = Field(default=0, ge=0, le=999)
    zamer: Intent = "utok"
    cil_1: int = Field(default=0, ge=0, le=999)
    cil_2: int = Field(default=0, ge=0, le=999)
    cil_3: int = Field(default=0, ge=0, le=999)
    vlastnost: Attribute = "sila"
    prostredek: Literal["zbran", "kouzlo", "beze_zbrane"] = "zbran"
    pohyb: Movement = "zustava"
    nabit: bool = False
    vyzbroj: str = Field(default="", max_length=12, pattern=r"^(\d{1,3}:(zbran|kouzlo)_\d{1,2})?$")


def _kit_options(board: Board, links: Links) -> dict[str, str]:
    """«jak je zapsáno» and each linked character's weapons and spells (``id:zbran_N`` / ``id:kouzlo_N``)."""
    options = {"": LINK_TEXT.JAK_JE}
    for person in board.ucastnici:
        sheet = sheet_of(person, links) if person.postava else None
        if sheet is None:
            continue
        for code, label in means_options(sheet).items():
            if code != "beze_zbrane":
                options[f"{person.id}:{code}"] = LINK_TEXT.VYZBROJ_VOLBA.format(jmeno=person.jmeno, nazev=label)
    return options


def intent_form_linked(board: Board, links: Links) -> list[FieldView]:
    """The intention form with the linked characters' weapons and spells to choose from."""
    fields = intent_form(hydrate(board, links, strict=False))
    kit = _kit_options(board, links)
    if len(kit) > 1:
        fields.insert(7, select("vyzbroj", LINK_TEXT.VYZBROJ, "", kit, hint=LINK_TEXT.H_VYZBROJ))
    return fields


def _kit(person: Participant, code: str) -> dict[str, object]:
    """The weapon or spell a linked character fights with this round (``vyzbroj``); raises ``RuleViolation``."""
    if not code:
        return {}
    who, _, what = code.partition(":")
    if int(who) != person.id or not person.postava:
        raise RuleViolation(LINK_TEXT.E_VYZBROJ.format(jmeno=person.jmeno))
    kind, _, number_text = what.partition("_")
    if kind == "zbran":
        return {"zbran_cislo": int(number_text), "prostredek": "zbran"}
    return {"kouzlo_cislo": int(number_text), "prostredek": "kouzlo"}


def intent_form(board: Board) -> list[FieldView]:
    first = first_id(board)
    second = board.ucastnici[1].id if len(board.ucastnici) > 1 else 0
    return [
        select("ucastnik", BOARD_FORM.KDO, first, participant_choices(board)),
        select("zamer", BOARD_FORM.ZAMER, "utok", ZAMERY, hint=BOARD_HINT.ZAMER),
        select("cil_1", BOARD_FORM.CIL_N.format(i=1), second, participant_choices(board, BOARD_TEXT.ZADNY)),
        select("cil_2", BOARD_FORM.CIL_N.format(i=2), 0, participant_choices(board, BOARD_TEXT.ZADNY)),
        select("cil_3", BOARD_FORM.CIL_N.format(i=3), 0, participant_choices(board, BOARD_TEXT.ZADNY),
               hint=BOARD_HINT.CIL_3),
        select("vlastnost", BOARD_FORM.VLASTNOST, "sila", ATRIBUTY),
        select("prostredek", BOARD_FORM.PROSTREDEK, "zbran", PROSTREDKY),
        select("pohyb", ROUND_FORM.POHYB, "zustava", POHYBY, hint=ROUND_HINT.POHYB),
        toggle("nabit", ROUND_FORM.NABIT, hint=ROUND_HINT.NABIT),
    ]


def _check_intent(board: Board, person: Participant, p: IntentParams, targets: list[int]) -> None:
    """Raise ``RuleViolation`` for an intention the rules do not allow (L114-L118, L423, L631, L849)."""
    if person.out:
        raise RuleViolation(SHEET_TEXT.E_VYRAZEN_AKCE.format(a=person.jmeno))
    if p.zamer == "utok":
        _check_attribute(person, p)
    _check_hands(person, p)
    if person.kostka_uspech is not None or any(r.utocnik == person.id for r in board.vyhodnoceno):
        raise RuleViolation(BOARD_TEXT.UZ_HAZEL.format(jmeno=person.jmeno))
    if person.id in targets:
        raise RuleViolation(SHEET_TEXT.E_SAM_SEBE)
    if len(set(targets)) != len(targets):
        raise RuleViolation(SHEET_TEXT.E_CIL_DVAKRAT.format(jmeno=board.participant(targets[0]).jmeno))
    for target in targets:
        board.participant(target)
    threatening = p.zamer in ("utok", "prolomeni")
    if threatening and not targets:
        raise RuleViolation(SHEET_TEXT.E_UTOK_BEZ_CILE)
    runs_to = p.pohyb == "k_cili" and p.zamer not in ("plna_obrana", "utek") and len(targets) == 1
    if p.zamer == "sebrani" and not person.odzbrojen:  # L889
        raise RuleViolation(LINK_TEXT.E_NENI_ODZBROJEN.format(jmeno=person.jmeno))
    if p.zamer == "svazani" and len(targets) == 1 and not _hands_held(board, targets[0], person.id):
        raise RuleViolation(LINK_TEXT.E_SVAZAT.format(jmeno=board.participant(targets[0]).jmeno))  # L908
    aimed_at = p.zamer in AGAINST_ONE
    if aimed_at and len(targets) != 1:  # a feint or a distraction is against one foe (L441, L448)
        raise RuleViolation(LINK_TEXT.E_JEDEN_CIL.format(zamer=ZAMERY[p.zamer]))  # L441, L448, L908
    if not threatening and targets and not runs_to and not aimed_at:  # a runner names whom he runs to (L60)
        raise RuleViolation(SHEET_TEXT.E_ZAMER_CILE.format(zamer=ZAMERY[p.zamer]))
    if p.prostredek == "kouzlo" and threatening:
        if person.umlcen:
            raise RuleViolation(SHEET_TEXT.E_UMLCEN)
        if len(targets) > 1 and not person.kouzlo_plosne:
            raise RuleViolation(SHEET_TEXT.E_VICE_CILU_KOUZLO.format(nazev=person.kouzlo or "kouzlo"))


def _check_hands(person: Participant, p: IntentParams) -> None:
    """A weapon held in a disabled arm, or a two-handed one with a disabled arm, cannot fight (003:L645-L648)."""
    if p.zamer in ("utok", "prolomeni") and p.prostredek == "zbran" and not person.odzbrojen:
        check_hand(person.vazna_zraneni, person.zbran, person.zbran_ruka, person.zbran_dvojrucni)


def _check_attribute(person: Participant, p: IntentParams) -> None:
    """The attribute of an attack's hod na úspěch, by the sheet's rule (003:L131-L150)."""
    means = means_of(person.model_copy(update={"prostredek": p.prostredek}))
    allowed = success_attributes(means, person.zbran_tezka, person.tezka_zbroj)
    if p.vlastnost not in allowed:
        label = {"kouzlo": person.kouzlo or BOARD_VIEW.KOUZLO, "beze_zbrane": SHEET_TEXT.R_BEZE_ZBRANE}.get(
            means, person.zbran)
        names = SHEET_TEXT.R_NEBO.join(ATRIBUTY_7[a] for a in allowed)
        raise RuleViolation(SHEET_TEXT.E_VLASTNOST.format(what=label, names=names))


def _check_capacity(board: Board, person: Participant) -> None:
    """What fits in one round with the new intention (L59-L74, L93, L364, L771, E29 L499-L500), what a held
    or knocked-down participant cannot do (L289, L770, L785, L908-L915); raises ``RuleViolation``."""
    running = person.pohyb in ("k_cili", "utek")
    why = stuck(board, person)
    if why and person.pohyb != "zustava":
        raise RuleViolation(ROUND_TEXT.E_POHYB_DRZEN.format(jmeno=person.jmeno, proc=why))
    if person.zamer == "plna_obrana" and (running or person.nabit):
        raise RuleViolation(ROUND_TEXT.E_PLNA_OBRANA_NIC)
    if person.zamer == "mireni" and running:
        raise RuleViolation(ROUND_TEXT.E_MIRENI_BEH)
    if person.zamer == "mireni" and (person.prostredek != "zbran" or person.odzbrojen
                                     or person.zbran_dosah == "zblizka"):
        raise RuleViolation(LINK_TEXT.E_MIRENI_ZBRAN)  # L429-L431
    if person.pohyb == "k_cili" and not person.cile:
        raise RuleViolation(ROUND_TEXT.E_K_CILI_BEZ_CILE)
    if person.threatening and person.prostredek == "zbran" and any(
            c.druh == "obe_ruce" for c in board.conditions_of(person.id)):
        raise RuleViolation(ROUND_TEXT.E_OBE_RUCE.format(jmeno=person.jmeno))
    if is_shot(person):
        shot_plan(person)
    elif person.nabit:
        if person.zamer not in ("mireni", "nabiti", "jine"):
            raise RuleViolation(ROUND_TEXT.E_NABIT_ZAMER.format(zamer=ZAMERY[person.zamer]))
        check_reload(quiver(person), running)


def _check_reach(board: Board, person: Participant) -> Participant:
    """A melee attacker out of contact runs to his first target (L60); refuse a target he cannot reach
    this round as the intentions stand (L82-L91, L493, L498)."""
    if is_melee(person) and person.cile and person.pohyb == "zustava" and board.gap(person.id, person.cile[0]):
        person = person.model_copy(update={"pohyb": "k_cili"})
    trial = replace_people(board, person)
    reach = reach_of(trial)
    for target in person.cile:
        if not reach(person.id, target):
            raise RuleViolation(unreachable(trial, person, trial.participant(target)))
    return person


def perform_intent(board: Board, p: IntentParams, box: DiceBox) -> ActionOutcome[Board]:
    if not p.ucastnik:
        return nothing(board, BOARD_TEXT.VYBER_UCASTNIKA)
    person = board.participant(p.ucastnik)
    if person.vzdal_se:
        raise RuleViolation(ROUND_TEXT.E_VZDAL_SE.format(jmeno=person.jmeno))
    if p.vyzbroj:  # only with the linked sheets (perform_intent_linked)
        raise RuleViolation(LINK_TEXT.E_VYZBROJ.format(jmeno=person.jmeno))
    targets = [t for t in (p.cil_1, p.cil_2, p.cil_3) if t]
    _check_intent(board, person, p, targets)
    updated = person.model_copy(update={
        "zamer": p.zamer, "cile": targets, "vlastnost": p.vlastnost, "prostredek": p.prostredek,
        "pohyb": "utek" if p.zamer == "utek" else p.pohyb, "nabit": p.nabit or p.zamer == "nabiti"})
    _check_capacity(board, updated)
    updated = _check_reach(board, updated)
    names = ", ".join(board.participant(t).jmeno for t in targets)
    cile = BOARD_TEXT.ZAMER_CILE.format(names=names) if names else ""
    cile += POHYB_LOG[updated.pohyb] + (ROUND_TEXT.NABIJI_LOG if updated.nabit else "")
    line = BOARD_TEXT.ZAMER_LOG.format(kolo=board.kolo, jmeno=person.jmeno, zamer=ZAMERY[p.zamer], cile=cile)
    return ActionOutcome(replace_people(board, updated, log=[line]), "zamer", BOARD_TEXT.ZAMER_OHLASEN,
                         line + " " + BOARD_TEXT.ZAMER_VYSVETLENI,
                         changes=(line,))


def perform_intent_linked(board: Board, p: IntentParams, box: DiceBox, links: Links) -> ActionOutcome[Board]:
    """:func:`perform_intent` on the linked sheets; ``vyzbroj`` first picks the weapon or spell of a linked
    character, so every check reads that one from his sheet."""
    if p.vyzbroj and p.ucastnik:
        person = board.participant(p.ucastnik)
        kit = _kit(person, p.vyzbroj)
        board = replace_people(board, person.model_copy(update=kit))
        p = p.model_copy(update={"prostredek": kit["prostredek"], "vyzbroj": ""})
    return linked_perform(perform_intent)(board, p, box, links)


# --------------------------------------------------------------------------- next round


AGAINST_ONE = frozenset({"finta", "rozptyleni", "svazani"})


def _hands_held(board: Board, target: int, by_not: int) -> bool:
    """Somebody else than ``by_not`` holds both of ``target``'s hands (003:L908)."""
    return any(c.kdo == target and c.druh == "obe_ruce" and c.drzi not in (0, by_not) for c in board.situace)


def picked_up_and_tied(board: Board) -> tuple[Board, list[str]]:
    """End of the round, unless prevented or taken out: a disarmed one who went for his weapon has it again
    (L889); a foe whose both hands were held while an ally tied them has tied hands — a situation nobody
    holds, lasting until the Pán jeskyně ends it (L908, L915)."""
    lines: list[str] = []
    people: list[Participant] = []
    situations = list(board.situace)
    for x in board.ucastnici:
        done = not x.akce_zrusena and not x.out
        if x.zamer == "sebrani" and done and x.odzbrojen:
            x = x.model_copy(update={"odzbrojen": False})
            lines.append(LINK_TEXT.SEBRAL_LOG.format(jmeno=x.jmeno))
        elif x.zamer == "svazani" and done and x.cile and _hands_held(board, x.cile[0], x.id):
            tied = board.participant(x.cile[0])
            situations.append(Condition(druh="obe_ruce", kdo=tied.id, drzi=0, nevyhoda="ztizeni_pohybu",
                                        popis=LINK_TEXT.SVAZANE_RUCE))
            lines.append(LINK_TEXT.SVAZAN_LOG.format(jmeno=tied.jmeno))
        people.append(x)
    return board.model_copy(update={"ucastnici": people, "situace": situations}), lines


def carried_over(board: Board) -> tuple[list[Participant], list[str]]:
    """What this round's intentions leave for the next one unless prevented (akce_zrusena) or taken out:
    an aim gives +1 on the next shot (L429; kept while he keeps aiming, used up by any other intention), a
    feint an advantage against its target next round (L441). A distraction counts in its own round (L448)."""
    people: list[Participant] = []
    lines: list[str] = []
    for x in board.ucastnici:
        done = not x.akce_zrusena and not x.out
        aimed = x.zamer == "mireni" and done
        feint = x.cile[0] if x.zamer == "finta" and done and x.cile else 0
        if aimed:
            lines.append(LINK_TEXT.NAMIRENO_LOG.format(jmeno=x.jmeno))
        if feint:
            lines.append(LINK_TEXT.FINTA_LOG.format(jmeno=x.jmeno, cil=board.participant(feint).jmeno))
        people.append(x.model_copy(update={"namireno": aimed, "finta_proti": feint}))
    return people, lines


class NoParams(BaseModel):
    model_config = ConfigDict(extra="forbid")


def perform_next(board: Board, p: NoParams, box: DiceBox) -> ActionOutcome[Board]:
    """End of the round: reloading, movement and distances, situations that end (L93-L107, L294-L305)."""
    carried, effects = carried_over(board)
    done, handled = picked_up_and_tied(replace_people(board, *carried))
    moved, gaps, kept, ended = end_of_round(done)
    ended = [*ended, *handled, *effects]
    people = [x.model_copy(update={"zamer": "jine", "cile": [], "kostka_uspech": None, "akce_zrusena": False,
                                   "nabit": False, "pohyb": "zustava"}) for x in moved]
    line = BOARD_TEXT.NOVE_KOLO_LOG.format(kolo=board.kolo + 1)
    data = board.model_dump()
    data.update(kolo=min(board.kolo + 1, 999), ucastnici=[x.model_dump() for x in people], vysledky=[],
                vyhodnoceno=[], zaznam=log_lines(board, [*ended, line]),
                vzdalenosti=[g.model_dump() for g in gaps], situace=[c.model_dump() for c in kept])
    unspent = len(board.vysledky)
    note = BOARD_TEXT.PROPADLO.format(n=unspent) if unspent else ""
    return ActionOutcome(BoardSheet.model_validate(data), "nove_kolo", BOARD_TEXT.NOVE_KOLO,
                         " ".join([*ended, line]) + note, changes=(*ended, line))
