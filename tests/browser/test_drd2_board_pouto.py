"""A board pomocník's exhaustion, manoeuvre and initiative approach paid from Pouto instead of Sudba, as its player
chooses (000:L87 «nechce nebo nemůže použít Sudbu»; Sudba stays the default, L89), as on the deník: the board's
«Vyčerpání» and «Manévr» offer «Pomocník: z Pouta místo Sudby», the pomocník's card «Přístup: z Pouta místo Sudby»
for the approach «Kolo» pays; more Pouto than it has or than the cost is refused in Czech and nothing is saved.
Through data-testid hooks; waits only for state attributes and saved state."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from py_rules.api import handle
from tests.browser.saves_support import seed
from tests.browser.ux_steps import (
    back_to_sheet,
    edit,
    open_action,
    open_board,
    param,
    roll_physical,
    settled,
    unfold,
    wait_saved,
)

BOARD = "board-pouto"


def _save() -> str:
    """A started board: the pes (pomocník, Ohrožení 3, Pouto 2, hranice Tělo 3) and a lapka; the Družina's Sudba 5."""
    new = handle({"op": "new_sheet", "system": "drd2_konflikt", "name": "Brod"})["result"]["sheet"]
    board = handle({"op": "act", "sheet": new, "action": "zacatek", "params": {"ohrozeni": 3}})["result"]["sheet"]
    board["ucastnici"][0] |= {"jmeno": "pes", "druh": "pomocnik", "pouto": 2,
                              "hranice": {"telo": 3, "duse": 1, "vliv": 1}}
    board["strany"][0]["sudba"] = 5
    return json.dumps({"format": "druzina.character", "format_version": 1, "id": BOARD, "system": "drd2_konflikt",
                       "saved_at": "2026-11-29T05:30:00.000Z", "sheet": board})


def test_a_board_pomocniks_exhaustion_paid_from_pouto_instead_of_sudba(page: Page) -> None:
    seed(page, {BOARD: _save()})
    open_board(page, BOARD)

    open_action(page, "vycerpani")  # the pes is participant 0: its Ohrožení 3 costs 3
    form = page.get_by_test_id("action-form")
    param(form, "pouto").fill("3")
    expect(param(form, "pouto")).to_have_value("3")
    form.get_by_test_id("action-roll").click()
    expect(form.get_by_test_id("action-error")).to_contain_text("pes může z Pouta místo Sudby platit nejvýše 2")
    settled(page)
    wait_saved(page, BOARD, "s.strany[0].sudba === 5 && s.ucastnici[0].pouto === 2 && s.ucastnici[0].ohrozeni === 3")

    param(form, "pouto").fill("2")
    expect(param(form, "pouto")).to_have_value("2")
    form.get_by_test_id("action-roll").click()
    result = page.get_by_test_id("action-result")
    expect(result).to_have_attribute("data-outcome", "exhausted")
    expect(result).to_contain_text("pes: −1 Sudba, −2 Pouta")
    wait_saved(page, BOARD, "s.strany[0].sudba === 4 && s.ucastnici[0].pouto === 0 && s.ucastnici[0].ohrozeni === 4")


def test_a_board_pomocniks_manoeuvre_paid_from_pouto_instead_of_sudba(page: Page) -> None:
    """000:L87, L717: the pes's přesně costs 1; its player pays it from Pouto: Sudba stays 5, Pouto 2 → 1."""
    seed(page, {BOARD: _save()})
    open_board(page, BOARD)

    open_action(page, "manevr")
    form = page.get_by_test_id("action-form")
    param(form, "pouto").fill("1")
    expect(param(form, "pouto")).to_have_value("1")
    form.get_by_test_id("action-roll").click()
    result = page.get_by_test_id("action-result")
    expect(result).to_have_attribute("data-outcome", "maneuver")
    expect(result).to_contain_text("pes: manévr přesně za 1 Pouto")
    wait_saved(page, BOARD,
               "s.strany[0].sudba === 5 && s.ucastnici[0].pouto === 1 && s.ucastnici[0].manevr === 'presne'")


def test_a_board_pomocniks_initiative_approach_paid_from_pouto_instead_of_sudba(page: Page) -> None:
    """000:L87, L590-L595: on its card the pes declares rychle (1 Duše) and its player chooses to pay it from Pouto.
    2 of a cost 1 is refused at «Kolo» in Czech and nothing is saved; 1: the Družina's Sudba stays 5, Pouto 2 → 1,
    rychle's 6, 5, 1 keeps 11 (L592), and the declaration with its choice is used up."""
    seed(page, {BOARD: _save()})
    open_board(page, BOARD)

    edit(page, "field-ucastnici.0.pristup", "rychle")
    unfold(page, "field-ucastnici.0.pristup_pouto")
    for n in (1, 2):
        page.get_by_test_id("field-ucastnici.0.pristup_pouto-inc").click()
        wait_saved(page, BOARD, f"s.ucastnici[0].pristup === 'rychle' && s.ucastnici[0].pristup_pouto === {n}")

    open_action(page, "kolo")
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("action-physical-toggle").click()
    form.get_by_test_id("action-dice").fill("6 5 1 3 3")
    form.get_by_test_id("action-roll").click()
    expect(form.get_by_test_id("action-error")).to_contain_text(
        "Přístup rychle za 1 Duši: pes může z Pouta místo Sudby platit nejvýše 1 (Pouto 2, cena 1;")
    settled(page)
    wait_saved(page, BOARD, "s.strany[0].sudba === 5 && s.ucastnici[0].pouto === 2 && s.kolo_bezi === false"
                            " && s.ucastnici[0].pristup === 'rychle' && s.ucastnici[0].pristup_pouto === 2")

    back_to_sheet(page)
    unfold(page, "field-ucastnici.0.pristup_pouto")
    page.get_by_test_id("field-ucastnici.0.pristup_pouto-dec").click()
    wait_saved(page, BOARD, "s.ucastnici[0].pristup_pouto === 1")
    open_action(page, "kolo")
    assert roll_physical(page, [6, 5, 1, 3, 3]) == "round"
    result = page.locator("[data-testid=action-result][data-physical=true]")
    expect(result).to_contain_text("pes: přístup rychle za 1 Pouto")
    expect(result).to_contain_text("pes: iniciativa 11 (6, 5, 1)")
    wait_saved(page, BOARD, "s.strany[0].sudba === 5 && s.ucastnici[0].pouto === 1 && s.ucastnici[0].iniciativa === 11"
                            " && s.ucastnici[0].pristup === '' && s.ucastnici[0].pristup_pouto === 0")
    back_to_sheet(page)
    unfold(page, "field-ucastnici.0.pouto")
    expect(page.get_by_test_id("field-ucastnici.0.pouto")).to_have_attribute("data-value", "1")
