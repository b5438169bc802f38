"""Unlinking a hero from its deník while the board's conflict runs (issue 23 Build 2-3), in the browser: the board
takes over the deník's Ohrožení and the used initiative (000:L300-L312, L601-L606) and says so in its notes; the
deník, saved by the same edit, stops following the board's round; the edit cannot be undone on the board alone.
Through data-testid hooks; waits only for saved state and attributes."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.ux_steps import (
    back_to_sheet,
    create_board,
    create_character,
    link,
    run_form,
    unfold,
    wait_saved,
)


def test_unlinking_mid_conflict_hands_the_values_to_the_board_and_releases_the_deník(page: Page) -> None:
    hero = create_character(page, "Kostivít", "drd2")
    create_board(page, "Brod", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    link(page, 0, hero)
    run_form(page, "zacatek", "started")
    run_form(page, "tah", "iniciativa")
    wait_saved(page, hero, "s.ohrozeni === 2 && s.kolo !== null && s.kolo.iniciativa === 'odehral'")

    back_to_sheet(page)
    unfold(page, "field-ucastnici.0.postava")
    page.get_by_test_id("field-ucastnici.0.postava").select_option("")
    wait_saved(page, hero, "s.kolo === null && s.ohrozeni === 2")
    wait_saved(page, board, "s.ucastnici[0].postava === '' && s.ucastnici[0].ohrozeni === 2 "
                            "&& s.ucastnici[0].stav === 'odehral'")
    notes = page.get_by_test_id("field-upozorneni")
    expect(notes).to_contain_text("Hrdina: propojení s deníkem zrušeno v probíhajícím konfliktu – tabule převzala "
                                  "hodnoty, jak byly v deníku: Ohrožení 2, Výhoda 0, Jizvy žádné, iniciativa: "
                                  "akce odehraná")
    # the edit changed the deník too: undoing it on the board alone would split them
    page.get_by_test_id("undo").click()
    expect(page.get_by_test_id("sheet-error")).to_contain_text("nelze vrátit zpět: změnila i deník propojené postavy")
