"""Rolls started from the Dračí doupě II deník: a zkouška with each skill, at its profession's level
(000:L196-L214: a skill's level is the level of its profession)."""

from __future__ import annotations

from py_rules.systems.drd2.sheet import Drd2Sheet
from py_rules.view import RollLink

__all__ = ["roll_links"]

QUICK_SKILLS = 5  # skills shown among the main rolls; every skill keeps its own link in its row


def roll_links(sheet: Drd2Sheet) -> list[RollLink]:
    """A plain zkouška (no skill) first, then one per skill (on its name) and per profession (on its level,
    with the profession's first skill)."""
    levels = {p.nazev.casefold(): p.uroven for p in sheet.povolani}
    links = [RollLink(label="Zkouška", action="hod", params={"druh": "zkouska", "dovednost": ""}, quick=True)]
    for i, skill in enumerate(sheet.dovednosti):
        level = levels.get(skill.povolani.casefold(), 0)
        links.append(RollLink(label=skill.nazev, action="hod", params={"dovednost": skill.nazev},
                              at=f"dovednosti.{i}.nazev", quick=i < QUICK_SKILLS, value=f"+{level}"))
    for i, profession in enumerate(sheet.povolani):
        own = [s.nazev for s in sheet.dovednosti if s.povolani.casefold() == profession.nazev.casefold()]
        if own:
            links.append(RollLink(label=f"{profession.nazev}: {own[0]}", action="hod", params={"dovednost": own[0]},
                                  at=f"povolani.{i}.uroven", value=f"+{profession.uroven}"))
    return links
