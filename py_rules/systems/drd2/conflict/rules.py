"""Pure rules of the conflict board: rounds and initiative, consequences, exhaustion of beings, the end.

Every function returns a new board (never mutates) with Czech change lines and raises ``RuleViolation``
when the rules forbid the step.
"""

from __future__ import annotations

from py_rules.errors import RuleViolation
from py_rules.headings import Book, cite
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict.board import Drd2Conflict, Participant
from py_rules.systems.drd2.rules import check_quick_game, exhaustion_cost, scar_total
from py_rules.systems.drd2.sheet import ATTRS, Attr, Scar

__all__ = [
    "ACTIVE",
    "QUICK_BOARD",
    "acting",
    "apply_consequence",
    "being_knocked_out",
    "check_approach",
    "check_knockout_scar",
    "check_lstive",
    "check_pouto",
    "check_quick_game",
    "check_targets",
    "drop_unrolled",
    "end_conflict",
    "exhaust",
    "gone",
    "hero_paid",
    "hero_vyhoda",
    "impose_approach",
    "maneuver",
    "paid_for",
    "pay_approach",
    "pay_sudba",
    "person",
    "replace",
    "reset_actions",
    "running",
    "start_round",
    "tick_spells",
    "use_turn",
]

BOOK = Book("py_rules.systems.drd2")

# where a board's Rychlá hra is switched (000:L911-L919): at the conflict's start, for everyone on the board
QUICK_BOARD = "Rychlou hru konfliktu určuje tabule při jeho začátku."

ACTIVE = ("k_dispozici", "odehral", "odlozil")
_PKG = "py_rules.systems.drd2"


def running(board: Drd2Conflict) -> None:
    """Raise ``RuleViolation`` when the conflict does not run — not started yet (schema 8) or ended: Ohrožení is
    set only at its start and no longer tracked after its end (000:L300, L703)."""
    if not board.probiha:
        raise RuleViolation(
            # 000:L300, 000:L703
            BOOK("Konflikt neprobíhá – ještě nezačal, nebo už skončil: Ohrožení se určuje až na jeho začátku a po "
                 "konci se nesleduje. Začni ho akcí „Začátek konfliktu“ "
                 "(§prubeh_vyhodnoceni_na_vyprave.urceni_hodnoty_ohrozeni; "
                 "§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu).")
        )


def reset_actions(board: Drd2Conflict, indices: set[int]) -> Drd2Conflict:
    """These participants' actions are resolved: the manoeuvre belonged to that action only (000:L719, L781)."""
    people = [p.model_copy(update={"manevr": "", "akce": ""}) if i in indices else p
              for i, p in enumerate(board.ucastnici)]
    return board.model_copy(update={"ucastnici": people})


def person(board: Drd2Conflict, index: int) -> Participant:
    """The participant at ``index``; raises ``RuleViolation`` when there is none."""
    if not 0 <= index < len(board.ucastnici):
        raise RuleViolation(f"Účastník č. {index + 1} v konfliktu není.")
    return board.ucastnici[index]


def replace(board: Drd2Conflict, index: int, new: Participant) -> Drd2Conflict:
    people = list(board.ucastnici)
    people[index] = new
    return board.model_copy(update={"ucastnici": people})


# a participant with no approach declared and no way of paying one chosen (a new round's or a dropped declaration)
_UNDECLARED: dict[str, object] = {"pristup": "", "pristup_pouto": 0, "pristup_vyhoda": 0, "pristup_jizva": ""}


def start_round(
    board: Drd2Conflict, order: list[int], totals: dict[int, int], approaches_used: bool = False
) -> Drd2Conflict:
    """A new round: everyone still in the conflict gets their initiative action back (000:L568, L601);
    a delayed action not used last round is lost (000:L626). ``order`` lists indices first to last.
    ``approaches_used``: the initiative was rolled, so each declared approach was used up (it is declared
    before each roll, 000:L590; CHOICE: a declaration serves one roll)."""
    people = list(board.ucastnici)
    for rank, index in enumerate(order):
        p = people[index]
        people[index] = p.model_copy(
            update={
                "poradi": rank,
                "iniciativa": totals.get(index, p.iniciativa),
                "stav": "k_dispozici" if p.stav in ACTIVE else p.stav,
                "manevr": "",
                "akce": "",
                **(_UNDECLARED if approaches_used else {}),
            }
        )
    kolo = board.kolo + 1 if board.kolo_bezi else board.kolo
    return board.model_copy(update={"ucastnici": people, "kolo": kolo, "kolo_bezi": True})


def tick_spells(board: Drd2Conflict) -> tuple[Drd2Conflict, list[str]]:
    """A round passed: a spell's approach with a duration loses one round; at 0 the spell stops working and
    the approach is free / forced no more (000:L597 "dokud kouzlo nepřestane působit"). Duration 0 means
    until the conflict's end."""
    people, lines = [], []
    for p in board.ucastnici:
        if p.pristup_kouzlo and p.pristup_kol > 0:
            left = p.pristup_kol - 1
            if left == 0:
                # 000:L597
                lines.append(f"{p.jmeno}: kouzlo s přístupem {p.pristup_kouzlo} přestalo působit "
                             f"({BOOK.cite('konflikt_kola_a_iniciativa.pristupy_k_iniciative')})")
                p = p.model_copy(update={"pristup_kouzlo": "", "pristup_vnuceny": False, "pristup_kol": 0})
            else:
                p = p.model_copy(update={"pristup_kol": left})
        people.append(p)
    return board.model_copy(update={"ucastnici": people}), lines


