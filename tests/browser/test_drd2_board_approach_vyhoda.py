"""A board participant's initiative approach paid with Výhoda, as its player chooses on its card (000:L55 «Výhodu může
postava použít namísto svého … Duše», L590-L595), or a linked hero's with a self-inflicted Jizva (000:L859), and a
declared approach dropped unpaid when the initiative is set by the story (000:L576). Through data-testid hooks; waits
only for state attributes and saved state."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from py_rules.api import handle
from tests.browser.saves_support import seed
from tests.browser.ux_steps import (
    act,
    back_to_sheet,
    edit,
    link,
    open_action,
    open_board,
    roll_physical,
    settled,
    unfold,
    wait_saved,
)

BOARD = "board-approach-vyhoda"
HERO = "hero-approach-jizva"


def _save() -> str:
    """A started board: Kostivít (an unlinked hero, Výhoda 0) and a lapka, both at Ohrožení 2."""
    new = handle({"op": "new_sheet", "system": "drd2_konflikt", "name": "Brod"})["result"]["sheet"]
    board = handle({"op": "act", "sheet": new, "action": "zacatek", "params": {"ohrozeni": 2}})["result"]["sheet"]
    board["ucastnici"][0]["jmeno"] = "Kostivít"
    board["ucastnici"][1]["jmeno"] = "lapka"
    return json.dumps({"format": "druzina.character", "format_version": 1, "id": BOARD, "system": "drd2_konflikt",
                       "saved_at": "2026-11-29T08:00:00.000Z", "sheet": board})


def test_a_heros_initiative_approach_paid_with_vyhoda_and_dropped_unpaid_by_a_story_initiative(page: Page) -> None:
    """On his card Kostivít declares rychle (1 Duše) and his player chooses to pay it with Výhoda. With no Výhoda
    «Kolo» refuses in Czech and nothing is saved; with Výhoda 1 it pays: Výhoda 1 → 0, rychle's 6, 5, 1 keeps 11
    (L592), the declaration with its choice is used up. Then pomalu declared for a round whose initiative the story
    sets (L576): nothing is rolled or paid and the declaration is dropped with a line."""
    seed(page, {BOARD: _save()})
    open_board(page, BOARD)

    edit(page, "field-ucastnici.0.pristup", "rychle")
    unfold(page, "field-ucastnici.0.pristup_vyhoda")
    field = page.get_by_test_id("field-ucastnici.0.pristup_vyhoda")
    expect(field).to_have_attribute("max", "1")
    page.get_by_test_id("field-ucastnici.0.pristup_vyhoda-inc").click()
    wait_saved(page, BOARD, "s.ucastnici[0].pristup === 'rychle' && s.ucastnici[0].pristup_vyhoda === 1")

    open_action(page, "kolo")
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("action-physical-toggle").click()
    form.get_by_test_id("action-dice").fill("6 5 1 3 3")
    form.get_by_test_id("action-roll").click()
    expect(form.get_by_test_id("action-error")).to_contain_text(
        "Přístup rychle za 1 Duši: Kostivít má jen 0 Výhod, ne 1; na jeho kartě nastav „Přístup: platit Výhodou“ na 0")
    settled(page)
    wait_saved(page, BOARD, "s.ucastnici[0].vyhoda === 0 && s.kolo_bezi === false && s.ucastnici[0].iniciativa === 0"
                            " && s.ucastnici[0].pristup === 'rychle' && s.ucastnici[0].pristup_vyhoda === 1")

    back_to_sheet(page)
    unfold(page, "field-ucastnici.0.vyhoda")
    page.get_by_test_id("field-ucastnici.0.vyhoda-inc").click()
    wait_saved(page, BOARD, "s.ucastnici[0].vyhoda === 1")
    open_action(page, "kolo")
    assert roll_physical(page, [6, 5, 1, 3, 3]) == "round"
    result = page.locator("[data-testid=action-result][data-physical=true]")
    expect(result).to_contain_text("Kostivít: přístup rychle za 1 Výhodu")
    expect(result).to_contain_text("Kostivít: iniciativa 11 (6, 5, 1)")
    wait_saved(page, BOARD, "s.ucastnici[0].vyhoda === 0 && s.ucastnici[0].iniciativa === 11 && s.kolo === 1"
                            " && s.ucastnici[0].pristup === '' && s.ucastnici[0].pristup_vyhoda === 0")

    back_to_sheet(page)
    edit(page, "field-ucastnici.0.pristup", "pomalu")
    wait_saved(page, BOARD, "s.ucastnici[0].pristup === 'pomalu'")
    assert act(page, "kolo", [], rezim="pribeh") == "round"
    expect(page.get_by_test_id("action-result")).to_contain_text(
        "Kostivít: ohlášený přístup pomalu se nepoužije a nic se za něj neplatí")
    wait_saved(page, BOARD, "s.kolo === 2 && s.ucastnici[0].pristup === '' && s.ucastnici[0].vyhoda === 0"
                            " && s.ucastnici[0].iniciativa === 11")


def _hero() -> str:
    """Kostivít's deník: a new DrD2 hero, Duše 4 of 4."""
    sheet = handle({"op": "new_sheet", "system": "drd2", "name": "Kostivít"})["result"]["sheet"]
    return json.dumps(handle({"op": "pack", "id": HERO, "sheet": sheet})["result"]["envelope"])


def test_a_linked_heros_initiative_approach_paid_with_a_self_inflicted_jizva(page: Page) -> None:
    """000:L859, L871: participant 0 linked to Kostivít's deník declares rychle and, on his card, names a Jizva of
    Duše to pay it instead of Duše. «Kolo» inflicts it in the deník (3 Duše for this action: 1 pays, 2 are lost),
    the Jizva blocks a box (Duše 4 → 3), the roll keeps 6, 5 → 11 (L592) and the choice is used up."""
    seed(page, {BOARD: _save(), HERO: _hero()})
    open_board(page, BOARD)
    link(page, 0, HERO)
    wait_saved(page, BOARD, f"s.ucastnici[0].postava === '{HERO}'")

    edit(page, "field-ucastnici.0.pristup", "rychle")
    unfold(page, "field-ucastnici.0.pristup_jizva")
    page.get_by_test_id("field-ucastnici.0.pristup_jizva").fill("pokousaný jazyk")
    page.keyboard.press("Tab")  # leaves the field: the engine takes the name and the board is saved
    wait_saved(page, BOARD, "s.ucastnici[0].pristup === 'rychle' && s.ucastnici[0].pristup_jizva === 'pokousaný jazyk'")

    open_action(page, "kolo")
    assert roll_physical(page, [6, 5, 1, 3, 3]) == "round"
    result = page.locator("[data-testid=action-result][data-physical=true]")
    expect(result).to_contain_text(
        "Kostivít: vlastní Jizva „pokousaný jazyk“ (Duše, závažnost 1): +3 Duše pro tuto akci")
    expect(result).to_contain_text("Kostivít: propadá 2 Duše z Jizvy")
    expect(result).to_contain_text("Kostivít: iniciativa 11 (6, 5, 1)")
    wait_saved(page, HERO, "s.jizvy.length === 1 && s.jizvy[0].nazev === 'pokousaný jazyk' && s.jizvy[0].vlastnost"
                           " === 'duse' && s.zdroje.duse === 3")
    wait_saved(page, BOARD, "s.ucastnici[0].pristup === '' && s.ucastnici[0].pristup_jizva === ''"
                            " && s.ucastnici[0].iniciativa === 11")
