"""The conflict board with heroes linked to their saved deníky (issue 4): one source of truth.

A participant of druh hrdina may name a saved hero (``postava`` = the save id). Such a hero pays from their
own deník in the same action — exhaustion (000:L273), manoeuvres incl. obrana (000:L717, L801), náročnost
(000:L168-L174), rychle/pomalu for 1 Duše (000:L595), Výhoda instead of Tělo, Duše or Vliv (000:L55) and a
self-inflicted Jizva (000:L859) — keeps Výhoda and Jizvy there, and loses the Výhoda when the conflict ends
(000:L703). Ohrožení and the initiative state stay on the board. An unlinked participant works as before.

Each linked action wraps the board's own action: the board part is the same rule, only the hero's payment
moves from a "zaplať v deníku" note into the deník itself.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox, LinkedChange, Links
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict import actions as board_actions
from py_rules.systems.drd2.conflict import rules
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.conflict.params import (
    ConsequenceParams,
    EndParams,
    ExhaustParams,
    ManeuverParams,
    PayParams,
    RoundParams,
    TurnParams,
)
from py_rules.systems.drd2.consequences import add_scar, change_vyhoda
from py_rules.systems.drd2.payment import pay
from py_rules.systems.drd2.rules import exhaustion_cost
from py_rules.systems.drd2.sheet import Attr, Drd2Sheet

__all__ = ["hero_of", "link_actions", "linked_ids", "missing_note"]


def linked_ids(board: Drd2Conflict) -> tuple[str, ...]:
    """The save ids of the heroes the board links to, in participant order."""
    return tuple(p.postava for p in board.ucastnici if p.postava)


def hero_of(board: Drd2Conflict, index: int, links: Links) -> Drd2Sheet | None:
    """The linked hero's deník as the shell sent it; None for an unlinked participant or a missing deník."""
    save_id = rules.person(board, index).postava
    sheet = links.sheets.get(save_id) if save_id else None
    if sheet is not None and not isinstance(sheet, Drd2Sheet):
        raise InvalidInput(f"Propojená postava „{sheet.name}“ není hrdina Dračího doupěte II.")
    return sheet


def missing_note(name: str) -> str:
    return (
        f"{name} je propojen s uloženou postavou, jejíž deník není k dispozici (smazaná nebo nečitelná postava): "
        "propoj ho znovu, nebo propojení zruš."
    )


class _Heroes:
    """The linked heroes' deníky changed in one action (by save id), with their change lines."""

    def __init__(self, board: Drd2Conflict, links: Links) -> None:
        self.board = board
        self.links = links
        self.sheets: dict[str, Drd2Sheet] = {}
        self.lines: dict[str, list[str]] = {}

    def get(self, index: int) -> Drd2Sheet | None:
        """The hero's current deník (changed in this action or as sent); None when unlinked. Raises
        ``RuleViolation`` when the participant is linked but the deník did not come (missing or broken)."""
        p = rules.person(self.board, index)
        if not p.postava:
            return None
        if p.postava in self.sheets:
            return self.sheets[p.postava]
        sheet = hero_of(self.board, index, self.links)
        if sheet is None:
            raise RuleViolation(missing_note(p.jmeno))
        return sheet

    def put(self, index: int, sheet: Drd2Sheet, lines: tuple[str, ...] | list[str]) -> list[str]:
        """Record the hero's new deník; returns the lines prefixed with the participant's name (for the board)."""
        p = rules.person(self.board, index)
        self.sheets[p.postava] = sheet
        self.lines.setdefault(p.postava, []).extend(lines)
        return [f"{p.jmeno}: {line}" for line in lines]

    def pay(self, index: int, attr: Attr, cost: int, what: str, vyhoda: int = 0) -> list[str]:
        hero = self.get(index)
        assert hero is not None
        paid = pay(hero, attr, cost, what=what, vyhoda=vyhoda)
        return self.put(index, paid.sheet, paid.changes)

    def changed(self) -> dict[str, LinkedChange]:
        return {k: LinkedChange(v, tuple(self.lines.get(k, ()))) for k, v in self.sheets.items()}


def _with(outcome: ActionOutcome[Drd2Conflict], heroes: _Heroes, **update: Any) -> ActionOutcome[Drd2Conflict]:
    return dataclasses.replace(outcome, linked=heroes.changed(), **update)


def new_round(board: Drd2Conflict, params: RoundParams, box: DiceBox, links: Links) -> ActionOutcome[Drd2Conflict]:
    """A linked hero pays rychle/pomalu with 1 Duše from the deník (000:L595), unless a spell gives that approach
    for free (000:L597); the roll is the board's, which notes the price only for an unlinked hero."""
    heroes = _Heroes(board, links)
    lines: list[str] = []
    if params.rezim == "kostky" and board.probiha:
        for i, p in enumerate(board.ucastnici):
            if p.postava and p.stav in rules.ACTIVE and p.pristup and p.pristup != p.pristup_kouzlo:
                lines += heroes.pay(i, "duse", 1, f"přístup {p.pristup}")
    outcome = board_actions.new_round(board, params, box)
    return _with(outcome, heroes, changes=(*lines, *outcome.changes))


