"""Rolls started from the Boj k6 sheet: hod na úspěch with an attribute (003:L124-L167) or a weapon, each
with a means the rules allow for that attribute (003:L131-L150)."""

from __future__ import annotations

from py_rules.systems.boj_k6.rules import allowed_attributes, means_options, resolve_means
from py_rules.systems.boj_k6.sheet import BojK6Sheet
from py_rules.view import RollLink

__all__ = ["roll_links"]

_ATTRIBUTES = {"sila": "Síla", "finesa": "Finesa", "duse": "Duše"}


def _allowed(sheet: BojK6Sheet, code: str) -> tuple[str, ...]:
    return allowed_attributes(resolve_means(sheet, code), sheet.zbroj.tezka)


def _attribute_link(sheet: BojK6Sheet, key: str, name: str) -> RollLink:
    """Hod na úspěch with the first weapon, spell or bare hands (in that order) that allows ``key``; hod na
    obranu without a weapon where none does (Duše without a spell: resisting, 003:L166-L167)."""
    value = str(getattr(sheet, key))
    codes = [code for code in means_options(sheet) if code != "beze_zbrane"] + ["beze_zbrane"]
    for code in codes:
        if key in _allowed(sheet, code):
            params: dict[str, str | int | bool] = {"rezim": "uspech", "vlastnost": key, "prostredek": code}
            return RollLink(label=name, action="hod", params=params, at=key, quick=True, value=value)
    defence: dict[str, str | int | bool] = {"rezim": "obrana", "vlastnost": key, "prostredek": "beze_zbrane"}
    return RollLink(label=f"{name} (obrana)", action="hod", params=defence, at=key,
                    quick=True, value=value)


def roll_links(sheet: BojK6Sheet) -> list[RollLink]:
    """Each attribute (on its field, among the main rolls) and each weapon (on its name, with the first
    attribute the weapon allows)."""
    links = [_attribute_link(sheet, key, name) for key, name in _ATTRIBUTES.items()]
    for i, weapon in enumerate(sheet.zbrane):
        code = f"zbran_{i}"
        params: dict[str, str | int | bool] = {"rezim": "uspech", "prostredek": code,
                                               "vlastnost": _allowed(sheet, code)[0]}
        links.append(RollLink(label=f"Útok: {weapon.nazev}", action="hod", params=params, at=f"zbrane.{i}.nazev"))
    return links
