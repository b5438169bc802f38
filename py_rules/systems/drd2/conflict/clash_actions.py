"""The board's general střet and the losers' decisions after it (000:L521-L553); rules in ``clash`` and
``decide``, dice through the DiceBox in participant order."""

from __future__ import annotations

from pydantic import BaseModel

from py_rules.errors import RuleViolation
from py_rules.headings import Book, cite
from py_rules.systems.base import ActionOutcome, DiceBox
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict import rules
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.conflict.clash import (
    HARMFUL,
    Resolution,
    Slot,
    decisions,
    exclusive_pairs,
    resolve,
    target_of,
)
from py_rules.systems.drd2.conflict.decide import Choice, decide, describe
from py_rules.systems.drd2.conflict.params import SLOTS, DecisionParams
from py_rules.systems.drd2.conflict.pending import EACH_LOSER, Decision
from py_rules.systems.drd2.conflict.ties import break_ties, clash_key, outcome
from py_rules.systems.drd2.rules import ClashEntry, Mode, clash_order, dice_expression, hod_total, kept_dice

__all__ = ["clash", "decision"]

BOOK = Book("py_rules.systems.drd2")


def _slots(board: Drd2Conflict, params: BaseModel) -> list[Slot]:
    """The declared actions of the střet; raises ``RuleViolation`` for a participant who cannot take part."""
    slots: list[Slot] = []
    for i, p in enumerate(board.ucastnici[:SLOTS]):
        if not getattr(params, f"role_{i}"):
            continue
        if p.stav == "opustil":
            # 000:L695
            raise RuleViolation(
                f"{p.jmeno} je mimo konflikt a ve střetu nejedná "
                f"({BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.opusteni_konfliktu')}).")
        _may_take_part(p.jmeno, p.stav, p.akce, getattr(params, f"role_{i}"))
        mode = getattr(params, f"rezim_{i}")
        if mode == "presne" and p.manevr != "presne":
            raise RuleViolation(
                # 000:L719, 000:L755, 000:L801
                f"{p.jmeno}: přesně je manévr – nejdřív ho zahraj akcí Manévr (zaplatí se, v jedné akci jen jeden; teď "
                f"{texts.MANEUVER_LABEL[p.manevr]}), pak házej ({BOOK.cite('manevry')}; {BOOK.cite('manevry.presne')}; "
                f"{BOOK.cite('manevry.manevry_se_plati_az_v_okamziku_jejich_pouziti')})."
            )
        komu = getattr(params, f"komu_{i}")
        if komu == EACH_LOSER and p.manevr != "rozsahle":
            raise RuleViolation(
                # 000:L737, 000:L749
                f"{p.jmeno}: následek každému poraženému jen s manévrem rozsáhle zahraným v této akci (akce Manévr; "
                f"{BOOK.cite('manevry.rozsahle')}; {BOOK.cite('manevry.presila')})."
            )
        if komu >= len(board.ucastnici):
            raise RuleViolation(f"Účastník č. {komu + 1} v konfliktu není.")
        slots.append(Slot(i, p.jmeno, getattr(params, f"proti_{i}"), getattr(params, f"nasledek_{i}"), komu))
    return slots


def _counters_harm_only_the_actor(slots: list[Slot], params: BaseModel) -> None:
    """A counter-action that harms may harm nobody but the aktér, and draws no new participant in (000:L481,
    L485): a protiaktér's harmful consequence goes to the aktér, never to each loser. Raises ``RuleViolation``
    before anything is rolled."""
    actor = next((s.index for s in slots if getattr(params, f"role_{s.index}") == "aktor"), None)
    if actor is None:
        return
    for slot in slots:
        if getattr(params, f"role_{slot.index}") != "protiaktor" or slot.nasledek not in HARMFUL:
            continue
        if slot.komu == EACH_LOSER or target_of(slot) != actor:
            raise RuleViolation(
                # 000:L481, 000:L485
                f"{slot.name}: protiakce smí škodit jen aktérovi a nesmí do střetu zatáhnout nikoho dalšího – „proti "
                f"komu“ i „komu následek“ u ní patří aktérovi "
                f"({BOOK.cite('druhy_vyhodnoceni.stret.podminky_provedeni_protiakce')})."
            )


