"""The conflict board's actions: start, new round with initiative, turns, consequences, exhaustion, the
general střet, end. Dice go only through the DiceBox (physical dice in participant order)."""

from __future__ import annotations

from typing import Any

from py_rules.errors import RuleViolation
from py_rules.headings import Book
from py_rules.systems.base import Action, ActionOutcome, DiceBox
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict import forms, rules
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.conflict.clash_actions import clash, decision
from py_rules.systems.drd2.conflict.params import (
    ClashParams,
    ConsequenceBase,
    ConsequenceParams,
    DecisionParams,
    EndParams,
    ExhaustParams,
    ManeuverParams,
    PayParams,
    RoundParams,
    StartParams,
    TurnParams,
)
from py_rules.systems.drd2.conflict.ties import break_ties, outcome
from py_rules.systems.drd2.rules import (
    ClashEntry,
    Mode,
    dice_expression,
    hod_total,
    kept_dice,
    spell_approach,
)

__all__ = ["ACTIONS"]

BOOK = Book("py_rules.systems.drd2")


def start(board: Drd2Conflict, params: StartParams, box: DiceBox) -> ActionOutcome[Drd2Conflict]:
    """The Průvodce sets Ohrožení once at the start, for everyone the same here (min 1, 000:L300, L312; a
    different one for someone is then edited on the board); the first initiative is round 1. Rychlá hra is
    chosen here for the whole conflict (000:L911-L919). Refused while a střet's losers still decide (000:L535): a
    start would drop their decisions silently; and refused while the conflict runs: a start would reset everyone's
    Ohrožení, Výhoda and initiative mid-conflict — the Průvodce ends it first (000:L699-L711)."""
    if board.probiha:
        raise RuleViolation(
            # 000:L300, 000:L699-L711
            BOOK("Konflikt už probíhá; Ohrožení se určuje jen na jeho začátku a dál ho mění jen následky akcí. Nový "
                 "konflikt začni, až tento ukončíš akcí „Konec konfliktu“ "
                 "(§prubeh_vyhodnoceni_na_vyprave.urceni_hodnoty_ohrozeni; "
                 "§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.ukonceni_konfliktu).")
        )
    if board.cekajici:
        raise RuleViolation(
            # 000:L259-L261, 000:L535
            "Po střetu ještě čekají rozhodnutí poražených (vyčerpat se, nebo přijmout neúspěch); nejdřív je dořeš, "
            f"nebo konflikt ukonči ({BOOK.cite('druhy_vyhodnoceni.stret.obecny_stret')})."
        )
    for p in board.ucastnici:
        rules.check_quick_game(params.rychla_hra, helper=p.druh == "pomocnik", spell=bool(p.pristup_kouzlo),
                               who_decides=f"Na tabuli je {p.jmeno}: odeber ho, nebo začni bez Rychlé hry.")
    people = [
        p.model_copy(
            update={
                "ohrozeni": params.ohrozeni if p.stav != "opustil" else p.ohrozeni,
                "stav": "k_dispozici" if p.stav != "opustil" else p.stav,
                "manevr": "",
                "akce": "",
            }
        )
        for p in board.ucastnici
    ]
    new = board.model_copy(
        update={"ucastnici": people, "probiha": True, "kolo": 1, "kolo_bezi": False, "cekajici": [],
                "rychla_hra": params.rychla_hra}
    )
    lines = [f"{p.jmeno}: Ohrožení {texts.shown(p.ohrozeni)}" for p in people]
    if params.rychla_hra:
        lines.append("Rychlá hra: bez pomocníků a kouzel, jediný manévr obrana")
    return outcome(
        new,
        "started",
        "začátek konfliktu",
        # 000:L300
        BOOK("Začátek konfliktu: každý účastník má vlastní Ohrožení, dál se mění jen následky akcí "
             "(§prubeh_vyhodnoceni_na_vyprave.urceni_hodnoty_ohrozeni)."),
        lines,
    )