def impose_approach(
    board: Drd2Conflict, index: int, approach: str, forced: bool, rounds: int
) -> tuple[Drd2Conflict, list[str]]:
    """A spell opens (``forced`` False) or imposes an initiative approach (000:L597). It is declared before the
    initiative roll (000:L590), so the order changes only from the next roll; a declared opposite approach
    is withdrawn."""
    p = person(board, index)
    update: dict[str, object] = {"pristup_kouzlo": approach, "pristup_vnuceny": forced, "pristup_kol": rounds}
    lines = [
        # 000:L590, 000:L597
        f"{p.jmeno}: přístup {approach} {'vnucený' if forced else 'otevřený'} kouzlem "
        f"{'do konce konfliktu' if rounds == 0 else 'na ' + texts.amount(rounds, 'kolo')}, zdarma; pořadí změní až "
        f"příští hod na iniciativu ({BOOK.cite('konflikt_kola_a_iniciativa.pristupy_k_iniciative')})"
    ]
    if p.pristup and p.pristup != approach:
        update["pristup"] = ""
        # 000:L597
        lines.append(f"{p.jmeno}: ohlášený přístup {p.pristup} neplatí – opačný nelze "
                     f"({BOOK.cite('konflikt_kola_a_iniciativa.pristupy_k_iniciative')})")
    # 000:L597: under the spell the approach is free or forbidden, so nothing is left to pay for it, with Výhoda
    # (000:L55), a self-inflicted Jizva (000:L859) or from Pouto (000:L87)
    for field, means in (("pristup_vyhoda", "Výhodou"), ("pristup_jizva", "vlastní Jizvou"),
                         ("pristup_pouto", "z Pouta")):
        if getattr(p, field):
            update[field] = _UNDECLARED[field]
            lines.append(f"{p.jmeno}: za přístup se {means} nic neplatí, dokud kouzlo působí "
                         f"({BOOK.cite('konflikt_kola_a_iniciativa.pristupy_k_iniciative')})")
    return replace(board, index, p.model_copy(update=update)), lines


def use_turn(
    board: Drd2Conflict, index: int, how: str, attr: Attr = "duse", pouto: int = 0
) -> tuple[Drd2Conflict, str]:
    """Spend the initiative action, delay it, or counter from defence with obrana (000:L601-L626); a being
    pays obrana with 1 Sudba checked against its hranice of ``attr``, the attribute of the skill it defends
    with (000:L717, L763); a pomocník ``pouto`` of it from Pouto instead (000:L87). Raises ``RuleViolation``
    when the participant's state does not allow it."""
    running(board)
    p = person(board, index)
    check_pouto(p, pouto)
    if pouto and how != "obrana":
        raise RuleViolation("Z Pouta se tu nic neplatí: platí se jen protiakce z obrany; nech pole Pouto 0.")
    if how == "odlozit":
        if p.stav != "k_dispozici":
            # 000:L626
            raise RuleViolation(
                f"{p.jmeno} už nemá co odložit ({BOOK.cite('konflikt_kola_a_iniciativa.odlozeni_iniciativy')}).")
        return replace(
            board, index, p.model_copy(update={"stav": "odlozil"})
        ), "iniciativa odložena – může jen reagovat"
    if how == "iniciativa":
        if p.stav in ("vyrazen", "opustil"):
            raise RuleViolation(
                # 000:L662, 000:L695
                f"{p.jmeno}: {'vyřazení' if p.stav == 'vyrazen' else 'mimo konflikt'} – nemá akci z "
                f"iniciativy{', jen se může bránit akcí z obrany' if p.stav == 'vyrazen' else ''} "
                f"({BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni')})."
            )
        if p.stav not in ("k_dispozici", "odlozil"):
            raise RuleViolation(
                # 000:L606
                f"{p.jmeno} má v tomto kole akci z iniciativy za sebou ({BOOK.cite('konflikt_kola_a_iniciativa')} › "
                "Akce z iniciativy a z obrany); bránit se může jen akcí z obrany s manévrem obrana."
            )
        new = p.model_copy(update={"stav": "odehral", "manevr": "", "akce": "iniciativa"})
        return replace(board, index, new), "akce z iniciativy spotřebována (nová akce, zatím bez manévru)"
    if p.stav in ("k_dispozici", "odlozil"):
        raise RuleViolation(
            # 000:L608
            f"{p.jmeno} ještě má akci z iniciativy; obrana je jen pro toho, kdo ji už spotřeboval "
            f"({BOOK.cite('konflikt_kola_a_iniciativa')} › Akce z iniciativy a z obrany)."
        )
    if p.stav == "opustil":
        raise RuleViolation(f"{p.jmeno} je mimo konflikt.")
    cost = "1 Zdroj vlastnosti dovednosti (v deníku)"
    if p.akce == "obrana":
        # 000:L719, 000:L781
        raise RuleViolation(f"{p.jmeno} už se brání s manévrem obrana; nejdřív vyhodnoť tuto protiakci "
                            f"({BOOK.cite('manevry.manevry_se_nescitaji')}).")
    if p.druh != "hrdina":
        paid = pay_sudba(board, index, 1, attr, 0, pouto)  # a pomocník may pay Pouto instead of Sudba (000:L87)
        cost, board = paid_for(board, paid, index), paid
    board = replace(board, index, person(board, index).model_copy(update={"manevr": "obrana", "akce": "obrana"}))
    # 000:L611, 000:L725
    return board, (f"protiakce z obrany: manévr obrana za {cost}; jiný manévr už nelze "
                   f"({BOOK.cite('konflikt_kola_a_iniciativa')} › Akce z iniciativy a z obrany; "
                   f"{BOOK.cite('manevry.obrana')})")