def _may_take_part(name: str, stav: str, akce: str, role: str) -> None:
    """Who may act in a střet (000:L601-L612, L662): the aktér from their initiative action (unused, delayed,
    or declared now with Akce účastníka); a protiaktér from an unused initiative action, or — after acting,
    or knocked out — only from defence with the manoeuvre obrana. Raises ``RuleViolation``."""
    if role == "aktor" and stav == "vyrazen":
        raise RuleViolation(
            # 000:L662
            f"{name}: vyřazení – vlastní akce nehraje; bránit se smí jen akcí z obrany "
            f"({BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni')})."
        )
    if role == "aktor" and stav == "odlozil" and akce != "iniciativa":
        # 000:L626
        raise RuleViolation(
            f"{name} má iniciativu odloženou: použije ji už jen k reakci na cizí akci, jako protiaktér "
            f"({cite('py_rules.systems.drd2', 'konflikt_kola_a_iniciativa.odlozeni_iniciativy')})."
        )
    if stav in ("k_dispozici", "odlozil") or akce == "iniciativa":
        return
    if role == "protiaktor" and akce == "obrana":
        return
    if role == "aktor":
        raise RuleViolation(
            # 000:L606
            f"{name} má v tomto kole akci z iniciativy za sebou; v dalším kole znovu "
            f"({BOOK.cite('konflikt_kola_a_iniciativa.akce_z_iniciativy_a_z_obrany')})."
        )
    raise RuleViolation(
        # 000:L608-L612, 000:L662
        f"{name}: {'vyřazení' if stav == 'vyrazen' else 'akce z iniciativy už odehraná'} – proti akci se smí "
        "bránit jen "
        "akcí z obrany s manévrem obrana – nejdřív Akce účastníka → obrana "
        f"({BOOK.cite('konflikt_kola_a_iniciativa.akce_z_iniciativy_a_z_obrany')})."
    )


def _consume(board: Drd2Conflict, slots: list[Slot], pending: list[Decision]) -> Drd2Conflict:
    """Acting from the initiative uses it up (000:L601-L606); whoever has no decision left is done with this
    action, and their manoeuvre with it (000:L719)."""
    people = list(board.ucastnici)
    for slot in slots:
        p = people[slot.index]
        if p.stav in ("k_dispozici", "odlozil"):
            people[slot.index] = p.model_copy(update={"stav": "odehral", "akce": "iniciativa"})
    board = board.model_copy(update={"ucastnici": people})
    waiting = {d.vitez for d in pending} | {d.porazeny for d in pending}
    return rules.reset_actions(board, {s.index for s in slots} - waiting)


def clash(board: Drd2Conflict, params: BaseModel, box: DiceBox) -> ActionOutcome[Drd2Conflict]:
    """General střet: everyone rolls; resolved from the highest hod down, ties: actor first, then the higher
    die, dice sum, lot (000:L521-L553). Who succeeded marks failed the lower rollers whose action excludes
    theirs ("proti komu", both ways); those losers' decisions are saved on the board (000:L533-L537)."""
    rules.running(board)
    if board.cekajici:
        raise RuleViolation(
            # 000:L535
            BOOK("Předchozí střet ještě čeká na rozhodnutí poražených (akce „Rozhodnutí po střetu“, "
                 "§druhy_vyhodnoceni.stret.obecny_stret).")
        )
    slots = _slots(board, params)
    _counters_harm_only_the_actor(slots, params)
    entries: dict[int, ClashEntry] = {}
    lines: list[str] = []
    for slot in slots:
        mode: Mode = getattr(params, f"rezim_{slot.index}")
        level: int = getattr(params, f"uroven_{slot.index}")
        values = tuple(d.value for d in box.roll(dice_expression(mode)).dice)
        actor = getattr(params, f"role_{slot.index}") == "aktor"
        entries[slot.index] = ClashEntry(slot.name, hod_total(values, mode, level), kept_dice(values, mode), actor)
        lines.append(f"{slot.name}: hod {entries[slot.index].total} ({', '.join(map(str, values))} + {level})")
    if sum(e.actor for e in entries.values()) > 1 or len(entries) < 2:
        raise RuleViolation(
            # 000:L469, 000:L525
            BOOK("Střet potřebuje nejvýše jednoho aktéra a aspoň dva účastníky (§druhy_vyhodnoceni.stret; "
                 "§druhy_vyhodnoceni.stret.obecny_stret).")
        )
    pairs = exclusive_pairs(slots)
    entries = break_ties(box, entries, lines, clash_key, "druhy_vyhodnoceni.stret.obecny_stret")
    ranked = clash_order(list(entries.values()))
    order = [next(i for i, e in entries.items() if e is r) for r in ranked]
    result = resolve(order, pairs)
    by_index = {s.index: s for s in slots}
    pending = decisions(result, by_index)
    new, applied = _unopposed(board, result, by_index)
    new = _consume(new.model_copy(update={"cekajici": pending}), slots, pending)
    text = _clash_text(board, result, entries, pending)
    details = {
        "order": [entries[i].name for i in order],
        "uspech": [entries[i].name for i in result.winners],
        "neuspech": [entries[i].name for i in order if i not in result.winners],
        "cekaji": [d.key for d in pending],
    }
    return outcome(new, "clash", "střet", text, [*lines, *applied], details=details)


