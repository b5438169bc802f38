"""A DrD2 conflict board linked to a saved hero (issue 4, gap 1): the Průvodce picks the hero on the board,
a cost paid on the board comes off the hero's deník and stays there after a reload (000:L273)."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from tests.browser.conftest import wait_ready
from tests.browser.ux_steps import (
    create_board,
    create_character,
    link,
    open_action,
    open_character,
    start_drd2_conflict,
)


def link_hero(page: Page, hero: str) -> None:
    """Pick the saved hero for the board's first participant and wait until the board shows the deník."""
    link(page, 0, hero)  # (not on the participant's compact card: one tap away)
    expect(page.get_by_test_id("sheet-screen").get_by_text("Zdroje (v deníku)")).to_be_visible()


def test_a_hero_linked_on_the_board_pays_from_the_deník_after_reload(page: Page) -> None:
    hero = create_character(page, "Kostivít", "drd2")
    create_board(page, "Ohnivý kocour", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    start_drd2_conflict(page)  # the Průvodce starts the conflict, then links the hero

    link_hero(page, hero)

    open_action(page, "vycerpani")  # participant 0 (the hero), Ohrožení 2 on a new board → 2 Těla
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("action-roll").click()
    result = page.get_by_test_id("action-result")
    expect(result).to_have_attribute("data-outcome", "exhausted")
    expect(result).to_contain_text("vyčerpání (2 Těla): −2 Těla")
    page.get_by_test_id("undo").click()  # undoing the board alone would split it from the deník: refused
    expect(page.get_by_test_id("sheet-error")).to_contain_text("nelze vrátit zpět: změnila i deník propojené postavy")

    page.reload()
    wait_ready(page)
    saved = page.evaluate("(id) => JSON.parse(localStorage.getItem('druzina:char:' + id))", hero)
    assert saved["sheet"]["zdroje"] == {"telo": 2, "duse": 4, "vliv": 4}
    assert saved["revision"] == 2
    # one truth (issue 23 Build 3): the board's Ohrožení 2 moved into the deník, raised to 3 there
    assert saved["sheet"]["ohrozeni"] == 3
    board_save = page.evaluate("(id) => JSON.parse(localStorage.getItem('druzina:char:' + id))", board)
    assert board_save["sheet"]["ucastnici"][0]["ohrozeni"] is None
    log = page.evaluate("(id) => localStorage.getItem('druzina:log:' + id)", hero)
    assert [e["title"] for e in json.loads(log)] == ["Vyčerpání: vyčerpání (Ohnivý kocour)"]

    open_character(page, hero)
    expect(page.get_by_test_id("field-zdroje.telo")).to_have_attribute("data-value", "2")
    expect(page.get_by_test_id("history-item").first).to_contain_text("Vyčerpání: vyčerpání (Ohnivý kocour)")

    page.get_by_test_id("tab-table").click()  # the table lists the board's hero as the deník says
    expect(page.get_by_test_id("board-participants")).to_contain_text("Hrdina (Kostivít) – má iniciativu, Ohrožení 3")


def test_a_hero_changed_in_another_tab_is_not_overwritten(page: Page) -> None:
    hero = create_character(page, "Haken", "drd2")
    create_board(page, "Karban", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    start_drd2_conflict(page)  # the Průvodce starts the conflict, then links the hero
    link_hero(page, hero)
    open_action(page, "vycerpani")
    # another tab saves the hero while the engine computes the act (right after the shell read the hero):
    # the check before writing refuses, and neither the hero nor the board is written
    page.evaluate(
        """(id) => {
          const key = 'druzina:char:' + id;
          const read = Storage.prototype.getItem;
          let armed = true;
          Storage.prototype.getItem = function (k) {
            const value = read.call(this, k);
            if (armed && k === key) {
              armed = false;
              setTimeout(() => {
                const env = JSON.parse(read.call(localStorage, key));
                env.revision += 1;
                env.sheet.notes = 'z jiné záložky';
                localStorage.setItem(key, JSON.stringify(env));
              }, 0);
            }
            return value;
          };
        }""",
        hero,
    )
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    error = page.get_by_test_id("action-error")
    expect(error).to_contain_text("Deník postavy „Haken“ mezitím změnila jiná záložka")
    saved = page.evaluate("(id) => JSON.parse(localStorage.getItem('druzina:char:' + id))", hero)
    assert saved["sheet"]["notes"] == "z jiné záložky"
    assert saved["sheet"]["zdroje"]["telo"] == 4
    board_save = page.evaluate("(id) => JSON.parse(localStorage.getItem('druzina:char:' + id))", board)
    assert board_save["sheet"]["ucastnici"][0]["ohrozeni"] == 2


def test_a_deleted_hero_shows_as_unlinked_and_nothing_is_paid(page: Page) -> None:
    hero = create_character(page, "Vlkava", "drd2")
    create_board(page, "Hájovna", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    start_drd2_conflict(page)  # the Průvodce starts the conflict, then links the hero
    link_hero(page, hero)
    page.evaluate("(id) => localStorage.removeItem('druzina:char:' + id)", hero)  # deleted in another tab

    page.reload()
    wait_ready(page)
    page.get_by_test_id("tab-table").click()
    page.get_by_test_id("board-open").click()
    page.locator(f"[data-testid=sheet-screen][data-state=ready][data-id='{board}']").wait_for()
    expect(page.get_by_test_id("field-Propojení")).to_have_text("nepropojený – uložená postava chybí (smazaná?)")

    open_action(page, "vycerpani")
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-error")).to_contain_text("deník není k dispozici")
    saved = page.evaluate("(id) => JSON.parse(localStorage.getItem('druzina:char:' + id))", board)
    assert saved["sheet"]["ucastnici"][0]["ohrozeni"] == 2


def test_the_board_redraws_when_another_tab_saves_the_linked_hero(page: Page, site: str) -> None:
    hero = create_character(page, "Ulgun", "drd2")
    create_board(page, "Lov na baziliška", "drd2_konflikt")
    link_hero(page, hero)
    other = page.context.new_page()
    other.goto(site)
    wait_ready(other)
    other.evaluate(
        """(id) => {
          const key = 'druzina:char:' + id;
          const env = JSON.parse(localStorage.getItem(key));
          env.revision += 1;
          env.sheet.vyhoda = 3;  // the player gives Ulgun Výhoda on the deník (000:L55)
          localStorage.setItem(key, JSON.stringify(env));
        }""",
        hero,
    )
    expect(page.get_by_test_id("field-ucastnici-item").first).to_contain_text("3 Výhody")
    other.close()