def _cannot_act(p: Participant) -> str:
    if p.stav == "opustil":
        # 000:L695
        return (f"{p.jmeno} je mimo konflikt "
                f"({BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.opusteni_konfliktu')}).")
    if p.stav == "vyrazen":
        # 000:L662
        return (f"{p.jmeno}: vyřazení – jedná jen akcí z obrany s manévrem obrana (akce účastníka „obrana“; "
                f"{BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni')}).")
    # 000:L606, 000:L608-L611
    return (f"{p.jmeno} má v tomto kole akci z iniciativy za sebou a žádnou akci rozehranou; dál se může jen bránit "
            "akcí z obrany s manévrem obrana "
            f"({BOOK.cite('konflikt_kola_a_iniciativa.akce_z_iniciativy_a_z_obrany')}).")


def acting(board: Drd2Conflict, index: int) -> Drd2Conflict:
    """The participant plays the action being resolved: their current one (from initiative or obrana), or —
    with the initiative still theirs — a new one, which uses it up (000:L601-L606). Raises ``RuleViolation``
    for one who has left, is knocked out (only obrana, 000:L662) or has acted and is not defending (000:L606)."""
    running(board)
    p = person(board, index)
    if p.akce and p.stav != "opustil":
        return board
    if p.stav in ("k_dispozici", "odlozil"):
        return replace(board, index, p.model_copy(update={"stav": "odehral", "akce": "iniciativa"}))
    raise RuleViolation(_cannot_act(p))


def check_pouto(p: Participant, pouto: int) -> None:
    """Only a pomocník has Pouto (000:L85-L87); a hero or a being paying «from Pouto» is refused."""
    if pouto and p.druh != "pomocnik":
        raise RuleViolation(
            # 000:L85-L87
            f"{p.jmeno} není pomocník: z Pouta místo Sudby platí jen pomocník ({BOOK.cite('hra_o_zdroje.pouto')})."
        )


def _pool(board: Drd2Conflict, index: int) -> int:
    """The Sudba a being pays from: its side's, a linked pomocník's deník's Sudba pomocníků (issue 23)."""
    p = person(board, index)
    return board.strany[p.strana].sudba if p.sudba_deniku is None else p.sudba_deniku


def spent(before: Drd2Conflict, after: Drd2Conflict, index: int) -> list[tuple[int, str]]:
    """What ``index`` paid between two boards: (amount, noun) of Výhoda, Sudba and Pouto, only those paid."""
    p, q = person(before, index), person(after, index)
    out = [(p.vyhoda - q.vyhoda, "vyhoda"), (_pool(before, index) - _pool(after, index), "sudba"),
           (p.pouto - q.pouto, "pouto")]
    return [(n, word) for n, word in out if n]


def paid_for(before: Drd2Conflict, after: Drd2Conflict, index: int) -> str:
    """«1 Sudbu», «1 Pouto» or «1 Výhodu»: what a being paid, in the accusative (za …)."""
    return ", ".join(texts.amount(n, word, "acc") for n, word in spent(before, after, index))


def pay_sudba(board: Drd2Conflict, index: int, cost: int, attr: Attr, vyhoda: int, pouto: int = 0) -> Drd2Conflict:
    """A being pays from its Výhoda (CHOICE digest 6.2/5) and its side's Sudba, at most its hranice at once
    (000:L67, L83); a pomocník may pay ``pouto`` from Pouto instead of Sudba (000:L87). Raises ``RuleViolation``
    when it cannot."""
    p = person(board, index)
    check_pouto(p, pouto)
    limit = p.hranice.get(attr)
    if vyhoda > p.vyhoda:
        # 000:L55: only the Výhoda the participant has; nothing else silently makes up the rest
        raise RuleViolation(f"{p.jmeno} má jen {texts.amount(p.vyhoda, 'vyhoda', 'acc')}, ne {vyhoda} "
                            f"({BOOK.cite('hra_o_zdroje.vyhoda')}).")
    if p.druh == "pomocnik":
        return _pay_helper(board, index, cost, attr, vyhoda, pouto)
    if cost > limit:
        raise RuleViolation(
            # 000:L67
            f"{p.jmeno} může najednou vyčerpat nejvýše {texts.amount(limit, 'sudba', 'acc')} (hranice "
            f"{texts.attr_value(attr, limit)}); musí přijmout neúspěch ({BOOK.cite('hra_o_zdroje.sudba')})."
        )
    from_vyhoda = min(vyhoda, p.vyhoda, cost)
    side = board.strany[p.strana]
    if cost - from_vyhoda > side.sudba:
        raise RuleViolation(
            f"Straně „{side.nazev}“ nezbývá dost Sudby ({side.sudba}, potřeba {cost - from_vyhoda})."
        )
    sides = list(board.strany)
    sides[p.strana] = side.model_copy(update={"sudba": side.sudba - (cost - from_vyhoda)})
    new = replace(board, index, p.model_copy(update={"vyhoda": p.vyhoda - from_vyhoda}))
    return new.model_copy(update={"strany": sides})