def _approaches(board: Drd2Conflict, active: list[int]) -> tuple[Drd2Conflict, dict[int, tuple[Mode, list[str]]]]:
    """Each active participant's approach at this roll (declared before it, 000:L590; a spell's, 000:L597) and
    what it paid (000:L595; with Výhoda as its player chose, 000:L55; a pomocník from Pouto, 000:L87) — all before
    any die is rolled, so a refusal rolls nothing."""
    plans: dict[int, tuple[Mode, list[str]]] = {}
    for i in active:
        p = board.ucastnici[i]
        chosen, notes = spell_approach(p.pristup_kouzlo, p.pristup_vnuceny, p.pristup)
        lines = [f"{p.jmeno}: {note}" for note in notes]
        mode: Mode = {"": "normal", "rychle": "presne", "pomalu": "nepresne"}[chosen]  # type: ignore[assignment]
        board, paid = rules.pay_approach(board, i, chosen)
        plans[i] = (mode, [*lines, paid] if paid else lines)
    return board, plans


def _initiative_rolls(
    board: Drd2Conflict, box: DiceBox, active: list[int]
) -> tuple[Drd2Conflict, dict[int, ClashEntry], list[str]]:
    board, plans = _approaches(board, active)
    entries: dict[int, ClashEntry] = {}
    lines: list[str] = []
    for i in active:
        p = board.ucastnici[i]
        mode, paid = plans[i]
        lines += paid
        values = tuple(d.value for d in box.roll(dice_expression(mode)).dice)
        entries[i] = ClashEntry(p.jmeno, hod_total(values, mode, 0), kept_dice(values, mode))
        lines.append(f"{p.jmeno}: iniciativa {entries[i].total} ({', '.join(map(str, values))})")
    return board, entries, lines


def new_round(board: Drd2Conflict, params: RoundParams, box: DiceBox) -> ActionOutcome[Drd2Conflict]:
    """Initiative from the story (the board's order) or by 2k6 without a skill; rychle/pomalu 3k6 keep two
    higher/lower for 1 Duše; ties by the higher die, then lot (000:L574-L597)."""
    rules.running(board)
    if board.cekajici:
        raise RuleViolation(
            # 000:L535
            BOOK("Obecný střet ještě čeká na rozhodnutí poražených (akce „Rozhodnutí po střetu“, "
                 "§druhy_vyhodnoceni.stret.obecny_stret).")
        )
    active = [i for i, p in enumerate(board.ucastnici) if p.stav in rules.ACTIVE]
    if params.rezim == "pribeh":
        # 000:L576, 000:L590: no roll, so no approach is used and none is paid
        board, dropped = rules.drop_unrolled(board, list(range(len(board.ucastnici))))
        order = sorted(active, key=lambda i: (board.ucastnici[i].poradi, i))
        new, ticked = rules.tick_spells(rules.start_round(board, order, {}))
        names = ", ".join(board.ucastnici[i].jmeno for i in order)
        return outcome(
            # 000:L576
            new, "round", f"kolo {new.kolo}", "Iniciativa podle příběhu "
                                              f"({BOOK.cite('konflikt_kola_a_iniciativa.urceni_iniciativy')}): "
                                              f"{names}.", [*dropped, *ticked]
        )
    board, entries, lines = _initiative_rolls(board, box, active)
    # 000:L662, 000:L695, 000:L707: who is knocked out or gone rolls none, so its declared approach is not used
    board, dropped = rules.drop_unrolled(board, [i for i in range(len(board.ucastnici)) if i not in active])
    lines += dropped
    entries = break_ties(box, entries, lines)
    order = sorted(
        active, key=lambda i: (entries[i].total, max(entries[i].kept), entries[i].lot), reverse=True
    )
    new = rules.start_round(board, order, {i: e.total for i, e in entries.items()}, approaches_used=True)
    new, ticked = rules.tick_spells(new)
    names = ", ".join(f"{entries[i].name} {entries[i].total}" for i in order)
    return outcome(
        new,
        "round",
        f"kolo {new.kolo}",
        # 000:L582-L586
        f"Iniciativa kostkami ({BOOK.cite('konflikt_kola_a_iniciativa.urceni_iniciativy')}): {names}.",
        [*lines, *ticked],
    )


def turn(board: Drd2Conflict, params: TurnParams, box: DiceBox) -> ActionOutcome[Drd2Conflict]:
    new, line = rules.use_turn(board, params.ucastnik, params.jak, params.vlastnost, params.pouto)
    return outcome(
        new,
        params.jak,
        {"iniciativa": "akce z iniciativy", "obrana": "akce z obrany", "odlozit": "odložení"}[params.jak],
        # 000:L601-L626
        BOOK("Každý má v kole jednu akci z iniciativy; po ní se smí bránit jen proti tomu, co ho přímo ohrožuje, a jen "
             "s manévrem obrana (§konflikt_kola_a_iniciativa › Akce z iniciativy a z obrany)."),
        [line],
    )


