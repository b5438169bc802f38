"""Nápověda: pravidla se zdroji v textu 001 a všech 19 voleb implementace (digest §6)."""

from __future__ import annotations

import re

from py_rules.systems.cairn import SYSTEM
from py_rules.systems.cairn.sheet import CairnSheet
from py_rules.systems.cairn.view import badges


def test_every_help_section_has_czech_text_and_a_source() -> None:
    for section in SYSTEM.help:
        assert section.text, section.title
        assert section.source, section.title
        assert re.search(r"[áčďéěíňóřšťúůýž]", section.text), section.title


def test_rule_sections_cite_the_books_sections() -> None:
    rules = [s for s in SYSTEM.help if not s.title.startswith("Volba")]
    cited = [s for s in rules if s.source.startswith("Pravidla › ")]
    assert len(cited) >= 10
    assert any("standardní" in s.title for s in rules)


def test_all_19_choices_are_stated_with_the_books_sections() -> None:
    choices = [s for s in SYSTEM.help if s.title.startswith("Volba")]
    assert [c.title for c in choices] == [f"Volba {n}" for n in range(1, 20)]
    assert all(c.source.startswith("Pravidla › ") for c in choices)


def test_choice_texts_match_the_implementation() -> None:
    text = {s.title: s.text for s in SYSTEM.help}
    assert "žádná ztráta dovednosti ani záchrana" in text["Volba 1"]
    assert "vypnutá" in text["Volba 7"]
    assert "max(1, zaokrouhleno dolů)" in text["Volba 16"]


def test_pending_growth_badge_uses_czech_plurals() -> None:
    one = CairnSheet(name="X", pending_growth=["sil"])
    two = CairnSheet(name="X", pending_growth=["sil", "hbi"])
    five = CairnSheet(name="X", pending_growth=["sil"] * 5)
    values = [next(b.value for b in badges(s) if b.label == "Nevybrané úrovně") for s in (one, two, five)]
    assert values == ["1 úroveň", "2 úrovně", "5 úrovní"]