def hero_vyhoda(board: Drd2Conflict, index: int, cost: int, vyhoda: int) -> tuple[Drd2Conflict, int]:
    """An unlinked hero pays up to ``vyhoda`` of ``cost`` with the Výhoda the board keeps for them (000:L55), the
    rest by hand in the deník; a linked hero's Výhoda is the deník's and is paid there (``conflict.linked``), so
    nothing here. Returns the board and the Výhoda paid. Raises ``RuleViolation`` for more Výhoda than the hero has:
    nothing else silently makes up the rest."""
    p = person(board, index)
    if p.postava or not vyhoda:
        return board, 0
    if vyhoda > p.vyhoda:
        # 000:L55
        raise RuleViolation(f"{p.jmeno} má jen {texts.amount(p.vyhoda, 'vyhoda', 'acc')}, ne {vyhoda} "
                            f"({BOOK.cite('hra_o_zdroje.vyhoda')}).")
    paid = min(vyhoda, cost)
    return replace(board, index, p.model_copy(update={"vyhoda": p.vyhoda - paid})), paid


def hero_paid(what: str, paid: int, cost: int, attr: Attr) -> str:
    """The line of a hero's payment on the board: «manévr přesně za 1 Výhodu», «náročnost 2 za 1 Výhodu; v deníku
    zaplať ještě 1 Tělo» or «manévr přesně – zaplať 1 Tělo v deníku»."""
    rest = texts.attr_amount(cost - paid, attr, "acc")
    if not paid:
        return f"{what} – zaplať {rest} v deníku"
    line = f"{what} za {texts.amount(paid, 'vyhoda', 'acc')}"
    return line if paid == cost else f"{line}; v deníku zaplať ještě {rest}"


# the card fields of how a declared approach is paid (board schemas 9, 10 and 11), in the order they pay
_CHOICE_LABELS = texts.APPROACH_CHOICE_LABEL
_CHOICE_HOW = {"pristup_vyhoda": "Výhodou", "pristup_jizva": "vlastní Jizvou", "pristup_pouto": "z Pouta místo Sudby"}


def _choices(p: Participant) -> list[str]:
    """The payment choices set on the participant's card for its approach, in the order they pay."""
    return [field for field in _CHOICE_LABELS if getattr(p, field)]


def _undo(chosen: list[str]) -> str:
    """«nastav „…“ na 0», «smaž „…“» or both: how the player clears these choices on the card."""
    numbers = " i ".join(f"„{_CHOICE_LABELS[f]}“" for f in chosen if f != "pristup_jizva")
    steps = [f"nastav {numbers} na 0"] if numbers else []
    return " a ".join([*steps, *([f"smaž „{_CHOICE_LABELS['pristup_jizva']}“"] if "pristup_jizva" in chosen else [])])


