"""Paying resources: the hero's Tělo/Duše/Vliv, Výhoda and self-inflicted Jizvy; a helper's Sudba and Pouto.

Pure functions returning a new sheet and Czech change lines; they raise ``RuleViolation`` when the rules do
not allow the payment (never a half-paid sheet).
"""

from __future__ import annotations

from dataclasses import dataclass

from py_rules.errors import RuleViolation
from py_rules.headings import Book
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.rules import effective_zdatnost, scar_total
from py_rules.systems.drd2.sheet import ATTRS, Attr, Drd2Sheet, Scar

__all__ = ["Payment", "clamp_resources", "pay", "pay_helper", "scar_yield"]

BOOK = Book("py_rules.systems.drd2")


@dataclass(frozen=True)
class Payment:
    """A finished payment: the new sheet, what changed, and the self-scar resources left for this action."""

    sheet: Drd2Sheet
    changes: tuple[str, ...]
    scar_left: int = 0
    scar_index: int = -1


def scar_yield(severity: int) -> int:
    """A self-inflicted Jizva yields závažnost + 2 resources (000:L859): 1 → 3, 2 → 4."""
    return severity + 2


def clamp_resources(sheet: Drd2Sheet) -> Drd2Sheet:
    """CHOICE (digest 6.2/2): a new Jizva also blocks an unspent box — current = min(current, zdatnost − Jizvy)."""
    update: dict[str, int] = {a: min(sheet.zdroje.get(a), effective_zdatnost(sheet, a)) for a in ATTRS}
    return sheet.model_copy(update={"zdroje": sheet.zdroje.model_copy(update=update)})


def _with_scar(sheet: Drd2Sheet, attr: Attr, extra: int, name: str, index: int) -> tuple[Drd2Sheet, int, str]:
    """Add a new self-inflicted scar (or raise this action's one) by ``extra`` závažnost.

    Only if the zdatnost does not fall below 0 (000:L883): CHOICE (digest 6.2/16) the total závažnost of the
    attribute may not exceed its zdatnost. Raises ``RuleViolation`` otherwise.
    """
    scars = list(sheet.jizvy)
    total = scar_total(scars, attr) + extra  # checked before any Jizva is built: none can pass the zdatnost
    if total > sheet.zdatnost.get(attr):
        raise RuleViolation(
            # 000:L883, 000:L885
            # 000:L903
            f"Tak vysokou Jizvu si hrdina způsobit nemůže: Jizvy na {texts.ATTR_LOC[attr]} by měly závažnost {total}, "
            f"víc než zdatnost {sheet.zdatnost.get(attr)} ({BOOK.cite('jizvy.jak_chapat_jizvy')}). Zbývá přijmout "
            f"neúspěch, nebo hrdinská smrt ({BOOK.cite('hrdinska_smrt')})."
        )
    if 0 <= index < len(scars) and scars[index].vlastnost == attr:
        old = scars[index]
        scars[index] = old.model_copy(update={"zavaznost": old.zavaznost + extra})
        line = f"Jizva „{old.nazev}“ zvýšena na závažnost {old.zavaznost + extra}"
    else:
        scars.append(Scar(nazev=name or "vlastní Jizva", vlastnost=attr, zavaznost=extra))
        index = len(scars) - 1
        line = f"vlastní Jizva „{scars[index].nazev}“ ({texts.ATTR_LABEL[attr]}, závažnost {extra})"
    new = sheet.model_copy(update={"jizvy": scars})
    return clamp_resources(new), index, line


