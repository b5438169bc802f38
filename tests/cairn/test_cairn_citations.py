"""Cairn cites its rules by the book's headings, kept as data (issue 25 item 3): every «Pravidla › …» a player
reads resolves to a chapter or section heading listed in ``cairn/data/headings.json`` (the rulebook's headings,
each with its line, 001:L1-L247), and that list is a well-formed tree of the book's headings."""

from __future__ import annotations

import json
import random
from importlib.resources import files

import pytest

from py_rules.headings import SEPARATOR, citations, cite
from tests.text_walk import walk

PACKAGE = "py_rules.systems.cairn"
DATA = json.loads(files(PACKAGE).joinpath("data/headings.json").read_text(encoding="utf-8"))
KNOWN = sorted(citations(PACKAGE), key=len, reverse=True)  # the longest heading path first


def cited(text: str) -> list[str]:
    """Each «Pravidla › …» citation in ``text`` as the longest known heading path it starts with; an unknown
    citation comes back as the text that follows «Pravidla › » (up to the next «;» or «)»)."""
    found = []
    start = text.find("Pravidla" + SEPARATOR)
    while start != -1:
        rest = text[start:]
        match = next((path for path in KNOWN if rest.startswith(path)), None)
        if match is None or rest[len(match):].startswith(SEPARATOR):  # a part the book has no heading for
            found.append(rest.split(";")[0].split(")")[0])
        else:
            found.append(match)
        start = text.find("Pravidla" + SEPARATOR, start + 1)
    return found


def test_the_headings_are_the_books_tree_each_with_its_line() -> None:
    headings = DATA["headings"]
    ids = [h["id"] for h in headings]
    assert len(ids) == len(set(ids))
    paths = {tuple(h["path"]) for h in headings}
    for h in headings:
        assert h["line"].startswith("001:L")
        assert int(h["line"][5:]) >= 1
        assert h["path"][-1] == h["heading"] or len(h["path"]) == 1  # the book's title is cited «Pravidla»
        assert len(h["path"]) == 1 or tuple(h["path"][:-1]) in paths  # every section sits under its chapter
    lines = [int(h["line"][5:]) for h in headings]
    assert lines == sorted(lines)  # in the book's order
    assert cite(PACKAGE, "zaklady.zachranne_hody") == "Pravidla › Základy › Záchranné hody"


@pytest.mark.parametrize("system_id", ["cairn", "cairn_stretnuti"])
def test_every_citation_a_player_reads_is_a_heading_of_the_book(system_id: str) -> None:
    unknown: dict[str, str] = {}
    for seed in range(3):
        for where, text in walk(random.Random(seed), system_id, rounds=2):
            for citation in cited(text):
                if citation not in KNOWN:
                    unknown.setdefault(citation, where)
    assert not unknown, unknown


def test_the_citation_finder_takes_the_longest_heading_and_names_an_unknown_one() -> None:
    assert cited("1k20 (Pravidla › Základy › Záchranné hody).") == ["Pravidla › Základy › Záchranné hody"]
    assert cited("BO (Pravidla › Základy › Body obrany (BO), odpočinek a léčení; Pravidla › Základy)") == [
        "Pravidla › Základy › Body obrany (BO), odpočinek a léčení", "Pravidla › Základy"]
    assert cited("x (Pravidla › Základy › Smyšlená kapitola)") == ["Pravidla › Základy › Smyšlená kapitola"]
