"""The conflict board with heroes linked to their saved deníky (issue 4, issue 23 Build 3): one source of truth.

A participant of druh hrdina may name a saved hero (``postava`` = the save id). Such a hero's Ohrožení,
Výhoda and Jizvy live only in the deník (``conflict.heroes``: every action runs on the board as the rules see
it and writes the changes back). The hero also pays from the deník in the same action — exhaustion
(000:L273), manoeuvres incl. obrana (000:L717, L801), náročnost (000:L168-L174), rychle/pomalu for 1 Duše
(000:L595), Výhoda instead of Tělo, Duše or Vliv (000:L55) and a self-inflicted Jizva (000:L859) — and loses
the Výhoda when the conflict ends (000:L703). The initiative state stays on the board (the deník has none).
An unlinked participant works as before.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from py_rules.errors import RuleViolation
from py_rules.headings import Book
from py_rules.systems.base import Action, ActionOutcome, DiceBox, Links, Odds
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.afford import means_for
from py_rules.systems.drd2.conflict import actions as board_actions
from py_rules.systems.drd2.conflict import rules
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.conflict.clash_actions import decision
from py_rules.systems.drd2.conflict.decide import find_decision
from py_rules.systems.drd2.conflict.heroes import (
    Heroes,
    helper_in,
    helper_missing_note,
    hero_of,
    hydrate,
    missing_note,
    settle,
    sheet_of,
)
from py_rules.systems.drd2.conflict.params import (
    DecisionParams,
    EndParams,
    ExhaustParams,
    ManeuverParams,
    PayParams,
    RoundParams,
    TurnParams,
)
from py_rules.systems.drd2.consequences import change_vyhoda
from py_rules.systems.drd2.payment import pay
from py_rules.systems.drd2.rules import exhaustion_cost, spell_approach
from py_rules.view import FieldView

__all__ = ["hero_of", "link_actions", "linked_ids", "missing_note"]

BOOK = Book("py_rules.systems.drd2")

Linked = Callable[[Drd2Conflict, Any, DiceBox, Heroes], ActionOutcome[Drd2Conflict]]


def linked_ids(board: Drd2Conflict) -> tuple[str, ...]:
    """The save ids of the heroes the board links to (a hero's own or a pomocník's hero's), each once, in
    participant order."""
    return tuple(dict.fromkeys(p.postava for p in board.ucastnici if p.postava))


def _paid_note(line: str) -> bool:
    """A board line telling an unlinked hero to pay in the deník (dropped where the deník paid)."""
    return "v deníku" in line and ("zaplať" in line or "zaplatí" in line)


def new_round(board: Drd2Conflict, params: RoundParams, box: DiceBox, heroes: Heroes) -> ActionOutcome[Drd2Conflict]:
    """A linked hero pays rychle/pomalu with 1 Duše from the deník (000:L595) — with the deník's Výhoda or a
    self-inflicted Jizva of Duše as his player chose on the board's card (000:L55, L859) — unless a spell gives that
    approach for free (000:L597); the
    roll is the board's, which notes the price only for an unlinked hero. Every participant's approach choices are
    checked first, so a refusal pays nothing anywhere. A linked pomocník pays on the board's rule, from its deník's
    Výhoda, Sudba pomocníků and Pouto (000:L55, L67, L87; ``hydrate``)."""
    lines: list[str] = []
    if params.rezim == "kostky" and board.probiha and not board.cekajici:
        active = [(i, p) for i, p in enumerate(board.ucastnici) if p.stav in rules.ACTIVE]
        used = {i: spell_approach(p.pristup_kouzlo, p.pristup_vnuceny, p.pristup)[0] for i, p in active}
        paid = {i for i, p in active if rules.check_approach(p, used[i])}
        for i, p in active:
            if i in paid and p.postava and p.druh == "hrdina":
                lines += _pay_approach(heroes, i, used[i], p.pristup_vyhoda, p.pristup_jizva)
    outcome = board_actions.new_round(board, params, box)
    return dataclasses.replace(outcome, changes=(*lines, *outcome.changes))


def _pay_approach(heroes: Heroes, index: int, approach: str, vyhoda: int, scar: str) -> list[str]:
    """A linked hero's approach paid from the deník: ``vyhoda`` of the deník's Výhoda (000:L55), or a self-inflicted
    Jizva of Duše named ``scar`` (000:L859; the rest of what it yields is lost, 000:L871), else 1 Duše (000:L595).
    Raises ``RuleViolation`` saying what the board offers when the deník cannot pay."""
    hero = heroes.get(index)
    assert hero is not None
    name = rules.person(heroes.board, index).jmeno
    scar_cite = BOOK.cite("jizvy.zpusobeni_si_jizvy_z_rozhodnuti_hrace")
    try:
        paid = pay(hero, "duse", 1, what=f"přístup {approach}", vyhoda=vyhoda, scar_name=scar,
                   allow_scar=bool(scar), prefer_scar=bool(scar))
    except RuleViolation as refused:
        if scar:
            # 000:L883: the Jizvy of an attribute never pass its zdatnost
            raise RuleViolation(
                f"Přístup {approach} za 1 Duši: {name} si už Jizvu na Duši způsobit nemůže – Jizvy na Duši by "
                f"přesáhly duševní zdatnost {hero.zdatnost.duse} ({BOOK.cite('jizvy.jak_chapat_jizvy')}); na jeho "
                f"kartě smaž „{texts.APPROACH_CHOICE_LABEL['pristup_jizva']}“, nebo přístup zruš."
            ) from refused
        offers = [f"Výhodou (má {texts.amount(hero.vyhoda, 'vyhoda', 'acc')}; na jeho kartě nastav "
                  f"„{texts.APPROACH_CHOICE_LABEL['pristup_vyhoda']}“ na 1)"] if hero.vyhoda > vyhoda else []
        offers.append(f"vlastní Jizvou na Duši (na jeho kartě do „{texts.APPROACH_CHOICE_LABEL['pristup_jizva']}“ "
                      "napiš její název)")
        where = "; ".join([*([BOOK.cite("hra_o_zdroje.vyhoda")] if hero.vyhoda > vyhoda else []), scar_cite,
                           BOOK.cite("konflikt_kola_a_iniciativa.pristupy_k_iniciative")])
        # 000:L55, 000:L595, 000:L859
        raise RuleViolation(
            f"Přístup {approach} za 1 Duši: {name} nemá v deníku žádnou Duši; zaplatit ho může {', nebo '.join(offers)}"
            f", jinak přístup na kartě zruš ({where})."
        ) from refused
    # 000:L871
    lost = [f"propadá {texts.attr_amount(paid.scar_left, 'duse')} z Jizvy ({scar_cite})"] if paid.scar_left else []
    return heroes.put(index, paid.sheet, [*paid.changes, *lost])


def _pay(heroes: Heroes, index: int, attr: Any, cost: int, what: str, vyhoda: int = 0) -> list[str]:
    hero = heroes.get(index)
    assert hero is not None
    paid = pay(hero, attr, cost, what=what, vyhoda=vyhoda)
    return heroes.put(index, paid.sheet, paid.changes)


def turn(board: Drd2Conflict, params: TurnParams, box: DiceBox, heroes: Heroes) -> ActionOutcome[Drd2Conflict]:
    """A counter-action from defence: a linked hero pays the manoeuvre obrana from the deník (000:L611, L717)."""
    outcome = board_actions.turn(board, params, box)
    if params.jak != "obrana" or heroes.get(params.ucastnik) is None:
        return outcome
    lines = _pay(heroes, params.ucastnik, params.vlastnost, 1, "manévr obrana")
    # 000:L611, 000:L725
    line = BOOK("protiakce z obrany s manévrem obrana; jiný manévr už nelze (§konflikt_kola_a_iniciativa › Akce z "
                "iniciativy a z obrany; §manevry.obrana)")
    return dataclasses.replace(outcome, changes=(line, *lines))


def maneuver(board: Drd2Conflict, params: ManeuverParams, box: DiceBox, heroes: Heroes) -> ActionOutcome[Drd2Conflict]:
    """A linked hero pays the manoeuvre (1 resource, or Výhoda) from the deník (000:L55, L717, L801)."""
    outcome = board_actions.maneuver(board, params, box)  # the board's rule: one manoeuvre per action
    if heroes.get(params.ucastnik) is None:
        return outcome
    name = texts.MANEUVER_LABEL[params.manevr]
    lines = _pay(heroes, params.ucastnik, params.vlastnost, 1, f"manévr {name}", params.vyhoda)
    return dataclasses.replace(outcome, changes=(f"{board.ucastnici[params.ucastnik].jmeno}: manévr {name}", *lines))


def pay_demand(board: Drd2Conflict, params: PayParams, box: DiceBox, heroes: Heroes) -> ActionOutcome[Drd2Conflict]:
    """Náročnost of a linked hero's action, paid before the roll from the deník (000:L168-L174)."""
    outcome = board_actions.pay_demand(board, params, box)
    if heroes.get(params.ucastnik) is None:
        return outcome
    lines = _pay(heroes, params.ucastnik, params.vlastnost, params.kolik, f"náročnost {params.kolik}", params.vyhoda)
    return dataclasses.replace(outcome, changes=tuple(lines))


def _heroic_death(
    board: Drd2Conflict, params: ExhaustParams, heroes: Heroes, why: str
) -> ActionOutcome[Drd2Conflict]:
    """Hrdinská smrt (000:L903-L907): the last exhaustion costs nothing; the hero's career ends and they
    leave the conflict (CHOICE digest 6.2/17, as on the hero's own sheet)."""
    hero = heroes.get(params.ucastnik)
    assert hero is not None
    attr = params.vlastnost
    new = hero.model_copy(update={"stav": "hrdinska_smrt", "konec_vlastnost": attr, "ceka": None})
    lines = heroes.put(params.ucastnik, new, ["hrdinská smrt – hrdina odchází ze hry"])
    board, more = rules.apply_consequence(board, params.ucastnik, "opusteni", False, attr, "", 1)
    text = (
        # 000:L903-L907
        f"{why} Hrdinská smrt ({BOOK.cite('hrdinska_smrt')}): poslední, výjimečné vyčerpání. Hráč vypráví, jak hrdina "
        f"odvrátil neúspěch a uzavřel či posunul celý konflikt; pak jeho kariéra končí – {texts.HEROIC_END[attr]}."
    )
    return ActionOutcome(board, "heroic_death", "hrdinská smrt", text, changes=(*lines, *more))


def _pay_exhaustion(heroes: Heroes, index: int, attr: Any, cost: int, vyhoda: int, scar: str) -> list[str]:
    """A linked hero pays an exhaustion from the deník: Výhoda, the attribute, then a self-inflicted Jizva if
    named (závažnost + 2 resources, the rest is lost, 000:L859, L871). Raises ``RuleViolation``."""
    hero = heroes.get(index)
    assert hero is not None
    paid = pay(hero, attr, cost, what=f"vyčerpání ({texts.attr_amount(cost, attr)})", vyhoda=vyhoda,
               scar_name=scar, allow_scar=bool(scar))
    # 000:L871
    lost = [f"propadá {texts.attr_amount(paid.scar_left, attr)} z Jizvy ({BOOK.cite('jizvy')} › Způsobení si Jizvy "
            "z rozhodnutí hráče)"] if paid.scar_left else []
    return heroes.put(index, paid.sheet, [*paid.changes, *lost])


def exhaustion(board: Drd2Conflict, params: ExhaustParams, box: DiceBox, heroes: Heroes) -> ActionOutcome[Drd2Conflict]:
    """A linked hero exhausts from the deník: cost = own Ohrožení ± mocně/chabě (≥ 1); Ohrožení +1 (000:L273).
    Nothing left to pay → accept, or hrdinská smrt (000:L903)."""
    rules.check_quick_game(board.rychla_hra, mocne=params.mocne, who_decides=rules.QUICK_BOARD)
    if heroes.get(params.ucastnik) is None:
        return board_actions.exhaustion(board, params, box)
    rules.running(board)
    p = rules.person(board, params.ucastnik)
    rules.check_pouto(p, params.pouto)  # a hero has no Pouto (000:L85-L87)
    if p.ohrozeni is None:
        raise RuleViolation(f"{p.jmeno} nemá Ohrožení: konflikt neprobíhá.")
    cost = exhaustion_cost(p.ohrozeni, params.mocne, params.chabe)
    attr = params.vlastnost
    hero = heroes.get(params.ucastnik)
    assert hero is not None
    found = means_for(hero, attr, cost)  # the deník's own rule of what can pay (000:L55, L859, L883, L903)
    if params.hrdinska_smrt:
        if found.way != "nic":
            # 000:L859, 000:L903
            raise RuleViolation(f"{found.verdict} Hrdinskou smrt lze zvolit, jen když na vyčerpání nestačí ani Jizva "
                                f"({BOOK.cite('hrdinska_smrt')}).")
        return _heroic_death(board, params, heroes, found.verdict)
    lines = _pay_exhaustion(heroes, params.ucastnik, attr, cost, params.vyhoda, params.jizva_nazev)
    board, more = rules.apply_consequence(board, params.ucastnik, "ohrozeni_plus", False, attr, "", 1)
    lines += more
    if params.proti_vyrazeni == "vyhoda":
        hero = heroes.get(params.ucastnik)
        assert hero is not None
        gained, vyhoda_lines = change_vyhoda(hero, 1)
        lines += heroes.put(params.ucastnik, gained, vyhoda_lines)
    elif params.proti_vyrazeni == "ohrozeni_utocnika":
        board, more = rules.apply_consequence(board, params.utocnik, "ohrozeni_plus", False, attr, "", 1)
        lines += more
    text = (
        # 000:L273, 000:L281, 000:L686-L689
        f"Vyčerpání za {texts.amount(cost, 'zdroj')} z deníku (Ohrožení {texts.shown(p.ohrozeni)} ± mocně/chabě, "
        "nejméně 1) a Ohrožení +1 "
        f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.vysledek_hodu_ohrozeni_a_vycerpani.co_urcuje_hod')}; "
        f"{BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji')})."
    )
    return ActionOutcome(board, "exhausted", "vyčerpání", text, changes=tuple(lines))


def decide(board: Drd2Conflict, params: DecisionParams, box: DiceBox, heroes: Heroes) -> ActionOutcome[Drd2Conflict]:
    """A linked loser of a general střet who exhausts pays from the deník with the same payment rules as the
    deník itself (000:L505-L507, L55, L859); a linked winner who plays lstivě on acceptance pays its 1 resource
    there (000:L769, L801). Checked before anything changes."""
    if params.volba == "zrusit" or not board.cekajici:
        return decision(board, params, box)
    d = find_decision(board, params.rozhodnuti)
    lines: list[str] = []
    if params.volba == "vycerpat" and heroes.get(d.porazeny) is not None:
        loser = rules.person(board, d.porazeny)
        rules.check_pouto(loser, params.pouto)  # a hero has no Pouto (000:L85-L87)
        mocne = board.ucastnici[d.vitez].manevr == "mocne"
        cost = exhaustion_cost(loser.ohrozeni or 1, mocne, params.chabe)
        lines = _pay_exhaustion(heroes, d.porazeny, params.vlastnost, cost, params.vyhoda, params.jizva_nazev)
    elif params.volba == "prijmout" and params.lstive and heroes.get(d.vitez) is not None:
        lines = _pay(heroes, d.vitez, params.vlastnost, 1, "manévr lstivě")
    outcome = decision(board, params, box)
    kept = tuple(line for line in outcome.changes if not (lines and _paid_note(line)))
    return dataclasses.replace(outcome, changes=(*lines, *kept))


def end(board: Drd2Conflict, params: EndParams, box: DiceBox, heroes: Heroes) -> ActionOutcome[Drd2Conflict]:
    """The end clears every Výhoda and stops Ohrožení (000:L703), in the linked heroes' deníky too (``settle``).
    A missing deník does not stop the end; the board says whose Výhoda is to be cleared by hand."""
    outcome = board_actions.end(board, params, box)
    lines = [f"{p.jmeno}: deník propojené postavy není k dispozici – Výhodu v něm vynuluj ručně"
             for i, p in enumerate(board.ucastnici) if p.postava and heroes.find(i) is None]
    return dataclasses.replace(outcome, changes=(*outcome.changes, *lines))


_LINKED: dict[str, Linked] = {
    "kolo": new_round,
    "tah": turn,
    "manevr": maneuver,
    "narocnost": pay_demand,
    "vycerpani": exhaustion,
    "rozhodnuti": decide,
    "konec": end,
}


Perform = Callable[[Drd2Conflict, Any, DiceBox, Links], ActionOutcome[Drd2Conflict]]


def _check_helper_link(board: Drd2Conflict, params: Any, links: Links) -> None:
    """An action naming a pomocník whose linked helper is gone from the deník (deleted, renamed, or the deník
    missing) is refused before anything changes: nothing is paid from a deník it no longer belongs to."""
    index = getattr(params, "ucastnik", None)
    if not isinstance(index, int) or not 0 <= index < len(board.ucastnici):
        return
    p = board.ucastnici[index]
    if p.druh == "pomocnik" and p.postava and p.pomocnik and helper_in(sheet_of(board, index, links), p) is None:
        raise RuleViolation(helper_missing_note(p))


def _run(action: Action[Drd2Conflict, Any]) -> Perform:
    """The action on the board as the rules see it (linked heroes' values from their deníky), its changes to
    them written back (``conflict.heroes``)."""
    special = _LINKED.get(action.id)

    def perform(board: Drd2Conflict, params: Any, box: DiceBox, links: Links) -> ActionOutcome[Drd2Conflict]:
        seen = hydrate(board, links)
        heroes = Heroes(seen, links)
        _check_helper_link(board, params, links)
        outcome = special(seen, params, box, heroes) if special else action.perform(seen, params, box)
        saved = settle(seen, outcome.sheet, heroes)
        return dataclasses.replace(outcome, sheet=saved, linked=heroes.changed())

    return perform


def _form(action: Action[Drd2Conflict, Any]) -> Callable[[Drd2Conflict, Links], list[FieldView]]:
    def form(board: Drd2Conflict, links: Links) -> list[FieldView]:
        return action.form(hydrate(board, links))

    return form


def _odds(action: Action[Drd2Conflict, Any]) -> Callable[[Drd2Conflict, Any, Links], Odds] | None:
    chances = action.odds
    if chances is None:
        return None

    def odds(board: Drd2Conflict, params: Any, links: Links) -> Odds:
        return chances(hydrate(board, links), params)

    return odds


def link_actions(
    actions: tuple[Action[Drd2Conflict, Any], ...],
) -> tuple[Action[Drd2Conflict, Any], ...]:
    """Every board action in its linked variant; forms and odds see the linked heroes' values too (the facade
    validates the board and every linked deník it returns, like every action's result)."""
    return tuple(
        dataclasses.replace(a, perform_linked=_run(a), form_linked=_form(a), odds_linked=_odds(a)) for a in actions
    )