def pay(
    sheet: Drd2Sheet,
    attr: Attr,
    cost: int,
    *,
    what: str,
    vyhoda: int = 0,
    scar_name: str = "",
    allow_scar: bool = False,
    scar_left: int = 0,
    scar_index: int = -1,
    prefer_scar: bool = False,
) -> Payment:
    """Pay ``cost`` resources of ``attr``: first this action's leftover scar resources (they are lost
    otherwise, 000:L871), then up to ``vyhoda`` Výhoda (it replaces Tělo, Duše or Vliv, 000:L55), then the
    attribute's resources, then — if ``allow_scar`` — a self-inflicted Jizva (or this action's one raised,
    +1 resource per +1 závažnost, 000:L871). Never Peníze or Suroviny (000:L97).
    ``prefer_scar``: the player chose a Jizva instead of the attribute's resources («nechce», 000:L49, L859),
    so the new Jizva pays first and the attribute's resources only what a Jizva of závažnost 1 leaves.
    Raises ``RuleViolation`` when the cost cannot be paid in full (000:L672, L885).
    """
    if vyhoda > sheet.vyhoda:
        raise RuleViolation(
            # 000:L55: Výhoda pays only as far as the character has it; nothing else silently makes up the rest
            f"{what}: Výhodou lze platit nejvýše {sheet.vyhoda} (tolik jí postava má), ne {vyhoda} "
            f"({BOOK.cite('hra_o_zdroje.vyhoda')})."
        )
    changes: list[str] = []
    due = cost
    from_scar = min(scar_left, due)
    due -= from_scar
    scar_left -= from_scar
    if from_scar:
        changes.append(f"{what}: {texts.attr_amount(from_scar, attr)} ze Zdrojů Jizvy")
    from_vyhoda = min(max(0, vyhoda), sheet.vyhoda, due)
    due -= from_vyhoda
    if from_vyhoda:
        changes.append(f"{what}: {texts.amount(from_vyhoda, 'vyhoda')} místo {texts.ATTR_GEN[attr]}")
    own = min(sheet.zdroje.get(attr), due)
    if prefer_scar and allow_scar and due > 0 and not 0 <= scar_index < len(sheet.jizvy):
        # the new Jizva pays first (závažnost 1 yields 3); the resources only what it leaves (Haken, 000:L865)
        own = min(own, max(0, due - scar_yield(1)))
    due -= own
    if own:
        changes.append(f"{what}: −{texts.attr_amount(own, attr)}")
    zdroje = sheet.zdroje.model_copy(update={attr: sheet.zdroje.get(attr) - own})
    new = sheet.model_copy(update={"zdroje": zdroje, "vyhoda": sheet.vyhoda - from_vyhoda})
    if due > 0:
        if not allow_scar:
            raise RuleViolation(
                # 000:L859
                f"{what}: chybí {texts.attr_amount(due, attr)} (cena {cost}). Lze si způsobit Jizvu "
                f"({BOOK.cite('jizvy')} › Způsobení si Jizvy z rozhodnutí hráče), jinak nezbývá než přijmout neúspěch."
            )
        raising = 0 <= scar_index < len(new.jizvy) and new.jizvy[scar_index].vlastnost == attr
        extra = due if raising else max(1, due - 2)
        new, scar_index, line = _with_scar(new, attr, extra, scar_name, scar_index)
        gained = extra if raising else scar_yield(extra)
        changes.append(f"{line}: +{texts.attr_amount(gained, attr)} pro tuto akci")
        changes.append(f"{what}: {texts.attr_amount(due, attr)} ze Zdrojů Jizvy")
        scar_left += gained - due
    return Payment(new, tuple(changes), scar_left, scar_index)


def pay_helper(sheet: Drd2Sheet, index: int, attr: Attr, cost: int, vyhoda: int = 0, pouto: int = 0) -> Payment:
    """A helper pays from its own Výhoda as far as chosen (000:L55), then — as far as the player chooses — from Pouto
    instead of Sudba («nechce … použít Sudbu», 000:L87), then the player's Sudba up to its hranice (000:L67), the
    missing part from Pouto (000:L87). Raises ``RuleViolation`` when they cannot pay together, or when the Výhoda or
    Pouto chosen is more than the helper has or than the cost."""
    if not 0 <= index < len(sheet.pomocnici):
        raise RuleViolation(f"Pomocník č. {index + 1} v deníku není.")
    helper = sheet.pomocnici[index]
    if vyhoda > helper.vyhoda:
        raise RuleViolation(f"{helper.jmeno} má jen {texts.amount(helper.vyhoda, 'vyhoda', 'acc')}.")
    from_vyhoda = min(vyhoda, cost)
    if pouto > min(helper.pouto, cost - from_vyhoda):
        raise RuleViolation(
            # 000:L87
            f"{helper.jmeno} může z Pouta místo Sudby platit nejvýše {min(helper.pouto, cost - from_vyhoda)} (Pouto "
            f"{helper.pouto}, cena {cost}{f', z toho {from_vyhoda} Výhodou' if from_vyhoda else ''}; "
            f"{BOOK.cite('hra_o_zdroje.pouto')})."
        )
    from_sudba = min(cost - from_vyhoda - pouto, helper.hranice.get(attr), sheet.sudba_pomocniku)
    from_pouto = cost - from_vyhoda - from_sudba
    if from_pouto > helper.pouto:
        raise RuleViolation(
            # 000:L67, 000:L87
            f"{helper.jmeno} nemůže zaplatit {texts.amount(cost, 'zdroj')}: Sudba najednou nejvýše {from_sudba} "
            f"(hranice {texts.attr_value(attr, helper.hranice.get(attr))}), Pouto jen {helper.pouto} "
            f"({BOOK.cite('hra_o_zdroje.sudba')}; {BOOK.cite('hra_o_zdroje.pouto')})."
        )
    helpers = list(sheet.pomocnici)
    helpers[index] = helper.model_copy(
        update={"pouto": helper.pouto - from_pouto, "vyhoda": helper.vyhoda - from_vyhoda}
    )
    new = sheet.model_copy(
        update={"pomocnici": helpers, "sudba_pomocniku": sheet.sudba_pomocniku - from_sudba}
    )
    changes = [f"{helper.jmeno}: −{texts.amount(from_vyhoda, 'vyhoda')}"] if from_vyhoda else []
    if from_sudba:
        changes.append(f"{helper.jmeno}: −{texts.amount(from_sudba, 'sudba')}")
    if from_pouto:
        changes.append(f"{helper.jmeno}: −{texts.amount(from_pouto, 'pouto')}")
    return Payment(new, tuple(changes))