def turn(board: Drd2Conflict, params: TurnParams, box: DiceBox, links: Links) -> ActionOutcome[Drd2Conflict]:
    """A counter-action from defence: a linked hero pays the manoeuvre obrana from the deník (000:L611, L717)."""
    outcome = board_actions.turn(board, params, box)
    heroes = _Heroes(board, links)
    if params.jak != "obrana" or heroes.get(params.ucastnik) is None:
        return outcome
    lines = heroes.pay(params.ucastnik, params.vlastnost, 1, "manévr obrana")
    # 000:L611, 000:L725
    line = ("protiakce z obrany s manévrem obrana; jiný manévr už nelze (Pravidla › Konflikt, kola a iniciativa › Akce "
            "z iniciativy a z obrany; Pravidla › Manévry › Obrana)")
    return _with(outcome, heroes, changes=(line, *lines))


def maneuver(board: Drd2Conflict, params: ManeuverParams, box: DiceBox, links: Links) -> ActionOutcome[Drd2Conflict]:
    """A linked hero pays the manoeuvre (1 resource, or Výhoda) from the deník (000:L55, L717, L801)."""
    heroes = _Heroes(board, links)
    if heroes.get(params.ucastnik) is None:
        return board_actions.maneuver(board, params, box)
    outcome = board_actions.maneuver(board, params, box)  # the board's rule: one manoeuvre per action
    name = texts.MANEUVER_LABEL[params.manevr]
    lines = heroes.pay(params.ucastnik, params.vlastnost, 1, f"manévr {name}", params.vyhoda)
    return _with(outcome, heroes, changes=(f"{board.ucastnici[params.ucastnik].jmeno}: manévr {name}", *lines))


def pay_demand(board: Drd2Conflict, params: PayParams, box: DiceBox, links: Links) -> ActionOutcome[Drd2Conflict]:
    """Náročnost of a linked hero's action, paid before the roll from the deník (000:L168-L174)."""
    heroes = _Heroes(board, links)
    outcome = board_actions.pay_demand(board, params, box)
    if heroes.get(params.ucastnik) is None:
        return outcome
    lines = heroes.pay(params.ucastnik, params.vlastnost, params.kolik, f"náročnost {params.kolik}", params.vyhoda)
    return _with(outcome, heroes, sheet=board, changes=tuple(lines))


def consequence(
    board: Drd2Conflict, params: ConsequenceParams, box: DiceBox, links: Links
) -> ActionOutcome[Drd2Conflict]:
    """Výhoda +1 and Jizva 1 (2 with lstivě, 000:L342, L769) of a linked hero go into the deník; a Jizva
    blocks resources there (000:L827). Ohrožení, vyřazení and opuštění stay on the board."""
    heroes = _Heroes(board, links)
    outcome = board_actions.consequence(board, params, box)
    if params.nasledek not in ("vyhoda", "jizva"):
        return outcome
    hero = heroes.get(params.ucastnik)
    if hero is None:
        return outcome
    size = 2 if params.lstive else 1
    if params.nasledek == "vyhoda":
        new, lines = change_vyhoda(hero, size)
    else:
        new, lines = add_scar(hero, params.vlastnost, size, params.nazev)
    return _with(outcome, heroes, sheet=board, changes=tuple(heroes.put(params.ucastnik, new, lines)))


def _heroic_death(
    board: Drd2Conflict, params: ExhaustParams, heroes: _Heroes, hero: Drd2Sheet, why: str
) -> ActionOutcome[Drd2Conflict]:
    """Hrdinská smrt (000:L903-L907): the last exhaustion costs nothing; the hero's career ends and they
    leave the conflict (CHOICE digest 6.2/17, as on the hero's own sheet)."""
    attr = params.vlastnost
    new = hero.model_copy(update={"stav": "hrdinska_smrt", "konec_vlastnost": attr, "ceka": None})
    lines = heroes.put(params.ucastnik, new, ["hrdinská smrt – hrdina odchází ze hry"])
    board, more = rules.apply_consequence(board, params.ucastnik, "opusteni", False, attr, "", 1)
    text = (
        # 000:L903-L907
        f"{why} Hrdinská smrt (Pravidla › Hrdinská smrt): poslední, výjimečné vyčerpání. Hráč vypráví, jak hrdina "
        f"odvrátil neúspěch a uzavřel či posunul celý konflikt; pak jeho kariéra končí – {texts.HEROIC_END[attr]}."
    )
    return ActionOutcome(board, "heroic_death", "hrdinská smrt", text, changes=(*lines, *more),
                         linked=heroes.changed())