def check_approach(p: Participant, approach: str) -> bool:
    """Whether ``p``'s approach ``approach`` (the one it uses at this roll, "" = none) is paid: 1 Duše (000:L595),
    unless a spell gives it for free (000:L597). Raises ``RuleViolation`` when the payment chosen on its card cannot
    apply: Pouto by a participant who is no pomocník (000:L85), a self-inflicted Jizva by one who is no hero (000:L859)
    or by an unlinked hero (who pays in the deník by hand); any choice with no approach to pay; Výhoda more than the
    cost 1 or than the participant has (000:L55; a linked one's is the deník's, as ``hydrate`` shows it); both Výhoda
    and a Jizva for the one Duše."""
    check_pouto(p, p.pristup_pouto)
    scar_cite = BOOK.cite("jizvy.zpusobeni_si_jizvy_z_rozhodnuti_hrace")
    if p.pristup_jizva and p.druh != "hrdina":
        # 000:L859
        raise RuleViolation(f"{p.jmeno} není hrdina: vlastní Jizvu si z rozhodnutí hráče způsobí jen hrdina "
                            f"({scar_cite}); na jeho kartě smaž „{_CHOICE_LABELS['pristup_jizva']}“.")
    cite_approach = BOOK.cite("konflikt_kola_a_iniciativa.pristupy_k_iniciative")
    if not approach or approach == p.pristup_kouzlo:
        chosen = _choices(p)
        if chosen:
            why = f"má přístup {approach} zdarma z kouzla" if approach else "nemá ohlášený žádný přístup k iniciativě"
            how = " ani ".join(_CHOICE_HOW[f] for f in chosen)
            raise RuleViolation(
                # 000:L55, 000:L87, 000:L595-L597, 000:L859
                f"{p.jmeno} {why}: {how} tu není co platit; na jeho kartě {_undo(chosen)} ({cite_approach})."
            )
        return False
    if p.pristup_jizva and not p.postava:
        # 000:L595, 000:L859: an unlinked hero pays the approach in the deník by hand, a Jizva too
        raise RuleViolation(f"Přístup {approach} za 1 Duši: {p.jmeno} není propojený s deníkem, platí ho v deníku a "
                            f"vlastní Jizvu si zapíše tam ({scar_cite}); na jeho kartě smaž "
                            f"„{_CHOICE_LABELS['pristup_jizva']}“.")
    if p.pristup_jizva and p.pristup_vyhoda:
        # 000:L55, 000:L595, 000:L859
        raise RuleViolation(f"Přístup {approach} stojí jen 1 Duši: {p.jmeno} ho zaplatí Výhodou, nebo vlastní Jizvou, "
                            f"ne obojím; na jeho kartě {_undo(['pristup_vyhoda'])}, nebo "
                            f"{_undo(['pristup_jizva'])} ({BOOK.cite('hra_o_zdroje.vyhoda')}; {scar_cite}).")
    if p.pristup_vyhoda > 1:
        raise RuleViolation(
            # 000:L55, 000:L595
            f"Přístup {approach} za 1 Duši: {p.jmeno} může Výhodou platit nejvýše 1 (cena 1; "
            f"{BOOK.cite('hra_o_zdroje.vyhoda')})."
        )
    if p.pristup_vyhoda > p.vyhoda:
        raise RuleViolation(
            # 000:L55: only the Výhoda the participant has; nothing else silently makes up the rest
            f"Přístup {approach} za 1 Duši: {p.jmeno} má jen {texts.amount(p.vyhoda, 'vyhoda', 'acc')}, ne "
            f"{p.pristup_vyhoda}; na jeho kartě nastav „{_CHOICE_LABELS['pristup_vyhoda']}“ na 0 "
            f"({BOOK.cite('hra_o_zdroje.vyhoda')})."
        )
    return True


def pay_approach(board: Drd2Conflict, index: int, approach: str) -> tuple[Drd2Conflict, str]:
    """The participant's initiative approach ``approach`` (the one it uses at this roll, "" = none) before the
    roll: 1 Duše (000:L595), unless a spell gives it for free (000:L597). Its player pays the saved
    ``pristup_vyhoda`` of it with Výhoda instead (000:L55, any postava). The rest: a being 1 Sudba within its
    hranice Duše (000:L67); a pomocník its saved ``pristup_pouto`` from Pouto instead (000:L87 «nechce … použít
    Sudbu»), else Sudba, Pouto only what Sudba cannot; an unlinked hero in the deník (the board says so); a linked
    hero is paid from the deník by ``conflict.linked`` (nothing here). Returns the board and the line of what was
    paid ("" when nothing). Raises ``RuleViolation`` before anything changes when the choices cannot apply
    (``check_approach``) or the participant cannot pay."""
    p = person(board, index)
    if not check_approach(p, approach):
        return board, ""
    if p.druh == "hrdina":
        if p.postava:
            return board, ""  # a linked hero pays from the deník itself (conflict/linked.py)
        if p.pristup_vyhoda:
            return replace(board, index, p.model_copy(update={"vyhoda": p.vyhoda - 1})), (
                f"{p.jmeno}: přístup {approach} za 1 Výhodu")
        # 000:L595
        return board, (f"{p.jmeno}: přístup {approach} – zaplať 1 Duši v deníku "
                       f"({BOOK.cite('konflikt_kola_a_iniciativa.pristupy_k_iniciative')})")
    try:
        paid = pay_sudba(board, index, 1, "duse", p.pristup_vyhoda, p.pristup_pouto)
    except RuleViolation as refused:
        # 000:L595
        raise RuleViolation(f"Přístup {approach} za 1 Duši: {refused.message}") from refused
    return paid, f"{p.jmeno}: přístup {approach} za {paid_for(board, paid, index)}"


def drop_unrolled(board: Drd2Conflict, indices: list[int]) -> tuple[Drd2Conflict, list[str]]:
    """The participants ``indices`` roll no initiative this round — a knocked-out one has lost it (000:L662,
    L707), one who left is out (000:L695), and nobody rolls when it is set by the story (000:L576) — so an approach
    declared for the roll (000:L590) is not used and costs nothing (000:L595 «použití přístupu stojí»): the
    declaration and its payment choices are dropped, each with a line. Nothing is paid."""
    lines: list[str] = []
    for index in indices:
        p = person(board, index)
        if not (p.pristup or _choices(p)):
            continue
        if p.stav == "vyrazen":
            why = ("po vyřazení se na iniciativu nehází "
                   f"({BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni')})")
        elif p.stav == "opustil":
            why = ("mimo konflikt se na iniciativu nehází "
                   f"({BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.opusteni_konfliktu')})")
        else:
            why = ("iniciativa se určuje podle příběhu a přístup mění jen hod na iniciativu "
                   f"({BOOK.cite('konflikt_kola_a_iniciativa.pristupy_k_iniciative')})")
        what = f"ohlášený přístup {p.pristup} se nepoužije" if p.pristup else "volba platby přístupu se ruší"
        lines.append(f"{p.jmeno}: {what} a nic se za něj neplatí – {why}")
        board = replace(board, index, p.model_copy(update=_UNDECLARED))
    return board, lines


