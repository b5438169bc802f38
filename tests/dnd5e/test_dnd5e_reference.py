"""The searchable offline reference of the seed's tables (004:L11-L90, L115-L131, L451-L616)."""

from __future__ import annotations

from py_rules.systems.dnd5e.reference import reference


def _titles(query: str) -> list[str]:
    return [r["title"] for r in reference(query)]


def test_every_table_is_listed_for_empty_query() -> None:
    titles = _titles("")
    for expected in ("Tabulka typických SO", "Tabulka životních nákladů", "Tabulka jídla, pití a ubytování",
                     "Tabulka služeb", "Tabulka tříd velikosti", "Tabulka standardních kurzů", "Vlastnosti zbraní",
                     "Únava", "Manévry", "Stav: Otrávený"):
        assert expected in titles
    assert sum(t.startswith("Stav: ") for t in titles) == 14


def test_typical_so_table_004_l13_l17() -> None:
    table = reference("stupeň obtížnosti")[0]
    assert table["rows"] == [["Velmi lehká", 5], ["Lehká", 10], ["Střední", 15], ["Těžká", 20],
                             ["Velmi těžká", 25], ["Téměř nemožná", 30]]
    assert table["source"] == "Pravidla › Stupeň obtížnosti › Tabulka typických SO"


def test_search_ignores_case_and_diacritics_and_filters_rows_004_l75() -> None:
    found = reference("JIZDA LODI")
    assert found[0]["title"] == "Tabulka služeb"
    assert found[0]["rows"] == [["Jízda lodí", "1 st / míle"]]


def test_conditions_and_maneuvers_found_004_l536_l616() -> None:
    assert _titles("otrávený") == ["Stav: Otrávený"]
    rally = reference("zotavení sil")
    assert rally[0]["title"] == "Manévry"
    assert rally[0]["rows"][0][0] == "Zotavení sil"


def test_unknown_query_returns_nothing() -> None:
    assert reference("laserová pistole") == []
