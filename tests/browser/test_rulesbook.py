"""Each game's rules as implemented (help with sources and choices) and the offline table search."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.browser.ux_steps import create_character


def test_rules_help_and_reference_search_on_a_dnd_sheet(page: Page) -> None:
    create_character(page, "Arwen", "dnd5e")
    page.get_by_test_id("pane-actions").click()
    page.get_by_test_id("rules").locator("summary").click()
    help_text = page.get_by_test_id("rules-help")
    help_text.locator("section").first.wait_for()
    assert "Zdroj:" in help_text.inner_text()
    page.get_by_test_id("reference-query").fill("jidlo")
    table = page.get_by_test_id("reference-table")
    table.first.wait_for()
    assert table.first.get_attribute("data-id") == "jidlo"
    assert "Chleba, bochník" in table.first.inner_text()


def test_games_without_tables_show_no_reference_search(page: Page) -> None:
    create_character(page, "Harry", "fate")
    page.get_by_test_id("pane-actions").click()
    page.get_by_test_id("rules").wait_for()
    assert page.get_by_test_id("reference").count() == 0


def test_cairn_reference_search_finds_the_attribute_at_zero_table_001_l185_l189(page: Page) -> None:
    create_character(page, "Bořek", "cairn")
    page.get_by_test_id("pane-actions").click()
    page.get_by_test_id("rules").locator("summary").click()
    page.get_by_test_id("reference-query").fill("paralyzovano")
    table = page.get_by_test_id("reference-table")
    table.first.wait_for()
    assert table.first.get_attribute("data-id") == "dovednost_nula"
    assert "Stvoření je paralyzováno." in table.first.inner_text()