def _pay_helper(board: Drd2Conflict, index: int, cost: int, attr: Attr, vyhoda: int, pouto: int = 0) -> Drd2Conflict:
    """A pomocník pays from its Výhoda, then — as far as its player chooses (``pouto``) — from Pouto instead of
    Sudba («nechce … použít Sudbu», 000:L87), then its side's Sudba up to its hranice, the missing part from its
    Pouto (000:L67, L87). Raises ``RuleViolation`` before anything changes when that is not enough, or when the
    Pouto chosen is more than it has or than the cost left after Výhoda."""
    p = person(board, index)
    side = board.strany[p.strana]
    # a pomocník linked to a deník's helper pays from that deník's Sudba pomocníků, not the side's (issue 23)
    pool = side.sudba if p.sudba_deniku is None else p.sudba_deniku
    from_vyhoda = min(vyhoda, p.vyhoda, cost)
    if pouto > min(p.pouto, cost - from_vyhoda):
        raise RuleViolation(
            # 000:L87
            f"{p.jmeno} může z Pouta místo Sudby platit nejvýše {min(p.pouto, cost - from_vyhoda)} (Pouto "
            f"{p.pouto}, cena {cost}{f', z toho {from_vyhoda} Výhodou' if from_vyhoda else ''}; "
            f"{BOOK.cite('hra_o_zdroje.pouto')})."
        )
    from_sudba = min(cost - from_vyhoda - pouto, p.hranice.get(attr), pool)
    from_pouto = cost - from_vyhoda - from_sudba
    if from_pouto > p.pouto:
        raise RuleViolation(
            # 000:L67, 000:L87
            f"{p.jmeno} nezaplatí {texts.amount(cost, 'zdroj')}: Sudba najednou nejvýše {from_sudba} (hranice "
            f"{texts.attr_value(attr, p.hranice.get(attr))}), Pouto jen {p.pouto}; musí přijmout neúspěch "
            f"({BOOK.cite('hra_o_zdroje.sudba')}; {BOOK.cite('hra_o_zdroje.pouto')})."
        )
    new = p.model_copy(update={"vyhoda": p.vyhoda - from_vyhoda, "pouto": p.pouto - from_pouto})
    if p.sudba_deniku is not None:
        return replace(board, index, new.model_copy(update={"sudba_deniku": p.sudba_deniku - from_sudba}))
    sides = list(board.strany)
    sides[p.strana] = side.model_copy(update={"sudba": side.sudba - from_sudba})
    return replace(board, index, new).model_copy(update={"strany": sides})


def maneuver(
    board: Drd2Conflict, index: int, name: str, attr: Attr, vyhoda: int, pouto: int = 0
) -> tuple[Drd2Conflict, str]:
    """Play a manoeuvre in the participant's current action: 1 resource of the skill's attribute (a being
    1 Sudba, a pomocník ``pouto`` of it from Pouto instead, 000:L87), at most one per action and never the same
    twice (000:L717-L719, L781, L801). Raises ``RuleViolation`` when one was already played in this action."""
    running(board)
    p = person(board, index)
    check_pouto(p, pouto)
    check_quick_game(board.rychla_hra, manevr=name, who_decides=QUICK_BOARD)
    if name == "mocne" and not any(d.vitez == index and not d.volba for d in board.cekajici):
        raise RuleViolation(
            # 000:L761, 000:L801
            f"{p.jmeno}: mocně se hraje až po vítězství ve střetu, než se poražený rozhodne, a platí se jen tehdy "
            f"({BOOK.cite('manevry.mocne')}; {BOOK.cite('manevry.manevry_se_plati_az_v_okamziku_jejich_pouziti')}). Na "
            "tabuli: po obecném střetu, dokud čeká rozhodnutí jeho poraženého."
        )
    if name != "mocne" and not p.akce and p.stav not in ("k_dispozici", "odlozil"):
        raise RuleViolation(_cannot_act(p))  # a manoeuvre belongs to an action (000:L717, L606, L662)
    if p.manevr:
        raise RuleViolation(
            # 000:L719, 000:L781
            f"{p.jmeno} už v této akci zahrál manévr {texts.MANEUVER_LABEL[p.manevr]}; v jedné akci lze nejvýše jeden "
            f"({BOOK.cite('manevry')}; {BOOK.cite('manevry.manevry_se_nescitaji')})."
        )
    if p.druh == "hrdina":
        board, paid_vyhoda = hero_vyhoda(board, index, 1, vyhoda)  # 000:L55
        line = hero_paid(f"{p.jmeno}: manévr {texts.MANEUVER_LABEL[name]}", paid_vyhoda, 1, attr)
    else:
        paid = pay_sudba(board, index, 1, attr, vyhoda, pouto)
        line = f"{p.jmeno}: manévr {texts.MANEUVER_LABEL[name]} za {paid_for(board, paid, index)}"
        board = paid
    return replace(board, index, person(board, index).model_copy(update={"manevr": name})), line


