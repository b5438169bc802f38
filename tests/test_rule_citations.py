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

from py_rules.headings import SEPARATOR, cite
from tests.text_walk import walk

# game package → its seed, the systems (sheet and board) that cite it
GAMES = {"drd2": ("000", ["drd2", "drd2_konflikt"]), "cairn": ("001", ["cairn", "cairn_stretnuti"]),
         "fate": ("002", ["fate", "fate_scena"]), "boj_k6": ("003", ["boj_k6", "boj_k6_kolo"]),
         "dnd5e": ("004", ["dnd5e", "dnd5e_stretnuti"])}


def _data(game: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(files(f"py_rules.systems.{game}").joinpath("data/headings.json")
                                      .read_text(encoding="utf-8"))
    return data


def cited(text: str, root: str, names: list[str]) -> list[list[str]]:
    """Each «ROOT › A › B» citation in ``text`` as its parts: each part the longest heading name it starts with,
    or, for a part no heading names, the text that follows (up to the next «;» or «)»), marked with «?»."""
    text = text.replace("\u00a0", " ")
    found = []
    start = text.find(root + SEPARATOR)
    while start != -1:
        pos, parts = start + len(root), [root]
        while text.startswith(SEPARATOR, pos):
            pos += len(SEPARATOR)
            name = next((n for n in names if text.startswith(n, pos)), None)
            if name is None:
                parts.append("?" + text[pos:].split(";")[0].split(")")[0])
                break
            parts.append(name)
            pos += len(name)
        found.append(parts)
        start = text.find(root + SEPARATOR, start + 1)
    return found


def in_order(parts: list[str], lines: dict[str, list[int]]) -> bool:
    """Whether each part is a heading of the book standing after the one before it (a citation may leave out a
    level between: «Pravidla › Boj › Záchranné hody proti smrti»)."""
    at = 0
    for part in parts[1:]:
        after = [n for n in lines.get(part, []) if n > at]
        if not after:
            return False
        at = after[0]
    return True


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
    seed, systems = GAMES[game]
    headings = _data(game)["headings"]
    root = headings[0]["path"][0]
    lines: dict[str, list[int]] = {}
    for h in headings[1:]:
        lines.setdefault(h["heading"], []).append(int(h["line"].removeprefix(f"{seed}:L")))
    names = sorted(lines, key=len, reverse=True)  # the longest heading first
    unknown: dict[str, str] = {}
    checked = 0
    for system_id in systems:
        for rounds in range(3):
            for where, text in walk(random.Random(rounds), system_id, rounds=2):
                for parts in cited(text, root, names):
                    checked += 1
                    if not in_order(parts, lines):
                        unknown.setdefault(SEPARATOR.join(parts), where)
    assert not unknown, unknown
    assert checked > 20  # the walk reached the game's citations


def test_the_citation_finder_takes_the_longest_heading_and_checks_the_order() -> None:
    lines = {"Základy": [55], "Body obrany (BO), odpočinek a léčení": [87], "Záchranné hody": [67], "Kola": [124]}
    names = sorted(lines, key=len, reverse=True)
    assert cited("BO (Pravidla › Základy › Body obrany (BO), odpočinek a léčení; Pravidla › Kola)", "Pravidla",
                 names) == [["Pravidla", "Základy", "Body obrany (BO), odpočinek a léčení"], ["Pravidla", "Kola"]]
    assert cited("x (Pravidla › Základy › Smyšlená kapitola)", "Pravidla", names) == [
        ["Pravidla", "Základy", "?Smyšlená kapitola"]]
    assert in_order(["Pravidla", "Základy", "Záchranné hody"], lines)
    assert not in_order(["Pravidla", "Kola", "Záchranné hody"], lines)  # a section before its chapter
    assert not in_order(["Pravidla", "Základy", "?Smyšlená kapitola"], lines)