def consequence(board: Drd2Conflict, params: ConsequenceBase, box: DiceBox) -> ActionOutcome[Drd2Conflict]:
    """One consequence, the same for every target (000:L749); several targets need rozsáhle played by the
    action's author or an area action (000:L324, L737, L747)."""
    rules.running(board)
    spell = params.plosna or params.nasledek in ("pristup_vnuceny", "pristup_udeleny")
    rules.check_quick_game(board.rychla_hra, lstive=params.lstive, spell=spell, who_decides=rules.QUICK_BOARD)
    rules.check_lstive(params.nasledek, params.lstive)
    rules.check_knockout_scar(params.nasledek, params.zavaznost)
    extra = [i for i in range(len(board.ucastnici)) if getattr(params, f"take_{i}", False)]
    targets = [params.ucastnik, *[i for i in extra if i != params.ucastnik]]
    rules.check_targets(board, params.autor, targets, params.plosna, params.lstive)
    # the author plays this action: their current one, or a new one that uses up their initiative (000:L606)
    new, lines = (rules.acting(board, params.autor), []) if params.autor >= 0 else (board, [])
    for target in targets:
        if params.nasledek in ("pristup_vnuceny", "pristup_udeleny"):
            forced = params.nasledek == "pristup_vnuceny"
            new, more = rules.impose_approach(new, target, params.pristup, forced, params.kol)
        else:
            new, more = rules.apply_consequence(
                new,
                target,
                params.nasledek,
                params.lstive,
                params.vlastnost,
                params.nazev,
                params.nove_ohrozeni,
                params.zavaznost,
            )
        lines += more
    if params.autor >= 0:
        new = rules.reset_actions(new, {params.autor})  # the action is resolved; its manoeuvre with it
    # 000:L342, 000:L769, 000:L312
    text = BOOK("Následek akce: velikost 1, s manévrem lstivě 2 "
                "(§prubeh_vyhodnoceni_na_vyprave.akce_zamery_a_nasledky_v_pravidlech; §manevry.lstive); Ohrožení "
                "nejméně 1 (§prubeh_vyhodnoceni_na_vyprave.urceni_hodnoty_ohrozeni).")
    if len(targets) > 1:
        # 000:L737, 000:L749
        text += (f" Rozsáhlá akce: stejný následek pro {texts.amount(len(targets), 'cil')} "
                 f"({BOOK.cite('manevry.rozsahle')}; {BOOK.cite('manevry.presila')}).")
    return outcome(new, "consequence", "následek", text, lines, details={"targets": targets})


def exhaustion(board: Drd2Conflict, params: ExhaustParams, box: DiceBox) -> ActionOutcome[Drd2Conflict]:
    rules.check_quick_game(board.rychla_hra, mocne=params.mocne, who_decides=rules.QUICK_BOARD)
    new, lines, cost = rules.exhaust(
        board, params.ucastnik, params.vlastnost, params.mocne, params.chabe, params.vyhoda, params.pouto
    )
    if params.proti_vyrazeni == "vyhoda":
        new, more = rules.apply_consequence(new, params.ucastnik, "vyhoda", False, "telo", "", 1)
        lines += more
    elif params.proti_vyrazeni == "ohrozeni_utocnika":
        new, more = rules.apply_consequence(new, params.utocnik, "ohrozeni_plus", False, "telo", "", 1)
        lines += more
    return outcome(
        new,
        "exhausted",
        "vyčerpání",
        # 000:L273, 000:L281, 000:L686-L689
        f"Vyčerpání za {texts.amount(cost, 'zdroj')} (Ohrožení ± mocně/chabě, nejméně 1) a Ohrožení +1 "
        f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.vysledek_hodu_ohrozeni_a_vycerpani.co_urcuje_hod')}; "
        f"{BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji')}).",
        lines,
    )


def maneuver(board: Drd2Conflict, params: ManeuverParams, box: DiceBox) -> ActionOutcome[Drd2Conflict]:
    new, line = rules.maneuver(board, params.ucastnik, params.manevr, params.vlastnost, params.vyhoda,
                               params.pouto)
    return outcome(
        new,
        "maneuver",
        "manévr",
        # 000:L717-L719, 000:L801
        BOOK("Manévry zná každý; stojí 1 Zdroj vlastnosti použité dovednosti, platí se až při použití, v jedné akci "
             "jen jeden (§manevry; §manevry.manevry_se_plati_az_v_okamziku_jejich_pouziti)."),
        [line],
    )