ENLARGEABLE = ("ohrozeni_plus", "ohrozeni_minus", "vyhoda", "jizva")  # what lstivě makes 2 (000:L769)


def check_lstive(kind: str, lstive: bool) -> None:
    """Lstivě only enlarges a change of Ohrožení, a Jizva's závažnost or Výhoda (000:L769-L771)."""
    if lstive and kind not in ENLARGEABLE:
        raise RuleViolation(
            # 000:L769-L771
            BOOK("Lstivě jen zvětšuje ohlášenou změnu Ohrožení, závažnost Jizvy nebo Výhodu; tento následek nemá co "
                 "zvětšit (§manevry.lstive).")
        )


def check_targets(board: Drd2Conflict, author: int, targets: list[int], area: bool, lstive: bool) -> None:
    """One target per action (000:L324); more only when the author played rozsáhle in this action (000:L737)
    or for an area action (plošná, 000:L747). When the author is named, lstivě must be their manoeuvre of
    this action (paid on use, one per action: 000:L719, L769, L801). Raises ``RuleViolation``."""
    for index in targets:
        gone(person(board, index), "není cílem žádné akce")
    who = person(board, author) if author >= 0 else None
    if len(targets) > 1 and not area and (who is None or who.manevr != "rozsahle"):
        raise RuleViolation(
            # 000:L324, 000:L737, 000:L747
            BOOK("Akce má jeden cíl; více cílů zasáhne jen ten, kdo v této akci zahrál manévr rozsáhle (vyber ho v "
                 "„Kdo akci hrál“ a zahraj manévr akcí Manévr), nebo plošná akce "
                 "(§prubeh_vyhodnoceni_na_vyprave.akce_zamery_a_nasledky_v_pravidlech; §manevry.rozsahle; "
                 "§manevry.presila).")
        )
    if lstive and who is not None and who.manevr != "lstive":
        played = f" – už zahrál {texts.MANEUVER_LABEL[who.manevr]}" if who.manevr else ""
        raise RuleViolation(
            # 000:L719, 000:L769, 000:L801
            f"Lstivě je manévr: {who.jmeno} ho musí v této akci zahrát akcí Manévr{played}; v jedné akci jen jeden "
            f"manévr ({BOOK.cite('manevry')}; {BOOK.cite('manevry.lstive')}; "
            f"{BOOK.cite('manevry.manevry_se_plati_az_v_okamziku_jejich_pouziti')})."
        )


def gone(p: Participant, what: str) -> None:
    """Who has left the conflict is out of it: nobody can drag them back, so nothing of it reaches them and
    they pay nothing in it (000:L695, L709, L711). Raises ``RuleViolation``."""
    if p.stav == "opustil":
        raise RuleViolation(
            f"{p.jmeno} je mimo konflikt a už {what} "
            f"({cite(_PKG, 'vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.opusteni_konfliktu')})."
        )


def check_knockout_scar(kind: str, scar: int) -> None:
    """A Jizva sized by the story belongs to a knock-out only (000:L676, L678); any other Jizva is 1, with
    lstivě 2 (000:L342, L769). Raises ``RuleViolation``."""
    if scar and kind != "vyrazeni":
        raise RuleViolation(
            "Závažnost Jizvy podle příběhu se určuje jen u vyřazení "
            f"({cite(_PKG, 'vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji')}); Jizva "
            "jako následek je jinak 1, s manévrem lstivě 2 "
            f"({cite(_PKG, 'jizvy.zpusobeni_jizvy_jako_nasledek_akce')})."
        )


def being_knocked_out(p: Participant) -> Attr | None:
    """A being is knocked out when its Jizvy of one attribute sum strictly above that hranice (000:L829)."""
    for attr in ATTRS:
        if scar_total(p.jizvy, attr) > p.hranice.get(attr):
            return attr
    return None


