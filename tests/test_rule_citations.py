"""Every game cites its rules by the book's chapter and section headings, kept as data (issue 25 item 3).

Each game's ``data/headings.json`` is the table of the rulebook's headings a rule is cited by (id → «Pravidla ›
Základy › Záchranné hody»), each with its line in the rule text (000:L658, 001:L67, …). This test never reads
the rule texts: it checks that the table is a tree in the book's order (a section after its chapter) and that
every citation a player reads — a walk of every game and board through the facade — is a path of that table.
"""

from __future__ import annotations

import json
import random
from importlib.resources import files
from typing import Any

import pytest

from py_rules.headings import SEPARATOR, citations, cite
from tests.text_walk import walk

# game package → its seed, the systems (sheet and board) that cite it
GAMES = {"drd2": ("000", ["drd2", "drd2_konflikt"]), "cairn": ("001", ["cairn", "cairn_stretnuti"]),
         "fate": ("002", ["fate", "fate_scena"]), "boj_k6": ("003", ["boj_k6", "boj_k6_kolo"]),
         "dnd5e": ("004", ["dnd5e"])}


def _data(game: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(files(f"py_rules.systems.{game}").joinpath("data/headings.json")
                                      .read_text(encoding="utf-8"))
    return data


def cited(text: str, root: str, known: list[str]) -> list[str]:
    """Each «ROOT › …» citation in ``text`` as the longest known heading path it starts with; an unknown one as
    the text that follows (up to the next «;» or «)»)."""
    text = text.replace("\u00a0", " ")
    found = []
    start = text.find(root + SEPARATOR)
    while start != -1:
        rest = text[start:]
        match = next((path for path in known if rest.startswith(path)), None)
        if match is None or rest[len(match):].startswith(SEPARATOR):  # a part the book has no heading for
            found.append(rest.split(";")[0].split(")")[0])
        else:
            found.append(match)
        start = text.find(root + SEPARATOR, start + 1)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_headings_are_a_tree_of_the_book_in_its_order(game: str) -> None:
    seed, _ = GAMES[game]
    headings = _data(game)["headings"]
    ids = [h["id"] for h in headings]
    assert len(ids) == len(set(ids))
    line = {tuple(h["path"]): int(h["line"].removeprefix(f"{seed}:L")) for h in headings}  # ValueError: not the seed
    roots = {h["path"][0] for h in headings}
    assert len(roots) == 1  # one book
    for h in headings:
        path = tuple(h["path"])
        assert len(path) == 1 or path[-1] == h["heading"]  # the top heading may be cited shorter («Pravidla»)
        assert len(path) == 1 or line[path[:-1]] < line[path]  # a section stands after its chapter
        assert cite(f"py_rules.systems.{game}", h["id"]) == SEPARATOR.join(path)


@pytest.mark.parametrize("game", GAMES)
def test_every_citation_a_player_reads_is_a_heading_of_the_book(game: str) -> None:
    _, systems = GAMES[game]
    root = _data(game)["headings"][0]["path"][0]
    known = sorted(citations(f"py_rules.systems.{game}"), key=len, reverse=True)  # the longest path first
    unknown: dict[str, str] = {}
    checked = 0
    for system_id in systems:
        for seed in range(3):
            for where, text in walk(random.Random(seed), system_id, rounds=2):
                for citation in cited(text, root, known):
                    checked += 1
                    if citation not in known:
                        unknown.setdefault(citation, where)
    assert not unknown, unknown
    assert checked > 20  # the walk reached the game's citations


def test_the_citation_finder_takes_the_longest_heading_and_names_an_unknown_one() -> None:
    known = ["Pravidla › Základy › Body obrany (BO), odpočinek a léčení", "Pravidla › Základy › Záchranné hody",
             "Pravidla › Základy", "Pravidla"]
    assert cited("1k20 (Pravidla › Základy › Záchranné hody).", "Pravidla", known) == [known[1]]
    assert cited("BO (Pravidla › Základy › Body obrany (BO), odpočinek a léčení; Pravidla › Základy)", "Pravidla",
                 known) == [known[0], known[2]]
    assert cited("x (Pravidla › Základy › Smyšlená kapitola)", "Pravidla", known) == [
        "Pravidla › Základy › Smyšlená kapitola"]
