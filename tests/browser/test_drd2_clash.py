"""DrD2 conflict board in the browser (issue 4, gap 2): a general střet rolled with physical dice, resolved by
the board, and the loser's exhaustion taken from the pending decision (000:L531-L537, L273)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from py_rules.api import handle
from tests.browser.ux_steps import create_board, open_action, roll_physical, start_drd2_conflict


def test_drd2_general_clash_resolves_and_the_loser_exhausts_on_the_board(page: Page) -> None:
    create_board(page, "Přepadení u brodu", "drd2_konflikt")
    start_drd2_conflict(page)
    fresh = handle({"op": "new_sheet", "system": "drd2_konflikt", "name": "x"})["result"]["sheet"]
    hero, foe = (p["jmeno"] for p in fresh["ucastnici"])
    threat, sudba = fresh["ucastnici"][1]["ohrozeni"], fresh["strany"][1]["sudba"]

    open_action(page, "stret")
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("param-nasledek_0").select_option("ohrozeni_plus")  # against the foe, by default
    form.get_by_test_id("param-nasledek_1").select_option("ohrozeni_plus")
    assert roll_physical(page, [6, 6, 1, 1]) == "clash"  # hero 12, foe 1 + 1 + charakteristika 2 = 4
    result = page.get_by_test_id("action-result")
    expect(result).to_contain_text(f"1. {hero} (12): úspěch, neúspěch určí: {foe}")
    pending = page.get_by_test_id("section-stret")
    expect(pending).to_contain_text(f"{foe} proti vítězi {hero}: hrozí Ohrožení +1 ({foe})")
    expect(page.get_by_test_id("badges")).to_contain_text("Po střetu se rozhoduje 1")

    open_action(page, "rozhodnuti")
    form = page.get_by_test_id("action-form")
    expect(form.get_by_test_id("param-rozhodnuti")).to_have_value("0-1")
    form.get_by_test_id("param-volba").select_option("vycerpat")
    form.get_by_test_id("action-roll").click()
    done = page.locator("[data-testid=action-result][data-outcome=exhausted]")
    expect(done).to_contain_text("obecný střet je vyhodnocen")
    expect(pending).to_have_count(0)
    # the foe paid its own Ohrožení in Sudba and its Ohrožení rose by 1; the hero's +1 was replaced
    expect(page.get_by_test_id("field-strany.1.sudba")).to_have_attribute("data-value", str(sudba - threat))
    expect(page.get_by_test_id("field-ucastnici.1.ohrozeni")).to_have_attribute("data-value", str(threat + 1))
    expect(page.get_by_test_id("field-ucastnici.0.ohrozeni")).to_have_attribute("data-value", "2")