def apply_consequence(
    board: Drd2Conflict, index: int, kind: str, lstive: bool, attr: Attr, name: str, after: int, wound: int = 0
) -> tuple[Drd2Conflict, list[str]]:
    """Ohrožení ±1, Výhoda +1, Jizva 1 (each 2 with lstivě, 000:L342, L769); vyřazení with a fresh Ohrožení
    and, when ``wound`` is given, a Jizva of that závažnost, sized by the story (000:L676, L678); opuštění
    (000:L695). Ohrožení stays ≥ 1 (000:L312)."""
    p = person(board, index)
    size = 2 if lstive else 1
    if kind in ("ohrozeni_plus", "ohrozeni_minus"):
        before = p.ohrozeni or 1
        value = max(1, before + (size if kind == "ohrozeni_plus" else -size))
        line = f"Ohrožení {before} → {value}" if value != before else f"Ohrožení zůstává {value} (nejméně 1)"
        return replace(board, index, p.model_copy(update={"ohrozeni": value})), [f"{p.jmeno}: {line}"]
    if kind == "vyhoda":
        return (
            replace(board, index, p.model_copy(update={"vyhoda": p.vyhoda + size})),
            [f"{p.jmeno}: +{texts.amount(size, 'vyhoda')}"],
        )
    if kind == "jizva":
        scar = Scar(nazev=name or "Jizva", vlastnost=attr, zavaznost=size)
        new = p.model_copy(update={"jizvy": [*p.jizvy, scar]})
        lines = [f"{p.jmeno}: Jizva „{scar.nazev}“ ({texts.ATTR_LABEL[attr]} {size})"]
        if p.druh != "hrdina" and being_knocked_out(new):
            new = new.model_copy(update={"stav": "vyrazen"})
            # 000:L829
            lines.append(f"{p.jmeno}: Jizvy na {texts.ATTR_LOC[attr]} převýšily hranici – vyřazen "
                         f"({BOOK.cite('jizvy')})")
        return replace(board, index, new), lines
    if kind == "vyrazeni":
        new = p.model_copy(update={"stav": "vyrazen", "ohrozeni": after})
        # 000:L662, 000:L678
        lines = [f"{p.jmeno}: vyřazení, nové Ohrožení {after} "
                 f"({BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni')}; "
                 f"{BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji')})"]
        if wound:
            # 000:L678: závažnost by the story, not limited to 1 or 2 (000:L676, L845)
            knockout_scar = Scar(nazev=name or "Jizva", vlastnost=attr, zavaznost=wound)
            new = new.model_copy(update={"jizvy": [*new.jizvy, knockout_scar]})
            lines.append(f"{p.jmeno}: Jizva z vyřazení „{knockout_scar.nazev}“ ({texts.ATTR_LABEL[attr]} {wound})")
        return replace(board, index, new), lines
    new = p.model_copy(update={"stav": "opustil"})
    # 000:L695
    return replace(board, index, new), [
        f"{p.jmeno}: opuštění konfliktu "
        f"({BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.opusteni_konfliktu')})"]


def exhaust(
    board: Drd2Conflict,
    index: int,
    attr: Attr,
    mocne: bool,
    chabe: bool,
    vyhoda: int,
    pouto: int = 0,
) -> tuple[Drd2Conflict, list[str], int]:
    """The participant exhausts: cost = own Ohrožení ± mocně/chabě (≥ 1), then own Ohrožení +1 (000:L273).
    A being pays Sudba within its hranice; a pomocník may pay ``pouto`` from Pouto instead (000:L87); a hero
    pays in their own deník. Raises ``RuleViolation``."""
    running(board)
    p = person(board, index)
    gone(p, "se v něm nevyčerpává")
    check_pouto(p, pouto)
    if p.ohrozeni is None:
        raise RuleViolation(f"{p.jmeno} nemá Ohrožení: konflikt neprobíhá.")
    cost = exhaustion_cost(p.ohrozeni, mocne, chabe)
    lines: list[str] = []
    if p.druh == "hrdina":
        board, paid_vyhoda = hero_vyhoda(board, index, cost, vyhoda)  # 000:L55
        rest = texts.attr_amount(cost - paid_vyhoda, attr, "acc")
        if not paid_vyhoda:
            lines.append(f"{p.jmeno}: zaplatí {rest} v deníku")
        else:
            lines.append(f"{p.jmeno}: −{texts.amount(paid_vyhoda, 'vyhoda')}"
                         + (f"; v deníku zaplatí ještě {rest}" if paid_vyhoda < cost else ""))
    else:
        paid = pay_sudba(board, index, cost, attr, vyhoda, pouto)
        lines.append(f"{p.jmeno}: " + ", ".join(f"−{texts.amount(n, word)}" for n, word in spent(board, paid, index)))
        board = paid
    p = person(board, index)
    board = replace(board, index, p.model_copy(update={"ohrozeni": (p.ohrozeni or 1) + 1}))
    lines.append(f"{p.jmeno}: Ohrožení {p.ohrozeni or 1} → {(p.ohrozeni or 1) + 1}")
    return board, lines, cost


def end_conflict(board: Drd2Conflict) -> tuple[Drd2Conflict, list[str]]:
    """Všechny Výhody zanikají a Ohrožení se přestává sledovat (000:L703). CHOICE: the board's spells on
    initiative approaches and a general střet's pending decisions end with the conflict too."""
    spell_gone = {"pristup_kouzlo": "", "pristup_vnuceny": False, "pristup_kol": 0, "pristup": "", "pristup_pouto": 0,
                  "pristup_vyhoda": 0, "pristup_jizva": ""}
    people = [p.model_copy(update={"vyhoda": 0, "ohrozeni": None, **spell_gone}) for p in board.ucastnici]
    lines = [f"{p.jmeno}: Výhoda {p.vyhoda} → 0" for p in board.ucastnici if p.vyhoda]
    lines += [f"{p.jmeno}: kouzlo s přístupem {p.pristup_kouzlo} končí s konfliktem" for p in board.ucastnici
              if p.pristup_kouzlo]
    if board.cekajici:
        lines.append("nevyřízená rozhodnutí po střetu se ruší")
    return board.model_copy(update={"ucastnici": people, "probiha": False, "cekajici": []}), lines