def _unopposed(
    board: Drd2Conflict, result: Resolution, slots: dict[int, Slot]
) -> tuple[Drd2Conflict, list[str]]:
    """A winner whom nobody opposed: their consequence lands at once (nobody may exhaust against it)."""
    lines: list[str] = []
    for w in result.winners:
        slot = slots[w]
        target = target_of(slot)
        if result.losers[w] or target < 0:
            continue
        if slot.nasledek in ("jizva", "vyrazeni"):
            lines.append(f"{slot.name}: {texts.CLASH_CONSEQUENCE[slot.nasledek]} zapiš akcí Následek")
            continue
        board, more = rules.apply_consequence(board, target, slot.nasledek, False, "telo", "", 2)
        lines += more
    return board, lines


def _clash_text(
    board: Drd2Conflict, result: Resolution, entries: dict[int, ClashEntry], pending: list[Decision]
) -> str:
    parts = []
    for n, i in enumerate(result.order, 1):
        name = f"{n}. {entries[i].name} ({entries[i].total})"
        if i in result.winners:
            beaten = ", ".join(entries[j].name for j in result.losers[i])
            parts.append(f"{name}: úspěch" + (f", neúspěch určí: {beaten}" if beaten else ""))
        elif i in result.quiet:
            # 000:L551
            parts.append(f"{name}: neúspěch, nic nehrozí – bez vyčerpání "
                         f"({BOOK.cite('druhy_vyhodnoceni.odvaznemu_stesti_preje')})")
        else:
            parts.append(f"{name}: neúspěch")
    # 000:L531-L537
    text = BOOK("Vyhodnocení od nejvyššího hodu (§druhy_vyhodnoceni.stret.obecny_stret): ") + "; ".join(parts) + "."
    if pending:
        text += f" Na řadě: {describe(pending[0], board)} – akce „Rozhodnutí po střetu“."
    return text


def decision(board: Drd2Conflict, params: DecisionParams, box: DiceBox) -> ActionOutcome[Drd2Conflict]:
    choice = Choice(
        key=params.rozhodnuti,
        volba=params.volba,
        attr=params.vlastnost,
        vyhoda=params.vyhoda,
        pouto=params.pouto,
        chabe=params.chabe,
        lstive=params.lstive,
        proti_vyrazeni=params.proti_vyrazeni,
        nove_ohrozeni=params.nove_ohrozeni,
        nazev=params.nazev,
        zavaznost=params.zavaznost,
    )
    new, lines = decide(board, choice)
    label = {"prijmout": "přijetí neúspěchu", "vycerpat": "vyčerpání", "zrusit": "zrušeno"}[params.volba]
    return outcome(
        new,
        {"prijmout": "accepted", "vycerpat": "exhausted", "zrusit": "cancelled"}[params.volba],
        label,
        # 000:L505-L507
        BOOK("Každý poražený se rozhodne sám: přijmout neúspěch (platí vítězův následek), nebo se vyčerpat za své "
             "Ohrožení (mocně +1, chabě −1, nejméně 1) a Ohrožení +1 místo vítězových následků "
             "(§druhy_vyhodnoceni.stret.stret_dvou_ucastniku; §druhy_vyhodnoceni.stret.obecny_stret; "
             "§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji)."),
        lines,
        details={"cekaji": [d.key for d in new.cekajici if not d.volba]},
    )
