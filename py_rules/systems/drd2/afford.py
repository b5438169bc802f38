"""Affordability of an exhaustion before the choice: what it costs and what can pay it (000:L273, L55, L859,
L883, L87, L903). Pure: reads the deník and its pending roll, changes nothing."""

from __future__ import annotations

from dataclasses import dataclass

from py_rules.headings import Book
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.helper_roll import helper_means
from py_rules.systems.drd2.payment import scar_yield
from py_rules.systems.drd2.rules import exhaustion_cost, scar_total
from py_rules.systems.drd2.sheet import ATTRS, Attr, Drd2Sheet

__all__ = ["Means", "means", "means_for", "ways"]

BOOK = Book("py_rules.systems.drd2")


@dataclass(frozen=True)
class Means:
    """``lines``: (label, value) pairs for the sheet; ``verdict``: one Czech sentence; ``way``: "zdroje",
    "jizva" or "nic" (then only accepting, or hrdinská smrt, is left)."""

    cost: int
    lines: tuple[tuple[str, str], ...]
    verdict: str
    way: str


def _helper_means(sheet: Drd2Sheet, index: int, attr: Attr) -> Means:
    """A pomocník's own roll: only Sudba within its hranice and its Pouto pay (000:L67, L87); no hrdinská smrt."""
    cost, verdict, enough = helper_means(sheet, index, attr)
    helper = sheet.pomocnici[index]
    lines = ((f"{helper.jmeno}: Sudba", texts.amount(sheet.sudba_pomocniku, "sudba")),
             (f"{helper.jmeno}: Pouto", texts.amount(helper.pouto, "pouto")))
    return Means(cost, lines, verdict, "zdroje" if enough else "nic")


def means(sheet: Drd2Sheet) -> Means | None:
    """What can pay the exhaustion of the pending failed roll (``None`` when no failure waits)."""
    pending = sheet.ceka
    if pending is None or pending.stav != "neuspech":
        return None
    if pending.pomocnik >= 0:
        return _helper_means(sheet, pending.pomocnik, pending.vlastnost)
    attr = pending.vlastnost
    left = pending.jizva_zbytek if pending.jizva_vlastnost == attr else 0
    raising = 0 <= pending.jizva_index < len(sheet.jizvy) and pending.jizva_vlastnost == attr
    found = means_for(sheet, attr, exhaustion_cost(sheet.ohrozeni or 2), left, raising)
    helpers = tuple((h.jmeno, f"za sebe: Sudba až {min(h.hranice.get(attr), sheet.sudba_pomocniku)}, Pouto {h.pouto}")
                    for h in sheet.pomocnici)
    return Means(found.cost, found.lines + helpers, found.verdict, found.way)


def means_for(sheet: Drd2Sheet, attr: Attr, cost: int, left: int = 0, raising: bool = False) -> Means:
    """What pays an exhaustion of ``cost`` in ``attr`` from the deník — Výhoda (000:L55), the resource, this
    action's Jizva leftovers (``left``), the largest legal self-inflicted Jizva (000:L859, L883; ``raising``:
    this action's Jizva is raised instead) — and whether only accepting or hrdinská smrt is left (000:L903).
    The deník and the conflict board both decide with it."""
    own = sheet.zdroje.get(attr)
    lines: list[tuple[str, str]] = [("Platí Výhoda", texts.amount(sheet.vyhoda, "vyhoda"))] if sheet.vyhoda else []
    lines.append((f"Platí {texts.ATTR_LABEL[attr]}", texts.attr_amount(own, attr)))
    if left:
        lines.append(("Zdroje z Jizvy této akce", texts.attr_amount(left, attr)))
    # the largest self-inflicted Jizva the zdatnost allows: Jizvy of the vlastnost ≤ zdatnost (000:L883)
    room = sheet.zdatnost.get(attr) - scar_total(sheet.jizvy, attr)
    scar_pays = room if raising else (scar_yield(room) if room >= 1 else 0)
    if scar_pays:
        label = "zvýšit Jizvu této akce až o" if raising else "vlastní Jizva nejvýše závažnosti"
        lines.append(("Jizva", f"{label} {room} (+{texts.attr_amount(scar_pays, attr)})"))
    else:
        lines.append(("Jizva", "žádná – zdatnost by klesla pod nulu"))
    ready = sheet.vyhoda + own + left
    if ready >= cost:
        verdict = f"Vyčerpání za {texts.attr_amount(cost, attr)} zaplatí Výhoda a Zdroje; Jizva není potřeba."
        way = "zdroje"
    elif ready + scar_pays >= cost:
        missing = texts.attr_amount(cost - ready, attr)
        verdict = (f"Na vyčerpání za {texts.attr_amount(cost, attr)} chybí {missing}: pomůže vlastní Jizva "
                   "(co z ní zbude, propadá).")
        way = "jizva"
    else:
        verdict = (f"Vyčerpání za {texts.attr_amount(cost, attr)} nezaplatí nic, ani Jizva: zbývá přijmout neúspěch, "
                   f"nebo hrdinská smrt ({BOOK.cite('hrdinska_smrt')}).")
        way = "nic"
    return Means(cost, tuple(lines), verdict, way)


WAYS = {"zdroje": "zaplatí Výhoda a Zdroje", "jizva": "jen s vlastní Jizvou", "nic": "nic – jen přijmout"}


def ways(sheet: Drd2Sheet, cost: int) -> str:
    """One line for the board: how each attribute would pay an exhaustion of ``cost`` (000:L273, L859, L903)."""
    return "; ".join(f"{texts.ATTR_LABEL[a]}: {WAYS[means_for(sheet, a, cost).way]}" for a in ATTRS)
