"""The offline reference of the rulebook's tables (issue 20 item 5): reactions 001:L114-L122, distances
L139-L152, attribute at 0 L185-L190, the fate die L81-L85 and the rest of the basics."""

from __future__ import annotations

from typing import Any

from py_rules.api import handle
from py_rules.systems.cairn.reference import reference


def tables(query: str) -> list[dict[str, Any]]:
    reply = handle({"op": "reference", "system": "cairn", "query": query})
    assert reply["ok"] is True
    result: list[dict[str, Any]] = reply["result"]["tables"]
    return result


def test_empty_query_lists_every_table_001_l81_l208() -> None:
    assert [t["id"] for t in tables("")] == [
        "reakce", "vzdalenosti", "dovednost_nula", "kostka_osudu", "nosnost", "brneni", "modifikatory_utoku",
        "utok_na_dalku", "kola", "odpocinek", "moralka", "oddily"]


def test_reaction_table_is_the_one_the_reaction_roll_uses_001_l114_l122() -> None:
    (table,) = tables("reakce")
    assert table["rows"] == [["2", "Nepřátelská"], ["3–5", "Obezřetná"], ["6–8", "Zvídavá"],
                             ["9–11", "Přátelská"], ["12", "Nápomocná"]]
    assert table["source"] == "Pravidla › Základy › Reakce"


def test_distances_by_word_without_diacritics_001_l145_l148() -> None:
    (table,) = tables("pobliz")
    assert table["id"] == "vzdalenosti"
    assert len(table["rows"]) == 5  # a keyword match returns the whole table


def test_attribute_at_zero_001_l187_l189() -> None:
    (table,) = tables("paralyzovano")
    assert table["rows"] == [["Hbitost (HBI) 0", "Stvoření je paralyzováno."]]


def test_sources_cite_the_book_not_lines() -> None:
    for table in reference(""):
        assert table["source"].startswith("Pravidla › Základy › ")
        assert not any(ch.isdigit() for ch in table["source"])


def test_view_offers_the_reference() -> None:
    sheet = handle({"op": "new_sheet", "system": "cairn", "name": "Bořek"})["result"]["sheet"]
    assert handle({"op": "view", "sheet": sheet})["result"]["has_reference"] is True
