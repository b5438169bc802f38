"""Every game cites its rules by the book's chapter and section headings, kept as data (issue 25 item 3).

Each game's ``data/headings.json`` is the table of the rulebook's headings a rule is cited by (id → «Pravidla ›
Základy › Záchranné hody»), each with its line in the rule text (000:L658, 001:L67, …). This test never reads
the rule texts: it checks that the table is a tree in the book's order (a section after its chapter) and that
every citation a player reads — a walk of every game and board through the facade — is a path of that table.
"""

from __future__ import annotations

import ast
import json
import random
import re
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

from py_rules.headings import MARK, SEPARATOR, at_lines, cite
from tests.text_walk import walk

SYSTEMS = Path(__file__).resolve().parents[1] / "py_rules" / "systems"

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


def typed_texts(game: str) -> list[tuple[str, str]]:
    """(where, text) of every string a game's code and data hold, but docstrings and comments (which are for
    maintainers): each string constant and f-string part of its modules, each string of its JSON data."""
    found: list[tuple[str, str]] = []
    for path in sorted((SYSTEMS / game).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
                      and node.body and isinstance(node.body[0], ast.Expr)}
        found += [(f"{path.relative_to(SYSTEMS)}:{node.lineno}", node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]
    for path in sorted((SYSTEMS / game / "data").glob("*.json")):
        if path.name != "headings.json":
            found += [(str(path.relative_to(SYSTEMS)), text) for text in strings(json.loads(path.read_text("utf-8")))]
    return found


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    return []


@pytest.mark.parametrize("game", GAMES)
def test_no_citation_is_typed_by_hand_each_is_built_from_the_headings(game: str) -> None:
    """A citation in a game's code or data is never a literal «Pravidla › Základy › Kola», where a typo in a
    heading would hide: it is built from the headings data (``Book.cite("zaklady.kola")`` or «§zaklady.kola» in
    a text), and every «§id» names a heading the data has."""
    root = _data(game)["headings"][0]["path"][0]
    ids = {h["id"] for h in _data(game)["headings"]}
    typed = re.compile(rf"(?<!\w){re.escape(root + SEPARATOR)}")
    marks = re.compile(MARK + r"([a-z0-9_]+(?:\.[a-z0-9_]+)*)")
    texts = typed_texts(game)
    by_hand = {where: text for where, text in texts if typed.search(text)}
    assert not by_hand, by_hand
    unknown = {where: m for where, text in texts for m in marks.findall(text) if m not in ids}
    assert not unknown, unknown


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


def test_lines_of_the_rule_text_are_cited_by_the_sections_they_fall_in() -> None:
    """A help section's source is given as seed lines in the code and read by a player as the book's headings
    (issue 25 item 3): 000:L55 is in «Výhoda» (heading L53); 000:L41–L51, L55–L61, L65–L89 open in «Zdroje hrdinů
    a jejich zdatnost» (L39) and run through Výhoda (L53), Sudba (L63) and Pouto (L85), cited by their chapter «Hra
    o zdroje» (more than three sections); the box «Zkrácený zápis» (L73, a shallower heading inside Sudba) is not
    cited; 000:L909–L919 is «Rychlá hra»."""
    drd2 = "py_rules.systems.drd2"
    assert at_lines(drd2, "55") == "Pravidla › Hra o zdroje › Výhoda"
    assert at_lines(drd2, "63-69") == "Pravidla › Hra o zdroje › Sudba"
    assert at_lines(drd2, "41-51, 55-61, 65-89") == ("Pravidla › Zdroje hrdinů a jejich zdatnost; "
                                                      "Pravidla › Hra o zdroje")
    assert at_lines(drd2, "53, 85") == "Pravidla › Hra o zdroje › Výhoda; Pravidla › Hra o zdroje › Pouto"
    assert at_lines(drd2, "909-919") == "Pravidla › Rychlá hra"
    with pytest.raises(ValueError, match="no rule text lines"):
        at_lines(drd2, "89-41")


def test_no_help_cites_a_line_of_the_rule_text() -> None:
    """Every help section of every game and board names its source by the book's headings, never «ř. 41–51»."""
    from py_rules import api

    line = re.compile(r"\bř\.\s*\d|\bL\d+\b|\d{3}:L\d")
    for game, (_, systems) in GAMES.items():
        for system_id in systems:
            sections = api.handle({"op": "help", "system": system_id})["result"]["sections"]
            assert sections or system_id.endswith("_stretnuti"), system_id
            shown = [f"{s['title']}: {s.get('source') or ''}" for s in sections if line.search(s.get("source") or "")]
            assert not shown, (game, shown[:3])