def pay_demand(board: Drd2Conflict, params: PayParams, box: DiceBox) -> ActionOutcome[Drd2Conflict]:
    """Náročnost of a being's action (its Jizvy make limited actions náročné, 000:L825, L829): Sudba within
    hranice, each payment separately (CHOICE digest 6.2/6); a pomocník may pay Pouto instead of Sudba (000:L87).
    A hero pays in the deník, an unlinked one the chosen Výhoda from the board (000:L55)."""
    rules.running(board)
    p = rules.person(board, params.ucastnik)
    rules.gone(p, "v něm nic neplatí")
    rules.check_pouto(p, params.pouto)
    if p.druh == "hrdina":
        new, paid = rules.hero_vyhoda(board, params.ucastnik, params.kolik, params.vyhoda)  # 000:L55
        line = rules.hero_paid(f"{p.jmeno}: náročnost {params.kolik}", paid, params.kolik, params.vlastnost)
    else:
        new = rules.pay_sudba(board, params.ucastnik, params.kolik, params.vlastnost, params.vyhoda, params.pouto)
        line = f"{p.jmeno}: náročnost {params.kolik} za {rules.paid_for(board, new, params.ucastnik)}"
    return outcome(
        new,
        "paid",
        "náročnost",
        # 000:L168-L174
        BOOK("Náročnost se platí před hodem a nevrací se; z více důvodů platí nejvyšší "
             "(§prubeh_vyhodnoceni_na_vyprave.kdy_hazet_kostkami)."),
        [line],
    )


def end(board: Drd2Conflict, params: EndParams, box: DiceBox) -> ActionOutcome[Drd2Conflict]:
    """The Průvodce ends the running conflict (000:L699-L703); a conflict not started or already ended has
    nothing to end."""
    rules.running(board)
    new, lines = rules.end_conflict(board)
    return outcome(
        new,
        "ended",
        "konec konfliktu",
        # 000:L701-L703
        BOOK("Konec konfliktu: Výhody zanikají a Ohrožení se přestává sledovat "
             "(§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu)."),
        lines,
    )


ACTIONS: tuple[Action[Drd2Conflict, Any], ...] = (
    Action("zacatek", "Začátek konfliktu", "Konflikt", StartParams, forms.f_start, start, rolls=False),
    Action("kolo", "Nové kolo (iniciativa)", "Kolo", RoundParams, forms.f_round, new_round, dice="2k6"),
    Action("tah", "Akce účastníka", "Kolo", TurnParams, forms.f_turn, turn, rolls=False),
    Action(
        "stret",
        "Obecný střet",
        "Kolo",
        ClashParams,
        forms.f_clash,
        clash,
        dice="2k6",
        hint="Kostky v pořadí účastníků. „Proti komu“ = čí akce se s touto vylučuje; následek automaticky "
        "škodí tomu, proti komu akce je, a pomáhá tomu, kdo ji hraje.",
        first=("uroven_0", "nasledek_0", "uroven_1", "nasledek_1"),
    ),
    Action(
        "rozhodnuti",
        "Rozhodnutí po střetu",
        "Kolo",
        DecisionParams,
        forms.f_decision,
        decision,
        rolls=False,
        hint="Poražení se rozhodují jeden po druhém, od nejvyššího hodu.",
    ),
    Action("manevr", "Manévr", "Kolo", ManeuverParams, forms.f_maneuver, maneuver, rolls=False),
    Action("narocnost", "Náročnost", "Kolo", PayParams, forms.f_pay, pay_demand, rolls=False),
    Action(
        "nasledek",
        "Následek",
        "Následky",
        ConsequenceParams,
        forms.f_consequence,
        consequence,
        rolls=False,
        hint="Více cílů („a také“) jen s manévrem rozsáhle autora akce, nebo u plošné akce.",
    ),
    Action("vycerpani", "Vyčerpání", "Následky", ExhaustParams, forms.f_exhaust, exhaustion, rolls=False),
    Action("konec", "Konec konfliktu", "Konflikt", EndParams, forms.f_none, end, rolls=False),
)

