"""Consequences (následky) on the hero's own sheet: Ohrožení ±1, Výhoda +1, Jizva 1 — each 2 with lstivě.

Pure functions: new sheet + Czech change lines. Ohrožení never drops below 1 (000:L312); the intended
consequence and the exhaustion's +1 are applied together as one net change (000:L431, L439).
"""

from __future__ import annotations

from py_rules.headings import Book
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.payment import clamp_resources
from py_rules.systems.drd2.sheet import Attr, Drd2Sheet, Scar

__all__ = ["MIN_OHROZENI", "add_scar", "change_ohrozeni", "own_delta", "size"]

BOOK = Book("py_rules.systems.drd2")

MIN_OHROZENI = 1  # 000:L312


def size(lstive: bool) -> int:
    """A consequence is 1; 2 with the manoeuvre lstivě (000:L342, L769)."""
    return 2 if lstive else 1


def own_delta(nasledek: str, lstive: bool) -> tuple[int, int]:
    """(Ohrožení change, Výhoda change) of the hero's own declared consequence (000:L330-L331)."""
    if nasledek == "ohrozeni_minus":
        return -size(lstive), 0
    if nasledek == "vyhoda":
        return 0, size(lstive)
    return 0, 0


def change_ohrozeni(sheet: Drd2Sheet, delta: int, base: int | None = None) -> tuple[Drd2Sheet, list[str]]:
    """Apply a net Ohrožení change (clamped to ≥ 1); ``base`` is the value before (default the sheet's)."""
    before = base if base is not None else (sheet.ohrozeni or 2)
    after = max(MIN_OHROZENI, before + delta)
    lines = [] if after == before else [f"Ohrožení {before} → {after}"]
    return sheet.model_copy(update={"ohrozeni": after}), lines


def change_vyhoda(sheet: Drd2Sheet, delta: int) -> tuple[Drd2Sheet, list[str]]:
    """Výhoda has no maximum (000:L55)."""
    if not delta:
        return sheet, []
    after = sheet.vyhoda + delta
    return sheet.model_copy(update={"vyhoda": after}), [f"Výhoda {sheet.vyhoda} → {after}"]


def add_scar(
    sheet: Drd2Sheet, attr: Attr, severity: int, name: str, limits: str = ""
) -> tuple[Drd2Sheet, list[str]]:
    """Record an inflicted Jizva; it lowers the effective zdatnost and blocks boxes (000:L827). A hero at
    zdatnost 0 still records it (000:L855). Current resources are clamped (CHOICE digest 6.2/2)."""
    scar = Scar(nazev=name or "Jizva", vlastnost=attr, zavaznost=severity, omezuje=limits)
    new = clamp_resources(sheet.model_copy(update={"jizvy": [*sheet.jizvy, scar]}))
    lines = [f"nová Jizva „{scar.nazev}“ ({texts.ATTR_LABEL[attr]}, závažnost {severity})"]
    lost = sheet.zdroje.get(attr) - new.zdroje.get(attr)
    if lost:
        lines.append(f"zablokováno {texts.attr_amount(lost, attr)}")
    if severity > 3:
        # 000:L845
        lines.append(BOOK("pozor: Jizva nad 3 jen výjimečně (§jizvy.zpusobeni_jizvy_jako_nasledek_akce)"))
    return new, lines
