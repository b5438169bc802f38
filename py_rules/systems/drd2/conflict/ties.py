"""Shared by the board's actions: the outcome builder and tie-breaking by lot (000:L501, L531, L582, L586)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from py_rules.errors import DiceError
from py_rules.headings import Book
from py_rules.systems.base import ActionOutcome, DiceBox
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.rules import ClashEntry

__all__ = ["break_ties", "clash_key", "end_proposal", "initiative_key", "outcome"]

BOOK = Book("py_rules.systems.drd2")


def end_proposal(board: Drd2Conflict) -> list[str]:
    """A side with participants of whom nobody can act (all knocked out or gone): the conflict ends (000:L701)."""
    if not board.probiha:
        return []
    lines = []
    for n, side in enumerate(board.strany):
        people = [p for p in board.ucastnici if p.strana == n]
        if people and all(p.stav in ("vyrazen", "opustil") for p in people):
            lines.append(
                # 000:L701
                f"Strana „{side.nazev}“ už nemá nikoho, kdo může jednat: konflikt končí – zapiš akci „Konec konfliktu“ "
                f"({BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu')})."
            )
    return lines


def outcome(
    board: Drd2Conflict, key: str, label: str, text: str, lines: list[str], **kw: Any
) -> ActionOutcome[Drd2Conflict]:
    return ActionOutcome(board, key, label, text, changes=(*lines, *end_proposal(board)), **kw)


def initiative_key(e: ClashEntry) -> tuple[int, ...]:
    return (e.total, max(e.kept))


def clash_key(e: ClashEntry) -> tuple[int, ...]:
    return (e.total, int(e.actor), max(e.kept), sum(e.kept))


def break_ties(
    box: DiceBox,
    entries: dict[int, ClashEntry],
    lines: list[str],
    key: Callable[[ClashEntry], tuple[int, ...]] = initiative_key,
    where: str = "konflikt_kola_a_iniciativa.urceni_iniciativy",
) -> dict[int, ClashEntry]:
    """Whoever still ties on every criterion draws lots: 1k6 each, again until they differ (000:L501, L531,
    L582, L586). Earlier draws keep their order (each round scales the previous lot by 6). With physical dice
    the table is asked for exactly those throws — who throws, what and why (``where``: the section cited) —
    never a bare «missing dice». Raises ``DiceError``."""
    for _ in range(10):
        groups: dict[tuple[int, ...], list[int]] = {}
        for i, e in entries.items():
            groups.setdefault((*key(e), e.lot), []).append(i)
        tied = [i for g in groups.values() if len(g) > 1 for i in g]
        if not tied:
            break
        entries = {i: dataclasses.replace(e, lot=e.lot * 6) for i, e in entries.items()}
        for i in tied:
            try:
                lot = box.roll("1k6").total
            except DiceError as exc:
                names = ", ".join(entries[j].name for j in tied)
                criteria = "hod, vyšší kostka" + (", součet kostek" if key is not initiative_key else "")
                raise DiceError(
                    # 000:L531, 000:L586
                    f"Rovnost ve všem, co rozhoduje ({criteria}): {names}. Rozhoduje los ({BOOK.cite(where)}): "
                    "každý z nich hodí jednou šestistěnnou kostkou, "
                    "vyšší vyhrává (při rovnosti se hází znovu). Zadej je v tomto pořadí jako další kostky za kostkami "
                    "hodů.",
                    expression="1k6",
                ) from exc
            entries[i] = dataclasses.replace(entries[i], lot=entries[i].lot + lot - 1)
            lines.append(f"{entries[i].name}: los {lot}")
    return entries