def exhaustion(board: Drd2Conflict, params: ExhaustParams, box: DiceBox, links: Links) -> ActionOutcome[Drd2Conflict]:
    """A linked hero exhausts from the deník: cost = own Ohrožení on the board ± mocně/chabě (≥ 1), paid with
    Výhoda, the attribute, then a self-inflicted Jizva if named (závažnost + 2 resources, the rest is lost,
    000:L859, L871); Ohrožení +1 (000:L273). Nothing left to pay → accept, or hrdinská smrt (000:L903)."""
    heroes = _Heroes(board, links)
    hero = heroes.get(params.ucastnik)
    if hero is None:
        return board_actions.exhaustion(board, params, box)
    p = rules.person(board, params.ucastnik)
    if p.ohrozeni is None:
        raise RuleViolation(f"{p.jmeno} nemá Ohrožení: konflikt neprobíhá.")
    cost = exhaustion_cost(p.ohrozeni, params.mocne, params.chabe)
    attr = params.vlastnost
    try:
        paid = pay(hero, attr, cost, what=f"vyčerpání ({texts.attr_amount(cost, attr)})", vyhoda=params.vyhoda,
                   scar_name=params.jizva_nazev, allow_scar=bool(params.jizva_nazev))
    except RuleViolation as exc:
        if params.hrdinska_smrt:
            return _heroic_death(board, params, heroes, hero, exc.message)
        raise
    if params.hrdinska_smrt:
        # 000:L903
        raise RuleViolation("Hrdinskou smrt lze zvolit, jen když na vyčerpání nestačí ani Jizva (Pravidla › Hrdinská "
                            "smrt).")
    # 000:L871
    lost = [f"propadá {texts.attr_amount(paid.scar_left, attr)} z Jizvy (Pravidla › Jizvy › Způsobení si Jizvy "
            "z rozhodnutí hráče)"] if paid.scar_left else []
    lines = heroes.put(params.ucastnik, paid.sheet, [*paid.changes, *lost])
    board, more = rules.apply_consequence(board, params.ucastnik, "ohrozeni_plus", False, attr, "", 1)
    lines += more
    if params.proti_vyrazeni == "vyhoda":
        gained, vyhoda_lines = change_vyhoda(paid.sheet, 1)
        lines += heroes.put(params.ucastnik, gained, vyhoda_lines)
    elif params.proti_vyrazeni == "ohrozeni_utocnika":
        board, more = rules.apply_consequence(board, params.utocnik, "ohrozeni_plus", False, attr, "", 1)
        lines += more
    text = (
        f"Vyčerpání za {texts.amount(cost, 'zdroj')} z deníku (Ohrožení {texts.shown(p.ohrozeni)} ± mocně/chabě, "
        "nejméně 1) "
        # 000:L273, 000:L281, 000:L686-L689
        "a Ohrožení +1 (Pravidla › Průběh vyhodnocení na výpravě › Výsledek hodu, Ohrožení a vyčerpání › Co určuje "
        "hod; Pravidla › Vyřazení postavy, opuštění a ukončení konfliktu › Vyřazení › Jak někoho zabiji?)."
    )
    return ActionOutcome(board, "exhausted", "vyčerpání", text, changes=tuple(lines), linked=heroes.changed())


def end(board: Drd2Conflict, params: EndParams, box: DiceBox, links: Links) -> ActionOutcome[Drd2Conflict]:
    """The end clears every Výhoda (000:L703), the linked heroes' in their deníky too. A missing deník does
    not stop the end; the board says whose Výhoda is to be cleared by hand."""
    heroes = _Heroes(board, links)
    outcome = board_actions.end(board, params, box)
    lines: list[str] = []
    for i, p in enumerate(board.ucastnici):
        if not p.postava:
            continue
        hero = hero_of(board, i, links)
        if hero is None:
            lines.append(f"{p.jmeno}: deník propojené postavy není k dispozici – Výhodu v něm vynuluj ručně")
        elif hero.vyhoda:
            cleared = hero.model_copy(update={"vyhoda": 0})
            lines += heroes.put(i, cleared, [f"Výhoda {hero.vyhoda} → 0 (konec konfliktu)"])
    return _with(outcome, heroes, changes=(*outcome.changes, *lines))


_LINKED: dict[str, Callable[[Drd2Conflict, Any, DiceBox, Links], ActionOutcome[Drd2Conflict]]] = {
    "kolo": new_round,
    "tah": turn,
    "manevr": maneuver,
    "narocnost": pay_demand,
    "nasledek": consequence,
    "vycerpani": exhaustion,
    "konec": end,
}


def link_actions(
    actions: tuple[Action[Drd2Conflict, Any], ...],
) -> tuple[Action[Drd2Conflict, Any], ...]:
    """The board's actions, those touching a hero's resources with their linked variant (the facade validates
    the board and every linked deník it returns, like every action's result)."""
    return tuple(
        dataclasses.replace(a, perform_linked=_LINKED[a.id]) if a.id in _LINKED else a
        for a in actions
    )
